// A daily line chart over uPlot, loaded like libs/market's trend chart: the library comes with
// import() when the box nears the viewport (never in a page's first JavaScript, never on the
// server), the box has its height from the first render, and the canvas is hidden from assistive
// tech. What it shows is also a table, behind a "show as a table" toggle that needs no script.
import { useLingui } from '@lingui/react/macro';
import { TREND_COLOURS } from '@sealens/market';
import { whenNear } from '@sealens/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { EstimateMark } from '../estimate/estimate-mark';
import { cx } from '../shared/cx';
import { formatDay } from '../shared/dates';
import { useFormatLocale } from '../shared/use-format-locale';
import { allWhole, DAY_INCREMENTS, dayTickLabels, WHOLE_INCREMENTS } from './chart-axes';
import { loadUplot } from './load-uplot';

export interface LineSeries {
  label: string;
  values: readonly (number | null)[];
}

export interface LineChartProps {
  /** The chart's name (its figure caption). */
  title: string;
  /** "YYYY-MM-DD", ascending. */
  dates: readonly string[];
  series: readonly LineSeries[];
  /** The unit of the values axis, e.g. "units", "THB", "place". */
  unit: string;
  /** Formats a value for the axis, the legend and the table. */
  format(value: number): string;
  /** Lower is better (a rank): the axis runs downwards. */
  inverted?: boolean;
  /** The series are estimates (units, sales value and what is made of them): the caption carries the estimate mark. */
  estimated?: boolean;
  height?: number;
  className?: string;
}

export const LINE_CHART_HEIGHT = 220;
/** How near the viewport a chart's box must come for it to be drawn. */
export const LINE_CHART_DRAW_MARGIN = '200px';
/** Six series at most (a contrast's widest): one colour each. */
export const LINE_COLOURS = [...TREND_COLOURS, '#7c3aed', '#0f766e'] as const;

type ChartState = 'loading' | 'ready' | 'failed';

const dayToSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

export function LineChart({ title, dates, series, unit, format, inverted = false, estimated = false, height = LINE_CHART_HEIGHT, className }: LineChartProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const box = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const [state, setState] = useState<ChartState>('loading');
  const legend = series.length > 1;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let disposed = false;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | undefined;
    let observer: ResizeObserver | undefined;
    const dayLabels = dayTickLabels(locale);
    const whole = allWhole(series);
    const draw = () =>
      loadUplot()
        .then((UPlot) => {
          if (disposed) return;
          chart = new UPlot(
            {
              width: Math.max(element.clientWidth, 1),
              height,
              legend: { show: legend },
              cursor: { drag: { x: false, y: false } },
              tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
              scales: { x: { time: true }, y: inverted ? { dir: -1 } : {} },
              axes: [
                { incrs: [...DAY_INCREMENTS], values: (_, ticks) => dayLabels(ticks) },
                { label: unit, size: 64, values: (_, ticks) => ticks.map((v) => format(v)), ...(whole ? { incrs: [...WHOLE_INCREMENTS] } : {}) },
              ],
              series: [
                {},
                ...series.map((s, i) => ({
                  label: s.label,
                  stroke: LINE_COLOURS[i % LINE_COLOURS.length],
                  width: 2,
                  value: (_: unknown, v: number | null) => (v === null ? '-' : format(v)),
                })),
              ],
            },
            [dates.map(dayToSeconds), ...series.map((s) => s.values.map((v) => v ?? null))],
            element,
          );
          observer = new ResizeObserver(() => chart?.setSize({ width: Math.max(element.clientWidth, 1), height }));
          observer.observe(element);
          setState('ready');
        })
        .catch(() => {
          if (!disposed) setState('failed');
        });
    const stopWatching = whenNear(element, LINE_CHART_DRAW_MARGIN, () => void draw());
    return () => {
      disposed = true;
      stopWatching();
      observer?.disconnect();
      chart?.destroy();
    };
  }, [dates, series, height, inverted, unit, format, legend, locale]);

  return (
    <figure aria-labelledby={captionId} className={cx('flex min-w-0 flex-col gap-2', className)} data-testid="line-chart" data-chart-state={state}>
      <figcaption id={captionId} className="text-sm font-medium text-ink">
        {title} <span className="text-xs font-normal text-ink-muted">({unit})</span>
        {estimated && <EstimateMark />}
      </figcaption>
      <div ref={box} className="relative w-full overflow-hidden" style={{ height: height + (legend ? 32 : 0) }} aria-hidden="true">
        {state === 'loading' && <div className="absolute inset-0 animate-pulse rounded bg-surface-muted" />}
        {state === 'failed' && (
          <div className="absolute inset-0 flex items-center justify-center rounded bg-surface-muted text-xs text-ink-muted">{t`The chart could not be loaded.`}</div>
        )}
      </div>
      <details className="text-xs">
        <summary className="cursor-pointer text-brand-700">{t`Show as a table`}</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full border-collapse text-right tabular-nums">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1 text-left">
                  {t`Day`}
                </th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="px-2 py-1">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dates.map((day, i) => (
                <tr key={day} className="border-t border-border">
                  <th scope="row" className="px-2 py-1 text-left font-normal">
                    {formatDay(day, locale)}
                  </th>
                  {series.map((s) => {
                    const v = s.values[i];
                    return (
                      <td key={s.label} className="px-2 py-1">
                        {v === null || v === undefined ? '-' : format(v)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
