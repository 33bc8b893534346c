// The workbench's derived brand table (issue 29 item 3; DESIGN.md §6 "entities"), recomputed in the
// derive job after the product table (derive.ts): one row per brand of each site, and of all sites
// ('ALL', money in US dollars), summed from the derived product rows (a brand's sales are its
// products' estimates, as a shop's and a category's are): 1/7/30/90/180-day units and sales value,
// the periods before, the 30-day series, its selling products and the shops selling them, and its
// top category by 30-day sales value with that category's share of the brand's. Set-based: two
// grouped selects over the product rows (site x brand, all sites x brand) and one per category.
import type { MarketSql } from '../market-sql';
import { ALL_SITES, CATEGORY_FIGURE_PERIODS } from './workbench-category-derive';
import { TREND_DAYS } from './workbench-derive';
import { INTERVAL_COLUMNS, intervalSums } from './workbench-interval-derive';
import { rebuildTable } from './workbench-shop-derive';

const TABLE = 'market_workbench_brands';

/** A brand row's figure periods: the rankings' and the explanation page's longest (as a category's). */
export const BRAND_FIGURE_PERIODS = CATEGORY_FIGURE_PERIODS;

/** The aggregates of one grouping; `money` turns a product's sales value into the row's currency. */
function aggregates(money: (gmv: string) => string): string {
  const periods = BRAND_FIGURE_PERIODS;
  return [
    ...periods.map((p) => `sum(units_${p})::int8`),
    ...periods.map((p) => `coalesce(sum(${money(`gmv_${p}`)}), 0)`),
    ...periods.map((p) => `sum(prev_units_${p})::int8`),
    ...([1, 7, 30] as const).map((p) => `sum(prev2_units_${p})::int8`),
    'count(*) filter (where units_30 > 0)::int',
    'count(distinct shop_id) filter (where units_30 > 0)::int',
    `array[${Array.from({ length: TREND_DAYS }, (_, i) => `sum(trend[${i + 1}])`).join(', ')}]::int8[]`,
    // Its interval: its products' summed (issue 33).
    ...intervalSums(money, 'p', 'p'),
  ].join(',\n    ');
}

/** Recomputes the workbench's brand table for `day` (after the product table: it reads its rows). */
export async function deriveWorkbenchBrands(tx: MarketSql, day: string): Promise<void> {
  const periods = BRAND_FIGURE_PERIODS;
  const figures = [
    ...periods.map((p) => `units_${p}`), ...periods.map((p) => `gmv_${p}`), ...periods.map((p) => `prev_units_${p}`),
    'prev2_units_1', 'prev2_units_7', 'prev2_units_30', 'products', 'shops', 'trend', ...INTERVAL_COLUMNS,
  ];
  const columns = ['site', 'brand_id', 'day', 'name', 'logo', 'per_usd', ...figures, 'top_type_id', 'top_type_share'];
  await rebuildTable(tx, TABLE, (next) =>
    tx.query(
      `insert into ${next} (${columns.join(', ')})
with p as (
  select site, brand_id, type_id, shop_id, per_usd, trend,
    ${periods.map((x) => `units_${x}, gmv_${x}, prev_units_${x}`).join(', ')}, prev2_units_1, prev2_units_7, prev2_units_30, ${INTERVAL_COLUMNS.join(', ')}
  from market_workbench_products left join market_workbench_product_intervals using (goods_id) where brand_id is not null
),
b (site, brand_id, per_usd, ${figures.join(', ')}) as (
  select site, brand_id, min(per_usd), ${aggregates((gmv) => gmv)} from p group by site, brand_id
  union all
  select '${ALL_SITES}', brand_id, 1::float8, ${aggregates((gmv) => `${gmv} / per_usd`)} from p group by brand_id
),
-- Its 30-day sales value per category (all sites: in dollars), the top one with its share.
c as (
  select site, brand_id, type_id, sum(gmv_30) as g from p group by site, brand_id, type_id
  union all
  select '${ALL_SITES}', brand_id, type_id, sum(gmv_30 / per_usd) from p group by brand_id, type_id
),
top as (
  select distinct on (site, brand_id) site, brand_id, case when g > 0 then type_id end as type_id, g / nullif(sum(g) over (partition by site, brand_id), 0) as share
  from c order by site, brand_id, g desc, type_id
)
select b.site, b.brand_id, $1::date, m.name, m.logo, b.per_usd, ${figures.map((f) => `b.${f}`).join(', ')}, top.type_id, top.share
from b join market_brands m on m.brand_id = b.brand_id
left join top on top.site = b.site and top.brand_id = b.brand_id
-- In the order of the rankings' scopes (a site's brands), as the other tables.
order by b.site, b.brand_id`,
      [day],
    ).then(() => undefined),
  );
}
