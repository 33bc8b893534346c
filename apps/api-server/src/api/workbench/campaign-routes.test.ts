// Event marketing (issue 32 item 2): GET /campaigns answers in the contract's shape (the harness
// checks every answer against it), with a campaign day's uplift the test recomputes from the daily
// rows it answers, ids as text, ranks numbered, the rows cut to a visitor's preview with the reason,
// the probe paged within the member's depth, and 400 naming a parameter outside the contract. The
// sums themselves are checked against the imported rows in workbench-campaign-queries.test.ts.
import ExcelJS from 'exceljs';
import { PREVIEW_ROWS, SITE_CURRENCIES, WORKBENCH_RIGHTS } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addDays } from '../../market/days';
import { deriveStats } from '../../market/derive/derive';
import { marketSqlOf } from '../../market/market-sql';
import { PROBE_EXPORT_COLUMNS } from './export/campaign-export-columns';
import { parseCsv } from './export/csv-test-reader';
import { UTF8_BOM } from './export/csv-writer';
import { exportHeaders } from './export/export-columns';
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

interface ProbeAnswerRow {
  rank: number;
  goodsId: string;
  site: keyof typeof SITE_CURRENCIES;
  title: string;
  shopName: string;
  kind: string;
  slotPrice: number;
  normalPrice: number | null;
  discount: number | null;
  units: number;
}

/** The probe's rows for `query`, page by page (the probe's answer is the export's oracle), and how many there are. */
async function probeRows(token: string, query: string): Promise<{ rows: ProbeAnswerRow[]; available: number }> {
  const rows: ProbeAnswerRow[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await get(`/api/workbench/campaigns?view=probe&${query}&size=200&page=${page}`, token);
    expect(body.code).toBe(200);
    rows.push(...body.payload.probe.rows);
    if (body.payload.probe.rows.length < 200) return { rows, available: body.payload.probe.available };
  }
}

const header = (key: string) => PROBE_EXPORT_COLUMNS.findIndex((c) => c.key === key);

describe('GET /campaigns/export', { timeout: 120_000 }, () => {
  it('refuses a visitor (401) and a member without a plan (403), and answers 400 naming a parameter outside the contract', async () => {
    const visitor = await h.call('GET', '/api/workbench/campaigns/export?format=csv');
    expect(visitor.status).toBe(401);
    const none = await h.call('GET', '/api/workbench/campaigns/export?format=csv', { token: await h.member(30_702, 'none') });
    expect(none.status).toBe(403);
    expect((await get('/api/workbench/campaigns/export?format=pdf', ultimate)).body).toMatchObject({ code: 400, message: expect.stringMatching(/^invalid parameter: format/) });
    expect((await get('/api/workbench/campaigns/export?format=csv&kind=banner', ultimate)).body).toMatchObject({ code: 400 });
  });

  it("writes the probe's whole filtered list in its order as CSV, headers in the reader's language, the day in the name and each price's currency", async () => {
    const query = 'sort=units&dir=desc&kind=flash-sale';
    const oracle = await probeRows(ultimate, query);
    expect(oracle.rows.length).toBe(Math.min(oracle.available, WORKBENCH_RIGHTS.ultimate.rowDepth));
    expect(oracle.rows.length).toBeGreaterThan(0);
    const { status, response } = await h.call('GET', `/api/workbench/campaigns/export?format=csv&lang=th&${query}`, { token: ultimate });
    expect(status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`filename="event-probe_all-sites_flash-sale_${DAY}.csv"`);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    const [head, ...records] = parseCsv(text.slice(1));
    expect(head).toEqual(exportHeaders('th', PROBE_EXPORT_COLUMNS));
    expect(records.map((r) => r[header('id')])).toEqual(oracle.rows.map((r) => r.goodsId));
    expect(records.map((r) => Number(r[header('rank')]))).toEqual(oracle.rows.map((r) => r.rank));
    for (const [i, r] of oracle.rows.entries()) {
      const record = records[i] ?? [];
      expect(record[header('units')]).toBe(String(r.units));
      expect(record[header('slotPrice')]).toBe(String(r.slotPrice));
      expect(record[header('discount')]).toBe(r.discount === null ? '' : String(r.discount));
      expect(record[header('kind')]).toBe('flash-sale');
      expect(record[header('currency')]).toBe(SITE_CURRENCIES[r.site]);
    }
  });

  it("cuts the file to the plan's depth and writes XLSX with numbers as numbers", async () => {
    const starter = await h.member(30_703, 'starter');
    const oracle = await probeRows(ultimate, 'site=TH');
    const { status, response } = await h.call('GET', '/api/workbench/campaigns/export?format=xlsx&lang=zh&site=TH', { token: starter });
    expect(status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`filename="event-probe_TH_${DAY}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const [sheet] = workbook.worksheets;
    if (!sheet) throw new Error('no sheet');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(exportHeaders('zh', PROBE_EXPORT_COLUMNS));
    const ids: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) ids.push(row.getCell(header('id') + 1).value);
    });
    expect(ids).toEqual(oracle.rows.slice(0, WORKBENCH_RIGHTS.starter.rowDepth).map((r) => r.goodsId));
    const first = sheet.getRow(2);
    expect(first.getCell(header('units') + 1).value).toBe(oracle.rows[0]?.units);
    expect(first.getCell(header('currency') + 1).value).toBe(SITE_CURRENCIES.TH);
  });
});
