// Issue #10 "Faster home data": the home calls are served from a bounded cache keyed by query, data
// version and visitor/member, with an ETag and a Cache-Control lasting until the next daily refresh.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AppEnv } from '../../app-options';
import { marketOf } from '../../market/market-service';
import { DATA_VERSION_TTL_MS, homeDataCache, MARKET_DAY_HEADER, matchesEtag, secondsUntilNextRefresh } from './home-data-cache';
import { openMainHarness, type MainHarness } from './main-test-harness';

let h: MainHarness;
beforeAll(async () => {
  h = await openMainHarness({ market: true });
}, 120_000);
afterAll(() => h.close());

const BRANDS = '/api/home/brandRanking?typeId=99997&salesOrGmv=1&dayOrWeek=1';

describe('home data cache (issue #10)', () => {
  it('answers again from the cache: a change in the tables shows only with a new data version', async () => {
    const first = await h.call('GET', BRANDS);
    const sql = marketOf(h.deps).sql;
    await sql.query(`update market_brands set name = name || ' (renamed)'`);
    // Same query in another parameter order: the same entry.
    expect((await h.call('GET', '/api/home/brandRanking?dayOrWeek=1&salesOrGmv=1&typeId=99997')).body).toEqual(first.body);
    // An import elsewhere bumps the data version: seen after a minute at most.
    await sql.query(`update market_state set value = (value::int8 + 1)::text where key = 'data_version'`);
    h.clock.advance(DATA_VERSION_TTL_MS / 1000 - 1);
    expect((await h.call('GET', BRANDS)).body).toEqual(first.body);
    h.clock.advance(1);
    const fresh = await h.call('GET', BRANDS);
    expect(fresh.body.payload[0].brandName).toMatch(/ \(renamed\)$/);
    expect(first.body.payload[0].brandName).not.toMatch(/renamed/);
    await sql.query(`update market_brands set name = replace(name, ' (renamed)', '')`);
  });

  it('names the day the market figures describe, on every market answer (the bare product id list too)', async () => {
    const ids = await h.raw('GET', '/api/home/productIds?site=MY');
    expect(ids.headers.get(MARKET_DAY_HEADER)).toBe('2026-06-30');
    expect((await h.raw('GET', BRANDS)).headers.get(MARKET_DAY_HEADER)).toBe('2026-06-30');
    // Not on the home calls that are not market data.
    expect((await h.raw('GET', '/api/home/liveNotice')).headers.get(MARKET_DAY_HEADER)).toBeNull();
  });

  it("keeps the answers in the reader's language apart per language (the first reader's language served everyone: issue 27 item 10)", async () => {
    const th = await h.raw('GET', '/api/home/liveNotice', { headers: { Cookie: 'i18n_redirected=th' } });
    const zh = await h.raw('GET', '/api/home/liveNotice', { headers: { 'Accept-Language': 'zh-CN' } });
    const thTitles = ((await th.json()) as { payload: { title: string }[] }).payload.map((n) => n.title);
    const zhTitles = ((await zh.json()) as { payload: { title: string }[] }).payload.map((n) => n.title);
    expect(thTitles[0]).toBe('ไลฟ์ตัวอย่าง: เลือกสินค้าสำหรับเซล 9.9');
    expect(zhTitles[0]).toBe('演示直播：9.9 大促选品');
    expect(zh.headers.get('vary')).toMatch(/Accept-Language/);
    const articles = async (headers: Record<string, string>) =>
      ((await (await h.raw('GET', '/api/home/hotArticles?isArticle=1&pageNum=1&pageSize=6', { headers })).json()) as { payload: { list: { lang: string }[] } }).payload.list.map((a) => a.lang);
    // (A few demo articles exist in their own language only: they come as they are.)
    const thLangs = await articles({ Cookie: 'i18n_redirected=th' });
    const ptLangs = await articles({ Cookie: 'i18n_redirected=pt' });
    expect(thLangs).toContain('th');
    expect(thLangs).not.toContain('pt');
    expect(ptLangs).toContain('pt');
    expect(ptLangs).not.toContain('th');
    // A market answer is the same in every language: one entry, no Accept-Language in Vary.
    expect((await h.raw('GET', BRANDS, { headers: { Cookie: 'i18n_redirected=th' } })).headers.get('vary')).not.toMatch(/Accept-Language/);
  });

  it('sends an ETag and answers 304 to If-None-Match; Cache-Control lasts until the next refresh', async () => {
    const res = await h.raw('GET', '/api/home/hotSearchWords?typeId=99991');
    const etag = res.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${secondsUntilNextRefresh(h.clock.now())}`);
    const again = await h.raw('GET', '/api/home/hotSearchWords?typeId=99991', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('keeps a product lookup (six on every home rendering) and says public, so the page renderer keeps it too (issue 28 item 1)', async () => {
    const [top] = await marketOf(h.deps).sql.query<{ id: string }>('select goods_id::text as id from market_products order by goods_id limit 1');
    const path = `/api/goods/lookup?keyword=${top?.id}`;
    const first = await h.raw('GET', path);
    expect(first.headers.get('cache-control')).toBe(`public, max-age=${secondsUntilNextRefresh(h.clock.now())}`);
    const body = await first.json();
    expect((body as { payload: { found: boolean } }).payload.found).toBe(true);
    await marketOf(h.deps).sql.query(`update market_products set title = title || ' (renamed)' where goods_id = $1::int8`, [top?.id]);
    expect(await (await h.raw('GET', path)).json()).toEqual(body);
    await marketOf(h.deps).sql.query(`update market_products set title = replace(title, ' (renamed)', '') where goods_id = $1::int8`, [top?.id]);
    expect((await h.raw('GET', '/api/mall/lookup?keyword=1', {})).headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  });

  it("keeps a member's whole list apart from a visitor's first rows, and says so", async () => {
    const visitor = await h.raw('GET', '/api/home/goodsRanking?typeId=99996');
    const member = await h.raw('GET', '/api/home/goodsRanking?typeId=99996', { token: h.tokenFor('1000015') });
    expect(((await visitor.json()) as { payload: unknown[] }).payload).toHaveLength(6);
    expect(((await member.json()) as { payload: unknown[] }).payload.length).toBeGreaterThan(6);
    expect(member.headers.get('cache-control')).toMatch(/^private, /);
    expect(visitor.headers.get('vary')).toMatch(/Cookie/);
  });

  it('holds at most its bound, dropping the least recently used', async () => {
    const cache = homeDataCache(h.deps, { maxEntries: 2 });
    let computed = 0;
    const app = new Hono<AppEnv>();
    app.use('*', cache.middleware);
    app.get('/api/home/:name', (c) => {
      computed += 1;
      return c.json({ code: 200, message: 'success', payload: c.req.param('name') });
    });
    for (const name of ['a', 'b', 'a', 'c', 'a', 'b']) await app.request(`/api/home/${name}`);
    // a, b computed; a hit; c computed (b out); a hit; b computed again.
    expect(computed).toBe(4);
    expect(cache.size()).toBe(2);
  });

  it('knows the next refresh and ETag lists', () => {
    expect(secondsUntilNextRefresh(new Date('2026-11-24T15:59:00Z'))).toBe(60);
    expect(secondsUntilNextRefresh(new Date('2026-11-24T16:00:00Z'))).toBe(86_400);
    expect(matchesEtag('"x", W/"y"', '"y"')).toBe(true);
    expect(matchesEtag('*', '"y"')).toBe(true);
    expect(matchesEtag('"z"', '"y"')).toBe(false);
    expect(matchesEtag(undefined, '"y"')).toBe(false);
  });
});
