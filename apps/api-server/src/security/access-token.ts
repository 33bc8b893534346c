// Signed access tokens: compact JWTs, HS256 (HMAC-SHA256 over node:crypto), with `sub` (the user id),
// `account`, `iat` and `exp` in seconds, and `sv` (the user's session epoch) once it is above 0. The
// client checks `exp * 1000` against its clock (spec §4); the server checks signature and expiry on
// every call. The secret comes from SEALENS_TOKEN_SECRET or, without it, from `server_settings`,
// generated once and shared by every server process.
import { eq } from 'drizzle-orm';
import { createHmac, timingSafeEqual } from 'node:crypto';

import type { Database } from '../db/database';
import { serverSettings } from '../db/schema';
import { cryptoRandom, type RandomSource } from './random';
import { ACCESS_TOKEN_TTL_SECONDS, GENERATED_TOKEN_SECRET_BYTES, MIN_TOKEN_SECRET_BYTES, TOKEN_SECRET_SETTING_KEY } from './security-constants';

export type TokenSecret = string | Uint8Array;

/** What the caller puts in a token. */
export interface AccessTokenSubject {
  /** The user id, as a string (JWT `sub`). */
  sub: string;
  account: string;
  /** The user's session epoch when the token was issued (`sv`; absent means 0): a password reset raises it. */
  sessionEpoch?: number;
}

/** What a verified token carries. */
export interface AccessTokenClaims extends AccessTokenSubject {
  sessionEpoch: number;
  /** The token's own id: logout revokes exactly this token (revoked_tokens, issue #10 item 8). */
  jti: string;
  /** Issued at, seconds since the epoch. */
  iat: number;
  /** Expires at, seconds since the epoch: invalid from `exp * 1000` ms on. */
  exp: number;
}

export type AccessTokenFailure = 'expired' | 'bad-signature' | 'malformed';

export type VerifyAccessTokenResult = { ok: true; claims: AccessTokenClaims } | { ok: false; reason: AccessTokenFailure };

const HEADER = { alg: 'HS256', typ: 'JWT' } as const;
const ENCODED_HEADER = Buffer.from(JSON.stringify(HEADER)).toString('base64url');
const SEGMENT = /^[A-Za-z0-9_-]+$/;

function keyOf(secret: TokenSecret): Buffer {
  const key = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : Buffer.from(secret);
  if (key.length < MIN_TOKEN_SECRET_BYTES) {
    throw new RangeError(`the access-token secret must have at least ${MIN_TOKEN_SECRET_BYTES} bytes`);
  }
  return key;
}

function sign(key: Buffer, signingInput: string): Buffer {
  return createHmac('sha256', key).update(signingInput).digest();
}

function decodeJson(segment: string): unknown {
  if (!SEGMENT.test(segment)) return undefined;
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asClaims(payload: unknown): AccessTokenClaims | undefined {
  if (!isRecord(payload)) return undefined;
  const { sub, account, jti, iat, exp, sv = 0 } = payload;
  if (typeof sub !== 'string' || sub === '' || typeof account !== 'string') return undefined;
  // Every token we issue has an id; one without cannot be revoked, so it is not ours.
  if (typeof jti !== 'string' || !SEGMENT.test(jti)) return undefined;
  if (!Number.isSafeInteger(iat) || !Number.isSafeInteger(exp)) return undefined;
  if (!Number.isSafeInteger(sv) || (sv as number) < 0) return undefined;
  return { sub, account, sessionEpoch: sv as number, jti, iat: iat as number, exp: exp as number };
}

/** Random bytes of a token id (`jti`). */
export const TOKEN_ID_BYTES = 16;

export interface IssueAccessTokenOptions {
  now: () => Date;
  /** Source of the token id; crypto by default. */
  random?: RandomSource;
  /** Lifetime in seconds; default ACCESS_TOKEN_TTL_SECONDS (7 days). */
  ttlSeconds?: number;
}

/** A signed token for `claims`, valid from now for `ttlSeconds`. */
export function issueAccessToken(
  secret: TokenSecret,
  claims: AccessTokenSubject,
  { now, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS, random = cryptoRandom }: IssueAccessTokenOptions,
): string {
  if (!Number.isSafeInteger(ttlSeconds) || ttlSeconds <= 0) throw new RangeError('ttlSeconds must be a positive integer');
  if (typeof claims.sub !== 'string' || claims.sub === '' || typeof claims.account !== 'string') {
    throw new TypeError('sub and account are required strings');
  }
  const epoch = claims.sessionEpoch ?? 0;
  if (!Number.isSafeInteger(epoch) || epoch < 0) throw new RangeError('sessionEpoch must be a non-negative integer');
  const iat = Math.floor(now().getTime() / 1000);
  const jti = Buffer.from(random.bytes(TOKEN_ID_BYTES)).toString('base64url');
  // `sv` only once a reset has raised it: the tokens of users who never reset stay as they were.
  const payload = { sub: claims.sub, account: claims.account, ...(epoch > 0 ? { sv: epoch } : {}), jti, iat, exp: iat + ttlSeconds };
  const signingInput = `${ENCODED_HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${signingInput}.${sign(keyOf(secret), signingInput).toString('base64url')}`;
}

/** The token's claims when its signature is ours and it has not expired at `now`. */
export function verifyAccessToken(secret: TokenSecret, token: string, now: () => Date): VerifyAccessTokenResult {
  const key = keyOf(secret);
  if (typeof token !== 'string') return { ok: false, reason: 'malformed' };
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  const parsedHeader = decodeJson(header);
  // Only our own algorithm: never `none`, never a key-confusion switch.
  if (!isRecord(parsedHeader) || parsedHeader.alg !== HEADER.alg) return { ok: false, reason: 'malformed' };
  const claims = asClaims(decodeJson(payload));
  if (!claims || !SEGMENT.test(signature)) return { ok: false, reason: 'malformed' };
  // Compare the encoded text, so no second spelling of the same bytes passes.
  const expected = Buffer.from(sign(key, `${header}.${payload}`).toString('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad-signature' };
  if (now().getTime() >= claims.exp * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

/**
 * The signing secret shared by every server process when SEALENS_TOKEN_SECRET is not given: read from
 * `server_settings`, or generated (32 random bytes) by whichever process asks first. Concurrent first
 * calls agree: the insert does nothing when a row exists, and everyone then reads the one row.
 */
export async function tokenSecretFor(db: Database, random: RandomSource = cryptoRandom): Promise<string> {
  const candidate = Buffer.from(random.bytes(GENERATED_TOKEN_SECRET_BYTES)).toString('base64url');
  await db.insert(serverSettings).values({ key: TOKEN_SECRET_SETTING_KEY, value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, TOKEN_SECRET_SETTING_KEY));
  if (!row) throw new Error('the access-token secret could not be stored');
  return row.value;
}
