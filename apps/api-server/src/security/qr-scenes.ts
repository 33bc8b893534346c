// Messaging-app (WeChat) QR scenes for login and for binding (DESIGN.md §3, spec §4): a scene lives
// 60 s; the QR encodes its ticket (in local mode the URL of the /api/__dev scan page). A scan by a
// known user is collected by exactly one poll; a scan by an unknown user is reported to every poll
// and may then be claimed once, within 10 minutes, by register-and-bind.
//
// Poll answers for the API layer (QR_POLL_CODES): 200 logged in; 20001 unknown user (spec: go to
// bind phone); 30001 keep waiting (spec). The spec says any other code shows the server's message
// and destroys the QR; ours are 30002 expired, 30003 already used, 30004 no such scene.
import { and, eq, gt, sql } from 'drizzle-orm';

import { BUSINESS_CODES } from '@sealens/domain';

import type { Database } from '../db/database';
import { qrScenes } from '../db/schema';
import { addSeconds, cryptoRandom, randomUrlSafe, type RandomSource } from './random';
import { QR_BIND_WINDOW_SECONDS, QR_SCENE_TTL_SECONDS } from './security-constants';

export const QR_PURPOSES = ['login', 'bind'] as const;
export type QrPurpose = (typeof QR_PURPOSES)[number];

const SCENE_ID_LENGTH = 22; // 16 random bytes
const OPEN_ID_LENGTH = 28; // the length of a WeChat openid

export type QrPollResult =
  | { status: 'waiting' }
  /** Scanned by a messaging-app identity that belongs to no user. */
  | { status: 'unknown-user'; openId: string }
  /** Scanned by this user: the scene is now used (a later poll answers `used`). */
  | { status: 'user'; userId: number }
  | { status: 'expired' }
  | { status: 'used' }
  | { status: 'none' };

export type QrPollStatus = QrPollResult['status'];

/** Envelope code of each poll answer. */
export const QR_POLL_CODES = {
  user: BUSINESS_CODES.success,
  'unknown-user': BUSINESS_CODES.unknownUser,
  waiting: BUSINESS_CODES.qrWaiting,
  expired: 30002,
  used: 30003,
  none: 30004,
} as const satisfies Record<QrPollStatus, number>;

/** Envelope message of each poll answer (shown by the client for the codes it does not know). */
export const QR_POLL_MESSAGES = {
  user: 'success',
  'unknown-user': 'this WeChat account is not bound to any user',
  waiting: 'waiting for the scan',
  expired: 'the QR code has expired, please refresh it',
  used: 'the QR code has already been used, please refresh it',
  none: 'the QR code does not exist, please refresh it',
} as const satisfies Record<QrPollStatus, string>;

export interface CreateQrSceneOptions {
  db: Database;
  now: () => Date;
  purpose: QrPurpose;
  /** What the QR encodes for a scene; local mode: the dev scan page's URL. */
  scanUrlFor: (sceneId: string) => string;
  random?: RandomSource;
  /** The signed-in user asking for it, if any. */
  createdByUserId?: number | null;
}

export interface QrScene {
  sceneId: string;
  /** The QR's content (spec §3: playdata.ticket). */
  ticket: string;
  expiresAt: Date;
}

/** A new scene that lives 60 s. */
export async function createQrScene({ db, now, purpose, scanUrlFor, random = cryptoRandom, createdByUserId = null }: CreateQrSceneOptions): Promise<QrScene> {
  if (!(QR_PURPOSES as readonly unknown[]).includes(purpose)) throw new TypeError(`unknown QR purpose: ${String(purpose)}`);
  const at = now();
  const sceneId = randomUrlSafe(random, SCENE_ID_LENGTH);
  const ticket = scanUrlFor(sceneId);
  const expiresAt = addSeconds(at, QR_SCENE_TTL_SECONDS);
  await db.insert(qrScenes).values({ sceneId, ticket, purpose, expiresAt, createdAt: at, createdByUserId });
  return { sceneId, ticket, expiresAt };
}

/** Who scanned: a user whose messaging app is bound, or an identity bound to no user. */
export type QrScanner = { userId: number } | { unknown: true; openId?: string };

export type ScanQrSceneResult = { status: 'ok'; openId?: string } | { status: 'none' | 'expired' | 'already-scanned' };

export interface ScanQrSceneOptions {
  db: Database;
  now: () => Date;
  sceneId: string;
  scanner: QrScanner;
  random?: RandomSource;
}

/** Records a scan of a live, unscanned scene (the first scan wins). */
export async function scanQrScene({ db, now, sceneId, scanner, random = cryptoRandom }: ScanQrSceneOptions): Promise<ScanQrSceneResult> {
  const at = now();
  const unknown = 'unknown' in scanner;
  const openId = unknown ? (scanner.openId ?? `o${randomUrlSafe(random, OPEN_ID_LENGTH - 1)}`) : undefined;
  const scanned = await db
    .update(qrScenes)
    .set({
      scannedAt: at,
      scannedUserId: unknown ? null : scanner.userId,
      scannedUnknown: unknown,
      scannedOpenId: openId ?? null,
    })
    .where(and(eq(qrScenes.sceneId, sceneId), sql`${qrScenes.scannedAt} is null`, gt(qrScenes.expiresAt, at)))
    .returning({ sceneId: qrScenes.sceneId });
  if (scanned.length === 1) return openId ? { status: 'ok', openId } : { status: 'ok' };
  const [row] = await db.select({ scannedAt: qrScenes.scannedAt }).from(qrScenes).where(eq(qrScenes.sceneId, sceneId));
  if (!row) return { status: 'none' };
  if (row.scannedAt) return { status: 'already-scanned' };
  return { status: 'expired' };
}

export interface PollQrSceneOptions {
  db: Database;
  now: () => Date;
  sceneId: string;
  /** When given, a scene made for another purpose answers `none`. */
  purpose?: QrPurpose;
}

/** What the client's 1-second poll learns. A known user's scan is handed out once. */
export async function pollQrScene({ db, now, sceneId, purpose }: PollQrSceneOptions): Promise<QrPollResult> {
  const at = now();
  const [row] = await db.select().from(qrScenes).where(eq(qrScenes.sceneId, sceneId));
  if (!row || (purpose !== undefined && row.purpose !== purpose)) return { status: 'none' };
  if (row.consumedAt) return { status: 'used' };
  if (row.expiresAt.getTime() <= at.getTime()) return { status: 'expired' };
  if (row.scannedUserId !== null) {
    const [taken] = await db
      .update(qrScenes)
      .set({ consumedAt: at })
      .where(and(eq(qrScenes.sceneId, sceneId), sql`${qrScenes.consumedAt} is null`))
      .returning({ userId: qrScenes.scannedUserId });
    return taken?.userId != null ? { status: 'user', userId: taken.userId } : { status: 'used' };
  }
  if (row.scannedUnknown && row.scannedOpenId) return { status: 'unknown-user', openId: row.scannedOpenId };
  return { status: 'waiting' };
}

export type ClaimUnknownScanResult =
  | { ok: true; openId: string; purpose: QrPurpose }
  | { ok: false; reason: 'none' | 'not-unknown' | 'expired' | 'used' };

/**
 * Takes an unknown user's scan for register-and-bind (spec §3: sceneId in the bind form), once, at
 * most 10 minutes after the scan: the identity to bind to the new or current account.
 */
export async function claimUnknownScan({ db, now, sceneId }: { db: Database; now: () => Date; sceneId: string }): Promise<ClaimUnknownScanResult> {
  const at = now();
  const [claimed] = await db
    .update(qrScenes)
    .set({ consumedAt: at })
    .where(
      and(
        eq(qrScenes.sceneId, sceneId),
        eq(qrScenes.scannedUnknown, true),
        sql`${qrScenes.consumedAt} is null`,
        gt(qrScenes.scannedAt, addSeconds(at, -QR_BIND_WINDOW_SECONDS)),
      ),
    )
    .returning({ openId: qrScenes.scannedOpenId, purpose: qrScenes.purpose });
  if (claimed?.openId) return { ok: true, openId: claimed.openId, purpose: claimed.purpose as QrPurpose };
  const [row] = await db.select().from(qrScenes).where(eq(qrScenes.sceneId, sceneId));
  if (!row) return { ok: false, reason: 'none' };
  if (row.consumedAt) return { ok: false, reason: 'used' };
  if (!row.scannedUnknown) return { ok: false, reason: 'not-unknown' };
  return { ok: false, reason: 'expired' };
}

/**
 * Who asked for a scene: a user id, null for a scene asked for without a session (the login QR a
 * visitor scans), or undefined for no such scene.
 */
export async function qrSceneCreator(db: Database, sceneId: string): Promise<number | null | undefined> {
  const [row] = await db.select({ createdByUserId: qrScenes.createdByUserId }).from(qrScenes).where(eq(qrScenes.sceneId, sceneId));
  return row ? row.createdByUserId : undefined;
}
