// Shared pieces of the identity, distribution, promote and payment routers: the HTTP-200 business
// envelope, reading bodies and queries, the bearer session, the client's IP and time formatting.
import { getCookie } from 'hono/cookie';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';

import { revokedTokens, users } from '../../db/schema';
import { CACHE_NONE } from '../../http/cache-control';
import { verifyAccessToken } from '../../security/access-token';
import type { ServerDeps } from '../server-deps';

/** Business codes of these bases beyond spec §8 (designed; the message says what happened), shared with the client. */
export { IDENTITY_CODES } from '@sealens/domain';

export const MESSAGES = {
  phoneRegistered: 'this phone number is already registered',
  wxAlreadyBound: 'this phone is already bound to WeChat, please change number',
  passwordReset: 'password reset successful',
  bound: 'binding successful',
  badMobile: 'please enter a correct mobile number',
  tooFrequent: 'visiting too frequently, try again later',
  smsSent: 'SMS sent, please check',
  noPrivateChannel: 'user is not bound to a private channel',
} as const;

/** Business answers travel with HTTP 200 (openapi/identity.yaml); `code` says what happened. */
export function answer<T>(c: Context, code: number, message: string, payload?: T) {
  c.header('Cache-Control', CACHE_NONE);
  return c.json(payload === undefined ? { code, message } : { code, message, payload }, 200);
}

/** A session-level HTTP status (401, 429) with the envelope. */
export function httpError(c: Context, status: 401 | 403 | 429, message: string) {
  c.header('Cache-Control', CACHE_NONE);
  return c.json({ code: status, message }, status);
}

export type Json = Record<string, unknown>;

/** The JSON body as an object ({} when absent or not an object). */
export async function jsonBody(c: Context): Promise<Json> {
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Json) : {};
  } catch {
    return {};
  }
}

export function str(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

export function optStr(value: unknown): string | null {
  const s = str(value);
  return s === '' ? null : s;
}

const MOBILE = /^(?:\+86|0086)?(1[0-9]{10})$/;

/** The 11-digit mainland number (spec §5: optional +86/0086, whitespace stripped), or null. */
export function normalizeMobile(value: unknown): string | null {
  const match = str(value).replace(/\s+/g, '').match(MOBILE);
  return match?.[1] ?? null;
}

/** IPv4 addresses may arrive IPv6-mapped (`::ffff:1.2.3.4`): compare them in one form. */
function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/**
 * The client's address for every per-IP limit (issue #10 item 2): the socket's address, unless the
 * socket is a configured proxy (TRUSTED_PROXIES, empty by default); then X-Forwarded-For is read
 * from the right, skipping further trusted proxies, and the first other address is the client. A
 * client talking to the server directly cannot choose its address by sending the header.
 */
export function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const socket = env?.incoming?.socket?.remoteAddress;
  // No socket: a request made inside this process (the server renderer's loaders).
  if (!socket) return 'in-process';
  const trusted = new Set((c.get('trustedProxies') ?? []).map(normalizeAddress));
  let client = normalizeAddress(socket);
  if (!trusted.has(client)) return client;
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map(normalizeAddress).filter(Boolean);
  while (hops.length > 0 && trusted.has(client)) client = hops.pop() as string;
  return client;
}

/** "YYYY-MM-DD HH:mm:ss" in China Standard Time (UTC+8), the product's market time. */
export function formatMemberTime(date: Date | null | undefined): string | undefined {
  if (!date) return undefined;
  const shifted = new Date(date.getTime() + 8 * 60 * 60 * 1000);
  return shifted.toISOString().slice(0, 19).replace('T', ' ');
}

export type UserRow = typeof users.$inferSelect;

/**
 * The access token also travels as an HttpOnly cookie: spec §6-§7 sends the bearer header on only
 * five calls, and every request includes credentials, so the other member calls are known by it.
 */
export const SESSION_COOKIE = 'sealens_token';

/** The request's access token: the bearer header, else the session cookie. */
export function readAccessToken(c: Context): string | undefined {
  const header = c.req.header('authorization') ?? '';
  return header.match(/^Bearer\s+(\S+)$/i)?.[1] ?? getCookie(c, SESSION_COOKIE);
}

/** The user of `Authorization: Bearer <token>` (or the session cookie), or why there is none. */
export async function bearerUser(deps: ServerDeps, c: Context): Promise<UserRow | 'missing' | 'invalid'> {
  const token = readAccessToken(c);
  if (!token) return 'missing';
  const verified = verifyAccessToken(deps.tokenSecret, token, deps.now);
  if (!verified.ok) return 'invalid';
  const id = Number(verified.claims.sub);
  if (!Number.isSafeInteger(id)) return 'invalid';
  // The user must still exist and be the one the token names, and the token must not be logged out.
  const [[user], [revoked]] = await Promise.all([
    deps.db.select().from(users).where(eq(users.id, id)),
    deps.db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, verified.claims.jti)),
  ]);
  return user && !revoked && user.account === verified.claims.account ? user : 'invalid';
}

/** Runs `handler` for the bearer's user; 401 when the token is missing, invalid or expired (spec §8). */
export async function withUser(deps: ServerDeps, c: Context, handler: (user: UserRow) => Response | Promise<Response>): Promise<Response> {
  const user = await bearerUser(deps, c);
  if (typeof user === 'string') return httpError(c, 401, user === 'missing' ? 'please log in' : 'please log in again');
  return handler(user);
}
