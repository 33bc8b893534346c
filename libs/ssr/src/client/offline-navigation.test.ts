import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isNavigationHeld, retryHeldNavigation, subscribeHeldNavigation, withOfflineNavigation } from './offline-navigation';

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

describe('withOfflineNavigation (issue 27 item 8)', () => {
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

  it('keeps the table: children, paths and other properties as they were', () => {
    const Component = () => null;
    const [root] = withOfflineNavigation([{ id: 'root', Component, children: [{ index: true, Component }] }]);
    expect(root?.id).toBe('root');
    expect(root?.Component).toBe(Component);
    expect(root?.children?.[0]).toMatchObject({ index: true, Component });
  });
});
