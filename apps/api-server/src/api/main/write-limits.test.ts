// Issue #25 item 9: feedback and the data-backfill applications took 200 anonymous writes in 0.6 s,
// with any outside picture address. Now each client address may send so many an hour (counted in
// the database, the real client behind a trusted proxy), and a picture is one this server stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ID, openTestApp, type TestApp } from '../identity/test-app';
import { DATA_SUPPLEMENTS_PER_ADDRESS_PER_HOUR, FEEDBACK_PER_ADDRESS_PER_HOUR } from './write-limits';

const PROXY = '10.0.0.2';
let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ seed: true, trustedProxies: [PROXY] });
}, 120_000);
afterAll(() => t.close());

const feedback = (n: number, imgUrl?: string) =>
  `${ID}/user-back/userFeedback?type=1&problemDescription=${encodeURIComponent(`The chart is empty, try ${n}.`)}${imgUrl === undefined ? '' : `&imgUrl=${encodeURIComponent(imgUrl)}`}`;
const supplement = (n: number) => (n % 2 ? `/api/data-supplement/goodSupplement?goodsId=${n}` : `/api/data-supplement/mallSupplement?mallParm=${n}`);

describe('anonymous writes per client address (issue #25 item 9)', () => {
  it('allows 10 feedback and 30 data-backfill applications an address an hour', () => {
    expect(FEEDBACK_PER_ADDRESS_PER_HOUR).toBe(10);
    expect(DATA_SUPPLEMENTS_PER_ADDRESS_PER_HOUR).toBe(30);
  });

  it('refuses an address its 11th feedback in an hour with HTTP 429, whatever X-Forwarded-For it sends; another address goes on; the next hour it may again', async () => {
    const ip = '198.51.100.61';
    for (let i = 0; i < FEEDBACK_PER_ADDRESS_PER_HOUR; i += 1) {
      const sent = await t.call('GET', feedback(i), { ip, headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } });
      expect(sent.body.code, `feedback ${i + 1}`).toBe(200);
    }
    const refused = await t.call('GET', feedback(99), { ip, headers: { 'x-forwarded-for': '203.0.113.99' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.call('GET', feedback(100), { ip: '198.51.100.62' })).body.code).toBe(200);
    t.clock.advance(3600);
    expect((await t.call('GET', feedback(101), { ip })).body.code).toBe(200);
  });

  it('counts the real client behind a trusted proxy: two clients through it are counted apart', async () => {
    const through = (client: string, n: number) => t.call('GET', feedback(n), { ip: PROXY, headers: { 'x-forwarded-for': client } });
    for (let i = 0; i < FEEDBACK_PER_ADDRESS_PER_HOUR; i += 1) expect((await through('203.0.113.50', i)).body.code).toBe(200);
    expect((await through('203.0.113.50', 50)).status).toBe(429);
    expect((await through('203.0.113.51', 51)).body.code).toBe(200);
  });

  it('refuses an address its 31st data-backfill application in an hour (products and shops together)', async () => {
    const ip = '198.51.100.63';
    for (let i = 0; i < DATA_SUPPLEMENTS_PER_ADDRESS_PER_HOUR; i += 1) expect((await t.call('GET', supplement(i), { ip })).body.code, `application ${i + 1}`).toBe(200);
    expect((await t.call('GET', supplement(30), { ip })).status).toBe(429);
    expect((await t.call('GET', supplement(31), { ip })).status).toBe(429);
    expect((await t.call('GET', supplement(32), { ip: '198.51.100.64' })).body.code).toBe(200);
  });

  it("takes a feedback picture only from this server's stored uploads", async () => {
    for (const imgUrl of ['https://tracker.example/pixel.gif', `/api/file/uploaded/${'b'.repeat(64)}.png`, '/api/file/uploaded/x.png']) {
      expect((await t.call('GET', feedback(7, imgUrl))).body.code, imgUrl).toBe(10012);
    }
  });
});
