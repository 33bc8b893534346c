// Shared helpers of the main and report bases: business answers travel in `code` with HTTP 200
// (DESIGN.md §4), paging and number parsing of query parameters, and the optional/required bearer.
import { bearerUser, readAccessToken } from '../identity/common';
import { SITE_CODES, type SiteCode } from '@sealens/domain';
import type { Context } from 'hono';

import { verifyAccessToken, type AccessTokenClaims } from '../../security/access-token';
import type { ServerDeps } from '../server-deps';

/** The fixed key of the `X-Api-Key` header (matches DEFAULT_API_KEY of @sealens/api). */
export const MAIN_API_KEY = 'sealens-web';

export const CODE_OK = 200;
export const CODE_BAD_REQUEST = 400;
export const CODE_NOT_FOUND = 404;
export const CODE_FORBIDDEN = 403;
export const CODE_NO_CHANCE = 40001;
export const CODE_ACTIVITY_ENDED = 40002;
/** A shipped prize claimed without a delivery address. */
export const CODE_NEEDS_DELIVERY = 40003;

export function ok<T>(c: Context, payload?: T, message = 'success') {
  return c.json(payload === undefined ? { code: CODE_OK, message } : { code: CODE_OK, message, payload }, 200);
}

/** The JSON text of `ok(c, payload)`'s body, for an answer kept as text (sent with `Content-Type: application/json`). */
export function okText<T>(payload: T, message = 'success'): string {
  return JSON.stringify({ code: CODE_OK, message, payload });
}

/** How long a constant of the site (okConstant) may be kept by browsers, proxies and the page renderer. */
export const CONSTANT_ANSWER_CACHE = 'public, max-age=3600';

/**
 * A constant of the site (its demo settings: friendly links, the campaign, dictionary entries, the
 * app's version): the same for every reader until the next deploy, so browsers, proxies and the page
 * renderer's in-process API (static/in-process-api.ts) may keep it; a visitor's home made four such
 * calls per rendering. `byLanguage`: the answer is in the reader's language (readerLocale: the
 * language cookie, else Accept-Language). Only a success says so (a failure is HTTP 200 too).
 */
export function okConstant<T>(c: Context, payload: T, options: { byLanguage?: boolean } = {}) {
  c.header('Cache-Control', CONSTANT_ANSWER_CACHE);
  if (options.byLanguage) c.header('Vary', 'Accept-Language, Cookie');
  return ok(c, payload);
}

/** A business failure: HTTP 200 with the code in the envelope. */
export function fail(c: Context, code: number, message: string) {
  return c.json({ code, message }, 200);
}

/** An integer query parameter, or `fallback` when absent or not an integer. */
export function intQuery(c: Context, name: string, fallback: number): number;
export function intQuery(c: Context, name: string): number | undefined;
export function intQuery(c: Context, name: string, fallback?: number): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  return Number.isInteger(n) ? n : fallback;
}

export interface Paging {
  pageNum: number;
  pageSize: number;
  offset: number;
}

export function paging(c: Context): Paging {
  const pageNum = Math.max(1, intQuery(c, 'pageNum', 1));
  const pageSize = Math.min(100, Math.max(1, intQuery(c, 'pageSize', 10)));
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

const sessions = new WeakMap<Context, Promise<AccessTokenClaims | undefined>>();

/**
 * The claims of the request's session (the bearer token, else the session cookie), or undefined:
 * the signature and expiry are checked, and so is the database: the user still exists, is the one
 * the token names, and has not logged out since the token was issued (issue #10 item 8). Asked once
 * per request.
 */
export function bearerClaims(c: Context, deps: ServerDeps): Promise<AccessTokenClaims | undefined> {
  let session = sessions.get(c);
  if (!session) {
    session = (async () => {
      const token = readAccessToken(c);
      if (!token) return undefined;
      const result = verifyAccessToken(deps.tokenSecret, token, deps.now);
      if (!result.ok) return undefined;
      const user = await bearerUser(deps, c);
      return typeof user === 'string' ? undefined : result.claims;
    })();
    sessions.set(c, session);
  }
  return session;
}

/** HTTP 401 (spec §8: the client logs out) for a missing, bad or expired token. */
export function unauthorized(c: Context) {
  return c.json({ code: 401, message: 'please log in again' }, 401);
}

/** "YYYY-MM-DD HH:mm:ss" in China time (UTC+8), the format of the spec's times. */
export function formatTime(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Reads a JSON object body, or undefined when the body is not a JSON object. */
export async function jsonBody(c: Context): Promise<Record<string, unknown> | undefined> {
  try {
    const body: unknown = await c.req.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function isSite(value: string | undefined): value is SiteCode {
  return value !== undefined && (SITE_CODES as readonly string[]).includes(value);
}
