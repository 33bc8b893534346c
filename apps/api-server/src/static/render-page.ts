// A page of a site: the device and workbench redirects as real 302s, then the server-rendered HTML
// (or, when the renderer fails or is absent, the client-rendered shell). Visitors' pages are kept
// in a small cache per path, language and the query parameters the page reads, for a short while;
// a member's page (a verified session only) never is, and says so.
import {
  deviceRedirectTarget,
  detectRequestLocale,
  isMobileUserAgent,
  PAGE_QUERY_HEADER,
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
/** Said on a member's page as well as in its head: a crawler with a member's cookie indexes nothing. */
export const MEMBER_PAGE_ROBOTS = 'noindex';

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
  /** What the entry holds: its text at two bytes a character (as V8 may keep it) plus its compressed copies. */
  bytes: number;
}

/**
 * A bounded, time-limited cache of visitors' pages (derived output only: any server can rebuild it).
 * It also remembers, per path, the query parameters the page's routes declared (PAGE_QUERY_HEADER):
 * the routes a path matches do not depend on the query, so one rendering teaches it for every later
 * request of that path.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  /** Path -> the parameters its page reads, or null when it declared none (keyed on the whole query). */
  private readonly queries = new Map<string, readonly string[] | null>();
  private heldBytes = 0;
  constructor(
    /** `maxBytes` bounds what the pages hold (text and compressed copies), whatever their number. */
    private readonly options: { maxEntries: number; maxBytes?: number; ttlMs: number; now: () => number },
  ) {}

  /** What the page at `pathname` declared it reads; undefined when no rendering has said yet. */
  queryOf(pathname: string): readonly string[] | null | undefined {
    return this.queries.get(pathname);
  }

  learnQuery(pathname: string, names: readonly string[] | null): void {
    this.queries.delete(pathname);
    this.queries.set(pathname, names);
    while (this.queries.size > this.options.maxEntries) {
      const oldest = this.queries.keys().next().value;
      if (oldest === undefined) break;
      this.queries.delete(oldest);
    }
  }

  async get(key: string, encoding: Encoding | null = null): Promise<Response | null> {
    const hit = this.entries.get(key);
    if (!hit) return null;
    if (hit.expires <= this.options.now()) {
      this.remove(key, hit);
      return null;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, hit);
    const headers = new Headers(hit.headers);
    if (!encoding) return new Response(hit.body, { status: hit.status, headers });
    let bytes = hit.encoded.get(encoding);
    if (!bytes) {
      bytes = compress(new TextEncoder().encode(hit.body), encoding, 'best').then((b) => {
        // Counted once it exists, if the page is still held.
        if (this.entries.get(key) === hit) {
          hit.bytes += b.byteLength;
          this.heldBytes += b.byteLength;
          this.evict(key);
        }
        return new Uint8Array(b);
      });
      hit.encoded.set(encoding, bytes);
    }
    const body = await bytes;
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(body.byteLength));
    return new Response(body, { status: hit.status, headers });
  }

  set(key: string, page: { body: string; status: number; headers: Headers }): void {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    const bytes = page.body.length * 2;
    this.entries.set(key, {
      body: page.body,
      status: page.status,
      headers: [...page.headers],
      expires: this.options.now() + this.options.ttlMs,
      encoded: new Map(),
      bytes,
    });
    this.heldBytes += bytes;
    this.evict(null);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held by the pages (text at two bytes a character, and compressed copies). */
  get bytes(): number {
    return this.heldBytes;
  }

  private remove(key: string, entry: CachedPage): void {
    this.entries.delete(key);
    this.heldBytes -= entry.bytes;
  }

  /** The least recently used leave first until both bounds hold; `keep` (being served) stays. */
  private evict(keep: string | null): void {
    const maxBytes = this.options.maxBytes ?? Number.POSITIVE_INFINITY;
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.heldBytes <= maxBytes) break;
      if (key === keep) continue;
      this.remove(key, entry);
    }
  }
}

/**
 * The cache key of a page: its language, its path, and of its query only the parameters the page
 * reads (sorted, every value kept in order). Unknown or undeclared: the whole query, as sent.
 */
export function pageCacheKey(locale: string, url: URL, reads: readonly string[] | null | undefined): string {
  if (!reads) return `${locale} ${url.pathname}${url.search}`;
  const kept = new URLSearchParams();
  for (const name of reads) for (const value of url.searchParams.getAll(name)) kept.append(name, value);
  const query = kept.toString();
  return `${locale} ${url.pathname}${query ? `?${query}` : ''}`;
}

/** The declared parameters of a rendered page's header, or null when its page declared none. */
function declaredQuery(headers: Headers): string[] | null {
  const value = headers.get(PAGE_QUERY_HEADER);
  if (value === null) return null;
  return value.split(',').map((name) => name.trim()).filter(Boolean);
}

/** The Cookie header without one cookie (every occurrence of the name); null when nothing is left. */
export function withoutCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  const kept = header.split(';').filter((part) => {
    const eq = part.indexOf('=');
    return (eq < 0 ? part : part.slice(0, eq)).trim() !== name;
  });
  const rest = kept.map((part) => part.trim()).filter(Boolean).join('; ');
  return rest === '' ? null : rest;
}

/**
 * What the renderer gets: the page's path and query on the site's public origin (canonical and
 * og:url are built from it, so no Host header can name another site), with the cookies it may use.
 */
function rendererRequest(request: Request, url: URL, publicOrigin: string, cookie: string | null): Request {
  const headers = new Headers(request.headers);
  headers.delete('host');
  if (cookie === null) headers.delete('cookie');
  else headers.set('cookie', cookie);
  return new Request(`${publicOrigin}${url.pathname}${url.search}`, { method: request.method, headers, signal: request.signal });
}

export interface RenderPageOptions {
  renderer: SiteRenderer | null;
  cache: PageCache | null;
  /** The client-rendered shell (index.html), for a missing or failing renderer. */
  shell: () => Promise<Response>;
  /** The site's public origin (SEALENS_PUBLIC_ORIGIN, no trailing slash): what canonical URLs name. */
  publicOrigin: string;
  /**
   * Whether a session cookie's token is a live session (signature, expiry, its user, not logged out).
   * Absent: nobody is rendered as a member. A cookie that fails is dropped before rendering.
   */
  isLiveSession?: (token: string) => Promise<boolean>;
  /**
   * Counts one server rendering against the client's allowance (per address, in the database);
   * false when it is used up. Cached pages cost nothing and are not counted.
   */
  takeRender?: () => Promise<boolean>;
  log?: (message: string, error: unknown) => void;
}

export async function renderPage(request: Request, options: RenderPageOptions): Promise<Response> {
  const url = new URL(request.url);
  const target = pageRedirect(url, request.headers.get('user-agent') ?? undefined);
  if (target) return new Response(null, { status: 302, headers: { Location: target, 'Cache-Control': CACHE_NONE, Vary: 'User-Agent' } });
  if (!options.renderer) return options.shell();

  const cookie = request.headers.get('cookie');
  const token = readCookieHeader(cookie, SESSION_COOKIE_NAME);
  // Any cookie of the session's name is not a member: only a token the server verifies now is. A
  // forged, expired or logged-out one is dropped, and the page is a visitor's like any other.
  const member = !!token && !!options.isLiveSession && (await options.isLiveSession(token));
  const renderCookie = token && !member ? withoutCookie(cookie, SESSION_COOKIE_NAME) : cookie;
  const locale = detectRequestLocale({ cookie, acceptLanguage: request.headers.get('accept-language') });
  if (!member && options.cache) {
    const key = pageCacheKey(locale, url, options.cache.queryOf(url.pathname));
    const hit = await options.cache.get(key, negotiateEncoding(request.headers.get('accept-encoding')));
    if (hit) return hit;
  }
  // A rendering costs tens of milliseconds of CPU: one address may not ask for them without end
  // (unique queries, each a miss). Over its allowance it gets the client-rendered shell, a static
  // file: a real reader still sees the page, rendered by the browser.
  if (options.takeRender && !(await options.takeRender())) return options.shell();

  let page: Response;
  try {
    page = await options.renderer.render(rendererRequest(request, url, options.publicOrigin, renderCookie));
  } catch (error) {
    // Never a blank page: the browser renders the shell by itself.
    (options.log ?? console.error)(`[ssr] ${url.pathname} could not be rendered; serving the client shell`, error);
    return options.shell();
  }
  if (page.status >= 300 && page.status < 400) return page;

  const headers = new Headers(page.headers);
  const forMember = member || headers.has(RENDERED_FOR_MEMBER_HEADER);
  const reads = declaredQuery(headers);
  headers.delete(RENDERED_FOR_MEMBER_HEADER);
  headers.delete(PAGE_QUERY_HEADER);
  headers.set('Cache-Control', page.status >= 500 ? CACHE_NONE : forMember ? MEMBER_PAGE_CACHE : VISITOR_PAGE_CACHE);
  if (forMember) headers.set('X-Robots-Tag', MEMBER_PAGE_ROBOTS);
  headers.set('Vary', 'Accept-Encoding, Accept-Language, Cookie, User-Agent');
  // The page's bytes go out as they came (a worker's are moved here, never a string): a member's page
  // is never decoded at all, a visitor's only for the cache.
  const body = new Uint8Array(await page.arrayBuffer());
  if (!forMember && options.cache && (page.status === 200 || page.status === 404)) {
    options.cache.learnQuery(url.pathname, reads);
    options.cache.set(pageCacheKey(locale, url, reads), { body: new TextDecoder().decode(body), status: page.status, headers });
  }
  return new Response(body, { status: page.status, headers });
}
