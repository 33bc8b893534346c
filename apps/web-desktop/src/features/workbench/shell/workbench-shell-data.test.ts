import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { shellLoader } from './workbench-shell-data';

function context(member: boolean, unread: number) {
  const GET = vi.fn(async (path: string) => ({ data: { code: 200, message: 'ok', payload: path === '/rights' ? { level: member ? 'ultimate' : 'visitor' } : { unread } } }));
  return { ctx: { kind: 'sealens-server', api: { workbench: { GET } }, locale: 'en', member }, GET };
}
const args = (ctx: unknown) => ({ request: new Request('http://x/workbench/home'), context: ctx, params: {} }) as unknown as LoaderFunctionArgs;

describe("the workbench shell's data", () => {
  it("reads a member's unread notifications beside the rights (the top bar's count)", async () => {
    const { ctx, GET } = context(true, 3);
    expect(await shellLoader(args(ctx))).toEqual({ rights: { level: 'ultimate' }, unread: 3 });
    expect(GET.mock.calls.map(([path]) => path)).toEqual(['/rights', '/notifications/unread']);
  });

  it('asks a visitor for no count', async () => {
    const { ctx, GET } = context(false, 0);
    expect(await shellLoader(args(ctx))).toEqual({ rights: { level: 'visitor' }, unread: null });
    expect(GET.mock.calls.map(([path]) => path)).toEqual(['/rights']);
  });
});
