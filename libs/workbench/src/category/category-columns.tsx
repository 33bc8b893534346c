// The category ranking's columns (issue 29 item 4) and the blue-ocean industry table's (item 5): a
// category's or sub-category's name (to its overview), its figures, its selling products and active
// shops, its concentration and newcomers' shares, and the blue-ocean industry index with every input
// of it, so each row can be recomputed from what it shows (libs/domain blueOceanIndustryIndex).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { CATEGORY_COLUMNS, formatNumber, isCategoryId, type CategoryColumn, type CategorySort } from '@sealens/domain';
import { CATEGORY_NAMES } from '@sealens/market';
import { BLUE_OCEAN_HEADER_PX } from '../blue-ocean/blue-ocean-columns';
import { IntervalMark } from '../estimate/interval-mark';
import { PercentFigure, type RankingColumnSet } from '../ranking/ranking-columns';
import { CategoryName, CountFigure, Growth, RankChange, SalesValue } from '../ranking/ranking-cells';
import { Sparkline } from '../ranking/sparkline';
import { cx } from '../shared/cx';
import { insetFocusRing } from '../shared/focus-ring';
import { formatAmount } from '../shared/money';
import type { CategoryRow, MoneyMode } from '../shared/types';
import { useFormatLocale } from '../shared/use-format-locale';
import { useSubCategoryNames } from '../sub-categories/use-sub-category-names';

const rankCell = (row: { rank: number; rankChange?: number | null }) => (
  <span className="flex flex-col items-end">
    <span className="font-semibold">{row.rank}</span>
    <RankChange change={row.rankChange} />
  </span>
);

/** A category's or sub-category's name in the reader's language (a sub-category's once its names load; its id until then). */
export function CategoryLabel({ id }: { id: number }) {
  const nameOf = useSubCategoryNames(!isCategoryId(id));
  if (isCategoryId(id)) return <CategoryName id={id} />;
  return <>{nameOf(id) ?? `#${id}`}</>;
}

/** A category's or sub-category's name as text (a sub-category's once its names load, its id until then). */
export function useCategoryTitle(withSubCategories: boolean): (id: number) => string {
  const { i18n } = useLingui();
  const nameOf = useSubCategoryNames(withSubCategories);
  return (id) => (isCategoryId(id) ? i18n._(CATEGORY_NAMES[id]) : (nameOf(id) ?? `#${id}`));
}

/** A category's name (to its overview) and, for a sub-category, its category's. */
export function CategoryNameCell({ row, href }: { row: Pick<CategoryRow, 'categoryId' | 'parentId'>; href: string }) {
  return (
    <span className="flex min-w-0 flex-col gap-0.5">
      <a href={href} tabIndex={-1} className={cx('truncate text-sm font-medium text-ink hover:text-brand-700 hover:underline', insetFocusRing)}>
        <CategoryLabel id={row.categoryId} />
      </a>
      {row.parentId !== null && (
        <span className="truncate text-xs text-ink-muted">
          <CategoryName id={row.parentId} />
        </span>
      )}
    </span>
  );
}

/** Sales value in the row's site currency, or dollars (all sites' rows, or the dollar view). */
export function CategorySales({ row, money }: { row: CategoryRow; money: MoneyMode }) {
  const locale = useFormatLocale();
  if (money === 'site' && row.site !== 'ALL') return <SalesValue row={{ ...row, site: row.site }} money="site" />;
  return <span className="whitespace-nowrap">{formatAmount(row.gmvUsd, 'USD', locale)}</span>;
}

/** A share in percent of a category's 30-day sales value, or a dash saying there were none. */
export function ShareCell({ value }: { value: number | null }) {
  const { t } = useLingui();
  return <PercentFigure value={value} noneText={t`No sales in the last 30 days`} />;
}

/** An index input with the two decimals the index is computed from. */
function InputFigure({ value, noneText, percent = false }: { value: number | null; noneText: string; percent?: boolean }) {
  const locale = useFormatLocale();
  if (value === null)
    return (
      <span className="text-ink-muted">
        <span aria-hidden="true">-</span>
        <span className="sr-only">{noneText}</span>
      </span>
    );
  return (
    <span className={cx('whitespace-nowrap', percent && (value > 0 ? 'text-success-700' : value < 0 ? 'text-danger-700' : 'text-ink-muted'))}>
      {percent && value > 0 ? '+' : ''}
      {formatNumber(value, { locale, decimals: 2 })}
      {percent ? '%' : ''}
    </span>
  );
}

export function SalesPerShopCell({ value }: { value: number | null }) {
  const { t } = useLingui();
  return <InputFigure value={value} noneText={t`No shop sold in the last 30 days`} />;
}

export function BlueOceanCell({ value }: { value: number | null }) {
  const { t } = useLingui();
  return (
    <span className="font-semibold">
      <InputFigure value={value} noneText={t`No index: an input is missing`} />
    </span>
  );
}

function SalesGrowthCell({ value }: { value: number | null }) {
  const { t } = useLingui();
  return <InputFigure value={value} percent noneText={t`No sales in the 30 days before`} />;
}

function ShopGrowthCell({ value }: { value: number | null }) {
  const { t } = useLingui();
  return <InputFigure value={value} percent noneText={t`No active shop in the 30 days before`} />;
}

export const CATEGORY_COLUMN_NAMES: Readonly<Record<CategoryColumn, MessageDescriptor>> = {
  rank: msg`Rank`,
  category: msg`Category`,
  units: msg`Units sold`,
  gmv: msg`Sales value`,
  growth: msg`Growth`,
  products: msg({ message: 'Products sold', context: 'category column: products with a sale in 30 days' }),
  shops: msg`Active shops`,
  salesPerShop: msg`Units per active shop, 30 days`,
  top10Share: msg`Top 10 products' share`,
  newShare: msg`New products' share`,
  blueOcean: msg`Blue-ocean index`,
  trend: msg`30-day units`,
};

const SORT_OF_CATEGORY_COLUMN: Readonly<Partial<Record<CategoryColumn, CategorySort>>> = {
  units: 'units',
  gmv: 'gmv',
  growth: 'growth',
  products: 'products',
  shops: 'shops',
  salesPerShop: 'salesPerShop',
  top10Share: 'top10Share',
  newShare: 'newShare',
  blueOcean: 'blueOcean',
};

export const CATEGORY_COLUMN_SET: RankingColumnSet<CategoryRow, CategoryColumn> = {
  all: CATEGORY_COLUMNS,
  fixed: ['rank', 'category'],
  widths: { rank: 64, category: 220, units: 100, gmv: 150, growth: 96, products: 100, shops: 100, salesPerShop: 130, top10Share: 120, newShare: 120, blueOcean: 110, trend: 120 },
  sticky: { rank: 0, category: 64 },
  nameColumn: 'category',
  numeric: new Set(['rank', 'units', 'gmv', 'growth', 'products', 'shops', 'salesPerShop', 'top10Share', 'newShare', 'blueOcean']),
  estimated: new Set(['units', 'gmv', 'growth', 'products', 'shops', 'salesPerShop', 'top10Share', 'newShare', 'blueOcean', 'trend']),
  names: CATEGORY_COLUMN_NAMES,
  sortOf: SORT_OF_CATEGORY_COLUMN,
  emptyText: msg`No categories match these filters.`,
  cells: ({ money, itemHref, trendLabel }) => ({
    rank: rankCell,
    category: (row) => <CategoryNameCell row={row} href={itemHref(row)} />,
    // Its units and sales value carry its products' intervals summed (the answer's, issue 33); all sites' money is dollars.
    units: (row) => (
      <>
        <CountFigure value={row.units} />
        <IntervalMark interval={row.interval} figure="units" tabIndex={-1} />
      </>
    ),
    gmv: (row) => (
      <>
        <CategorySales row={row} money={money} />
        <IntervalMark interval={row.interval} figure={money === 'site' && row.site !== 'ALL' ? 'gmv' : 'gmvUsd'} currency={row.currency} tabIndex={-1} />
      </>
    ),
    growth: (row) => <Growth value={row.growth} />,
    products: (row) => <CountFigure value={row.products} />,
    shops: (row) => <CountFigure value={row.shops} />,
    salesPerShop: (row) => <SalesPerShopCell value={row.salesPerShop} />,
    top10Share: (row) => <ShareCell value={row.top10Share} />,
    newShare: (row) => <ShareCell value={row.newShare} />,
    blueOcean: (row) => <BlueOceanCell value={row.blueOcean} />,
    trend: (row) => <Sparkline values={row.trend} label={trendLabel} className="text-brand-700" />,
  }),
};

/** The blue-ocean industry table: the index's inputs, the index, then the category's size. */
export const BLUE_OCEAN_INDUSTRY_COLUMNS = ['rank', 'category', 'salesGrowth30', 'shopGrowth', 'salesPerShop', 'blueOcean', 'units', 'shops', 'gmv'] as const;
export type BlueOceanIndustryColumn = (typeof BLUE_OCEAN_INDUSTRY_COLUMNS)[number];

export const BLUE_OCEAN_INDUSTRY_COLUMN_SET: RankingColumnSet<CategoryRow, BlueOceanIndustryColumn> = {
  all: BLUE_OCEAN_INDUSTRY_COLUMNS,
  fixed: BLUE_OCEAN_INDUSTRY_COLUMNS,
  widths: { rank: 64, category: 220, salesGrowth30: 130, shopGrowth: 130, salesPerShop: 130, blueOcean: 110, units: 100, shops: 100, gmv: 150 },
  sticky: { rank: 0, category: 64 },
  nameColumn: 'category',
  numeric: new Set(['rank', 'salesGrowth30', 'shopGrowth', 'salesPerShop', 'blueOcean', 'units', 'shops', 'gmv']),
  estimated: new Set(['salesGrowth30', 'shopGrowth', 'salesPerShop', 'blueOcean', 'units', 'shops', 'gmv']),
  names: {
    ...CATEGORY_COLUMN_NAMES,
    salesGrowth30: msg`Units growth, 30 days`,
    shopGrowth: msg`Active shop growth, 30 days`,
  },
  sortOf: { salesPerShop: 'salesPerShop', blueOcean: 'blueOcean', units: 'units', shops: 'shops', gmv: 'gmv' },
  emptyText: msg`No categories match these filters.`,
  headerHeight: BLUE_OCEAN_HEADER_PX,
  cells: (context) => {
    const base = CATEGORY_COLUMN_SET.cells(context);
    return {
      rank: base.rank,
      category: base.category,
      salesGrowth30: (row) => <SalesGrowthCell value={row.salesGrowth30} />,
      shopGrowth: (row) => <ShopGrowthCell value={row.shopGrowth} />,
      salesPerShop: base.salesPerShop,
      blueOcean: base.blueOcean,
      units: base.units,
      shops: base.shops,
      gmv: base.gmv,
    };
  },
};
