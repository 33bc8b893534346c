// The finders' tables (issue 30 items 1 and 3): the product ranking's columns with the product
// finder's figures beside them (price change over 30 days, reviews per unit sold, shops in its
// category, days since listed), and the search-word ranking's columns with the blue-ocean inputs,
// so each row shows every figure a range of the panel compares.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { localeIso, PRODUCT_COLUMNS, type LocaleCode, type ProductColumn } from '@sealens/domain';
import { BLUE_OCEAN_WORD_COLUMN_SET, type BlueOceanWordColumn } from '../blue-ocean/blue-ocean-columns';
import { CountFigure } from '../ranking/ranking-cells';
import { KEYWORD_COLUMN_SET, PRODUCT_COLUMN_SET, type RankingColumnSet } from '../ranking/ranking-columns';
import { cx } from '../shared/cx';
import type { KeywordRow, ProductRow } from '../shared/types';
import { useFormatLocale } from '../shared/use-format-locale';

/** The product finder's own columns. */
export const FINDER_FIGURE_COLUMNS = ['priceChange', 'reviewsPerUnit', 'categoryShops', 'age'] as const;
export type FinderFigureColumn = (typeof FINDER_FIGURE_COLUMNS)[number];
export type ProductFinderColumn = ProductColumn | FinderFigureColumn;

/** The product finder's columns in their default order: what it finds by first. */
export const PRODUCT_FINDER_COLUMNS: readonly ProductFinderColumn[] = [
  'rank',
  'product',
  'growth',
  'priceChange',
  'reviewsPerUnit',
  'categoryShops',
  'age',
  ...PRODUCT_COLUMNS.filter((c) => c !== 'rank' && c !== 'product' && c !== 'growth'),
];

const FIGURE_NAMES: Readonly<Record<FinderFigureColumn, MessageDescriptor>> = {
  priceChange: msg`Price change, 30 days`,
  reviewsPerUnit: msg`Reviews per unit sold`,
  categoryShops: msg`Shops in its category`,
  age: msg`Days since listed`,
};

const decimals2 = new Map<string, Intl.NumberFormat>();
/** Two decimals, whole: the figure a range compares (no "12.3K"). */
function exact2(value: number, locale: LocaleCode): string {
  const tag = localeIso(locale);
  let format = decimals2.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    decimals2.set(tag, format);
  }
  return format.format(value);
}

function Missing({ why }: { why: string }) {
  return (
    <span className="text-ink-muted">
      <span aria-hidden="true">-</span>
      <span className="sr-only">{why}</span>
    </span>
  );
}

function PriceChange({ value }: { value: number | null | undefined }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  if (value === null || value === undefined) return <Missing why={t`No price 30 days ago`} />;
  return (
    <span className={cx('whitespace-nowrap', value > 0 ? 'text-success-700' : value < 0 ? 'text-danger-700' : 'text-ink-muted')}>
      {value > 0 ? '+' : ''}
      {exact2(value, locale)}%
    </span>
  );
}

function ReviewsPerUnit({ value }: { value: number | null | undefined }) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  if (value === null || value === undefined) return <Missing why={t`Nothing sold in 30 days`} />;
  return <>{exact2(value, locale)}</>;
}

const productCells = PRODUCT_COLUMN_SET.cells;

export const PRODUCT_FINDER_COLUMN_SET: RankingColumnSet<ProductRow, ProductFinderColumn> = {
  ...PRODUCT_COLUMN_SET,
  all: PRODUCT_FINDER_COLUMNS,
  widths: { ...PRODUCT_COLUMN_SET.widths, priceChange: 120, reviewsPerUnit: 110, categoryShops: 110, age: 96 },
  numeric: new Set<ProductFinderColumn>([...PRODUCT_COLUMN_SET.numeric, ...FINDER_FIGURE_COLUMNS]),
  // Reviews per unit sold and the shops selling its category are made from the estimates (issue 33);
  // the price change and the days since listed are what the marketplace shows.
  estimated: new Set<ProductFinderColumn>([...(PRODUCT_COLUMN_SET.estimated ?? []), 'reviewsPerUnit', 'categoryShops']),
  names: { ...PRODUCT_COLUMN_SET.names, ...FIGURE_NAMES },
  cells: (context) => ({
    ...productCells(context),
    priceChange: (row) => <PriceChange value={row.priceChange30} />,
    reviewsPerUnit: (row) => <ReviewsPerUnit value={row.reviewsPerUnit} />,
    categoryShops: (row) => <CountFigure value={row.categoryShops} />,
    age: (row) => <CountFigure value={row.ageDays} />,
  }),
};

/** The keyword finder's columns (issue 30 item 3): the search word's figures, then the blue-ocean inputs and index. */
export const KEYWORD_FINDER_COLUMNS = [
  'rank',
  'keyword',
  'site',
  'search',
  'growth',
  'productBase',
  'bid',
  'searchGrowth30',
  'productBaseGrowth',
  'foundUnits',
  'foundShops',
  'salesPerShop',
  'blueOcean',
  'trend',
  'category',
] as const;
export type KeywordFinderColumn = (typeof KEYWORD_FINDER_COLUMNS)[number];

const keywordCells = KEYWORD_COLUMN_SET.cells;
const blueOceanCells = BLUE_OCEAN_WORD_COLUMN_SET.cells;
const blueOceanNames = BLUE_OCEAN_WORD_COLUMN_SET.names;
const BLUE_OCEAN_INPUTS = ['searchGrowth30', 'productBaseGrowth', 'foundUnits', 'foundShops', 'salesPerShop', 'blueOcean'] as const satisfies readonly BlueOceanWordColumn[];

export const KEYWORD_FINDER_COLUMN_SET: RankingColumnSet<KeywordRow, KeywordFinderColumn> = {
  all: KEYWORD_FINDER_COLUMNS,
  fixed: ['rank', 'keyword'],
  widths: {
    rank: 64,
    keyword: 220,
    site: 100,
    search: 110,
    growth: 96,
    productBase: 110,
    bid: 130,
    searchGrowth30: 120,
    productBaseGrowth: 120,
    foundUnits: 120,
    foundShops: 100,
    salesPerShop: 100,
    blueOcean: 110,
    trend: 120,
    category: 160,
  },
  sticky: { rank: 0, keyword: 64 },
  nameColumn: 'keyword',
  numeric: new Set<KeywordFinderColumn>(['rank', 'search', 'growth', 'productBase', 'bid', ...BLUE_OCEAN_INPUTS]),
  // The word's own counters (search index, product base, bid and their growth) are measured; what its
  // products sold, and what is made of it, estimated (issue 33).
  estimated: new Set<KeywordFinderColumn>(['foundUnits', 'foundShops', 'salesPerShop', 'blueOcean']),
  names: {
    ...KEYWORD_COLUMN_SET.names,
    searchGrowth30: blueOceanNames.searchGrowth30,
    productBaseGrowth: blueOceanNames.productBaseGrowth,
    foundUnits: blueOceanNames.foundUnits,
    foundShops: blueOceanNames.foundShops,
    salesPerShop: blueOceanNames.salesPerShop,
    blueOcean: blueOceanNames.blueOcean,
  },
  sortOf: { ...KEYWORD_COLUMN_SET.sortOf, salesPerShop: 'salesPerShop' },
  emptyText: KEYWORD_COLUMN_SET.emptyText,
  cells: (context) => {
    const words = keywordCells(context);
    const inputs = blueOceanCells(context);
    return {
      rank: words.rank,
      keyword: words.keyword,
      site: words.site,
      search: words.search,
      growth: words.growth,
      productBase: words.productBase,
      bid: words.bid,
      searchGrowth30: inputs.searchGrowth30,
      productBaseGrowth: inputs.productBaseGrowth,
      foundUnits: inputs.foundUnits,
      foundShops: inputs.foundShops,
      salesPerShop: inputs.salesPerShop,
      blueOcean: inputs.blueOcean,
      trend: words.trend,
      category: words.category,
    };
  },
};
