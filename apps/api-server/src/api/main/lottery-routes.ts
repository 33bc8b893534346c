// The lottery promotion: activities, prizes, the caller's chances, invitations and winning record, the
// draw and the prize claim. Chances are rows (lottery-chances.ts); a draw consumes exactly one of them
// and takes a prize's stock down by one, each with a conditional update inside one transaction, so
// parallel draws can neither spend a chance twice nor take a stock below zero. Visitors have no chances.
import { isMainlandMobile, maskPhone } from '@sealens/domain';
import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';

import type { AppEnv } from '../../app-options';
import { lotteryActivities, lotteryChances, lotteryInvitations, lotteryPrizes, lotteryRecords } from '../../db/content-schema';
import type { ServerDeps } from '../server-deps';
import { chancesOf, inviteCodeOf } from './lottery-chances';
import {
  CODE_ACTIVITY_ENDED,
  CODE_BAD_REQUEST,
  CODE_NEEDS_DELIVERY,
  CODE_NOT_FOUND,
  CODE_NO_CHANCE,
  bearerClaims,
  fail,
  formatTime,
  jsonBody,
  ok,
  paging,
  unauthorized,
} from './main-http';
import type { MainSchemas } from './main-types';

type PrizeRow = typeof lotteryPrizes.$inferSelect;
type RecordRow = typeof lotteryRecords.$inferSelect;

function prizeOf(row: PrizeRow): MainSchemas['LotteryPrize'] {
  return {
    prizeId: row.prizeId,
    name: row.name,
    imgUrl: row.imgUrl,
    ...(row.planId !== null ? { planId: row.planId } : {}),
    ...(row.stock !== null ? { stock: Math.max(0, row.stock) } : {}),
    ...(row.noWin ? { noWin: true } : {}),
    ...(row.shipped ? { shipped: true } : {}),
  };
}

function recordOf(record: RecordRow, prize: PrizeRow): MainSchemas['LotteryRecord'] {
  return {
    recordId: record.id,
    prize: prizeOf(prize),
    createTime: formatTime(record.createdAt),
    received: record.received,
    ...(record.receivedAt ? { receiveTime: formatTime(record.receivedAt) } : {}),
    ...(record.deliveryName && record.deliveryPhone && record.deliveryAddress
      ? { delivery: { name: record.deliveryName, phone: record.deliveryPhone, address: record.deliveryAddress } }
      : {}),
  };
}

/** Picks by weight among `candidates` with one random integer in [0, total weight). */
function pickByWeight(candidates: PrizeRow[], random: ServerDeps['random']): PrizeRow | undefined {
  const total = candidates.reduce((n, p) => n + Math.max(0, p.weight), 0);
  if (total <= 0) return undefined;
  let pick = random.int(0, total);
  return candidates.find((p) => (pick -= Math.max(0, p.weight)) < 0);
}

export function lotteryRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const db = deps.db;

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
    return ok(c, { chances: await chancesOf(db, actId, claims.sub), inviteCode: inviteCodeOf(deps.tokenSecret, claims.sub) });
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
    return ok(c, { total: Number(count?.n ?? 0), list: rows.map(({ record, prize }) => recordOf(record, prize)) });
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
    const result = await db.transaction(async (tx) => {
      // The chance first: the conditional decrement holds the row lock, so of parallel draws only as
      // many as there are chances get a row back; the rest are refused.
      const [left] = await tx
        .update(lotteryChances)
        .set({ chances: sql`${lotteryChances.chances} - 1` })
        .where(and(eq(lotteryChances.actId, actId), eq(lotteryChances.userId, claims.sub), gt(lotteryChances.chances, 0)))
        .returning({ chances: lotteryChances.chances });
      if (!left) return undefined;
      let candidates = await tx
        .select()
        .from(lotteryPrizes)
        .where(and(eq(lotteryPrizes.actId, actId), or(isNull(lotteryPrizes.stock), gt(lotteryPrizes.stock, 0))))
        .orderBy(asc(lotteryPrizes.prizeId));
      for (;;) {
        const prize = pickByWeight(candidates, deps.random);
        if (!prize || prize.noWin) return { win: false, chances: left.chances };
        if (prize.stock !== null) {
          // Another draw may have taken the last one since the read: the conditional update decides.
          const [taken] = await tx
            .update(lotteryPrizes)
            .set({ stock: sql`${lotteryPrizes.stock} - 1` })
            .where(and(eq(lotteryPrizes.prizeId, prize.prizeId), gt(lotteryPrizes.stock, 0)))
            .returning({ stock: lotteryPrizes.stock });
          if (!taken) {
            candidates = candidates.filter((p) => p.prizeId !== prize.prizeId);
            continue;
          }
          prize.stock = taken.stock;
        }
        await tx.insert(lotteryRecords).values({ actId, userId: claims.sub, prizeId: prize.prizeId, createdAt: now });
        return { win: true, chances: left.chances, prize: prizeOf(prize) };
      }
    });
    if (!result) return fail(c, CODE_NO_CHANCE, 'no chance left');
    return ok(c, result);
  });

  r.post('/lottery/receive', async (c) => {
    const claims = await bearerClaims(c, deps);
    if (!claims) return unauthorized(c);
    const body = await jsonBody(c);
    const recordId = body?.['recordId'];
    if (typeof recordId !== 'number' || !Number.isSafeInteger(recordId) || recordId < 1) return fail(c, CODE_BAD_REQUEST, 'recordId is required');
    const delivery = deliveryOf(body?.['delivery']);
    if (delivery === null) return fail(c, CODE_BAD_REQUEST, 'invalid delivery address');
    const [found] = await db
      .select({ record: lotteryRecords, prize: lotteryPrizes })
      .from(lotteryRecords)
      .innerJoin(lotteryPrizes, eq(lotteryPrizes.prizeId, lotteryRecords.prizeId))
      .where(and(eq(lotteryRecords.id, recordId), eq(lotteryRecords.userId, claims.sub)));
    if (!found) return fail(c, CODE_NOT_FOUND, 'no such prize record');
    if (found.prize.shipped && !delivery) return fail(c, CODE_NEEDS_DELIVERY, 'a delivery address is needed for this prize');
    const [updated] = await db
      .update(lotteryRecords)
      .set({
        received: true,
        receivedAt: found.record.receivedAt ?? deps.now(),
        ...(found.prize.shipped && delivery ? { deliveryName: delivery.name, deliveryPhone: delivery.phone, deliveryAddress: delivery.address } : {}),
      })
      .where(eq(lotteryRecords.id, recordId))
      .returning();
    return ok(c, recordOf(updated ?? found.record, found.prize));
  });

  return r;
}

/** The delivery address of a claim: undefined when absent, null when malformed. */
function deliveryOf(value: unknown): { name: string; phone: string; address: string } | undefined | null {
  if (value === undefined) return undefined;
  if (!value || typeof value !== 'object') return null;
  const { name, phone, address } = value as Record<string, unknown>;
  if (typeof name !== 'string' || typeof phone !== 'string' || typeof address !== 'string') return null;
  const trimmed = { name: name.trim(), phone: phone.replace(/\s/g, ''), address: address.trim() };
  if (!trimmed.name || trimmed.name.length > 30 || trimmed.address.length < 5 || trimmed.address.length > 200 || !trimmed.phone || !isMainlandMobile(trimmed.phone)) return null;
  return trimmed;
}
