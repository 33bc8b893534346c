// An item's daily history (issue 26 item 4, the explanation page): units, sales value, price and
// rank in its category (lower is better: that axis runs downwards), each with its unit. Either the
// last N days, or every point of a range the reader chose (its titles then name its first and last day).
// A shop's days (issue 29 item 1): units, sales value and how many of its products sold. A search
// word's (issue 29 item 2): its search index, its recommended bid and its product base.
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@sealens/domain';
import { useMemo } from 'react';
import { LineChart } from '../charts/line-chart';
import { cx } from '../shared/cx';
import { formatDay } from '../shared/dates';
import type { HistoryPoint, KeywordHistoryPoint, ShopHistoryPoint } from '../shared/types';
import { useFormatLocale } from '../shared/use-format-locale';

export const HISTORY_DAYS = [7, 28, 30, 90, 180] as const;
export type HistoryDays = (typeof HISTORY_DAYS)[number];

export interface HistoryChartsProps {
  /** Oldest first; the last `days` are drawn, or all of them with a `range`. A shop's days with `entity="shop"`. */
  points: HistoryPoint[] | ShopHistoryPoint[] | KeywordHistoryPoint[];
  entity?: 'product' | 'shop' | 'keyword';
  /** The item's currency (sales value and price). */
  currency: string;
  days: HistoryDays;
  /** The days the answer holds ("YYYY-MM-DD"), when the reader chose a range rather than `days`. */
  range?: { from: string; to: string };
  className?: string;
}

export function HistoryCharts({ points, currency, days, range, entity = 'product', className }: HistoryChartsProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const shown = useMemo<(Partial<HistoryPoint> & Partial<ShopHistoryPoint> & Partial<KeywordHistoryPoint> & { date: string })[]>(
    () => (range ? points : points.slice(-days)),
    [points, days, range],
  );
  const dates = useMemo(() => shown.map((p) => p.date), [shown]);
  const count = useMemo(() => (v: number) => formatNumber(v, { locale }), [locale]);
  const place = useMemo(() => (v: number) => formatNumber(v, { locale, decimals: 0 }), [locale]);
  const money = useMemo(() => (v: number) => formatNumber(v, { locale }), [locale]);
  const unitsLabel = t`Units sold`;
  const gmvLabel = t`Sales value`;
  const priceLabel = t`Price`;
  const rankLabel = t`Rank in its category`;
  const soldLabel = t`Products sold`;
  const searchLabel = t`Search index`;
  const bidLabel = t`Recommended bid`;
  const baseLabel = t`Product base`;
  const series = useMemo(
    () => ({
      units: [{ label: unitsLabel, values: shown.map((p) => p.units ?? null) }],
      gmv: [{ label: gmvLabel, values: shown.map((p) => p.gmv ?? null) }],
      search: [{ label: searchLabel, values: shown.map((p) => p.searchIndex ?? null) }],
      bid: [{ label: bidLabel, values: shown.map((p) => p.recommendedBid ?? null) }],
      base: [{ label: baseLabel, values: shown.map((p) => p.productBase ?? null) }],
      price: [{ label: priceLabel, values: shown.map((p) => p.price ?? null) }],
      rank: [{ label: rankLabel, values: shown.map((p) => p.categoryRank ?? null) }],
      sold: [{ label: soldLabel, values: shown.map((p) => p.productsSold ?? null) }],
    }),
    [shown, unitsLabel, gmvLabel, priceLabel, rankLabel, soldLabel, searchLabel, bidLabel, baseLabel],
  );
  const shownDays = shown.length;
  const from = range ? formatDay(range.from, locale) : '';
  const to = range ? formatDay(range.to, locale) : '';
  const titles = range
    ? {
        units: t`Units sold per day, ${from} – ${to}`,
        gmv: t`Sales value per day, ${from} – ${to}`,
        price: t`Price, ${from} – ${to}`,
        rank: t`Rank in its category, ${from} – ${to} (lower is better)`,
        sold: t`Products with a sale per day, ${from} – ${to}`,
        search: t`Search index per day, ${from} – ${to}`,
        bid: t`Recommended bid, ${from} – ${to}`,
        base: t`Product base, ${from} – ${to}`,
      }
    : {
        units: t`Units sold per day, last ${shownDays} days`,
        gmv: t`Sales value per day, last ${shownDays} days`,
        price: t`Price, last ${shownDays} days`,
        rank: t`Rank in its category, last ${shownDays} days (lower is better)`,
        sold: t`Products with a sale per day, last ${shownDays} days`,
        search: t`Search index per day, last ${shownDays} days`,
        bid: t`Recommended bid, last ${shownDays} days`,
        base: t`Product base, last ${shownDays} days`,
      };
  return (
    <div
      className={cx('grid grid-cols-1 gap-6 lg:grid-cols-2', className)}
      data-testid="history-charts"
      data-days={range ? undefined : days}
      data-from={range?.from}
      data-to={range?.to}
    >
      {entity === 'keyword' ? (
        <>
          <LineChart title={titles.search} unit={t`search index`} dates={dates} series={series.search} format={count} />
          <LineChart title={titles.bid} unit={currency} dates={dates} series={series.bid} format={money} />
          <LineChart title={titles.base} unit={t`products`} dates={dates} series={series.base} format={count} />
        </>
      ) : (
        <>
          <LineChart title={titles.units} unit={t`units`} dates={dates} series={series.units} format={count} estimated />
          <LineChart title={titles.gmv} unit={currency} dates={dates} series={series.gmv} format={money} estimated />
        </>
      )}
      {entity === 'keyword' ? null : entity === 'shop' ? (
        <LineChart title={titles.sold} unit={t`products`} dates={dates} series={series.sold} format={count} estimated />
      ) : (
        <>
          <LineChart title={titles.price} unit={currency} dates={dates} series={series.price} format={money} />
          <LineChart title={titles.rank} unit={t`place`} dates={dates} series={series.rank} format={place} inverted estimated />
        </>
      )}
    </div>
  );
}
