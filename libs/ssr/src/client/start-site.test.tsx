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

const yields = vi.hoisted(() => ({ pending: [] as Array<() => void> }));
vi.mock('./yield-to-browser', () => ({
  yieldToBrowser: () => new Promise<void>((resolve) => yields.pending.push(resolve)),
}));
const warm = vi.hoisted(() => ({ warmIntl: vi.fn() }));
vi.mock('./warm-intl', () => warm);
const reactDom = vi.hoisted(() => ({ hydrateRoot: vi.fn(), createRoot: vi.fn(() => ({ render: vi.fn() })) }));
vi.mock('react-dom/client', () => reactDom);

describe('startSite', () => {
  const flush = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };

  it('asks for the catalog, then in tasks of their own for the route modules, creates the router and hydrates (issue 28)', async () => {
    const { startSite } = await import('./start-site');
    const { HYDRATION_ELEMENT_ID } = await import('../hydration/hydration-data');
    document.body.innerHTML = `<div id="root"><p>server</p></div><script type="application/json" id="${HYDRATION_ELEMENT_ID}">${JSON.stringify({ locale: 'en', member: false, loaderData: {}, actionData: null, errors: null })}</script>`;
    const wrap = vi.fn((router: unknown) => router as never);
    const activateLocale = vi.fn(async () => undefined);
    const lazy = vi.fn(async () => ({ Component: () => null }));
    const started = startSite({ routes: [{ path: '/', lazy }], activateLocale, detectLocale: () => 'en', savedLocale: () => null, wrap });
    await flush();
    // The catalog's request goes out first, alone: the route modules are asked for in the next task.
    expect(activateLocale).toHaveBeenCalledWith('en');
    expect(lazy).not.toHaveBeenCalled();
    expect(yields.pending).toHaveLength(1);
    yields.pending.shift()?.();
    await flush();
    expect(lazy).toHaveBeenCalledOnce();
    // The catalog and the route modules are there, yet nothing else ran in the task that asked for them.
    expect(yields.pending).toHaveLength(1);
    expect(wrap).not.toHaveBeenCalled();
    yields.pending.shift()?.();
    await flush();
    // The router exists (the app is built around it); React has not been asked to hydrate yet.
    expect(wrap).toHaveBeenCalledOnce();
    expect(reactDom.hydrateRoot).not.toHaveBeenCalled();
    expect(yields.pending).toHaveLength(1);
    yields.pending.shift()?.();
    await started;
    expect(reactDom.hydrateRoot).toHaveBeenCalledOnce();
    expect(reactDom.createRoot).not.toHaveBeenCalled();
  });

  it.each([
    [true, 1],
    [false, 0],
  ])('loads the browser’s number data before hydrating only for a page that formats numbers (%s)', async (formats, calls) => {
    vi.useFakeTimers();
    try {
      warm.warmIntl.mockClear();
      const { startSite } = await import('./start-site');
      const { HYDRATION_ELEMENT_ID } = await import('../hydration/hydration-data');
      document.body.innerHTML = `<div id="root"><p>server</p></div><script type="application/json" id="${HYDRATION_ELEMENT_ID}">${JSON.stringify({ locale: 'th', member: false, loaderData: {}, actionData: null, errors: null })}</script>`;
      const lazy = async () => ({ Component: () => null, handle: formats ? { formatsNumbers: true } : {} });
      void startSite({ routes: [{ path: '/', lazy }], activateLocale: async () => undefined, detectLocale: () => 'th', savedLocale: () => null, wrap: (router) => router });
      for (let round = 0; round < 5; round++) {
        await flush();
        yields.pending.splice(0).forEach((resume) => resume());
        await vi.advanceTimersByTimeAsync(1);
      }
      expect(warm.warmIntl).toHaveBeenCalledTimes(calls);
      if (calls) expect(warm.warmIntl).toHaveBeenCalledWith('th');
    } finally {
      vi.useRealTimers();
    }
  });
});
