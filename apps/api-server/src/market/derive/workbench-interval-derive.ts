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
// ranking or an explanation reads them with the row.
import type { MarketSql } from '../market-sql';
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
