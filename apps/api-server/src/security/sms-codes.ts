// SMS verification codes (DESIGN.md §3): 6 digits from a CSPRNG, stored only as a salted SHA-256,
// alive 5 minutes, single use, dead after 5 wrong tries; one send per phone per 60 s and at most 5
// per phone and 5 per IP in any hour, counted from `sms_sends` rows so every server process agrees.
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { createHash, timingSafeEqual } from 'node:crypto';

import type { Database } from '../db/database';
import { smsCodes, smsOutbox, smsSends } from '../db/schema';
import { addSeconds, cryptoRandom, randomUrlSafe, type RandomSource } from './random';
import {
  SMS_CODE_DIGITS,
  SMS_CODE_MAX_WRONG_TRIES,
  SMS_CODE_TTL_SECONDS,
  SMS_MAX_SENDS_PER_IP,
  SMS_MAX_SENDS_PER_MOBILE,
  SMS_RESEND_COOLDOWN_SECONDS,
  SMS_SEND_WINDOW_SECONDS,
} from './security-constants';

/** Spec §3: log = login, res = password reset, reg = registration. */
export const SMS_SEND_TYPES = ['log', 'res', 'reg'] as const;
export type SmsSendType = (typeof SMS_SEND_TYPES)[number];

export function isSmsSendType(value: unknown): value is SmsSendType {
  return (SMS_SEND_TYPES as readonly unknown[]).includes(value);
}

/** The SMS gateway. Production plugs a real one in; local mode writes to the outbox. */
export interface SmsProvider {
  send(mobile: string, text: string): Promise<void>;
}

/** Local mode's provider: every message lands in `sms_outbox` (read by the /api/__dev endpoints). */
export function outboxSmsProvider(db: Database, now: () => Date = () => new Date()): SmsProvider {
  return {
    async send(mobile, text) {
      await db.insert(smsOutbox).values({ mobile, body: text, createdAt: now() });
    },
  };
}

const PURPOSE_TEXT: Record<SmsSendType, string> = {
  log: 'login',
  res: 'password reset',
  reg: 'registration',
};

/** The message text. The code is the only run of 6 digits in it (latestOutboxCode relies on that). */
export function smsCodeText(code: string, sendType: SmsSendType): string {
  const minutes = SMS_CODE_TTL_SECONDS / 60;
  return `[SeaLens] Your ${PURPOSE_TEXT[sendType]} verification code is ${code}. It is valid for ${minutes} minutes. Never share it with anyone.`;
}

/** A uniformly random code of SMS_CODE_DIGITS digits, zero-padded. */
export function generateSmsCode(random: RandomSource = cryptoRandom): string {
  return String(random.int(0, 10 ** SMS_CODE_DIGITS)).padStart(SMS_CODE_DIGITS, '0');
}

const SALT_LENGTH = 22; // 16 random bytes in base64url

function digest(salt: string, code: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('base64url');
}

/** `salt$sha256(salt:code)`, both base64url. */
export function hashSmsCode(code: string, random: RandomSource = cryptoRandom): string {
  const salt = randomUrlSafe(random, SALT_LENGTH);
  return `${salt}$${digest(salt, code)}`;
}

function smsCodeMatches(code: string, stored: string): boolean {
  const [salt, hash, extra] = stored.split('$');
  if (!salt || !hash || extra !== undefined) return false;
  const expected = Buffer.from(hash);
  const actual = Buffer.from(digest(salt, code));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export type SendSmsCodeResult =
  | { ok: true; expiresAt: Date }
  /** The phone got a code less than 60 s ago. */
  | { ok: false; error: 'cooldown'; retryAfterSeconds: number }
  /** 5 sends within the hour for this phone (`limit: 'mobile'`) or this IP (`limit: 'ip'`): answer 429 with Retry-After. */
  | { ok: false; error: 'rate-limited'; limit: 'mobile' | 'ip'; retryAfterSeconds: number };

export interface SendSmsCodeOptions {
  db: Database;
  now: () => Date;
  provider: SmsProvider;
  mobile: string;
  sendType: SmsSendType;
  /** The client's address, for the per-IP limit. */
  ip: string;
  random?: RandomSource;
}

// Advisory-lock namespaces (the two-int form): sends for one phone, and for one IP, are serialised
// across processes. Phone locks are always taken before IP locks, so two sends cannot deadlock.
const LOCK_MOBILE = 7301;
const LOCK_IP = 7302;

function secondsUntil(from: Date, until: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - from.getTime()) / 1000));
}

/**
 * Sends a fresh code to `mobile` unless the cooldown or an hourly limit forbids it. The send and
 * the code are recorded before the provider is called; if the provider fails both are removed and
 * the error is rethrown (a failed gateway call costs the user no quota).
 */
export async function sendSmsCode(options: SendSmsCodeOptions): Promise<SendSmsCodeResult> {
  const { db, now, provider, mobile, sendType, ip, random = cryptoRandom } = options;
  if (!isSmsSendType(sendType)) throw new TypeError(`unknown SMS send type: ${String(sendType)}`);
  const at = now();
  const windowStart = addSeconds(at, -SMS_SEND_WINDOW_SECONDS);
  const code = generateSmsCode(random);
  const codeHash = hashSmsCode(code, random);
  const expiresAt = addSeconds(at, SMS_CODE_TTL_SECONDS);

  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(LOCK_MOBILE))}, hashtext(${mobile}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(LOCK_IP))}, hashtext(${ip}))`);
    const byMobile = await tx
      .select({ sentAt: smsSends.sentAt })
      .from(smsSends)
      .where(and(eq(smsSends.mobile, mobile), gt(smsSends.sentAt, windowStart)))
      .orderBy(asc(smsSends.sentAt));
    const byIp = await tx
      .select({ sentAt: smsSends.sentAt })
      .from(smsSends)
      .where(and(eq(smsSends.ip, ip), gt(smsSends.sentAt, windowStart)))
      .orderBy(asc(smsSends.sentAt));
    const latest = byMobile.at(-1)?.sentAt;
    const coolingDown = latest !== undefined && at.getTime() - latest.getTime() < SMS_RESEND_COOLDOWN_SECONDS * 1000;
    const cooldownLeft = latest && coolingDown ? secondsUntil(at, addSeconds(latest, SMS_RESEND_COOLDOWN_SECONDS)) : 0;
    // A full window frees up when its oldest counted send leaves it; the cooldown may outlast that.
    const limits = [
      { limit: 'mobile', sends: byMobile, max: SMS_MAX_SENDS_PER_MOBILE },
      { limit: 'ip', sends: byIp, max: SMS_MAX_SENDS_PER_IP },
    ] as const;
    for (const { limit, sends, max } of limits) {
      const leaving = sends.length >= max ? sends[sends.length - max]?.sentAt : undefined;
      if (!leaving) continue;
      const retryAfterSeconds = Math.max(cooldownLeft, secondsUntil(at, addSeconds(leaving, SMS_SEND_WINDOW_SECONDS)));
      return { ok: false, error: 'rate-limited', limit, retryAfterSeconds } as const;
    }
    if (coolingDown) return { ok: false, error: 'cooldown', retryAfterSeconds: cooldownLeft } as const;
    const [send] = await tx.insert(smsSends).values({ mobile, ip, sentAt: at }).returning({ id: smsSends.id });
    const [stored] = await tx.insert(smsCodes).values({ mobile, sendType, codeHash, expiresAt, createdAt: at }).returning({ id: smsCodes.id });
    if (!send || !stored) throw new Error('the SMS send could not be recorded');
    return { ok: true, sendId: send.id, codeId: stored.id } as const;
  });
  if (!outcome.ok) return outcome;

  try {
    await provider.send(mobile, smsCodeText(code, sendType));
  } catch (error) {
    await db.delete(smsCodes).where(eq(smsCodes.id, outcome.codeId));
    await db.delete(smsSends).where(eq(smsSends.id, outcome.sendId));
    throw error;
  }
  return { ok: true, expiresAt };
}

export type VerifySmsCodeResult =
  /** Right code: it is now used up. */
  | { status: 'ok' }
  /** Wrong code; after `triesLeft` more wrong ones the code is dead. */
  | { status: 'wrong'; triesLeft: number }
  /** The newest code is older than 5 minutes. */
  | { status: 'expired' }
  /** The newest code had 5 wrong tries: it fails even with the right digits. */
  | { status: 'dead' }
  /** No code was sent for this phone and purpose, or the newest one was already used. */
  | { status: 'none' };

export interface VerifySmsCodeOptions {
  db: Database;
  now: () => Date;
  mobile: string;
  sendType: SmsSendType;
  code: string;
}

/** Checks `code` against the newest code sent to `mobile` for `sendType`; older codes never count. */
export async function verifySmsCode({ db, now, mobile, sendType, code }: VerifySmsCodeOptions): Promise<VerifySmsCodeResult> {
  const at = now();
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.sendType, sendType)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!latest || latest.usedAt) return { status: 'none' };
  if (latest.expiresAt.getTime() <= at.getTime()) return { status: 'expired' };
  if (latest.wrongTries >= SMS_CODE_MAX_WRONG_TRIES) return { status: 'dead' };

  const live = and(eq(smsCodes.id, latest.id), sql`${smsCodes.usedAt} is null`, lt(smsCodes.wrongTries, SMS_CODE_MAX_WRONG_TRIES));
  const wellFormed = typeof code === 'string' && new RegExp(`^[0-9]{${SMS_CODE_DIGITS}}$`).test(code);
  if (wellFormed && smsCodeMatches(code, latest.codeHash)) {
    // Conditional update: of two concurrent right answers only one wins.
    const used = await db.update(smsCodes).set({ usedAt: at }).where(live).returning({ id: smsCodes.id });
    if (used.length === 1) return { status: 'ok' };
  } else {
    const counted = await db
      .update(smsCodes)
      .set({ wrongTries: sql`${smsCodes.wrongTries} + 1` })
      .where(live)
      .returning({ wrongTries: smsCodes.wrongTries });
    if (counted[0]) return { status: 'wrong', triesLeft: SMS_CODE_MAX_WRONG_TRIES - counted[0].wrongTries };
  }
  // Lost a race with another request on the same code: report what it is now.
  const [current] = await db.select({ usedAt: smsCodes.usedAt }).from(smsCodes).where(eq(smsCodes.id, latest.id));
  if (!current || current.usedAt) return { status: 'none' };
  return { status: 'dead' };
}

/** The code in the newest outbox message to `mobile` (local mode's dev endpoint), or null. */
export async function latestOutboxCode(db: Database, mobile: string): Promise<string | null> {
  const [row] = await db.select({ body: smsOutbox.body }).from(smsOutbox).where(eq(smsOutbox.mobile, mobile)).orderBy(desc(smsOutbox.id)).limit(1);
  const match = row?.body.match(new RegExp(`(?<![0-9])[0-9]{${SMS_CODE_DIGITS}}(?![0-9])`));
  return match ? match[0] : null;
}

/** Deletes send records and codes too old to matter to any limit or verification. */
export async function pruneSmsRecords(db: Database, now: () => Date): Promise<void> {
  const at = now();
  await db.delete(smsSends).where(lt(smsSends.sentAt, addSeconds(at, -SMS_SEND_WINDOW_SECONDS)));
  await db.delete(smsCodes).where(lt(smsCodes.expiresAt, addSeconds(at, -SMS_SEND_WINDOW_SECONDS)));
}
