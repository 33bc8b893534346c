// Event marketing (issue 32 item 2): GET /campaigns answers in the contract's shape (the harness
// checks every answer against it), with a campaign day's uplift the test recomputes from the daily
// rows it answers, ids as text, ranks numbered, the rows cut to a visitor's preview with the reason,
// the probe paged within the member's depth, and 400 naming a parameter outside the contract. The
// sums themselves are checked against the imported rows in workbench-campaign-queries.test.ts.
import { PREVIEW_ROWS, SITE_CURRENCIES } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addDays } from '../../market/days';
import { deriveStats } from '../../market/derive/derive';
import { marketSqlOf } from '../../market/market-sql';
import { openMemberHarness, type MemberHarness } from './member-routes-harness';

const DAY = '2026-06-30';
let h: MemberHarness;
let ultimate: string;

beforeAll(async () => {
  h = await openMemberHarness({ market: true });
  ultimate = await h.member(30_701, 'ultimate');
  await deriveStats(marketSqlOf(h.main.deps.db), DAY);
}, 600_000);
afterAll(() => h.close());

const get = (url: string, token?: string) => h.call('GET', url, token ? { token } : {});

// A loaded machine answers a view in seconds (bench:data's figures): each test asks several.
describe('GET /campaigns', { timeout: 120_000 }, () => {
  it("answers the latest campaign day of all sites in dollars: its uplift on the mean of the 7 days before, recomputed from the answer's own days", async () => {
    const { body } = await get('/api/workbench/campaigns', ultimate);
    expect(body.code).toBe(200);
    const a = body.payload;
    expect(a).toMatchObject({ day: DAY, view: 'days', currency: 'USD', baselineDays: 7 });
    expect(a.figureKinds).toMatchObject({ units: 'estimated', gmv: 'estimated', slotUnits: 'measured', normalPrice: 'measured' });
    // 6.6 is the latest double day before the data day (6.30).
    const c = a.campaign;
    expect(c.day).toBe('2026-06-06');
    expect(c.series.map((d: { day: string }) => d.day)).toEqual(Array.from({ length: 8 }, (_, i) => addDays('2026-06-06', i - 7)));
    const base = c.series.slice(0, 7).reduce((s: number, d: { units: number }) => s + d.units, 0) / 7;
    const listed = a.campaignDays.find((d: { day: string }) => d.day === '2026-06-06');
    expect(listed.units).toBe(c.series[7].units);
    expect(listed.baselineUnits).toBeCloseTo(base, 2);
    expect(listed.unitsUplift).toBeCloseTo((c.series[7].units / base - 1) * 100, 1);
    expect(c.products[0]).toMatchObject({ rank: 1, goodsId: expect.stringMatching(/^\d+$/), shopId: expect.stringMatching(/^\d+$/) });
    expect(c.products.length).toBe(Math.min(50, c.available));
  });

  it("cuts a visitor's gainers and probe to the preview, saying why, and pages a member's probe", async () => {
    const member = (await get('/api/workbench/campaigns?site=TH&day=2026-06-06', ultimate)).body.payload;
    expect(member).toMatchObject({ site: 'TH', currency: SITE_CURRENCIES.TH });
    const visitor = (await get('/api/workbench/campaigns?site=TH&day=2026-06-06')).body.payload;
    expect(visitor.campaignDays).toEqual(member.campaignDays);
    expect(visitor.campaign.categories).toEqual(member.campaign.categories);
    expect(visitor.campaign.products).toEqual(member.campaign.products.slice(0, PREVIEW_ROWS));
    if (member.campaign.available > PREVIEW_ROWS) expect(visitor.cut).toMatchObject({ reason: 'login', allowed: PREVIEW_ROWS });
    const probe = (await get('/api/workbench/campaigns?view=probe&sort=units&dir=desc', ultimate)).body.payload.probe;
    expect(probe).toMatchObject({ page: 1, size: 50 });
    expect(probe.rows.length).toBe(Math.min(50, probe.available));
    expect(probe.rows[0]).toMatchObject({ rank: 1, slotId: expect.stringMatching(/^\d+$/), goodsId: expect.stringMatching(/^\d+$/) });
    const units = probe.rows.map((r: { units: number }) => r.units);
    expect(units).toEqual([...units].sort((x: number, y: number) => y - x));
    const visitorProbe = (await get('/api/workbench/campaigns?view=probe&sort=units&dir=desc')).body.payload;
    expect(visitorProbe.probe.rows).toEqual(probe.rows.slice(0, PREVIEW_ROWS));
    if (probe.available > PREVIEW_ROWS) expect(visitorProbe.cut).toMatchObject({ reason: 'login', allowed: PREVIEW_ROWS, available: probe.available });
    const slots = (await get('/api/workbench/campaigns?view=slots&period=7&kind=flash-sale', ultimate)).body.payload.slots;
    expect(slots.period).toEqual({ key: '7', from: addDays(DAY, -6), to: DAY, days: 7 });
    expect(slots.hours.every((x: { kind: string }) => x.kind === 'flash-sale')).toBe(true);
    expect(slots.hours.reduce((s: number, x: { slots: number }) => s + x.slots, 0)).toBe(slots.total.slots);
  });

  it('answers 400 naming a parameter outside the contract', async () => {
    expect((await get('/api/workbench/campaigns?view=calendar', ultimate)).body).toMatchObject({ code: 400 });
    expect((await get('/api/workbench/campaigns?period=14&view=slots', ultimate)).body).toMatchObject({ code: 400 });
    expect((await get('/api/workbench/campaigns?kind=banner&view=probe', ultimate)).body).toMatchObject({ code: 400 });
    expect((await get('/api/workbench/campaigns?day=2026-13-01', ultimate)).body).toMatchObject({ code: 400 });
    // The contract's pattern lets a day the calendar lacks through: the route answers 400, not the database's error.
    expect((await get('/api/workbench/campaigns?day=2026-02-31', ultimate)).body).toMatchObject({ code: 400, message: 'invalid parameter: day' });
    expect((await get('/api/workbench/campaigns?size=7&view=probe', ultimate)).body).toMatchObject({ code: 400 });
    expect((await get('/api/workbench/campaigns?cat=1000101', ultimate)).body).toMatchObject({ code: 400 });
  });
});
