import { SAVED_VIEW_NAME_MAX, SAVED_VIEW_QUERY_MAX, WORKBENCH_RIGHTS } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { inRenderScope } from '../../static/render-scope';

import { openMemberHarness, type MemberHarness } from './member-routes-harness';
import { savedViewQuery } from './views-routes';

let h: MemberHarness;
beforeAll(async () => {
  h = await openMemberHarness();
}, 60_000);
afterAll(() => h.close());

const PAGE = 'product/hot-sales-product';
const view = (over: Record<string, unknown> = {}) => ({ page: PAGE, name: 'Thai beauty, 30 days', query: 'site=TH&cat=99997&period=30&sort=gmv', ...over });

describe('saved views: members only', () => {
  it('answers a visitor HTTP 401 on every operation', async () => {
    expect((await h.call('GET', '/api/workbench/views')).status).toBe(401);
    expect((await h.call('POST', '/api/workbench/views', { json: view() })).status).toBe(401);
    expect((await h.call('PUT', '/api/workbench/views/1', { json: { name: 'x' } })).status).toBe(401);
    const removed = await h.call('DELETE', '/api/workbench/views/1');
    expect(removed.status).toBe(401);
    expect(removed.body).toMatchObject({ code: 401 });
    expect(removed.response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('saved views: save, list, rename, remove', () => {
  it('saves the query under a name, lists it newest first per page or all, renames and removes it', async () => {
    const token = await h.member(26_101, 'starter');
    const first = await h.call('POST', '/api/workbench/views', { token, json: view({ query: '?site=TH&cat=99997' }) });
    expect(first.body.code).toBe(200);
    // The leading '?' is dropped; the time is China time like every member time.
    expect(first.body.payload).toMatchObject({ page: PAGE, name: 'Thai beauty, 30 days', query: 'site=TH&cat=99997', createdAt: '2026-07-01 12:00:00' });
    h.main.clock.advance(60);
    const second = await h.call('POST', '/api/workbench/views', { token, json: view({ name: '  Soaring in VN  ', page: 'product/soaring-product', query: '' }) });
    expect(second.body.payload).toMatchObject({ name: 'Soaring in VN', page: 'product/soaring-product', query: '' });

    const all = await h.call('GET', '/api/workbench/views', { token });
    expect(all.body.payload.max).toBe(WORKBENCH_RIGHTS.starter.savedViews);
    expect(all.body.payload.views.map((v: { id: number }) => v.id)).toEqual([second.body.payload.id, first.body.payload.id]);
    const onePage = await h.call('GET', `/api/workbench/views?page=${encodeURIComponent(PAGE)}`, { token });
    expect(onePage.body.payload.views).toEqual([first.body.payload]);

    const renamed = await h.call('PUT', `/api/workbench/views/${first.body.payload.id}`, { token, json: { name: 'Beauty TH' } });
    expect(renamed.body.payload).toEqual({ ...first.body.payload, name: 'Beauty TH' });
    const removed = await h.call('DELETE', `/api/workbench/views/${first.body.payload.id}`, { token });
    expect(removed.body).toEqual({ code: 200, message: 'success' });
    expect((await h.call('GET', `/api/workbench/views?page=${encodeURIComponent(PAGE)}`, { token })).body.payload.views).toEqual([]);
    // Gone: a second removal answers as for any missing view.
    expect((await h.call('DELETE', `/api/workbench/views/${first.body.payload.id}`, { token })).body.code).toBe(404);
  });

  it("answers someone else's view exactly like a missing one (code 404), and leaves it untouched", async () => {
    const owner = await h.member(26_102, 'operation');
    const other = await h.member(26_103, 'operation');
    const saved = (await h.call('POST', '/api/workbench/views', { token: owner, json: view() })).body.payload;
    const missing = 2_000_000_000;
    for (const [method, init] of [
      ['PUT', { json: { name: 'mine now' } }],
      ['DELETE', {}],
    ] as const) {
      const theirs = await h.call(method, `/api/workbench/views/${saved.id}`, { token: other, ...init });
      const none = await h.call(method, `/api/workbench/views/${missing}`, { token: other, ...init });
      expect(theirs.status).toBe(none.status);
      expect(theirs.body).toEqual(none.body);
      expect(theirs.body).toEqual({ code: 404, message: 'no such view' });
    }
    expect((await h.call('GET', '/api/workbench/views', { token: other })).body.payload.views).toEqual([]);
    expect((await h.call('GET', '/api/workbench/views', { token: owner })).body.payload.views).toEqual([saved]);
  });

  it(`keeps at most the plan's number of views (trial ${WORKBENCH_RIGHTS.trial.savedViews}, code 409), even when saved in parallel`, async () => {
    const token = await h.member(26_104, 'trial');
    const max = WORKBENCH_RIGHTS.trial.savedViews;
    const answers = await Promise.all(Array.from({ length: max + 4 }, (_, i) => h.call('POST', '/api/workbench/views', { token, json: view({ name: `view ${i}` }) })));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(max);
    const refused = answers.filter((a) => a.body.code === 409);
    expect(refused).toHaveLength(4);
    expect(refused[0]?.body.message).toBe(`your plan keeps ${max} saved views: remove one to save another`);
    const held = (await h.call('GET', '/api/workbench/views', { token })).body.payload;
    expect(held).toMatchObject({ max });
    expect(held.views).toHaveLength(max);
    // Removing one makes room for another.
    await h.call('DELETE', `/api/workbench/views/${held.views[0].id}`, { token });
    expect((await h.call('POST', '/api/workbench/views', { token, json: view() })).body.code).toBe(200);
  });

  it('lets a member whose plan ended list, rename and remove what they kept, but save no new one', async () => {
    const token = await h.member(26_105, 'starter');
    const saved = (await h.call('POST', '/api/workbench/views', { token, json: view() })).body.payload;
    const ended = await h.member(26_105, 'expired');
    expect((await h.call('GET', '/api/workbench/views', { token: ended })).body.payload).toEqual({ views: [saved], max: 0 });
    expect((await h.call('POST', '/api/workbench/views', { token: ended, json: view() })).body).toEqual({ code: 409, message: 'saved views come with a plan' });
    expect((await h.call('PUT', `/api/workbench/views/${saved.id}`, { token: ended, json: { name: 'kept' } })).body.payload.name).toBe('kept');
    expect((await h.call('DELETE', `/api/workbench/views/${saved.id}`, { token: ended })).body.code).toBe(200);
  });

  it('refuses a bad page, name or query (code 400) and stores nothing', async () => {
    const token = await h.member(26_106, 'ultimate');
    const bad = [
      view({ page: '' }),
      view({ page: '../etc' }),
      view({ page: 'a/b/c/d' }),
      view({ page: 'x'.repeat(81) }),
      view({ name: '   ' }),
      view({ name: 'x'.repeat(SAVED_VIEW_NAME_MAX + 1) }),
      view({ name: 'two\nlines' }),
      view({ query: 'x='.padEnd(SAVED_VIEW_QUERY_MAX + 1, 'y') }),
      view({ query: 'site=TH%00' }),
      view({ query: 'site=TH%0D%0Aevil' }),
      view({ query: 'site=TH#frag' }),
      view({ query: 7 }),
      { page: PAGE, name: 'no query' },
    ];
    for (const json of bad) expect((await h.call('POST', '/api/workbench/views', { token, json })).body.code, JSON.stringify(json)).toBe(400);
    expect((await h.call('GET', '/api/workbench/views', { token })).body.payload.views).toEqual([]);
    // The longest name and query are fine.
    const longest = view({ name: 'x'.repeat(SAVED_VIEW_NAME_MAX), query: 'q='.padEnd(SAVED_VIEW_QUERY_MAX, 'y') });
    expect((await h.call('POST', '/api/workbench/views', { token, json: longest })).body.code).toBe(200);
    expect((await h.call('GET', '/api/workbench/views?page=..%2Fx', { token })).body.code).toBe(400);
    const saved = (await h.call('GET', '/api/workbench/views', { token })).body.payload.views[0];
    expect((await h.call('PUT', `/api/workbench/views/${saved.id}`, { token, json: { name: '' } })).body.code).toBe(400);
    expect((await h.call('PUT', '/api/workbench/views/0', { token, json: { name: 'x' } })).body.code).toBe(400);
  });

  it('checks a query string for control characters after decoding, whatever the page', () => {
    expect(savedViewQuery('?a=1&b=%E0%B8%81')).toBe('a=1&b=%E0%B8%81');
    expect(savedViewQuery('anything=goes&for=any-page')).toBe('anything=goes&for=any-page');
    expect(savedViewQuery('a=%09')).toBeUndefined();
    expect(savedViewQuery('a%7F=1')).toBeUndefined();
  });
});

describe("a page's saved views and column choice within its server rendering (issue 28 item 1)", () => {
  it('are one statement for both calls, the same answers as outside a rendering', async () => {
    const token = await h.member(26_131, 'ultimate');
    const saved = [];
    for (const name of ['first', 'second']) {
      const answer = await h.call('POST', '/api/workbench/views', { token, json: view({ name }) });
      expect(answer.body.code).toBe(200);
      saved.push(answer.body.payload);
      h.main.clock.advance(60);
    }
    expect((await h.call('PUT', '/api/workbench/columns', { token, json: { page: PAGE, columns: ['rank', 'product', 'units'] } })).body.code).toBe(200);
    const ask = () => Promise.all([h.call('GET', `/api/workbench/views?page=${PAGE}`, { token }), h.call('GET', `/api/workbench/columns?page=${PAGE}`, { token })]);
    const [views, columns] = await ask();
    // As saved, times included (China time, to the second), the newest first.
    expect(views.body.payload.views).toEqual([...saved].reverse());
    expect(saved[1].createdAt).not.toBe(saved[0].createdAt);
    expect(columns.body.payload).toEqual({ columns: ['rank', 'product', 'units'] });

    const { $client } = h.main.deps.db as unknown as { $client: { query: (...args: unknown[]) => unknown } };
    const statements = vi.spyOn($client, 'query');
    try {
      const inRender = await inRenderScope(ask);
      expect(inRender.map((answer) => answer.body)).toEqual([views.body, columns.body]);
      // The session, the plan and the page's choices: one statement each.
      expect(statements).toHaveBeenCalledTimes(3);
    } finally {
      statements.mockRestore();
    }
  });
});
