// The live analysis reads (issue 32; GET /live): a scope's live sessions (one site in its currency,
// or all sites in US dollars; optionally one category) over a rolling period, read from the derived
// live tables (derive/workbench-live-derive.ts) in one statement: its totals and the period
// before's, the 30-day series, the sessions by hour of start, by site and by category, and one list
// ranked by the units sold live: the top sessions, or the products, shops or brands that sold most
// in sessions. Every breakdown sums to the totals.
import { SITE_CURRENCIES, type SiteCode } from '@sealens/domain';

import { addDays } from '../days';
import type { WorkbenchPeriod } from '../derive/workbench-derive';
import type { MarketSql } from '../market-sql';
import { bindScope } from './scope-sql';

/** The lists of the live analysis: its sessions, or what sold in them. */
export const LIVE_LISTS = ['sessions', 'product', 'shop', 'brand'] as const;
export type LiveList = (typeof LIVE_LISTS)[number];
/** Most rows a live list answers (a plan's depth may cut it shorter). */
export const LIVE_LIST_ROWS = 50;
/** Days of the live analysis's series, whatever the period. */
export const LIVE_SERIES_DAYS = 30;

export interface LiveFigures {
  sessions: number;
  viewers: number;
  units: number;
  gmv: number;
}

export interface LiveTotals extends LiveFigures {
  shops: number;
  /** Average length of a session, minutes (null: no session). */
  avgMinutes: number | null;
}

export interface LiveSessionRow {
  liveId: number;
  site: SiteCode;
  day: string;
  startAt: string;
  minutes: number;
  shopId: number;
  shopName: string;
  categoryId: number;
  viewers: number;
  /** Most viewers watching at once (null: the feed gave no curve). */
  peakViewers: number | null;
  units: number;
  gmv: number;
  /** Products shown. */
  products: number;
  /** Viewers watching each quarter hour from the start (empty: not given). */
  viewerCurve: number[];
}

export interface LiveProductRow {
  goodsId: number;
  site: SiteCode;
  title: string;
  image: string;
  shopId: number;
  shopName: string;
  brandId: number | null;
  brandName: string | null;
  categoryId: number;
  sessions: number;
  units: number;
  gmv: number;
}

export interface LiveShopRow {
  shopId: number;
  site: SiteCode;
  shopName: string;
  categoryId: number;
  sessions: number;
  viewers: number;
  units: number;
  gmv: number;
}

export interface LiveBrandRow {
  brandId: number;
  /** The brand's site, or absent over all sites. */
  site?: SiteCode;
  brandName: string;
  sessions: number;
  shops: number;
  products: number;
  units: number;
  gmv: number;
}

export type LiveRows = LiveSessionRow[] | LiveProductRow[] | LiveShopRow[] | LiveBrandRow[];

export interface LiveAnalysis {
  day: string;
  currency: string;
  total: LiveTotals;
  /** The period before's figures, or null when the window does not hold all of it. */
  previous: LiveFigures | null;
  series: (LiveFigures & { day: string })[];
  /** Sessions by their starting hour, market time (0-23; hours without a session left out). */
  hours: (LiveFigures & { hour: number })[];
  /** All sites only: each site's share (money in US dollars). */
  sites: (LiveFigures & { site: SiteCode })[];
  categories: (LiveFigures & { categoryId: number })[];
  list: LiveList;
  rows: LiveRows;
  /** Rows the list has in all (before the depth). */
  available: number;
}

export interface LiveScope {
  site?: SiteCode;
  /** A category of spec §3 (the session's shop's; the product's for the product and brand lists). */
  categoryId?: number;
  period: WorkbenchPeriod;
  list: LiveList;
  /** Rows to answer (at most LIVE_LIST_ROWS). */
  rows: number;
}

const num = (v: unknown) => Number(v ?? 0);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The figures of a set of session rows `s` (money already in the answer's currency). */
const FIGURES = `count(*)::int as sessions, coalesce(sum(viewers), 0)::int8 as viewers, coalesce(sum(sales), 0)::int8 as units, coalesce(sum(g), 0)::float8 as gmv`;
const figuresJson = (alias = '') => `'sessions', ${alias}sessions, 'viewers', ${alias}viewers, 'units', ${alias}units, 'gmv', ${alias}gmv`;

export class WorkbenchLiveQueries {
  constructor(
    private readonly sql: MarketSql,
    private readonly facts: { dataDay(): Promise<string | undefined>; historyStart(): Promise<string | undefined> },
  ) {}

  /** The live analysis of a scope, or undefined before the first derive. */
  async analysis(scope: LiveScope): Promise<LiveAnalysis | undefined> {
    const day = await this.facts.dataDay();
    if (!day) return undefined;
    const start = await this.facts.historyStart();
    const p = scope.period;
    const params: unknown[] = [day];
    const { arg, inScope } = bindScope(params, scope);
    const money = scope.site ? 'gmv' : 'gmv / per_usd';
    // Enough days for the period, the period before it and the series.
    const span = Math.max(2 * p, LIVE_SERIES_DAYS);
    const current = `day > $1::date - ${p}`;
    const limit = arg(Math.min(scope.rows, LIVE_LIST_ROWS));
    const list = this.listSql(scope, money, current, inScope, limit);
    const [row] = await this.sql.query<{ answer: RawAnswer }>(
      `with s as (
  select live_id, site, day, start_at, minutes, shop_id, shop_name, type_id, viewers, peak_viewers, sales, ${money} as g, goods, viewer_curve
  from market_workbench_lives l where day > $1::date - ${span} and day <= $1::date and ${inScope('l')}
),
cur as (select * from s where ${current}),
tot as (select ${FIGURES}, count(distinct shop_id)::int as shops, avg(minutes)::float8 as minutes from cur),
prev as (select ${FIGURES} from s where day <= $1::date - ${p} and day > $1::date - ${2 * p}),
series as (
  select d.day, count(s.live_id)::int as sessions, coalesce(sum(s.viewers), 0)::int8 as viewers, coalesce(sum(s.sales), 0)::int8 as units, coalesce(sum(s.g), 0)::float8 as gmv
  from generate_series($1::date - ${LIVE_SERIES_DAYS - 1}, $1::date, interval '1 day') as d(day) left join s on s.day = d.day::date
  group by d.day
),
hours as (select extract(hour from start_at at time zone 'Asia/Shanghai')::int as hour, ${FIGURES} from cur group by 1),
sites as (select site, ${FIGURES} from cur group by site),
cats as (select type_id, ${FIGURES} from cur group by type_id),
${list.ctes}
select json_build_object(
  'total', (select json_build_object(${figuresJson()}, 'shops', shops, 'minutes', minutes) from tot),
  'previous', (select json_build_object(${figuresJson()}) from prev),
  'series', (select coalesce(json_agg(json_build_object('day', day::date::text, ${figuresJson()}) order by day), '[]') from series),
  'hours', (select coalesce(json_agg(json_build_object('hour', hour, ${figuresJson()}) order by hour), '[]') from hours),
  'sites', (select coalesce(json_agg(json_build_object('site', site, ${figuresJson()}) order by gmv desc, site), '[]') from sites),
  'categories', (select coalesce(json_agg(json_build_object('categoryId', type_id, ${figuresJson()}) order by gmv desc, type_id), '[]') from cats),
  'rows', (select coalesce(json_agg(r order by n), '[]') from listed r),
  'available', (select count(*) from ranked)
) as answer`,
      params,
    );
    const a = row?.answer;
    if (!a) return undefined;
    const figures = (f: RawFigures): LiveFigures => ({ sessions: num(f.sessions), viewers: num(f.viewers), units: num(f.units), gmv: round2(num(f.gmv)) });
    // The period before counts only when the history holds all of it.
    const prevFrom = addDays(day, -(2 * p - 1));
    const previousHeld = start !== undefined && start <= prevFrom;
    return {
      day,
      currency: scope.site ? SITE_CURRENCIES[scope.site] : 'USD',
      total: { ...figures(a.total), shops: num(a.total.shops), avgMinutes: a.total.minutes === null ? null : round2(num(a.total.minutes)) },
      previous: previousHeld ? figures(a.previous) : null,
      series: a.series.map((d) => ({ day: d.day, ...figures(d) })),
      hours: a.hours.map((h) => ({ hour: num(h.hour), ...figures(h) })),
      sites: scope.site ? [] : a.sites.map((x) => ({ site: x.site as SiteCode, ...figures(x) })),
      categories: a.categories.map((x) => ({ categoryId: num(x.categoryId), ...figures(x) })),
      list: scope.list,
      rows: list.rows(a.rows),
      available: num(a.available),
    };
  }

  /** The list's CTEs (`ranked`: every row of the list with its number `n`; `listed`: the rows answered) and its rows' reading. */
  private listSql(scope: LiveScope, money: string, current: string, inScope: (alias: string) => string, limit: string): { ctes: string; rows: (raw: Record<string, unknown>[]) => LiveRows } {
    const rank = (order: string) => `row_number() over (order by ${order})`;
    if (scope.list === 'sessions') {
      return {
        ctes: `ranked as (select *, ${rank('sales desc, g desc, live_id')} as n from cur),
listed as (select live_id as "liveId", site, day::text as day, start_at as "startAt", minutes, shop_id as "shopId", shop_name as "shopName", type_id as "categoryId",
  viewers, case when cardinality(viewer_curve) > 0 then peak_viewers end as "peakViewers", sales as units, g as gmv, goods as products, viewer_curve as "viewerCurve", n
  from ranked where n <= ${limit})`,
        rows: (raw) =>
          raw.map((r) => ({
            liveId: num(r['liveId']),
            site: r['site'] as SiteCode,
            day: String(r['day']),
            startAt: new Date(String(r['startAt'])).toISOString(),
            minutes: num(r['minutes']),
            shopId: num(r['shopId']),
            shopName: String(r['shopName']),
            categoryId: num(r['categoryId']),
            viewers: num(r['viewers']),
            peakViewers: r['peakViewers'] === null ? null : num(r['peakViewers']),
            units: num(r['units']),
            gmv: round2(num(r['gmv'])),
            products: num(r['products']),
            viewerCurve: (r['viewerCurve'] as number[]).map(num),
          })),
      };
    }
    if (scope.list === 'shop') {
      return {
        ctes: `grouped as (select site, shop_id, min(shop_name) as name, min(type_id) as type_id, ${FIGURES} from cur group by site, shop_id),
ranked as (select *, ${rank('units desc, gmv desc, shop_id')} as n from grouped),
listed as (select shop_id as "shopId", site, name as "shopName", type_id as "categoryId", sessions, viewers, units, gmv, n from ranked where n <= ${limit})`,
        rows: (raw) =>
          raw.map((r) => ({
            shopId: num(r['shopId']),
            site: r['site'] as SiteCode,
            shopName: String(r['shopName']),
            categoryId: num(r['categoryId']),
            sessions: num(r['sessions']),
            viewers: num(r['viewers']),
            units: num(r['units']),
            gmv: round2(num(r['gmv'])),
          })),
      };
    }
    // Products and brands: what the period's sessions showed (the category is the product's).
    const goods = `select site, live_id, goods_id, title, image, shop_id, shop_name, brand_id, brand_name, type_id, sales, ${money} as g
  from market_workbench_live_goods w where ${current.replace('day', 'w.day')} and w.day <= $1::date and ${inScope('w')}`;
    if (scope.list === 'product') {
      return {
        ctes: `goods as (${goods}),
grouped as (
  select goods_id, min(site) as site, min(title) as title, min(image) as image, min(shop_id) as shop_id, min(shop_name) as shop_name, min(brand_id) as brand_id,
    min(brand_name) as brand_name, min(type_id) as type_id, count(*)::int as sessions, sum(sales)::int8 as units, sum(g)::float8 as gmv
  from goods group by goods_id
),
ranked as (select *, ${rank('units desc, gmv desc, goods_id')} as n from grouped),
listed as (select goods_id as "goodsId", site, title, image, shop_id as "shopId", shop_name as "shopName", brand_id as "brandId", brand_name as "brandName",
  type_id as "categoryId", sessions, units, gmv, n from ranked where n <= ${limit})`,
        rows: (raw) =>
          raw.map((r) => ({
            goodsId: num(r['goodsId']),
            site: r['site'] as SiteCode,
            title: String(r['title']),
            image: String(r['image']),
            shopId: num(r['shopId']),
            shopName: String(r['shopName']),
            brandId: r['brandId'] === null ? null : num(r['brandId']),
            brandName: r['brandName'] === null ? null : String(r['brandName']),
            categoryId: num(r['categoryId']),
            sessions: num(r['sessions']),
            units: num(r['units']),
            gmv: round2(num(r['gmv'])),
          })),
      };
    }
    // A brand over all sites is one row (its sites summed in dollars); on a site, the site's.
    const bySite = scope.site ? 'site, ' : '';
    return {
      ctes: `goods as (${goods}),
grouped as (
  select ${bySite}brand_id, min(brand_name) as name, count(distinct live_id)::int as sessions, count(distinct shop_id)::int as shops, count(distinct goods_id)::int as products,
    sum(sales)::int8 as units, sum(g)::float8 as gmv
  from goods where brand_id is not null group by ${bySite}brand_id
),
ranked as (select *, ${rank('units desc, gmv desc, brand_id')} as n from grouped),
listed as (select brand_id as "brandId", ${scope.site ? 'site, ' : ''}name as "brandName", sessions, shops, products, units, gmv, n from ranked where n <= ${limit})`,
      rows: (raw) =>
        raw.map((r) => ({
          brandId: num(r['brandId']),
          ...(scope.site ? { site: r['site'] as SiteCode } : {}),
          brandName: String(r['brandName'] ?? ''),
          sessions: num(r['sessions']),
          shops: num(r['shops']),
          products: num(r['products']),
          units: num(r['units']),
          gmv: round2(num(r['gmv'])),
        })),
    };
  }
}

interface RawFigures {
  sessions: unknown;
  viewers: unknown;
  units: unknown;
  gmv: unknown;
}

interface RawAnswer {
  total: RawFigures & { shops: unknown; minutes: number | null };
  previous: RawFigures;
  series: (RawFigures & { day: string })[];
  hours: (RawFigures & { hour: unknown })[];
  sites: (RawFigures & { site: string })[];
  categories: (RawFigures & { categoryId: unknown })[];
  rows: Record<string, unknown>[];
  available: unknown;
}
