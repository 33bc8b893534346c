// The competitive analysis's read (issue 30 item 6; GET /competition): a member's shop and up to five
// rivals compared in one statement over the derived tables: each shop's sales and prices in the
// period, its sales by category, the search words each ranks for (a word ranks a shop when one of its
// products is among what a search for the word shows first, market_workbench_keywords.top_goods) and
// the rivals' products listed since a day and their prices changed since it (the price on that day,
// one probe of the (day, goods_id) key per product).
import { SITE_CURRENCIES, type SiteCode } from '@sealens/domain';

import type { MarketSql } from '../market-sql';

/** The periods a comparison's sales are over (the contrast's). */
export const COMPETITION_PERIODS = [7, 30, 90, 180] as const;
export type CompetitionPeriod = (typeof COMPETITION_PERIODS)[number];
/** Search words the answer lists at most (shared words first). */
export const COMPETITION_WORDS_MAX = 100;
/** New products and price changes the answer lists at most, each. */
export const COMPETITION_CHANGES_MAX = 50;

export interface CompetitionShop {
  id: string;
  name: string;
  site: SiteCode;
  currency: string;
  units: number;
  gmv: number;
  gmvUsd: number;
  /** Units on the period before, in percent (null: none sold then). */
  growth: number | null;
  activeProducts: number;
  /** Over its products with a sale in the period, in the site's currency (null: none sold). */
  avgPrice: number | null;
  medianPrice: number | null;
  minPrice: number | null;
  maxPrice: number | null;
}

export interface CompetitionCategory {
  shopId: string;
  categoryId: number;
  units: number;
  gmv: number;
  /** Of the shop's sales value in the period, 0 to 1. */
  share: number;
}

export interface CompetitionWord {
  keywordId: number;
  keyword: string;
  site: SiteCode;
  /** Its search index over the 30 days ending on the data day. */
  search30: number;
  /** Each ranking shop's best place among what a search for the word shows first (1 = first). */
  places: { shopId: string; place: number }[];
}

export interface CompetitionProduct {
  id: string;
  shopId: string;
  title: string;
  image: string;
  site: SiteCode;
  currency: string;
  price: number;
  listedDay: string;
  units30: number;
}

export interface CompetitionPriceChange {
  id: string;
  shopId: string;
  title: string;
  site: SiteCode;
  currency: string;
  priceBefore: number;
  priceNow: number;
  /** In percent of the price before. */
  change: number;
}

export interface Competition {
  shops: CompetitionShop[];
  categories: CompetitionCategory[];
  words: CompetitionWord[];
  /** Words two or more of the shops rank for (all of them, not only the listed ones). */
  sharedWords: number;
  newProducts: CompetitionProduct[];
  priceChanges: CompetitionPriceChange[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const num = (v: unknown) => Number(v ?? 0);
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : round2(Number(v)));

/** One statement: every part of the answer is a json column of its one row. */
function competitionSql(days: CompetitionPeriod): string {
  return `with s as (
    select shop_id, site, name, per_usd, active_products, units_${days} as units, gmv_${days} as gmv, prev_units_${days} as prev_units
    from market_workbench_shops where shop_id = any($1::int8[])
  ), g as (
    select goods_id, shop_id, site, type_id, title, image, price, listed_day, units_30, units_${days} as units, gmv_${days} as gmv
    from market_workbench_products where shop_id = any($1::int8[])
  ), prices as (
    select shop_id, avg(price) as avg_price, percentile_cont(0.5) within group (order by price) as median_price, min(price) as min_price, max(price) as max_price
    from g where units > 0 group by shop_id
  ), cats as (
    select shop_id, type_id, sum(units)::int8 as units, sum(gmv) as gmv from g where units > 0 group by shop_id, type_id
  ), ranked as (
    select k.keyword_id, k.keyword, k.site, k.search_30, g.shop_id, min(t.place)::int as place
    from market_workbench_keywords k
    cross join lateral unnest(k.top_goods) with ordinality as t(goods_id, place)
    join g on g.goods_id = t.goods_id
    where k.site in (select site from s)
    group by k.keyword_id, k.keyword, k.site, k.search_30, g.shop_id
  ), words as (
    select keyword_id, keyword, site, search_30, count(*) as shops, json_agg(json_build_object('shopId', shop_id::text, 'place', place) order by place, shop_id) as places
    from ranked group by keyword_id, keyword, site, search_30
  ), fresh as (
    select goods_id, shop_id, site, title, image, price, listed_day, units_30 from g
    where shop_id <> $2::int8 and listed_day >= $3::date order by listed_day desc, units_30 desc, goods_id limit ${COMPETITION_CHANGES_MAX}
  ), moved as (
    select g.goods_id, g.shop_id, g.site, g.title, d.price as before, g.price as now
    from g join market_product_days d on d.day = $3::date and d.goods_id = g.goods_id
    where g.shop_id <> $2::int8 and d.price > 0 and d.price <> g.price
    order by abs(g.price - d.price) / d.price desc, g.goods_id limit ${COMPETITION_CHANGES_MAX}
  )
  select
    (select coalesce(json_agg(json_build_object('id', s.shop_id::text, 'name', s.name, 'site', s.site, 'perUsd', s.per_usd, 'units', s.units, 'gmv', s.gmv,
       'prevUnits', s.prev_units, 'activeProducts', s.active_products, 'avgPrice', p.avg_price, 'medianPrice', p.median_price, 'minPrice', p.min_price, 'maxPrice', p.max_price)), '[]')
       from s left join prices p on p.shop_id = s.shop_id) as shops,
    (select coalesce(json_agg(json_build_object('shopId', shop_id::text, 'categoryId', type_id, 'units', units, 'gmv', gmv) order by shop_id, gmv desc, type_id), '[]') from cats) as categories,
    (select coalesce(json_agg(json_build_object('keywordId', keyword_id, 'keyword', keyword, 'site', site, 'search30', search_30, 'places', places) order by shops desc, search_30 desc, keyword_id), '[]')
       from (select * from words order by shops desc, search_30 desc, keyword_id limit ${COMPETITION_WORDS_MAX}) w) as words,
    (select count(*) from words where shops >= 2)::int as shared_words,
    (select coalesce(json_agg(json_build_object('id', goods_id::text, 'shopId', shop_id::text, 'title', title, 'image', image, 'site', site, 'price', price,
       'listedDay', listed_day::text, 'units30', units_30) order by listed_day desc, units_30 desc, goods_id), '[]') from fresh) as new_products,
    (select coalesce(json_agg(json_build_object('id', goods_id::text, 'shopId', shop_id::text, 'title', title, 'site', site, 'before', before, 'now', now)
       order by abs(now - before) / before desc, goods_id), '[]') from moved) as price_changes`;
}

interface ShopJson {
  id: string;
  name: string;
  site: SiteCode;
  perUsd: number;
  units: number;
  gmv: number;
  prevUnits: number;
  activeProducts: number;
  avgPrice: number | null;
  medianPrice: number | null;
  minPrice: number | null;
  maxPrice: number | null;
}

interface CompetitionRecord {
  shops: ShopJson[] | string;
  categories: { shopId: string; categoryId: number; units: number; gmv: number }[] | string;
  words: CompetitionWord[] | string;
  shared_words: number;
  new_products: (Omit<CompetitionProduct, 'currency'> & { units30: number })[] | string;
  price_changes: { id: string; shopId: string; title: string; site: SiteCode; before: number; now: number }[] | string;
}

/** json columns come back parsed from PGlite and pg alike; a string is parsed all the same. */
const jsonOf = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

export class WorkbenchCompetitionQueries {
  constructor(private readonly sql: MarketSql) {}

  /**
   * The shops of `ids` (the first the member's own, the others its rivals; those not in the data
   * are left out), in the order asked, over `days` ending on the data day; new products and price
   * changes of the rivals since `since` (a day on or before the data day).
   */
  async compare(ids: readonly string[], days: CompetitionPeriod, since: string): Promise<Competition> {
    const [row] = await this.sql.query<CompetitionRecord>(competitionSql(days), [ids, ids[0], since]);
    if (!row) throw new Error('competition: the statement answered no row');
    const order = new Map(ids.map((id, i) => [id, i]));
    const shops = jsonOf(row.shops)
      .map((s): CompetitionShop => ({
        id: s.id,
        name: s.name,
        site: s.site,
        currency: SITE_CURRENCIES[s.site],
        units: num(s.units),
        gmv: round2(num(s.gmv)),
        gmvUsd: round2(num(s.gmv) / num(s.perUsd)),
        growth: num(s.prevUnits) > 0 ? round2(((num(s.units) - num(s.prevUnits)) / num(s.prevUnits)) * 100) : null,
        activeProducts: num(s.activeProducts),
        avgPrice: numOrNull(s.avgPrice),
        medianPrice: numOrNull(s.medianPrice),
        minPrice: numOrNull(s.minPrice),
        maxPrice: numOrNull(s.maxPrice),
      }))
      .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    const shopGmv = new Map(shops.map((s) => [s.id, s.gmv]));
    const categories = jsonOf(row.categories).map((c): CompetitionCategory => {
      const total = shopGmv.get(c.shopId) ?? 0;
      return { shopId: c.shopId, categoryId: num(c.categoryId), units: num(c.units), gmv: round2(num(c.gmv)), share: total > 0 ? Math.round((num(c.gmv) / total) * 10_000) / 10_000 : 0 };
    });
    return {
      shops,
      categories,
      words: jsonOf(row.words).map((w) => ({ keywordId: num(w.keywordId), keyword: w.keyword, site: w.site, search30: num(w.search30), places: w.places.map((p) => ({ shopId: p.shopId, place: num(p.place) })) })),
      sharedWords: num(row.shared_words),
      newProducts: jsonOf(row.new_products).map((p) => ({ ...p, currency: SITE_CURRENCIES[p.site], price: round2(num(p.price)), units30: num(p.units30) })),
      priceChanges: jsonOf(row.price_changes).map((p) => ({
        id: p.id,
        shopId: p.shopId,
        title: p.title,
        site: p.site,
        currency: SITE_CURRENCIES[p.site],
        priceBefore: round2(num(p.before)),
        priceNow: round2(num(p.now)),
        change: round2(((num(p.now) - num(p.before)) / num(p.before)) * 100),
      })),
    };
  }
}
