// Issue 32 item 3's hard constraint: Lazada's sites in the same database change none of Shopee's
// answers (the workbench's rankings over "All sites" and one site, the public rankings, the market
// day and the home figures), because every answer without a marketplace reads Shopee's sites alone.
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { isLazadaSiteCode, LAZADA_SITE_CODES, type RankingQuery } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../db/database';
import { openTestDatabase, simulatedClock } from '../security/test-database';
import { addDays } from './days';
import { deriveStats } from './derive/derive';
import { listDaySets } from './feed/read-feed';
import { importDaySets } from './import/importer';
import { marketSqlOf, type MarketSql } from './market-sql';
import { latestCompleteDay } from './market-state';
import { MarketQueries } from './queries/market-queries';
import { WorkbenchQueries } from './queries/workbench-queries';
import { MarketRefresher } from './refresh/refresher';
import { MARKET_SCALES } from './scale';
import { LazadaSimulator } from './sim/lazada';

const SEED = 7;
const feedDir = join(tmpdir(), `sealens-lazada-${process.pid}-${Date.now()}`);
let database: OpenDatabase;
let sql: MarketSql;
let day: string;

const query = (q: Partial<RankingQuery>): RankingQuery => ({ order: 'hot', period: 7, filters: {}, dir: 'desc', page: 1, size: 20, ...q });
const window = { offset: 0, limit: 20 };

/**
 * Every number to 12 significant digits: a float sum's last bits follow the order PostgreSQL adds the rows in,
 * which the plan may change when the tables hold more rows (0.87200013 vs 0.87199992 of a US-dollar sum).
 */
const settled = (value: unknown): unknown =>
  typeof value === 'number'
    ? Number(value.toPrecision(12))
    : Array.isArray(value)
      ? value.map(settled)
      : value && typeof value === 'object' && !(value instanceof Date)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, settled(v)]))
        : value;

/** Shopee's answers that read across sites: what Lazada's rows must leave as they were. */
async function shopeeAnswers() {
  return settled(await readShopeeAnswers());
}

async function readShopeeAnswers() {
  const wb = new WorkbenchQueries(sql);
  const market = new MarketQueries(sql);
  return {
    dataDay: await latestCompleteDay(sql),
    products: await wb.rankProducts(query({}), window),
    soaring: await wb.rankProducts(query({ order: 'soaring', period: 30 }), window),
    site: await wb.rankProducts(query({ site: 'TH', order: 'new' }), window),
    likes: await wb.rankProducts(query({ order: 'likes' }), window),
    shops: await wb.shops.rank(query({ entity: 'shop' }), window),
    words: await wb.keywords.rank(query({ entity: 'keyword' }), window),
    brands: await wb.brands.rank(query({ entity: 'brand' }), window),
    categories: await wb.categories.rank(query({ entity: 'category' }), window),
    publicGoods: await market.goodsRanking('hot', 7, {}, 20),
    publicGoodsCount: await market.goodsRankingCount('hot', 7, {}),
    publicShops: await market.shopRanking('hot', 7, {}, 20),
    publicWords: await market.keywordRanking('search', 7, {}, 20),
    marketDay: await market.marketDay(),
    siteFigures: await market.siteFigures(day, 7),
    siteTrend: await market.siteTrend(day, 7),
    industries: await market.industryTypes(day),
    counts: await market.counts(),
  };
}

beforeAll(async () => {
  database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
  sql = marketSqlOf(database.db);
  const clock = simulatedClock('2026-10-01T04:00:00Z');
  // Two weeks of items: enough for every answer compared, quick on a loaded machine.
  const scale = { ...MARKET_SCALES.tiny, itemDays: 14, readyItemDays: 14, marketDays: 16 };
  await new MarketRefresher({ sql, mode: 'local', feedDir, now: clock.now, scale, seed: SEED }).tick();
  day = (await latestCompleteDay(sql)) ?? '';
}, 600_000);
afterAll(async () => {
  await database.close();
  await rm(feedDir, { recursive: true, force: true });
});

describe("Lazada's sites beside Shopee's", () => {
  it("import into the same tables and change none of Shopee's answers", async () => {
    expect(day).toBe('2026-09-30');
    // Local mode simulated Lazada's days with Shopee's: taken out first, so Shopee's answers are read without them.
    await sql.exec(`delete from market_product_days d using market_products p where p.goods_id = d.goods_id and p.site like 'LZ-%'`);
    await sql.exec(`delete from market_keyword_days d using market_keywords k where k.keyword_id = d.keyword_id and k.site like 'LZ-%'`);
    await sql.exec(`delete from market_shop_days d using market_shops s where s.shop_id = d.shop_id and s.site like 'LZ-%'`);
    for (const table of ['market_feed_files', 'market_feed_days', 'market_category_days', 'market_products', 'market_shops', 'market_keywords']) {
      await sql.exec(`delete from ${table} where site like 'LZ-%'`);
    }
    await rm(feedDir, { recursive: true, force: true });
    // Derived again first: the comparison is of the same derive over the same Shopee rows, with and without Lazada's.
    await deriveStats(sql, day);
    const read = await readShopeeAnswers();
    expect(read.products?.rows.length).toBe(20);
    expect(read.publicGoods.rows.length).toBe(20);
    const before = settled(read);

    // Lazada's last three days, items and totals, imported and derived as the refresher does.
    const lazada = new LazadaSimulator(SEED, MARKET_SCALES.tiny);
    const days = Array.from({ length: 3 }, (_, i) => addDays(day, -2 + i));
    for (const d of days) await lazada.writeDay(feedDir, d, true);
    const sets = (await listDaySets(feedDir, new Set(days))).filter((s) => isLazadaSiteCode(s.site));
    expect(sets).toHaveLength(days.length * LAZADA_SITE_CODES.length);
    const imported = await importDaySets(sql, sets, { now: () => new Date('2026-10-01T04:00:00Z') });
    expect(imported.problems).toEqual([]);
    await deriveStats(sql, day);
    const [rows] = await sql.query<{ products: number; days: number; totals: number }>(
      `select (select count(*) from market_products where site like 'LZ-%')::int as products,
              (select count(*) from market_feed_days where site like 'LZ-%' and complete and items)::int as days,
              (select count(*) from market_category_days where site like 'LZ-%')::int as totals`,
    );
    expect(rows?.products).toBeGreaterThan(30);
    expect(rows?.days).toBe(days.length * LAZADA_SITE_CODES.length);
    expect(rows?.totals).toBe(days.length * LAZADA_SITE_CODES.length * 12);

    expect(await shopeeAnswers()).toEqual(before);
  }, 600_000);
});
