import { join } from 'node:path';

import { Hono } from 'hono';

import { apiRoutes } from './api/api-routes';
import type { AppEnv, AppOptions } from './app-options';
import { readVersion } from './config/server-config';
import { resolveWorkspaceRoot } from './config/workspace-root';
import { bodyLimits } from './http/body-limits';
import { crossSiteGuard } from './http/cross-site-guard';
import { requestGuard } from './http/request-guard';
import { CACHE_NONE } from './http/cache-control';
import { compressResponses } from './http/compress-responses';
import { envelope } from './http/envelope';
import { securityHeaders } from './http/security-headers';
import type { InProcessFetch } from '@sealens/domain';

import { demoPdfRoutes } from './routes/demo-pdfs';
import { demoPictureRoutes } from './routes/demo-pictures';
import { demoVideoRoutes } from './routes/demo-videos';
import { contentSitemapPaths } from './api/main/content-routes';
import { discoveryRoutes, SITEMAP_SOURCES } from './routes/discovery';
import { healthRoutes } from './routes/health';
import { CompressedCache } from './static/compressed-cache';
import { inProcessApi } from './static/in-process-api';
import { readPublicOrigin } from './static/public-origin';
import { VISITOR_PAGE_MAX_AGE_S } from './static/render-page';
import { serveSite } from './static/serve-site';
import { sitePages } from './static/site-pages';
import { createRendererFrom } from './static/site-renderer';

export type { AppEnv, AppMode, AppOptions } from './app-options';

/** `/m` and everything below it is the mobile site; `/mall` or `/m.txt` are not. */
export function isMobilePath(pathname: string): boolean {
  return pathname === '/m' || pathname.startsWith('/m/');
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * One origin (DESIGN.md §2): `/api/**`, the mobile site under `/m`, the desktop site everywhere else.
 * Nothing here keeps state between requests except a bounded cache of compressed static bytes.
 */
export function createApp(options: AppOptions = {}): Hono<AppEnv> {
  const mode = options.mode ?? 'local';
  const now = options.now ?? Date.now;
  const startedAt = now();
  let workspaceRoot = options.workspaceRoot;
  const root = () => (workspaceRoot ??= resolveWorkspaceRoot());
  const desktopDir = options.desktopDir ?? join(root(), 'dist/apps/web-desktop');
  const mobileDir = options.mobileDir ?? join(root(), 'dist/apps/web-mobile');
  const version = options.version ?? readVersion(root());
  const cache = new CompressedCache({ upgrade: options.upgradeCompression ?? true });

  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders(mode));
  const trustedProxies = options.trustedProxies ?? [];
  app.use('*', async (c, next) => {
    c.set('mode', mode);
    c.set('trustedProxies', trustedProxies);
    await next();
  });

  const api = new Hono<AppEnv>();
  api.use('*', compressResponses());
  api.use('*', bodyLimits());
  // No cookie-authenticated state change from another site (issue #10 item 3).
  api.use('*', crossSiteGuard());
  // Every parameter against its contract before any handler (issue #10 item 6).
  api.use('*', requestGuard());
  api.route('/', healthRoutes({ version, startedAt, now }));
  if (options.api) api.route('/', apiRoutes(options.api.deps, options.api.bases));
  api.all('*', (c) => {
    c.header('Cache-Control', CACHE_NONE);
    return envelope(c, 404, 'not found');
  });
  app.route('/api', api);

  // The sitemap lists content pages: the Q&A read from the API in process, the reading content from the database.
  const apiDeps = options.api?.deps;
  const contentSource = apiDeps ? [() => contentSitemapPaths(apiDeps)] : [];
  app.route('/', discoveryRoutes(async (request) => app.fetch(request), [...SITEMAP_SOURCES, ...contentSource]));
  app.route('/', demoPdfRoutes());
  app.route('/', demoVideoRoutes(root));
  app.route('/', demoPictureRoutes());

  // Pages are rendered in this process; their loaders reach the API through this app, no socket,
  // keeping what the API declares public for as long as a visitor's page is kept (in-process-api.ts).
  const apiFetch: InProcessFetch = inProcessApi(async (request) => app.fetch(request), { now, maxAgeMs: VISITOR_PAGE_MAX_AGE_S * 1000 });
  const pages = sitePages({ publicOrigin: options.publicOrigin ?? readPublicOrigin(), now, ...(apiDeps ? { deps: apiDeps } : {}) });
  const mobile = serveSite({
    name: 'mobile',
    project: 'web-mobile',
    root: mobileDir,
    mountPath: '/m',
    cache,
    renderPage: pages(createRendererFrom(options.siteEntries?.mobile, apiFetch)),
  });
  const desktop = serveSite({
    name: 'desktop',
    project: 'web-desktop',
    root: desktopDir,
    mountPath: '',
    cache,
    renderPage: pages(createRendererFrom(options.siteEntries?.desktop, apiFetch)),
  });
  // Hono answers HEAD through GET routes and drops the body.
  const sites = new Hono<AppEnv>();
  // Rendered pages are dynamic: compressed per response, like the API's JSON.
  sites.use('*', compressResponses());
  sites.get('*', (c) => (isMobilePath(new URL(c.req.url).pathname) ? mobile(c) : desktop(c)));
  app.route('/', sites);
  app.all('*', (c) =>
    c.body('Method not allowed.\n', 405, {
      Allow: 'GET, HEAD',
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': CACHE_NONE,
    }),
  );

  app.onError((err, c) => {
    // Never the request's values: an error's message can quote them (a database error quotes the
    // statement and its parameters). The kind, its code and where it was thrown are enough to act on.
    console.error(`[api-server] ${c.req.method} ${c.req.path} failed: ${describeError(err)}`);
    c.header('Cache-Control', CACHE_NONE);
    if (isApiPath(new URL(c.req.url).pathname)) return envelope(c, 500, 'internal error');
    return c.body('Internal server error.\n', 500, { 'Content-Type': 'text/plain; charset=utf-8' });
  });

  return app;
}

/** An error without its message: its name, its code (database errors have one) and its stack frames. */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return typeof err;
  const code = (err as { code?: unknown }).code;
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 8)
    .join('\n');
  return `${err.name}${typeof code === 'string' || typeof code === 'number' ? ` (code ${code})` : ''}\n${frames}`;
}
