// The local slide captcha (DESIGN.md §4): the server picks where the gap is, the user slides the
// piece there, and one attempt per session either earns a single-use `{ticket, randstr}` or spends
// the session. The SMS-send call redeems the ticket (consumeCaptchaTicket) exactly once.
//
// Error codes for the API layer (spec §8, §9 name 16801, 16808 and 16809 as the codes that make the
// client reset its captcha; which one means what is ours):
//   16801 invalid: unknown session or ticket, wrong randstr, the piece missed the gap, or the answer
//                  does not look like a person's (slide-trail.ts)
//   16808 expired: the session (2 min) or the ticket (5 min) ran out
//   16809 reused:  the session was already answered, or the ticket already redeemed
import { and, eq, gt, sql } from 'drizzle-orm';

import { CAPTCHA_RESET_CODES, CAPTCHA_SUCCESS_CODE } from '@sealens/domain';

import type { Database } from '../db/database';
import { captchaChallenges } from '../db/schema';
import type { CaptchaVerifier } from './captcha-gateway';
import { addSeconds, cryptoRandom, randomUrlSafe, type RandomSource } from './random';
import { slideTrailFlaw } from './slide-trail';
import {
  CAPTCHA_PIECE_MAX_Y,
  CAPTCHA_PIECE_MIN_Y,
  CAPTCHA_PIECE_SIZE_PX,
  CAPTCHA_SESSION_ID_LENGTH,
  CAPTCHA_SESSION_TTL_SECONDS,
  CAPTCHA_TARGET_MAX_X,
  CAPTCHA_TARGET_MIN_X,
  CAPTCHA_TICKET_TTL_SECONDS,
  CAPTCHA_TOLERANCE_PX,
  CAPTCHA_TRACK_HEIGHT_PX,
  CAPTCHA_TRACK_WIDTH_PX,
} from './security-constants';

/** Envelope codes of captcha answers (spec §9: success 200; 16801, 16808, 16809 reset the captcha). */
export const CAPTCHA_CODES = {
  success: CAPTCHA_SUCCESS_CODE,
  invalid: CAPTCHA_RESET_CODES[0],
  expired: CAPTCHA_RESET_CODES[1],
  reused: CAPTCHA_RESET_CODES[2],
} as const;
export type CaptchaCode = (typeof CAPTCHA_CODES)[keyof typeof CAPTCHA_CODES];

/** Outlines the client may draw the piece (and the gap) with. */
export const CAPTCHA_PIECE_SHAPES = ['puzzle', 'circle', 'shield'] as const;
export type CaptchaPieceShape = (typeof CAPTCHA_PIECE_SHAPES)[number];

const TICKET_LENGTH = 32; // 24 random bytes
const RANDSTR_LENGTH = 12; // 9 random bytes

/**
 * What the client gets: the picture and piece geometry, never the target x. The client shows a
 * `trackWidth` x `trackHeight` picture with a `pieceShape` gap of `pieceSize` at the secret x and
 * `pieceY`, and a piece at x = 0 the user slides; it answers the piece's left edge x in picture pixels.
 */
export interface CaptchaChallenge {
  sessionId: string;
  trackWidth: number;
  trackHeight: number;
  pieceSize: number;
  pieceY: number;
  pieceShape: CaptchaPieceShape;
  expiresInSeconds: number;
}

export interface CaptchaSessionOptions {
  db: Database;
  now: () => Date;
  random?: RandomSource;
}

/** A new captcha session: 16-character URL-safe id, target x in 40..260 of a 300 px track, 2 minutes. */
export async function createCaptchaSession({ db, now, random = cryptoRandom }: CaptchaSessionOptions): Promise<CaptchaChallenge> {
  const at = now();
  const sessionId = randomUrlSafe(random, CAPTCHA_SESSION_ID_LENGTH);
  const targetX = random.int(CAPTCHA_TARGET_MIN_X, CAPTCHA_TARGET_MAX_X + 1);
  const pieceY = random.int(CAPTCHA_PIECE_MIN_Y, CAPTCHA_PIECE_MAX_Y + 1);
  const pieceShape = CAPTCHA_PIECE_SHAPES[random.int(0, CAPTCHA_PIECE_SHAPES.length)] ?? 'puzzle';
  await db.insert(captchaChallenges).values({
    sessionId,
    targetX,
    pieceY,
    pieceShape,
    expiresAt: addSeconds(at, CAPTCHA_SESSION_TTL_SECONDS),
    createdAt: at,
  });
  return {
    sessionId,
    trackWidth: CAPTCHA_TRACK_WIDTH_PX,
    trackHeight: CAPTCHA_TRACK_HEIGHT_PX,
    pieceSize: CAPTCHA_PIECE_SIZE_PX,
    pieceY,
    pieceShape,
    expiresInSeconds: CAPTCHA_SESSION_TTL_SECONDS,
  };
}

/**
 * The gap of a live session, recording that its picture is being drawn now: the answer's plausibility
 * is timed from the last drawing. Undefined once the session is unknown, answered or expired.
 */
export async function drawCaptchaGap({ db, now, sessionId }: { db: Database; now: () => Date; sessionId: string }) {
  const at = now();
  const [row] = await db
    .update(captchaChallenges)
    .set({ drawnAt: at })
    .where(and(eq(captchaChallenges.sessionId, sessionId), sql`${captchaChallenges.attemptedAt} is null`, gt(captchaChallenges.expiresAt, at)))
    .returning({ x: captchaChallenges.targetX, y: captchaChallenges.pieceY, shape: captchaChallenges.pieceShape });
  return row;
}

export type CaptchaFailure = 'unknown' | 'wrong' | 'expired' | 'spent';

export type VerifyCaptchaResult =
  | { ok: true; ticket: string; randstr: string }
  /** `unknown` session, `wrong` position, `expired` session, or session already answered (`spent`). */
  | { ok: false; reason: CaptchaFailure };

/** The envelope code for a captcha failure (see the table at the top of this file). */
export function captchaCodeFor(reason: CaptchaFailure | CaptchaTicketFailure): CaptchaCode {
  switch (reason) {
    case 'expired':
      return CAPTCHA_CODES.expired;
    case 'spent':
    case 'reused':
      return CAPTCHA_CODES.reused;
    default:
      return CAPTCHA_CODES.invalid;
  }
}

export interface VerifyCaptchaOptions extends CaptchaSessionOptions {
  sessionId: string;
  /** Where the user left the piece's left edge, in picture pixels. */
  x: number;
  /** The piece's way there, [x, y, t] points (slide-trail.ts); refused when it is not a person's. */
  trail: unknown;
}

/**
 * One attempt per session: within ±6 px of the gap, with a plausible trail, earns a ticket; anything
 * else spends the session.
 */
export async function verifyCaptcha({ db, now, sessionId, x, trail, random = cryptoRandom }: VerifyCaptchaOptions): Promise<VerifyCaptchaResult> {
  const at = now();
  // Claim the one attempt atomically: a second, concurrent answer finds attempted_at set.
  const [claimed] = await db
    .update(captchaChallenges)
    .set({ attemptedAt: at })
    .where(and(eq(captchaChallenges.sessionId, sessionId), sql`${captchaChallenges.attemptedAt} is null`, gt(captchaChallenges.expiresAt, at)))
    .returning({ targetX: captchaChallenges.targetX, drawnAt: captchaChallenges.drawnAt, createdAt: captchaChallenges.createdAt });
  if (!claimed) {
    const [row] = await db
      .select({ attemptedAt: captchaChallenges.attemptedAt, expiresAt: captchaChallenges.expiresAt })
      .from(captchaChallenges)
      .where(eq(captchaChallenges.sessionId, sessionId));
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.attemptedAt) return { ok: false, reason: 'spent' };
    return { ok: false, reason: 'expired' };
  }
  if (typeof x !== 'number' || !Number.isFinite(x) || Math.abs(x - claimed.targetX) > CAPTCHA_TOLERANCE_PX) {
    return { ok: false, reason: 'wrong' };
  }
  const answeredAfterMs = at.getTime() - (claimed.drawnAt ?? claimed.createdAt).getTime();
  if (slideTrailFlaw({ trail, x, answeredAfterMs })) return { ok: false, reason: 'wrong' };
  const ticket = randomUrlSafe(random, TICKET_LENGTH);
  const randstr = randomUrlSafe(random, RANDSTR_LENGTH);
  await db
    .update(captchaChallenges)
    .set({ ticket, randstr, ticketExpiresAt: addSeconds(at, CAPTCHA_TICKET_TTL_SECONDS) })
    .where(eq(captchaChallenges.sessionId, sessionId));
  return { ok: true, ticket, randstr };
}

export type CaptchaTicketFailure = 'unknown' | 'expired' | 'reused';

export type ConsumeCaptchaTicketResult = { ok: true } | { ok: false; reason: CaptchaTicketFailure };

export interface ConsumeCaptchaTicketOptions {
  db: Database;
  now: () => Date;
  ticket: string;
  randstr: string;
  /**
   * The third-party captcha's check (production, SEALENS_CAPTCHA_*): when given, only it judges the
   * ticket, so a ticket of the local slide captcha (which a script solves) is worth nothing.
   */
  verifier?: CaptchaVerifier;
}

/** Redeems a ticket once, saying why not when it cannot (`unknown` also covers a wrong randstr). */
export async function redeemCaptchaTicket({ db, now, ticket, randstr, verifier }: ConsumeCaptchaTicketOptions): Promise<ConsumeCaptchaTicketResult> {
  if (typeof ticket !== 'string' || typeof randstr !== 'string' || ticket === '' || randstr === '') return { ok: false, reason: 'unknown' };
  if (verifier) return (await verifier.verify(ticket, randstr)) ? { ok: true } : { ok: false, reason: 'unknown' };
  const at = now();
  const used = await db
    .update(captchaChallenges)
    .set({ ticketUsedAt: at })
    .where(
      and(
        eq(captchaChallenges.ticket, ticket),
        eq(captchaChallenges.randstr, randstr),
        sql`${captchaChallenges.ticketUsedAt} is null`,
        gt(captchaChallenges.ticketExpiresAt, at),
      ),
    )
    .returning({ sessionId: captchaChallenges.sessionId });
  if (used.length === 1) return { ok: true };
  const [row] = await db
    .select({ usedAt: captchaChallenges.ticketUsedAt, expiresAt: captchaChallenges.ticketExpiresAt })
    .from(captchaChallenges)
    .where(and(eq(captchaChallenges.ticket, ticket), eq(captchaChallenges.randstr, randstr)));
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.usedAt) return { ok: false, reason: 'reused' };
  return { ok: false, reason: 'expired' };
}

/** True exactly once per ticket; false on reuse, an unknown ticket or randstr, or an expired ticket. */
export async function consumeCaptchaTicket(options: ConsumeCaptchaTicketOptions): Promise<boolean> {
  return (await redeemCaptchaTicket(options)).ok;
}
