// One metric of a contrast's items over the days, in one chart (a line per item, a legend, and
// the same numbers as a table).
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@sealens/domain';
import { useId, useMemo, useState } from 'react';
import { LineChart } from '../charts/line-chart';
import { labelClass } from '../shared/field-classes';
import { SegmentedRadio } from '../shared/segmented-radio';
import { useCategoryTitle } from '../category/category-columns';
import { isCategoryItem, isKeywordItem, isShopItem, type AnyContrastItem } from '../shared/types';
import { useFormatLocale } from '../shared/use-format-locale';
import { nth } from '../shared/nth';

export const CONTRAST_METRICS = ['units', 'gmv', 'price', 'productsSold', 'searchIndex', 'recommendedBid'] as const;
export type ContrastMetric = (typeof CONTRAST_METRICS)[number];
/** The figures a product's and a shop's days have. */
export const PRODUCT_CONTRAST_METRICS = ['units', 'gmv', 'price'] as const satisfies readonly ContrastMetric[];
export const SHOP_CONTRAST_METRICS = ['units', 'gmv', 'productsSold'] as const satisfies readonly ContrastMetric[];
/** A category's days are its products' (issue 29 item 4): units, sales value and products with a sale. */
export const CATEGORY_CONTRAST_METRICS = ['units', 'gmv', 'productsSold'] as const satisfies readonly ContrastMetric[];
/** A search word's days (issue 29 item 2): its search index and its recommended bid. */
export const KEYWORD_CONTRAST_METRICS = ['searchIndex', 'recommendedBid'] as const satisfies readonly ContrastMetric[];

export interface ContrastChartProps {
  items: AnyContrastItem[];
  /** Controlled metric (e.g. kept in the URL); uncontrolled without it. */
  metric?: ContrastMetric;
  onMetricChange?(metric: ContrastMetric): void;
}

/** The metrics made by our estimates (issue 33 item 4): their chart carries the estimate mark; price, search index and bid are measured. */
const ESTIMATED_METRICS: ReadonlySet<ContrastMetric> = new Set(['units', 'gmv', 'productsSold']);

/** A legend entry stays readable: long titles are cut. */
export const LEGEND_TITLE_CHARS = 28;

export function ContrastChart({ items, metric: controlled, onMetricChange }: ContrastChartProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const groupLabel = useId();
  const [own, setOwn] = useState<ContrastMetric>('units');
  const shops = items.length > 0 && items.every(isShopItem);
  const words = items.length > 0 && items.every(isKeywordItem);
  const categories = items.length > 0 && items.every(isCategoryItem);
  const categoryTitle = useCategoryTitle(categories && items.some((c) => isCategoryItem(c) && c.item.parentId !== null));
  const metrics: readonly ContrastMetric[] = categories ? CATEGORY_CONTRAST_METRICS : words ? KEYWORD_CONTRAST_METRICS : shops ? SHOP_CONTRAST_METRICS : PRODUCT_CONTRAST_METRICS;
  // A metric the entity's days lack (a product link's `price` on shops) reads as the entity's first.
  const asked = controlled ?? own;
  const metric = metrics.includes(asked) ? asked : (metrics[0] ?? 'units');
  const names: Record<ContrastMetric, string> = {
    units: t`Units sold`,
    gmv: t`Sales value`,
    price: t`Price`,
    productsSold: t`Products sold`,
    searchIndex: t`Search index`,
    recommendedBid: t`Recommended bid`,
  };

  // A category's name as text, one per line: a sub-category's loads after the first render, and the
  // chart is drawn again only when a name changes.
  const categoryNames = items.map((c) => (isCategoryItem(c) ? categoryTitle(c.item.categoryId) : '')).join('\n');
  // Every item's days, in order; an item without a day shows a gap.
  const dates = useMemo(() => [...new Set(items.flatMap((c) => c.points.map((p) => p.date)))].sort(), [items]);
  const series = useMemo(
    () =>
      items.map((c, i) => {
        const byDay = new Map(c.points.map((p): [string, number | null] => [p.date, (p as Partial<Record<ContrastMetric, number>>)[metric] ?? null]));
        const name = isCategoryItem(c) ? (categoryNames.split('\n')[i] ?? c.item.id) : isKeywordItem(c) ? c.item.keyword : isShopItem(c) ? c.item.name : c.item.title;
        const title = name.length > LEGEND_TITLE_CHARS ? `${name.slice(0, LEGEND_TITLE_CHARS - 1)}…` : name;
        return { label: `${title} (${c.item.id})`, values: dates.map((d) => byDay.get(d) ?? null) };
      }),
    [items, dates, metric, categoryNames],
  );
  const format = useMemo(() => (v: number) => formatNumber(v, { locale }), [locale]);
  const currencies = [...new Set(items.map((c) => c.item.currency))];
  const unit =
    metric === 'units'
      ? t`units`
      : metric === 'productsSold'
        ? t`products`
        : metric === 'searchIndex'
          ? t`search index`
          : currencies.length === 1
            ? nth(currencies, 0)
            : categories
              ? t`each category's own currency`
              : words
              ? t`each word's own currency`
              : shops
                ? t`each shop's own currency`
                : t`each product's own currency`;
  const days = dates.length;
  const metricName = names[metric];

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <span id={groupLabel} className={labelClass}>
          {t`Figure to compare`}
        </span>
        <SegmentedRadio<ContrastMetric>
          labelledBy={groupLabel}
          options={metrics.map((m) => ({ value: m, label: names[m] }))}
          value={metric}
          onChange={(next) => {
            setOwn(next);
            onMetricChange?.(next);
          }}
        />
      </div>
      <LineChart title={t`${metricName} per day, last ${days} days`} unit={unit} dates={dates} series={series} format={format} estimated={ESTIMATED_METRICS.has(metric)} />
    </div>
  );
}
