// The market reads of the analysis operation (issue 30 items 2 and 5; GET /analysis?breakdown=market
// and breakdown=scope): the site x category matrix of market selection, read from the derived
// category table (each site's categories and the all-sites rows, 108 + 12 rows), and a scope's
// dashboard (site and all-site analysis), read from the derived product rows of the scope: totals,
// growth and series, breakdowns by category, price band and shop type, the top-10 products' and
// shops' shares and the newcomers. Every breakdown sums to the scope's totals.
import { CATEGORY_IDS, SITE_CODES, SITE_CURRENCIES, type SiteCode } from '@sealens/domain';

import { addDays } from '../days';
import { ALL_SITES } from '../derive/workbench-category-derive';
import type { WorkbenchPeriod } from '../derive/workbench-derive';
import type { MarketSql } from '../market-sql';
import { HOT_NEW_DAYS } from '../ranking-rules';
import { ANALYSIS_QUANTILES, bandEdgesOf } from './workbench-category-queries';
import { aggregateIntervalRead, withAggregateInterval, type EstimateInterval } from './aggregate-intervals';

/** The days a matrix cell's structure figures (products, shops, top-10 and newcomers' shares) are counted over: the derived row's. */
export const MATRIX_STRUCTURE_DAYS = 30;
/** The products, and the shops, whose share of a scope's sales value is its concentration. */
export const SCOPE_TOP_SHARE = 10;
/** Shop types a scope is broken down by; a shop the feed gives none is read as local, as the category overview reads it. */
const SHOP_TYPE_DEFAULT = 'local';

const round2 = (n: number) => Math.round(n * 100) / 100;
const num = (v: unknown) => Number(v ?? 0);
const growthOf = (now: number, before: number): number | null => (before > 0 ? round2(((now - before) / before) * 100) : null);
const percentOf = (part: number, whole: number): number | null => (whole > 0 ? round2((part / whole) * 100) : null);

export interface MarketCell {
  site: SiteCode;
  categoryId: number;
  units: number;
  gmvUsd: number;
  growth: number | null;
  products: number;
  shops: number;
  avgPrice: number | null;
  top10Share: number | null;
  newShare: number | null;
  /** Its units' and sales value's interval (issue 33): its products' summed, as the category row keeps it. */
  interval?: EstimateInterval;
}

export interface MarketTotal {
  key: string;
  units: number;
  gmvUsd: number;
}

export interface MarketMatrix {
  day: string;
  periodDays: WorkbenchPeriod;
  sites: SiteCode[];
  categories: number[];
  cells: MarketCell[];
  siteTotals: MarketTotal[];
  categoryTotals: MarketTotal[];
  total: MarketTotal;
}

export interface ScopePart {
  key: string;
  from?: number;
  to?: number | null;
  /**
   * A price band's cheapest and dearest selling product: its list's inclusive price range, which no
   * product of a neighbouring band falls in (a product priced at an edge is the upper band's).
   */
  lowest?: number;
  highest?: number;
  units: number;
  gmv: number;
  products: number;
  shops: number;
  share: number;
  growth: number | null;
}

export interface ScopeDashboard {
  day: string;
  periodDays: WorkbenchPeriod;
  currency: string;
  total: { units: number; gmv: number; products: number; shops: number };
  growth: number | null;
  trend: { date: string; units: number }[];
  categories: ScopePart[];
  edges: number[];
  priceBands: ScopePart[];
  shopTypes: ScopePart[];
  concentration: { top10Products: number | null; top10Shops: number | null };
  newcomers: { days: number; products: number; productShare: number | null; shops: number; shopShare: number | null };
}

interface PartRecord {
  k: string | number | null;
  units: number;
  gmv: number;
  products: number;
  shops: number;
  prev: number;
  lowest?: number | string | null;
  highest?: number | string | null;
}

export class WorkbenchMarketQueries {
  constructor(
    readonly sql: MarketSql,
    /** The data day and the history's first day (the product reads'). */
    private readonly facts: { dataDay(): Promise<string | undefined>; historyStart(): Promise<string | undefined> },
  ) {}

  /** Whether the history holds the period before the one of `p` days ending on `day` (a growth means something). */
  private async holdsBefore(day: string, p: number): Promise<boolean> {
    const start = (await this.facts.historyStart()) ?? day;
    return addDays(day, -(2 * p - 1)) >= start;
  }

  /**
   * Every site x every category of the period, in US dollars: the category table's site rows
   * (money / per_usd) and, for the totals, its all-sites rows (the same products' money, converted
   * per product). A market the data holds no row of is a cell of zeros.
   */
  async matrix(period: WorkbenchPeriod): Promise<MarketMatrix | undefined> {
    const day = await this.facts.dataDay();
    if (!day) return undefined;
    const p = period;
    // The category rows' interval columns of the period (the sums of their products' intervals).
    const intervals = aggregateIntervalRead(p);
    const rows = await this.sql.query<{
      site: string;
      category_id: number;
      units: number;
      gmv_usd: number;
      prev: number;
      products: number;
      shops: number;
      top10: number | null;
      fresh: number | null;
      per_usd: number;
    }>(
      `select site, category_id, units_${p} as units, gmv_${p} / per_usd as gmv_usd, prev_units_${p} as prev, products, active_shops as shops,
         top10_share as top10, new_share as fresh, per_usd${intervals ? `, ${intervals.columns}` : ''}
       from market_workbench_categories w where parent_id is null`,
    );
    const withGrowth = await this.holdsBefore(day, p);
    const rowOf = new Map(rows.map((r) => [`${r.site}/${num(r.category_id)}`, r]));
    const sites = [...SITE_CODES];
    const categories = [...CATEGORY_IDS] as number[];
    const cells: MarketCell[] = [];
    for (const site of sites) {
      for (const categoryId of categories) {
        const r = rowOf.get(`${site}/${categoryId}`);
        const units = num(r?.units);
        const gmvUsd = num(r?.gmv_usd);
        cells.push({
          site,
          categoryId,
          units,
          gmvUsd: round2(gmvUsd),
          growth: withGrowth && r ? growthOf(units, num(r.prev)) : null,
          products: num(r?.products),
          shops: num(r?.shops),
          avgPrice: units > 0 ? round2(gmvUsd / units) : null,
          top10Share: r?.top10 === null || r?.top10 === undefined ? null : round2(num(r.top10) * 100),
          newShare: r?.fresh === null || r?.fresh === undefined ? null : round2(num(r.fresh) * 100),
          ...(r && units > 0 ? withAggregateInterval({}, r, p, num(r.per_usd) || 1) : {}),
        });
      }
    }
    // A site's total is its cells' (unrounded) sum; a category's is its all-sites row, the all-sites total theirs.
    const siteTotals = sites.map((site) => {
      const own = rows.filter((r) => r.site === site);
      return { key: site, units: own.reduce((t, r) => t + num(r.units), 0), gmvUsd: round2(own.reduce((t, r) => t + num(r.gmv_usd), 0)) };
    });
    const all = rows.filter((r) => r.site === ALL_SITES);
    const categoryTotals = categories.map((id) => {
      const r = all.find((x) => num(x.category_id) === id);
      return { key: String(id), units: num(r?.units), gmvUsd: round2(num(r?.gmv_usd)) };
    });
    const total = { key: ALL_SITES, units: all.reduce((t, r) => t + num(r.units), 0), gmvUsd: round2(all.reduce((t, r) => t + num(r.gmv_usd), 0)) };
    return { day, periodDays: p, sites, categories, cells, siteTotals, categoryTotals, total };
  }

  /**
   * A scope's dashboard over the period: one site (its currency) or all sites (US dollars), all
   * categories or one category (its sub-categories) or sub-category, from its selling products'
   * derived rows. The price bands are cut as the price analysis cuts them (the selling products'
   * price quantiles, made readable); each breakdown sums to the totals.
   */
  async scope(scope: { site?: SiteCode; categoryId?: number; period: WorkbenchPeriod }): Promise<ScopeDashboard | undefined> {
    const day = await this.facts.dataDay();
    if (!day) return undefined;
    const p = scope.period;
    const params: unknown[] = [];
    const arg = (v: unknown) => `$${params.push(v)}`;
    const where: string[] = [`w.units_${p} > 0`];
    if (scope.site) where.push(`w.site = ${arg(scope.site)}`);
    const cat = scope.categoryId;
    if (cat !== undefined && cat >= 1_000_000) where.push(`w.type_id = ${arg(Math.floor(cat / 100))}`, `w.sub_type_id = ${arg(cat)}`);
    else if (cat !== undefined) where.push(`w.type_id = ${arg(cat)}`);
    const money = scope.site ? `w.gmv_${p}` : `w.gmv_${p} / w.per_usd`;
    const price = scope.site ? 'w.price' : 'w.price / w.per_usd';
    // A category's parts are its sub-categories (a product without one is its own part, "other"); none, the categories.
    const part = cat === undefined ? 'w.type_id::text' : cat < 1_000_000 ? `coalesce(w.sub_type_id::text, 'other')` : 'w.sub_type_id::text';
    const selling = `select w.goods_id, w.shop_id, ${part} as part, coalesce(w.shop_type, '${SHOP_TYPE_DEFAULT}') as shop_type, w.listed_day,
        ${price} as price, w.units_${p} as u, ${money} as g, w.prev_units_${p} as pu
      from market_workbench_products w where ${where.join(' and ')}`;
    // The data day is the last parameter of the two queries that read it (a parameter a query leaves unread is an error).
    const dayArg = `$${params.length + 1}::date`;
    const withDay = [...params, day];
    const newSince = `${dayArg} - ${HOT_NEW_DAYS}`;
    const [totals] = await this.sql.query<{
      units: number;
      gmv: number;
      products: number;
      shops: number;
      prev: number;
      new_products: number;
      new_gmv: number;
    }>(
      `select coalesce(sum(u), 0)::int8 as units, coalesce(sum(g), 0) as gmv, count(*)::int as products, count(distinct shop_id)::int as shops,
         coalesce(sum(pu), 0)::int8 as prev, count(*) filter (where listed_day > ${newSince})::int as new_products,
         coalesce(sum(g) filter (where listed_day > ${newSince}), 0) as new_gmv
       from (${selling}) s`,
      withDay,
    );
    const totalGmv = num(totals?.gmv);
    // The series is every product's of the scope (not only the period's sellers): the category table's, summed.
    const series = this.sql.query<{ trend: number[] | string }>(
      `select trend from market_workbench_categories where site = $1 and ${cat === undefined ? 'parent_id is null' : 'category_id = $2::int4'}`,
      cat === undefined ? [scope.site ?? ALL_SITES] : [scope.site ?? ALL_SITES, cat],
    );
    const [parts, types, topProducts, topShops, newShops, [spread], trends] = await Promise.all([
      this.sql.query<PartRecord>(
        `select part as k, sum(u)::int8 as units, sum(g) as gmv, count(*)::int as products, count(distinct shop_id)::int as shops, sum(pu)::int8 as prev
         from (${selling}) s group by part order by gmv desc, part`,
        params,
      ),
      this.sql.query<PartRecord>(
        `select shop_type as k, sum(u)::int8 as units, sum(g) as gmv, count(*)::int as products, count(distinct shop_id)::int as shops, sum(pu)::int8 as prev
         from (${selling}) s group by shop_type order by gmv desc, shop_type`,
        params,
      ),
      this.sql.query<{ g: number }>(`select coalesce(sum(g), 0) as g from (select g from (${selling}) s order by g desc, goods_id limit ${SCOPE_TOP_SHARE}) t`, params),
      this.sql.query<{ g: number }>(
        `select coalesce(sum(g), 0) as g from (select sum(g) as g from (${selling}) s group by shop_id order by 1 desc, shop_id limit ${SCOPE_TOP_SHARE}) t`,
        params,
      ),
      // A new shop opened, or made its first sale in the history, within the 30 days (the hot-new shops' rule).
      this.sql.query<{ shops: number; g: number }>(
        `select count(*)::int as shops, coalesce(sum(t.g), 0) as g from (select shop_id, sum(g) as g from (${selling}) s group by shop_id) t
         join market_workbench_shops x on x.shop_id = t.shop_id
         where (x.opened_day > ${newSince} and x.opened_day <= ${dayArg}) or (x.first_sale_day > ${newSince} and x.first_sale_day <= ${dayArg})`,
        withDay,
      ),
      this.sql.query<{ q: number[] | string | null }>(
        `select percentile_cont(array[${ANALYSIS_QUANTILES.join(', ')}]::float8[]) within group (order by price) as q from (${selling}) s`,
        params,
      ),
      series,
    ]);
    const edges = bandEdgesOf(spread?.q ? numbers(spread.q) : []);
    const bandRows = await this.sql.query<PartRecord>(
      `select width_bucket(price, $${params.length + 1}::float8[]) as k, sum(u)::int8 as units, sum(g) as gmv, count(*)::int as products,
         count(distinct shop_id)::int as shops, sum(pu)::int8 as prev, min(price)::float8 as lowest, max(price)::float8 as highest
       from (${selling}) s group by 1`,
      [...params, edges],
    );
    const withGrowth = await this.holdsBefore(day, p);
    const partOf = (r: PartRecord | undefined, key: string): ScopePart => ({
      key,
      units: num(r?.units),
      gmv: round2(num(r?.gmv)),
      products: num(r?.products),
      shops: num(r?.shops),
      share: percentOf(num(r?.gmv), totalGmv) ?? 0,
      growth: withGrowth ? growthOf(num(r?.units), num(r?.prev)) : null,
    });
    const trend: number[] = [];
    for (const row of trends) numbers(row.trend).forEach((units, i) => (trend[i] = (trend[i] ?? 0) + units));
    return {
      day,
      periodDays: p,
      currency: scope.site ? SITE_CURRENCIES[scope.site] : 'USD',
      total: { units: num(totals?.units), gmv: round2(totalGmv), products: num(totals?.products), shops: num(totals?.shops) },
      growth: withGrowth ? growthOf(num(totals?.units), num(totals?.prev)) : null,
      trend: trend.map((units, i) => ({ date: addDays(day, i - (trend.length - 1)), units })),
      categories: parts.map((r) => partOf(r, String(r.k))),
      edges,
      priceBands: [0, ...edges].map((from, i) => {
        const row = bandRows.find((r) => num(r.k) === i);
        const range = row?.lowest != null && row.highest != null ? { lowest: num(row.lowest), highest: num(row.highest) } : {};
        return { ...partOf(row, String(i)), from, to: edges[i] ?? null, ...range };
      }),
      shopTypes: types.map((r) => partOf(r, String(r.k))),
      concentration: { top10Products: percentOf(num(topProducts[0]?.g), totalGmv), top10Shops: percentOf(num(topShops[0]?.g), totalGmv) },
      newcomers: {
        days: HOT_NEW_DAYS,
        products: num(totals?.new_products),
        productShare: percentOf(num(totals?.new_gmv), totalGmv),
        shops: num(newShops[0]?.shops),
        shopShare: percentOf(num(newShops[0]?.g), totalGmv),
      },
    };
  }
}

/** A number array as either engine gives it (a list, or PostgreSQL's text form). */
function numbers(v: number[] | string): number[] {
  if (Array.isArray(v)) return v.map(Number);
  return String(v).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}
