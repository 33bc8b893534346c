// A coupon a promotion link carries (`?couponId=`): spec §7 GET /user-coupon-lobby/userCouponByCouponId
// (payment base, query couponId and appId), and its claim (designed POST /user-coupon-lobby/claimCoupon,
// openapi/payment.yaml). Both are the signed-in member's (session cookie).
import type { ApiClients, PaymentComponents } from '@sealens/api';
import { APP_NAME } from '@sealens/domain';
import { answerOf, type Answer } from '../shared/answer';

export type Coupon = PaymentComponents['schemas']['UserCoupon'];

/** The query parameter of a promotion link that carries a coupon. */
export const COUPON_QUERY_PARAMETER = 'couponId';
/** What a coupon id may look like (the contract's 64 characters; letters, digits, dashes, underscores). */
const COUPON_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The coupon id of a page's query, or null when there is none or it cannot be one. */
export function couponIdOf(search: string): string | null {
  const value = new URLSearchParams(search).get(COUPON_QUERY_PARAMETER)?.trim() ?? '';
  return COUPON_ID.test(value) ? value : null;
}

export function fetchCoupon(api: ApiClients['payment'], couponId: string): Promise<Answer<Coupon>> {
  return answerOf(api.GET('/user-coupon-lobby/userCouponByCouponId', { params: { query: { couponId, appId: APP_NAME } } }));
}

export function claimCoupon(api: ApiClients['payment'], couponId: string): Promise<Answer<Coupon>> {
  return answerOf(api.POST('/user-coupon-lobby/claimCoupon', { params: { query: { couponId, appId: APP_NAME } } }));
}
