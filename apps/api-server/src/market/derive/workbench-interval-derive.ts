// The estimate intervals of the workbench's aggregates (issue 33), derived with the other workbench
// tables (derive.ts). A product's interval over a period is the sum of its days' intervals (the
// estimator's sales_low / sales_high, migration 0030; a day without them counts its estimate as both
// ends), as estimate-intervals.ts reads it for a page of product rows. A shop's, brand's or
// category's figures are sums of its products' estimates, so its interval is the sum of its
// products' intervals: the lower ends summed and the upper ends summed. That is the interval the
// true sum lies in whenever each product's truth lies in its own, and wider than a statistical one
// would be (the products' errors partly cancel); the method page says how it is made.
//
// The products' intervals are one pass over the product days into market_workbench_product_intervals;
// the aggregate derives (shop, category, brand) add them up into their rows' interval columns, so a
// ranking or an explanation reads them with the row. Over a calendar month, the shops', brands' and
// categories' intervals are derived with the month rows (market_workbench_month_intervals, migration
// 0047), so a month ranking reads its page rows' intervals instead of summing their products' days
// when the answer is made (300-480 ms beside a 130-360 ms page at small scale).
import { SITE_CODES } from '@sealens/domain';

import type { MarketSql } from '../market-sql';
import { SITE_PROFILES } from '../site-profiles';
import { ALL_SITES } from './workbench-category-derive';
import { SUMMARY_LONGEST_DAYS, WORKBENCH_PERIODS, WORKBENCH_WINDOW_DAYS } from './workbench-derive';
import { rebuildTable } from './workbench-shop-derive';

const TABLE = 'market_workbench_product_intervals';

/** The periods an aggregate row keeps an interval of: the rankings' rolling periods and the explanation's longest. */
export const INTERVAL_PERIODS = [...WORKBENCH_PERIODS, SUMMARY_LONGEST_DAYS] as const;

/** An interval table's columns, period by period. */
export const INTERVAL_COLUMNS = INTERVAL_PERIODS.flatMap((p) => [`units_low_${p}`, `units_high_${p}`, `gmv_low_${p}`, `gmv_high_${p}`]);

/** `sum(<value>)` over the `p` days ending on $1. */
const within = (value: string, p: number) => `coalesce(sum(${value}) filter (where day > $1::date - ${p}), 0)`;

/**
 * Recomputes each product's intervals for `day` (after the product table: one row for each of its
 * products, which are those with a day in the item window).
 */
export async function deriveWorkbenchProductIntervals(tx: MarketSql, day: string): Promise<void> {
  const low = 'coalesce(sales_low, sales)';
  const high = 'coalesce(sales_high, sales)';
  const sums = INTERVAL_PERIODS.flatMap((p) => [`${within(low, p)}`, `${within(high, p)}`, `${within(`${low} * price`, p)}`, `${within(`${high} * price`, p)}`]);
  await rebuildTable(tx, TABLE, (next) =>
    tx.query(
      `insert into ${next} (goods_id, ${INTERVAL_COLUMNS.join(', ')})
select goods_id, ${sums.join(', ')}
from market_product_days
where day > $1::date - ${WORKBENCH_WINDOW_DAYS} and day <= $1::date
group by goods_id`,
      [day],
    ).then(() => undefined),
  );
}

/**
 * The sums of a grouping's product intervals, in the order of INTERVAL_COLUMNS, over rows that join
 * market_workbench_products (alias `w`, its figures `units_<p>` and `gmv_<p>`) to the interval table
 * (alias `i`); `money` turns a sales value into the row's currency. A product without an interval
 * row (a table derived before them) counts its estimate as both ends, as a day without them does.
 */
export function intervalSums(money: (gmv: string) => string = (gmv) => gmv, w = 'w', i = 'i'): string[] {
  return INTERVAL_PERIODS.flatMap((p) => [
    `sum(coalesce(${i}.units_low_${p}, ${w}.units_${p}))::int8`,
    `sum(coalesce(${i}.units_high_${p}, ${w}.units_${p}))::int8`,
    `coalesce(sum(${money(`coalesce(${i}.gmv_low_${p}, ${w}.gmv_${p})`)}), 0)`,
    `coalesce(sum(${money(`coalesce(${i}.gmv_high_${p}, ${w}.gmv_${p})`)}), 0)`,
  ]);
}

const MONTH_TABLE = 'market_workbench_month_intervals';

/** The aggregates a month interval is kept for (the table's `entity`). */
export type MonthIntervalEntity = 'shop' | 'brand' | 'category';

// Shopee's sites' rates: the aggregates' month figures are of its sites' products.
const RATES = SITE_CODES.map((s) => `('${s}', ${SITE_PROFILES[s].perUsd}::float8)`).join(', ');

/**
 * Recomputes the month intervals of `months` (the month rows just derived) and of every month of the
 * item history that has none yet (a database derived before they were kept). Per month, each
 * product's days summed once (a day without an interval counts its estimate as both ends), then
 * grouped as the month figures group the products: a shop's by market_products' shop, a brand's by
 * market_workbench_products' brand (per site, and over all sites in US dollars), a category's and
 * sub-category's by market_products' category (per site and over all sites in US dollars).
 */
export async function deriveWorkbenchMonthIntervals(tx: MarketSql, months: readonly string[]): Promise<string[]> {
  const missing = await tx.query<{ month: string }>(
    `select m.month::text as month from market_workbench_month_days m
     where not exists (select 1 from ${MONTH_TABLE} i where i.month = m.month)`,
  );
  const all = [...new Set([...months, ...missing.map((m) => m.month)])].sort();
  if (all.length === 0) return [];
  await tx.query(`delete from ${MONTH_TABLE} where month = any($1::date[])`, [all]);
  const low = 'coalesce(d.sales_low, d.sales)';
  const high = 'coalesce(d.sales_high, d.sales)';
  // A grouping's rows: its products' month sums, money in the site's currency or (usd) in dollars.
  const part = (entity: MonthIntervalEntity, products: string, site: string, id: string, usd: boolean, where = '') =>
    `select '${entity}' as entity, ${site} as site, ${id}::int8 as id, g.ul, g.uh, g.gl${usd ? ' / r.per_usd' : ''} as gl, g.gh${usd ? ' / r.per_usd' : ''} as gh
     from g join ${products} p on p.goods_id = g.goods_id join (values ${RATES}) as r(site, per_usd) on r.site = p.site${where}`;
  for (const month of all) {
    // One month at a time: its days are one index range of market_product_days.
    await tx.query(
      `with g as (
         select d.goods_id, sum(${low})::int8 as ul, sum(${high})::int8 as uh, sum(${low} * d.price)::float8 as gl, sum(${high} * d.price)::float8 as gh
         from market_product_days d where d.day >= $1::date and d.day < ($1::date + interval '1 month')::date group by d.goods_id
       )
       insert into ${MONTH_TABLE} (month, entity, site, id, units_low, units_high, gmv_low, gmv_high)
       select $1::date, entity, site, id, sum(ul), sum(uh), sum(gl), sum(gh) from (
         ${part('shop', 'market_products', 'p.site', 'p.shop_id', false)}
         union all ${part('brand', 'market_workbench_products', 'p.site', 'p.brand_id', false, ' where p.brand_id is not null')}
         union all ${part('brand', 'market_workbench_products', `'${ALL_SITES}'`, 'p.brand_id', true, ' where p.brand_id is not null')}
         union all ${part('category', 'market_products', 'p.site', 'p.type_id', false)}
         union all ${part('category', 'market_products', 'p.site', 'p.sub_type_id', false, ' where p.sub_type_id is not null')}
         union all ${part('category', 'market_products', `'${ALL_SITES}'`, 'p.type_id', true)}
         union all ${part('category', 'market_products', `'${ALL_SITES}'`, 'p.sub_type_id', true, ' where p.sub_type_id is not null')}
       ) x group by entity, site, id`,
      [month],
    );
  }
  return all;
}
