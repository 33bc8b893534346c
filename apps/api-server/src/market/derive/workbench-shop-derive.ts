// The workbench's derived shop table (issue 29 item 1; DESIGN.md §6 "entities"), recomputed in the
// derive job after the product table (derive.ts): one row per shop that sold within the item window
// with its 1/7/30/90/180-day units and sales value (summed from market_shop_days, the importer's
// per-shop days), the periods before, the 30-day series, and from the derived product rows its
// active products and the share of its 30-day sales value from products listed within 30 days.
// The shop rankings read it alone (queries/workbench-shop-queries.ts). Set-based: three aggregates
// joined once per shop.
import { SITE_CODES } from '@sealens/domain';

import type { MarketSql } from '../market-sql';
import { HOT_NEW_DAYS } from '../ranking-rules';
import { SITE_PROFILES } from '../site-profiles';
import { SUMMARY_LONGEST_DAYS, TREND_DAYS, WORKBENCH_PERIODS, WORKBENCH_WINDOW_DAYS } from './workbench-derive';
import { INTERVAL_COLUMNS, intervalSums } from './workbench-interval-derive';

const TABLE = 'market_workbench_shops';

/** A shop row's figure periods: the rankings' and the explanation page's longest. */
export const SHOP_FIGURE_PERIODS = [...WORKBENCH_PERIODS, SUMMARY_LONGEST_DAYS] as const;

const RATES = SITE_CODES.map((s) => `('${s}', ${SITE_PROFILES[s].perUsd}::float8)`).join(', ');

/** `sum(<value>) filter (where the <from>th to the <to>th day before $1)` (0 = $1 itself). */
const within = (value: string, from: number, to: number) =>
  `coalesce(sum(${value}) filter (where day <= $1::date - ${from} and day > $1::date - ${to}), 0)`;

/**
 * Builds `table`_next with `fill`, copies the table's indexes onto it and puts it in the table's
 * place, inside the caller's transaction: readers see the old rows or the new, never a half.
 */
export async function rebuildTable(tx: MarketSql, table: string, fill: (next: string) => Promise<void>): Promise<void> {
  const next = `${table}_next`;
  await tx.exec(`drop table if exists ${next}`);
  await tx.exec(`create table ${next} (like ${table} including defaults)`);
  await fill(next);
  const indexes = await tx.query<{ name: string; def: string; primary: boolean }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as def, x.indisprimary as primary
     from pg_index x join pg_class i on i.oid = x.indexrelid where x.indrelid = '${table}'::regclass`,
  );
  for (const { name, def } of indexes) {
    const copy = def.replace(`INDEX ${name} ON `, `INDEX ${name}_next ON `).replace(new RegExp(`ON (\\S+\\.)?${table} USING`), `ON ${next} USING`);
    if (copy === def) throw new Error(`derive: cannot rebuild index ${name} (${def})`);
    await tx.exec(copy);
  }
  await tx.exec(`analyze ${next}`);
  await tx.exec(`drop table ${table}`);
  await tx.exec(`alter table ${next} rename to ${table}`);
  for (const { name, primary } of indexes) {
    await tx.exec(primary ? `alter table ${table} add constraint ${name} primary key using index ${name}_next` : `alter index ${name}_next rename to ${name}`);
  }
}

/** Recomputes the workbench's shop table for `day` (after the product table: it reads its rows). */
export async function deriveWorkbenchShops(tx: MarketSql, day: string): Promise<void> {
  const periods = SHOP_FIGURE_PERIODS;
  const longest = SUMMARY_LONGEST_DAYS;
  const figures = periods.flatMap((p) => [
    `${within('sales', 0, p)} as units_${p}`,
    `${within('gmv', 0, p)} as gmv_${p}`,
    `${within('sales', p, 2 * p)} as prev_units_${p}`,
  ]);
  const before = ([1, 7, 30] as const).map((p) => `${within('sales', 2 * p, 3 * p)} as prev2_units_${p}`);
  const periodColumns = periods.flatMap((p) => [`units_${p}`, `gmv_${p}`, `prev_units_${p}`]);
  const columns = [
    'shop_id', 'day', 'site', 'type_id', 'shop_type', 'name', 'logo', 'opened_day', 'first_sale_day', 'per_usd', 'rating', 'followers',
    'active_products', 'new_share', ...periodColumns, 'prev2_units_1', 'prev2_units_7', 'prev2_units_30', 'trend', ...INTERVAL_COLUMNS,
  ];
  const intervals = intervalSums();
  await rebuildTable(tx, TABLE, (next) =>
    tx.query(
      `insert into ${next} (${columns.join(', ')})
select s.shop_id, $1::date, s.site, s.type_id, s.shop_type, s.name, s.logo, (s.opened_at at time zone 'Asia/Shanghai')::date,
  case when f.first_day > h.first_day then f.first_day end,
  r.per_usd, s.rating, s.followers,
  coalesce(pr.active, 0), pr.new_share,
  ${periodColumns.map((c) => `d.${c}`).join(', ')}, d.prev2_units_1, d.prev2_units_7, d.prev2_units_30,
  case
    when t.t_at is null then array_fill(0, array[${TREND_DAYS}])
    when cardinality(t.t_at) = ${TREND_DAYS} then t.t_units
    else array(select coalesce(t.t_units[array_position(t.t_at, g)], 0) from generate_series(0, ${TREND_DAYS - 1}) g order by g)
  end,
  ${INTERVAL_COLUMNS.map((c) => `pr.${c}`).join(', ')}
from (
  select shop_id,
    ${figures.join(',\n    ')},
    ${before.join(',\n    ')}
  from market_shop_days
  where day > $1::date - ${2 * longest} and day <= $1::date
  group by shop_id
  -- A shop of the table sold within the rankings' window.
  having coalesce(sum(sales) filter (where day > $1::date - ${WORKBENCH_WINDOW_DAYS}), 0) > 0
) d
join market_shops s on s.shop_id = d.shop_id
join (values ${RATES}) as r(site, per_usd) on r.site = s.site
left join (
  select shop_id, array_agg(sales order by day) as t_units, array_agg(day - ($1::date - ${TREND_DAYS - 1}) order by day) as t_at
  from market_shop_days where day > $1::date - ${TREND_DAYS} and day <= $1::date group by shop_id
) t on t.shop_id = d.shop_id
left join (
  select w.shop_id, count(*) filter (where units_30 > 0) as active,
    coalesce(sum(gmv_30) filter (where listed_day > $1::date - ${HOT_NEW_DAYS}), 0) / nullif(sum(gmv_30), 0) as new_share,
    -- Its interval: its products' summed (issue 33, workbench-interval-derive.ts).
    ${intervals.map((e, k) => `${e} as ${INTERVAL_COLUMNS[k]}`).join(',\n    ')}
  from market_workbench_products w left join market_workbench_product_intervals i on i.goods_id = w.goods_id group by w.shop_id
) pr on pr.shop_id = d.shop_id
left join (select shop_id, min(day) as first_day from market_shop_days where sales > 0 and day <= $1::date group by shop_id) f on f.shop_id = d.shop_id
cross join (select min(day) as first_day from market_shop_days) h
-- In the order of the rankings' scopes (a site's category on few pages), as the product table.
order by s.site, s.type_id`,
      [day],
    ).then(() => undefined),
  );
}
