import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdRoutes, isNavigationHeld, retryHeldNavigation, retryWhenOnline, subscribeHeldNavigation } from './offline-navigation';

/** The route table held in place, as held-navigation.tsx holds a started router's. */
function withOfflineNavigation(routes: RouteObject[]): RouteObject[] {
  holdRoutes(routes, () => null);
  return routes;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function loaderArgs(signal = new AbortController().signal): LoaderFunctionArgs {
  return { request: new Request('http://site.test/pricing', { signal }), params: {}, context: undefined } as unknown as LoaderFunctionArgs;
}

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

function heldLoader(loader: Loader): Loader {
  const [route] = withOfflineNavigation([{ path: 'pricing', loader }]);
  return route?.loader as Loader;
}

afterEach(() => {
  retryHeldNavigation();
  vi.restoreAllMocks();
});

describe('holdRoutes (issue 27 item 8)', () => {
  beforeAll(() => retryWhenOnline());

  it('the network back (the online event) carries a held load on', async () => {
    setOnline(false);
    const loader = vi.fn(async () => 'data');
    const done = heldLoader(loader)(loaderArgs());
    await settle();
    expect(loader).not.toHaveBeenCalled();
    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await expect(done).resolves.toBe('data');
  });

  it('offline, a loader is not run: the navigation waits with the notice, and runs once Retry finds the network', async () => {
    setOnline(false);
    const loader = vi.fn(async () => ({ page: 'pricing' }));
    let result: unknown;
    void heldLoader(loader)(loaderArgs()).then((r) => (result = r));
    await settle();
    expect(loader).not.toHaveBeenCalled();
    expect(isNavigationHeld()).toBe(true);
    // A retry while still offline keeps waiting and shows the notice again.
    retryHeldNavigation();
    await settle();
    expect(loader).not.toHaveBeenCalled();
    expect(isNavigationHeld()).toBe(true);
    setOnline(true);
    retryHeldNavigation();
    await settle();
    expect(loader).toHaveBeenCalledOnce();
    expect(result).toEqual({ page: 'pricing' });
    expect(isNavigationHeld()).toBe(false);
  });

  it("a loader whose fetch fails waits for a retry instead of failing the page; the page's own errors and Responses pass", async () => {
    setOnline(true);
    let calls = 0;
    const flaky = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return 'data';
    });
    const done = heldLoader(flaky)(loaderArgs());
    await settle();
    expect(isNavigationHeld()).toBe(true);
    retryHeldNavigation();
    await expect(done).resolves.toBe('data');

    const notFound = new Response('Not Found', { status: 404 });
    await expect(heldLoader(async () => Promise.reject(notFound))(loaderArgs())).rejects.toBe(notFound);
    await expect(heldLoader(async () => Promise.reject(new Error('bug')))(loaderArgs())).rejects.toThrow('bug');
    expect(isNavigationHeld()).toBe(false);
  });

  it('a held navigation the reader abandons (aborted) ends without running the loader', async () => {
    setOnline(false);
    const loader = vi.fn(async () => 'data');
    const controller = new AbortController();
    const done = heldLoader(loader)(loaderArgs(controller.signal));
    controller.abort();
    await expect(done).rejects.toBeDefined();
    setOnline(true);
    retryHeldNavigation();
    await settle();
    expect(loader).not.toHaveBeenCalled();
  });

  it("a route module that cannot download keeps waiting (the page stays), then loads, its loader held too", async () => {
    setOnline(false);
    const listener = vi.fn();
    const unsubscribe = subscribeHeldNavigation(listener);
    const pageLoader = vi.fn(async () => 'page data');
    let attempts = 0;
    const lazy = vi.fn(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module: http://site.test/assets/pricing.js');
      return { loader: pageLoader };
    });
    const [route] = withOfflineNavigation([{ path: 'pricing', lazy }] as RouteObject[]);
    let module: { loader?: Loader } | undefined;
    void (route?.lazy as () => Promise<{ loader?: Loader }>)().then((m) => (module = m));
    await settle();
    // Offline: not even tried.
    expect(lazy).not.toHaveBeenCalled();
    expect(listener).toHaveBeenCalled();
    setOnline(true);
    retryHeldNavigation();
    await settle();
    expect(lazy).toHaveBeenCalledOnce();
    expect(module).toBeUndefined();
    expect(isNavigationHeld()).toBe(true);
    retryHeldNavigation();
    await settle();
    expect(lazy).toHaveBeenCalledTimes(2);
    // The module's loader is the held one, not the page's own.
    expect(module?.loader).toBeTypeOf('function');
    expect(module?.loader).not.toBe(pageLoader);
    setOnline(false);
    const data = module?.loader?.(loaderArgs());
    await settle();
    expect(pageLoader).not.toHaveBeenCalled();
    setOnline(true);
    retryHeldNavigation();
    await expect(data).resolves.toBe('page data');
    unsubscribe();
  });

  it('holds the routes in place, children included, once: holding them again does not wrap twice', async () => {
    const Component = () => null;
    const childLoader = vi.fn(async () => 'child');
    const routes: RouteObject[] = [{ id: 'root', Component, children: [{ index: true, Component, loader: childLoader }] }];
    const [root] = routes;
    holdRoutes(routes, () => null);
    const held = root?.children?.[0]?.loader;
    expect(held).not.toBe(childLoader);
    holdRoutes(routes, () => null);
    expect(root?.children?.[0]?.loader).toBe(held);
    expect(root?.id).toBe('root');
    expect(root?.Component).toBe(Component);
    setOnline(true);
    await expect((held as Loader)(loaderArgs())).resolves.toBe('child');
    expect(childLoader).toHaveBeenCalledOnce();
  });
});
