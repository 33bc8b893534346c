// The home's market calls answer T+1 data, yet were computed per request (issue #10 "Faster home
// data": 486 requests/s, p99 151 ms). Their answers are kept in a bounded cache keyed by the query,
// the data version (bumped by every market import, issue #11), the day the server's clock says it is
// and whether the caller is a member (a visitor's rankings are cut, see visitor-ranking-limit.ts);
// compressed once per encoding; sent with an ETag and a Cache-Control that lasts until the next daily
// refresh. Every market answer names the day its figures describe in `X-Market-Day` (the product id
// list, a bare array, has no other place for it). Derived data only: any server of several rebuilds
// its own copy from the database.
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

import type { AppEnv } from '../../app-options';
import { compress, isCompressible, MIN_COMPRESS_BYTES, negotiateEncoding, type Encoding } from '../../http/compression';
import { dataVersionReader } from '../../market/data-version';
import type { ServerDeps } from '../server-deps';
import { readerLocale } from './content-routes';
import { LOCALIZED_PATHS, MARKET_PATHS } from './home-routes';
import { bearerClaims } from './main-http';

/**
 * The cached calls: the home widgets and the public statistics (spec §2, §7), and a product's or a
 * shop's history and lookup (the home's product list looks up six products on every rendering).
 */
export const HOME_DATA_PATHS: readonly RegExp[] = [/^\/api\/home\//, /^\/api\/public\/merchantStatistics$/, /^\/api\/(goods|mall)\/(history|lookup)$/];
/** The header naming the day the market figures describe. */
export const MARKET_DAY_HEADER = 'X-Market-Day';
const MARKET_ANSWERS = new Set<string>(MARKET_PATHS.map((path) => `/api${path}`));
const LOCALIZED_ANSWERS = new Set<string>(LOCALIZED_PATHS.map((path) => `/api${path}`));
/** Most answers kept (the least recently used go first). */
export const HOME_DATA_CACHE_ENTRIES = 2_000;
export { DATA_VERSION_TTL_MS } from '../../market/data-version';
/** Market time (spec: China time, UTC+8): the daily refresh is after midnight there. */
const MARKET_UTC_OFFSET_MS = 8 * 3_600_000;

interface Entry {
  status: number;
  contentType: string;
  body: Uint8Array;
  etag: string;
  encoded: Map<Encoding, Promise<Uint8Array>>;
}

/** Seconds until the next midnight of market time (at least 60): how long a home answer stays fresh. */
export function secondsUntilNextRefresh(now: Date): number {
  const local = now.getTime() + MARKET_UTC_OFFSET_MS;
  const nextMidnight = Math.floor(local / 86_400_000 + 1) * 86_400_000;
  return Math.max(60, Math.ceil((nextMidnight - local) / 1000));
}

/** Whether an If-None-Match header names this ETag (a list, weak forms, or *). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

export interface HomeDataCache {
  middleware: MiddlewareHandler<AppEnv>;
  /** Entries held now (tests, stats). */
  size(): number;
  /** Forgets every answer (after an import, or in tests). */
  clear(): void;
}

export function homeDataCache(deps: ServerDeps, options: { maxEntries?: number } = {}): HomeDataCache {
  const maxEntries = options.maxEntries ?? HOME_DATA_CACHE_ENTRIES;
  const entries = new Map<string, Entry>();
  const dataVersion = dataVersionReader(deps);

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const url = new URL(c.req.url);
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || !HOME_DATA_PATHS.some((p) => p.test(url.pathname))) return next();
    const member = (await bearerClaims(c, deps)) !== undefined;
    const now = deps.now();
    const today = new Date(now.getTime() + MARKET_UTC_OFFSET_MS).toISOString().slice(0, 10);
    const query = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const data = await dataVersion();
    // An answer in the reader's language is kept per language (the first reader's filled it for all: issue 27 item 10).
    const language = LOCALIZED_ANSWERS.has(url.pathname) ? readerLocale(c) : '';
    const key = `${member ? 'm' : 'v'}|${data.value}|${today}|${language}|${url.pathname}?${new URLSearchParams(query).toString()}`;

    let entry = entries.get(key);
    if (entry) {
      // Least recently used first out: a hit moves to the end.
      entries.delete(key);
      entries.set(key, entry);
    } else {
      await next();
      const res = c.res;
      const contentType = res.headers.get('Content-Type') ?? '';
      if (res.status !== 200 || !contentType.includes('json')) return;
      const body = new Uint8Array(await res.arrayBuffer());
      entry = { status: res.status, contentType, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, encoded: new Map() };
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    }

    const headers = new Headers({
      'Content-Type': entry.contentType,
      ETag: entry.etag,
      'Cache-Control': `${member ? 'private' : 'public'}, max-age=${secondsUntilNextRefresh(now)}`,
      Vary: `Accept-Encoding, Authorization, Cookie${language ? ', Accept-Language' : ''}`,
    });
    if (data.statsDay && MARKET_ANSWERS.has(url.pathname)) headers.set(MARKET_DAY_HEADER, data.statsDay);
    if (matchesEtag(c.req.header('If-None-Match'), entry.etag)) {
      c.res = undefined;
      c.res = new Response(null, { status: 304, headers });
      return;
    }
    let body = entry.body;
    const encoding = isCompressible(entry.contentType) && body.byteLength >= MIN_COMPRESS_BYTES ? negotiateEncoding(c.req.header('Accept-Encoding')) : null;
    if (encoding) {
      let encoded = entry.encoded.get(encoding);
      if (!encoded) {
        // Compressed once per encoding, at the best level: it is reused until the next day.
        encoded = compress(entry.body, encoding, 'best').then((bytes) => new Uint8Array(bytes));
        entry.encoded.set(encoding, encoded);
      }
      body = await encoded;
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(body.byteLength));
    c.res = undefined;
    c.res = new Response(c.req.method === 'HEAD' ? null : (body as Uint8Array<ArrayBuffer>), { status: entry.status, headers });
  };

  return { middleware, size: () => entries.size, clear: () => entries.clear() };
}
