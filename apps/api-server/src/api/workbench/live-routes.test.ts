// The live analysis (issue 32): GET /live answers a scope's sessions in the contract's shape (the
// harness checks every answer against it), with ids as text, ranks numbered, the list cut to a
// visitor's preview with the reason, and 400 naming a parameter outside the contract. The sums
// themselves are checked against the imported sessions in workbench-live-queries.test.ts.
import { PREVIEW_ROWS, SITE_CURRENCIES } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addDays } from '../../market/days';
import { deriveStats } from '../../market/derive/derive';
import { marketSqlOf } from '../../market/market-sql';
import { LIVE_LIST_ROWS } from '../../market/queries/workbench-live-queries';
import { openMemberHarness, type MemberHarness } from './member-routes-harness';

const DAY = '2026-06-30';
let h: MemberHarness;
let ultimate: string;

beforeAll(async () => {
  h = await openMemberHarness({ market: true });
  ultimate = await h.member(30_601, 'ultimate');
  await deriveStats(marketSqlOf(h.main.deps.db), DAY);
}, 180_000);
afterAll(() => h.close());

const get = (url: string, token?: string) => h.call('GET', url, token ? { token } : {});

describe('GET /live', () => {
  it("answers all sites in dollars with the top sessions, a member's rows to the list's depth", async () => {
    const { body } = await get('/api/workbench/live?period=7', ultimate);
    expect(body.code).toBe(200);
    const a = body.payload;
    expect(a).toMatchObject({ day: DAY, currency: 'USD', list: 'sessions', period: { key: '7', from: addDays(DAY, -6), to: DAY, days: 7 } });
    expect(a.figureKinds).toMatchObject({ sessions: 'measured', units: 'measured', gmv: 'measured' });
    expect(a.total.sessions).toBeGreaterThan(0);
    expect(a.rows.length).toBe(Math.min(LIVE_LIST_ROWS, a.available));
    expect(a.rows[0]).toMatchObject({ rank: 1, liveId: expect.stringMatching(/^\d+$/), shopId: expect.stringMatching(/^\d+$/) });
    expect(a.cut).toBeUndefined();
  });

  it("answers a site's products in its currency with their explanation ids, and cuts a visitor's list to the preview, saying why", async () => {
    const member = (await get('/api/workbench/live?site=TH&period=30&list=product', ultimate)).body.payload;
    expect(member).toMatchObject({ site: 'TH', currency: SITE_CURRENCIES.TH, list: 'product', sites: [] });
    expect(member.rows[0]).toMatchObject({ rank: 1, goodsId: expect.stringMatching(/^\d+$/), site: 'TH' });
    const visitor = (await get('/api/workbench/live?site=TH&period=30&list=product')).body.payload;
    expect(visitor.total).toEqual(member.total);
    expect(visitor.rows).toEqual(member.rows.slice(0, PREVIEW_ROWS));
    if (member.available > PREVIEW_ROWS) expect(visitor.cut).toMatchObject({ reason: 'login', allowed: PREVIEW_ROWS });
    const brands = (await get('/api/workbench/live?period=30&list=brand', ultimate)).body.payload;
    expect(brands.rows[0]).toMatchObject({ rank: 1, brandId: expect.stringMatching(/^\d+$/) });
    expect(brands.rows[0].site).toBeUndefined();
  });

  it('answers 400 naming a parameter outside the contract', async () => {
    expect((await get('/api/workbench/live?list=videos', ultimate)).body).toMatchObject({ code: 400 });
    expect((await get('/api/workbench/live?period=14', ultimate)).body).toMatchObject({ code: 400 });
    expect((await get('/api/workbench/live?site=XX', ultimate)).body).toMatchObject({ code: 400 });
    // A sub-category is not a live scope: sessions are a shop's, and a shop has a category only.
    expect((await get('/api/workbench/live?cat=1000101', ultimate)).body).toMatchObject({ code: 400, message: 'invalid parameter: cat' });
  });
});
