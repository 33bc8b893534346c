// Shared pieces of the identity, distribution, promote and payment routers: the HTTP-200 business
// envelope, reading bodies and queries, the bearer session, the client's IP and time formatting.
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';

import { revokedTokens, users } from '../../db/schema';
import { CACHE_NONE } from '../../http/cache-control';
import { verifyAccessToken, type AccessTokenClaims } from '../../security/access-token';
import { memoInRender } from '../../static/render-scope';
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

/** The socket's address, or undefined for a request made inside this process (the server renderer's loaders). */
function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const socket = env?.incoming?.socket?.remoteAddress;
  return socket ? normalizeAddress(socket) : undefined;
}

function trustedProxiesOf(c: Context): Set<string> {
  return new Set((c.get('trustedProxies') ?? []).map(normalizeAddress));
}

/**
 * The client's address for every per-IP limit (issue #10 item 2): the socket's address, unless the
 * socket is a configured proxy (TRUSTED_PROXIES, empty by default); then X-Forwarded-For is read
 * from the right, skipping further trusted proxies, and the first other address is the client. A
 * client talking to the server directly cannot choose its address by sending the header.
 */
export function clientIp(c: Context): string {
  const socket = socketAddress(c);
  if (!socket) return 'in-process';
  const trusted = trustedProxiesOf(c);
  let client = socket;
  if (!trusted.has(client)) return client;
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map(normalizeAddress).filter(Boolean);
  while (hops.length > 0 && trusted.has(client)) client = hops.pop() as string;
  return client;
}

/**
 * Whether the browser reached us over TLS (issue #25 item 11): the request's own scheme, or, when the
 * socket is a trusted proxy, the X-Forwarded-Proto it set (its last value: the one the proxy talking
 * to us wrote). Anyone else's X-Forwarded-Proto is ignored.
 */
export function isHttpsRequest(c: Context): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  const socket = socketAddress(c);
  if (!socket || !trustedProxiesOf(c).has(socket)) return false;
  const proto = (c.req.header('x-forwarded-proto') ?? '').split(',').pop()?.trim().toLowerCase();
  return proto === 'https';
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
 * Its path is `/` (issue #26 item 1): the server renders a member's pages with it too.
 */
export const SESSION_COOKIE = 'sealens_token';
export const SESSION_COOKIE_PATH = '/';
/** Where the cookie lived before issue #26: logins and logouts remove that copy too. */
export const LEGACY_SESSION_COOKIE_PATH = '/api';

/** Sets the session cookie (HttpOnly, SameSite=Lax, Secure over https), removing an old `/api` copy. */
export function setSessionCookie(c: Context, token: string, maxAgeSeconds: number): void {
  const secure = isHttpsRequest(c);
  // A browser sends the longer path first, so a stale `/api` cookie would shadow the new one on API calls.
  deleteCookie(c, SESSION_COOKIE, { path: LEGACY_SESSION_COOKIE_PATH, secure });
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', path: SESSION_COOKIE_PATH, secure, maxAge: maxAgeSeconds });
}

/** Removes the session cookie at its path and at the old `/api` path. */
export function clearSessionCookie(c: Context): void {
  const secure = isHttpsRequest(c);
  deleteCookie(c, SESSION_COOKIE, { path: SESSION_COOKIE_PATH, secure, httpOnly: true, sameSite: 'Lax' });
  deleteCookie(c, SESSION_COOKIE, { path: LEGACY_SESSION_COOKIE_PATH, secure, httpOnly: true, sameSite: 'Lax' });
}

/** The request's access token: the bearer header, else the session cookie. */
export function readAccessToken(c: Context): string | undefined {
  const header = c.req.header('authorization') ?? '';
  return header.match(/^Bearer\s+(\S+)$/i)?.[1] ?? getCookie(c, SESSION_COOKIE);
}

/** What checking a session needs of the server's dependencies. */
export type SessionDeps = Pick<ServerDeps, 'db' | 'now' | 'tokenSecret'>;

export interface VerifiedSession {
  user: UserRow;
  claims: AccessTokenClaims;
}

/**
 * The session a token stands for: our signature, not expired, not logged out, naming a user who
 * still exists under that account, and issued since the user's last password reset (session epoch).
 */
export function verifySession(deps: SessionDeps, token: string): Promise<VerifiedSession | undefined> {
  // A page's rendering asks once, however many of its API calls carry the session (render-scope.ts).
  return memoInRender(`session ${token}`, () => checkSession(deps, token));
}

async function checkSession(deps: SessionDeps, token: string): Promise<VerifiedSession | undefined> {
  const verified = verifyAccessToken(deps.tokenSecret, token, deps.now);
  if (!verified.ok) return undefined;
  const id = Number(verified.claims.sub);
  if (!Number.isSafeInteger(id)) return undefined;
  // One statement: every member page and call checks a session (issue 28 item 1: a statement is ~0.4 ms of the main thread).
  const [found] = await deps.db
    .select({ user: users, revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${verified.claims.jti})` })
    .from(users)
    .where(eq(users.id, id));
  const user = found?.user;
  if (!user || found.revoked !== false || user.account !== verified.claims.account || user.sessionEpoch !== verified.claims.sessionEpoch) return undefined;
  return { user, claims: verified.claims };
}

/** The user of `Authorization: Bearer <token>` (or the session cookie), or why there is none. */
export async function bearerUser(deps: ServerDeps, c: Context): Promise<UserRow | 'missing' | 'invalid'> {
  const token = readAccessToken(c);
  if (!token) return 'missing';
  return (await verifySession(deps, token))?.user ?? 'invalid';
}

/** Runs `handler` for the bearer's user; 401 when the token is missing, invalid or expired (spec §8). */
export async function withUser(deps: ServerDeps, c: Context, handler: (user: UserRow) => Response | Promise<Response>): Promise<Response> {
  const user = await bearerUser(deps, c);
  if (typeof user === 'string') return httpError(c, 401, user === 'missing' ? 'please log in' : 'please log in again');
  return handler(user);
}
