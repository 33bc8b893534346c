// Event marketing's derived tables (issue 32 item 2), computed in the derive job (derive.ts) so that
// GET /campaigns (queries/workbench-campaign-queries.ts) reads rows instead of every product's days:
// - market_workbench_normal_prices: each product with a flash-sale or campaign slot in the last 90
//   days, its normal price for each period the slots view takes (the median of its daily prices on
//   days without a slot of any kind, over NORMAL_PRICE_DAYS days before the period through the data
//   day), rebuilt at every derive; market_state's `workbench_campaign_day` names the day it is of.
// - market_workbench_slots: those 90 days' flash-sale and campaign slots with their product's site,
//   category and normal prices and their starting hour (market time), so the slots view and the
//   probe read one table.
// - market_workbench_campaign_goods: per campaign day the history holds with its baseline, the
//   products that sold more that day than the mean of their CAMPAIGN_BASELINE_DAYS days before, with
//   both days' units and the day's sales value (site currency and US dollars), numbered most gained
//   first over all sites and within its site. A day's rows change only when one of its 8 days is
//   imported again, so a day is recomputed only then: market_workbench_campaign_days keeps the
//   newest import time of its days it was computed from.
// - market_workbench_campaign_totals: the units and sales value of each scope (a site in its money
//   or 'ALL' in dollars, a category or 0 for all) on those days and the 7 before each, summed from
//   the category days (so after the month rows that make them), rebuilt at every derive.
import { SITE_CODES } from '@sealens/domain';

import type { MarketSql } from '../market-sql';
import { CAMPAIGN_BASELINE_DAYS, CAMPAIGN_DERIVED_DAY_KEY, NORMAL_PRICE_DAYS, PRICED_SLOT_KINDS } from '../queries/workbench-campaign-queries';
import { SITE_PROFILES } from '../site-profiles';
import { WORKBENCH_PERIODS } from './workbench-derive';
import { rebuildTable } from './workbench-shop-derive';

const RATES = SITE_CODES.map((s) => `('${s}', ${SITE_PROFILES[s].perUsd}::float8)`).join(', ');
const LONGEST = Math.max(...WORKBENCH_PERIODS);
const KINDS = PRICED_SLOT_KINDS.map((k) => `'${k}'`).join(', ');

/** Recomputes event marketing's derived tables for `day` (the data day), inside the caller's transaction. */
export async function deriveWorkbenchCampaigns(tx: MarketSql, day: string): Promise<void> {
  await deriveNormalPrices(tx, day);
  await deriveSlots(tx, day);
  const campaignDays = await deriveCampaignGoods(tx, day);
  await deriveCampaignTotals(tx, campaignDays);
  await tx.query(`insert into market_state (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value`, [CAMPAIGN_DERIVED_DAY_KEY, day]);
}

async function deriveNormalPrices(tx: MarketSql, day: string): Promise<void> {
  const span = LONGEST + NORMAL_PRICE_DAYS;
  const medians = WORKBENCH_PERIODS.map(
    (p) => `percentile_cont(0.5) within group (order by d.price) filter (where d.day > $1::date - ${p + NORMAL_PRICE_DAYS})::float8 as normal_${p}`,
  );
  await rebuildTable(tx, 'market_workbench_normal_prices', (next) =>
    tx
      .query(
        `insert into ${next} (goods_id, ${WORKBENCH_PERIODS.map((p) => `normal_${p}`).join(', ')})
with goods as (select distinct goods_id from market_slots where day > $1::date - ${LONGEST} and day <= $1::date and kind in (${KINDS})),
slotted as (select distinct goods_id, day from market_slots where day > $1::date - ${span} and day <= $1::date and goods_id in (select goods_id from goods))
select d.goods_id, ${medians.join(', ')}
from market_product_days d left join slotted x on x.goods_id = d.goods_id and x.day = d.day
where d.goods_id in (select goods_id from goods) and d.day > $1::date - ${span} and d.day <= $1::date and x.goods_id is null
group by d.goods_id
order by d.goods_id`,
        [day],
      )
      .then(() => undefined),
  );
}

/** Recomputes the gainers of the campaign days whose days were imported since; answers every campaign day held. */
async function deriveSlots(tx: MarketSql, day: string): Promise<void> {
  const normals = WORKBENCH_PERIODS.map((p) => `n.normal_${p}`).join(', ');
  await rebuildTable(tx, 'market_workbench_slots', (next) =>
    tx
      .query(
        `insert into ${next} (slot_id, site, day, kind, goods_id, type_id, start_at, end_at, hour, slot_price, sales, per_usd, ${normals.replaceAll('n.', '')})
select s.slot_id, s.site, s.day, s.kind, s.goods_id, p.type_id, s.start_at, s.end_at, extract(hour from s.start_at at time zone 'Asia/Shanghai')::int,
  s.slot_price, s.sales, r.per_usd, ${normals}
from market_slots s join market_products p on p.goods_id = s.goods_id join (values ${RATES}) as r(site, per_usd) on r.site = s.site
left join market_workbench_normal_prices n on n.goods_id = s.goods_id
where s.day > $1::date - ${LONGEST} and s.day <= $1::date and s.kind in (${KINDS})
order by s.day, s.site, s.slot_id`,
        [day],
      )
      .then(() => undefined),
  );
}

async function deriveCampaignGoods(tx: MarketSql, day: string): Promise<string[]> {
  const B = CAMPAIGN_BASELINE_DAYS;
  // The double days from the history's first day with a whole baseline through the data day, each
  // with the newest import of its days; those not derived from that import are (re)computed.
  const days = await tx.query<{ day: string; imported_at: string | null; derived: string | null }>(
    `with held as (select min(day) as start from market_feed_days where items and complete),
candidates as (
  select c.day::date as day from held, generate_series(held.start + ${B}, $1::date, interval '1 day') as c(day)
  where extract(month from c.day) = extract(day from c.day)
)
select c.day::text as day, (select max(f.imported_at) from market_feed_days f where f.day >= c.day - ${B} and f.day <= c.day)::text as imported_at,
  w.imported_at::text as derived
from candidates c left join market_workbench_campaign_days w on w.day = c.day`,
    [day],
  );
  await tx.query(`delete from market_workbench_campaign_goods where day not in (select unnest($1::date[]))`, [days.map((d) => d.day)]);
  await tx.query(`delete from market_workbench_campaign_days where day not in (select unnest($1::date[]))`, [days.map((d) => d.day)]);
  // A day none of whose days came through the feed has nothing to derive.
  const stale = days.filter((d) => d.imported_at !== null && d.derived !== d.imported_at);
  if (stale.length === 0) return days.map((d) => d.day);
  const staleDays = stale.map((d) => d.day);
  await tx.query(`delete from market_workbench_campaign_goods where day = any($1::date[])`, [staleDays]);
  // The same sums the on-the-fly answer makes (workbench-campaign-queries.ts), for every site at once.
  await tx.query(
    `insert into market_workbench_campaign_goods (day, goods_id, site, type_id, units, baseline_units, gmv, gmv_usd, rank_all, rank_site)
select *, row_number() over (partition by day order by units - b_units desc, units desc, goods_id),
  row_number() over (partition by day, site order by units - b_units desc, units desc, goods_id)
from (
  select c.day, d.goods_id, p.site, p.type_id,
    sum(d.sales) filter (where d.day = c.day)::float8 as units, (sum(d.sales) filter (where d.day < c.day) / ${B}.0)::float8 as b_units,
    coalesce(sum(d.sales * d.price) filter (where d.day = c.day), 0)::float8 as gmv,
    coalesce(sum(d.sales * d.price / r.per_usd) filter (where d.day = c.day), 0)::float8 as gmv_usd
  from unnest($1::date[]) as c(day)
  join market_product_days d on d.day >= c.day - ${B} and d.day <= c.day
  join market_products p on p.goods_id = d.goods_id join (values ${RATES}) as r(site, per_usd) on r.site = p.site
  group by c.day, d.goods_id, p.site, p.type_id
) g where units > b_units`,
    [staleDays],
  );
  await tx.query(
    `insert into market_workbench_campaign_days (day, imported_at) select * from unnest($1::date[], $2::timestamptz[])
on conflict (day) do update set imported_at = excluded.imported_at`,
    [staleDays, stale.map((d) => d.imported_at)],
  );
  await tx.exec('analyze market_workbench_campaign_goods');
  return days.map((d) => d.day);
}

async function deriveCampaignTotals(tx: MarketSql, campaignDays: string[]): Promise<void> {
  const B = CAMPAIGN_BASELINE_DAYS;
  await rebuildTable(tx, 'market_workbench_campaign_totals', (next) =>
    tx
      .query(
        `insert into ${next} (day, site, type_id, units, gmv)
select day, coalesce(site, 'ALL'), coalesce(type_id, 0), sum(units)::float8, (case when site is null then sum(gmv_usd) else sum(gmv) end)::float8
from market_workbench_category_days c
where exists (select 1 from unnest($1::date[]) as w(day) where c.day >= w.day - ${B} and c.day <= w.day)
group by grouping sets ((day, site, type_id), (day, site), (day, type_id), (day))
order by 2, 3, 1`,
        [campaignDays],
      )
      .then(() => undefined),
  );
}
