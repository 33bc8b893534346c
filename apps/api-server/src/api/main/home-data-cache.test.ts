// Issue #10 "Faster home data": the home calls are served from a bounded cache keyed by query, data
// version and visitor/member, with an ETag and a Cache-Control lasting until the next daily refresh.
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AppEnv } from '../../app-options';
import { demoBrands, marketDaily } from '../../db/content-schema';
import { DATA_VERSION_TTL_MS, homeDataCache, matchesEtag, secondsUntilNextRefresh } from './home-data-cache';
import { openMainHarness, type MainHarness } from './main-test-harness';

let h: MainHarness;
beforeAll(async () => {
  h = await openMainHarness();
}, 60_000);
afterAll(() => h.close());

const BRANDS = '/api/home/brandRanking?typeId=99997&salesOrGmv=1&dayOrWeek=1';

describe('home data cache (issue #10)', () => {
  it('answers again from the cache: a change in the tables shows only with a new data version', async () => {
    const first = await h.call('GET', BRANDS);
    await h.database.db.update(demoBrands).set({ brandName: sql`${demoBrands.brandName} || ' (renamed)'` });
    // Same query in another parameter order: the same entry.
    expect((await h.call('GET', '/api/home/brandRanking?dayOrWeek=1&salesOrGmv=1&typeId=99997')).body).toEqual(first.body);
    // A new market day: the data version changes (looked up again after a minute at most).
    const [latest] = await h.database.db.select().from(marketDaily).limit(1);
    if (!latest) throw new Error('the demo data has market days');
    await h.database.db.insert(marketDaily).values({ ...latest, day: '2026-12-31' });
    h.clock.advance(DATA_VERSION_TTL_MS / 1000);
    const fresh = await h.call('GET', BRANDS);
    expect(fresh.body.payload[0].brandName).toMatch(/ \(renamed\)$/);
    expect(first.body.payload[0].brandName).not.toMatch(/renamed/);
    await h.database.db.delete(marketDaily).where(eq(marketDaily.day, '2026-12-31'));
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
