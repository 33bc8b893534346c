import { gunzipSync } from 'node:zlib';

import ExcelJS from 'exceljs';
import { WORKBENCH_RIGHTS } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseCsv } from './export/csv-test-reader';
import { UTF8_BOM } from './export/csv-writer';
import { exportHeaders } from './export/export-columns';
import { openMemberHarness, type MemberHarness } from './member-routes-harness';

let h: MemberHarness;
beforeAll(async () => {
  h = await openMemberHarness({ market: true });
}, 180_000);
afterAll(() => h.close());

/** The harness's market data ends on this day (the clock is 2026-07-01 noon in China). */
const DATA_DAY = '2026-06-30';

async function csvExport(token: string | undefined, query: string, headers: Record<string, string> = {}) {
  const { status, body, response } = await h.call('GET', `/api/workbench/export?format=csv&${query}`, { ...(token ? { token } : {}), headers });
  // Decoded keeping the BOM (Response.text() drops it).
  return { status, body, response, text: body === undefined ? new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()) : '' };
}

/** Every id of the ranking for `query`, page by page (the ranking answer is the oracle of the export). */
async function rankingIds(token: string, query: string): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  let total = 0;
  for (let page = 1; ; page += 1) {
    const { body } = await h.call('GET', `/api/workbench/ranking?${query}&size=200&page=${page}`, { token });
    expect(body.code).toBe(200);
    total = body.payload.total;
    ids.push(...body.payload.rows.map((row: { id: string }) => row.id));
    if (body.payload.rows.length < 200) return { ids, total };
  }
}

describe('GET /export: who may export', () => {
  it('answers a visitor HTTP 401 with an envelope, private and not stored', async () => {
    const { status, body, response } = await csvExport(undefined, 'site=TH');
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 401 });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers HTTP 403 to a member without a plan and to one whose plan ended', async () => {
    for (const [userId, tier] of [
      [26_301, 'none'],
      [26_302, 'expired'],
    ] as const) {
      const { status, body } = await csvExport(await h.member(userId, tier), 'site=TH');
      expect(status, tier).toBe(403);
      expect(body.code).toBe(403);
      expect(body.message).toMatch(/exports come with a plan/);
    }
  });
});

describe('GET /export: the file', () => {
  it('streams the CSV of the filtered, sorted list within the plan’s depth, named after scope and data day', async () => {
    const token = await h.member(26_310, 'trial');
    const query = 'site=TH&period=30&sort=gmv&dir=desc';
    const { ids, total } = await rankingIds(token, query);
    const { status, response, text } = await csvExport(token, `lang=zh&${query}`);
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="hot-products_TH_30d_${DATA_DAY}.csv"; filename*=UTF-8''hot-products_TH_30d_${DATA_DAY}.csv`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual(exportHeaders('zh'));
    // The trial's 50 rows of a longer list, exactly the ranking's, in its order.
    expect(total).toBeGreaterThan(WORKBENCH_RIGHTS.trial.rowDepth);
    expect(ids).toHaveLength(WORKBENCH_RIGHTS.trial.rowDepth);
    expect(rows.map((r) => r[1])).toEqual(ids);
    expect(rows.map((r) => Number(r[0]))).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(rows.every((r) => r[4] === 'TH' && r[5] === 'THB')).toBe(true);
    const gmv = rows.map((r) => Number(r[8]));
    expect(gmv).toEqual([...gmv].sort((a, b) => b - a));
  });

  it('exports the whole filtered list to a plan deep enough (not one page)', async () => {
    const token = await h.member(26_311, 'professional');
    const query = 'period=30&dir=asc&sort=price';
    const { ids, total } = await rankingIds(token, query);
    // More than one page of the ranking.
    expect(total).toBeGreaterThan(200);
    expect(total).toBeLessThanOrEqual(WORKBENCH_RIGHTS.professional.rowDepth);
    const { text, response } = await csvExport(token, query);
    expect(response.headers.get('content-disposition')).toContain(`filename="hot-products_all-sites_30d_${DATA_DAY}.csv"`);
    const [, ...rows] = parseCsv(text.slice(1));
    expect(rows.map((r) => r[1])).toEqual(ids);
    expect(rows).toHaveLength(total);
  });

  it('cuts a category the plan has not bought to the preview, and opens a bought one (and its sub-categories)', async () => {
    const notBought = await h.member(26_312, 'starter');
    const bought = await h.member(26_313, 'starter', [99997]);
    const preview = parseCsv((await csvExport(notBought, 'cat=99997')).text.slice(1));
    expect(preview).toHaveLength(1 + 10);
    const open = parseCsv((await csvExport(bought, 'cat=99997')).text.slice(1));
    expect(open.length).toBeGreaterThan(1 + 10);
    expect(open.every((r, i) => i === 0 || r[16] === '99997')).toBe(true);
    const sub = await h.call('GET', '/api/workbench/ranking?cat=9999701&size=50', { token: bought });
    const subRows = parseCsv((await csvExport(bought, 'cat=9999701')).text.slice(1));
    expect(subRows.length - 1).toBe(Math.min(sub.body.payload.total, WORKBENCH_RIGHTS.starter.rowDepth));
  });

  it('writes XLSX with the header in the asked language and figures as numbers', async () => {
    const token = await h.member(26_314, 'ultimate');
    const query = 'site=VN&period=7';
    const { ids } = await rankingIds(token, query);
    const { status, response } = await h.call('GET', `/api/workbench/export?format=xlsx&lang=vi&${query}`, { token });
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toContain(`filename="hot-products_VN_7d_${DATA_DAY}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const [sheet] = workbook.worksheets;
    if (!sheet) throw new Error('the workbook has no sheet');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(exportHeaders('vi'));
    expect(sheet.rowCount - 1).toBe(Math.min(ids.length, WORKBENCH_RIGHTS.ultimate.rowDepth));
    const cellIds: string[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) cellIds.push(String(row.getCell(2).value));
    });
    expect(cellIds).toEqual(ids.slice(0, WORKBENCH_RIGHTS.ultimate.rowDepth));
    const first = sheet.getRow(2);
    for (const col of [1, 7, 8, 9, 10, 12, 13, 14]) expect(first.getCell(col).type, `column ${col}`).toBe(ExcelJS.ValueType.Number);
  });

  it('compresses the CSV as it streams when the client accepts it', async () => {
    const token = await h.member(26_315, 'operation');
    const plain = (await csvExport(token, 'site=MY')).text;
    const { response } = await h.call('GET', '/api/workbench/export?format=csv&site=MY', { token, headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(gunzipSync(Buffer.from(await response.arrayBuffer())))).toBe(plain);
  });

  it('refuses parameters outside the contract (code 400) without spending an export', async () => {
    const token = await h.member(26_316, 'trial');
    for (const query of ['format=pdf', 'format=csv&lang=fr', 'format=csv&listedFrom=2026-13-01', 'format=csv&cat=13', 'format=csv&gmvMin=9&gmvMax=3']) {
      const { status, body } = await h.call('GET', `/api/workbench/export?${query}`, { token });
      expect(status, query).toBe(200);
      expect(body.code, query).toBe(400);
    }
    expect((await csvExport(token, 'site=TH')).status).toBe(200);
  });
});

describe('GET /export: exports per day', () => {
  it('counts per member and UTC day: 429 saying when it renews once none is left, and again the next day', async () => {
    const userId = 26_320;
    let token = await h.member(userId, 'starter');
    const perDay = WORKBENCH_RIGHTS.starter.exportsPerDay;
    for (let i = 0; i < perDay; i += 1) expect((await csvExport(token, 'site=SG')).status).toBe(200);
    const refused = await csvExport(token, 'site=SG');
    expect(refused.status).toBe(429);
    // The clock is 2026-07-01 04:00 UTC: the allowance renews at the next 00:00 UTC, 20 hours on.
    expect(refused.body).toEqual({ code: 429, message: `all ${perDay} exports of today are used; they renew at 2026-07-02 00:00 UTC` });
    expect(refused.response.headers.get('retry-after')).toBe(String(20 * 3600));
    expect(refused.response.headers.get('cache-control')).toBe('private, no-store');
    expect((await h.call('GET', '/api/workbench/rights', { token })).body.payload.exportsLeft).toBe(0);
    // Another member's allowance is their own.
    expect((await csvExport(await h.member(26_321, 'starter'), 'site=SG')).status).toBe(200);

    h.main.clock.advance(20 * 3600 - 1);
    token = await h.member(userId, 'starter');
    expect((await csvExport(token, 'site=SG')).status).toBe(429);
    h.main.clock.advance(1);
    token = await h.member(userId, 'starter');
    expect((await csvExport(token, 'site=SG')).status).toBe(200);
    expect((await h.call('GET', '/api/workbench/rights', { token })).body.payload.exportsLeft).toBe(perDay - 1);
  });

  it('spends none on a link from another site (the Lax session cookie travels on a top-level GET)', async () => {
    const token = await h.member(26_323, 'trial');
    const cookie = { Cookie: `sealens_token=${token}` };
    const crossSite = await h.call('GET', '/api/workbench/export?format=csv&site=TH', { headers: { ...cookie, 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.code).toBe(403);
    expect((await h.call('GET', '/api/workbench/rights', { token })).body.payload.exportsLeft).toBe(1);
    // The member's own download (from the page, or the address typed in) goes through.
    const own = await h.call('GET', '/api/workbench/export?format=csv&site=TH', { headers: { ...cookie, 'Sec-Fetch-Site': 'same-origin' } });
    expect(own.status).toBe(200);
    expect((await h.call('GET', '/api/workbench/rights', { token })).body.payload.exportsLeft).toBe(0);
  });

  it('lets only one of two parallel exports take the last one', async () => {
    const token = await h.member(26_322, 'trial');
    expect(WORKBENCH_RIGHTS.trial.exportsPerDay).toBe(1);
    const answers = await Promise.all([csvExport(token, 'site=PH'), h.call('GET', '/api/workbench/export?format=xlsx&site=PH', { token })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429]);
  });
});
