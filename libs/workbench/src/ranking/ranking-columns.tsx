// The ranking table's columns per entity (DESIGN.md §6: one table over entities; issue 29 item 1),
// declared in one place: each column's width, whether it is a figure (right-aligned), whether it
// sticks at the left, its name, the sort it asks for and its cell. RankingTable renders any set.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatNumber, KEYWORD_COLUMNS, PRODUCT_COLUMNS, SHOP_COLUMNS, type KeywordColumn, type ProductColumn, type RankingSort as RankingSortKey, type ShopColumn } from '@sealens/domain';
import type { ReactNode } from 'react';
import { cx } from '../shared/cx';
import { insetFocusRing } from '../shared/focus-ring';
import { COLUMN_NAMES, KEYWORD_COLUMN_NAMES, SHOP_COLUMN_NAMES, SHOP_TYPE_NAMES, SORT_OF_COLUMN, SORT_OF_KEYWORD_COLUMN, SORT_OF_SHOP_COLUMN } from '../shared/labels';
import type { ItemRef, KeywordRow, MoneyMode, ProductRow, ShopRow } from '../shared/types';
import { formatAmount } from '../shared/money';
import { useFormatLocale } from '../shared/use-format-locale';
import { IntervalMark } from '../estimate/interval-mark';
import {
  CategoryName,
  CountFigure,
  DayCell,
  Growth,
  MarketplaceLink,
  ProductPicture,
  RankChange,
  SalesValue,
  ShopCell,
  SiteBadge,
  SiteMoney,
  SiteName,
} from './ranking-cells';
import { Sparkline } from './sparkline';

/** What a set's cells are drawn with (the page's links, the money shown). */
export interface RankingCellContext<Row> {
  money: MoneyMode;
  itemHref(row: Row): string;
  /** A product row's shop page (the shop's name links to it). */
  shopHref?(row: Row): string;
  trendLabel: string;
}

export interface RankingColumnSet<Row extends { id: string } = ProductRow, Col extends string = string> {
  /** Every column in its default order. */
  all: readonly Col[];
  /** Columns the chooser cannot hide. */
  fixed: readonly Col[];
  widths: Readonly<Record<Col, number>>;
  /** Left offsets of the columns that stick while the table scrolls sideways. */
  sticky: Readonly<Partial<Record<Col, number>>>;
  /** The sticky column with the item's name: its right edge is drawn. */
  nameColumn: Col;
  /** Figures: right-aligned, tabular digits. */
  numeric: ReadonlySet<Col>;
  /** Estimated figures (issue 33 item 4): their header carries the estimate mark; measured ones none. */
  estimated?: ReadonlySet<Col>;
  names: Readonly<Record<Col, MessageDescriptor>>;
  sortOf: Readonly<Partial<Record<Col, RankingSortKey>>>;
  /** What an empty list says. */
  emptyText: MessageDescriptor;
  /** The header row's height in px when a name wraps to four lines (default HEADER_HEIGHT_PX, three lines). */
  headerHeight?: number;
  cells(context: RankingCellContext<Row>): Readonly<Record<Col, (row: Row) => ReactNode>>;
}

/** A row's place where the list has no previous order to compare it with. */
export function RankAlone({ rank }: { rank: number }) {
  return (
    <span className="flex flex-col items-end">
      <span className="font-semibold">{rank}</span>
    </span>
  );
}

const rankCell = (row: { rank: number; rankChange?: number | null }) => (
  <span className="flex flex-col items-end">
    <span className="font-semibold">{row.rank}</span>
    <RankChange change={row.rankChange} />
  </span>
);

export const PRODUCT_COLUMN_SET: RankingColumnSet<ProductRow, ProductColumn> = {
  all: PRODUCT_COLUMNS,
  fixed: ['rank', 'product'],
  widths: { rank: 64, product: 240, site: 100, price: 130, units: 96, gmv: 150, growth: 96, trend: 120, rating: 72, reviews: 88, likes: 88, shop: 170, category: 160, listed: 120 },
  sticky: { rank: 0, product: 64 },
  nameColumn: 'product',
  numeric: new Set(['rank', 'price', 'units', 'gmv', 'growth', 'rating', 'reviews', 'likes']),
  names: COLUMN_NAMES,
  sortOf: SORT_OF_COLUMN,
  estimated: new Set(['units', 'gmv', 'growth', 'trend']),
  emptyText: msg`No products match these filters.`,
  cells: ({ money, itemHref, shopHref, trendLabel }) => ({
    rank: rankCell,
    product: (row) => (
      <span className="flex min-w-0 items-center gap-2">
        <ProductPicture src={row.image} />
        <span className="flex min-w-0 flex-col gap-0.5">
          {/* Two lines of 18 px, the site line and the gap fit the 60 px row; at 20 px a two-line title pushed the site line past the row's edge. */}
          <a href={itemHref(row)} tabIndex={-1} className={cx('line-clamp-2 text-sm leading-[18px] text-ink hover:text-brand-700 hover:underline', insetFocusRing)} title={row.title}>
            {row.title}
          </a>
          <span className="flex items-center gap-2">
            <SiteBadge site={row.site} />
            <MarketplaceLink href={row.link} tabIndex={-1} className={insetFocusRing} />
          </span>
        </span>
      </span>
    ),
    site: (row) => <SiteName site={row.site} />,
    price: (row) => <SiteMoney value={row.price} row={row} />,
    // A product's units and sales value carry their own interval (the answer's, issue 33 item 4).
    units: (row) => (
      <>
        <CountFigure value={row.units} />
        <IntervalMark interval={row.interval} figure="units" tabIndex={-1} />
      </>
    ),
    gmv: (row) => (
      <>
        <SalesValue row={row} money={money} />
        <IntervalMark interval={row.interval} figure={money === 'site' ? 'gmv' : 'gmvUsd'} currency={row.currency} tabIndex={-1} />
      </>
    ),
    growth: (row) => <Growth value={row.growth} />,
    trend: (row) => <Sparkline values={row.trend} label={trendLabel} className="text-brand-700" />,
    rating: (row) => <CountFigure value={row.rating} decimals={1} />,
    reviews: (row) => <CountFigure value={row.reviews} />,
    likes: (row) => <CountFigure value={row.likes} />,
    shop: (row) => <ShopCell shop={row.shop} href={shopHref?.(row)} />,
    category: (row) => <CategoryName id={row.categoryId} />,
    listed: (row) => <DayCell day={row.listedAt} />,
  }),
};

/** A percent figure (one decimal), or a dash that says why there is none. */
export function PercentFigure({ value, noneText }: { value: number | null | undefined; noneText: string }) {
  const locale = useFormatLocale();
  if (value === null || value === undefined)
    return (
      <span className="text-ink-muted">
        <span aria-hidden="true">-</span>
        <span className="sr-only">{noneText}</span>
      </span>
    );
  return <span className="whitespace-nowrap">{formatNumber(value, { locale, decimals: 1 })}%</span>;
}

/** A shop's logo, name (to its explanation), site, type and its page on the marketplace. */
export function ShopNameCell({ row, href }: { row: ShopRow; href: string }) {
  const { i18n } = useLingui();
  return (
    <span className="flex min-w-0 items-center gap-2">
      <ProductPicture src={row.logo} />
      <span className="flex min-w-0 flex-col gap-0.5">
        <a href={href} tabIndex={-1} className={cx('truncate text-sm text-ink hover:text-brand-700 hover:underline', insetFocusRing)} title={row.name}>
          {row.name}
        </a>
        <span className="flex items-center gap-2">
          <SiteBadge site={row.site} />
          <span className="text-xs text-ink-muted">{i18n._(SHOP_TYPE_NAMES[row.type])}</span>
          <MarketplaceLink href={row.link} tabIndex={-1} className={insetFocusRing} />
        </span>
      </span>
    </span>
  );
}

function NewShareCell({ value }: { value: number | null }) {
  const { t } = useLingui();
  return <PercentFigure value={value} noneText={t`No sales in the last 30 days`} />;
}

export const SHOP_COLUMN_SET: RankingColumnSet<ShopRow, ShopColumn> = {
  all: SHOP_COLUMNS,
  fixed: ['rank', 'shop'],
  widths: { rank: 64, shop: 260, site: 100, units: 96, gmv: 150, growth: 96, products: 96, newShare: 110, rating: 72, trend: 120, category: 160, opened: 120 },
  sticky: { rank: 0, shop: 64 },
  nameColumn: 'shop',
  numeric: new Set(['rank', 'units', 'gmv', 'growth', 'products', 'newShare', 'rating']),
  names: SHOP_COLUMN_NAMES,
  sortOf: SORT_OF_SHOP_COLUMN,
  estimated: new Set(['units', 'gmv', 'growth', 'products', 'newShare', 'trend']),
  emptyText: msg`No shops match these filters.`,
  cells: ({ money, itemHref, trendLabel }) => ({
    rank: rankCell,
    shop: (row) => <ShopNameCell row={row} href={itemHref(row)} />,
    site: (row) => <SiteName site={row.site} />,
    // A shop's units and sales value carry its products' intervals summed (the answer's, issue 33).
    units: (row) => (
      <>
        <CountFigure value={row.units} />
        <IntervalMark interval={row.interval} figure="units" tabIndex={-1} />
      </>
    ),
    gmv: (row) => (
      <>
        <SalesValue row={row} money={money} />
        <IntervalMark interval={row.interval} figure={money === 'site' ? 'gmv' : 'gmvUsd'} currency={row.currency} tabIndex={-1} />
      </>
    ),
    growth: (row) => <Growth value={row.growth} />,
    products: (row) => <CountFigure value={row.products} />,
    newShare: (row) => <NewShareCell value={row.newShare ?? null} />,
    rating: (row) => <CountFigure value={row.rating} decimals={1} />,
    trend: (row) => <Sparkline values={row.trend} label={trendLabel} className="text-brand-700" />,
    category: (row) => <CategoryName id={row.categoryId} />,
    opened: (row) => <DayCell day={row.openedAt} />,
  }),
};

/** A search word (to its explanation) and its site. */
export function KeywordNameCell({ row, href }: { row: KeywordRow; href: string }) {
  return (
    <span className="flex min-w-0 flex-col gap-0.5">
      <a href={href} tabIndex={-1} className={cx('truncate text-sm font-medium text-ink hover:text-brand-700 hover:underline', insetFocusRing)} title={row.keyword}>
        {row.keyword}
      </a>
      <SiteBadge site={row.site} />
    </span>
  );
}

/** The first products a search for the word shows: their pictures, each named for a screen reader and on hover. */
export function TopProductsCell({ products }: { products: readonly ItemRef[] }) {
  const { t } = useLingui();
  if (products.length === 0)
    return (
      <span className="text-ink-muted">
        <span aria-hidden="true">-</span>
        <span className="sr-only">{t`It finds no product in our data`}</span>
      </span>
    );
  return (
    <ul className="flex items-center gap-1" aria-label={t`Top products`}>
      {products.map((p) => (
        <li key={p.id} title={p.title}>
          <ProductPicture src={p.image} size={28} />
          <span className="sr-only">{p.title}</span>
        </li>
      ))}
    </ul>
  );
}

/** A word's recommended bid: in its site's currency, or US dollars over all sites. */
function BidCell({ row, money }: { row: KeywordRow; money: MoneyMode }) {
  const locale = useFormatLocale();
  if (money === 'site') return <SiteMoney value={row.recommendedBid} row={row} />;
  return <span className="whitespace-nowrap">{formatAmount(row.recommendedBidUsd, 'USD', locale)}</span>;
}

/** A word's sparkline is its search index's (the table's own label names units). */
function SearchTrendCell({ values }: { values: readonly number[] }) {
  const { t } = useLingui();
  return <Sparkline values={values} label={t`Search index, last 30 days`} className="text-brand-700" />;
}

function SearchGrowthCell({ value }: { value: number | null }) {
  const { t } = useLingui();
  return <Growth value={value} noneText={t`No searches in the period before`} />;
}

function SeenFromStart() {
  const { t } = useLingui();
  return (
    <span className="text-ink-muted">
      <span aria-hidden="true">-</span>
      <span className="sr-only">{t`Searched since the start of our data`}</span>
    </span>
  );
}

export const KEYWORD_COLUMN_SET: RankingColumnSet<KeywordRow, KeywordColumn> = {
  all: KEYWORD_COLUMNS,
  fixed: ['rank', 'keyword'],
  widths: { rank: 64, keyword: 220, site: 100, search: 110, growth: 96, productBase: 110, bid: 130, products: 170, trend: 120, category: 160, firstSeen: 120 },
  sticky: { rank: 0, keyword: 64 },
  nameColumn: 'keyword',
  numeric: new Set(['rank', 'search', 'growth', 'productBase', 'bid']),
  names: KEYWORD_COLUMN_NAMES,
  sortOf: SORT_OF_KEYWORD_COLUMN,
  emptyText: msg`No search words match these filters.`,
  cells: ({ money, itemHref }) => ({
    rank: rankCell,
    keyword: (row) => <KeywordNameCell row={row} href={itemHref(row)} />,
    site: (row) => <SiteName site={row.site} />,
    search: (row) => <CountFigure value={row.searchIndex} />,
    growth: (row) => <SearchGrowthCell value={row.growth} />,
    productBase: (row) => <CountFigure value={row.productBase} />,
    bid: (row) => <BidCell row={row} money={money} />,
    products: (row) => <TopProductsCell products={row.topProducts} />,
    trend: (row) => <SearchTrendCell values={row.trend} />,
    category: (row) => <CategoryName id={row.categoryId} />,
    firstSeen: (row) => (row.firstSeenAt ? <DayCell day={row.firstSeenAt} /> : <SeenFromStart />),
  }),
};
