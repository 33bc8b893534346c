// A page of a site: the device and workbench redirects as real 302s, then the server-rendered HTML
// (or, when the renderer fails or is absent, the client-rendered shell). Visitors' pages are kept
// in a small cache per path and language for a short while; a member's page never is, and says so.
import {
  deviceRedirectTarget,
  detectRequestLocale,
  isMobileUserAgent,
  readCookieHeader,
  RENDERED_FOR_MEMBER_HEADER,
  SESSION_COOKIE_NAME,
  workbenchRedirectTarget,
  type SiteRenderer,
} from '@sealens/domain';

import { CACHE_NONE } from '../http/cache-control';
import { compress, negotiateEncoding, type Encoding } from '../http/compression';

/** Visitors may reuse a page this long (browsers and shared caches revalidate after it). */
export const VISITOR_PAGE_MAX_AGE_S = 60;
/** A member's page shows their account: never stored by a shared cache. */
export const MEMBER_PAGE_CACHE = 'private, no-store';
export const VISITOR_PAGE_CACHE = `public, max-age=0, s-maxage=${VISITOR_PAGE_MAX_AGE_S}, must-revalidate`;

/** Browsers (and crawlers that present as one) say Mozilla/; curl, monitors and scripts do not. */
export function isBrowserUserAgent(userAgent: string | undefined): boolean {
  return !!userAgent && userAgent.includes('Mozilla/');
}

/**
 * DESIGN §4 as real 302s: the workbench rule, then the device rule. The device rule is for browsers:
 * a client that is not one (curl, a monitor) gets the page it asked for.
 */
export function pageRedirect(url: URL, userAgent: string | undefined): string | null {
  const location = { pathname: url.pathname, search: url.search, hash: '' };
  const workbench = workbenchRedirectTarget(location);
  if (workbench) return workbench;
  return isBrowserUserAgent(userAgent) ? deviceRedirectTarget(location, isMobileUserAgent(userAgent ?? '')) : null;
}

interface CachedPage {
  body: string;
  status: number;
  headers: [string, string][];
  expires: number;
  /** Compressed once per encoding, on first demand: a cached page costs no compression after. */
  encoded: Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>;
}

/** A bounded, time-limited cache of visitors' pages (derived output only: any server can rebuild it). */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  constructor(
    private readonly options: { maxEntries: number; ttlMs: number; now: () => number },
  ) {}

  async get(key: string, encoding: Encoding | null = null): Promise<Response | null> {
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (hit.expires <= this.options.now()) {
      this.entries.delete(key);
      return null;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, hit);
    const headers = new Headers(hit.headers);
    if (!encoding) return new Response(hit.body, { status: hit.status, headers });
    let bytes = hit.encoded.get(encoding);
    if (!bytes) {
      bytes = compress(new TextEncoder().encode(hit.body), encoding, 'best').then((b) => new Uint8Array(b));
      hit.encoded.set(encoding, bytes);
    }
    const body = await bytes;
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.byteLength));
    return new Response(body, { status: hit.status, headers });
  }

  set(key: string, page: { body: string; status: number; headers: Headers }): void {
    this.entries.delete(key);
    this.entries.set(key, {
      body: page.body,
      status: page.status,
      headers: [...page.headers],
      expires: this.options.now() + this.options.ttlMs,
      encoded: new Map(),
    });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

export interface RenderPageOptions {
  renderer: SiteRenderer | null;
  cache: PageCache | null;
  /** The client-rendered shell (index.html), for a missing or failing renderer. */
  shell: () => Promise<Response>;
  log?: (message: string, error: unknown) => void;
}

export async function renderPage(request: Request, options: RenderPageOptions): Promise<Response> {
  const url = new URL(request.url);
  const target = pageRedirect(url, request.headers.get('user-agent') ?? undefined);
  if (target) return new Response(null, { status: 302, headers: { Location: target, 'Cache-Control': CACHE_NONE, Vary: 'User-Agent' } });
  if (!options.renderer) return options.shell();

  const cookie = request.headers.get('cookie');
  const member = !!readCookieHeader(cookie, SESSION_COOKIE_NAME);
  const locale = detectRequestLocale({ cookie, acceptLanguage: request.headers.get('accept-language') });
  const key = `${locale} ${url.pathname}${url.search}`;
  if (!member && options.cache) {
    const hit = await options.cache.get(key, negotiateEncoding(request.headers.get('accept-encoding')));
    if (hit) return hit;
  }

  let page: Response;
  try {
    page = await options.renderer.render(request);
  } catch (error) {
    // Never a blank page: the browser renders the shell by itself.
    (options.log ?? console.error)(`[ssr] ${url.pathname} could not be rendered; serving the client shell`, error);
    return options.shell();
  }
  if (page.status >= 300 && page.status < 400) return page;

  const headers = new Headers(page.headers);
  const forMember = member || headers.has(RENDERED_FOR_MEMBER_HEADER);
  headers.delete(RENDERED_FOR_MEMBER_HEADER);
  headers.set('Cache-Control', page.status >= 500 ? CACHE_NONE : forMember ? MEMBER_PAGE_CACHE : VISITOR_PAGE_CACHE);
  headers.set('Vary', 'Accept-Encoding, Accept-Language, Cookie, User-Agent');
  const body = await page.text();
  if (!forMember && options.cache && (page.status === 200 || page.status === 404)) {
    options.cache.set(key, { body, status: page.status, headers });
  }
  return new Response(body, { status: page.status, headers });
}
