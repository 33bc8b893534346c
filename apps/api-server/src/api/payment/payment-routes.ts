// The payment base of spec §7 at /api/product/pay (openapi/payment.yaml).
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';

import { BUSINESS_CODES } from '@sealens/domain';

import type { AppEnv } from '../../app-options';
import { coupons } from '../../db/identity-schema';
import type { ServerDeps } from '../server-deps';
import { IDENTITY_CODES, answer, formatMemberTime, str, withUser } from '../identity/common';

/** Coupon status: 0 unused, 1 used, 2 expired. */
export function couponStatus(row: { usedAt: Date | null; endTime: Date }, now: Date): 0 | 1 | 2 {
  if (row.usedAt) return 1;
  return row.endTime.getTime() <= now.getTime() ? 2 : 0;
}

export function paymentRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  r.get('/user-coupon-lobby/userCouponByCouponId', (c) =>
    withUser(deps, c, async (user) => {
      const [row] = await deps.db
        .select()
        .from(coupons)
        .where(and(eq(coupons.couponId, str(c.req.query('couponId'))), eq(coupons.appId, str(c.req.query('appId')))));
      // A personal coupon is visible to its owner only; lobby coupons (no owner) to everyone.
      if (!row || (row.userId !== null && row.userId !== user.id)) return answer(c, IDENTITY_CODES.notFound, 'the coupon does not exist');
      return answer(c, BUSINESS_CODES.success, 'success', {
        couponId: row.couponId,
        name: row.name,
        planId: row.planId,
        amount: row.amount,
        status: couponStatus(row, deps.now()),
        endTime: formatMemberTime(row.endTime),
      });
    }),
  );
  return r;
}
