// The short-video marketplace's derive step (issue 32 item 4), run in the derive job after the first
// marketplace's tables (derive.ts), set-based, inside the job's transaction:
// - market_tt_days: the daily figures of every product, shop, video and creator over TT_WINDOW_DAYS:
//   units and sales value in all, from videos and from lives, views and likes gained (a video's counters'
//   rise since its previous day; a creator's, their videos'), and the commission the creators earned
//   (sales value from videos and lives times the product's commission rate);
// - market_tt_items: one row per item with its 1, 7 and 30 days' sums and the periods before them (growth),
//   its 30-day series (a video's views, the others' units) and its attributes: what a ranking reads alone;
// - market_tt_creator_goods: each creator's products over 30 days with units, sales value and commission,
//   what a creator's page lists (and, by product, a product's creators).
import type { MarketSql } from '../market-sql';
import { SITE_PROFILES } from '../site-profiles';
import { TIKTOK_SITES, VIDEO_ACTIVE_DAYS } from '../sim/tiktok';

/** Days of daily figures kept: the longest period (30) and the 30 before it. */
export const TT_WINDOW_DAYS = 60;
export const TT_PERIODS = [1, 7, 30] as const;
export type TtPeriod = (typeof TT_PERIODS)[number];
export const TT_ENTITIES = ['tt-product', 'tt-shop', 'video', 'creator'] as const;
export type TtEntity = (typeof TT_ENTITIES)[number];
/** Points of an item's series (`trend`). */
export const TT_TREND_DAYS = 30;

const RATES = TIKTOK_SITES.map((s) => `('${s}', ${SITE_PROFILES[s].perUsd}::float8)`).join(', ');
const window = (alias: string) => `${alias}.day > $1::date - ${TT_WINDOW_DAYS} and ${alias}.day <= $1::date`;
const FIGURES = ['units', 'gmv', 'video_units', 'video_gmv', 'live_units', 'live_gmv', 'views', 'likes', 'commission'] as const;

/**
 * The tables the derive reads, analysed first: the importer fills them in the same job, and with the
 * planner's statistics of the empty tables the videos' statement joined its day sums in a nested loop,
 * 94.7 s of a fresh small-scale start (0.26 s analysed).
 */
export const TT_DERIVE_INPUTS = ['market_tt_product_days', 'market_tt_video_days', 'market_tt_video_goods', 'market_tt_live_goods', 'market_tt_products', 'market_tt_videos', 'market_tt_lives'] as const;

/**
 * What a buyer of a video's or live's product is worth in views or viewers (issue 33): the feed shows no
 * channel's units, only a video's views and a live's viewers, so a product's estimated units of a day are
 * shared by the exposure each of its videos (views gained that day) and lives (viewers) gave it at these
 * rates; what the exposure does not account for is the shop's own card and search.
 */
export const TT_BUYERS_PER_VIEW = 0.0014;
export const TT_BUYERS_PER_VIEWER = 0.002;

/**
 * Attributes each product day's estimate to the videos and lives that showed the product (issue 33): each
 * gets its exposure's units at the rates above, all of them scaled down to the product's estimate where they
 * would exceed it (floored, so the channels never exceed the product), with the estimate's interval scaled
 * alike. A video's views gained a day are its counter's rise; on its first day in the data, the share of
 * its counter a video's views decay (VIDEO_DECAY) gives that day.
 */
async function attributeChannels(tx: MarketSql, day: string): Promise<void> {
  await tx.exec('drop table if exists tt_attribution');
  await tx.query(
    `create temp table tt_attribution as
with vd as (
  select d.video_id, d.day,
    case when lag(d.views) over w is not null then greatest(0, d.views - lag(d.views) over w)
      else d.views * 0.28 * power(0.72, greatest(0, d.day - (v.posted_at + interval '8 hours')::date)) / (1 - power(0.72, greatest(0, d.day - (v.posted_at + interval '8 hours')::date) + 1)) end as gained
  from market_tt_video_days d join market_tt_videos v on v.video_id = d.video_id
  where d.day > $1::date - ${TT_WINDOW_DAYS + 1} and d.day <= $1::date
  window w as (partition by d.video_id order by d.day)
),
ex as (
  select 'v' as kind, vg.video_id as source_id, vg.goods_id, vg.day, vd.gained * ${TT_BUYERS_PER_VIEW} as e
  from market_tt_video_goods vg join vd on vd.video_id = vg.video_id and vd.day = vg.day where ${window('vg')}
  union all
  select 'l', lg.live_id, lg.goods_id, lg.day, l.viewers * ${TT_BUYERS_PER_VIEWER}
  from market_tt_live_goods lg join market_tt_lives l on l.live_id = lg.live_id where ${window('lg')}
),
tot as (select goods_id, day, sum(e) as total from ex group by 1, 2)
select ex.kind, ex.source_id, ex.goods_id, ex.day, d.price, d.sales, d.sales_low, d.sales_high,
  ex.e / greatest(tot.total, d.sales, 1e-9) as share
from ex join tot on tot.goods_id = ex.goods_id and tot.day = ex.day
join market_tt_product_days d on d.goods_id = ex.goods_id and d.day = ex.day`,
    [day],
  );
  const set = `sales = floor(a.share * a.sales)::int, gmv = round((floor(a.share * a.sales) * a.price)::numeric, 2)::float8,
  sales_low = floor(a.share * a.sales_low)::int, sales_high = ceil(a.share * a.sales_high)::int`;
  await tx.exec(`update market_tt_video_goods g set ${set} from tt_attribution a where a.kind = 'v' and g.video_id = a.source_id and g.goods_id = a.goods_id and g.day = a.day`);
  await tx.exec(`update market_tt_live_goods g set ${set} from tt_attribution a where a.kind = 'l' and g.live_id = a.source_id and g.goods_id = a.goods_id`);
  await tx.exec('drop table tt_attribution');
}

/** Recomputes the TikTok derived tables for `day` (the data day), inside the caller's transaction. */
export async function deriveTiktok(tx: MarketSql, day: string): Promise<void> {
  await tx.exec(`analyze ${TT_DERIVE_INPUTS.join(', ')}`);
  await attributeChannels(tx, day);
  await tx.exec('delete from market_tt_days');
  const insert = `insert into market_tt_days (entity, item_id, day, site, ${FIGURES.join(', ')})`;
  // Products: the day's units over every channel, and what videos and lives sold of them.
  await tx.query(
    `${insert}
with vg as (select goods_id, day, sum(sales) as u, sum(gmv) as g from market_tt_video_goods d where ${window('d')} group by 1, 2),
lg as (select goods_id, day, sum(sales) as u, sum(gmv) as g from market_tt_live_goods d where ${window('d')} group by 1, 2)
select 'tt-product', d.goods_id, d.day, d.site, d.sales, d.gmv, coalesce(vg.u, 0), coalesce(vg.g, 0), coalesce(lg.u, 0), coalesce(lg.g, 0), 0, 0,
  (coalesce(vg.g, 0) + coalesce(lg.g, 0)) * p.commission_rate / 100
from market_tt_product_days d
join market_tt_products p on p.goods_id = d.goods_id
left join vg on vg.goods_id = d.goods_id and vg.day = d.day
left join lg on lg.goods_id = d.goods_id and lg.day = d.day
where ${window('d')}`,
    [day],
  );
  await tx.query(
    `${insert}
select 'tt-shop', p.shop_id, t.day, min(t.site), ${FIGURES.map((f) => `sum(t.${f})`).join(', ')}
from market_tt_days t join market_tt_products p on p.goods_id = t.item_id
where t.entity = 'tt-product'
group by p.shop_id, t.day`,
    [],
  );
  await tx.exec('analyze market_tt_days');
  // Videos: views and likes gained since the video's previous day in the data. A video first seen after
  // the day it was posted (before the history) gained an unknown part of its counters: none is counted.
  await tx.query(
    `${insert}
with d as (
  select d.video_id, d.day, d.site, d.views, d.likes,
    lag(d.views) over w as prev_views, lag(d.likes) over w as prev_likes
  from market_tt_video_days d
  where d.day > $1::date - ${TT_WINDOW_DAYS + VIDEO_ACTIVE_DAYS} and d.day <= $1::date
  window w as (partition by d.video_id order by d.day)
),
g as (
  select vg.video_id, vg.day, sum(vg.sales) as u, sum(vg.gmv) as g, sum(vg.gmv * p.commission_rate / 100) as c
  from market_tt_video_goods vg join market_tt_products p on p.goods_id = vg.goods_id
  where ${window('vg')} group by 1, 2
)
select 'video', d.video_id, d.day, d.site, coalesce(g.u, 0), coalesce(g.g, 0), coalesce(g.u, 0), coalesce(g.g, 0), 0, 0,
  case when d.prev_views is not null then greatest(0, d.views - d.prev_views) when (v.posted_at + interval '8 hours')::date >= d.day - 1 then d.views else 0 end,
  case when d.prev_likes is not null then greatest(0, d.likes - d.prev_likes) when (v.posted_at + interval '8 hours')::date >= d.day - 1 then d.likes else 0 end,
  coalesce(g.c, 0)
from d
join market_tt_videos v on v.video_id = d.video_id
left join g on g.video_id = d.video_id and g.day = d.day
where ${window('d')}`,
    [day],
  );
  await tx.exec('analyze market_tt_days');
  // Creators: their videos' days, and what their lives sold.
  await tx.query(
    `${insert}
with vd as (
  select v.creator_id, t.day, min(t.site) as site, sum(t.units) as u, sum(t.gmv) as g, sum(t.views) as views, sum(t.likes) as likes, sum(t.commission) as c
  from market_tt_days t join market_tt_videos v on v.video_id = t.item_id
  where t.entity = 'video' group by 1, 2
),
ld as (
  select l.creator_id, lg.day, min(lg.site) as site, sum(lg.sales) as u, sum(lg.gmv) as g, sum(lg.gmv * p.commission_rate / 100) as c
  from market_tt_live_goods lg join market_tt_lives l on l.live_id = lg.live_id join market_tt_products p on p.goods_id = lg.goods_id
  where ${window('lg')} group by 1, 2
)
select 'creator', coalesce(vd.creator_id, ld.creator_id), coalesce(vd.day, ld.day), coalesce(vd.site, ld.site),
  coalesce(vd.u, 0) + coalesce(ld.u, 0), coalesce(vd.g, 0) + coalesce(ld.g, 0), coalesce(vd.u, 0), coalesce(vd.g, 0), coalesce(ld.u, 0), coalesce(ld.g, 0),
  coalesce(vd.views, 0), coalesce(vd.likes, 0), coalesce(vd.c, 0) + coalesce(ld.c, 0)
from vd full join ld on ld.creator_id = vd.creator_id and ld.day = vd.day`,
    [day],
  );

  // Each creator's products over 30 days (videos and lives), with the commission earned on them.
  await tx.exec('delete from market_tt_creator_goods');
  await tx.query(
    `insert into market_tt_creator_goods (creator_id, goods_id, site, units_30, gmv_30, commission_30, videos_30, lives_30)
with sold as (
  select v.creator_id, vg.goods_id, vg.site, vg.sales, vg.gmv, vg.video_id, null::int8 as live_id
  from market_tt_video_goods vg join market_tt_videos v on v.video_id = vg.video_id
  where vg.day > $1::date - 30 and vg.day <= $1::date
  union all
  select l.creator_id, lg.goods_id, lg.site, lg.sales, lg.gmv, null, lg.live_id
  from market_tt_live_goods lg join market_tt_lives l on l.live_id = lg.live_id
  where lg.day > $1::date - 30 and lg.day <= $1::date
)
select s.creator_id, s.goods_id, min(s.site), sum(s.sales), sum(s.gmv), sum(s.gmv) * min(p.commission_rate) / 100,
  count(distinct s.video_id), count(distinct s.live_id)
from sold s join market_tt_products p on p.goods_id = s.goods_id
group by s.creator_id, s.goods_id`,
    [day],
  );

  await tx.exec('delete from market_tt_items');
  const periodSums = TT_PERIODS.flatMap((p) => [
    ...FIGURES.map((f) => `sum(t.${f}) filter (where t.day > $1::date - ${p}) as ${f}_${p}`),
    `sum(t.units) filter (where t.day <= $1::date - ${p} and t.day > $1::date - ${2 * p}) as prev_units_${p}`,
    `sum(t.gmv) filter (where t.day <= $1::date - ${p} and t.day > $1::date - ${2 * p}) as prev_gmv_${p}`,
  ]);
  const periodColumns = TT_PERIODS.flatMap((p) => [...FIGURES.map((f) => `${f}_${p}`), `prev_units_${p}`, `prev_gmv_${p}`]);
  // Counts of 30 days: distinct creators, videos and lives per product, shop and creator.
  await tx.query(
    `insert into market_tt_items (entity, item_id, site, type_id, name, image, parent_id, parent_name, price, commission_rate, rating, followers, since,
  views_total, likes_total, comments_total, shares_total, products, creators, videos, lives, per_usd, ${periodColumns.join(', ')}, trend)
with a as (
  select t.entity, t.item_id, min(t.site) as site, ${periodSums.join(', ')}
  from market_tt_days t group by t.entity, t.item_id
),
-- The days an item has, with their place in the series; the missing ones are zeros (below). Each item
-- crossed with the 30 days and joined back was ~40 M rows sorted at the large scale (over 15 minutes).
series as (
  select t.entity, t.item_id,
    array_agg((case when t.entity = 'video' then t.views else t.units end)::int order by t.day) as t_values,
    array_agg(t.day - ($1::date - ${TT_TREND_DAYS - 1}) order by t.day) as t_at
  from market_tt_days t where t.day > $1::date - ${TT_TREND_DAYS} and t.day <= $1::date
  group by t.entity, t.item_id
),
promo as (
  select vg.goods_id, v.creator_id, vg.video_id, null::int8 as live_id from market_tt_video_goods vg join market_tt_videos v on v.video_id = vg.video_id
  where vg.day > $1::date - 30 and vg.day <= $1::date
  union all
  select lg.goods_id, l.creator_id, null, lg.live_id from market_tt_live_goods lg join market_tt_lives l on l.live_id = lg.live_id
  where lg.day > $1::date - 30 and lg.day <= $1::date
),
per_goods as (select goods_id, count(distinct creator_id)::int as creators, count(distinct video_id)::int as videos, count(distinct live_id)::int as lives from promo group by goods_id),
per_shop as (
  select p.shop_id, count(distinct pr.creator_id)::int as creators, count(distinct pr.video_id)::int as videos, count(distinct pr.live_id)::int as lives
  from promo pr join market_tt_products p on p.goods_id = pr.goods_id group by p.shop_id
),
-- A shop's products: those that sold in the 30 days.
shop_products as (
  select p.shop_id, count(distinct p.goods_id)::int as n from market_tt_days t join market_tt_products p on p.goods_id = t.item_id
  where t.entity = 'tt-product' and t.day > $1::date - 30 and t.units > 0 group by p.shop_id
),
latest_video as (
  select distinct on (video_id) video_id, views, likes, comments, shares from market_tt_video_days where day <= $1::date order by video_id, day desc
),
video_goods as (select video_id, count(distinct goods_id)::int as n from market_tt_video_goods where day <= $1::date group by video_id),
creator_goods as (select creator_id, count(*)::int as n from market_tt_creator_goods group by creator_id),
creator_videos as (
  select creator_id, count(*)::int as n from market_tt_videos
  where posted_at > ($1::date - 30)::timestamp - interval '8 hours' and posted_at <= ($1::date + 1)::timestamp - interval '8 hours' group by creator_id
),
creator_lives as (select creator_id, count(*)::int as n from market_tt_lives where day > $1::date - 30 and day <= $1::date group by creator_id)
select a.entity, a.item_id, a.site,
  coalesce(p.type_id, s.type_id, vc.type_id, c.type_id, 0),
  coalesce(p.title, s.name, v.title, c.name, ''),
  coalesce(p.image, s.logo, v.cover, c.avatar, ''),
  coalesce(p.shop_id, v.creator_id),
  coalesce(ps.name, vc.handle, c.handle),
  p.price, p.commission_rate, coalesce(p.rating, s.rating),
  coalesce(s.followers, c.followers),
  coalesce(p.listed_at, s.opened_at, v.posted_at),
  lv.views, lv.likes, lv.comments, lv.shares,
  case a.entity when 'tt-product' then 1 when 'tt-shop' then coalesce(sp.n, 0) when 'video' then coalesce(vgc.n, 0) else coalesce(cg.n, 0) end,
  case a.entity when 'tt-product' then coalesce(pg.creators, 0) when 'tt-shop' then coalesce(psh.creators, 0) else 1 end,
  case a.entity when 'tt-product' then coalesce(pg.videos, 0) when 'tt-shop' then coalesce(psh.videos, 0) when 'video' then 1 else coalesce(cv.n, 0) end,
  case a.entity when 'tt-product' then coalesce(pg.lives, 0) when 'tt-shop' then coalesce(psh.lives, 0) when 'video' then 0 else coalesce(cl.n, 0) end,
  r.per_usd,
  ${periodColumns.map((c) => `coalesce(a.${c}, 0)`).join(', ')},
  case
    when series.t_at is null then array_fill(0, array[${TT_TREND_DAYS}])
    when cardinality(series.t_at) = ${TT_TREND_DAYS} then series.t_values
    else array(select coalesce(series.t_values[array_position(series.t_at, g)], 0) from generate_series(0, ${TT_TREND_DAYS - 1}) g order by g)
  end
from a
join (values ${RATES}) as r(site, per_usd) on r.site = a.site
left join market_tt_products p on a.entity = 'tt-product' and p.goods_id = a.item_id
left join market_tt_shops ps on ps.shop_id = p.shop_id
left join market_tt_shops s on a.entity = 'tt-shop' and s.shop_id = a.item_id
left join market_tt_videos v on a.entity = 'video' and v.video_id = a.item_id
left join market_tt_creators vc on vc.creator_id = v.creator_id
left join market_tt_creators c on a.entity = 'creator' and c.creator_id = a.item_id
left join series on series.entity = a.entity and series.item_id = a.item_id
left join per_goods pg on a.entity = 'tt-product' and pg.goods_id = a.item_id
left join per_shop psh on a.entity = 'tt-shop' and psh.shop_id = a.item_id
left join shop_products sp on a.entity = 'tt-shop' and sp.shop_id = a.item_id
left join latest_video lv on a.entity = 'video' and lv.video_id = a.item_id
left join video_goods vgc on a.entity = 'video' and vgc.video_id = a.item_id
left join creator_goods cg on a.entity = 'creator' and cg.creator_id = a.item_id
left join creator_videos cv on a.entity = 'creator' and cv.creator_id = a.item_id
left join creator_lives cl on a.entity = 'creator' and cl.creator_id = a.item_id`,
    [day],
  );
}
