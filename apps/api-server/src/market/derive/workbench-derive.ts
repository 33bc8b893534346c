// The workbench's derived tables (issue 26), recomputed with the other figures after each import
// (derive.ts): one row per product with its 1/7/30/90-day figures, the periods before them and the
// 30-day series, its 180-day figures and the 180 days before (the explanation page's longest period),
// its price change over 30 days (the product finder's range) (market_workbench_products), and per product and calendar month its units and sales
// value (market_workbench_months), and the default views' first places (market_workbench_product_places).
// The rankings read them alone (queries/workbench-queries.ts).
import { LAZADA_SITE_CODES, SITE_CODES, type MarketSiteCode } from '@sealens/domain';

import type { MarketSql } from '../market-sql';
import { MARKET_SITE_PROFILES } from '../marketplace-profiles';
import { monthBounds, monthOf } from '../partitions';
import { PRICE_CHANGE_DAYS } from '../queries/workbench-finder-queries';

/** The rolling periods of the workbench's rankings (days ending on the data day). */
export const WORKBENCH_PERIODS = [1, 7, 30, 90] as const;
export type WorkbenchPeriod = (typeof WORKBENCH_PERIODS)[number];
/** Days of daily rows the workbench rankings read: 90 days and the 90 before them. */
export const WORKBENCH_WINDOW_DAYS = 180;
/** The explanation page's longest period; its figures (and the period before) are derived too. */
export const SUMMARY_LONGEST_DAYS = 180;
/** Days of the series each ranking row draws (its sparkline). */
export const TREND_DAYS = 30;

/**
 * A marketplace's product table: Shopee's (the rankings' and everything else's), and the second
 * marketplace's of the same shape (migration 0044, issue 32 item 3), derived by the same statement
 * from its own sites' products, so Shopee's table, its places and its "All sites" never hold Lazada's.
 */
export interface ProductTable {
  table: string;
  sites: readonly MarketSiteCode[];
  /** Whether the daily rows are read for these sites' products alone (the other marketplace's are many more). */
  ownSitesOnly: boolean;
}
export const SHOPEE_PRODUCT_TABLE: ProductTable = { table: 'market_workbench_products', sites: SITE_CODES, ownSitesOnly: false };
export const LAZADA_PRODUCT_TABLE: ProductTable = { table: 'market_lz_workbench_products', sites: LAZADA_SITE_CODES, ownSitesOnly: true };

const ratesOf = (sites: readonly MarketSiteCode[]) => sites.map((s) => `('${s}', ${MARKET_SITE_PROFILES[s].perUsd}::float8)`).join(', ');
const RATES = ratesOf(SITE_CODES);

/** `sum(<value>) filter (where the <from>th to the <to>th day before $1)` (0 = $1 itself). */
const within = (value: string, from: number, to: number) =>
  `coalesce(sum(${value}) filter (where day <= $1::date - ${from} and day > $1::date - ${to}), 0)`;

/** Copies the indexes of TABLE onto NEXT, then puts NEXT in its place (as derive.ts does for the product stats). */
async function swap(tx: MarketSql, TABLE: string, NEXT: string): Promise<void> {
  const indexes = await tx.query<{ name: string; def: string; primary: boolean }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as def, x.indisprimary as primary
     from pg_index x join pg_class i on i.oid = x.indexrelid where x.indrelid = '${TABLE}'::regclass`,
  );
  for (const { name, def } of indexes) {
    const next = def.replace(`INDEX ${name} ON `, `INDEX ${name}_next ON `).replace(new RegExp(`ON (\\S+\\.)?${TABLE} USING`), `ON ${NEXT} USING`);
    if (next === def) throw new Error(`derive: cannot rebuild index ${name} (${def})`);
    await tx.exec(next);
  }
  await tx.exec(`analyze ${NEXT}`);
  await tx.exec(`drop table ${TABLE}`);
  await tx.exec(`alter table ${NEXT} rename to ${TABLE}`);
  for (const { name, primary } of indexes) {
    await tx.exec(primary ? `alter table ${TABLE} add constraint ${name} primary key using index ${name}_next` : `alter index ${name}_next rename to ${name}`);
  }
}

/** Recomputes the workbench's product table for `day` (Shopee's, or `target`'s), inside the caller's transaction. */
export async function deriveWorkbenchProducts(tx: MarketSql, day: string, target: ProductTable = SHOPEE_PRODUCT_TABLE): Promise<void> {
  const TABLE = target.table;
  const NEXT = `${TABLE}_next`;
  // Shopee's reads every daily row (the rates' join keeps its sites); another marketplace's only its own products'.
  const own = target.ownSitesOnly
    ? `and goods_id in (select goods_id from market_products where site in (${target.sites.map((s) => `'${s}'`).join(', ')}))`
    : '';
  const figures = WORKBENCH_PERIODS.flatMap((p) => [
    `${within('sales', 0, p)} as units_${p}`,
    `${within('sales * price', 0, p)} as gmv_${p}`,
    `${within('sales', p, 2 * p)} as prev_units_${p}`,
  ]);
  // The explanation page's 180 days and the 180 before them (its growth), read from a window twice as long.
  const longest = SUMMARY_LONGEST_DAYS;
  figures.push(`${within('sales', 0, longest)} as units_${longest}`, `${within('sales * price', 0, longest)} as gmv_${longest}`, `${within('sales', longest, 2 * longest)} as prev_units_${longest}`);
  // 90 days has no period before its previous one within the window.
  const before = ([1, 7, 30] as const).map((p) => `${within('sales', 2 * p, 3 * p)} as prev2_units_${p}`);
  const columns = [
    'goods_id', 'day', 'site', 'type_id', 'sub_type_id', 'shop_id', 'shop_name', 'shop_type', 'brand_id', 'brand_name', 'title', 'image', 'listed_at', 'listed_day',
    'price', 'per_usd', 'rating', 'reviews', 'likes',
    ...WORKBENCH_PERIODS.flatMap((p) => [`units_${p}`, `gmv_${p}`, `prev_units_${p}`]),
    'prev2_units_1', 'prev2_units_7', 'prev2_units_30', 'trend',
    `units_${longest}`, `gmv_${longest}`, `prev_units_${longest}`, 'price_change_30',
  ];
  await tx.exec(`drop table if exists ${NEXT}`);
  await tx.exec(`create table ${NEXT} (like ${TABLE} including defaults)`);
  // Aggregated by product first, joined to the attributes after (one join per product, not per day).
  // The series is the day's units at its offset; a product missing some days (listed or delisted
  // within them) has its gaps filled with zeros.
  await tx.query(
    `insert into ${NEXT} (${columns.join(', ')})
select p.goods_id, $1::date, p.site, p.type_id, p.sub_type_id, p.shop_id, coalesce(sh.name, ''), sh.shop_type, p.brand_id, b.name, p.title, p.image,
  p.listed_at, (p.listed_at at time zone 'Asia/Shanghai')::date,
  coalesce(d.price_now, p.price), r.per_usd, p.rating, p.comments, p.likes,
  ${WORKBENCH_PERIODS.flatMap((p) => [`d.units_${p}`, `d.gmv_${p}`, `d.prev_units_${p}`]).join(', ')},
  d.prev2_units_1, d.prev2_units_7, d.prev2_units_30,
  case
    when t.t_at is null then array_fill(0, array[${TREND_DAYS}])
    when cardinality(t.t_at) = ${TREND_DAYS} then t.t_units
    else array(select coalesce(t.t_units[array_position(t.t_at, g)], 0) from generate_series(0, ${TREND_DAYS - 1}) g order by g)
  end,
  d.units_${longest}, d.gmv_${longest}, d.prev_units_${longest},
  case when d.price_before > 0 then (coalesce(d.price_now, p.price) - d.price_before) / d.price_before end
from (
  select goods_id,
    ${figures.join(',\n    ')},
    ${before.join(',\n    ')},
    max(price) filter (where day = $1::date) as price_now,
    max(price) filter (where day = $1::date - ${PRICE_CHANGE_DAYS}) as price_before
  from market_product_days
  where day > $1::date - ${2 * longest} and day <= $1::date ${own}
  group by goods_id
  -- A product of the table sold within the rankings' window (not only in the 180 days before it).
  having count(*) filter (where day > $1::date - ${WORKBENCH_WINDOW_DAYS}) > 0
) d
-- The series apart: an ordered aggregate sorts its input, and only the last 30 days need sorting.
left join (
  select goods_id, array_agg(sales order by day) as t_units, array_agg(day - ($1::date - ${TREND_DAYS - 1}) order by day) as t_at
  from market_product_days
  where day > $1::date - ${TREND_DAYS} and day <= $1::date ${own}
  group by goods_id
) t on t.goods_id = d.goods_id
join market_products p on p.goods_id = d.goods_id
join (values ${ratesOf(target.sites)}) as r(site, per_usd) on r.site = p.site
left join market_shops sh on sh.shop_id = p.shop_id
left join market_brands b on b.brand_id = p.brand_id`,
    [day],
  );
  // Rewritten in the order of the rankings' scopes: a site's category is then a few hundred contiguous
  // pages, not one row on each of ~16,000 pages of a million-product table (issue 26, PostgreSQL).
  // CLUSTER sorts in maintenance memory (30 s for the million rows); an ORDER BY on the insert above
  // sorted the joined rows in work_mem and ran for over 16 minutes.
  await tx.exec(`create index ${NEXT}_scope on ${NEXT} (site, type_id, sub_type_id)`);
  await tx.exec(`cluster ${NEXT} using ${NEXT}_scope`);
  await tx.exec(`drop index ${NEXT}_scope`);
  await swap(tx, TABLE, NEXT);
  // The default views' places are Shopee's (a Lazada ranking ranks its smaller table as asked).
  if (target === SHOPEE_PRODUCT_TABLE) await deriveProductPlaces(tx);
}

/** Places kept per default view (hot order, a rolling period, all sites or one): 40 pages of 50. */
export const DEFAULT_VIEW_PLACES = 2000;
const PLACES = 'market_workbench_product_places';

/**
 * The default views' first places (market_workbench_product_places), from the product table just
 * swapped in: per rolling period, the hot list (units in the period above 0, most first, ties by
 * product id, as the ranking query numbers it) over all sites and over each site, each row with its
 * place in the period before's hot list of the same scope and the list's size.
 */
export async function deriveProductPlaces(tx: MarketSql, depth = DEFAULT_VIEW_PLACES): Promise<void> {
  await tx.exec(`delete from ${PLACES}`);
  for (const p of WORKBENCH_PERIODS) {
    await tx.query(
      `insert into ${PLACES} (scope, period, place, goods_id, prev_place, total)
with ranked as (
  select goods_id, site,
    case when units_${p} > 0 then row_number() over (partition by units_${p} > 0 order by units_${p} desc, goods_id) end as place_all,
    case when units_${p} > 0 then row_number() over (partition by site, units_${p} > 0 order by units_${p} desc, goods_id) end as place_site,
    case when prev_units_${p} > 0 then row_number() over (partition by prev_units_${p} > 0 order by prev_units_${p} desc, goods_id) end as prev_all,
    case when prev_units_${p} > 0 then row_number() over (partition by site, prev_units_${p} > 0 order by prev_units_${p} desc, goods_id) end as prev_site,
    count(*) filter (where units_${p} > 0) over () as total_all,
    count(*) filter (where units_${p} > 0) over (partition by site) as total_site
  from market_workbench_products
  where units_${p} > 0 or prev_units_${p} > 0
)
select '', ${p}, place_all, goods_id, prev_all, total_all from ranked where place_all <= $1
union all
select site, ${p}, place_site, goods_id, prev_site, total_site from ranked where place_site <= $1`,
      [depth],
    );
  }
}

/**
 * Writes the brand days (market_workbench_brand_days) of the days from `from` up to `before`, summed
 * from their product days: a brand's day is its products' (their brand now, as the history read them
 * before it was derived). The month derive below and the benches' SQL history (history-backfill.ts).
 */
export async function writeBrandDays(tx: MarketSql, from: string, before: string): Promise<number> {
  const [written] = await tx.query<{ n: number }>(
    `with rows as (
       insert into market_workbench_brand_days (day, site, brand_id, units, gmv, gmv_usd, sold)
       select d.day, p.site, p.brand_id, sum(d.sales), sum(d.sales * d.price), sum(d.sales * d.price / r.per_usd), count(*) filter (where d.sales > 0)
       from market_product_days d join market_products p on p.goods_id = d.goods_id join (values ${RATES}) as r(site, per_usd) on r.site = p.site
       where p.brand_id is not null and d.day >= $1::date and d.day < $2::date group by d.day, p.site, p.brand_id
       returning 1)
     select count(*)::int as n from rows`,
    [from, before],
  );
  return Number(written?.n ?? 0);
}

/**
 * Recomputes the month rows, and the category and brand days (market_workbench_category_days,
 * market_workbench_brand_days) of the same days, of every calendar month whose item days changed since they were last computed (the month
 * of the data day after each import, older months when their history arrives).
 */
export async function deriveWorkbenchMonths(tx: MarketSql): Promise<string[]> {
  const changed = await tx.query<{ month: string; site_days: number; first_day: string; last_day: string }>(
    `select c.month::text as month, c.site_days, c.first_day::text as first_day, c.last_day::text as last_day
     from (select date_trunc('month', day)::date as month, count(*)::int as site_days, min(day) as first_day, max(day) as last_day
           from market_feed_days where items and complete group by 1) c
     left join market_workbench_month_days m on m.month = c.month
     where m.month is null or m.site_days <> c.site_days or m.first_day <> c.first_day or m.last_day <> c.last_day`,
  );
  if (changed.length === 0) return [];
  const months = changed.map((c) => c.month);
  await tx.query('delete from market_workbench_months where month = any($1::date[])', [months]);
  for (const month of months) {
    // One month at a time: its days are one index range of market_product_days.
    await tx.query(
      `insert into market_workbench_months (month, goods_id, units, gmv)
       select $1::date, goods_id, sum(sales), sum(sales * price) from market_product_days
       where day >= $1::date and day < ($1::date + interval '1 month')::date group by goods_id`,
      [month],
    );
  }
  await tx.query(`delete from market_workbench_category_days where date_trunc('month', day)::date = any($1::date[])`, [months]);
  for (const month of months) {
    // A category's day is its products' (their category now, as the history read them before it was derived).
    await tx.query(
      `insert into market_workbench_category_days (day, site, type_id, sub_type_id, units, gmv, gmv_usd, sold)
       select d.day, p.site, p.type_id, p.sub_type_id, sum(d.sales), sum(d.sales * d.price), sum(d.sales * d.price / r.per_usd), count(*) filter (where d.sales > 0)
       from market_product_days d join market_products p on p.goods_id = d.goods_id join (values ${RATES}) as r(site, per_usd) on r.site = p.site
       where d.day >= $1::date and d.day < ($1::date + interval '1 month')::date group by d.day, p.site, p.type_id, p.sub_type_id`,
      [month],
    );
  }
  await tx.query(`delete from market_workbench_brand_days where date_trunc('month', day)::date = any($1::date[])`, [months]);
  // months are their first days ('YYYY-MM-01').
  for (const month of months) await writeBrandDays(tx, month, monthBounds(monthOf(month)).to);
  await tx.query('delete from market_workbench_month_days where month = any($1::date[])', [months]);
  for (const c of changed) {
    await tx.query('insert into market_workbench_month_days (month, site_days, first_day, last_day) values ($1::date, $2, $3::date, $4::date)', [c.month, c.site_days, c.first_day, c.last_day]);
  }
  return months;
}
