// Answers to a request that carries a session (the bearer header or the session cookie) may hold a
// member's data: no shared cache may keep them, nor, unless the route says otherwise, the browser's
// (issue #25 item 11). Keyed on the token's presence, not its validity, so a refused token's 401 is
// private too. A route that already marked its answer `private` keeps its own policy (the home's
// market data revalidate by ETag for members: `private, max-age` until the next daily refresh).
import type { MiddlewareHandler } from 'hono';

import type { AppEnv } from '../app-options';
import { readAccessToken } from '../api/identity/common';

export const CACHE_PRIVATE_NONE = 'private, no-store';

export function privateMemberAnswers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!readAccessToken(c)) return;
    const policy = c.res.headers.get('cache-control') ?? '';
    if (!/^\s*private\b/i.test(policy)) c.header('Cache-Control', CACHE_PRIVATE_NONE);
  };
}
