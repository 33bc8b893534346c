// What the market answers read: rankings (hot-selling, soaring, hot-new) per site, category and
// period from the derived tables, the market figures of a day or period, lookups, and the daily
// history of a product or a shop. Every answer names the day it describes.
import { CATEGORIES, SITE_CODES, categoryOf, type SiteCode } from '@sealens/domain';

import type { MainSchemas } from '../../api/main/main-types';
import { formatTime } from '../../api/main/main-http';
import { addDays, daysBetween } from '../days';
import type { MarketSql } from '../market-sql';
import { SHOPEE_SITES_SQL } from '../marketplace-profiles';
import { toUsd } from '../site-profiles';
import { nounCount, nounOf } from '../sim/vocabulary';

export type Period = 1 | 7 | 30;
export type RankingList = 'hot' | 'soaring' | 'new';

export interface Scope {
  site?: SiteCode;
  typeId?: number;
}

import { KEYWORD_SOARING_BASE_FACTOR, SOARING_MIN_BASE, hotNewSinceSql } from '../ranking-rules';
export const PRODUCT_LINK_BASE = 'https://shopee.example';

/**
 * A product's days from $2 to $3: one range of the (goods_id, day) index in each month's partition
 * of those days (the others are pruned, migration 0025).
 */
export const GOODS_HISTORY_SQL =
  'select d.day::text as day, d.sales, d.price, d.stock from market_product_days d where d.goods_id = $1::int8 and d.day >= $2::date and d.day <= $3::date order by d.day';
/** A shop's days from $2 to $3 (its key's range in each month's partition of those days). */
export const SHOP_HISTORY_SQL =
  'select day::text as day, sales, gmv, products_sold as sold from market_shop_days where shop_id = $1::int8 and day >= $2::date and day <= $3::date order by day';

const round2 = (n: number) => Math.round(n * 100) / 100;
const num = (v: unknown) => Number(v ?? 0);

/** (current - previous) / previous in percent, two decimals; undefined without a previous figure. */
export function growthOf(current: number, previous: number): number | undefined {
  return previous > 0 ? round2(((current - previous) / previous) * 100) : undefined;
}

interface Where {
  clause: string;
  params: unknown[];
}

/**
 * The where clause of a scope. A child category (typeId * 100 + n) narrows to the sub-category where
 * the table has one (products), else to its category (shops and keywords belong to a category only);
 * its category is named either way, so the (site, type_id, order) indexes serve it.
 */
function scopeWhere(scope: Scope, alias: string, hasSubTypes: boolean): Where {
  const params: unknown[] = [];
  const parts: string[] = [];
  if (scope.site) {
    params.push(scope.site);
    parts.push(`${alias}.site = $${params.length}`);
  }
  if (scope.typeId !== undefined) {
    const sub = scope.typeId >= 1_000_000;
    params.push(sub ? Math.floor(scope.typeId / 100) : scope.typeId);
    parts.push(`${alias}.type_id = $${params.length}`);
    if (sub && hasSubTypes) {
      params.push(scope.typeId);
      parts.push(`${alias}.sub_type_id = $${params.length}`);
    }
  }
  return { clause: parts.length ? parts.join(' and ') : 'true', params };
}

interface GoodsStatRow {
  goods_id: string;
  site: SiteCode;
  title: string;
  image: string;
  shop_id: string;
  shop_name: string | null;
  price: number;
  comments: number;
  likes: number;
  rating: number;
  listed_at: Date | string;
  sales: number;
  gmv: number;
  prev: number;
}

export class MarketQueries {
  constructor(readonly sql: MarketSql) {}

  /** The day the derived figures describe (the latest complete day when they were computed). */
  async statsDay(): Promise<string | undefined> {
    const [row] = await this.sql.query<{ value: string }>(`select value from market_state where key = 'stats_day'`);
    return row?.value;
  }

  async dataVersion(): Promise<number> {
    const [row] = await this.sql.query<{ value: string }>(`select value from market_state where key = 'data_version'`);
    return Number(row?.value ?? 0);
  }

  goodsRowOf(r: GoodsStatRow, day: string, growth?: number): MainSchemas['GoodsRow'] & { date: string } {
    return {
      goodsId: String(r.goods_id),
      goodsInfo: {
        title: r.title,
        image: r.image,
        link: `${PRODUCT_LINK_BASE}/product/${r.shop_id}/${r.goods_id}`,
        site: r.site,
        ...(r.shop_name ? { shopName: r.shop_name } : {}),
      },
      price: num(r.price),
      sales: num(r.sales),
      gmv: round2(num(r.gmv)),
      commentsCount: num(r.comments),
      likesCount: num(r.likes),
      score: Math.round(num(r.rating) * 10) / 10,
      shelfTime: formatTime(new Date(r.listed_at)),
      ...(growth !== undefined ? { growthRate: growth } : {}),
      date: day,
    };
  }

  /** The where clause, filter and order of a product ranking. */
  private goodsRankingQuery(list: RankingList, period: Period, scope: Scope, byGmv: boolean) {
    const where = scopeWhere(scope, 's', true);
    const sales = `s.sales_${period}`;
    const prev = `s.prev_sales_${period}`;
    let filter = '';
    let order = `${byGmv ? `s.gmv_${period}` : sales} desc`;
    if (list === 'soaring') {
      // The base is written into the query (a constant of ours, not input): the planner can then use
      // the partial growth index of the period (db/market-schema.ts) instead of sorting every row.
      filter = ` and ${prev} >= ${SOARING_MIN_BASE[period]}`;
      order = `(${sales} - ${prev})::float8 / ${prev} desc`;
    } else if (list === 'new') {
      // Marked by the derived figures of `day` (derive.ts): the hot-new indexes hold only these rows.
      filter = ' and s.hot_new';
    }
    return { where, filter, order, sales, prev };
  }

  /** Products ranked: hot-selling (sales), soaring (growth on the period before) or hot-new (listed within 30 days). */
  async goodsRanking(list: RankingList, period: Period, scope: Scope, limit: number, byGmv = false, offset = 0) {
    const day = await this.statsDay();
    if (!day) return { day: undefined, rows: [] };
    const { where, filter, order, sales, prev } = this.goodsRankingQuery(list, period, scope, byGmv);
    where.params.push(limit, offset);
    // The page's ids first (an index's order, offset included, read from the index alone), then
    // their details: joining before the offset would fetch every skipped row's product and shop.
    const rows = await this.sql.query<GoodsStatRow>(
      `select s.goods_id::text as goods_id, p.site, p.title, p.image, p.shop_id::text as shop_id, sh.name as shop_name, p.price, p.comments, p.likes, p.rating,
         p.listed_at, ${sales} as sales, s.gmv_${period} as gmv, ${prev} as prev
       from (select s.goods_id from market_product_stats s where ${where.clause}${filter}
             order by ${order}, s.goods_id limit $${where.params.length - 1} offset $${where.params.length}) page
       join market_product_stats s on s.goods_id = page.goods_id
       join market_products p on p.goods_id = s.goods_id left join market_shops sh on sh.shop_id = p.shop_id
       order by ${order}, s.goods_id`,
      where.params,
    );
    return { day, rows: rows.map((r) => this.goodsRowOf(r, day, growthOf(num(r.sales), num(r.prev)))) };
  }

  /** How many products a ranking holds (its pages), from the counts derived with the figures. */
  async goodsRankingCount(list: RankingList, period: Period, scope: Scope): Promise<number> {
    const column = list === 'hot' ? 'hot' : list === 'new' ? 'hot_new' : `soaring_${period}`;
    const [row] = await this.sql.query<{ n: number }>(`select ${column} as n from market_ranking_counts where site = $1 and type_id = $2`, [
      scope.site ?? 'ALL',
      scope.typeId ?? 0,
    ]);
    return num(row?.n);
  }

  /** Shops ranked by sales, by growth on the period before, or (hot-new) opened within 30 days. */
  async shopRanking(list: RankingList, period: Period, scope: Scope, limit: number) {
    const day = await this.statsDay();
    if (!day) return { day: undefined, rows: [] };
    const where = scopeWhere(scope, 's', false);
    const sales = `s.sales_${period}`;
    const prev = `s.prev_sales_${period}`;
    let filter = '';
    let order = `${sales} desc`;
    if (list === 'soaring') {
      filter = ` and ${prev} >= ${SOARING_MIN_BASE[period]}`;
      order = `(${sales} - ${prev})::float8 / ${prev} desc`;
    } else if (list === 'new') {
      where.params.push(day);
      filter = ` and sh.opened_at >= ${hotNewSinceSql(`$${where.params.length}`)}`;
    }
    where.params.push(limit);
    const rows = await this.sql.query<{ shop_id: string; name: string; logo: string; site: SiteCode; sales: number; gmv: number; prev: number }>(
      `select s.shop_id::text as shop_id, sh.name, sh.logo, s.site, ${sales} as sales, s.gmv_${period} as gmv, ${prev} as prev
       from market_shop_stats s join market_shops sh on sh.shop_id = s.shop_id
       where ${where.clause}${filter} order by ${order}, s.shop_id limit $${where.params.length}`,
      where.params,
    );
    return { day, rows: rows.map((r) => this.mallRowOf(r, day, growthOf(num(r.sales), num(r.prev)))) };
  }

  mallRowOf(r: { shop_id: string; name: string; logo: string; site: SiteCode; sales: number; gmv: number }, day: string, growth?: number) {
    return {
      shopId: String(r.shop_id),
      shopName: r.name,
      logo: r.logo,
      link: `${PRODUCT_LINK_BASE}/shop/${r.shop_id}`,
      site: r.site,
      sales: num(r.sales),
      gmv: round2(num(r.gmv)),
      ...(growth !== undefined ? { growthRate: growth } : {}),
      date: day,
    } satisfies MainSchemas['MallRow'] & { date: string };
  }

  /** Brands by sales or sales value over the day or 7 days; per site (site currency) or all sites (US dollars). */
  async brandRanking(scope: Scope, period: 1 | 7, byGmv: boolean, limit: number) {
    const day = await this.statsDay();
    if (!day) return { day: undefined, rows: [] };
    const rows = await this.sql.query<{ name: string; logo: string; sales: number; gmv: number; prev: number }>(
      `select b.name, b.logo, s.sales_${period} as sales, s.gmv_${period} as gmv, s.prev_sales_${period} as prev
       from market_brand_stats s join market_brands b on b.brand_id = s.brand_id
       where s.site = $1 and s.type_id = $2
       order by ${byGmv ? `s.gmv_${period}` : `s.sales_${period}`} desc, s.brand_id limit $3`,
      [scope.site ?? 'ALL', scope.typeId ?? 0, limit],
    );
    return {
      day,
      rows: rows.map((r, i) => ({ brandName: r.name, logo: r.logo, sales: num(r.sales), gmv: round2(num(r.gmv)), rank: i + 1, date: day })),
    };
  }

  /** Keywords by search index over the period (hot), by growth (soaring), or by recommended bid. */
  async keywordRanking(order: 'search' | 'soaring' | 'bid', period: Period, scope: Scope, limit: number, contains?: string) {
    const day = await this.statsDay();
    if (!day) return { day: undefined, rows: [] };
    const where = scopeWhere(scope, 's', false);
    const search = `s.search_${period}`;
    const prev = `s.prev_search_${period}`;
    let filter = '';
    const needle = contains?.trim();
    if (needle) {
      // What the user typed is matched case-insensitively, LIKE's own characters literally.
      where.params.push(`%${needle.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
      filter += ` and k.keyword ilike $${where.params.length}`;
    }
    let by = `${search} desc`;
    if (order === 'bid') by = 's.recommended_bid desc';
    if (order === 'soaring') {
      filter += ` and ${prev} >= ${SOARING_MIN_BASE[period] * KEYWORD_SOARING_BASE_FACTOR}`;
      by = `(${search} - ${prev})::float8 / ${prev} desc`;
    }
    where.params.push(limit);
    const rows = await this.sql.query<{ keyword: string; site: SiteCode; search: number; product_base: number; recommended_bid: number }>(
      `select k.keyword, s.site, ${search} as search, s.product_base, s.recommended_bid
       from market_keyword_stats s join market_keywords k on k.keyword_id = s.keyword_id
       where ${where.clause}${filter} order by ${by}, s.keyword_id limit $${where.params.length}`,
      where.params,
    );
    return {
      day,
      // The bid is in the site's currency: the row names its site (a list over all sites mixes them).
      rows: rows.map((r) => ({
        keyword: r.keyword,
        site: r.site,
        searchIndex: num(r.search),
        productBase: num(r.product_base),
        recommendedBid: num(r.recommended_bid),
        date: day,
      })),
    };
  }

  /** Per-site market figures summed over `days` days ending on `day` (site currency). */
  async siteFigures(day: string, days: number): Promise<(MainSchemas['SiteFigures'] & { usd: number })[]> {
    const rows = await this.sql.query<{ site: SiteCode; gmv: number; sales: number; sold: number; slot: number }>(
      `select site, sum(gmv)::float8 as gmv, sum(sales)::float8 as sales, sum(products_sold)::float8 as sold, sum(slot_gmv)::float8 as slot
       from market_category_days where day > $1::date - $2::int and day <= $1::date and site in ${SHOPEE_SITES_SQL} group by site`,
      [day, days],
    );
    const bySite = new Map(rows.map((r) => [r.site, r]));
    return SITE_CODES.flatMap((site) => {
      const r = bySite.get(site);
      if (!r) return [];
      return {
        site,
        totalSalesValue: round2(num(r.gmv)),
        salesVolume: num(r.sales),
        productsSold: num(r.sold),
        resourceSlotSalesValue: round2(num(r.slot)),
        usd: toUsd(site, num(r.gmv)),
      };
    });
  }

  /** The newest day with market totals for every site, on or before `onOrBefore`. */
  async marketDay(onOrBefore?: string): Promise<string | undefined> {
    const [row] = await this.sql.query<{ day: string | null }>(
      `select max(day)::text as day from (select day from market_category_days where site in ${SHOPEE_SITES_SQL}${onOrBefore ? ' and day <= $2::date' : ''} group by day having count(distinct site) = $1) d`,
      onOrBefore ? [SITE_CODES.length, onOrBefore] : [SITE_CODES.length],
    );
    return row?.day ?? undefined;
  }

  /** Daily sales value of each site, in US dollars (so the sites compare), over `days` days ending on `day`. */
  async siteTrend(day: string, days: number) {
    const rows = await this.sql.query<{ day: string; site: SiteCode; gmv: number }>(
      `select day::text as day, site, sum(gmv)::float8 as gmv from market_category_days
       where day > $1::date - $2::int and day <= $1::date and site in ${SHOPEE_SITES_SQL} group by day, site order by day, site`,
      [day, days],
    );
    const order = new Map(SITE_CODES.map((s, i) => [s, i]));
    return rows
      .sort((a, b) => (a.day === b.day ? (order.get(a.site) ?? 0) - (order.get(b.site) ?? 0) : a.day < b.day ? -1 : 1))
      .map((r) => ({ date: r.day, site: r.site, value: round2(toUsd(r.site, num(r.gmv))) }));
  }

  /**
   * The 12 categories' sales and sales value (US dollars over all sites) on `day`; with a parent,
   * its sub-categories from the tracked products.
   */
  async industryTypes(day: string, parent?: number) {
    if (parent === undefined) {
      const rows = await this.sql.query<{ site: SiteCode; type_id: number; gmv: number; sales: number }>(
        `select site, type_id, gmv, sales::float8 as sales from market_category_days where day = $1::date and site in ${SHOPEE_SITES_SQL}`,
        [day],
      );
      return CATEGORIES.map((cat) => {
        const mine = rows.filter((r) => num(r.type_id) === cat.id);
        return {
          typeId: cat.id,
          name: cat.name,
          sales: mine.reduce((n, r) => n + num(r.sales), 0),
          gmv: round2(mine.reduce((n, r) => n + toUsd(r.site, num(r.gmv)), 0)),
          date: day,
        };
      });
    }
    const category = categoryOf(parent);
    if (!category) return [];
    const rows = await this.sql.query<{ sub_type_id: number; site: SiteCode; sales: number; gmv: number }>(
      `select sub_type_id, site, sum(sales_1)::float8 as sales, sum(gmv_1)::float8 as gmv from market_product_stats
       where type_id = $1 and sub_type_id is not null group by sub_type_id, site`,
      [parent],
    );
    return Array.from({ length: nounCount(parent) }, (_, i) => {
      const typeId = parent * 100 + i + 1;
      const mine = rows.filter((r) => num(r.sub_type_id) === typeId);
      return {
        typeId,
        pId: parent,
        name: nounOf(parent, i, 'en'),
        sales: mine.reduce((n, r) => n + num(r.sales), 0),
        gmv: round2(mine.reduce((n, r) => n + toUsd(r.site, num(r.gmv)), 0)),
        date: day,
      };
    });
  }

  /** Products and shops in the data. */
  async counts(): Promise<{ products: number; shops: number }> {
    const [row] = await this.sql.query<{ products: number; shops: number }>(
      `select (select count(*) from market_products where site in ${SHOPEE_SITES_SQL})::int as products, (select count(*) from market_shops where site in ${SHOPEE_SITES_SQL})::int as shops`,
    );
    return { products: num(row?.products), shops: num(row?.shops) };
  }

  /** One product by id with its figures of the day described. */
  async lookupGoods(goodsId: string) {
    if (!/^\d{1,18}$/.test(goodsId)) return undefined;
    const day = (await this.statsDay()) ?? '';
    const [row] = await this.sql.query<GoodsStatRow>(
      `select p.goods_id::text as goods_id, p.site, p.title, p.image, p.shop_id::text as shop_id, sh.name as shop_name, p.price, p.comments, p.likes, p.rating,
         p.listed_at, coalesce(s.sales_1, 0) as sales, coalesce(s.gmv_1, 0) as gmv, coalesce(s.prev_sales_1, 0) as prev
       from market_products p left join market_product_stats s on s.goods_id = p.goods_id left join market_shops sh on sh.shop_id = p.shop_id
       where p.goods_id = $1::int8`,
      [goodsId],
    );
    return row ? this.goodsRowOf(row, day, growthOf(num(row.sales), num(row.prev))) : undefined;
  }

  async lookupShop(shopId: string) {
    if (!/^\d{1,18}$/.test(shopId)) return undefined;
    const day = (await this.statsDay()) ?? '';
    const [row] = await this.sql.query<{ shop_id: string; name: string; logo: string; site: SiteCode; sales: number; gmv: number; prev: number }>(
      `select sh.shop_id::text as shop_id, sh.name, sh.logo, sh.site, coalesce(s.sales_1, 0) as sales, coalesce(s.gmv_1, 0) as gmv, coalesce(s.prev_sales_1, 0) as prev
       from market_shops sh left join market_shop_stats s on s.shop_id = sh.shop_id where sh.shop_id = $1::int8`,
      [shopId],
    );
    return row ? this.mallRowOf(row, day, growthOf(num(row.sales), num(row.prev))) : undefined;
  }

  /** A product's daily sales, price, stock and sales value over `days` days ending on the day described (up to 550). */
  async goodsHistory(goodsId: string, days: number) {
    const day = await this.statsDay();
    if (!day || !/^\d{1,18}$/.test(goodsId)) return { day, points: [] };
    const from = addDays(day, -(Math.min(days, 550) - 1));
    const rows = await this.sql.query<{ day: string; sales: number; price: number; stock: number }>(GOODS_HISTORY_SQL, [goodsId, from, day]);
    return { day, points: rows.map((r) => ({ date: r.day, sales: num(r.sales), price: num(r.price), stock: num(r.stock), gmv: round2(num(r.sales) * num(r.price)) })) };
  }

  /** A shop's daily sales, sales value and products sold (sums of its products, derived at import) over `days` days ending on the day described. */
  async shopHistory(shopId: string, days: number) {
    const day = await this.statsDay();
    if (!day || !/^\d{1,18}$/.test(shopId)) return { day, points: [] };
    const list = daysBetween(addDays(day, -(Math.min(days, 550) - 1)), day);
    const rows = await this.sql.query<{ day: string; sales: number; gmv: number; sold: number }>(SHOP_HISTORY_SQL, [shopId, list[0], day]);
    return { day, points: rows.map((r) => ({ date: r.day, sales: num(r.sales), gmv: round2(num(r.gmv)), productsSold: num(r.sold) })) };
  }
}

