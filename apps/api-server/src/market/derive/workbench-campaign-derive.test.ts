// Event marketing's derive step (issue 32 item 2) on a hand-written market whose figures are worked
// out by hand: the normal prices of the four periods (slot days left out, a banner's day too), the
// campaign day's gainers of two sites in their money and in dollars, and a day recomputed only when
// one of its days is imported again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../../db/database';
import { openTestDatabase } from '../../security/test-database';
import { addDays } from '../days';
import { marketSqlOf, type MarketSql } from '../market-sql';
import { ensureMonthPartitions } from '../partitions';
import { SITE_PROFILES } from '../site-profiles';
import { CAMPAIGN_DERIVED_DAY_KEY } from '../queries/workbench-campaign-queries';
import { deriveWorkbenchCampaigns } from './workbench-campaign-derive';

// The data day is the campaign day 10.10; the item history starts on 10.1 (9.9 lies before it).
const D = '2026-10-10';
const START = '2026-10-01';
let database: OpenDatabase;
let sql: MarketSql;
let slotId = 1;
const n = (v: unknown) => (v === null ? null : Number(v));

async function product(goodsId: number, site: string, days: [day: string, sales: number, price: number][]) {
  await sql.query(
    `insert into market_products (goods_id, site, type_id, shop_id, brand_id, title, image, price, stock, rating, rating_count, likes, comments, listed_at, last_day)
     values ($1, $2, 100, 1, null, $3, '/demo/p.png', 10, 1, 4.5, 1, 1, 1, '2026-01-01T00:00:00Z', $4)`,
    [goodsId, site, `Product ${goodsId}`, D],
  );
  for (const [day, sales, price] of days) {
    await sql.query(`insert into market_product_days (day, goods_id, sales, price, stock) values ($1, $2, $3, $4, 5)`, [day, goodsId, sales, price]);
  }
}

async function slot(goodsId: number, site: string, day: string, kind: string) {
  await sql.query(
    `insert into market_slots (slot_id, site, day, kind, goods_id, start_at, end_at, slot_price, sales) values ($1, $2, $3, $4, $5, $6, $7, 1, 1)`,
    [slotId++, site, day, kind, goodsId, `${day}T02:00:00Z`, `${day}T04:00:00Z`],
  );
}

const week = (from: string, sales: number, price = 10) => Array.from({ length: 7 }, (_, i) => [addDays(from, i), sales, price] as [string, number, number]);

beforeAll(async () => {
  database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
  sql = marketSqlOf(database.db);
  await ensureMonthPartitions(sql, ['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01']);
  for (let day = START; day <= D; day = addDays(day, 1)) {
    for (const site of ['TH', 'VN']) {
      await sql.query(`insert into market_feed_days (site, day, complete, items, source, imported_at) values ($1, $2, true, true, 'test', '2026-10-11T01:00:00Z')`, [site, day]);
    }
  }
  // 1: sells 2 a day the week before 10.10 and 9 on it at 50 (a flash sale that day, a banner on 10.8).
  //    Its slot-free prices: 10..20 the week before (10.8's 100 is the banner's day, 10.10's 50 the
  //    flash sale's), 30 on 9.5 (in the 7-day period's window), 35 on 8.20 (30 days'), 40 on 8.1 (90 days').
  await product(1, 'TH', [
    ['2026-08-01', 1, 40],
    ['2026-08-20', 1, 35],
    ['2026-09-05', 1, 30],
    ['2026-10-03', 2, 10],
    ['2026-10-04', 2, 12],
    ['2026-10-05', 2, 14],
    ['2026-10-06', 2, 16],
    ['2026-10-07', 2, 18],
    ['2026-10-08', 2, 100],
    ['2026-10-09', 2, 20],
    [D, 9, 50],
  ]);
  await slot(1, 'TH', '2026-10-08', 'banner');
  await slot(1, 'TH', D, 'flash-sale');
  // 2: sells its week's mean (5) on 10.10: no gain; a banner only: no normal price row.
  await product(2, 'TH', [...week('2026-10-03', 5), [D, 5, 10]]);
  await slot(2, 'TH', D, 'banner');
  // 3: no week before (no baseline): no gain; a campaign slot on each day it has: no slot-free price.
  await product(3, 'TH', [[D, 3, 10]]);
  await slot(3, 'TH', D, 'campaign');
  // 4: VN, 1 a day the week before, 4 on 10.10 at 1,000 dong: gains 3.
  await product(4, 'VN', [...week('2026-10-03', 1, 900), [D, 4, 1000]]);
  // 5: a flash sale 100 days ago only: outside the longest period, no normal price row.
  await product(5, 'TH', [['2026-07-02', 1, 10], ['2026-07-03', 1, 12]]);
  await slot(5, 'TH', '2026-07-02', 'flash-sale');
  await deriveWorkbenchCampaigns(sql, D);
}, 120_000);
afterAll(async () => {
  await database.close();
});

const gainers = () =>
  sql.query<{ day: string; goods_id: string; site: string; type_id: number; units: number; baseline_units: number; gmv: number; gmv_usd: number }>(
    `select day::text as day, goods_id::text as goods_id, site, type_id, units, baseline_units, gmv, gmv_usd from market_workbench_campaign_goods order by day, goods_id`,
  );

describe("event marketing's derive step (issue 32 item 2)", () => {
  it("keeps each priced slot's product's normal price of each period: the median of its slot-free days' prices from 30 days before the period", async () => {
    const rows = await sql.query<{ goods_id: string; normal_1: number | null; normal_7: number | null; normal_30: number | null; normal_90: number | null }>(
      'select goods_id::text as goods_id, normal_1, normal_7, normal_30, normal_90 from market_workbench_normal_prices order by goods_id',
    );
    // 1 day: 10, 12, 14, 16, 18, 20 -> 15; 7 days adds 9.5's 30 -> 16; 30 days 8.20's 35 -> 17; 90 days 8.1's 40 -> 18.
    // 3's only day was a slot's: it has no slot-free price, so no row (read as unknown).
    expect(rows.map((r) => [r.goods_id, n(r.normal_1), n(r.normal_7), n(r.normal_30), n(r.normal_90)])).toEqual([['1', 15, 16, 17, 18]]);
    const [state] = await sql.query<{ value: string }>('select value from market_state where key = $1', [CAMPAIGN_DERIVED_DAY_KEY]);
    expect(state?.value).toBe(D);
  });

  it('keeps the campaign day\'s products that sold more than their 7 days\' mean, in the site\'s money and in dollars', async () => {
    expect(await gainers()).toEqual([
      { day: D, goods_id: '1', site: 'TH', type_id: 100, units: 9, baseline_units: 2, gmv: 450, gmv_usd: 450 / SITE_PROFILES.TH.perUsd },
      { day: D, goods_id: '4', site: 'VN', type_id: 100, units: 4, baseline_units: 1, gmv: 4000, gmv_usd: 4000 / SITE_PROFILES.VN.perUsd },
    ]);
    // 9.9's week lies before the history: only 10.10 is derived.
    expect(await sql.query('select day::text as day from market_workbench_campaign_days')).toEqual([{ day: D }]);
  });

  it('recomputes a campaign day only when one of its days was imported again, and drops a day the history no longer holds with its week', async () => {
    await sql.query(`update market_product_days set sales = 16 where goods_id = 1 and day = $1`, [D]);
    await deriveWorkbenchCampaigns(sql, D);
    expect((await gainers())[0]?.units).toBe(9);
    await sql.query(`update market_feed_days set imported_at = '2026-10-12T01:00:00Z' where day = '2026-10-04' and site = 'VN'`);
    await deriveWorkbenchCampaigns(sql, D);
    expect((await gainers()).map((g) => [g.goods_id, g.units, g.gmv])).toEqual([
      ['1', 16, 800],
      ['4', 4, 4000],
    ]);
    await sql.query(`delete from market_feed_days where day < '2026-10-04'`);
    await deriveWorkbenchCampaigns(sql, D);
    expect(await gainers()).toEqual([]);
    expect(await sql.query('select day from market_workbench_campaign_days')).toEqual([]);
  });
});
