// The short-video marketplace's ranking columns (issue 32 item 4): TikTok Shop's products, shops, videos and
// creators with the measures its sellers read, units and sales value from videos and from lives, views,
// likes, creators and their commission. One set per entity for RankingTable; money is the answer's
// currency (a site's, or US dollars over all six sites).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WorkbenchComponents } from '@sealens/api';
import { SITE_CURRENCIES, TIKTOK_ENTITY_RULES, type RankingSort as RankingSortKey, type SiteCode, type TiktokEntity, type TiktokSort } from '@sealens/domain';
import type { ReactNode } from 'react';
import { cx } from '../shared/cx';
import { insetFocusRing } from '../shared/focus-ring';
import type { MoneyMode } from '../shared/types';
import type { RankingCellContext, RankingColumnSet } from '../ranking/ranking-columns';
import { CountFigure, DayCell, Growth, ProductPicture, SalesValue, SiteBadge } from '../ranking/ranking-cells';
import { Sparkline } from '../ranking/sparkline';
import { IntervalMark } from '../estimate/interval-mark';

export type TiktokRow = WorkbenchComponents['schemas']['TiktokRow'];

export const TIKTOK_COLUMNS = {
  'tt-product': ['rank', 'name', 'shop', 'price', 'units', 'gmv', 'videoUnits', 'videoGmv', 'liveUnits', 'liveGmv', 'creators', 'commissionRate', 'commission', 'growth', 'trend', 'listed'],
  'tt-shop': ['rank', 'name', 'units', 'gmv', 'videoUnits', 'videoGmv', 'liveUnits', 'liveGmv', 'creators', 'products', 'commission', 'followers', 'growth', 'trend', 'opened'],
  video: ['rank', 'name', 'creator', 'views', 'likes', 'units', 'gmv', 'commission', 'products', 'viewTrend', 'posted'],
  creator: ['rank', 'name', 'followers', 'units', 'gmv', 'videoUnits', 'videoGmv', 'liveUnits', 'liveGmv', 'views', 'likes', 'products', 'commission', 'growth', 'trend'],
} as const satisfies Readonly<Record<TiktokEntity, readonly string[]>>;

export type TiktokColumn = (typeof TIKTOK_COLUMNS)[TiktokEntity][number];

const NAME_COLUMN: Readonly<Record<TiktokEntity, MessageDescriptor>> = {
  'tt-product': msg`Product`,
  'tt-shop': msg`Shop`,
  video: msg({ message: 'Video', context: 'a short video on TikTok Shop' }),
  creator: msg({ message: 'Creator', context: 'a TikTok creator who promotes products' }),
};

/** Each column's name; the period and its currency are the page's stamp and the figures' own. */
export const TIKTOK_COLUMN_NAMES: Readonly<Record<Exclude<TiktokColumn, 'name'>, MessageDescriptor>> = {
  rank: msg`Rank`,
  shop: msg`Shop`,
  creator: msg({ message: 'Creator', context: 'a TikTok creator who promotes products' }),
  price: msg`Price`,
  units: msg`Units sold`,
  gmv: msg`Sales value`,
  videoUnits: msg`Units from videos`,
  videoGmv: msg`Sales value from videos`,
  liveUnits: msg`Units from lives`,
  liveGmv: msg`Sales value from lives`,
  views: msg`Views`,
  likes: msg`Likes`,
  creators: msg`Creators`,
  products: msg`Products (30 days)`,
  followers: msg`Followers`,
  commissionRate: msg`Commission rate`,
  commission: msg`Creators' commission`,
  growth: msg`Growth`,
  trend: msg`30-day units`,
  viewTrend: msg`30-day views`,
  listed: msg`Listed`,
  opened: msg({ message: 'Opened', context: 'the day a shop opened' }),
  posted: msg({ message: 'Posted', context: 'the day a video was posted' }),
};

/** The sort each column asks the API for (TiktokSort; the table's sort key is a string it hands back). */
const SORT_OF: Readonly<Partial<Record<TiktokColumn, TiktokSort>>> = {
  price: 'price',
  units: 'units',
  gmv: 'gmv',
  videoUnits: 'videoUnits',
  liveUnits: 'liveUnits',
  views: 'views',
  likes: 'likes',
  creators: 'creators',
  products: 'products',
  followers: 'followers',
  commission: 'commission',
  growth: 'growth',
  listed: 'listed',
  posted: 'listed',
};

/** Units, sales value, commission and growth are estimated (TIKTOK_FIGURE_KINDS of the API); TikTok's counters are not. */
const ESTIMATED: ReadonlySet<TiktokColumn> = new Set(['units', 'gmv', 'videoUnits', 'videoGmv', 'liveUnits', 'liveGmv', 'commission', 'growth', 'trend']);
const NUMERIC: ReadonlySet<TiktokColumn> = new Set(['rank', 'price', 'units', 'gmv', 'videoUnits', 'videoGmv', 'liveUnits', 'liveGmv', 'views', 'likes', 'creators', 'products', 'followers', 'commissionRate', 'commission', 'growth']);
const WIDTHS: Readonly<Record<TiktokColumn, number>> = {
  rank: 64,
  name: 260,
  shop: 170,
  creator: 170,
  price: 130,
  units: 96,
  gmv: 150,
  videoUnits: 110,
  videoGmv: 150,
  liveUnits: 110,
  liveGmv: 150,
  views: 110,
  likes: 96,
  creators: 96,
  products: 110,
  followers: 110,
  commissionRate: 110,
  commission: 150,
  growth: 96,
  trend: 120,
  viewTrend: 120,
  listed: 120,
  opened: 120,
  posted: 120,
};

const EMPTY: Readonly<Record<TiktokEntity, MessageDescriptor>> = {
  'tt-product': msg`No products match these filters.`,
  'tt-shop': msg`No shops match these filters.`,
  video: msg`No videos match these filters.`,
  creator: msg`No creators match these filters.`,
};

/** A TikTok site's currency (its sites are country codes of the first marketplace's). */
const currencyOf = (site: string): string => SITE_CURRENCIES[site as SiteCode] ?? 'USD';

/** An amount of a row: the site's currency on one site, US dollars over all sites (the answer's `gmv` is then in dollars). */
function Money({ row, value, money }: { row: TiktokRow; value: number; money: MoneyMode }) {
  return <SalesValue row={{ site: row.site as SiteCode, currency: currencyOf(row.site), gmv: value, gmvUsd: value }} money={money} />;
}

function NameCell({ row, href }: { row: TiktokRow; href: string }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <ProductPicture src={row.image} />
      <span className="flex min-w-0 flex-col gap-0.5">
        <a href={href} tabIndex={-1} className={cx('line-clamp-2 text-sm text-ink hover:text-brand-700 hover:underline', insetFocusRing)} title={row.name}>
          {row.name}
        </a>
        <SiteBadge site={row.site as SiteCode} />
      </span>
    </span>
  );
}

function ParentCell({ row, href }: { row: TiktokRow; href: string | undefined }) {
  if (!row.parentName) return <span className="text-ink-muted">-</span>;
  return href ? (
    <a href={href} tabIndex={-1} className={cx('truncate text-ink hover:text-brand-700 hover:underline', insetFocusRing)}>
      {row.parentName}
    </a>
  ) : (
    <span className="truncate">{row.parentName}</span>
  );
}

const rankCell = (row: TiktokRow) => <span className="font-semibold">{row.rank}</span>;

function cellsOf({ money, itemHref, shopHref, trendLabel }: RankingCellContext<TiktokRow>): Readonly<Record<TiktokColumn, (row: TiktokRow) => ReactNode>> {
  return {
    rank: rankCell,
    name: (row) => <NameCell row={row} href={itemHref(row)} />,
    // A product's shop, a video's creator (shopHref: the parent's explanation).
    shop: (row) => <ParentCell row={row} href={row.parentId ? shopHref?.(row) : undefined} />,
    creator: (row) => <ParentCell row={row} href={row.parentId ? shopHref?.(row) : undefined} />,
    price: (row) => (row.price === null ? <span className="text-ink-muted">-</span> : <Money row={row} value={row.price} money={money} />),
    // A row's units and sales value carry their interval (the answer's, issue 33), in the answer's money.
    units: (row) => (
      <>
        <CountFigure value={row.units} />
        <IntervalMark interval={row.interval} figure="units" tabIndex={-1} />
      </>
    ),
    gmv: (row) => (
      <>
        <Money row={row} value={row.gmv} money={money} />
        <IntervalMark interval={row.interval} figure="gmv" currency={money === 'site' ? currencyOf(row.site) : 'USD'} tabIndex={-1} />
      </>
    ),
    videoUnits: (row) => <CountFigure value={row.videoUnits} />,
    videoGmv: (row) => <Money row={row} value={row.videoGmv} money={money} />,
    liveUnits: (row) => <CountFigure value={row.liveUnits} />,
    liveGmv: (row) => <Money row={row} value={row.liveGmv} money={money} />,
    views: (row) => <CountFigure value={row.views} />,
    likes: (row) => <CountFigure value={row.likes} />,
    creators: (row) => <CountFigure value={row.creators} />,
    products: (row) => <CountFigure value={row.products} />,
    followers: (row) => <CountFigure value={row.followers} />,
    commissionRate: (row) => (row.commissionRate === null ? <span className="text-ink-muted">-</span> : <span className="whitespace-nowrap">{row.commissionRate}%</span>),
    commission: (row) => <Money row={row} value={row.commission} money={money} />,
    growth: (row) => <Growth value={row.growth} />,
    trend: (row) => <Sparkline values={row.trend} label={trendLabel} className="text-brand-700" />,
    viewTrend: (row) => <Sparkline values={row.trend} label={trendLabel} className="text-brand-700" />,
    listed: (row) => (row.since ? <DayCell day={row.since} /> : '-'),
    opened: (row) => (row.since ? <DayCell day={row.since} /> : '-'),
    posted: (row) => (row.since ? <DayCell day={row.since} /> : '-'),
  };
}

function setOf(entity: TiktokEntity): RankingColumnSet<TiktokRow, TiktokColumn> {
  const all: readonly TiktokColumn[] = TIKTOK_COLUMNS[entity];
  return {
    all,
    fixed: ['rank', 'name'],
    widths: WIDTHS,
    sticky: { rank: 0, name: 64 },
    nameColumn: 'name',
    numeric: NUMERIC,
    estimated: ESTIMATED,
    names: { ...TIKTOK_COLUMN_NAMES, name: NAME_COLUMN[entity] },
    // The table hands the key back to the page, which asks the API with it: a sort of the entity's (tiktok-query.ts).
    sortOf: Object.fromEntries(Object.entries(SORT_OF).filter(([, sort]) => TIKTOK_ENTITY_RULES[entity].sorts.includes(sort))) as Readonly<Partial<Record<TiktokColumn, RankingSortKey>>>,
    emptyText: EMPTY[entity],
    cells: cellsOf,
  };
}

/** Each TikTok entity's ranking columns. */
export const TIKTOK_COLUMN_SETS: Readonly<Record<TiktokEntity, RankingColumnSet<TiktokRow, TiktokColumn>>> = {
  'tt-product': setOf('tt-product'),
  'tt-shop': setOf('tt-shop'),
  video: setOf('video'),
  creator: setOf('creator'),
};
