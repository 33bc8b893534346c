// The payment base of spec §7 at /api/product/pay (openapi/payment.yaml).
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';

import { BUSINESS_CODES } from '@sealens/domain';

import type { AppEnv } from '../../app-options';
import { couponClaims, coupons } from '../../db/identity-schema';
import type { ServerDeps } from '../server-deps';
import { IDENTITY_CODES, answer, formatMemberTime, str, withUser, type UserRow } from '../identity/common';

/** Coupon status: 0 unused, 1 used, 2 expired. */
export function couponStatus(row: { usedAt: Date | null; endTime: Date }, now: Date): 0 | 1 | 2 {
  if (row.usedAt) return 1;
  return row.endTime.getTime() <= now.getTime() ? 2 : 0;
}

type CouponRow = typeof coupons.$inferSelect;

/** The coupon a caller may see: a lobby coupon (no owner) or their own personal one; else undefined. */
async function visibleCoupon(deps: ServerDeps, c: Context, user: UserRow): Promise<CouponRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(coupons)
    .where(and(eq(coupons.couponId, str(c.req.query('couponId'))), eq(coupons.appId, str(c.req.query('appId')))));
  return row && (row.userId === null || row.userId === user.id) ? row : undefined;
}

async function couponAnswer(deps: ServerDeps, row: CouponRow, user: UserRow) {
  const [claim] =
    row.userId === null
      ? await deps.db.select().from(couponClaims).where(and(eq(couponClaims.couponId, row.couponId), eq(couponClaims.userId, user.id)))
      : [];
  return {
    couponId: row.couponId,
    name: row.name,
    planId: row.planId,
    amount: row.amount,
    status: couponStatus(row, deps.now()),
    endTime: formatMemberTime(row.endTime),
    // A personal coupon is its owner's already; a lobby coupon once the user claimed it.
    claimed: row.userId !== null || claim !== undefined,
    ...(claim ? { claimedAt: formatMemberTime(claim.claimedAt) } : {}),
  };
}

export function paymentRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/user-coupon-lobby/userCouponByCouponId', (c) =>
    withUser(deps, c, async (user) => {
      const row = await visibleCoupon(deps, c, user);
      // A personal coupon is visible to its owner only; lobby coupons (no owner) to everyone.
      if (!row) return answer(c, IDENTITY_CODES.notFound, 'the coupon does not exist');
      return answer(c, BUSINESS_CODES.success, 'success', await couponAnswer(deps, row, user));
    }),
  );
  // Designed: a member claims the lobby coupon a promotion link carries, once.
  r.post('/user-coupon-lobby/claimCoupon', (c) =>
    withUser(deps, c, async (user) => {
      const row = await visibleCoupon(deps, c, user);
      if (!row) return answer(c, IDENTITY_CODES.notFound, 'the coupon does not exist');
      if (couponStatus(row, deps.now()) === 2) return answer(c, IDENTITY_CODES.badRequest, 'the coupon has expired');
      if (row.userId !== null) return answer(c, IDENTITY_CODES.trialClaimed, 'the coupon is already yours');
      // The primary key makes a second claim (even two at once) a no-op.
      const [claimed] = await deps.db
        .insert(couponClaims)
        .values({ couponId: row.couponId, userId: user.id, claimedAt: deps.now() })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return answer(c, IDENTITY_CODES.trialClaimed, 'the coupon has already been claimed');
      return answer(c, BUSINESS_CODES.success, 'success', await couponAnswer(deps, row, user));
    }),
  );
  return r;
}
