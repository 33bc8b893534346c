// A fixed-window request counter in the database, so every server process counts the same client
// together (issue #10 item 4: the existence check answered 300 requests a second, unthrottled). The key
// names the action and the client (clientIp: the socket address unless a trusted proxy speaks).
import { and, lt, sql } from 'drizzle-orm';

import type { Database } from '../db/database';
import { rateLimitCounts } from '../db/schema';

export interface RateLimitOptions {
  db: Database;
  now: () => Date;
  key: string;
  limit: number;
  windowSeconds: number;
}

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Counts one request for `key`; refuses it when the window already holds `limit`. */
export async function takeRateLimit({ db, now, key, limit, windowSeconds }: RateLimitOptions): Promise<RateLimitResult> {
  const at = now().getTime();
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(at / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitCounts)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimitCounts.key, rateLimitCounts.windowStart], set: { count: sql`${rateLimitCounts.count} + 1` } })
    .returning({ count: rateLimitCounts.count });
  // Old windows are of no use: forget them now and then.
  if ((row?.count ?? 0) === 1) await db.delete(rateLimitCounts).where(and(lt(rateLimitCounts.windowStart, new Date(windowStart.getTime() - windowMs))));
  if ((row?.count ?? 0) <= limit) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - at) / 1000)) };
}
