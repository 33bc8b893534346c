// A small trend chart (spec §2 home widgets: trends as charts). The chart library (uPlot, ~50 kB)
// is loaded with import() from an effect when the chart comes near the viewport, so it is never
// part of a page's initial bundle and never runs on the server. The box has a fixed height from
// the first render (no layout shift when the chart draws), and a text summary says what the chart
// shows for screen readers and the server's HTML; the canvas itself is hidden from assistive tech.
// The legend is the page's own HTML under the chart, not uPlot's (issue 27): it wraps instead of
// clipping the third series, shows every series on a phone, speaks the reader's language (uPlot's
// says "Time") and is set in the page's typeface, Thai included; hovering the chart fills in the
// day's values. The axes are drawn in the page's typeface too, the y axis as wide as its longest
// label (Chinese labels were cut to "000万") and named by its unit.
import { Trans, useLingui } from '@lingui/react/macro';
import { currencyOf, formatMoney, formatNumber, type SiteCode } from '@sealens/domain';
import { whenNear } from '@sealens/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { cx } from '../shared/cx';
import { useFormatLocale } from '../shared/use-format-locale';
import { currencyName, dayTickFormatter, DAY_TICK_STEPS, valueTickLabels } from './chart-axes';
import { dayToEpochSeconds, trendExtremes, type TrendSeries } from './trend-summary';

export interface TrendChartProps {
  /** Accessible name of the chart. */
  title: string;
  /** "YYYY-MM-DD", ascending. */
  dates: readonly string[];
  series: readonly TrendSeries[];
  /** The values are money of this site's currency, or of all sites in US dollars: the y axis and the summary say so. */
  money?: SiteCode | 'all';
  /** Height of the plot in px; reserved before the library loads. */
  height?: number;
  className?: string;
}

/** Colours of the series in order (brand, info, success, warning), readable on white. */
export const TREND_COLOURS = ['#d73211', '#1d4ed8', '#15803d', '#b45309'] as const;

export const TREND_CHART_DEFAULT_HEIGHT = 200;

/** How near the viewport a chart's box must come for the chart to be drawn. */
export const CHART_DRAW_MARGIN = '200px';

type ChartState = 'loading' | 'ready' | 'failed';

/** The library, fetched once per page; tests replace the module. */
export const loadChartLibrary = () => import('uplot');

/** Size of the axis labels in px. */
const AXIS_FONT_SIZE = 12;
/** Room beside the y axis's labels for its ticks and gaps, in px. */
const Y_AXIS_PADDING = 16;
/** Room for the y axis's unit, drawn across the axis, in px. */
const Y_AXIS_UNIT_SIZE = 20;

export function TrendChart({ title, dates, series, money, height = TREND_CHART_DEFAULT_HEIGHT, className }: TrendChartProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const box = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const [state, setState] = useState<ChartState>('loading');
  /** The day under the pointer (an index into `dates`), whose values the legend shows. */
  const [hovered, setHovered] = useState<number | null>(null);
  const unit = money ? currencyName(currencyOf(money), locale) : undefined;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let disposed = false;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let observer: ResizeObserver | undefined;
    const draw = () =>
      Promise.all([loadChartLibrary(), import('uplot/dist/uPlot.min.css')])
        .then(([module]) => {
          if (disposed) return;
          const UPlot = module.default;
          const width = Math.max(element.clientWidth, 1);
          // The page's typeface (the Thai face in Thai), which the canvas does not inherit.
          const font = `${AXIS_FONT_SIZE}px ${getComputedStyle(element).fontFamily || 'sans-serif'}`;
          const measure = document.createElement('canvas').getContext('2d');
          const dayLabel = dayTickFormatter(locale);
          chart = new UPlot(
            {
              width,
              height,
              legend: { show: false },
              cursor: { drag: { x: false, y: false } },
              hooks: { setCursor: [(u) => setHovered(u.cursor.idx ?? null)] },
              // Dates are days: read them in UTC so every reader sees the same day.
              tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
              scales: { x: { time: true } },
              axes: [
                { font, incrs: [...DAY_TICK_STEPS], space: 56, values: (_, ticks) => ticks.map(dayLabel) },
                {
                  font,
                  labelFont: font,
                  ...(unit ? { label: unit, labelSize: Y_AXIS_UNIT_SIZE } : {}),
                  values: (_, ticks) => valueTickLabels(ticks, locale),
                  // As wide as the longest label: a fixed width cut "12,000万" to "000万".
                  size: (_, values) => {
                    if (!measure || !values?.length) return 50;
                    measure.font = font;
                    return Math.ceil(Math.max(...values.map((v) => measure.measureText(v).width))) + Y_AXIS_PADDING;
                  },
                },
              ],
              series: [
                {},
                ...series.map((s, i) => ({
                  label: s.label,
                  stroke: TREND_COLOURS[i % TREND_COLOURS.length],
                  width: 2,
                })),
              ],
            },
            [dates.map(dayToEpochSeconds), ...series.map((s) => s.values.map((v) => v ?? null))],
            element,
          );
          observer = new ResizeObserver(() => chart?.setSize({ width: Math.max(element.clientWidth, 1), height }));
          observer.observe(element);
          setState('ready');
        })
        .catch(() => {
          if (!disposed) setState('failed');
        });
    // A chart off screen is drawn when it comes near: the library and the drawing stay out of the
    // page's start, where they were a long task on a phone.
    const stopWatching = whenNear(element, CHART_DRAW_MARGIN, () => void draw());
    return () => {
      disposed = true;
      stopWatching();
      observer?.disconnect();
      chart?.destroy();
    };
  }, [dates, series, height, locale, unit]);

  const figure = (value: number | null | undefined) => (money ? formatMoney(value, { site: money, locale }) : formatNumber(value, { locale }));
  const summaries = series.map((s) => {
    const x = trendExtremes(dates, s.values);
    const label = s.label;
    if (!x) return t`${label}: no data.`;
    const first = figure(x.first.value);
    const last = figure(x.last.value);
    const highest = figure(x.highest.value);
    const firstDate = x.first.date;
    const lastDate = x.last.date;
    const highestDate = x.highest.date;
    return t`${label}: ${first} on ${firstDate}, ${last} on ${lastDate}; highest ${highest} on ${highestDate}.`;
  });

  return (
    <figure aria-labelledby={captionId} className={cx('flex flex-col gap-2', className)} data-testid="trend-chart" data-chart-state={state}>
      <figcaption id={captionId} className="text-sm font-medium text-ink">{title}</figcaption>
      <div ref={box} className="relative w-full overflow-hidden" style={{ height }} aria-hidden="true">
        {state === 'loading' && <div className="absolute inset-0 animate-pulse rounded bg-surface-muted" />}
        {state === 'failed' && (
          <div className="absolute inset-0 flex items-center justify-center rounded bg-surface-muted text-xs text-ink-muted">
            {t`The chart could not be loaded.`}
          </div>
        )}
      </div>
      {/* One series too: the legend is where the hovered day's value shows (the detection charts showed none). */}
      <TrendLegend
        series={series}
        colours={TREND_COLOURS}
        hoveredDate={hovered === null ? undefined : dates[hovered]}
        values={hovered === null ? undefined : series.map((s) => figure(s.values[hovered]))}
      />
      <ul className="sr-only" data-testid="trend-summary">
        {summaries.map((text, i) => (
          <li key={series[i]?.label ?? i}>{text}</li>
        ))}
      </ul>
    </figure>
  );
}

interface TrendLegendProps {
  series: readonly TrendSeries[];
  colours: readonly string[];
  /** "YYYY-MM-DD" of the day under the pointer, whose values are shown beside the names. */
  hoveredDate: string | undefined;
  values: readonly string[] | undefined;
}

/** The chart's legend: a colour and a name per series, wrapping as it needs; the hovered day's values. */
function TrendLegend({ series, colours, hoveredDate, values }: TrendLegendProps) {
  const day = hoveredDate;
  return (
    // The summary above says the same for assistive tech; this is what the eye reads beside the lines.
    <ul className="flex min-h-5 flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink" data-testid="trend-legend" aria-hidden="true">
      {day && (
        <li className="text-ink-muted tabular-nums">
          <Trans>Day: {day}</Trans>
        </li>
      )}
      {series.map((s, i) => (
        <li key={s.label} className="flex items-center gap-1.5">
          <span className="inline-block h-0.5 w-4 rounded" style={{ backgroundColor: colours[i % colours.length] }} />
          <span>{s.label}</span>
          {values?.[i] !== undefined && <span className="font-semibold tabular-nums">{values[i]}</span>}
        </li>
      ))}
    </ul>
  );
}
