// The brand ranking's columns (issue 29 item 3), in the ranking table's column-set shape
// (ranking/ranking-columns.tsx): a brand (logo, name, its site or all sites), its units, sales value
// and growth, the shops selling it and its selling products, its top category with that category's
// share of its sales, and a 30-day sparkline. The shop group's brand pages lead with shops and products.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BRAND_COLUMNS, formatNumber, type BrandColumn, type BrandSort } from '@sealens/domain';
import type { WorkbenchComponents } from '@sealens/api';
import { IntervalMark } from '../estimate/interval-mark';
import { CategoryName, CountFigure, Growth, ProductPicture, RankChange, SiteBadge } from '../ranking/ranking-cells';
import type { RankingColumnSet } from '../ranking/ranking-columns';
import { Sparkline } from '../ranking/sparkline';
import { cx } from '../shared/cx';
import { insetFocusRing } from '../shared/focus-ring';
import { formatAmount } from '../shared/money';
import type { MoneyMode } from '../shared/types';
import { useFormatLocale } from '../shared/use-format-locale';

export type BrandRow = WorkbenchComponents['schemas']['BrandRow'];

/** The shop group's brand rankings (store/hot-sales-brand, store/soaring-brand): shops and products first. */
export const STORE_BRAND_COLUMNS: readonly BrandColumn[] = ['rank', 'brand', 'shops', 'products', 'units', 'gmv', 'growth', 'category', 'trend'];

export const BRAND_COLUMN_NAMES: Readonly<Record<BrandColumn, MessageDescriptor>> = {
  rank: msg`Rank`,
  brand: msg`Brand`,
  units: msg`Units sold`,
  gmv: msg`Sales value`,
  growth: msg`Growth`,
  shops: msg({ message: 'Shops', context: 'shops selling a brand' }),
  products: msg`Active products`,
  category: msg`Top category`,
  trend: msg`30-day units`,
};

export const SORT_OF_BRAND_COLUMN: Readonly<Partial<Record<BrandColumn, BrandSort>>> = {
  units: 'units',
  gmv: 'gmv',
  growth: 'growth',
  shops: 'shops',
  products: 'products',
};

/** A brand (to its overview), with its site, or "all sites". */
export function BrandNameCell({ row, href }: { row: BrandRow; href: string }) {
  const { t } = useLingui();
  return (
    <span className="flex min-w-0 items-center gap-2">
      <ProductPicture src={row.logo} />
      <span className="flex min-w-0 flex-col gap-0.5">
        <a href={href} tabIndex={-1} className={cx('truncate text-sm font-medium text-ink hover:text-brand-700 hover:underline', insetFocusRing)} title={row.name}>
          {row.name}
        </a>
        {row.site === 'ALL' ? <span className="text-xs text-ink-muted">{t`All sites`}</span> : <SiteBadge site={row.site} />}
      </span>
    </span>
  );
}

/** A brand's sales value: its site's currency, or US dollars over all sites. */
function BrandSalesValue({ row, money }: { row: BrandRow; money: MoneyMode }) {
  const locale = useFormatLocale();
  return <span className="whitespace-nowrap">{money === 'site' ? formatAmount(row.gmv, row.currency, locale) : formatAmount(row.gmvUsd, 'USD', locale)}</span>;
}

/** Its top category and that category's share of its sales. */
function TopCategoryCell({ row }: { row: BrandRow }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  if (row.topCategoryId === null)
    return (
      <span className="text-ink-muted">
        <span aria-hidden="true">-</span>
        <span className="sr-only">{t`No sales in the last 30 days`}</span>
      </span>
    );
  const share = row.topCategoryShare === null ? '' : `${formatNumber(row.topCategoryShare, { locale, decimals: 1 })}%`;
  return (
    <span className="flex flex-col">
      <span className="truncate">
        <CategoryName id={row.topCategoryId} />
      </span>
      {share && <span className="text-xs text-ink-muted">{t`${share} of its sales`}</span>}
    </span>
  );
}

const rankCell = (row: { rank: number; rankChange?: number | null }) => (
  <span className="flex flex-col items-end">
    <span className="font-semibold">{row.rank}</span>
    <RankChange change={row.rankChange} />
  </span>
);

export const BRAND_COLUMN_SET: RankingColumnSet<BrandRow, BrandColumn> = {
  all: BRAND_COLUMNS,
  fixed: ['rank', 'brand'],
  widths: { rank: 64, brand: 240, units: 96, gmv: 150, growth: 96, shops: 80, products: 96, category: 180, trend: 120 },
  sticky: { rank: 0, brand: 64 },
  nameColumn: 'brand',
  numeric: new Set(['rank', 'units', 'gmv', 'growth', 'shops', 'products']),
  estimated: new Set(['units', 'gmv', 'growth', 'shops', 'products', 'trend']),
  names: BRAND_COLUMN_NAMES,
  sortOf: SORT_OF_BRAND_COLUMN,
  emptyText: msg`No brands match these filters.`,
  cells: ({ money, itemHref, trendLabel }) => ({
    rank: rankCell,
    brand: (row) => <BrandNameCell row={row} href={itemHref(row)} />,
    // Its units and sales value carry its products' intervals summed (the answer's, issue 33).
    units: (row) => (
      <>
        <CountFigure value={row.units} />
        <IntervalMark interval={row.interval} figure="units" tabIndex={-1} />
      </>
    ),
    gmv: (row) => (
      <>
        <BrandSalesValue row={row} money={money} />
        <IntervalMark interval={row.interval} figure={money === 'site' ? 'gmv' : 'gmvUsd'} currency={row.currency} tabIndex={-1} />
      </>
    ),
    growth: (row) => <Growth value={row.growth} />,
    shops: (row) => <CountFigure value={row.shops} />,
    products: (row) => <CountFigure value={row.products} />,
    category: (row) => <TopCategoryCell row={row} />,
    trend: (row) => <Sparkline values={row.trend} label={trendLabel} className="text-brand-700" />,
  }),
};

/** The shop group's brand pages: the same set, shops and products leading. */
export const STORE_BRAND_COLUMN_SET: RankingColumnSet<BrandRow, BrandColumn> = { ...BRAND_COLUMN_SET, all: STORE_BRAND_COLUMNS };
