// Faster home data (issue #10): the market answers change only when the data does, so each carries
// an ETag (the data version, the day and the query) and may be kept by browsers until the next
// refresh (00:00 China time); the server keeps the answers it computed in a bounded cache keyed by
// query and data version, so a busy home page costs one small query per call, not the rankings'.
// Every market answer also names the day its figures describe in `X-Market-Day` (the product id
// list, a bare array, has no other place for it).
import { createHash } from 'node:crypto';

import type { MiddlewareHandler } from 'hono';

import type { AppEnv } from '../../app-options';
import { marketYesterday, nextMarketMidnight } from '../days';
import type { MarketService } from '../market-service';

export const MARKET_CACHE_ENTRIES = 500;
export const MARKET_DAY_HEADER = 'X-Market-Day';

interface Entry {
  body: string;
  contentType: string;
}

export interface MarketCache {
  middleware: MiddlewareHandler<AppEnv>;
  /** Answers held (tests). */
  size(): number;
}

/** The cache and its middleware over `market`; `now` is the injected clock. */
export function marketCache(market: () => MarketService, now: () => Date, maxEntries = MARKET_CACHE_ENTRIES): MarketCache {
  const entries = new Map<string, Entry>();
  let version = -1;
  let statsDay: string | undefined;
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const service = market();
    await service.ready;
    const current = await service.queries.dataVersion();
    if (current !== version) {
      // A new import: everything held describes older data.
      entries.clear();
      statsDay = await service.queries.statsDay();
      version = current;
    }
    const at = now();
    const url = new URL(c.req.url);
    const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const day = marketYesterday(at);
    const key = `${url.pathname}?${new URLSearchParams(params).toString()}|${current}|${day}`;
    const etag = `"m${current}-${createHash('sha256').update(key).digest('base64url').slice(0, 16)}"`;
    const maxAge = Math.max(60, Math.floor((nextMarketMidnight(at) - at.getTime()) / 1000));
    const headers: Record<string, string> = { ETag: etag, 'Cache-Control': `public, max-age=${maxAge}`, ...(statsDay ? { [MARKET_DAY_HEADER]: statsDay } : {}) };
    const match = c.req.header('If-None-Match');
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304, headers);
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit);
      return c.body(hit.body, 200, { ...headers, 'Content-Type': hit.contentType });
    }
    await next();
    if (c.res.status !== 200) return;
    const contentType = c.res.headers.get('Content-Type') ?? 'application/json';
    const body = await c.res.clone().text();
    // Business failures (code other than 200) are not kept.
    if (!body.startsWith('{"code":200')) return;
    entries.set(key, { body, contentType });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
  return { middleware, size: () => entries.size };
}
