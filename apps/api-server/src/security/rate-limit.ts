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
  /** What this request counts for (default 1): an upload counts its bytes against a byte quota. */
  amount?: number;
}

/** The longest window a limit may use: rows older than two of them are deleted. */
export const RATE_LIMIT_LONGEST_WINDOW_SECONDS = 86_400;

export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Old windows are swept at most this often per database (every new window of every client used to sweep). */
export const RATE_LIMIT_SWEEP_SECONDS = 60;
const lastSweep = new WeakMap<Database, number>();

/** Counts one request (`amount`) for `key`; refuses it when the window then holds more than `limit`. */
export async function takeRateLimit({ db, now, key, limit, windowSeconds, amount = 1 }: RateLimitOptions): Promise<RateLimitResult> {
  if (windowSeconds > RATE_LIMIT_LONGEST_WINDOW_SECONDS) throw new Error(`rate limit window over ${RATE_LIMIT_LONGEST_WINDOW_SECONDS} s: ${key}`);
  const at = now().getTime();
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(at / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitCounts)
    .values({ key, windowStart, count: amount })
    .onConflictDoUpdate({ target: [rateLimitCounts.key, rateLimitCounts.windowStart], set: { count: sql`${rateLimitCounts.count} + ${amount}` } })
    .returning({ count: rateLimitCounts.count });
  // Old windows are of no use: forget them now and then, at a new window and once a minute at most (a
  // page render takes a limit: each new visitor's minute deleted over the whole table). Every key's rows
  // share the table, so only what is older than the longest window goes (a minute's window would
  // otherwise end a day's count).
  const swept = lastSweep.get(db);
  if ((row?.count ?? 0) === amount && (swept === undefined || Math.abs(at - swept) >= RATE_LIMIT_SWEEP_SECONDS * 1000)) {
    lastSweep.set(db, at);
    await db.delete(rateLimitCounts).where(and(lt(rateLimitCounts.windowStart, new Date(at - 2 * RATE_LIMIT_LONGEST_WINDOW_SECONDS * 1000))));
  }
  if ((row?.count ?? 0) <= limit) return { ok: true };
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + windowMs - at) / 1000)) };
}
