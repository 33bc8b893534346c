import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openMainHarness, type MainHarness } from '../../api/main/main-test-harness';
import type { AppEnv } from '../../app-options';
import { marketOf } from '../market-service';
import { marketCache } from './market-cache';

let h: MainHarness;
beforeAll(async () => {
  h = await openMainHarness({ market: true });
}, 120_000);
afterAll(() => h.close());

const bumpVersion = () =>
  marketOf(h.deps).sql.query(`update market_state set value = (value::int8 + 1)::text where key = 'data_version'`);

describe('market answers cached until the next refresh', () => {
  it('carry an ETag and may be kept until 00:00 China time; a matching If-None-Match answers 304', async () => {
    const url = '/api/home/goodsRanking?typeId=99998&dateType=2';
    const first = await h.raw('GET', url);
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^"m\d+-[A-Za-z0-9_-]{16}"$/);
    // The harness clock is 12:00 in China: 12 hours to the next refresh.
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=43200');
    expect(first.headers.get('X-Market-Day')).toBe('2026-06-30');
    const second = await h.raw('GET', '/api/home/goodsRanking?dateType=2&typeId=99998');
    expect(second.headers.get('ETag')).toBe(etag);
    expect(await second.text()).toBe(await first.text());
    const unchanged = await h.raw('GET', url, { headers: { 'If-None-Match': etag ?? '' } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
  });

  it('names the day in X-Market-Day on the product id list too (a bare array)', async () => {
    const ids = await h.call('GET', '/api/home/productIds?site=MY');
    expect(Array.isArray(ids.body.payload)).toBe(true);
    expect((await h.raw('GET', '/api/home/productIds?site=MY')).headers.get('X-Market-Day')).toBe('2026-06-30');
  });

  it('answers anew once an import changed the data version', async () => {
    const url = '/api/home/brandRanking?dayOrWeek=2';
    const before = await h.raw('GET', url);
    await bumpVersion();
    const after = await h.raw('GET', url);
    expect(after.headers.get('ETag')).not.toBe(before.headers.get('ETag'));
    expect((await h.raw('GET', url, { headers: { 'If-None-Match': before.headers.get('ETag') ?? '' } })).status).toBe(200);
  });

  it('keeps a bounded number of answers, and computes a held answer only once', async () => {
    let computed = 0;
    const cache = marketCache(() => marketOf(h.deps), h.deps.now, 3);
    const app = new Hono<AppEnv>();
    app.use('*', cache.middleware);
    app.get('/x', (c) => {
      computed++;
      return c.json({ code: 200, message: 'success', payload: c.req.query('n') });
    });
    for (let n = 0; n < 10; n++) await app.request(`/x?n=${n}`);
    expect(cache.size()).toBe(3);
    expect(computed).toBe(10);
    await app.request('/x?n=9');
    expect(computed).toBe(10);
    await app.request('/x?n=0');
    expect(computed).toBe(11);
  });
});
