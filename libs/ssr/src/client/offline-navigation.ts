// A client navigation that cannot reach the network keeps the page the reader is on (issue 27 item 8).
// Without this, a route's module that failed to download reloaded the page (the chunk guard), which
// offline lands on the browser's own "no internet" page, and a loader whose fetch failed replaced the
// page with the error page. Here the route table's lazy modules and loaders wait instead: the
// navigation stays pending (the current page stays, interactive), a notice says so with a Retry, and
// a Retry or the network coming back carries the navigation on. Clicking elsewhere abandons it.
// This is a chunk of its own (with held-navigation.tsx), loaded when the browser is idle after the
// start: it holds the router's routes in place, so the first load carries none of it.
import { isChunkLoadError } from '@sealens/domain';
import type { RouteObject } from 'react-router';

type Listener = () => void;

/** Resolvers of the loads waiting for the network. */
const waiting = new Set<() => void>();
const listeners = new Set<Listener>();
let noticeShown = false;

function setNotice(shown: boolean): void {
  if (noticeShown === shown) return;
  noticeShown = shown;
  for (const listener of [...listeners]) listener();
}

export function subscribeHeldNavigation(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether a navigation is held for the network (the notice shows). */
export function isNavigationHeld(): boolean {
  return noticeShown;
}

/** The notice is dismissed (a later navigation finished); loads still waiting keep waiting. */
export function dismissHeldNavigation(): void {
  setNotice(false);
}

/** Retry (or the network is back): every waiting load tries again. */
export function retryHeldNavigation(): void {
  setNotice(false);
  for (const resume of [...waiting]) resume();
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A fetch or module download that did not reach the server (no HTTP answer at all). */
export function isNetworkFailure(error: unknown): boolean {
  if (isOffline()) return true;
  if (isChunkLoadError(error)) return true;
  // fetch's own failure: "Failed to fetch" (Chromium), "NetworkError when attempting…" (Firefox), "Load failed" (Safari).
  return error instanceof TypeError && /failed to fetch|networkerror|load failed/i.test(error.message);
}

/** Resolves on Retry or when the network is back; rejects when `signal` aborts (the reader went elsewhere). */
export function waitForRetry(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const resume = () => {
      waiting.delete(resume);
      signal?.removeEventListener('abort', abandon);
      resolve();
    };
    const abandon = () => {
      waiting.delete(resume);
      reject(signal?.reason);
    };
    waiting.add(resume);
    signal?.addEventListener('abort', abandon, { once: true });
    setNotice(true);
  });
}

export type AnyLoader = (...args: never[]) => unknown;

/** A loader that is not run offline, and whose network failure waits for a retry instead of failing the page. */
export function holdingLoader<L extends AnyLoader>(loader: L): L {
  const held = async (...args: Parameters<L>) => {
    const signal = (args[0] as { request?: Request } | undefined)?.request?.signal;
    for (;;) {
      if (isOffline()) {
        await waitForRetry(signal);
        continue;
      }
      try {
        return await loader(...args);
      } catch (error) {
        // A Response (404, a redirect) or an error of the page's own is the page's to show.
        if (signal?.aborted || !isNetworkFailure(error)) throw error;
        await waitForRetry(signal);
      }
    }
  };
  return held as unknown as L;
}

export type LazyModule = Awaited<ReturnType<Extract<RouteObject['lazy'], (...args: never[]) => unknown>>>;

/**
 * A route module's download: offline it waits for the network; a download that failed while online
 * (the chunk guard did not reload: it had within the last minute) waits for a retry too. A retry
 * that fails again while online loads the page the reader asked for in full, which is what the guard
 * would have done. The module's loader is held too.
 */
export function holdingLazy(lazy: () => Promise<LazyModule>, target: () => string | null): () => Promise<LazyModule> {
  return async () => {
    let failedOnline = false;
    for (;;) {
      if (isOffline()) {
        await waitForRetry();
        continue;
      }
      try {
        const module = await lazy();
        return module && typeof module.loader === 'function' ? { ...module, loader: holdingLoader(module.loader) } : module;
      } catch (error) {
        if (!isNetworkFailure(error)) throw error;
        const to = target();
        if (failedOnline && !isOffline() && to) window.location.assign(to);
        if (!isOffline()) failedOnline = true;
        await waitForRetry();
      }
    }
  };
}

/** The network back: every held load tries again. */
export function retryWhenOnline(): void {
  window.addEventListener('online', retryHeldNavigation);
}

/** Loaders already held: holding the routes twice would wrap them twice. */
const heldLoaders = new WeakSet<object>();

/**
 * Holds every loader and lazy route module of a route tree, in place: the router's own route
 * objects (its manifest), so a started router is held from its next navigation on. A route module
 * already loaded has its loader held; one still to load holds its download and then its loader.
 */
export function holdRoutes(routes: readonly RouteObject[], target: () => string | null): void {
  for (const route of routes) {
    if (typeof route.loader === 'function' && !heldLoaders.has(route.loader)) {
      const loader = holdingLoader(route.loader);
      heldLoaders.add(loader);
      route.loader = loader;
    }
    if (typeof route.lazy === 'function') route.lazy = holdingLazy(route.lazy as () => Promise<LazyModule>, target) as RouteObject['lazy'];
    if (route.children) holdRoutes(route.children, target);
  }
}
