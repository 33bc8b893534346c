// The workbench's derived live tables (issue 32), recomputed in the derive job with the other
// workbench tables (derive.ts): the live sessions of the item window (WORKBENCH_WINDOW_DAYS, so a
// 90-day period has the 90 days before it) with their shop's name and category, their peak viewers
// and how many products they showed (market_workbench_lives), and the products they showed with the
// product's attributes (market_workbench_live_goods). The live analysis reads them alone
// (queries/workbench-live-queries.ts), one statement an answer. Set-based: one insert a table.
import { SITE_CODES } from '@sealens/domain';

import type { MarketSql } from '../market-sql';
import { SITE_PROFILES } from '../site-profiles';
import { WORKBENCH_WINDOW_DAYS } from './workbench-derive';
import { rebuildTable } from './workbench-shop-derive';

const RATES = SITE_CODES.map((s) => `('${s}', ${SITE_PROFILES[s].perUsd}::float8)`).join(', ');

/** Recomputes the workbench's live tables for `day` (the data day), inside the caller's transaction. */
export async function deriveWorkbenchLives(tx: MarketSql, day: string): Promise<void> {
  const window = `day > $1::date - ${WORKBENCH_WINDOW_DAYS} and day <= $1::date`;
  await rebuildTable(tx, 'market_workbench_lives', (next) =>
    tx
      .query(
        `insert into ${next} (live_id, site, day, shop_id, shop_name, type_id, start_at, minutes, viewers, peak_viewers, sales, gmv, per_usd, viewer_curve, goods)
with g as (select live_id, count(*)::int as goods from market_live_goods where ${window} group by live_id)
select l.live_id, l.site, l.day, l.shop_id, s.name, s.type_id, l.start_at, l.minutes, l.viewers,
  -- A session without a curve (a feed from before it) has no peak: 0 with an empty curve, read as unknown.
  coalesce((select max(v) from unnest(l.viewer_curve) v), 0), l.sales, l.gmv, r.per_usd, coalesce(l.viewer_curve, '{}'), coalesce(g.goods, 0)
from market_lives l
join market_shops s on s.shop_id = l.shop_id
join (values ${RATES}) as r(site, per_usd) on r.site = l.site
left join g on g.live_id = l.live_id
where l.${window.replace('and day', 'and l.day')}
order by l.site, l.day, l.live_id`,
        [day],
      )
      .then(() => undefined),
  );
  await rebuildTable(tx, 'market_workbench_live_goods', (next) =>
    tx
      .query(
        `insert into ${next} (live_id, goods_id, site, day, shop_id, shop_name, brand_id, brand_name, type_id, title, image, sales, gmv, per_usd)
select g.live_id, g.goods_id, g.site, g.day, p.shop_id, coalesce(s.name, ''), p.brand_id, b.name, p.type_id, p.title, p.image, g.sales, g.gmv, r.per_usd
from market_live_goods g
join market_products p on p.goods_id = g.goods_id
left join market_shops s on s.shop_id = p.shop_id
left join market_brands b on b.brand_id = p.brand_id
join (values ${RATES}) as r(site, per_usd) on r.site = g.site
where g.${window.replace('and day', 'and g.day')}
order by g.site, g.day, g.live_id, g.goods_id`,
        [day],
      )
      .then(() => undefined),
  );
}
