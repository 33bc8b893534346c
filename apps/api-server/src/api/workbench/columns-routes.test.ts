import { PRODUCT_COLUMNS } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COLUMN_CHOICE_MAX, columnChoice } from './columns-routes';
import { openMemberHarness, type MemberHarness } from './member-routes-harness';

let h: MemberHarness;
beforeAll(async () => {
  h = await openMemberHarness();
}, 60_000);
afterAll(() => h.close());

const PAGE = 'product/hot-sales-product';
const url = (page = PAGE) => `/api/workbench/columns?page=${encodeURIComponent(page)}`;

describe('column choice', () => {
  it('answers a visitor HTTP 401', async () => {
    expect((await h.call('GET', url())).status).toBe(401);
    expect((await h.call('PUT', '/api/workbench/columns', { json: { page: PAGE, columns: ['rank'] } })).status).toBe(401);
  });

  it('answers none until chosen, then the choice, per member and page; an empty list forgets it', async () => {
    const token = await h.member(26_201, 'trial');
    const other = await h.member(26_202, 'trial');
    expect((await h.call('GET', url(), { token })).body).toEqual({ code: 200, message: 'success', payload: {} });

    const columns = ['rank', 'product', 'units', 'gmv', 'growth'];
    expect((await h.call('PUT', '/api/workbench/columns', { token, json: { page: PAGE, columns } })).body).toEqual({ code: 200, message: 'success' });
    expect((await h.call('GET', url(), { token })).body.payload).toEqual({ columns });
    // Saved again: replaced, not added to.
    await h.call('PUT', '/api/workbench/columns', { token, json: { page: PAGE, columns: ['rank', 'product', 'likes'] } });
    expect((await h.call('GET', url(), { token })).body.payload).toEqual({ columns: ['rank', 'product', 'likes'] });
    // Another page and another member see nothing of it.
    expect((await h.call('GET', url('product/soaring-product'), { token })).body.payload).toEqual({});
    expect((await h.call('GET', url(), { token: other })).body.payload).toEqual({});

    await h.call('PUT', '/api/workbench/columns', { token, json: { page: PAGE, columns: [] } });
    expect((await h.call('GET', url(), { token })).body.payload).toEqual({});
  });

  it("takes only the product table's column names on a product ranking page, a safe alphabet elsewhere", async () => {
    const token = await h.member(26_203, 'ultimate');
    expect((await h.call('PUT', '/api/workbench/columns', { token, json: { page: PAGE, columns: [...PRODUCT_COLUMNS] } })).body.code).toBe(200);
    for (const columns of [['rank', 'title'], ['rank', 'rank'], ['<script>'], [''], 'rank', [1], Array.from({ length: COLUMN_CHOICE_MAX + 1 }, (_, i) => `c${i}`)]) {
      expect((await h.call('PUT', '/api/workbench/columns', { token, json: { page: PAGE, columns } })).body.code, JSON.stringify(columns)).toBe(400);
    }
    expect((await h.call('GET', url(), { token })).body.payload).toEqual({ columns: [...PRODUCT_COLUMNS] });

    const later = 'store/hot-sales-store';
    const shopColumns = Array.from({ length: COLUMN_CHOICE_MAX }, (_, i) => `col-${i}`);
    expect((await h.call('PUT', '/api/workbench/columns', { token, json: { page: later, columns: shopColumns } })).body.code).toBe(200);
    expect((await h.call('GET', url(later), { token })).body.payload).toEqual({ columns: shopColumns });
    expect((await h.call('PUT', '/api/workbench/columns', { token, json: { page: later, columns: ['a b'] } })).body.code).toBe(400);
    expect((await h.call('PUT', '/api/workbench/columns', { token, json: { page: '/abs', columns: ['a'] } })).body.code).toBe(400);
    expect((await h.call('GET', '/api/workbench/columns?page=a%2F..%2Fb', { token })).body.code).toBe(400);
  });

  it('checks the names without the database', () => {
    expect(COLUMN_CHOICE_MAX).toBe(40);
    expect(columnChoice(PAGE, ['rank', 'trend'])).toEqual(['rank', 'trend']);
    expect(columnChoice(PAGE, ['rank', 'shopName'])).toBeUndefined();
    expect(columnChoice('brandAnalysis/brand-site-analysis', ['shopName', 'x'.repeat(40)])).toEqual(['shopName', 'x'.repeat(40)]);
    expect(columnChoice('brandAnalysis/brand-site-analysis', ['x'.repeat(41)])).toBeUndefined();
  });
});
