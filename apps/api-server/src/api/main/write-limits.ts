// Writes anyone may make without signing in (issue #25 item 9: feedback and the data-backfill
// applications took 200 anonymous writes in 0.6 s): so many an hour per client address, counted in
// the database (rate_limit_counts) so every server process counts together. The address is
// clientIp's: the socket's, unless a trusted proxy (TRUSTED_PROXIES) speaks for it.
import type { Context } from 'hono';

import { takeRateLimit } from '../../security/rate-limit';
import { clientIp, httpError } from '../identity/common';
import type { ServerDeps } from '../server-deps';

/** Feedback one client address may send in an hour. */
export const FEEDBACK_PER_ADDRESS_PER_HOUR = 10;
/** Data-backfill applications (products and shops together) one client address may send in an hour. */
export const DATA_SUPPLEMENTS_PER_ADDRESS_PER_HOUR = 30;

/**
 * Counts one `action` write for the request's client; answers HTTP 429 with Retry-After when the
 * hour already holds `perHour`, else undefined (go on).
 */
export async function limitWrite(deps: Pick<ServerDeps, 'db' | 'now'>, c: Context, action: string, perHour: number): Promise<Response | undefined> {
  const limited = await takeRateLimit({ db: deps.db, now: deps.now, key: `${action}:${clientIp(c)}`, limit: perHour, windowSeconds: 3600 });
  if (limited.ok) return undefined;
  c.header('Retry-After', String(limited.retryAfterSeconds));
  return httpError(c, 429, 'visiting too frequently, try again later');
}
