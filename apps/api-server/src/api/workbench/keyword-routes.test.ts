// The workbench's third entity (issue 29 item 2): the ranking, export, item summary, history, picker
// and contrast answer `entity=keyword` from the derived search-word table, with the product routes' rights.
import { blueOceanIndex, PREVIEW_ROWS, SITE_CURRENCIES, WORKBENCH_RIGHTS } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addDays } from '../../market/days';
import { deriveStats } from '../../market/derive/derive';
import { marketSqlOf, type MarketSql } from '../../market/market-sql';
import { HOT_NEW_DAYS, KEYWORD_SOARING_BASE_FACTOR, WORKBENCH_SOARING_MIN_BASE } from '../../market/ranking-rules';
import { SITE_PROFILES } from '../../market/site-profiles';
import { ROW_TOP_PRODUCTS } from '../../market/queries/workbench-keyword-queries';
import { parseCsv } from './export/csv-test-reader';
import { exportHeaders, KEYWORD_EXPORT_COLUMNS } from './export/export-columns';
import { KEYWORD_FIGURE_KINDS } from './workbench-entities';
import { openMemberHarness, type MemberHarness } from './member-routes-harness';

const DAY = '2026-06-30';
let h: MemberHarness;
let sql: MarketSql;
let trial: string;
let ultimate: string;
/** A TH word the test makes new: first in the feed 5 days before the data day. */
let newcomer: string;

const n = (v: unknown) => Number(v ?? 0);
const round2 = (v: number) => Math.round(v * 100) / 100;
const growth = (now: number, before: number) => (before > 0 ? round2(((now - before) / before) * 100) : null);

beforeAll(async () => {
  h = await openMemberHarness({ market: true });
  sql = marketSqlOf(h.main.deps.db);
  trial = await h.member(29_201, 'trial');
  ultimate = await h.member(29_202, 'ultimate');
  const [word] = await sql.query<{ id: string }>(
    `select keyword_id::text as id from market_keyword_days d join market_keywords using (keyword_id) where site = 'TH' group by keyword_id order by sum(d.search_index) desc, keyword_id limit 1`,
  );
  newcomer = word?.id ?? '';
  await sql.query('delete from market_keyword_days where keyword_id = $1::int4 and day < $2::date', [newcomer, addDays(DAY, -5)]);
  await deriveStats(sql, DAY);
}, 180_000);
afterAll(() => h.close());

const get = (url: string, token?: string) => h.call('GET', url, token ? { token } : {});

/** Each TH word's 7-day search index and the 7 days before, straight from its daily rows. */
async function directWeek(): Promise<Map<string, { search: number; prev: number }>> {
  const rows = await sql.query<{ id: string; day: string; search_index: number }>(
    `select d.keyword_id::text as id, d.day::text as day, d.search_index from market_keyword_days d join market_keywords k on k.keyword_id = d.keyword_id
     where k.site = 'TH' and d.day > $1::date - 14 and d.day <= $1::date`,
    [DAY],
  );
  const out = new Map<string, { search: number; prev: number }>();
  for (const r of rows) {
    const e = out.get(r.id) ?? { search: 0, prev: 0 };
    if (r.day > addDays(DAY, -7)) e.search += n(r.search_index);
    else e.prev += n(r.search_index);
    out.set(r.id, e);
  }
  return out;
}

describe('GET /ranking?entity=keyword', () => {
  it("ranks a site's words by search index with their figures from the daily rows", async () => {
    const { body } = await get('/api/workbench/ranking?entity=keyword&site=TH', ultimate);
    const page = body.payload;
    expect(page).toMatchObject({ entity: 'keyword', order: 'hot', currency: 'THB', day: DAY, figureKinds: KEYWORD_FIGURE_KINDS });
    expect(page.brands).toBeUndefined();
    const direct = await directWeek();
    expect(page.total).toBe([...direct.values()].filter((d) => d.search > 0).length);
    expect(page.rows.length).toBe(Math.min(50, page.total));
    const search = page.rows.map((r: { searchIndex: number }) => r.searchIndex);
    expect(search).toEqual([...search].sort((a, b) => b - a));
    for (const row of page.rows) {
      const d = direct.get(row.id);
      if (!d) throw new Error(`word ${row.id} has no days in the week`);
      expect(row.searchIndex).toBe(d.search);
      // The newcomer's week before is not in the data: no growth.
      expect(row.growth).toBe(row.id === newcomer ? null : growth(d.search, d.prev));
      expect(row).toMatchObject({ site: 'TH', currency: SITE_CURRENCIES.TH });
      expect(row.trend).toHaveLength(30);
      expect(row.trend.slice(-7).reduce((t: number, u: number) => t + u, 0)).toBe(d.search);
      const [today] = await sql.query<{ product_base: number; recommended_bid: number }>('select product_base, recommended_bid from market_keyword_days where keyword_id = $1::int4 and day = $2::date', [row.id, DAY]);
      expect(row.productBase).toBe(n(today?.product_base));
      expect(row.recommendedBid).toBeCloseTo(n(today?.recommended_bid), 2);
      expect(row.recommendedBidUsd).toBeCloseTo(n(today?.recommended_bid) / SITE_PROFILES.TH.perUsd, 2);
    }
  });

  it('shows the first products each word finds, and carries the blue-ocean inputs the index is computed from', async () => {
    const { rows } = (await get('/api/workbench/ranking?entity=keyword&period=30&size=200', ultimate)).body.payload;
    let withProducts = 0;
    let indexed = 0;
    for (const row of rows) {
      const [word] = await sql.query<{ top_goods: (string | number)[] }>('select top_goods from market_keywords where keyword_id = $1::int4', [row.id]);
      expect(row.topProducts.map((p: { id: string }) => p.id)).toEqual((word?.top_goods ?? []).slice(0, ROW_TOP_PRODUCTS).map(String));
      if (row.topProducts.length) withProducts += 1;
      for (const p of row.topProducts) expect(p).toMatchObject({ site: row.site, image: expect.stringMatching(/^\/demo\/goods\//) });
      expect(row.salesPerShop).toBe(row.foundShops > 0 ? round2(row.foundUnits / row.foundShops) : null);
      expect(row.blueOcean).toBe(blueOceanIndex({ searchGrowth: row.searchGrowth30, productBaseGrowth: row.productBaseGrowth, salesPerShop: row.salesPerShop }));
      if (row.blueOcean !== null) indexed += 1;
    }
    expect(withProducts).toBeGreaterThan(rows.length / 2);
    // The route tests' history holds 35 days, not the 60 a 30-day growth needs: no demand input, no index
    // (the index over a longer history: workbench-keyword-derive.test.ts).
    const [start] = await sql.query<{ day: string }>('select min(day)::text as day from market_feed_days where items and complete');
    expect(start?.day).toBe(addDays(DAY, -34));
    expect(indexed).toBe(0);
    expect(rows.every((r: { searchGrowth30: number | null }) => r.searchGrowth30 === null)).toBe(true);
  });

  it('sorts by bid, product base and sales per shop, and filters by search index, growth, product base and bid', async () => {
    const bids = (await get('/api/workbench/ranking?entity=keyword&site=VN&sort=bid&dir=asc', ultimate)).body.payload.rows.map((r: { recommendedBid: number }) => r.recommendedBid);
    expect(bids).toEqual([...bids].sort((a, b) => a - b));
    const bases = (await get('/api/workbench/ranking?entity=keyword&sort=productBase', ultimate)).body.payload.rows.map((r: { productBase: number }) => r.productBase);
    expect(bases).toEqual([...bases].sort((a, b) => b - a));
    const perShop = (await get('/api/workbench/ranking?entity=keyword&sort=salesPerShop', ultimate)).body.payload.rows.map((r: { salesPerShop: number | null }) => r.salesPerShop);
    const shown = perShop.filter((v: number | null) => v !== null);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    const filtered = (await get('/api/workbench/ranking?entity=keyword&site=TH&searchMin=100&growthMin=-50&productBaseMax=5000&bidMax=1000', ultimate)).body.payload;
    expect(filtered.total).toBeGreaterThan(0);
    for (const r of filtered.rows) {
      expect(r.searchIndex).toBeGreaterThanOrEqual(100);
      expect(r.growth).toBeGreaterThanOrEqual(-50);
      expect(r.productBase).toBeLessThanOrEqual(5000);
      expect(r.recommendedBid).toBeLessThanOrEqual(1000);
    }
    // Over all sites the bid filter is in US dollars.
    const usd = (await get('/api/workbench/ranking?entity=keyword&bidMin=0.2', ultimate)).body.payload;
    expect(usd.currency).toBe('USD');
    expect(usd.rows.every((r: { recommendedBidUsd: number }) => r.recommendedBidUsd >= 0.19)).toBe(true);
  });

  it('ranks soaring words by search growth over those searched ten times the product base before', async () => {
    expect(KEYWORD_SOARING_BASE_FACTOR).toBe(10);
    const { body } = await get('/api/workbench/ranking?entity=keyword&order=soaring&site=TH', ultimate);
    const direct = await directWeek();
    const expected = [...direct.entries()].filter(([, d]) => d.prev >= WORKBENCH_SOARING_MIN_BASE[7] * KEYWORD_SOARING_BASE_FACTOR);
    expect(body.payload.total).toBe(expected.length);
    const rising = body.payload.rows.map((r: { growth: number }) => r.growth);
    expect(rising).toEqual([...rising].sort((a, b) => b - a));
  });

  it('lists as new a word first seen within the last 30 days', async () => {
    const { body } = await get('/api/workbench/ranking?entity=keyword&order=new&period=30&size=200', ultimate);
    const ids = body.payload.rows.map((r: { id: string }) => r.id);
    expect(ids).toContain(newcomer);
    for (const row of body.payload.rows) expect(row.firstSeenAt > addDays(DAY, -HOT_NEW_DAYS)).toBe(true);
    expect(body.payload.rows.find((r: { id: string }) => r.id === newcomer).firstSeenAt).toBe(addDays(DAY, -5));
  });

  it("cuts a visitor's and a trial's list at their depth, saying why", async () => {
    const visitor = (await get('/api/workbench/ranking?entity=keyword&period=30')).body.payload;
    expect(visitor.total).toBeGreaterThan(WORKBENCH_RIGHTS.trial.rowDepth);
    expect(visitor.rows).toHaveLength(PREVIEW_ROWS);
    expect(visitor.cut).toEqual({ reason: 'login', allowed: PREVIEW_ROWS, available: visitor.total });
    const member = (await get('/api/workbench/ranking?entity=keyword&period=30&page=2', trial)).body.payload;
    expect(member.rows).toEqual([]);
    expect(member.cut).toMatchObject({ reason: 'plan', allowed: WORKBENCH_RIGHTS.trial.rowDepth, available: visitor.total, unlockTier: 'starter' });
  });

  it('answers 400 naming what a word does not have: product and shop filters and sorts, sub-categories', async () => {
    const bad = await get('/api/workbench/ranking?entity=keyword&unitsMin=1&shopType=mall&sort=units', ultimate);
    expect(bad.body).toMatchObject({ code: 400, message: 'invalid parameter: unitsMin, shopType, sort' });
    expect((await get('/api/workbench/ranking?entity=keyword&cat=9999701', ultimate)).body).toMatchObject({ code: 400, message: 'invalid parameter: cat' });
    expect((await get('/api/workbench/ranking?searchMin=5', ultimate)).body).toMatchObject({ code: 400, message: 'invalid parameter: searchMin' });
  });

  it('ranks a calendar month from the daily rows', async () => {
    const { body } = await get('/api/workbench/ranking?entity=keyword&period=2026-06&site=TH', ultimate);
    const [top] = body.payload.rows;
    const [direct] = await sql.query<{ search: number }>(
      `select sum(search_index)::int as search from market_keyword_days where keyword_id = $1::int4 and day >= '2026-06-01' and day <= '2026-06-30'`,
      [top.id],
    );
    expect(top.searchIndex).toBe(n(direct?.search));
  });
});

describe('GET /export?entity=keyword', () => {
  it("streams the word ranking's rows with the word columns, named after the words", async () => {
    const token = await h.member(29_203, 'starter');
    const ranking = (await get('/api/workbench/ranking?entity=keyword&order=hot&period=30&size=200', token)).body.payload;
    const response = await h.send('GET', '/api/workbench/export?format=csv&lang=th&entity=keyword&period=30', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`filename="hot-search-words_all-sites_30d_${DAY}.csv"`);
    const [header, ...rows] = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()).slice(1));
    expect(header).toEqual(exportHeaders('th', KEYWORD_EXPORT_COLUMNS));
    expect(rows.map((r) => r[1])).toEqual(ranking.rows.map((r: { id: string }) => r.id).slice(0, WORKBENCH_RIGHTS.starter.rowDepth));
    expect(rows[0]?.[2]).toBe(ranking.rows[0].keyword);
  });
});

describe('GET /item?entity=keyword', () => {
  it("gives a word's search figures, the products it finds, the shops selling them and its related words", async () => {
    const rows = (await get('/api/workbench/ranking?entity=keyword&period=30&site=TH', ultimate)).body.payload.rows;
    const top = rows.find((r: { topProducts: unknown[] }) => r.topProducts.length >= 2);
    const { body } = await get(`/api/workbench/item?entity=keyword&id=${top.id}`, ultimate);
    const s = body.payload;
    expect(s.item).toMatchObject({ id: top.id, keyword: top.keyword, searchIndex: top.searchIndex, categoryId: top.categoryId });
    expect(s.figures).toEqual([]);
    expect(s.searchFigures.map((f: { days: number }) => f.days)).toEqual([1, 7, 30, 90, 180]);
    expect(s.searchFigures.find((f: { days: number }) => f.days === 30).searchIndex).toBe(top.searchIndex);
    expect(s.figureKinds).toEqual(KEYWORD_FIGURE_KINDS);
    const [word] = await sql.query<{ top_goods: (string | number)[]; related_ids: number[] }>('select top_goods, related_ids from market_keywords where keyword_id = $1::int4', [top.id]);
    const goods = (word?.top_goods ?? []).map(String);
    expect(goods.length).toBeGreaterThan(0);
    // The products it finds, in the search's order (those the item window holds).
    const held = new Set((await sql.query<{ id: string }>('select goods_id::text as id from market_workbench_products where goods_id = any($1::int8[])', [goods])).map((r) => r.id));
    expect(s.shopTop.map((p: { id: string }) => p.id)).toEqual(goods.filter((g) => held.has(g)));
    // Each of those products' shops once, with how many of them it sells.
    const shops = await sql.query<{ shop: string }>('select shop_id::text as shop from market_products where goods_id = any($1::int8[])', [goods]);
    expect(s.foundShops.reduce((t: number, f: { products: number }) => t + f.products, 0)).toBe(goods.length);
    expect(new Set(s.foundShops.map((f: { id: string }) => f.id)).size).toBe(new Set(shops.map((r) => r.shop)).size);
    expect(s.related.map((r: { id: string }) => r.id)).toEqual((word?.related_ids ?? []).map(String));
    for (const r of s.related) expect(typeof r.keyword).toBe('string');
  });

  it("cuts a trial's search figures at its history depth", async () => {
    const [top] = (await get('/api/workbench/ranking?entity=keyword&period=30', ultimate)).body.payload.rows;
    const s = (await get(`/api/workbench/item?entity=keyword&id=${top.id}`, trial)).body.payload;
    expect(s.searchFigures.every((f: { days: number }) => f.days <= WORKBENCH_RIGHTS.trial.historyDays)).toBe(true);
    expect(s.cut).toMatchObject({ reason: 'plan', allowed: WORKBENCH_RIGHTS.trial.historyDays });
  });

  it("gives a word's search index and bid history cut to the caller's depth, and 404 for a word the data does not hold", async () => {
    const [top] = (await get('/api/workbench/ranking?entity=keyword&period=30', ultimate)).body.payload.rows;
    const { body } = await get(`/api/workbench/item/history?entity=keyword&id=${top.id}&days=30`, ultimate);
    const rows = await sql.query<{ day: string; search_index: number; product_base: number; recommended_bid: number }>(
      'select day::text as day, search_index, product_base, recommended_bid from market_keyword_days where keyword_id = $1::int4 and day > $2::date - 30 order by day',
      [top.id, DAY],
    );
    expect(body.payload.points).toEqual(rows.map((r) => ({ date: r.day, searchIndex: n(r.search_index), productBase: n(r.product_base), recommendedBid: round2(n(r.recommended_bid)) })));
    expect(body.payload.currency).toBe(SITE_CURRENCIES[top.site as 'TH']);
    const cut = (await get(`/api/workbench/item/history?entity=keyword&id=${top.id}&days=60`, trial)).body.payload;
    expect(cut.from).toBe(addDays(DAY, -(WORKBENCH_RIGHTS.trial.historyDays - 1)));
    expect(cut.cut).toMatchObject({ reason: 'plan', allowed: WORKBENCH_RIGHTS.trial.historyDays });
    expect((await get('/api/workbench/item?entity=keyword&id=999999', ultimate)).body).toMatchObject({ code: 404, message: 'no search word 999999 in the market data' });
    // An id longer than a word's answers 404, not a database error.
    expect((await get('/api/workbench/item?entity=keyword&id=99999999999', ultimate)).body).toMatchObject({ code: 404 });
    expect((await get('/api/workbench/item/history?entity=keyword&id=99999999999', ultimate)).body).toMatchObject({ code: 404 });
  });

  it('finds a word by its id or by its words', async () => {
    const [top] = (await get('/api/workbench/ranking?entity=keyword&period=30&site=VN', ultimate)).body.payload.rows;
    const byId = (await get(`/api/workbench/item/find?entity=keyword&q=${top.id}`, ultimate)).body.payload.matches;
    expect(byId).toEqual([{ id: top.id, title: top.keyword, image: top.topProducts[0]?.image ?? '', site: 'VN' }]);
    const words = (await get(`/api/workbench/item/find?entity=keyword&site=VN&q=${encodeURIComponent(top.keyword)}`, ultimate)).body.payload.matches;
    expect(words.map((m: { id: string }) => m.id)).toContain(top.id);
    expect((await get('/api/workbench/item/find?entity=keyword&q=99999999999', ultimate)).body.payload.matches).toEqual([]);
  });
});

describe('GET /contrast?entity=keyword', () => {
  it("compares three words within an ultimate's width and refuses a trial's", async () => {
    const rows = (await get('/api/workbench/ranking?entity=keyword&period=30', ultimate)).body.payload.rows.slice(0, 3);
    const ids = rows.map((r: { id: string }) => r.id).join(',');
    const { body } = await get(`/api/workbench/contrast?entity=keyword&ids=${ids}&days=30`, ultimate);
    expect(body.payload.items.map((i: { item: { id: string } }) => i.item.id)).toEqual(rows.map((r: { id: string }) => r.id));
    for (const [i, item] of body.payload.items.entries()) {
      expect(item.figures.searchIndex).toBe(rows[i].searchIndex);
      expect(item.points.reduce((t: number, p: { searchIndex: number }) => t + p.searchIndex, 0)).toBe(rows[i].searchIndex);
    }
    const refused = await h.call('GET', `/api/workbench/contrast?entity=keyword&ids=${ids}`, { token: trial });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(`contrast width ${WORKBENCH_RIGHTS.trial.contrastWidth}: this plan compares up to ${WORKBENCH_RIGHTS.trial.contrastWidth} search words side by side, 3 were asked`);
  });
});
