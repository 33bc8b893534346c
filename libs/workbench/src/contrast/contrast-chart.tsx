// One metric of a contrast's items over the days, in one chart (a line per item, a legend, and
// the same numbers as a table).
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@sealens/domain';
import { RadioGroup } from 'radix-ui';
import { useId, useMemo, useState } from 'react';
import { LineChart } from '../charts/line-chart';
import { cx } from '../shared/cx';
import { labelClass } from '../shared/field-classes';
import { focusRing } from '../shared/focus-ring';
import type { ContrastItem } from '../shared/types';
import { useFormatLocale } from '../shared/use-format-locale';

export const CONTRAST_METRICS = ['units', 'gmv', 'price'] as const;
export type ContrastMetric = (typeof CONTRAST_METRICS)[number];

export interface ContrastChartProps {
  items: ContrastItem[];
  /** Controlled metric (e.g. kept in the URL); uncontrolled without it. */
  metric?: ContrastMetric;
  onMetricChange?(metric: ContrastMetric): void;
}

/** A legend entry stays readable: long titles are cut. */
export const LEGEND_TITLE_CHARS = 28;

export function ContrastChart({ items, metric: controlled, onMetricChange }: ContrastChartProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const groupLabel = useId();
  const [own, setOwn] = useState<ContrastMetric>('units');
  const metric = controlled ?? own;
  const names: Record<ContrastMetric, string> = { units: t`Units sold`, gmv: t`Sales value`, price: t`Price` };

  // Every item's days, in order; an item without a day shows a gap.
  const dates = useMemo(() => [...new Set(items.flatMap((c) => c.points.map((p) => p.date)))].sort(), [items]);
  const series = useMemo(
    () =>
      items.map((c) => {
        const byDay = new Map(c.points.map((p) => [p.date, p[metric]]));
        const title = c.item.title.length > LEGEND_TITLE_CHARS ? `${c.item.title.slice(0, LEGEND_TITLE_CHARS - 1)}…` : c.item.title;
        return { label: `${title} (${c.item.id})`, values: dates.map((d) => byDay.get(d) ?? null) };
      }),
    [items, dates, metric],
  );
  const format = useMemo(() => (v: number) => formatNumber(v, { locale }), [locale]);
  const currencies = [...new Set(items.map((c) => c.item.currency))];
  const unit = metric === 'units' ? t`units` : currencies.length === 1 ? currencies[0]! : t`each product's own currency`;
  const days = dates.length;
  const metricName = names[metric];

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <span id={groupLabel} className={labelClass}>
          {t`Figure to compare`}
        </span>
        <RadioGroup.Root
          aria-labelledby={groupLabel}
          value={metric}
          onValueChange={(next) => {
            setOwn(next as ContrastMetric);
            onMetricChange?.(next as ContrastMetric);
          }}
          orientation="horizontal"
          loop
          className="inline-flex self-start rounded-md border border-border-strong p-0.5"
        >
          {CONTRAST_METRICS.map((m) => (
            <RadioGroup.Item
              key={m}
              value={m}
              className={cx('h-8 rounded px-3 text-sm text-ink hover:bg-surface-muted data-[state=checked]:bg-brand-600 data-[state=checked]:text-ink-inverse', focusRing)}
            >
              {names[m]}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </div>
      <LineChart title={t`${metricName} per day, last ${days} days`} unit={unit} dates={dates} series={series} format={format} />
    </div>
  );
}
