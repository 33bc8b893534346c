// The workbench's derived search-word table (issue 29 item 2; DESIGN.md §6 "entities"), recomputed
// in the derive job after the product table (derive.ts): one row per word searched within the
// item window with its search index summed over 1/7/30/90/180 days and the periods before (from
// market_keyword_days, the importer's per-word days), its product base on the data day and 30 days
// before, its recommended bid, the products it finds (market_keywords' latest top products) with
// their 30-day units and selling shops from the derived product rows (the blue-ocean word inputs)
// and the blue-ocean index computed from them (the blue-ocean order reads it from its index), its
// related words and its 30-day series. The word rankings read it alone
// (queries/workbench-keyword-queries.ts). Set-based: the aggregates joined once per word.
import { SITE_CODES } from '@sealens/domain';

import type { MarketSql } from '../market-sql';
import { SITE_PROFILES } from '../site-profiles';
import { SUMMARY_LONGEST_DAYS, TREND_DAYS, WORKBENCH_WINDOW_DAYS } from './workbench-derive';
import { rebuildTable, SHOP_FIGURE_PERIODS } from './workbench-shop-derive';

const TABLE = 'market_workbench_keywords';

/** A word row's figure periods: the rankings' and the explanation page's longest, as a shop's. */
export const KEYWORD_FIGURE_PERIODS = SHOP_FIGURE_PERIODS;
/** Days back the product base is compared with (the blue-ocean index's competition growth). */
export const PRODUCT_BASE_GROWTH_DAYS = 30;

const RATES = SITE_CODES.map((s) => `('${s}', ${SITE_PROFILES[s].perUsd}::float8)`).join(', ');

/** `sum(<value>) filter (where the <from>th to the <to>th day before $1)` (0 = $1 itself). */
const within = (value: string, from: number, to: number) =>
  `coalesce(sum(${value}) filter (where day <= $1::date - ${from} and day > $1::date - ${to}), 0)`;

/** Math.round(x * 100) / 100 of the domain, in SQL (round() of float8 rounds halves away from zero, Math.round up). */
const sqlRound2 = (expr: string) => `(floor((${expr}) * 100 + 0.5) / 100)`;

/**
 * The blue-ocean index of libs/domain blueOceanIndex in SQL over a word row `r` (its columns as the
 * table names them), from the inputs rounded as a ranking row rounds them, so the stored index is
 * the rows' `blueOcean`. The ranking lists it only when the history holds the 30 days before the
 * last 30 (a row shows no demand input before: workbench-keyword-queries.ts).
 */
function blueOceanSql(r: string): string {
  const searchGrowth = `case when ${r}.prev_search_30 > 0 then ${sqlRound2(`((${r}.search_30 - ${r}.prev_search_30)::float8 / ${r}.prev_search_30) * 100`)} end`;
  const baseGrowth = `case when ${r}.prev_product_base > 0 then ${sqlRound2(`((${r}.product_base - ${r}.prev_product_base)::float8 / ${r}.prev_product_base) * 100`)} end`;
  const perShop = `case when ${r}.found_shops > 0 then ${sqlRound2(`${r}.found_units_30::float8 / ${r}.found_shops`)} end`;
  return `(select case when i.sg is not null and 100 + i.bg > 0 and i.ps >= 0 then ${sqlRound2('greatest(0, 100 + i.sg) / (100 + i.bg) * log10(1 + i.ps)')} end
    from (select ${searchGrowth} as sg, ${baseGrowth} as bg, ${perShop} as ps) i)`;
}

/** Recomputes the workbench's search-word table for `day` (after the product table: it reads its rows). */
export async function deriveWorkbenchKeywords(tx: MarketSql, day: string): Promise<void> {
  const periods = KEYWORD_FIGURE_PERIODS;
  const figures = periods.flatMap((p) => [`${within('search_index', 0, p)} as search_${p}`, `${within('search_index', p, 2 * p)} as prev_search_${p}`]);
  const before = ([1, 7, 30] as const).map((p) => `${within('search_index', 2 * p, 3 * p)} as prev2_search_${p}`);
  const periodColumns = periods.flatMap((p) => [`search_${p}`, `prev_search_${p}`]);
  const columns = [
    'keyword_id', 'day', 'site', 'type_id', 'keyword', 'per_usd', 'first_seen_day', ...periodColumns, 'prev2_search_1', 'prev2_search_7', 'prev2_search_30',
    'product_base', 'prev_product_base', 'recommended_bid', 'top_goods', 'related_ids', 'found_units_30', 'found_shops', 'trend',
  ];
  await rebuildTable(tx, TABLE, (next) =>
    tx.query(
      `insert into ${next} (${columns.join(', ')}, blue_ocean)
select x.*, ${blueOceanSql('x')} from (
select k.keyword_id, $1::date, k.site, k.type_id, k.keyword, r.per_usd,
  case when f.first_day > h.first_day then f.first_day end,
  ${periodColumns.map((c) => `d.${c}`).join(', ')}, d.prev2_search_1, d.prev2_search_7, d.prev2_search_30,
  coalesce(d.base_now, k.product_base) as product_base, d.base_before as prev_product_base, coalesce(d.bid_now, k.recommended_bid),
  k.top_goods, k.related_ids, coalesce(fp.units, 0) as found_units_30, coalesce(fp.shops, 0) as found_shops,
  case
    when t.t_at is null then array_fill(0, array[${TREND_DAYS}])
    when cardinality(t.t_at) = ${TREND_DAYS} then t.t_search
    else array(select coalesce(t.t_search[array_position(t.t_at, g)], 0) from generate_series(0, ${TREND_DAYS - 1}) g order by g)
  end
from (
  select keyword_id,
    ${figures.join(',\n    ')},
    ${before.join(',\n    ')},
    max(product_base) filter (where day = $1::date) as base_now,
    max(product_base) filter (where day = $1::date - ${PRODUCT_BASE_GROWTH_DAYS}) as base_before,
    max(recommended_bid) filter (where day = $1::date) as bid_now
  from market_keyword_days
  where day > $1::date - ${2 * SUMMARY_LONGEST_DAYS} and day <= $1::date
  group by keyword_id
  -- A word of the table was searched within the rankings' window.
  having coalesce(sum(search_index) filter (where day > $1::date - ${WORKBENCH_WINDOW_DAYS}), 0) > 0
) d
join market_keywords k on k.keyword_id = d.keyword_id
join (values ${RATES}) as r(site, per_usd) on r.site = k.site
left join (
  select keyword_id, array_agg(search_index order by day) as t_search, array_agg(day - ($1::date - ${TREND_DAYS - 1}) order by day) as t_at
  from market_keyword_days where day > $1::date - ${TREND_DAYS} and day <= $1::date group by keyword_id
) t on t.keyword_id = d.keyword_id
-- What it finds: its top products' 30-day units, and the shops that sold them.
left join (
  select w.keyword_id, sum(p.units_30)::int8 as units, count(distinct p.shop_id) filter (where p.units_30 > 0) as shops
  from market_keywords w cross join lateral unnest(w.top_goods) as g(goods_id)
  join market_workbench_products p on p.goods_id = g.goods_id
  group by w.keyword_id
) fp on fp.keyword_id = d.keyword_id
left join (select keyword_id, min(day) as first_day from market_keyword_days where day <= $1::date group by keyword_id) f on f.keyword_id = d.keyword_id
cross join (select min(day) as first_day from market_keyword_days) h
-- In the order of the rankings' scopes (a site's category on few pages), as the product table.
order by k.site, k.type_id
) x`,
      [day],
    ).then(() => undefined),
  );
}
