import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openMainHarness, type MainHarness } from '../main/main-test-harness';

let h: MainHarness;
beforeAll(async () => {
  h = await openMainHarness();
}, 60_000);
afterAll(() => h.close());

const BASE = '/api/shopee-report-service/pro';

describe('report base', () => {
  it('lists industry reports, filtered by site', async () => {
    const all = await h.call('GET', `${BASE}/industry/report/list?pageSize=5`, { headers: { 'X-Verify-Code': '1' } });
    expect(all.body.payload.total).toBe(12);
    expect(all.body.payload.list).toHaveLength(5);
    const th = await h.call('GET', `${BASE}/industry/report/list?site=TH&pageNum=1`);
    expect(th.body.payload.list.every((r: { site: string }) => r.site === 'TH')).toBe(true);
    expect(th.body.payload.total).toBeGreaterThan(0);
  });

  it('answers one report with its PDF, 404 when unknown', async () => {
    const { body } = await h.call('GET', `${BASE}/industry/report/detail?id=industry-report-1`);
    expect(body.payload.pdfUrl).toMatch(/\.pdf$/);
    expect(body.payload.title).toMatch(/^Demo /);
    // Its 20 PDF pages count (issue 27 item 11).
    expect(body.payload.readingMinutes).toBeGreaterThanOrEqual(40);
    const unknown = await h.call('GET', `${BASE}/industry/report/detail?id=article-1`);
    expect(unknown.body.code).toBe(404);
  });
});
