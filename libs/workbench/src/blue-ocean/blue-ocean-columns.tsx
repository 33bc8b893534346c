// The blue-ocean words' table (issue 29 item 5): every input of a word's blue-ocean index beside the
// index, so each row can be recomputed from what it shows (libs/domain blueOceanIndex), then the
// word's search index in the period and its product base for scale.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { localeIso, type KeywordSort, type LocaleCode } from '@sealens/domain';
import { KeywordNameCell, type RankingColumnSet } from '../ranking/ranking-columns';
import { CategoryName, CountFigure, RankChange, SiteName } from '../ranking/ranking-cells';
import { cx } from '../shared/cx';
import { useFormatLocale } from '../shared/use-format-locale';
import type { KeywordRow } from '../shared/types';

export const BLUE_OCEAN_WORD_COLUMNS = [
  'rank',
  'keyword',
  'site',
  'searchGrowth30',
  'productBaseGrowth',
  'foundUnits',
  'foundShops',
  'salesPerShop',
  'blueOcean',
  'search',
  'productBase',
  'category',
] as const;
export type BlueOceanWordColumn = (typeof BLUE_OCEAN_WORD_COLUMNS)[number];

const NAMES: Readonly<Record<BlueOceanWordColumn, MessageDescriptor>> = {
  rank: msg`Rank`,
  keyword: msg`Search word`,
  site: msg`Site`,
  searchGrowth30: msg`Search index growth, 30 days`,
  productBaseGrowth: msg`Product base growth, 30 days`,
  foundUnits: msg`Units of its top products, 30 days`,
  foundShops: msg`Shops selling them`,
  salesPerShop: msg`Units per shop`,
  blueOcean: msg`Blue-ocean index`,
  search: msg`Search index`,
  productBase: msg`Product base`,
  category: msg`Category`,
};

const SORTS: Readonly<Partial<Record<BlueOceanWordColumn, KeywordSort>>> = {
  salesPerShop: 'salesPerShop',
  search: 'search',
  productBase: 'productBase',
};

function Missing({ why }: { why: string }) {
  return (
    <span className="text-ink-muted">
      <span aria-hidden="true">-</span>
      <span className="sr-only">{why}</span>
    </span>
  );
}

const exactFormats = new Map<string, Intl.NumberFormat>();

/**
 * A figure the index is computed from, whole and with its two decimals: no "12.3K" (the ranking's
 * figures shorten from 10,000), or the row could not be recomputed from what it shows.
 */
function exact(value: number, locale: LocaleCode): string {
  const tag = localeIso(locale);
  let format = exactFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    exactFormats.set(tag, format);
  }
  return format.format(value);
}

function ExactFigure({ value }: { value: number }) {
  const locale = useFormatLocale();
  return <>{exact(value, locale)}</>;
}

/**
 * An input growth in percent with the two decimals the index is computed from (the ranking's growth
 * cells round to one: recomputing from them would miss the index's second decimal).
 */
function InputGrowth({ value, noneText }: { value: number | null; noneText: string }) {
  const locale = useFormatLocale();
  if (value === null) return <Missing why={noneText} />;
  return (
    <span className={cx('whitespace-nowrap', value > 0 ? 'text-success-700' : value < 0 ? 'text-danger-700' : 'text-ink-muted')}>
      {value > 0 ? '+' : ''}
      {exact(value, locale)}%
    </span>
  );
}

function SearchGrowth30({ value }: { value: number | null }) {
  const { t } = useLingui();
  return <InputGrowth value={value} noneText={t`No searches in the period before`} />;
}

function BaseGrowth({ value }: { value: number | null }) {
  const { t } = useLingui();
  return <InputGrowth value={value} noneText={t`No product base 30 days ago`} />;
}

function PerShop({ value }: { value: number | null }) {
  const { t } = useLingui();
  return value === null ? <Missing why={t`No shop sold its top products`} /> : <ExactFigure value={value} />;
}

function Index({ value }: { value: number | null }) {
  const { t } = useLingui();
  return value === null ? (
    <Missing why={t`An input is missing`} />
  ) : (
    <strong className="font-semibold">
      <ExactFigure value={value} />
    </strong>
  );
}

/**
 * The blue-ocean tables' header height: their inputs' names ("Units of its top products, 30 days")
 * wrap to three lines in their columns (four in some languages, at the header's 14 px lines).
 */
export const BLUE_OCEAN_HEADER_PX = 64;

export const BLUE_OCEAN_WORD_COLUMN_SET: RankingColumnSet<KeywordRow, BlueOceanWordColumn> = {
  all: BLUE_OCEAN_WORD_COLUMNS,
  fixed: ['rank', 'keyword', 'searchGrowth30', 'productBaseGrowth', 'salesPerShop', 'blueOcean'],
  widths: { rank: 64, keyword: 220, site: 100, searchGrowth30: 120, productBaseGrowth: 120, foundUnits: 120, foundShops: 100, salesPerShop: 100, blueOcean: 110, search: 110, productBase: 110, category: 160 },
  sticky: { rank: 0, keyword: 64 },
  nameColumn: 'keyword',
  numeric: new Set(['rank', 'searchGrowth30', 'productBaseGrowth', 'foundUnits', 'foundShops', 'salesPerShop', 'blueOcean', 'search', 'productBase']),
  estimated: new Set(['foundUnits', 'foundShops', 'salesPerShop', 'blueOcean']),
  names: NAMES,
  sortOf: SORTS,
  emptyText: msg`No search word has a blue-ocean index in this scope.`,
  headerHeight: BLUE_OCEAN_HEADER_PX,
  cells: ({ itemHref }) => ({
    rank: (row) => (
      <span className="flex flex-col items-end">
        <span className="font-semibold">{row.rank}</span>
        <RankChange change={row.rankChange} />
      </span>
    ),
    keyword: (row) => <KeywordNameCell row={row} href={itemHref(row)} />,
    site: (row) => <SiteName site={row.site} />,
    searchGrowth30: (row) => <SearchGrowth30 value={row.searchGrowth30} />,
    productBaseGrowth: (row) => <BaseGrowth value={row.productBaseGrowth} />,
    foundUnits: (row) => <CountFigure value={row.foundUnits} />,
    foundShops: (row) => <CountFigure value={row.foundShops} />,
    salesPerShop: (row) => <PerShop value={row.salesPerShop} />,
    blueOcean: (row) => <Index value={row.blueOcean} />,
    search: (row) => <CountFigure value={row.searchIndex} />,
    productBase: (row) => <CountFigure value={row.productBase} />,
    category: (row) => <CategoryName id={row.categoryId} />,
  }),
};
