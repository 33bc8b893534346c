import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { workbenchPage } from '../../workbench-pages';
import type { MonitorPageConfig } from '../../workbench-pages';
import { followsExportHref, followsQueryOf, followsSearch, monitorLoader, NOTIFICATION_PAGE_SIZE } from './monitor-data';

/** The server's in-process API as the loader sees it (answers by path), for a member or a visitor. */
function context(member: boolean, answers: Record<string, unknown> = {}) {
  const GET = vi.fn(async (path: string) => ({ data: { code: 200, message: 'ok', payload: answers[path] } }));
  return { context: { kind: 'sealens-server', api: { workbench: { GET } }, locale: 'en', member }, GET };
}
const args = (url: string, ctx: unknown) => ({ request: new Request(`http://x/workbench/${url}`), context: ctx, params: {} }) as unknown as LoaderFunctionArgs;
const page = (path: string) => workbenchPage(path) as MonitorPageConfig;

describe("the monitor centre's data", () => {
  it("reads a monitor's sort, page, size and group from its URL, and writes only what differs from the defaults", () => {
    const query = followsQueryOf('product', new URLSearchParams('sort=change&dir=asc&page=2&size=100&group=Rivals'));
    expect(query).toEqual({ entity: 'product', sort: 'change', dir: 'asc', page: 2, size: 100, group: 'Rivals' });
    expect(followsSearch(query)).toBe('?group=Rivals&sort=change&dir=asc&page=2&size=100');
    // Unknown values fall back: no sort, descending, page 1, 50 rows.
    const fallback = followsQueryOf('shop', new URLSearchParams('sort=drop&dir=up&page=-1&size=7'));
    expect(fallback).toEqual({ entity: 'shop', dir: 'desc', page: 1, size: 50 });
    expect(followsSearch(fallback)).toBe('');
    expect(followsExportHref(query, 'xlsx', 'th')).toBe('/api/workbench/follows/export?entity=product&format=xlsx&lang=th&group=Rivals&sort=change&dir=asc');
  });

  it('asks GET /follows for the monitor\'s entity as its URL says', async () => {
    const follows = { entity: 'keyword', rows: [], total: 0, page: 1, size: 50, max: 20, used: 3, groups: [] };
    const { context: ctx, GET } = context(true, { '/follows': follows });
    const data = await monitorLoader(args('dashboard/key-words-monitor?sort=search7', ctx), page('dashboard/key-words-monitor'));
    expect(GET).toHaveBeenCalledWith('/follows', { params: { query: { entity: 'keyword', dir: 'desc', page: 1, size: 50, sort: 'search7' } } });
    expect(data).toEqual({ view: 'follows', query: { entity: 'keyword', sort: 'search7', dir: 'desc', page: 1, size: 50 }, follows });
  });

  it('reads the notification centre, the digest address, the webhook and its deliveries together', async () => {
    const { context: ctx, GET } = context(true, {
      '/notifications': { rows: [], total: 0, unread: 0 },
      '/alert-settings': { email: 'me@example.com' },
      '/webhook/deliveries': { rows: [], total: 0 },
    });
    const data = await monitorLoader(args('dashboard/notifications?unread=1&page=3', ctx), page('dashboard/notifications'));
    expect(GET).toHaveBeenCalledWith('/notifications', { params: { query: { page: 3, size: NOTIFICATION_PAGE_SIZE, unread: 1 } } });
    expect(data).toMatchObject({ view: 'notifications', query: { unread: true, page: 3 }, email: 'me@example.com', webhook: null, deliveries: [] });
  });

  it("reads My shop: each authorised shop's 7 days beside its category's on its site, and the followed shops", async () => {
    const week = (units: number, gmv: number) => ({ days: 7, from: '2026-11-20', to: '2026-11-26', units, gmv, gmvUsd: gmv / 30 });
    const rival = { id: 5, entity: 'shop', itemId: '300000002', site: 'TH', title: 'Rival', followedDay: '2026-11-20', followedFigures: {}, figures: { units7: 40, gmv7: 4000 }, change: {}, createdAt: '' };
    const workbenchGET = vi.fn(async (path: string, { params }: { params: { query: { entity: string } } }) => {
      if (path === '/follows') return { data: { code: 200, message: 'ok', payload: { rows: [rival] } } };
      if (params.query.entity === 'shop')
        return { data: { code: 200, message: 'ok', payload: { item: { id: '300000001', logo: '', site: 'TH', currency: 'THB', categoryId: 99998 }, figures: [{ ...week(2, 20), days: 1 }, week(10, 1000)], categoryRank: 4 } } };
      return { data: { code: 200, message: 'ok', payload: { item: { id: '99998' }, figures: [week(100, 9000)] } } };
    });
    const mainGET = vi.fn(async () => ({
      data: { code: 200, message: 'ok', payload: { mode: 'local', max: 20, validDays: 365, shops: [{ shopId: '300000001', site: 'TH', shopName: 'Mine' }, { shopId: '999', site: 'VN', shopName: 'Unknown' }] } },
    }));
    // The second shop is not in the data: its summary answers 404 (no payload).
    const ctx = { kind: 'sealens-server', api: { workbench: { GET: vi.fn(async (path: string, init: { params: { query: { entity: string; id?: string } } }) => (init.params.query.id === '999' ? { data: { code: 404, message: 'none' } } : workbenchGET(path, init))) }, main: { GET: mainGET } }, locale: 'en', member: true };
    const data = await monitorLoader(args('dashboard/my-shop', ctx), page('dashboard/my-shop'));
    expect(mainGET).toHaveBeenCalledWith('/shop/authorized', { verifyCode: false });
    expect(data).toMatchObject({
      view: 'my-shop',
      shops: [
        { shopId: '300000001', name: 'Mine', week: { units: 10 }, categoryRank: 4, category: { id: 99998, week: { units: 100 } } },
        { shopId: '999', name: 'Unknown' },
      ],
      rivals: [rival],
    });
    expect(data.view === 'my-shop' && data.shops?.[1]?.row).toBeUndefined();
  });

  it("asks nothing for a visitor (their 401 would read as a session that ended): the page says to log in", async () => {
    const { context: ctx, GET } = context(false);
    for (const path of ['dashboard/product-monitor', 'dashboard/alert-rules', 'dashboard/notifications']) expect(await monitorLoader(args(path, ctx), page(path))).toEqual({ view: 'visitor' });
    expect(GET).not.toHaveBeenCalled();
  });
});
