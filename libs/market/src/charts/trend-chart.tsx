// A small trend chart (spec §2 home widgets: trends as charts). The chart library (uPlot, ~50 kB)
// is loaded with import() from an effect when the chart comes near the viewport, so it is never
// part of a page's initial bundle and never runs on the server. The box has a fixed height from
// the first render (no layout shift when the chart draws), and a text summary says what the chart
// shows for screen readers and the server's HTML; the canvas itself is hidden from assistive tech.
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@sealens/domain';
import { whenNear } from '@sealens/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { cx } from '../shared/cx';
import { useFormatLocale } from '../shared/use-format-locale';
import { dayToEpochSeconds, trendExtremes, type TrendSeries } from './trend-summary';

export interface TrendChartProps {
  /** Accessible name of the chart. */
  title: string;
  /** "YYYY-MM-DD", ascending. */
  dates: readonly string[];
  series: readonly TrendSeries[];
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

export function TrendChart({ title, dates, series, height = TREND_CHART_DEFAULT_HEIGHT, className }: TrendChartProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const box = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const [state, setState] = useState<ChartState>('loading');

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
          chart = new UPlot(
            {
              width,
              height,
              legend: { show: series.length > 1 },
              cursor: { drag: { x: false, y: false } },
              // Dates are days: read them in UTC so every reader sees the same day.
              tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
              scales: { x: { time: true } },
              axes: [{}, { values: (_, ticks) => ticks.map((v) => formatNumber(v, { locale, decimals: 0 })) }],
              series: [
                {},
                ...series.map((s, i) => ({
                  label: s.label,
                  stroke: TREND_COLOURS[i % TREND_COLOURS.length],
                  width: 2,
                  value: (_: unknown, v: number | null) => formatNumber(v, { locale }),
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
  }, [dates, series, height, locale]);

  const summaries = series.map((s) => {
    const x = trendExtremes(dates, s.values);
    const label = s.label;
    if (!x) return t`${label}: no data.`;
    const first = formatNumber(x.first.value, { locale });
    const last = formatNumber(x.last.value, { locale });
    const highest = formatNumber(x.highest.value, { locale });
    const firstDate = x.first.date;
    const lastDate = x.last.date;
    const highestDate = x.highest.date;
    return t`${label}: ${first} on ${firstDate}, ${last} on ${lastDate}; highest ${highest} on ${highestDate}.`;
  });

  return (
    <figure aria-labelledby={captionId} className={cx('flex flex-col gap-2', className)} data-testid="trend-chart" data-chart-state={state}>
      <figcaption id={captionId} className="text-sm font-medium text-ink">{title}</figcaption>
      <div ref={box} className="relative w-full overflow-hidden" style={{ height: height + (series.length > 1 ? 32 : 0) }} aria-hidden="true">
        {state === 'loading' && <div className="absolute inset-0 animate-pulse rounded bg-surface-muted" />}
        {state === 'failed' && (
          <div className="absolute inset-0 flex items-center justify-center rounded bg-surface-muted text-xs text-ink-muted">
            {t`The chart could not be loaded.`}
          </div>
        )}
      </div>
      <ul className="sr-only" data-testid="trend-summary">
        {summaries.map((text, i) => (
          <li key={series[i]?.label ?? i}>{text}</li>
        ))}
      </ul>
    </figure>
  );
}
