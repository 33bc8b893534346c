// The browser entry of both sites. With server HTML it hydrates it: the language and the loaders'
// data come from the server, and the lazy route modules of the current page are loaded first, so
// the first client render equals the server's (no flash, no mismatch). Without server HTML (the
// built site served as static files, DESIGN §2) it renders by itself.
import { localeIso, type LocaleCode } from '@sealens/domain';
import { installChunkReloadGuard } from '@sealens/ui';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import type { RouteHandle } from '../head/page-head';
import { deserializeErrors, readHydrationData, type HydrationData } from '../hydration/hydration-data';
import { beginInitialHydration, endInitialHydration, releaseDeferredHydration } from '../hydration/hydrate-when-visible';
import { warmIntl } from './warm-intl';
import { yieldToBrowser } from './yield-to-browser';

export interface StartSiteOptions {
  routes: RouteObject[];
  basename?: string;
  /** Loads and activates a language's catalog (and sets `<html lang>`). */
  activateLocale: (code: LocaleCode) => Promise<void>;
  /** The visitor's language when the page was not server-rendered. */
  detectLocale: () => LocaleCode;
  /** A choice saved where the server cannot see it (localStorage), if any. */
  savedLocale: () => LocaleCode | null;
  /** The providers around the router (language, toasts, the server's member flag). */
  wrap: (router: ReactNode, hydration: HydrationData | null) => ReactNode;
  /** Runs once the first render (the hydration) is committed (session start). */
  afterRender?: () => void;
}

/** Runs once the first render (the hydration) has been committed. */
function WhenStarted({ onStarted, children }: { onStarted: () => void; children: ReactNode }) {
  useEffect(onStarted, [onStarted]);
  return children;
}

type LazyRoute = RouteObject & { lazy: () => Promise<Partial<RouteObject>> };

/**
 * Loads the lazy modules of the routes that match `pathname` and puts them in place; `onLoaded` sees
 * each matched route as soon as it is complete (before the others have arrived).
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string, basename?: string, onLoaded?: (route: RouteObject) => void): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') Object.assign(route, await (route as LazyRoute).lazy(), { lazy: undefined });
      onLoaded?.(route);
    }),
  );
}

/** Whether a route's page formats numbers in its first render (RouteHandle.formatsNumbers). */
function formatsNumbers(route: RouteObject): boolean {
  const handle: unknown = route.handle;
  return typeof handle === 'object' && handle !== null && (handle as RouteHandle).formatsNumbers === true;
}

export async function startSite(options: StartSiteOptions): Promise<void> {
  installChunkReloadGuard();
  const hydration = readHydrationData();
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');

  const locale = hydration?.locale ?? options.detectLocale();
  let warming = false;
  const warmForPage = (route: RouteObject) => {
    if (warming || !formatsNumbers(route)) return;
    warming = true;
    // In a task of its own, while the rest downloads (warm-intl.ts).
    setTimeout(() => warmIntl(localeIso(locale)), 0);
  };
  const catalog = options.activateLocale(locale);
  // Profiled on a 4x-throttled phone (issue 28), the start ran in the task that evaluated the first
  // load's modules, the page's longest. The catalog's request goes out from it; the route modules'
  // preloads (a link each, ~15 on /m/) in the next task. Asked together, the catalog queued behind
  // them on the phone's six connections and arrived last, ~500 ms after the route modules: the
  // hydration waits for both.
  const routes = hydration ? yieldToBrowser().then(() => resolveLazyRoutes(options.routes, window.location.pathname, options.basename, warmForPage)) : undefined;
  await Promise.all([catalog, routes]);
  // When the catalog and the route modules were already there, this is still the task that started
  // their loads: the router and the hydration go in tasks of their own.
  await yieldToBrowser();

  const router = createBrowserRouter(options.routes, {
    basename: options.basename,
    ...(hydration
      ? {
          hydrationData: {
            loaderData: hydration.loaderData,
            actionData: hydration.actionData ?? undefined,
            errors: deserializeErrors(hydration.errors) as never,
          },
        }
      : {}),
  });
  let started = false;
  const onStarted = () => {
    if (started) return; // StrictMode runs effects twice in development
    started = true;
    endInitialHydration();
    // Tests (and anyone curious) can tell when the page became interactive.
    document.documentElement.dataset['started'] = hydration ? 'hydrated' : 'client';
    // Only now may anything change what the server rendered: a language saved where the server could
    // not see it (localStorage only, no cookie), the session start.
    const saved = options.savedLocale();
    if (hydration && saved && saved !== hydration.locale) {
      releaseDeferredHydration();
      void options.activateLocale(saved);
    }
    options.afterRender?.();
    // Offline keeps the page (issue 27 item 8): from here on, navigations wait for the network rather
    // than fail (held-navigation.tsx, a chunk fetched now: not in the first load).
    import('./held-navigation').then(
      (held) => held.default(router),
      () => {
        // A chunk that cannot load is the chunk guard's; the page goes on without.
      },
    );
  };
  const app = (
    <StrictMode>
      <WhenStarted onStarted={onStarted}>{options.wrap(<RouterProvider router={router} />, hydration)}</WhenStarted>
    </StrictMode>
  );

  if (hydration && root.hasChildNodes()) {
    // As a transition, hydration yields to the browser every few milliseconds instead of one long
    // task: the page (already painted by the server) stays responsive while it becomes interactive.
    beginInitialHydration();
    // hydrateRoot then adds React's listeners for every event (~270) in the task that calls it.
    await yieldToBrowser();
    startTransition(() => {
      hydrateRoot(root, app, {
        // A mismatch is a bug: say so loudly (the e2e suites fail on any console error).
        // The component stack names where (a production build's error says only "text" or "element").
        onRecoverableError: (error, info) => console.error('[hydration] the server HTML did not match:', error, info.componentStack ?? ''),
      });
    });
  } else createRoot(root).render(app);
}
