import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { resolveLazyRoutes } from './start-site';

describe('resolveLazyRoutes', () => {
  it('loads the lazy modules of the matched routes only, and puts them in place before hydration', async () => {
    const Page = () => null;
    const matched = vi.fn(async () => ({ Component: Page, handle: { status: 404 } }));
    const other = vi.fn(async () => ({ Component: Page }));
    const routes: RouteObject[] = [{ path: '/', children: [{ path: 'about', lazy: matched }, { path: 'other', lazy: other }] }];
    await resolveLazyRoutes(routes, '/m/about', '/m');
    const about = routes[0]?.children?.[0];
    expect(matched).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
    expect(about?.Component).toBe(Page);
    expect(about?.handle).toEqual({ status: 404 });
    expect(about?.lazy).toBeUndefined();
  });

  it('does nothing for a path no route matches', async () => {
    const lazy = vi.fn(async () => ({}));
    await resolveLazyRoutes([{ path: 'x', lazy }], '/nothing');
    expect(lazy).not.toHaveBeenCalled();
  });
});
