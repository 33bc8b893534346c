// Account risk triggers of password logins (spec §4, §8), kept in the database:
// - wrong passwords are counted per account and source address (the client's address, clientIp):
//   5 within 15 minutes from one source lock that source's password logins of the account: they
//   answer 70001 (anomalous-low: verify by messaging-app scan or SMS) until such a verification (or
//   an SMS or scan login) calls clearFailures, or at most until the oldest of those 5 failures is 15
//   minutes old. Other sources are not locked (issue #25 item 6: a stranger re-arming the lock from
//   a script kept the owner out for good); instead, from LOGIN_CAPTCHA_AFTER_FAILURES wrong
//   passwords of the account from anywhere on, every password login of it needs a solved captcha.
// - a correct password from a device fingerprint the user has never logged in from, when the user
//   has known devices, answers 90001 (reset-low, proceed-type: the login completes, the dialog
//   advises a password change).
//
// Intended use by the password-login route:
//   1. passwordLockedUntil -> 70001 before the password is even checked (no more guessing);
//   2. recentFailures >= LOGIN_CAPTCHA_AFTER_FAILURES -> a solved captcha is required;
//   3. wrong password -> recordFailedLogin;
//   4. right password -> riskForPasswordLogin (70001 | 90001 | null), then rememberDevice once the
//      login goes through (also after a 90001, so the same device is not asked again).
//   SMS or scan verification (and an SMS or scan login) -> clearFailures.
import { and, desc, eq, gt, lt, lte } from 'drizzle-orm';
import { createHash } from 'node:crypto';

import type { Database } from '../db/database';
import { loginFailures, userDevices } from '../db/schema';
import { addSeconds } from './random';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_SECONDS, RISK_CODE_ANOMALOUS_LOW, RISK_CODE_RESET_LOW } from './security-constants';

export type PasswordLoginRisk = null | typeof RISK_CODE_ANOMALOUS_LOW | typeof RISK_CODE_RESET_LOW;

interface AccountOptions {
  db: Database;
  now: () => Date;
  account: string;
}

interface SourceOptions extends AccountOptions {
  /** Where the password came from: the client's address. */
  source: string;
}

/**
 * Until when password logins of `account` from `source` are locked: the last LOGIN_FAILURE_LIMIT
 * wrong passwords from that source all fall within the trailing window, and the lock ends when the
 * oldest of them leaves it; null when not locked (failures dated after `now` are ignored).
 */
export async function passwordLockedUntil({ db, now, account, source }: SourceOptions): Promise<Date | null> {
  const at = now();
  const recent = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.account, account),
        eq(loginFailures.source, source),
        lte(loginFailures.failedAt, at),
        gt(loginFailures.failedAt, addSeconds(at, -LOGIN_FAILURE_WINDOW_SECONDS)),
      ),
    )
    .orderBy(desc(loginFailures.failedAt))
    .limit(LOGIN_FAILURE_LIMIT);
  const oldest = recent[LOGIN_FAILURE_LIMIT - 1];
  return oldest ? addSeconds(oldest.failedAt, LOGIN_FAILURE_WINDOW_SECONDS) : null;
}

/** Wrong passwords of `account` from any source within the trailing window (at most LOGIN_FAILURE_LIMIT are counted). */
export async function recentFailures({ db, now, account }: AccountOptions): Promise<number> {
  const at = now();
  const rows = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(eq(loginFailures.account, account), lte(loginFailures.failedAt, at), gt(loginFailures.failedAt, addSeconds(at, -LOGIN_FAILURE_WINDOW_SECONDS))))
    .limit(LOGIN_FAILURE_LIMIT);
  return rows.length;
}

/** Whether password logins of `account` from `source` are locked now (see passwordLockedUntil). */
export async function isPasswordLocked(options: SourceOptions): Promise<boolean> {
  return (await passwordLockedUntil(options)) !== null;
}

/** Counts a wrong password for `account` from `source`. */
export async function recordFailedLogin({ db, now, account, source }: SourceOptions): Promise<void> {
  const at = now();
  // Failures older than the window can no longer lock anything nor ask for a captcha.
  const stale = lt(loginFailures.failedAt, addSeconds(at, -LOGIN_FAILURE_WINDOW_SECONDS));
  await db.delete(loginFailures).where(and(eq(loginFailures.account, account), stale));
  await db.insert(loginFailures).values({ account, source, failedAt: at });
}

/** Forgets the account's wrong passwords from every source (after a successful SMS or scan verification or login). */
export async function clearFailures({ db, account }: { db: Database; account: string }): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.account, account));
}

/** Fingerprints are stored as SHA-256 (bounded size; the raw client value is not kept). */
export function fingerprintDigest(fingerprint: string): string {
  return createHash('sha256').update(fingerprint).digest('hex');
}

function usableFingerprint(fingerprint: string | null | undefined): string | undefined {
  return typeof fingerprint === 'string' && fingerprint.trim() !== '' ? fingerprint.trim() : undefined;
}

export interface DeviceOptions {
  db: Database;
  now: () => Date;
  userId: number;
  fingerprint: string | null | undefined;
}

/** Remembers the device a user has just logged in from (no-op without a fingerprint). */
export async function rememberDevice({ db, now, userId, fingerprint }: DeviceOptions): Promise<void> {
  const usable = usableFingerprint(fingerprint);
  if (!usable) return;
  await db.insert(userDevices).values({ userId, fingerprint: fingerprintDigest(usable), firstSeen: now() }).onConflictDoNothing();
}

/** Whether this user has logged in from this device before. */
export async function isKnownDevice({ db, userId, fingerprint }: Omit<DeviceOptions, 'now'>): Promise<boolean> {
  const usable = usableFingerprint(fingerprint);
  if (!usable) return false;
  const rows = await db
    .select({ userId: userDevices.userId })
    .from(userDevices)
    .where(and(eq(userDevices.userId, userId), eq(userDevices.fingerprint, fingerprintDigest(usable))))
    .limit(1);
  return rows.length > 0;
}

/**
 * The risk code a password login answers (call it once the password was right): 70001 while this
 * source is locked out of the account; 90001 when the user has known devices and this is not one of them (a missing
 * fingerprint counts as a new device); null otherwise, including a user's very first device.
 */
export async function riskForPasswordLogin({
  db,
  now,
  userId,
  account,
  source,
  fingerprint,
}: DeviceOptions & { account: string; source: string }): Promise<PasswordLoginRisk> {
  if (await isPasswordLocked({ db, now, account, source })) return RISK_CODE_ANOMALOUS_LOW;
  const anyDevice = await db.select({ userId: userDevices.userId }).from(userDevices).where(eq(userDevices.userId, userId)).limit(1);
  if (anyDevice.length === 0) return null;
  return (await isKnownDevice({ db, userId, fingerprint })) ? null : RISK_CODE_RESET_LOW;
}
