// The workbench's category reads (issue 29 items 4 and 5; the seam is workbench-reads.ts
// WorkbenchCategoryReads): rankings over the derived category table (market_workbench_categories,
// one site's or all sites' categories, or one category's sub-categories; a calendar month sums the
// products' month rows), one category's figures, sub-categories, top shops and products and price
// bands, its daily history (its products' days) and the price analysis (analysis page kind): a
// scope's products split into price bands that always sum to the category's totals.
import { blueOceanIndustryIndex, CATEGORIES, SITE_CODES, SITE_CURRENCIES, type CategorySort, type RankingQuery, type ShopType, type SiteCode } from '@sealens/domain';

import { addDays } from '../days';
import { ALL_SITES, CATEGORY_FIGURE_PERIODS } from '../derive/workbench-category-derive';
import type { WorkbenchPeriod } from '../derive/workbench-derive';
import type { MarketSql } from '../market-sql';
import { SITE_PROFILES } from '../site-profiles';
import { aggregateIntervalRead, intervalColumnsOf, withAggregateInterval } from './aggregate-intervals';
import { rankChangeOf, rankEntity, STREAM_BATCH, streamEntity, type PeriodSource, type RankedPlaces, type RankingEntitySql } from './ranking-sql';
import { FIND_LIMIT, PRODUCT_ROW_COLUMNS, SHOP_TOP_ROWS, type WorkbenchQueries } from './workbench-queries';
import type {
  CategoryAnalysis,
  CategoryCard,
  CategoryHistory,
  CategoryRow,
  CategoryShare,
  CategorySummary,
  FoundShop,
  ItemRef,
  PeriodFigures,
  PriceBand,
  ProductRow,
  RankingSlice,
  WorkbenchCategoryReads,
} from './workbench-reads';

/** Band edges a member may give (12 bands at most: the contract's). */
export const ANALYSIS_EDGES_MAX = 11;
/** The largest band edge a member may give. */
export const ANALYSIS_EDGE_MAX = 1e12;
/** The price quantiles the default bands are cut at (five bands of about as many selling products). */
export const ANALYSIS_QUANTILES = [0.2, 0.4, 0.6, 0.8] as const;
/** Top products each band shows. */
export const BAND_TOP_ROWS = 3;
/** Shops a category's explanation lists. */
export const CATEGORY_TOP_SHOPS = 10;
/** The derived default bands (derive/workbench-category-sums-derive.ts) and a category's derived top shops. */
export const PRICE_BANDS_TABLE = 'market_workbench_price_bands';
export const CATEGORY_SHOPS_TABLE = 'market_workbench_category_shops';
/** The band of a scope's own row in PRICE_BANDS_TABLE (its edges, dearest price and totals). */
export const SCOPE_BAND = -1;

const round2 = (n: number) => Math.round(n * 100) / 100;
const num = (v: unknown) => Number(v ?? 0);
const growthOf = (now: number, before: number | null): number | null => (before !== null && before > 0 ? round2(((now - before) / before) * 100) : null);
const RATES = SITE_CODES.map((s) => `('${s}', ${SITE_PROFILES[s].perUsd}::float8)`).join(', ');

function intArray(v: number[] | string): number[] {
  if (Array.isArray(v)) return v.map(Number);
  return String(v).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

/**
 * A readable price at or below `value`: 1, 1.5, 2, 2.5, 5 or 7.5 times a power of ten (a quantile of
 * 187.3 reads 150, of 0.734 reads 0.5).
 */
export function readablePrice(value: number): number {
  if (!(value > 0)) return 0;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [7.5, 5, 2.5, 2, 1.5, 1].find((m) => m * power <= value * (1 + 1e-9)) ?? 1;
  return Number((step * power).toPrecision(6));
}

/** The default band edges of a scope from its selling products' price quantiles: readable, rising, above 0. */
export function bandEdgesOf(quantiles: readonly number[]): number[] {
  const edges: number[] = [];
  for (const q of quantiles) {
    const edge = readablePrice(q);
    if (edge > 0 && edge > (edges.at(-1) ?? 0)) edges.push(edge);
  }
  return edges;
}

/** A scope's price quantiles and dearest price as the percentile statement answers them (none: no selling product). */
export function spreadOf(row: { q: number[] | string | null; max: number | null } | undefined): { quantiles: number[]; max: number | null } {
  const quantiles = floatsOf(row?.q ?? null);
  return { quantiles, max: row?.max === null || row?.max === undefined ? null : num(row.max) };
}

/** Member-given band edges (`10,20,50`), or undefined when they are outside the contract (1 to 11, rising, above 0). */
export function parseBandEdges(raw: string): number[] | undefined {
  const parts = raw.split(',');
  if (parts.length < 1 || parts.length > ANALYSIS_EDGES_MAX) return undefined;
  const edges = parts.map((p) => (/^\d{1,13}(\.\d{1,4})?$/.test(p) ? Number(p) : Number.NaN));
  if (edges.some((e, i) => !Number.isFinite(e) || e <= 0 || e > ANALYSIS_EDGE_MAX || (i > 0 && e <= (edges[i - 1] ?? 0)))) return undefined;
  return edges;
}

/** A category's name in the market data's English (sub-categories are named by the pages' own catalog). */
const categoryName = (id: number) => CATEGORIES.find((c) => c.id === id)?.name;

const CATEGORY_COLUMNS = `w.site, w.category_id, w.parent_id, w.per_usd, w.products, w.active_shops, w.prev_active_shops, w.top10_share, w.new_share,
  w.units_30, w.prev_units_30, w.trend`;

/** A price analysis's scope (WorkbenchCategoryReads.analysis). */
type AnalysisScope = { site?: SiteCode; categoryId: number; period: WorkbenchPeriod; edges?: readonly number[]; top?: boolean };

/** A band's sums (band null: the scope's, of a grouping set). */
interface BandRecord {
  band: number | null;
  units: number;
  gmv: number;
  products: number;
  shops: number;
}

/** A top shop as read with its name (shop_id null: a derived scope without selling shops). */
interface ShopRecord {
  shop_id: string | null;
  name: string;
  logo: string;
  shop_type: ShopType | null;
  products: number;
  units: number;
}

const foundShopOf = (s: ShopRecord): FoundShop => ({ id: String(s.shop_id), name: s.name, logo: s.logo, type: s.shop_type ?? 'local', products: num(s.products), units: num(s.units) });

interface CategoryRecord {
  site: string;
  category_id: number;
  parent_id: number | null;
  per_usd: number;
  products: number;
  active_shops: number;
  prev_active_shops: number;
  top10_share: number | null;
  new_share: number | null;
  units_30: number;
  prev_units_30: number;
  trend: number[] | string;
  u: number;
  g: number;
  pu: number | null;
}

/** A month's units and sales value per site and category: the products' month rows, summed per category, sub-category and over all sites (dollars). */
function monthSums(month: string): string {
  const rows = (site: string, category: string, gmv: string, where = '') =>
    `select ${site} as site, ${category} as category_id, m.units, ${gmv} as gmv from market_workbench_months m join market_products p on p.goods_id = m.goods_id
     join (values ${RATES}) as r(site, per_usd) on r.site = p.site where m.month = ${month}::date${where}`;
  return `(select site, category_id, sum(units)::int8 as units, sum(gmv) as gmv from (
    ${rows('p.site', 'p.type_id', 'm.gmv')}
    union all ${rows('p.site', 'p.sub_type_id', 'm.gmv', ' and p.sub_type_id is not null')}
    union all ${rows(`'${ALL_SITES}'`, 'p.type_id', 'm.gmv / r.per_usd')}
    union all ${rows(`'${ALL_SITES}'`, 'p.sub_type_id', 'm.gmv / r.per_usd', ' and p.sub_type_id is not null')}
  ) x group by site, category_id)`;
}

const CATEGORY_PERIODS: PeriodSource = {
  measure: 'units',
  gmv: true,
  monthJoins: (span) => ({
    joins: `join ${monthSums('$1')} m on m.site = w.site and m.category_id = w.category_id
          left join ${monthSums('$2')} m1 on m1.site = w.site and m1.category_id = w.category_id
          left join ${monthSums('$3')} m2 on m2.site = w.site and m2.category_id = w.category_id`,
    params: [span.month, span.prevMonth, span.prev2Month],
  }),
};

/** Math.round(x * 100) / 100 of the domain, in SQL (round() of float8 rounds halves away from zero, Math.round up). */
const sqlRound2 = (expr: string) => `(floor((${expr}) * 100 + 0.5) / 100)`;

/**
 * The blue-ocean industry index of libs/domain blueOceanIndustryIndex in SQL, from the inputs rounded
 * as a row rounds them, so the blue-ocean order is the order of the rows' `blueOcean`. Null without
 * the 30 days before the last 30 (`held60`), or when an input is missing, as on the rows.
 */
function blueOceanSql(held60: boolean): string {
  if (!held60) return 'null::float8';
  const salesGrowth = `case when w.prev_units_30 > 0 then ${sqlRound2('((w.units_30 - w.prev_units_30)::float8 / w.prev_units_30) * 100')} end`;
  const shopGrowth = `case when w.prev_active_shops > 0 then ${sqlRound2('((w.active_shops - w.prev_active_shops)::float8 / w.prev_active_shops) * 100')} end`;
  const perShop = `case when w.active_shops > 0 then ${sqlRound2('w.units_30::float8 / w.active_shops')} end`;
  return `(select case when i.sg is not null and 100 + i.bg > 0 and i.ps >= 0 then ${sqlRound2('greatest(0, 100 + i.sg) / (100 + i.bg) * log(1 + i.ps)')} end
    from (select ${salesGrowth} as sg, ${shopGrowth} as bg, ${perShop} as ps) i)`;
}

/**
 * The category ranking's part of the shared ranking SQL; `held60`: the history holds the 30 days
 * before the last 30 (the index's inputs). Its blue-ocean order: the categories that have an index,
 * highest first (the index has no period before: no change of place).
 */
function categoryRankingSql(held60: boolean): RankingEntitySql {
  const index = blueOceanSql(held60);
  return {
    lists: { blueOcean: () => ({ curIn: `${index} is not null`, orderKey: index, prevIn: null, prevKey: null }) },
    source: { table: 'market_workbench_categories', keys: [{ name: 'site', type: 'text' }, { name: 'category_id', type: 'int4' }], columns: CATEGORY_COLUMNS, periodRead: aggregateIntervalRead },
    periods: CATEGORY_PERIODS,
    // Money of a row is its site's, or dollars already on the all-sites rows.
    usdByRow: false,
    figures: (plan) => ({ u: plan.measure, g: plan.gmv ?? '0', pu: plan.prev ?? 'null::int8' }),
    filter: (s) => {
      const { query, where } = s;
      where.push(`w.site = ${s.arg(query.site ?? ALL_SITES)}`);
      // A category lists its sub-categories; a sub-category itself; none, the categories.
      if (query.categoryId === undefined) where.push('w.parent_id is null');
      else if (query.categoryId >= 1_000_000) where.push(`w.category_id = ${s.arg(query.categoryId)}`);
      else where.push(`w.parent_id = ${s.arg(query.categoryId)}`);
      const f = query.filters;
      s.range(s.plan.measure, f.units);
      s.range(s.plan.gmv ?? '0', f.gmv);
      if (f.growth) s.range(s.growth, f.growth, 100);
    },
    // A category is not new: it has no hot-new list (its rules leave the order out).
    isNew: () => 'false',
    sorts: (s): Record<CategorySort, string> => ({
      units: s.plan.measure,
      gmv: s.plan.gmv ?? '0',
      growth: s.growth,
      products: 'w.products',
      shops: 'w.active_shops',
      salesPerShop: 'w.units_30::float8 / nullif(w.active_shops, 0)',
      top10Share: 'w.top10_share',
      newShare: 'w.new_share',
      blueOcean: index,
    }),
  };
}

/** The scope of a category's products in market_workbench_products (alias w), and its parameters from `$first`. */
function productScope(site: string | undefined, categoryId: number, first: number): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const arg = (v: unknown) => `$${first + params.push(v) - 1}`;
  // All sites name the nine (the table holds no other): a range of the (site, type_id, units_30) index per
  // site then reads a category's selling products alone, where `type_id` alone read every product of it
  // (all sites' largest category at --scale large: 43,628 of 166,373 rows sold in 30 days; 92 -> 38 ms).
  const where = [site && site !== ALL_SITES ? `w.site = ${arg(site)}` : `w.site = any(${arg(SITE_CODES)}::text[])`];
  if (categoryId >= 1_000_000) where.push(`w.type_id = ${arg(Math.floor(categoryId / 100))}`, `w.sub_type_id = ${arg(categoryId)}`);
  else where.push(`w.type_id = ${arg(categoryId)}`);
  return { where: where.join(' and '), params };
}

/**
 * A category's best sellers over 30 days (its summary's top products) as SQL: one site's are the first
 * entries of its (site, type_id, units_30) range (migration 0048); over all sites each site's first
 * entries, merged (a product is of one site, so the top rows over all sites are among each site's top
 * rows), not every product of the category over all sites sorted (~100,000 at --scale large).
 */
export function categoryTopSql(site: SiteCode | undefined, categoryId: number): { text: string; params: unknown[] } {
  const topOf = (scope: { where: string; params: unknown[] }) =>
    `select ${PRODUCT_ROW_COLUMNS}, w.units_30 as u, w.gmv_30 as g, w.prev_units_30 as pu from market_workbench_products w
     where ${scope.where} and w.units_30 > 0 order by w.units_30 desc, w.goods_id limit ${SHOP_TOP_ROWS}`;
  if (site) {
    const scope = productScope(site, categoryId, 1);
    return { text: topOf(scope), params: scope.params };
  }
  const params: unknown[] = [];
  const parts = SITE_CODES.map((code) => {
    const scope = productScope(code, categoryId, params.length + 1);
    params.push(...scope.params);
    return `(${topOf(scope)})`;
  });
  return { text: `select * from (${parts.join('\n union all ')}) t order by t.u desc, t.goods_id::int8 limit ${SHOP_TOP_ROWS}`, params };
}

export class WorkbenchCategoryQueries implements WorkbenchCategoryReads {
  constructor(
    readonly sql: MarketSql,
    /** The product reads: the data day, the history's months and start, the product rows. */
    private readonly products: WorkbenchQueries,
  ) {}

  /** Whether the history holds the 60 days ending on `day` (the growth over 30 days on the 30 before). */
  private async holds60(day: string): Promise<boolean> {
    const start = (await this.products.historyStart()) ?? day;
    return addDays(day, -59) >= start;
  }

  async rank(query: RankingQuery, window: { offset: number; limit: number }): Promise<RankingSlice<CategoryRow> | undefined> {
    const day = await this.products.dataDay();
    if (!day) return undefined;
    const held60 = await this.holds60(day);
    const ranked = await rankEntity<CategoryRecord>(this.sql, this.products, categoryRankingSql(held60), query, window);
    if (!ranked) return undefined;
    // Each row with its interval over the period (issue 33), read with it.
    return { ...ranked.head, rows: ranked.records.map((r) => withAggregateInterval(this.rowOf(r, held60), r, ranked.head.period.key, num(r.per_usd))) };
  }

  async *stream(query: RankingQuery, limit: number, batchSize = STREAM_BATCH): AsyncIterable<CategoryRow[]> {
    const day = await this.products.dataDay();
    if (!day) return;
    const held60 = await this.holds60(day);
    for await (const { records } of streamEntity<CategoryRecord>(this.sql, this.products, categoryRankingSql(held60), query, limit, batchSize)) {
      yield records.map((r) => this.rowOf(r, held60));
    }
  }

  /** A record as the contract's CategoryRow; `placed`: its rank change means something (a list in its own order). */
  private rowOf(r: CategoryRecord & RankedPlaces, held60: boolean, placed = true, rank = num(r.rank)): CategoryRow {
    const site = r.site;
    const perUsd = num(r.per_usd);
    const units = num(r.u);
    const gmv = num(r.g);
    const prev = r.pu === null || r.pu === undefined ? null : num(r.pu);
    const shops = num(r.active_shops);
    const units30 = num(r.units_30);
    const salesPerShop = shops > 0 ? round2(units30 / shops) : null;
    const salesGrowth30 = held60 ? growthOf(units30, num(r.prev_units_30)) : null;
    const shopGrowth = held60 ? growthOf(shops, num(r.prev_active_shops)) : null;
    return {
      rank,
      rankChange: placed ? rankChangeOf(r) : null,
      id: String(r.category_id),
      categoryId: num(r.category_id),
      parentId: r.parent_id === null ? null : num(r.parent_id),
      site: site as CategoryRow['site'],
      currency: site === ALL_SITES ? 'USD' : SITE_CURRENCIES[site as SiteCode],
      units,
      gmv: round2(gmv),
      gmvUsd: round2(gmv / perUsd),
      growth: growthOf(units, prev),
      trend: intArray(r.trend),
      products: num(r.products),
      shops,
      shopGrowth,
      salesPerShop,
      top10Share: r.top10_share === null ? null : round2(num(r.top10_share) * 100),
      newShare: r.new_share === null ? null : round2(num(r.new_share) * 100),
      salesGrowth30,
      blueOcean: blueOceanIndustryIndex({ salesGrowth: salesGrowth30, shopGrowth, salesPerShop }),
    };
  }

  async summary(id: string, site?: SiteCode): Promise<CategorySummary | undefined> {
    const card = await this.card(id, site);
    if (!card) return undefined;
    const { record } = card;
    const scopeSite = site ?? ALL_SITES;
    const categoryId = Number(id);
    const top = categoryTopSql(site, categoryId);
    const [topRows, shops, subs, analysis] = await Promise.all([
      this.sql.query<Record<string, unknown>>(top.text, top.params),
      this.topShops(categoryId, site),
      this.sql.query<{ category_id: number; units: number; gmv: number }>(
        'select category_id, units_30 as units, gmv_30 as gmv from market_workbench_categories where site = $1 and parent_id = $2::int4 order by gmv_30 desc, category_id',
        [scopeSite, categoryId],
      ),
      // Its bands alone: the summary shows no band's top products.
      this.analysis({ ...(site ? { site } : {}), categoryId, period: 30, top: false }),
    ]);
    const subTotal = num(record.g);
    const categories: CategoryShare[] = subs.map((s) => ({
      categoryId: num(s.category_id),
      units: num(s.units),
      gmv: round2(num(s.gmv)),
      share: subTotal > 0 ? round2((num(s.gmv) / subTotal) * 100) : 0,
    }));
    const foundShops = shops;
    // Its price bands are the price analysis's (30 days, edges from the data); the last one ends at its dearest price.
    const bands = analysis?.bands ?? [];
    const priceBands: PriceBand[] = bands
      .filter((b) => b.products > 0)
      .map((b) => ({ from: b.from, to: b.to ?? analysis?.maxPrice ?? b.from, products: b.products, units: b.units, gmv: b.gmv }));
    return {
      day: card.day,
      item: card.item,
      figures: card.figures,
      shopTop: topRows.map((r, i) => this.products.productRowOf(r, i + 1)),
      foundShops,
      categories,
      priceBands,
      categoryRank: card.categoryRank,
    };
  }

  /**
   * A category's best-selling shops over 30 days (its summary's): derived with the price bands
   * (market_workbench_category_shops, present once its scope's bands are), else summed from its products.
   */
  async topShops(categoryId: number, site?: SiteCode): Promise<FoundShop[]> {
    // One row at least once derived (the scope's 30-day band row), its shops joined to it.
    const rows = await this.sql.query<ShopRecord>(
      `select t.shop_id::text as shop_id, s.name, s.logo, s.shop_type, t.products, t.units
       from ${PRICE_BANDS_TABLE} b left join (${CATEGORY_SHOPS_TABLE} t join market_shops s on s.shop_id = t.shop_id) on t.site = b.site and t.category_id = b.category_id
       where b.site = $1 and b.category_id = $2::int4 and b.period = 30 and b.band = ${SCOPE_BAND} order by t.place`,
      [site ?? ALL_SITES, categoryId],
    );
    if (rows.length === 0) return this.topShopsFromProducts(categoryId, site);
    return rows.filter((r) => r.shop_id !== null).map(foundShopOf);
  }

  /** topShops summed from the category's product rows at the request (a database not derived since migration 0051). */
  async topShopsFromProducts(categoryId: number, site?: SiteCode): Promise<FoundShop[]> {
    const scope = productScope(site, categoryId, 1);
    const rows = await this.sql.query<ShopRecord>(
      `select t.shop_id::text as shop_id, s.name, s.logo, s.shop_type, t.products, t.units from (
         select w.shop_id, count(*)::int as products, sum(w.units_30)::int8 as units from market_workbench_products w
         where ${scope.where} and w.units_30 > 0 group by w.shop_id order by 3 desc, 1 limit ${CATEGORY_TOP_SHOPS}
       ) t join market_shops s on s.shop_id = t.shop_id order by t.units desc, t.shop_id`,
      scope.params,
    );
    return rows.map(foundShopOf);
  }

  /**
   * A category's row and period figures with its place among its siblings, without the summary's
   * products, shops, sub-categories and price bands: what a contrast shows of it (a contrast of three
   * categories over all sites read three full summaries, p99 2.1 s on a loaded machine).
   */
  async card(id: string, site?: SiteCode): Promise<(CategoryCard & { record: CategoryRecord & Record<string, unknown> }) | undefined> {
    const day = await this.products.dataDay();
    if (!day) return undefined;
    const scopeSite = site ?? ALL_SITES;
    const periods = CATEGORY_FIGURE_PERIODS.map((p) => `w.units_${p} as units_${p}, w.gmv_${p} as gmv_${p}, w.prev_units_${p} as prev_units_${p}`).join(', ');
    const [record] = await this.sql.query<CategoryRecord & Record<string, unknown>>(
      `select ${CATEGORY_COLUMNS}, w.units_30 as u, w.gmv_30 as g, w.prev_units_30 as pu, ${periods}, ${intervalColumnsOf()},
         (select count(*)::int + 1 from market_workbench_categories c
          where c.site = w.site and c.parent_id is not distinct from w.parent_id and c.units_30 > w.units_30) as place
       from market_workbench_categories w where w.site = $1 and w.category_id = $2::int4`,
      [scopeSite, id],
    );
    if (!record) return undefined;
    const start = (await this.products.historyStart()) ?? day;
    const held60 = await this.holds60(day);
    const perUsd = num(record.per_usd);
    const figures: PeriodFigures[] = CATEGORY_FIGURE_PERIODS.map((p) => {
      const units = num(record[`units_${p}`]);
      const gmv = num(record[`gmv_${p}`]);
      const figures: PeriodFigures = {
        days: p,
        from: addDays(day, -(p - 1)),
        to: day,
        units,
        gmv: round2(gmv),
        gmvUsd: round2(gmv / perUsd),
        growth: addDays(day, -(2 * p - 1)) >= start ? growthOf(units, num(record[`prev_units_${p}`])) : null,
      };
      return withAggregateInterval(figures, record, p, perUsd);
    });
    const categoryRank = num(record.units_30) > 0 ? num(record.place) : null;
    return {
      day,
      item: this.rowOf({ ...record, order_place: null, prev_place: null }, held60, false, categoryRank ?? 0),
      figures,
      categoryRank,
      record,
    };
  }

  async history(id: string, from: string, to: string, site?: SiteCode): Promise<CategoryHistory | undefined> {
    const day = await this.products.dataDay();
    if (!day) return undefined;
    const categoryId = Number(id);
    const [known] = await this.sql.query<{ n: number }>('select 1 as n from market_workbench_categories where site = $1 and category_id = $2::int4', [site ?? ALL_SITES, categoryId]);
    if (!known) return undefined;
    // Its products' days (the sums its figures are), in dollars over all sites: the derived sums per
    // day, site and sub-category (derive/workbench-derive.ts), a few rows a day.
    const scope = productScope(site, categoryId, 3);
    const rows = await this.sql.query<{ day: string; units: number; gmv: number; sold: number }>(
      `select w.day::text as day, sum(w.units)::int8 as units, sum(${site ? 'w.gmv' : 'w.gmv_usd'}) as gmv, sum(w.sold)::int as sold
       from market_workbench_category_days w
       where ${scope.where} and w.day >= $1::date and w.day <= $2::date group by w.day order by w.day`,
      [from, to, ...scope.params],
    );
    return {
      day,
      currency: site ? SITE_CURRENCIES[site] : 'USD',
      points: rows.map((r) => ({ date: r.day, units: num(r.units), gmv: round2(num(r.gmv)), productsSold: num(r.sold) })),
    };
  }

  async find(q: string, site?: string): Promise<ItemRef[]> {
    const text = q.trim().toLowerCase();
    if (!text) return [];
    const scopeSite = site ?? ALL_SITES;
    // A category or sub-category id, or words of a category's name (of spec §3).
    const ids = /^\d{5,7}$/.test(text) ? [Number(text)] : CATEGORIES.filter((c) => text.split(/\s+/).every((w) => c.name.includes(w))).map((c) => c.id);
    if (ids.length === 0) return [];
    const rows = await this.sql.query<{ category_id: number }>(
      `select category_id from market_workbench_categories where site = $1 and category_id = any($2::int4[]) order by units_30 desc limit ${FIND_LIMIT}`,
      [scopeSite, ids],
    );
    return rows.map((r) => ({
      id: String(r.category_id),
      title: categoryName(num(r.category_id)) ?? categoryName(Math.floor(num(r.category_id) / 100)) ?? String(r.category_id),
      image: '',
      // Without a site the match is the category over all sites, and says so.
      site: site ? (site as SiteCode) : ALL_SITES,
    }));
  }

  /**
   * The price analysis of a category or sub-category of a site (or all sites, in dollars) over a
   * rolling period: its selling products by price on the data day in bands (`edges`, else cut at
   * the price quantiles and made readable). The first band starts at 0 and the last has no top,
   * so the bands hold every product and sum to the category's row. The data's bands are the
   * derive's (market_workbench_price_bands); a member's edges, or a scope not derived yet, are
   * banded from the product rows now (analysisFromProducts, the same answer).
   */
  async analysis(scope: AnalysisScope): Promise<CategoryAnalysis | undefined> {
    if (!scope.edges) {
      const derived = await this.derivedAnalysis(scope);
      if (derived !== 'not derived') return derived;
    }
    return this.analysisFromProducts(scope);
  }

  /** The analysis of the data's bands read from the derive's rows: 'not derived' when its scope has none. */
  private async derivedAnalysis(scope: AnalysisScope): Promise<CategoryAnalysis | undefined | 'not derived'> {
    const day = await this.products.dataDay();
    if (!day) return undefined;
    const p = scope.period;
    const params = [scope.site ?? ALL_SITES, scope.categoryId, p];
    const [rows, top] = await Promise.all([
      this.sql.query<BandRecord & { c_units: number; c_gmv: number; edges: number[] | string | null; max_price: number | null }>(
        `select c.units_${p} as c_units, c.gmv_${p} as c_gmv, b.band, b.edges, b.max_price, b.units, b.gmv, b.products, b.shops
         from market_workbench_categories c left join ${PRICE_BANDS_TABLE} b on b.site = c.site and b.category_id = c.category_id and b.period = $3
         where c.site = $1 and c.category_id = $2::int4 order by b.band`,
        params,
      ),
      scope.top === false
        ? Promise.resolve([])
        : this.sql.query<Record<string, unknown> & { band: number }>(
            `select b.band, ${PRODUCT_ROW_COLUMNS}, w.units_${p} as u, w.gmv_${p} as g, w.prev_units_${p} as pu
             from ${PRICE_BANDS_TABLE} b cross join lateral unnest(b.top_ids) with ordinality as x(goods_id, place)
             join market_workbench_products w on w.goods_id = x.goods_id
             where b.site = $1 and b.category_id = $2::int4 and b.period = $3 and b.band <> ${SCOPE_BAND} order by b.band, x.place`,
            params,
          ),
    ]);
    const [first] = rows;
    if (!first) return undefined;
    const whole = rows.find((r) => r.band !== null && num(r.band) === SCOPE_BAND);
    if (!whole) return 'not derived';
    return this.analysisOf(scope, day, {
      units: num(first.c_units),
      gmv: num(first.c_gmv),
      sums: rows.filter((r) => r.band !== null && num(r.band) !== SCOPE_BAND),
      all: whole,
      top,
      edges: floatsOf(whole.edges),
      maxPrice: whole.max_price === null ? null : num(whole.max_price),
    });
  }

  /** The analysis banded from the scope's product rows at the request (a member's edges; a scope not derived yet). */
  async analysisFromProducts(scope: AnalysisScope): Promise<CategoryAnalysis | undefined> {
    const day = await this.products.dataDay();
    if (!day) return undefined;
    const p = scope.period;
    const scopeSite = scope.site ?? ALL_SITES;
    const [row] = await this.sql.query<{ units: number; gmv: number }>(
      `select units_${p} as units, gmv_${p} as gmv from market_workbench_categories where site = $1 and category_id = $2::int4`,
      [scopeSite, scope.categoryId],
    );
    if (!row) return undefined;
    const where = productScope(scope.site, scope.categoryId, 1);
    const price = scope.site ? 'w.price' : 'w.price / w.per_usd';
    const money = scope.site ? `w.gmv_${p}` : `w.gmv_${p} / w.per_usd`;
    const selling = `select w.goods_id, w.shop_id, ${price} as price, w.units_${p} as u, ${money} as g from market_workbench_products w where ${where.where} and w.units_${p} > 0`;
    const [spreadRow] = await this.sql.query<{ q: number[] | string | null; max: number | null }>(
      `select percentile_cont(array[${ANALYSIS_QUANTILES.join(', ')}]::float8[]) within group (order by price) as q, max(price) as max from (${selling}) s`,
      where.params,
    );
    const spread = spreadOf(spreadRow);
    const edges = scope.edges ? [...scope.edges] : bandEdgesOf(spread.quantiles);
    const edgesArg = `$${where.params.length + 1}`;
    const banded = `select width_bucket(s.price, ${edgesArg}::float8[]) as band, s.* from (${selling}) s`;
    const [sums, top] = await Promise.all([
      this.sql.query<BandRecord>(
        `select band, sum(u)::int8 as units, sum(g) as gmv, count(*)::int as products, count(distinct shop_id)::int as shops from (${banded}) b group by grouping sets ((band), ())`,
        [...where.params, edges],
      ),
      scope.top === false
        ? Promise.resolve([])
        : // The bands' top rows are at most BAND_TOP_ROWS a band, and the limit says so to the planner: it took
          // the numbered rows for every selling row of the scope (43,628 for all sites' largest category at
          // --scale large) and joined them to a scan of the whole table (a million rows) instead of 15 lookups.
          this.sql.query<Record<string, unknown> & { band: number }>(
            `select x.band, ${PRODUCT_ROW_COLUMNS}, w.units_${p} as u, w.gmv_${p} as g, w.prev_units_${p} as pu from (
               select band, goods_id, place from (
                 select band, goods_id, row_number() over (partition by band order by u desc, goods_id) as place from (${banded}) b
               ) n where place <= ${BAND_TOP_ROWS} limit ${BAND_TOP_ROWS * (edges.length + 1)}
             ) x join market_workbench_products w on w.goods_id = x.goods_id order by x.band, x.place`,
            [...where.params, edges],
          ),
    ]);
    return this.analysisOf(scope, day, {
      units: num(row.units),
      gmv: num(row.gmv),
      sums: sums.filter((s) => s.band !== null),
      all: sums.find((s) => s.band === null),
      top,
      edges,
      maxPrice: spread.max,
    });
  }

  /** The answer of a scope's bands: `sums` per band that holds products, `all` the scope's, `top` each band's best sellers in order. */
  private analysisOf(
    scope: AnalysisScope,
    day: string,
    read: {
      units: number;
      gmv: number;
      sums: BandRecord[];
      all: Pick<BandRecord, 'products' | 'shops'> | undefined;
      top: (Record<string, unknown> & { band: number })[];
      edges: number[];
      maxPrice: number | null;
    },
  ): CategoryAnalysis {
    const { edges, units: totalUnits } = read;
    const topOf = new Map<number, ProductRow[]>();
    for (const r of read.top) {
      const list = topOf.get(num(r.band)) ?? [];
      list.push(this.products.productRowOf(r, list.length + 1));
      topOf.set(num(r.band), list);
    }
    const bands = [0, ...edges].map((from, i) => {
      const s = read.sums.find((x) => num(x.band) === i);
      const units = num(s?.units);
      const products = num(s?.products);
      return {
        from,
        to: edges[i] ?? null,
        units,
        gmv: round2(num(s?.gmv)),
        products,
        shops: num(s?.shops),
        unitsPerProduct: products > 0 ? round2(units / products) : null,
        share: totalUnits > 0 ? round2((units / totalUnits) * 100) : 0,
        top: topOf.get(i) ?? [],
      };
    });
    return {
      day,
      periodDays: scope.period,
      currency: scope.site ? SITE_CURRENCIES[scope.site] : 'USD',
      total: { units: totalUnits, gmv: round2(read.gmv), products: num(read.all?.products), shops: num(read.all?.shops) },
      edges,
      edgesChosen: scope.edges ? 'member' : 'data',
      bands,
      maxPrice: read.maxPrice,
    };
  }
}

/** A float8[] as the driver hands it back (an array, or PostgreSQL's text form); none for null. */
export function floatsOf(v: number[] | string | null): number[] {
  if (v === null) return [];
  if (Array.isArray(v)) return v.map(Number);
  return v.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}
