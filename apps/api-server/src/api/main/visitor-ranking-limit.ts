// Spec §1, §6: visitors see a limited view. The home rankings answer a request without a valid
// session (bearer token or the session cookie) only their first rows, so the limit holds for
// anyone calling the API, not only for the site's pages. Applied after the handler: the routes
// compute their lists once, whoever asks.
import { VISITOR_RANKING_ANSWER_ROWS } from '@sealens/domain';
import type { MiddlewareHandler } from 'hono';

import type { AppEnv } from '../../app-options';
import { replaceResponse } from '../../http/replace-response';
import type { ServerDeps } from '../server-deps';
import { bearerClaims } from './main-http';

/** The home calls that answer a ranking (a list in `payload`) and are limited for visitors. */
export const VISITOR_LIMITED_RANKINGS = [
  '/home/hotSearchWords',
  '/home/goodsRanking',
  '/home/mallSoaring',
  '/home/brandRanking',
  '/home/goodsGrowth',
  '/home/promotionKeywords',
] as const;

export function visitorRankingLimit(deps: ServerDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status !== 200 || await bearerClaims(c, deps)) return;
    const answer = (await c.res.clone().json().catch(() => null)) as { payload?: unknown } | null;
    if (!answer || !Array.isArray(answer.payload) || answer.payload.length <= VISITOR_RANKING_ANSWER_ROWS) return;
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    // A visitor's answer and a member's differ for the same URL.
    headers.set('Vary', [headers.get('Vary'), 'Authorization', 'Cookie'].filter(Boolean).join(', '));
    const limited = { ...answer, payload: answer.payload.slice(0, VISITOR_RANKING_ANSWER_ROWS) };
    replaceResponse(c, new Response(JSON.stringify(limited), { status: 200, headers }));
  };
}
