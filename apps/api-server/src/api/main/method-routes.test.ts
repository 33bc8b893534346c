import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectContract } from '../../contract/expect-contract';
import type { AccuracyTable } from '../../market/estimate/accuracy';
import { openMainHarness, type MainHarness } from './main-test-harness';
import { methodRoutes } from './method-routes';

const benchFile = new URL('../../market/estimate/accuracy-table.json', import.meta.url);

let h: MainHarness;
beforeAll(async () => {
  h = await openMainHarness();
}, 60_000);
afterAll(() => h.close());

describe('GET /method/accuracy (issue 33 item 4)', () => {
  it('answers the table bench:accuracy wrote, every figure as the file holds it', async () => {
    const { status, body } = await h.call('GET', '/api/method/accuracy');
    expect(status).toBe(200);
    expect(body.payload).toEqual(JSON.parse(readFileSync(benchFile, 'utf8')));
  });

  it('answers whatever table it is given: a changed figure reaches the answer', async () => {
    const table = JSON.parse(readFileSync(benchFile, 'utf8')) as AccuracyTable;
    table.overall.headMdape = 0.0777;
    table.bySite['TH'] = { ...table.overall, inInterval: 0.5123 };
    const url = '/method/accuracy';
    const response = await methodRoutes(table).request(url);
    // The contract's path is under the base /api.
    const body = await expectContract(response, { method: 'GET', url: `/api${url}` });
    expect(body.payload.overall.headMdape).toBe(0.0777);
    expect(body.payload.bySite.TH.inInterval).toBe(0.5123);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});
