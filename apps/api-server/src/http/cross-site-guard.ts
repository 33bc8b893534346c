// Cookie-authenticated calls that change state refuse cross-site requests (issue #10 item 3). The
// session cookie is SameSite=Lax, so a link from another site still carries it on a top-level GET:
// a GET bind poll opened from an attacker's page bound the attacker's WeChat to the victim. A
// request with an Authorization header is not affected (no browser adds one on its own), nor one
// without the session cookie (nothing ambient to abuse).
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';

import type { AppEnv } from '../app-options';
import { SESSION_COOKIE } from '../api/identity/common';

/**
 * GET calls that change state (spec §7 keeps them GET): guarded like POSTs. The bind QR's poll,
 * once a GET, is POST /user/addWeiXinBind now; the passport issues a one-time login code; the
 * trial claim and the gift window grant the trial; feedback and the two data-backfill applications
 * store a row (issue #25 item 8: each ran on a link from another site, with the Lax cookie).
 */
export const STATE_CHANGING_GETS: readonly RegExp[] = [
  /\/user\/auth\/passport$/,
  /\/user-account\/giveAway$/,
  /\/qbt4-user-window\/userGivTrialVipWindow$/,
  /\/user-back\/userFeedback$/,
  /\/data-supplement\/(?:goodSupplement|mallSupplement)$/,
  // A workbench export spends one of the member's exports of the day (issue 26 item 6).
  /\/workbench\/export$/,
  /\/workbench\/campaigns\/export$/,
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the browser says this request came from another site (Sec-Fetch-Site, else Origin). */
export function isCrossSite(headers: { secFetchSite?: string | undefined; origin?: string | undefined; host?: string | undefined }): boolean {
  const site = headers.secFetchSite?.toLowerCase();
  if (site) return site !== 'same-origin' && site !== 'none';
  if (!headers.origin || headers.origin === 'null') return headers.origin === 'null';
  try {
    return new URL(headers.origin).host !== headers.host;
  } catch {
    return true;
  }
}

export function crossSiteGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    const changesState = !SAFE_METHODS.has(c.req.method) || STATE_CHANGING_GETS.some((pattern) => pattern.test(path));
    if (!changesState || c.req.header('authorization') || !getCookie(c, SESSION_COOKIE)) return next();
    const crossSite = isCrossSite({ secFetchSite: c.req.header('sec-fetch-site'), origin: c.req.header('origin'), host: c.req.header('host') ?? new URL(c.req.url).host });
    if (crossSite) return c.json({ code: 403, message: 'cross-site request refused' }, 403, { 'Cache-Control': 'no-store' });
    return next();
  };
}
