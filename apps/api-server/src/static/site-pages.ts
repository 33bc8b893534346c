// The pages of both sites as the server renders them: one page cache for the two renderers, members
// known by a verified session only, and each address's renderings counted in the database (so every
// server process of several counts the same client together; nothing of it lives in this process).
import type { Context } from 'hono';

import type { AppEnv } from '../app-options';
import { clientIp, verifySession } from '../api/identity/common';
import type { ServerDeps } from '../api/server-deps';
import { takeRateLimit } from '../security/rate-limit';
import { PageCache, renderPage, VISITOR_PAGE_MAX_AGE_S } from './render-page';
import { inRenderScope } from './render-scope';
import type { createRendererFrom } from './site-renderer';

/** Pages kept at most (the least recently used leave first). */
export const PAGE_CACHE_ENTRIES = 1000;
/**
 * And the bytes they may hold: a page is 20-110 KB of HTML (twice that as a two-byte string) plus
 * its compressed copies, so 1,000 pages could hold ~270 MB; 64 MB keeps ~250 of the largest.
 */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/**
 * Server renderings one address may cause per minute (cache misses and members' pages; cached pages
 * are free). A reader renders a page or two per visit (later pages render in the browser); a script
 * sending unique queries at 39 pages/s saturated two cores (issue 25 item 10).
 */
export const PAGE_RENDERS_PER_MINUTE = 120;

/** No socket: a request this process made itself (its own tools and tests), never a client's. */
const IN_PROCESS = 'in-process';

export interface SitePagesOptions {
  /** SEALENS_PUBLIC_ORIGIN: canonical and og:url name this origin, never the request's Host. */
  publicOrigin: string;
  now: () => number;
  /** The database and the token secret; absent (no API): nobody is a member and renderings are not counted. */
  deps?: ServerDeps;
}

export type SitePageHandler = (c: Context<AppEnv>, shell: () => Promise<Response>) => Promise<Response>;

/** Takes one rendering of `address`'s allowance for the current minute; false when it is used up. */
export async function takePageRender(deps: ServerDeps, address: string): Promise<boolean> {
  if (address === IN_PROCESS) return true;
  const result = await takeRateLimit({ db: deps.db, now: deps.now, key: `page-render:${address}`, limit: PAGE_RENDERS_PER_MINUTE, windowSeconds: 60 });
  return result.ok;
}

export function sitePages(options: SitePagesOptions): (renderer: ReturnType<typeof createRendererFrom>) => SitePageHandler {
  const cache = new PageCache({ maxEntries: PAGE_CACHE_ENTRIES, maxBytes: PAGE_CACHE_BYTES, ttlMs: VISITOR_PAGE_MAX_AGE_S * 1000, now: options.now });
  const { deps } = options;
  return (renderer) => (c, shell) =>
    // The session check and the loaders' API calls of one page share what cannot change meanwhile.
    inRenderScope(() =>
      renderPage(c.req.raw, {
        renderer,
        cache,
        shell,
        publicOrigin: options.publicOrigin,
        ...(deps
          ? {
              isLiveSession: async (token: string) => (await verifySession(deps, token)) !== undefined,
              takeRender: () => takePageRender(deps, clientIp(c)),
            }
          : {}),
      }),
    );
}
