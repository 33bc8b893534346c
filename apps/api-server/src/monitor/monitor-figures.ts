// The figures of followed items on one data day (issue 31; openapi MonitorFigures), as one SQL
// fragment over a set of items: the evaluation reads it for every followed item at once, a monitor
// page for one member's follows, a follow for the item it keeps. $1 is the day ('YYYY-MM-DD').
//
// Products read their product days (the day, the day before, the 7 days before for the average,
// up to 16 days back for a delisting's sighting), shops their shop days and the products first seen
// that day, brands the derived brand days (one site, or 'ALL' summed in US dollars), search words
// their keyword days. A product is "seen" on a day when the crawler's pass saw it (a row with
// `observed_at`); a missed pass leaves a row without one (or none yet), so one unseen day is no delisting.

/** Days back a product's window reaches: the delisted/relisted presets look 16 days back. */
export const PRODUCT_WINDOW_DAYS = 16;
/** A relisted product was seen within these days before its two unseen days. */
export const RELISTED_LOOKBACK_DAYS = 14;
/** A shop's new product: seen on the day and on none of these days before (and listed within them). */
export const NEW_PRODUCT_DAYS = 30;

/** Percent change of `now` on `base` (null without a positive base), rounded to 2 decimals. */
const pct = (now: string, base: string) => `case when (${base}) > 0 and ${now} is not null then round(((${now} - (${base})) * 100.0 / (${base}))::numeric, 2)::float8 end`;
const round2 = (v: string) => `round((${v})::numeric, 2)::float8`;

/**
 * CTEs named `figs` (entity, item_id, site, title, image, category_id, currency, figures jsonb,
 * out_of_stock, delisted, relisted) over `items` (a CTE the caller defines with entity, item_id, site).
 * Returns the text of the CTEs after `items`, starting with a comma.
 */
export function figuresCtes(): string {
  return `,
  product_items as (select distinct item_id from items where entity = 'product'),
  product_window as (
    select pd.goods_id,
      max(pd.sales) filter (where pd.day = $1::date) as units,
      max(pd.price) filter (where pd.day = $1::date) as price,
      max(pd.price) filter (where pd.day = $1::date - 1) as prev_price,
      max(pd.stock) filter (where pd.day = $1::date) as stock,
      max(pd.stock) filter (where pd.day = $1::date - 1) as prev_stock,
      max(pd.category_rank) filter (where pd.day = $1::date) as rank,
      max(pd.category_rank) filter (where pd.day = $1::date - 1) as prev_rank,
      sum(pd.sales) filter (where pd.day between $1::date - 6 and $1::date) as units7,
      sum(pd.sales * pd.price) filter (where pd.day between $1::date - 6 and $1::date) as gmv7,
      sum(pd.sales) filter (where pd.day between $1::date - 7 and $1::date - 1) as prev7,
      coalesce(bool_or(pd.observed_at is not null) filter (where pd.day = $1::date), false) as seen0,
      coalesce(bool_or(pd.observed_at is not null) filter (where pd.day = $1::date - 1), false) as seen1,
      coalesce(bool_or(pd.observed_at is not null) filter (where pd.day = $1::date - 2), false) as seen2,
      coalesce(bool_or(pd.observed_at is not null) filter (where pd.day between $1::date - ${2 + RELISTED_LOOKBACK_DAYS} and $1::date - 3), false) as seen_before
    from market_product_days pd
    join product_items i on i.item_id = pd.goods_id
    where pd.day between $1::date - ${PRODUCT_WINDOW_DAYS} and $1::date
    group by pd.goods_id
  ),
  product_figs as (
    select 'product'::text as entity, i.item_id, mp.site, coalesce(mp.title, '') as title, mp.image, mp.type_id as category_id, null::text as currency,
      jsonb_strip_nulls(jsonb_build_object(
        'price', w.price, 'previousPrice', w.prev_price, 'priceChange', ${pct('w.price', 'w.prev_price')},
        'units', w.units, 'units7', w.units7, 'gmv7', ${round2('w.gmv7')}, 'average7', ${round2('w.prev7 / 7.0')},
        'unitsChange', ${pct('w.units', 'w.prev7 / 7.0')},
        'rank', w.rank, 'previousRank', w.prev_rank, 'stock', w.stock)) as figures,
      coalesce(w.stock = 0 and w.prev_stock > 0, false) as out_of_stock,
      coalesce(w.seen2 and not w.seen1 and not w.seen0, false) as delisted,
      coalesce(w.seen0 and not w.seen1 and not w.seen2 and w.seen_before, false) as relisted
    from product_items i
    join market_products mp on mp.goods_id = i.item_id
    left join product_window w on w.goods_id = i.item_id
  ),
  shop_items as (select distinct item_id from items where entity = 'shop'),
  shop_window as (
    select sd.shop_id,
      max(sd.sales) filter (where sd.day = $1::date) as units,
      max(sd.gmv) filter (where sd.day = $1::date) as gmv,
      sum(sd.sales) filter (where sd.day between $1::date - 6 and $1::date) as units7,
      sum(sd.gmv) filter (where sd.day between $1::date - 6 and $1::date) as gmv7,
      sum(sd.sales) filter (where sd.day between $1::date - 7 and $1::date - 1) as prev7
    from market_shop_days sd
    join shop_items i on i.item_id = sd.shop_id
    where sd.day between $1::date - 7 and $1::date
    group by sd.shop_id
  ),
  shop_new as (
    select mp.shop_id, count(*)::int as n
    from market_products mp
    join shop_items i on i.item_id = mp.shop_id
    join market_product_days pd on pd.goods_id = mp.goods_id and pd.day = $1::date and pd.observed_at is not null
    where mp.listed_at >= ($1::date - ${NEW_PRODUCT_DAYS})::timestamptz
      and not exists (select 1 from market_product_days q where q.goods_id = mp.goods_id and q.day between $1::date - ${NEW_PRODUCT_DAYS} and $1::date - 1)
    group by mp.shop_id
  ),
  shop_figs as (
    select 'shop'::text, i.item_id, ms.site, ms.name, ms.logo, ms.type_id, null::text,
      jsonb_strip_nulls(jsonb_build_object(
        'units', w.units, 'gmv', ${round2('w.gmv')}, 'units7', w.units7, 'gmv7', ${round2('w.gmv7')}, 'average7', ${round2('w.prev7 / 7.0')},
        'unitsChange', ${pct('w.units', 'w.prev7 / 7.0')}, 'newProducts', coalesce(n.n, 0))),
      false, false, false
    from shop_items i
    join market_shops ms on ms.shop_id = i.item_id
    left join shop_window w on w.shop_id = i.item_id
    left join shop_new n on n.shop_id = i.item_id
  ),
  brand_items as (select distinct item_id, site from items where entity = 'brand'),
  brand_window as (
    select i.item_id, i.site,
      sum(bd.units) filter (where bd.day = $1::date) as units,
      sum(case when i.site = 'ALL' then bd.gmv_usd else bd.gmv end) filter (where bd.day = $1::date) as gmv,
      sum(bd.units) filter (where bd.day between $1::date - 6 and $1::date) as units7,
      sum(case when i.site = 'ALL' then bd.gmv_usd else bd.gmv end) filter (where bd.day between $1::date - 6 and $1::date) as gmv7,
      sum(bd.units) filter (where bd.day between $1::date - 7 and $1::date - 1) as prev7
    from brand_items i
    join market_workbench_brand_days bd on bd.brand_id = i.item_id and (i.site = 'ALL' or bd.site = i.site)
    where bd.day between $1::date - 7 and $1::date
    group by i.item_id, i.site
  ),
  brand_figs as (
    select 'brand'::text, i.item_id, i.site, mb.name, mb.logo, mb.type_id, case when i.site = 'ALL' then 'USD' end,
      jsonb_strip_nulls(jsonb_build_object(
        'units', w.units, 'gmv', ${round2('w.gmv')}, 'units7', w.units7, 'gmv7', ${round2('w.gmv7')}, 'average7', ${round2('w.prev7 / 7.0')},
        'unitsChange', ${pct('w.units', 'w.prev7 / 7.0')})),
      false, false, false
    from brand_items i
    join market_brands mb on mb.brand_id = i.item_id
    left join brand_window w on w.item_id = i.item_id and w.site = i.site
  ),
  keyword_items as (select distinct item_id from items where entity = 'keyword'),
  keyword_window as (
    select kd.keyword_id,
      max(kd.search_index) filter (where kd.day = $1::date) as search,
      max(kd.search_index) filter (where kd.day = $1::date - 1) as prev_search,
      sum(kd.search_index) filter (where kd.day between $1::date - 6 and $1::date) as search7,
      max(kd.product_base) filter (where kd.day = $1::date) as product_base
    from market_keyword_days kd
    join keyword_items i on i.item_id = kd.keyword_id
    where kd.day between $1::date - 6 and $1::date
    group by kd.keyword_id
  ),
  keyword_figs as (
    select 'keyword'::text, i.item_id, mk.site, mk.keyword, null::text, mk.type_id, null::text,
      jsonb_strip_nulls(jsonb_build_object(
        'searchIndex', w.search, 'previousSearchIndex', w.prev_search, 'search7', w.search7, 'productBase', w.product_base,
        'searchChange', ${pct('w.search', 'w.prev_search')})),
      false, false, false
    from keyword_items i
    join market_keywords mk on mk.keyword_id = i.item_id
    left join keyword_window w on w.keyword_id = i.item_id
  ),
  figs (entity, item_id, site, title, image, category_id, currency, figures, out_of_stock, delisted, relisted) as (
    select * from product_figs union all select * from shop_figs union all select * from brand_figs union all select * from keyword_figs
  )`;
}

export interface FigureRow {
  entity: string;
  item_id: string | number;
  site: string;
  title: string;
  image: string | null;
  category_id: number | null;
  currency: string | null;
  figures: Record<string, number>;
}
