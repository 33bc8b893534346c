// The workbench's derived category table (issue 29 items 4 and 5; DESIGN.md §6 "entities"),
// recomputed in the derive job after the product table (derive.ts): one row per category and
// sub-category of each site, and of all sites ('ALL', money in US dollars), summed from the derived
// product rows (a category's sales are its products' estimates, as a shop's are): 1/7/30/90/180-day
// units and sales value, the periods before, the 30-day series, its selling products, its active
// shops now and in the 30 days before (the blue-ocean industry index's competition), and the top-10
// products' and newcomers' shares of its 30-day sales value. Set-based: one ranked pass over the
// product rows, four grouped selects (site x category, site x sub-category, all sites x both).
import { SUMMARY_LONGEST_DAYS, TREND_DAYS, WORKBENCH_PERIODS } from './workbench-derive';
import { INTERVAL_COLUMNS, intervalSums } from './workbench-interval-derive';
import { rebuildTable } from './workbench-shop-derive';
import type { MarketSql } from '../market-sql';
import { HOT_NEW_DAYS } from '../ranking-rules';

const TABLE = 'market_workbench_categories';

/** The site of the all-sites rows (money in US dollars). */
export const ALL_SITES = 'ALL';
/** A category row's figure periods: the rankings' and the explanation page's longest. */
export const CATEGORY_FIGURE_PERIODS = [...WORKBENCH_PERIODS, SUMMARY_LONGEST_DAYS] as const;
/** The products whose share of a category's 30-day sales value is its concentration. */
export const TOP_SHARE_PRODUCTS = 10;

/** The aggregates of one grouping; `money` turns a product's sales value into the row's currency, `place` is its rank column. */
function aggregates(money: (gmv: string) => string, place: string): string {
  const periods = CATEGORY_FIGURE_PERIODS;
  return [
    ...periods.map((p) => `sum(units_${p})::int8`),
    ...periods.map((p) => `coalesce(sum(${money(`gmv_${p}`)}), 0)`),
    ...periods.map((p) => `sum(prev_units_${p})::int8`),
    ...([1, 7, 30] as const).map((p) => `sum(prev2_units_${p})::int8`),
    'count(*) filter (where units_30 > 0)::int',
    'count(distinct shop_id) filter (where units_30 > 0)::int',
    'count(distinct shop_id) filter (where prev_units_30 > 0)::int',
    // Shares of the row's money (all sites: dollars, or a dong's sales would outweigh a dollar's).
    `sum(${money('gmv_30')}) filter (where ${place} <= ${TOP_SHARE_PRODUCTS}) / nullif(sum(${money('gmv_30')}), 0)`,
    `coalesce(sum(${money('gmv_30')}) filter (where listed_day > $1::date - ${HOT_NEW_DAYS}), 0) / nullif(sum(${money('gmv_30')}), 0)`,
    `array[${Array.from({ length: TREND_DAYS }, (_, i) => `sum(trend[${i + 1}])`).join(', ')}]::int8[]`,
    // Its interval: its products' summed (issue 33).
    ...intervalSums(money, 'p', 'p'),
  ].join(',\n    ');
}

/** Recomputes the workbench's category table for `day` (after the product table: it reads its rows). */
export async function deriveWorkbenchCategories(tx: MarketSql, day: string): Promise<void> {
  const periods = CATEGORY_FIGURE_PERIODS;
  const columns = [
    'site', 'category_id', 'parent_id', 'day', 'per_usd',
    ...periods.map((p) => `units_${p}`), ...periods.map((p) => `gmv_${p}`), ...periods.map((p) => `prev_units_${p}`),
    'prev2_units_1', 'prev2_units_7', 'prev2_units_30',
    'products', 'active_shops', 'prev_active_shops', 'top10_share', 'new_share', 'trend', ...INTERVAL_COLUMNS,
  ];
  const site = (gmv: string) => gmv;
  const usd = (gmv: string) => `${gmv} / per_usd`;
  await rebuildTable(tx, TABLE, (next) =>
    tx.query(
      `insert into ${next} (${columns.join(', ')})
with p as (
  select site, type_id, sub_type_id, shop_id, per_usd, listed_day, trend,
    ${periods.map((x) => `units_${x}, gmv_${x}, prev_units_${x}`).join(', ')}, prev2_units_1, prev2_units_7, prev2_units_30, ${INTERVAL_COLUMNS.join(', ')},
    -- Each product's place by 30-day sales value in its four scopes (the top-10 share's).
    row_number() over (partition by site, type_id order by gmv_30 desc, goods_id) as at_site,
    row_number() over (partition by site, sub_type_id order by gmv_30 desc, goods_id) as at_site_sub,
    row_number() over (partition by type_id order by gmv_30 / per_usd desc, goods_id) as at_all,
    row_number() over (partition by sub_type_id order by gmv_30 / per_usd desc, goods_id) as at_all_sub
  from market_workbench_products left join market_workbench_product_intervals using (goods_id)
)
select * from (
  select site, type_id, null::int, $1::date, min(per_usd), ${aggregates(site, 'at_site')} from p group by site, type_id
  union all
  select site, sub_type_id, type_id, $1::date, min(per_usd), ${aggregates(site, 'at_site_sub')} from p where sub_type_id is not null group by site, type_id, sub_type_id
  union all
  select '${ALL_SITES}', type_id, null::int, $1::date, 1::float8, ${aggregates(usd, 'at_all')} from p group by type_id
  union all
  select '${ALL_SITES}', sub_type_id, type_id, $1::date, 1::float8, ${aggregates(usd, 'at_all_sub')} from p where sub_type_id is not null group by type_id, sub_type_id
) c
-- In the order of the rankings' scopes: a site's categories, then each category's sub-categories.
order by 1, 3 nulls first, 2`,
      [day],
    ).then(() => undefined),
  );
}
