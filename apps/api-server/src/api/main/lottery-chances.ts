// Where lottery chances come from (spec §2 lottery, §3 activity register): a registration through an
// activity page records one chance for the new member, and one more for the member whose invitation
// link (`aic` = their invite code) brought them. Chances live in rows, never implied.
import { createHmac, timingSafeEqual } from 'node:crypto';

import { and, eq, sql } from 'drizzle-orm';

import type { Database } from '../../db/database';
import { lotteryActivities, lotteryChances, lotteryInvitations } from '../../db/content-schema';

/** Chances one activity registration gives the new member, and one invited friend gives the inviter. */
export const CHANCES_PER_REGISTRATION = 1;
export const CHANCES_PER_INVITATION = 1;

const SIGNATURE_LENGTH = 8;

function signatureOf(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`lottery-invite:${userId}`).digest('base64url').slice(0, SIGNATURE_LENGTH);
}

/**
 * A member's invite code for the `aic` link: their id and a short signature, so a made-up code
 * credits nobody (codes are not secrets, but they are not guessable either).
 */
export function inviteCodeOf(secret: string, userId: string): string {
  return `${userId}-${signatureOf(secret, userId)}`;
}

/** The inviter's user id of a code, or undefined for a malformed or forged one. */
export function inviterOfCode(secret: string, code: string): string | undefined {
  const match = /^([1-9][0-9]{0,9})-([A-Za-z0-9_-]+)$/.exec(code);
  if (!match) return undefined;
  const [, userId = '', signature = ''] = match;
  const expected = Buffer.from(signatureOf(secret, userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function addChances(tx: Tx | Database, actId: string, userId: string, count: number): Promise<number> {
  const [row] = await tx
    .insert(lotteryChances)
    .values({ actId, userId, chances: count })
    .onConflictDoUpdate({ target: [lotteryChances.actId, lotteryChances.userId], set: { chances: sql`${lotteryChances.chances} + ${count}` } })
    .returning({ chances: lotteryChances.chances });
  return row?.chances ?? 0;
}

export interface ActivityRegistration {
  actId: string;
  inviteCode?: string;
  /** The new member. */
  userId: string;
  /** Their phone, shown masked in the inviter's invitation record. */
  account: string;
}

/**
 * Records the chances of an activity registration in one transaction: the new member's, and the
 * inviter's with the invitation (once per friend and activity). Answers the new member's chances;
 * 0 when the activity does not exist or is not running (the registration itself still stands).
 */
export async function grantActivityRegistration(db: Database, secret: string, now: Date, reg: ActivityRegistration): Promise<number> {
  const [activity] = await db.select().from(lotteryActivities).where(eq(lotteryActivities.actId, reg.actId));
  if (!activity || now < activity.startTime || now > activity.endTime) return 0;
  const inviter = reg.inviteCode ? inviterOfCode(secret, reg.inviteCode) : undefined;
  return db.transaction(async (tx) => {
    const chances = await addChances(tx, reg.actId, reg.userId, CHANCES_PER_REGISTRATION);
    if (inviter && inviter !== reg.userId) {
      const [invited] = await tx
        .insert(lotteryInvitations)
        .values({ actId: reg.actId, inviterUserId: inviter, inviteeUserId: reg.userId, account: reg.account, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: lotteryInvitations.id });
      if (invited) await addChances(tx, reg.actId, inviter, CHANCES_PER_INVITATION);
    }
    return chances;
  });
}

/** The chances a member has left in an activity (no row: none). */
export async function chancesOf(db: Database, actId: string, userId: string): Promise<number> {
  const [row] = await db.select().from(lotteryChances).where(and(eq(lotteryChances.actId, actId), eq(lotteryChances.userId, userId)));
  return row?.chances ?? 0;
}
