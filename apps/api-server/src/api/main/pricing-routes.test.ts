import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pricingRates } from '../../db/pricing-schema';
import { PRICING_EFFECTIVE_FROM, PRICING_SCHEDULE_SEEDS } from '../../db/seed/pricing-schedules';
import { simulatedRate } from '../../pricing/pricing-rates';
import { openMainHarness, type MainHarness } from './main-test-harness';
import { CODE_PRICING_FULL, PRICING_NAME_MAX, PRICING_QUERY_MAX, PRICING_SAVED_MAX } from './pricing-routes';

let h: MainHarness;
beforeAll(async () => {
  h = await openMainHarness();
}, 60_000);
afterAll(() => h.close());

// The harness clock is noon in China on 2026-07-01: the latest complete day is 2026-06-30.
const LATEST = '2026-06-30';
const saveBody = (over: Record<string, unknown> = {}) => ({
  name: 'Desk lamp MY',
  site: 'MY',
  scheduleId: `MY-${PRICING_EFFECTIVE_FROM}`,
  rateDay: LATEST,
  query: 'site=MY&cat=99997&cost=25&w=350&price=39.90',
  ...over,
});

describe('GET /pricing/schedule', () => {
  it("answers every site's schedule with its source and effective date, seeded on first use", async () => {
    for (const seed of PRICING_SCHEDULE_SEEDS) {
      const { body } = await h.call('GET', `/api/pricing/schedule?site=${seed.site}`);
      expect(body.code).toBe(200);
      expect(body.payload).toMatchObject({
        id: `${seed.site}-2026-01-01`,
        site: seed.site,
        effectiveFrom: '2026-01-01',
        sourceUrl: seed.sourceUrl,
        transactionFeeBp: seed.transactionFeeBp,
        volumetricDivisor: seed.volumetricDivisor,
      });
      expect(body.payload.shippingBands).toEqual(seed.bands.map(([upToGrams, feeMinor]) => ({ upToGrams, feeMinor })));
      expect(body.payload.commissions).toContainEqual({ sellerType: 'crossBorder', categoryId: null, rateBp: seed.commission.crossBorder });
    }
  });

  it('MY cross-border: 8% default, 6% digital electronics, SST 8% on fees', async () => {
    const { body } = await h.call('GET', '/api/pricing/schedule?site=MY');
    expect(body.payload.commissions).toContainEqual({ sellerType: 'crossBorder', categoryId: 99991, rateBp: 600 });
    expect(body.payload.taxes).toEqual([{ code: 'sstOnFees', rateBp: 800, base: 'fees', sellerTypes: ['crossBorder', 'local', 'mall'] }]);
    expect(body.payload.programmes).toContainEqual({ code: 'freeShipping', rateBp: 600, capMinor: 1500 });
  });

  it('404 before the first effective date, 400 for a bad site or day', async () => {
    expect((await h.call('GET', '/api/pricing/schedule?site=MY&day=2025-12-31')).body.code).toBe(404);
    expect((await h.call('GET', '/api/pricing/schedule?site=MY&day=2026-01-01')).body.code).toBe(200);
    expect(await codeOf(h.raw('GET', '/api/pricing/schedule?site=XX'))).toBe(400);
    expect(await codeOf(h.raw('GET', '/api/pricing/schedule?site=MY&day=2026-02-30'))).toBe(400);
    expect(await codeOf(h.raw('GET', '/api/pricing/schedule?site=MY&day=2026-13-01'))).toBe(400);
    expect(await codeOf(h.raw('GET', '/api/pricing/schedule'))).toBe(400);
  });
});

describe('GET /pricing/rates', () => {
  it("answers the latest complete day's simulated rate for the 9 currencies, and names the day", async () => {
    const { body } = await h.call('GET', '/api/pricing/rates');
    expect(body.payload.day).toBe(LATEST);
    expect(body.payload.rates.map((r: { currency: string }) => r.currency)).toEqual(['BRL', 'IDR', 'MYR', 'MXN', 'PHP', 'SGD', 'TWD', 'THB', 'VND']);
    const myr = body.payload.rates.find((r: { currency: string }) => r.currency === 'MYR');
    expect(myr).toEqual({ currency: 'MYR', perCny: simulatedRate('MYR', LATEST).replace(/0+$/, ''), source: 'simulated' });
    expect(Number(myr.perCny)).toBeGreaterThan(0.585 * 0.95);
    expect(Number(myr.perCny)).toBeLessThan(0.585 * 1.05);
  });

  it('a past day answers its own rates; a future day the latest; a changed row is answered without a restart', async () => {
    const past = await h.call('GET', '/api/pricing/rates?day=2026-03-15');
    expect(past.body.payload.day).toBe('2026-03-15');
    const future = await h.call('GET', '/api/pricing/rates?day=2027-01-01');
    expect(future.body.payload.day).toBe(LATEST);
    await h.deps.db.update(pricingRates).set({ perCny: '0.612345', source: 'operator' }).where(eqDayCurrency(LATEST, 'MYR'));
    const changed = await h.call('GET', '/api/pricing/rates');
    expect(changed.body.payload.rates).toContainEqual({ currency: 'MYR', perCny: '0.612345', source: 'operator' });
  });

  it('simulated rates are deterministic per day', () => {
    expect(simulatedRate('IDR', '2026-05-05')).toBe(simulatedRate('IDR', '2026-05-05'));
    expect(simulatedRate('IDR', '2026-05-05')).not.toBe(simulatedRate('IDR', '2026-05-06'));
  });

  it('404 before the first simulated day, 400 for a bad day', async () => {
    expect((await h.call('GET', '/api/pricing/rates?day=2023-12-31')).body.code).toBe(404);
    expect(await codeOf(h.raw('GET', '/api/pricing/rates?day=yesterday'))).toBe(400);
    expect(await codeOf(h.raw('GET', '/api/pricing/rates?day=2026-13-01'))).toBe(400);
  });
});

describe('saved calculations', () => {
  it('visitors get HTTP 401 on every member call', async () => {
    expect((await h.raw('GET', '/api/pricing/calculations')).status).toBe(401);
    expect((await h.raw('POST', '/api/pricing/calculations/save', { json: saveBody() })).status).toBe(401);
    expect((await h.raw('POST', '/api/pricing/calculations/remove', { json: { id: '1' } })).status).toBe(401);
  });

  it('a member saves, lists and deletes their own; another member neither sees nor deletes them', async () => {
    const alice = h.tokenFor('71');
    const bob = h.tokenFor('72');
    const first = await h.call('POST', '/api/pricing/calculations/save', { token: alice, json: saveBody() });
    expect(first.body.payload).toMatchObject({ name: 'Desk lamp MY', site: 'MY', scheduleId: 'MY-2026-01-01', rateDay: LATEST });
    h.clock.advance(1);
    await h.call('POST', '/api/pricing/calculations/save', { token: alice, json: saveBody({ name: 'Desk lamp SG', site: 'SG', scheduleId: 'SG-2026-01-01' }) });
    const list = await h.call('GET', '/api/pricing/calculations', { token: alice });
    expect(list.body.payload.map((c: { name: string }) => c.name)).toEqual(['Desk lamp SG', 'Desk lamp MY']);
    expect((await h.call('GET', '/api/pricing/calculations', { token: bob })).body.payload).toEqual([]);
    const id = first.body.payload.id;
    expect((await h.call('POST', '/api/pricing/calculations/remove', { token: bob, json: { id } })).body.code).toBe(403);
    expect((await h.call('POST', '/api/pricing/calculations/remove', { token: alice, json: { id } })).body.code).toBe(200);
    expect((await h.call('POST', '/api/pricing/calculations/remove', { token: alice, json: { id } })).body.code).toBe(404);
    expect((await h.call('GET', '/api/pricing/calculations', { token: alice })).body.payload).toHaveLength(1);
  });

  it('rejects a bad name, query, day or a schedule of another site', async () => {
    const token = h.tokenFor('73');
    const code = (over: Record<string, unknown>) => codeOf(h.raw('POST', '/api/pricing/calculations/save', { token, json: saveBody(over) }));
    expect(await code({ name: '   ' })).toBe(400);
    expect(await code({ name: 'x'.repeat(PRICING_NAME_MAX + 1) })).toBe(400);
    expect(await code({ query: 'x'.repeat(PRICING_QUERY_MAX + 1) })).toBe(400);
    expect(await code({ rateDay: '2026-13-01' })).toBe(400);
    expect(await code({ scheduleId: 'SG-2026-01-01' })).toBe(400);
    expect(await code({ scheduleId: 'nope' })).toBe(400);
  });

  it(`keeps at most ${PRICING_SAVED_MAX} per member`, async () => {
    const token = h.tokenFor('74');
    for (let i = 0; i < PRICING_SAVED_MAX; i++) {
      expect((await h.call('POST', '/api/pricing/calculations/save', { token, json: saveBody({ name: `n${i}` }) })).body.code).toBe(200);
    }
    expect((await h.call('POST', '/api/pricing/calculations/save', { token, json: saveBody({ name: 'one more' }) })).body.code).toBe(CODE_PRICING_FULL);
  });
});

/** The business code of an answer (the request guard answers HTTP 200 with code 400 too). */
async function codeOf(response: Promise<Response>): Promise<number> {
  const r = await response;
  expect(r.status).not.toBe(500);
  return ((await r.json()) as { code: number }).code;
}

function eqDayCurrency(day: string, currency: string) {
  return and(eq(pricingRates.day, day), eq(pricingRates.currency, currency));
}
