import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../../db/database';
import { openTestDatabase, simulatedClock } from '../../security/test-database';
import { addDays } from '../days';
import { marketSqlOf, type MarketSql } from '../market-sql';
import { MarketQueries } from '../queries/market-queries';
import { HOT_NEW_DAYS, SOARING_MIN_BASE } from '../ranking-rules';
import { MarketRefresher } from '../refresh/refresher';
import { MARKET_SCALES } from '../scale';
import { SITE_PROFILES } from '../site-profiles';
import { deriveWorkbenchMonths } from './workbench-derive';

const DAY = '2026-09-30';
let database: OpenDatabase;
let sql: MarketSql;
let queries: MarketQueries;
const feedDir = join(tmpdir(), `sealens-derive-${process.pid}-${Date.now()}`);

beforeAll(async () => {
  database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
  sql = marketSqlOf(database.db);
  queries = new MarketQueries(sql);
  const clock = simulatedClock('2026-10-01T04:00:00Z');
  const refresher = new MarketRefresher({ sql, mode: 'local', feedDir, now: clock.now, scale: { ...MARKET_SCALES.tiny, itemDays: 60, readyItemDays: 60, marketDays: 60 }, seed: 5 });
  await refresher.tick();
}, 120_000);
afterAll(async () => {
  await database.close();
  await rm(feedDir, { recursive: true, force: true });
});

const n = (v: unknown) => Number(v ?? 0);

describe('derived figures', () => {
  it("sum each product's daily rows over the day, 7 and 30 days and the periods before", async () => {
    const sample = await sql.query<Record<string, unknown>>(
      'select goods_id::text as id, day::text as day, sales_1, sales_7, sales_30, gmv_30, prev_sales_1, prev_sales_7, prev_sales_30 from market_product_stats order by sales_30 desc, goods_id limit 5',
    );
    expect(sample).toHaveLength(5);
    for (const s of sample) {
      expect(s['day']).toBe(DAY);
      const daily = await sql.query<{ day: string; sales: number; price: number }>(
        'select day::text as day, sales, price from market_product_days where goods_id = $1::int8',
        [s['id']],
      );
      const within = (from: number, to: number) => daily.filter((d) => d.day > addDays(DAY, -from) && d.day <= addDays(DAY, -to));
      const sum = (rows: typeof daily) => rows.reduce((t, d) => t + n(d.sales), 0);
      expect(n(s['sales_1'])).toBe(sum(within(1, 0)));
      expect(n(s['sales_7'])).toBe(sum(within(7, 0)));
      expect(n(s['sales_30'])).toBe(sum(within(30, 0)));
      expect(n(s['prev_sales_1'])).toBe(sum(within(2, 1)));
      expect(n(s['prev_sales_7'])).toBe(sum(within(14, 7)));
      expect(n(s['prev_sales_30'])).toBe(sum(within(60, 30)));
      expect(n(s['gmv_30'])).toBeCloseTo(within(30, 0).reduce((t, d) => t + n(d.sales) * n(d.price), 0), 2);
    }
  });

  it("sum a shop's products into the shop, and brands over all sites in US dollars", async () => {
    const [shop] = await sql.query<{ shop_id: string; sales_7: number }>('select shop_id::text, sales_7 from market_shop_stats order by sales_7 desc limit 1');
    const [products] = await sql.query<{ s: number }>('select sum(sales_7)::int8::text as s from market_product_stats where shop_id = $1::int8', [shop?.shop_id]);
    expect(n(shop?.sales_7)).toBe(n(products?.s));
    const [brand] = await sql.query<{ brand_id: number; gmv_7: number }>(`select brand_id, gmv_7 from market_brand_stats where site = 'ALL' and type_id = 0 order by gmv_7 desc limit 1`);
    const perSite = await sql.query<{ site: 'BR'; gmv: number }>(
      'select site, sum(gmv_7)::float8 as gmv from market_product_stats where brand_id = $1 group by site',
      [brand?.brand_id],
    );
    expect(n(brand?.gmv_7)).toBeCloseTo(perSite.reduce((t, r) => t + n(r.gmv) / SITE_PROFILES[r.site].perUsd, 0), 4);
  });

  it('rank hot-selling, soaring and hot-new products per site, category and period', async () => {
    const hot = await queries.goodsRanking('hot', 30, { site: 'ID' }, 20);
    expect(hot.day).toBe(DAY);
    expect(hot.rows.every((r) => r.goodsInfo.site === 'ID')).toBe(true);
    const sales = hot.rows.map((r) => r.sales ?? 0);
    expect([...sales].sort((a, b) => b - a)).toEqual(sales);

    const soaring = await queries.goodsRanking('soaring', 7, {}, 20);
    const growth = soaring.rows.map((r) => r.growthRate ?? -Infinity);
    expect(growth.length).toBeGreaterThan(0);
    expect([...growth].sort((a, b) => b - a)).toEqual(growth);
    for (const row of soaring.rows) {
      const [s] = await sql.query<{ prev: number }>('select prev_sales_7 as prev from market_product_stats where goods_id = $1::int8', [row.goodsId]);
      expect(n(s?.prev)).toBeGreaterThanOrEqual(SOARING_MIN_BASE[7]);
    }

    const fresh = await queries.goodsRanking('new', 7, {}, 50);
    expect(fresh.rows.length).toBeGreaterThan(0);
    const since = Date.parse(`${addDays(DAY, -(HOT_NEW_DAYS - 1))}T00:00:00+08:00`);
    for (const row of fresh.rows) expect(Date.parse(`${row.shelfTime?.replace(' ', 'T')}+08:00`)).toBeGreaterThanOrEqual(since);

    const keywords = await queries.keywordRanking('soaring', 7, {}, 10);
    expect(keywords.rows.length).toBeGreaterThan(0);
  });

  it("answer a product's and a shop's daily history", async () => {
    const [top] = (await queries.goodsRanking('hot', 30, {}, 1)).rows;
    const history = await queries.goodsHistory(top?.goodsId ?? '', 30);
    expect(history.points).toHaveLength(30);
    expect(history.points.at(-1)?.date).toBe(DAY);
    expect(history.points.reduce((t, p) => t + p.sales, 0)).toBe(top?.sales);
    const [shop] = await sql.query<{ shop_id: string; sales_7: number }>('select shop_id::text, sales_7 from market_shop_stats order by sales_7 desc limit 1');
    const shopHistory = await queries.shopHistory(shop?.shop_id ?? '', 7);
    expect(shopHistory.points).toHaveLength(7);
    expect(shopHistory.points.reduce((t, p) => t + p.sales, 0)).toBe(n(shop?.sales_7));
  });

  it("give the workbench each product's 1/7/30/90-day units, the periods before, its 30-day series and attributes", async () => {
    const sample = await sql.query<Record<string, unknown>>(
      `select goods_id::text as id, day::text as day, site, shop_type, shop_name, price, trend, units_1, units_7, units_30, units_90, gmv_7, prev_units_1, prev_units_7, prev_units_30,
         prev2_units_1, prev2_units_7, listed_day::text as listed_day from market_workbench_products order by units_30 desc, goods_id limit 4`,
    );
    expect(sample).toHaveLength(4);
    for (const s of sample) {
      expect(s['day']).toBe(DAY);
      const daily = await sql.query<{ day: string; sales: number; price: number }>('select day::text as day, sales, price from market_product_days where goods_id = $1::int8', [s['id']]);
      const sum = (from: number, to: number) => daily.filter((d) => d.day > addDays(DAY, -from) && d.day <= addDays(DAY, -to)).reduce((t, d) => t + n(d.sales), 0);
      expect([1, 7, 30, 90].map((p) => n(s[`units_${p}`]))).toEqual([sum(1, 0), sum(7, 0), sum(30, 0), sum(90, 0)]);
      expect([n(s['prev_units_1']), n(s['prev_units_7']), n(s['prev_units_30'])]).toEqual([sum(2, 1), sum(14, 7), sum(60, 30)]);
      expect([n(s['prev2_units_1']), n(s['prev2_units_7'])]).toEqual([sum(3, 2), sum(21, 14)]);
      const series = [...Array(30).keys()].map((i) => n(daily.find((d) => d.day === addDays(DAY, i - 29))?.sales));
      expect((s['trend'] as number[]).map(Number)).toEqual(series);
      expect(n(s['price'])).toBe(n(daily.find((d) => d.day === DAY)?.price));
      const [shop] = await sql.query<{ shop_type: string; name: string }>('select s.shop_type, s.name from market_shops s join market_products p on p.shop_id = s.shop_id where p.goods_id = $1::int8', [s['id']]);
      expect([s['shop_type'], s['shop_name']]).toEqual([shop?.shop_type, shop?.name]);
      expect(['cross-border', 'local', 'mall']).toContain(s['shop_type']);
    }
  });

  it('sum each product per calendar month, and recompute only the months whose days changed', async () => {
    const [row] = await sql.query<{ id: string; units: number }>("select goods_id::text as id, units from market_workbench_months where month = '2026-09-01' order by units desc limit 1");
    const [daily] = await sql.query<{ units: number }>("select sum(sales)::int as units from market_product_days where goods_id = $1::int8 and day between '2026-09-01' and '2026-09-30'", [row?.id]);
    expect(n(row?.units)).toBe(n(daily?.units));
    const months = await sql.query<{ month: string; first_day: string; last_day: string }>('select month::text as month, first_day::text as first_day, last_day::text as last_day from market_workbench_month_days order by month');
    expect(months).toEqual([
      { month: '2026-08-01', first_day: addDays(DAY, -59), last_day: '2026-08-31' },
      { month: '2026-09-01', first_day: '2026-09-01', last_day: DAY },
    ]);
    await sql.transaction(async (tx) => expect(await deriveWorkbenchMonths(tx)).toEqual([]));
  });
});
