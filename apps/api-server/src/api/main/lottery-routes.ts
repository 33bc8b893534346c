// The lottery promotion: activities, prizes, the caller's chances, invitations and winning record, and
// the draw, which consumes one chance atomically. Visitors have no chances.
import { maskPhone } from '@sealens/domain';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';

import type { AppEnv } from '../../app-options';
import { lotteryActivities, lotteryChances, lotteryInvitations, lotteryPrizes, lotteryRecords } from '../../db/content-schema';
import { NO_WIN_PRIZE_SUFFIX } from '../../db/seed/demo-content';
import type { ServerDeps } from '../server-deps';
import { CODE_ACTIVITY_ENDED, CODE_BAD_REQUEST, CODE_NOT_FOUND, CODE_NO_CHANCE, bearerClaims, fail, formatTime, jsonBody, ok, paging } from './main-http';
import type { MainSchemas } from './main-types';

/** Draws every member has in an activity before any invitation. */
export const STARTING_CHANCES = 1;

type PrizeRow = typeof lotteryPrizes.$inferSelect;

function prizeOf(row: PrizeRow): MainSchemas['LotteryPrize'] {
  return { prizeId: row.prizeId, name: row.name, imgUrl: row.imgUrl, ...(row.planId !== null ? { planId: row.planId } : {}) };
}

export function lotteryRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const db = deps.db;

  const chancesOf = async (actId: string, userId: string) => {
    const [row] = await db.select().from(lotteryChances).where(and(eq(lotteryChances.actId, actId), eq(lotteryChances.userId, userId)));
    return row ? row.chances : STARTING_CHANCES;
  };

  const emptyPage = (c: Context) => ok(c, { total: 0, list: [] });

  r.get('/lottery/activities', async (c) => {
    const rows = await db.select().from(lotteryActivities).orderBy(desc(lotteryActivities.startTime));
    const now = deps.now().getTime();
    return ok(
      c,
      rows.map((a) => ({
        actId: a.actId,
        name: a.name,
        startTime: formatTime(a.startTime),
        endTime: formatTime(a.endTime),
        ended: a.endTime.getTime() < now,
        rules: a.rules,
      })),
    );
  });

  r.get('/lottery/chances', async (c) => {
    const actId = c.req.query('actId') ?? '';
    const claims = await bearerClaims(c, deps);
    if (!claims) return ok(c, { chances: 0 });
    return ok(c, { chances: await chancesOf(actId, claims.sub), inviteCode: `demo${claims.sub}` });
  });

  r.get('/lottery/invitations', async (c) => {
    const actId = c.req.query('actId') ?? '';
    const claims = await bearerClaims(c, deps);
    if (!claims) return emptyPage(c);
    const { pageSize, offset } = paging(c);
    const where = and(eq(lotteryInvitations.actId, actId), eq(lotteryInvitations.inviterUserId, claims.sub));
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(lotteryInvitations).where(where);
    const rows = await db.select().from(lotteryInvitations).where(where).orderBy(desc(lotteryInvitations.id)).limit(pageSize).offset(offset);
    return ok(c, { total: Number(count?.n ?? 0), list: rows.map((i) => ({ account: maskPhone(i.account), createTime: formatTime(i.createdAt) })) });
  });

  r.get('/lottery/prizes', async (c) => {
    const rows = await db
      .select()
      .from(lotteryPrizes)
      .where(eq(lotteryPrizes.actId, c.req.query('actId') ?? ''))
      .orderBy(asc(lotteryPrizes.prizeId));
    return ok(c, rows.map(prizeOf));
  });

  r.get('/lottery/records', async (c) => {
    const actId = c.req.query('actId') ?? '';
    const claims = await bearerClaims(c, deps);
    if (!claims) return emptyPage(c);
    const { pageSize, offset } = paging(c);
    const where = and(eq(lotteryRecords.actId, actId), eq(lotteryRecords.userId, claims.sub));
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(lotteryRecords).where(where);
    const rows = await db
      .select({ record: lotteryRecords, prize: lotteryPrizes })
      .from(lotteryRecords)
      .innerJoin(lotteryPrizes, eq(lotteryPrizes.prizeId, lotteryRecords.prizeId))
      .where(where)
      .orderBy(desc(lotteryRecords.id))
      .limit(pageSize)
      .offset(offset);
    return ok(c, {
      total: Number(count?.n ?? 0),
      list: rows.map(({ record, prize }) => ({ prize: prizeOf(prize), createTime: formatTime(record.createdAt), received: record.received })),
    });
  });

  r.post('/lottery/draw', async (c) => {
    const body = await jsonBody(c);
    const actId = typeof body?.['actId'] === 'string' ? body['actId'] : '';
    if (!actId) return fail(c, CODE_BAD_REQUEST, 'actId is required');
    const [activity] = await db.select().from(lotteryActivities).where(eq(lotteryActivities.actId, actId));
    if (!activity) return fail(c, CODE_NOT_FOUND, 'activity not found');
    const now = deps.now();
    if (now.getTime() > activity.endTime.getTime() || now.getTime() < activity.startTime.getTime()) {
      return fail(c, CODE_ACTIVITY_ENDED, 'the activity has ended');
    }
    const claims = await bearerClaims(c, deps);
    if (!claims) return fail(c, CODE_NO_CHANCE, 'no chance left');
    const prizes = await db.select().from(lotteryPrizes).where(eq(lotteryPrizes.actId, actId)).orderBy(asc(lotteryPrizes.prizeId));
    const result = await db.transaction(async (tx) => {
      await tx.insert(lotteryChances).values({ actId, userId: claims.sub, chances: STARTING_CHANCES }).onConflictDoNothing();
      const [left] = await tx
        .update(lotteryChances)
        .set({ chances: sql`${lotteryChances.chances} - 1` })
        .where(and(eq(lotteryChances.actId, actId), eq(lotteryChances.userId, claims.sub), gt(lotteryChances.chances, 0)))
        .returning({ chances: lotteryChances.chances });
      if (!left) return undefined;
      const total = prizes.reduce((n, p) => n + p.weight, 0);
      let pick = total > 0 ? deps.random.int(0, total) : -1;
      const prize = prizes.find((p) => (pick -= p.weight) < 0);
      const win = prize !== undefined && !prize.prizeId.endsWith(NO_WIN_PRIZE_SUFFIX);
      if (win) await tx.insert(lotteryRecords).values({ actId, userId: claims.sub, prizeId: prize.prizeId, createdAt: now });
      return { win, chances: left.chances, ...(win ? { prize: prizeOf(prize) } : {}) };
    });
    if (!result) return fail(c, CODE_NO_CHANCE, 'no chance left');
    return ok(c, result);
  });

  return r;
}
