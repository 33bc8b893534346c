import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PAY, openTestApp, type TestApp } from '../identity/test-app';
import { couponStatus } from './payment-routes';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ seed: true });
}, 120_000);
afterAll(() => t.close());

describe('payment: coupons', () => {
  it('answers a lobby coupon to anyone and a personal one to its owner only', async () => {
    const member = await t.login('13900000015');
    const other = await t.login('13900000001');
    const lobby = await t.call('GET', `${PAY}/user-coupon-lobby/userCouponByCouponId?couponId=DEMO-LOBBY-1&appId=sealens`, { token: other.token });
    expect(lobby.body).toMatchObject({ code: 200, payload: { couponId: 'DEMO-LOBBY-1', planId: 10, amount: 5000, status: 0, endTime: '2099-12-31 23:59:59' } });
    const own = await t.call('GET', `${PAY}/user-coupon-lobby/userCouponByCouponId?couponId=DEMO-MEMBER-1&appId=sealens`, { token: member.token });
    expect(own.body.payload.planId).toBe(51);
    const foreign = await t.call('GET', `${PAY}/user-coupon-lobby/userCouponByCouponId?couponId=DEMO-MEMBER-1&appId=sealens`, { token: other.token });
    expect(foreign.body.code).toBe(40004);
    expect((await t.call('GET', `${PAY}/user-coupon-lobby/userCouponByCouponId?couponId=DEMO-LOBBY-1&appId=sealens`)).status).toBe(401);
  });

  it('lets a member claim a lobby coupon once; the lookup then says it is claimed', async () => {
    const { token } = await t.login('13900000016');
    const path = `${PAY}/user-coupon-lobby/claimCoupon?couponId=DEMO-LOBBY-1&appId=sealens`;
    const before = await t.call('GET', `${PAY}/user-coupon-lobby/userCouponByCouponId?couponId=DEMO-LOBBY-1&appId=sealens`, { token });
    expect(before.body.payload).toMatchObject({ claimed: false });
    // Two claims at once: exactly one wins.
    const [a, b] = await Promise.all([t.call('POST', path, { token }), t.call('POST', path, { token })]);
    expect([a.body.code, b.body.code].sort((x, y) => x - y)).toEqual([200, 10011]);
    const after = await t.call('GET', `${PAY}/user-coupon-lobby/userCouponByCouponId?couponId=DEMO-LOBBY-1&appId=sealens`, { token });
    expect(after.body.payload).toMatchObject({ claimed: true, claimedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    expect((await t.call('POST', path, { token })).body).toMatchObject({ code: 10011, message: 'the coupon has already been claimed' });
  });

  it('refuses a claim without login, of an unknown or foreign coupon, of a personal one and of bad parameters', async () => {
    const other = await t.login('13900000001');
    const member = await t.login('13900000015');
    expect((await t.call('POST', `${PAY}/user-coupon-lobby/claimCoupon?couponId=DEMO-LOBBY-1&appId=sealens`)).status).toBe(401);
    expect((await t.call('POST', `${PAY}/user-coupon-lobby/claimCoupon?couponId=NOPE&appId=sealens`, { token: other.token })).body.code).toBe(40004);
    expect((await t.call('POST', `${PAY}/user-coupon-lobby/claimCoupon?couponId=DEMO-MEMBER-1&appId=sealens`, { token: other.token })).body.code).toBe(40004);
    expect((await t.call('POST', `${PAY}/user-coupon-lobby/claimCoupon?couponId=DEMO-MEMBER-1&appId=sealens`, { token: member.token })).body.code).toBe(10011);
    const tooLong = await t.call('POST', `${PAY}/user-coupon-lobby/claimCoupon?couponId=${'x'.repeat(65)}&appId=sealens`, { token: other.token });
    // The request guard (from openapi/) answers code 400 with HTTP 200.
    expect(tooLong.body.code).toBe(400);
    expect((await t.call('POST', `${PAY}/user-coupon-lobby/claimCoupon?appId=sealens`, { token: other.token })).body.code).toBe(40004);
  });

  it('derives the status: 0 unused, 1 used, 2 expired', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    expect(couponStatus({ usedAt: null, endTime: new Date('2031-01-01T00:00:00Z') }, now)).toBe(0);
    expect(couponStatus({ usedAt: now, endTime: new Date('2031-01-01T00:00:00Z') }, now)).toBe(1);
    expect(couponStatus({ usedAt: null, endTime: now }, now)).toBe(2);
  });
});
