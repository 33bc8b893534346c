// An item's daily history (issue 26 item 4, the explanation page): units, sales value, price and
// rank in its category (lower is better: that axis runs downwards), each with its unit.
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@sealens/domain';
import { useMemo } from 'react';
import { LineChart } from '../charts/line-chart';
import { cx } from '../shared/cx';
import type { HistoryPoint } from '../shared/types';
import { useFormatLocale } from '../shared/use-format-locale';

export const HISTORY_DAYS = [7, 28, 30, 90, 180] as const;
export type HistoryDays = (typeof HISTORY_DAYS)[number];

export interface HistoryChartsProps {
  /** Oldest first; the last `days` are drawn. */
  points: HistoryPoint[];
  /** The item's currency (sales value and price). */
  currency: string;
  days: HistoryDays;
  className?: string;
}

export function HistoryCharts({ points, currency, days, className }: HistoryChartsProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const shown = useMemo(() => points.slice(-days), [points, days]);
  const dates = useMemo(() => shown.map((p) => p.date), [shown]);
  const count = useMemo(() => (v: number) => formatNumber(v, { locale }), [locale]);
  const place = useMemo(() => (v: number) => formatNumber(v, { locale, decimals: 0 }), [locale]);
  const money = useMemo(() => (v: number) => formatNumber(v, { locale }), [locale]);
  const unitsLabel = t`Units sold`;
  const gmvLabel = t`Sales value`;
  const priceLabel = t`Price`;
  const rankLabel = t`Rank in its category`;
  const series = useMemo(
    () => ({
      units: [{ label: unitsLabel, values: shown.map((p) => p.units) }],
      gmv: [{ label: gmvLabel, values: shown.map((p) => p.gmv) }],
      price: [{ label: priceLabel, values: shown.map((p) => p.price) }],
      rank: [{ label: rankLabel, values: shown.map((p) => p.categoryRank ?? null) }],
    }),
    [shown, unitsLabel, gmvLabel, priceLabel, rankLabel],
  );
  const shownDays = shown.length;
  return (
    <div className={cx('grid grid-cols-1 gap-6 lg:grid-cols-2', className)} data-testid="history-charts" data-days={days}>
      <LineChart title={t`Units sold per day, last ${shownDays} days`} unit={t`units`} dates={dates} series={series.units} format={count} />
      <LineChart title={t`Sales value per day, last ${shownDays} days`} unit={currency} dates={dates} series={series.gmv} format={money} />
      <LineChart title={t`Price, last ${shownDays} days`} unit={currency} dates={dates} series={series.price} format={money} />
      <LineChart title={t`Rank in its category, last ${shownDays} days (lower is better)`} unit={t`place`} dates={dates} series={series.rank} format={place} inverted />
    </div>
  );
}
