// Password hashes: scrypt (node:crypto) with a random salt per password, encoded as
// `scrypt$N$r$p$<salt>$<hash>` (salt and hash base64url) so the cost can be raised later while old
// hashes still verify.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

import { PASSWORD_KEY_BYTES, PASSWORD_SALT_BYTES, SCRYPT_N, SCRYPT_P, SCRYPT_R } from './security-constants';

const PREFIX = 'scrypt';
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const DECIMAL = /^[1-9][0-9]{0,7}$/;
// Bounds on stored parameters, so a tampered row cannot make verification eat the machine.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;
const MIN_SALT_BYTES = 8;
const MIN_KEY_BYTES = 16;
const MAX_KEY_BYTES = 128;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes (plus a little); allow twice that.
  const maxmem = 256 * (options.N ?? SCRYPT_N) * (options.r ?? SCRYPT_R) + 1024 * 1024;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A fresh scrypt hash of `password` (N=16384, r=8, p=1, 16-byte salt, 64-byte key). */
export async function hashPassword(password: string, salt: Uint8Array = randomBytes(PASSWORD_SALT_BYTES)): Promise<string> {
  if (typeof password !== 'string') throw new TypeError('password must be a string');
  if (salt.length !== PASSWORD_SALT_BYTES) throw new RangeError(`salt must be ${PASSWORD_SALT_BYTES} bytes`);
  const saltBuffer = Buffer.from(salt);
  const key = await derive(password, saltBuffer, PASSWORD_KEY_BYTES, { N: SCRYPT_N, r: SCRYPT_R, p: SCRYPT_P });
  return [PREFIX, SCRYPT_N, SCRYPT_R, SCRYPT_P, saltBuffer.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(encoded: string): ParsedHash | undefined {
  const parts = encoded.split('$');
  if (parts.length !== 6) return undefined;
  const [prefix, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
  if (prefix !== PREFIX || !DECIMAL.test(n) || !DECIMAL.test(r) || !DECIMAL.test(p)) return undefined;
  if (!BASE64URL.test(salt) || !BASE64URL.test(key)) return undefined;
  const parsed = { N: Number(n), r: Number(r), p: Number(p), salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
  const powerOfTwo = parsed.N > 1 && (parsed.N & (parsed.N - 1)) === 0;
  if (!powerOfTwo || parsed.N > MAX_N || parsed.r > MAX_R || parsed.p > MAX_P) return undefined;
  if (parsed.salt.length < MIN_SALT_BYTES || parsed.key.length < MIN_KEY_BYTES || parsed.key.length > MAX_KEY_BYTES) return undefined;
  return parsed;
}

/** True when `password` matches `encoded`; false for a wrong password and for anything malformed. */
export async function verifyPassword(password: string, encoded: string | null | undefined): Promise<boolean> {
  if (typeof password !== 'string' || typeof encoded !== 'string') return false;
  const parsed = parse(encoded);
  if (!parsed) return false;
  try {
    const key = await derive(password, parsed.salt, parsed.key.length, { N: parsed.N, r: parsed.r, p: parsed.p });
    return timingSafeEqual(key, parsed.key);
  } catch {
    return false;
  }
}

/** True when `encoded` was made with other parameters than today's (rehash after a good login). */
export function passwordNeedsRehash(encoded: string): boolean {
  const parsed = parse(encoded);
  return (
    !parsed ||
    parsed.N !== SCRYPT_N ||
    parsed.r !== SCRYPT_R ||
    parsed.p !== SCRYPT_P ||
    parsed.salt.length !== PASSWORD_SALT_BYTES ||
    parsed.key.length !== PASSWORD_KEY_BYTES
  );
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password for an account that does not exist, at the same cost as a real check (issue #10
 * item 4: an unknown account answered in 13 ms, a known one in 50 ms, which told them apart). Always
 * false.
 */
export async function verifyPasswordOfNobody(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(PASSWORD_SALT_BYTES).toString('base64url'));
  await verifyPassword(password, await dummyHash);
  return false;
}
