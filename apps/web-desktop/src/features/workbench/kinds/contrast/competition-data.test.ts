// The competition pages' loader (issue 30 item 6): the set, period and day of the query go to one
// GET /competition; fewer than two shops ask nothing; the research admin keeps the member's saved
// views of the three competition pages only.
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { workbenchPage, type ContrastPageConfig } from '../../workbench-pages';
import { competitionLoader } from './competition-data';

const STORE = workbenchPage('competition/competitive-store') as ContrastPageConfig;
const RESEARCH = workbenchPage('competition/ResearchAdmin') as ContrastPageConfig;
const VIEWS = [
  { id: 1, page: 'competition/marketInsight', name: 'Kitchen rivals', query: 'ids=1,2,3', createdAt: '2026-11-20 10:00:00' },
  { id: 2, page: 'product/hot-sales-product', name: 'Thai phones', query: 'site=TH', createdAt: '2026-11-21 10:00:00' },
  { id: 3, page: 'competition/traffic-comparison', name: 'Word rivals', query: 'ids=4,5', createdAt: '2026-11-22 10:00:00' },
];

function memberContext(member = true) {
  const GET = vi.fn(async (path: string, _init?: unknown) => ({ data: { code: 200, message: 'ok', payload: path === '/views' ? { views: VIEWS, max: 100 } : { day: '2026-11-26', shops: [] } } }));
  return { context: { kind: 'sealens-server', api: { workbench: { GET } }, locale: 'en', member }, GET };
}

const load = (url: string, page: ContrastPageConfig, context: unknown) =>
  competitionLoader({ request: new Request(`http://x/workbench/${page.path}${url}`), context, params: {} } as unknown as LoaderFunctionArgs, page);

describe("the competition pages' data", () => {
  it('asks GET /competition once with the set, the period and the day of the query', async () => {
    const { context, GET } = memberContext();
    const data = await load('?ids=11,12,12,13&days=90&since=2026-11-01', STORE, context);
    expect(data.state).toBe('ok');
    const calls = GET.mock.calls.filter(([path]) => path === '/competition');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]).toMatchObject({ params: { query: { ids: '11,12,13', days: 90, since: '2026-11-01' } } });
  });

  it('leaves out a since that is no day, and asks nothing before a shop and a rival are named', async () => {
    const { context, GET } = memberContext();
    await load('?ids=11,12&since=yesterday', STORE, context);
    expect(GET.mock.calls.find(([path]) => path === '/competition')?.[1]).toMatchObject({ params: { query: { ids: '11,12', days: 30 } } });
    expect(JSON.stringify(GET.mock.calls)).not.toContain('yesterday');
    GET.mockClear();
    expect((await load('?ids=11', STORE, context)).state).toBe('pick');
    expect(GET.mock.calls.some(([path]) => path === '/competition')).toBe(false);
  });

  it("lists the member's saved views of the competition pages on the research admin, and nothing for a visitor", async () => {
    const data = await load('', RESEARCH, memberContext().context);
    expect(data).toEqual({ state: 'research', views: [VIEWS[0], VIEWS[2]] });
    const visitor = memberContext(false);
    expect(await load('', RESEARCH, visitor.context)).toEqual({ state: 'research', views: null });
    expect(visitor.GET).not.toHaveBeenCalled();
  });
});
