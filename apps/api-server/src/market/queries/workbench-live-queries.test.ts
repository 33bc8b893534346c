import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { SITE_CURRENCIES } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../../db/database';
import { openTestDatabase, simulatedClock } from '../../security/test-database';
import { addDays } from '../days';
import { deriveStats } from '../derive/derive';
import { WORKBENCH_WINDOW_DAYS } from '../derive/workbench-derive';
import { marketSqlOf, type MarketSql } from '../market-sql';
import { MarketRefresher } from '../refresh/refresher';
import { MARKET_SCALES } from '../scale';
import { SITE_PROFILES } from '../site-profiles';
import { LIVE_LIST_ROWS, LIVE_SERIES_DAYS, WorkbenchLiveQueries, type LiveBrandRow, type LiveFigures, type LiveProductRow, type LiveSessionRow, type LiveShopRow } from './workbench-live-queries';

const DAY = '2026-09-30';
let database: OpenDatabase;
let sql: MarketSql;
let live: WorkbenchLiveQueries;
const feedDir = join(tmpdir(), `sealens-wb-live-${process.pid}-${Date.now()}`);
const n = (v: unknown) => Number(v ?? 0);
const HISTORY_START = addDays(DAY, -59);

beforeAll(async () => {
  database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
  sql = marketSqlOf(database.db);
  const clock = simulatedClock('2026-10-01T04:00:00Z');
  const refresher = new MarketRefresher({ sql, mode: 'local', feedDir, now: clock.now, scale: { ...MARKET_SCALES.tiny, itemDays: 60, readyItemDays: 60, marketDays: 60 }, seed: 17 });
  await refresher.tick();
  await deriveStats(sql, DAY);
  live = new WorkbenchLiveQueries(sql, { dataDay: async () => DAY, historyStart: async () => HISTORY_START });
}, 180_000);
afterAll(async () => {
  await database.close();
  await rm(feedDir, { recursive: true, force: true });
});

/** The imported sessions of the `days` ending on DAY (`site`: one site's; money in its currency, else in dollars). */
async function sessions(days: number, site?: string, before = 0) {
  const rows = await sql.query<{ site: string; shop_id: string; type_id: number; viewers: number; sales: number; gmv: number; hour: number }>(
    `select l.site, l.shop_id::text, s.type_id, l.viewers, l.sales, l.gmv, extract(hour from l.start_at at time zone 'Asia/Shanghai')::int as hour
     from market_lives l join market_shops s on s.shop_id = l.shop_id
     where l.day > $1::date - $2::int and l.day <= $1::date - $3::int and ($4::text is null or l.site = $4)`,
    [DAY, days + before, before, site ?? null],
  );
  return rows.map((r) => ({ ...r, usd: n(r.gmv) / (site ? 1 : SITE_PROFILES[r.site as keyof typeof SITE_PROFILES].perUsd) }));
}
const sum = <T>(rows: T[], f: (r: T) => number) => rows.reduce((a, r) => a + f(r), 0);

describe('the workbench live tables and analysis (issue 32)', () => {
  it("derives the window's sessions with their shop, peak viewers and products shown, and the products with their attributes", async () => {
    const [window] = await sql.query<{ n: number }>('select count(*)::int as n from market_lives where day > $1::date - $2::int and day <= $1::date', [DAY, WORKBENCH_WINDOW_DAYS]);
    const [derived] = await sql.query<{ n: number }>('select count(*)::int as n from market_workbench_lives');
    expect(n(derived?.n)).toBe(n(window?.n));
    expect(n(derived?.n)).toBeGreaterThan(100);
    const wrong = await sql.query(
      `select w.live_id from market_workbench_lives w join market_lives l using (live_id) join market_shops s on s.shop_id = l.shop_id
       where w.peak_viewers <> (select max(v) from unnest(l.viewer_curve) v) or w.shop_name <> s.name or w.type_id <> s.type_id
         or w.goods <> (select count(*) from market_live_goods g where g.live_id = l.live_id)`,
    );
    expect(wrong).toEqual([]);
    const [goods] = await sql.query<{ a: number; b: number; brands: number }>(
      `select (select count(*)::int from market_live_goods) as a, count(*)::int as b, count(*) filter (where brand_name is not null)::int as brands from market_workbench_live_goods`,
    );
    expect(n(goods?.b)).toBe(n(goods?.a));
    expect(n(goods?.brands)).toBeGreaterThan(0);
  });

  it('sums all sites in dollars: totals, the period before, sites, categories and hours add up to the sessions imported; the series is 30 days', async () => {
    const a = await live.analysis({ period: 7, list: 'sessions', rows: LIVE_LIST_ROWS });
    if (!a) throw new Error('no analysis');
    const rows = await sessions(7);
    expect(a.currency).toBe('USD');
    expect(a.day).toBe(DAY);
    expect(a.total.sessions).toBe(rows.length);
    expect(a.total.units).toBe(sum(rows, (r) => n(r.sales)));
    expect(a.total.viewers).toBe(sum(rows, (r) => n(r.viewers)));
    expect(a.total.gmv).toBeCloseTo(sum(rows, (r) => r.usd), 1);
    expect(a.total.shops).toBe(new Set(rows.map((r) => r.shop_id)).size);
    const before = await sessions(7, undefined, 7);
    expect(a.previous?.sessions).toBe(before.length);
    expect(a.previous?.gmv).toBeCloseTo(sum(before, (r) => r.usd), 1);
    const parts: LiveFigures[][] = [a.sites, a.categories, a.hours];
    for (const part of parts) {
      expect(sum(part, (x) => x.sessions)).toBe(a.total.sessions);
      expect(sum(part, (x) => x.gmv)).toBeCloseTo(a.total.gmv, 0);
    }
    expect(a.sites.length).toBeGreaterThan(1);
    expect(LIVE_SERIES_DAYS).toBe(30);
    expect(a.series).toHaveLength(30);
    expect(a.series[29]?.day).toBe(DAY);
    expect(sum(a.series.slice(-7), (d) => d.sessions)).toBe(a.total.sessions);
    // The top sessions, by units sold live.
    const top = a.rows as LiveSessionRow[];
    expect(LIVE_LIST_ROWS).toBe(50);
    expect(top.length).toBe(Math.min(50, a.total.sessions));
    expect(a.available).toBe(a.total.sessions);
    for (let i = 1; i < top.length; i++) expect((top[i - 1] as LiveSessionRow).units).toBeGreaterThanOrEqual((top[i] as LiveSessionRow).units);
    const first = top[0] as LiveSessionRow;
    expect(first.viewerCurve.length).toBe(Math.floor(first.minutes / 15) + 1);
    expect(first.peakViewers).toBe(Math.max(...first.viewerCurve));
  });

  it("ranks one site's products, shops and brands by the units they sold live, in the site's currency, and follows the category", async () => {
    const site = 'ID';
    const products = await live.analysis({ site, period: 30, list: 'product', rows: 10 });
    if (!products) throw new Error('no analysis');
    expect(products.currency).toBe(SITE_CURRENCIES.ID);
    expect(products.sites).toEqual([]);
    expect(products.total.sessions).toBe((await sessions(30, site)).length);
    const rows = products.rows as LiveProductRow[];
    expect(rows.length).toBe(Math.min(10, products.available));
    const top = rows[0] as LiveProductRow;
    const [truth] = await sql.query<{ units: number; gmv: number; sessions: number }>(
      `select sum(sales)::int8 as units, sum(gmv) as gmv, count(*)::int as sessions from market_live_goods where goods_id = $1 and day > $2::date - 30 and day <= $2::date`,
      [top.goodsId, DAY],
    );
    expect(top.units).toBe(n(truth?.units));
    expect(top.gmv).toBeCloseTo(n(truth?.gmv), 1);
    expect(top.sessions).toBe(n(truth?.sessions));
    expect(rows.every((r) => r.site === site)).toBe(true);
    for (let i = 1; i < rows.length; i++) expect((rows[i - 1] as LiveProductRow).units).toBeGreaterThanOrEqual((rows[i] as LiveProductRow).units);

    const shops = await live.analysis({ site, period: 30, list: 'shop', rows: LIVE_LIST_ROWS });
    const shopRows = (shops?.rows ?? []) as LiveShopRow[];
    // Every shop that went live is a row: they sum to the totals.
    expect(shops?.available).toBe(shops?.total.shops);
    if (shopRows.length === shops?.available) expect(sum(shopRows, (r) => r.units)).toBe(shops.total.units);

    const brands = await live.analysis({ site, period: 30, list: 'brand', rows: LIVE_LIST_ROWS });
    const brandRows = (brands?.rows ?? []) as LiveBrandRow[];
    expect(brandRows.length).toBeGreaterThan(0);
    expect(brandRows.every((b) => b.site === site && b.brandName !== '')).toBe(true);
    const allBrands = await live.analysis({ period: 30, list: 'brand', rows: LIVE_LIST_ROWS });
    expect((allBrands?.rows as LiveBrandRow[]).every((b) => b.site === undefined)).toBe(true);

    const categoryId = (products.categories[0] as { categoryId: number }).categoryId;
    const inCategory = await live.analysis({ site, categoryId, period: 30, list: 'product', rows: LIVE_LIST_ROWS });
    expect(inCategory?.total.sessions).toBe((products.categories[0] as { sessions: number }).sessions);
    expect(inCategory?.categories.map((c) => c.categoryId)).toEqual([categoryId]);
    expect((inCategory?.rows as LiveProductRow[]).every((r) => r.categoryId === categoryId)).toBe(true);
  });

  it('has no period before when the history does not hold it all', async () => {
    const short = new WorkbenchLiveQueries(sql, { dataDay: async () => DAY, historyStart: async () => addDays(DAY, -40) });
    expect((await short.analysis({ period: 7, list: 'sessions', rows: 1 }))?.previous).not.toBeNull();
    expect((await short.analysis({ period: 30, list: 'sessions', rows: 1 }))?.previous).toBeNull();
  });
});
