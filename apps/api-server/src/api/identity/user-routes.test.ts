import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dataSupplements } from '../../db/content-schema';
import { scanQrScene } from '../../security/qr-scenes';
import { ID, openTestApp, type TestApp } from './test-app';

let t: TestApp;
/** A PNG's signature: what an upload's bytes start with. */
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The QR login's poll: the scan login of spec §7 (loginQbt3AccountPc, action wx_scan_verify). */
const pollScan = (sceneId: string) =>
  t.call('POST', `${ID}/user/loginQbt3AccountPc`, { body: { appName: 'sealens', action: 'wx_scan_verify', data: { messageCode: sceneId, tenantId: 1 } } });
beforeAll(async () => {
  t = await openTestApp({ seed: true });
}, 120_000);
afterAll(() => t.close());

describe('QR login', () => {
  it('creates a login QR whose ticket is the scan page and polls 30001, then 200 with the login response', async () => {
    const qr = await t.call('POST', `${ID}/wechat/createLoginQrcode?appId=sealens&channelId=6`);
    expect(qr.body.playdata).toMatchObject({ expireSeconds: 60 });
    expect(qr.body.playdata.ticket).toContain(`/api/__dev/qr/scan?sceneId=${qr.body.playdata.sceneId}`);
    const poll = () => pollScan(qr.body.playdata.sceneId);
    expect((await poll()).body.code).toBe(30001);
    await scanQrScene({ db: t.deps.db, now: t.deps.now, sceneId: qr.body.playdata.sceneId, scanner: { userId: 1_000_001 } });
    const done = await poll();
    expect(done.body).toMatchObject({ code: 200, payload: { mainAccount: { account: '13900000001' } } });
    expect((await poll()).body.code).toBe(30003);
  });

  it('answers 20001 for an unknown scanner and another code once expired', async () => {
    const qr = await t.call('POST', `${ID}/wechat/qrcode?bind=0`);
    const sceneId = qr.body.playdata.sceneId;
    await scanQrScene({ db: t.deps.db, now: t.deps.now, sceneId, scanner: { unknown: true } });
    expect((await pollScan(sceneId)).body.code).toBe(20001);
    const other = await t.call('POST', `${ID}/wechat/createLoginQrcode?appId=sealens`);
    t.clock.advance(61);
    const expired = await pollScan(other.body.playdata.sceneId);
    expect(expired.body).toMatchObject({ code: 30002, message: 'the QR code has expired, please refresh it' });
  });

  it('offers the development scan page in local mode only', async () => {
    const local = await t.call('POST', `${ID}/wechat/qrcode?bind=0`);
    expect(local.body.playdata.scanPage).toMatch(new RegExp(`^https?://[^/]+/api/__dev/qr/scan\\?sceneId=${local.body.playdata.sceneId}$`));
    const mode = t.deps.mode;
    // The same routes in production mode (they read the mode per request).
    Object.assign(t.deps, { mode: 'production' });
    try {
      const production = await t.call('POST', `${ID}/wechat/qrcode?bind=0`);
      expect(production.body.code).toBe(200);
      expect(production.body.playdata).not.toHaveProperty('scanPage');
    } finally {
      Object.assign(t.deps, { mode });
    }
  });

  it('blocks a frozen account scanning in', async () => {
    const qr = await t.call('POST', `${ID}/wechat/createLoginQrcode?appId=sealens`);
    await scanQrScene({ db: t.deps.db, now: t.deps.now, sceneId: qr.body.playdata.sceneId, scanner: { userId: 1_000_010 } });
    const polled = await pollScan(qr.body.playdata.sceneId);
    expect(polled.body.code).toBe(90004);
  });
});

describe('binding WeChat', () => {
  it("binds the unbound account through the bind QR: 'binding successful'", async () => {
    const { token } = await t.login('13900000014');
    // No `user` in the answer: the messaging app is not bound (spec §4).
    const info = await t.call('POST', `${ID}/user/channelUserInfo`, { token });
    expect(info.body.payload).toEqual({ channelUserInfo: { wxIsBind: false } });
    // The signed-in user asks for the bind QR (the session cookie travels with it in the browser).
    const qr = await t.call('POST', `${ID}/wechat/qrcode?bind=1`, { token });
    const sceneId = qr.body.playdata.sceneId;
    expect((await t.call('POST', `${ID}/user/addWeiXinBind?scentId=${sceneId}`, { token })).body.code).toBe(30001);
    await scanQrScene({ db: t.deps.db, now: t.deps.now, sceneId, scanner: { unknown: true } });
    const bound = await t.call('POST', `${ID}/user/addWeiXinBind?scentId=${sceneId}`, { token });
    expect(bound.body).toEqual({ code: 200, message: 'binding successful' });
    const after = await t.call('POST', `${ID}/user/channelUserInfo`, { token });
    expect(after.body.payload.user.account).toBe('13900000014');
    expect(after.body.payload.channelUserInfo.wxIsBind).toBe(true);
  });

  it("addWeiXinBind refuses an account that is already bound, a visitor's scene and an unknown one", async () => {
    const { token } = await t.login('13900000001');
    const qr = await t.call('POST', `${ID}/wechat/qrcode?bind=true`, { token });
    await scanQrScene({ db: t.deps.db, now: t.deps.now, sceneId: qr.body.playdata.sceneId, scanner: { unknown: true } });
    expect((await t.call('POST', `${ID}/user/addWeiXinBind?scentId=${qr.body.playdata.sceneId}`, { token })).body.code).toBe(10007);
    const visitors = await t.call('POST', `${ID}/wechat/qrcode?bind=true`);
    await scanQrScene({ db: t.deps.db, now: t.deps.now, sceneId: visitors.body.playdata.sceneId, scanner: { unknown: true } });
    expect((await t.call('POST', `${ID}/user/addWeiXinBind?scentId=${visitors.body.playdata.sceneId}`, { token })).body.code).toBe(30004);
    expect((await t.call('POST', `${ID}/user/addWeiXinBind?scentId=nope`, { token })).body.code).toBe(30004);
  });

  it('answers 401 without a valid token', async () => {
    expect((await t.call('POST', `${ID}/user/channelUserInfo`)).status).toBe(401);
    expect((await t.call('POST', `${ID}/user/channelUserInfo`, { token: 'a.b.c' })).status).toBe(401);
    expect((await t.call('POST', `${ID}/user/addWeiXinBind?scentId=x`)).status).toBe(401);
  });
});

describe('user windows', () => {
  it('answers the customer-service contact with four urls and a nickname', async () => {
    const { body } = await t.call('GET', `${ID}/user/queryFollowServiceInfo`);
    expect(Object.keys(body.payload).sort()).toEqual(['nickName', 'weChatUrl', 'weChatUrl2', 'weChatUrl3', 'weChatUrl4']);
  });

  it('gives a new member who asked for no data correction no gift window and no trial (issue 27 item 5)', async () => {
    const { token } = await t.login('13900000004');
    const window = await t.call('GET', `${ID}/qbt4-user-window/userGivTrialVipWindow`, { token });
    expect(window.body).toEqual({ code: 200, message: 'no gift' });
    expect((await t.call('GET', `${ID}/user/trial`, { token })).body.payload).toBeUndefined();
  });

  it("opens the gift window once a member's backfill application is updated: the 1-day trial, announced once however many calls race", async () => {
    const { token } = await t.login('13900000017');
    const userId = 1_000_017;
    expect((await t.call('GET', '/api/data-supplement/goodSupplement?goodsId=700000123', { token })).body.code).toBe(200);
    expect((await t.call('GET', `/api/data-supplement/mallSupplement?mallParm=${encodeURIComponent('https://shopee.vn/shop/700000456')}`, { token })).body.code).toBe(200);
    const mine = await t.deps.db.select().from(dataSupplements).where(eq(dataSupplements.userId, userId));
    expect(mine.map((r) => [r.kind, r.targetId, r.state])).toEqual([
      ['good', 700000123, 'requested'],
      ['mall', 700000456, 'requested'],
    ]);
    // Asked for, not yet in the data: nothing to announce.
    expect((await t.call('GET', `${ID}/qbt4-user-window/userGivTrialVipWindow`, { token })).body.payload).toBeUndefined();
    // What the refresher does once an import holds them (market/refresh/refresher.test.ts).
    await t.deps.db.update(dataSupplements).set({ state: 'updated', updatedAt: t.deps.now() }).where(eq(dataSupplements.userId, userId));
    const calls = await Promise.all([1, 2, 3].map(() => t.call('GET', `${ID}/qbt4-user-window/userGivTrialVipWindow`, { token })));
    const gifts = calls.filter((r) => r.body.payload !== undefined);
    expect(gifts).toHaveLength(1);
    expect(gifts[0]?.body).toMatchObject({ code: 200, payload: { planId: 16, days: 1 } });
    // One day after now, shown as "YYYY-MM-DD HH:mm:ss" in UTC+8.
    const end = new Date(t.deps.now().getTime() + (24 + 8) * 3600 * 1000).toISOString().slice(0, 19).replace('T', ' ');
    expect(gifts[0]?.body.payload.endTime).toBe(end);
    expect((await t.call('GET', `${ID}/qbt4-user-window/userGivTrialVipWindow`, { token })).body.payload).toBeUndefined();
    const announced = await t.deps.db.select().from(dataSupplements).where(eq(dataSupplements.userId, userId));
    expect(announced.every((r) => r.giftAnnouncedAt !== null)).toBe(true);
    expect((await t.call('GET', `${ID}/user-account/giveAway`, { token })).body.code).toBe(10011);
    expect((await t.call('GET', `${ID}/user/trial`, { token })).body.payload.planId).toBe(16);
  });

  it("records a visitor's application (or one with a forged token) without a member, and it never gifts", async () => {
    expect((await t.call('GET', '/api/data-supplement/goodSupplement?goodsId=700000789')).body.code).toBe(200);
    expect((await t.call('GET', '/api/data-supplement/goodSupplement?goodsId=700000790', { token: 'a.b.c' })).body.code).toBe(200);
    const rows = await t.deps.db.select().from(dataSupplements).where(inArray(dataSupplements.targetId, [700000789, 700000790]));
    expect(rows.map((r) => r.userId)).toEqual([null, null]);
    await t.deps.db.update(dataSupplements).set({ state: 'updated', updatedAt: t.deps.now() }).where(inArray(dataSupplements.targetId, [700000789, 700000790]));
    const { token } = await t.login('13900000020');
    expect((await t.call('GET', `${ID}/qbt4-user-window/userGivTrialVipWindow`, { token })).body).toEqual({ code: 200, message: 'no gift' });
  });

  it('gives a member with a live plan no gift window for an updated application, and keeps it unannounced', async () => {
    const { token } = await t.login('13900000015');
    await t.call('GET', '/api/data-supplement/goodSupplement?goodsId=700000901', { token });
    await t.deps.db.update(dataSupplements).set({ state: 'updated', updatedAt: t.deps.now() }).where(eq(dataSupplements.userId, 1_000_015));
    expect((await t.call('GET', `${ID}/qbt4-user-window/userGivTrialVipWindow`, { token })).body).toEqual({ code: 200, message: 'no gift' });
    const [row] = await t.deps.db.select().from(dataSupplements).where(eq(dataSupplements.userId, 1_000_015));
    expect(row?.giftAnnouncedAt).toBeNull();
  });

  it('giveAway grants a trial to a user without one; members are refused', async () => {
    const { token } = await t.login('13900000005');
    expect((await t.call('GET', `${ID}/user/trial`, { token })).body.payload).toBeUndefined();
    expect((await t.call('GET', `${ID}/user-account/giveAway`, { token })).body.code).toBe(200);
    const member = await t.login('13900000015');
    expect((await t.call('GET', `${ID}/user-account/giveAway`, { token: member.token })).body).toMatchObject({ code: 10011, message: 'members cannot claim the trial' });
  });

  it('lists the open-window settings', async () => {
    const { token } = await t.login('13900000001');
    const { body } = await t.call('GET', `${ID}/qbt4-user-window/isOpenWindowV2`, { token });
    expect(body.payload).toEqual([{ openType: 1, openFlag: 1 }, { openType: 2, openFlag: 1 }, { openType: 3, openFlag: 1 }]);
  });

  it('stores feedback and validates it', async () => {
    const ok = await t.call('GET', `${ID}/user-back/userFeedback?type=1&complaint=1&problemDescription=${encodeURIComponent('the page is slow')}`);
    expect(ok.body.code).toBe(200);
    // A picture is one this server stored (issue #25 item 9), never an outside address.
    expect((await t.call('GET', `${ID}/user-back/userFeedback?type=1&problemDescription=${'x'.repeat(20)}&imgUrl=${encodeURIComponent('https://img.example/a.png')}`)).body.code).toBe(10012);
    const uploaded = `/api/file/uploaded/${'a'.repeat(64)}.png`;
    await mkdir(t.deps.uploadDir, { recursive: true });
    await writeFile(join(t.deps.uploadDir, `${'a'.repeat(64)}.png`), PNG_BYTES);
    const withUpload = await t.call('GET', `${ID}/user-back/userFeedback?type=5&problemDescription=${encodeURIComponent('a picture of the error')}&imgUrl=${encodeURIComponent(uploaded)}`);
    expect(withUpload.body.code).toBe(200);
    expect((await t.call('GET', `${ID}/user-back/userFeedback?type=1&problemDescription=`)).body.code).toBe(10012);
    // 10 to 500 characters after trimming (FEEDBACK_DESCRIPTION_MIN / MAX).
    expect((await t.call('GET', `${ID}/user-back/userFeedback?type=1&problemDescription=${encodeURIComponent(' 123456789 ')}`)).body.code).toBe(10012);
    expect((await t.call('GET', `${ID}/user-back/userFeedback?type=1&problemDescription=${'x'.repeat(10)}`)).body.code).toBe(200);
    expect((await t.call('GET', `${ID}/user-back/userFeedback?type=1&problemDescription=${'x'.repeat(500)}`)).body.code).toBe(200);
    expect((await t.call('GET', `${ID}/user-back/userFeedback?type=1&problemDescription=${'x'.repeat(501)}`)).body.code).toBe(10012);
    // The kind and the complaint flag are checked against the contract's enums (code 400), the picture address by the route.
    expect((await t.call('GET', `${ID}/user-back/userFeedback?type=9&problemDescription=${'x'.repeat(20)}`)).body.code).toBe(400);
    expect((await t.call('GET', `${ID}/user-back/userFeedback?type=1&complaint=slow&problemDescription=${'x'.repeat(20)}`)).body.code).toBe(400);
    expect((await t.call('GET', `${ID}/user-back/userFeedback?type=1&problemDescription=${'x'.repeat(20)}&imgUrl=${encodeURIComponent('javascript:alert(1)')}`)).body.code).toBe(10012);
    expect((await t.call('GET', `${ID}/user-back/userFeedback?type=1&problemDescription=${'x'.repeat(20)}&imgUrl=${encodeURIComponent('/api/file/uploaded/../secret.png')}`)).body.code).toBe(10012);
  });

  it('gives a user whose gift window is off no trial on sight; they claim it once, and no gift window follows', async () => {
    const { token } = await t.login('13900000026');
    const window = await t.call('GET', `${ID}/qbt4-user-window/userGivTrialVipWindow`, { token });
    expect(window.body).toMatchObject({ code: 200, message: 'no gift' });
    expect((await t.call('GET', `${ID}/user/trial`, { token })).body.payload).toBeUndefined();
    const claim = await t.call('GET', `${ID}/user-account/giveAway`, { token });
    expect(claim.body).toMatchObject({ code: 200, payload: { planId: 16, days: 1 } });
    // The trial is now an active plan as well: refused either way.
    expect((await t.call('GET', `${ID}/user-account/giveAway`, { token })).body.code).toBe(10011);
    expect((await t.call('GET', `${ID}/qbt4-user-window/userGivTrialVipWindow`, { token })).body.payload).toBeUndefined();
    expect((await t.call('GET', `${ID}/user-account/giveAway`)).status).toBe(401);
  });
});

describe('QR tickets in production (issue #10 item 11)', () => {
  it('encode the configured scan address, never the dev scan page, and offer no scan link', async () => {
    const saved = { mode: t.deps.mode, qrScanUrlFor: t.deps.qrScanUrlFor };
    Object.assign(t.deps, { mode: 'production', qrScanUrlFor: (sceneId: string) => `https://open.example.test/qr?scene=${sceneId}` });
    try {
      const qr = await t.call('POST', `${ID}/wechat/createLoginQrcode`);
      expect(qr.body.playdata.ticket).toBe(`https://open.example.test/qr?scene=${qr.body.playdata.sceneId}`);
      expect(qr.body.playdata.ticket).not.toContain('__dev');
      expect(qr.body.playdata.scanPage).toBeUndefined();
    } finally {
      Object.assign(t.deps, saved);
    }
  });
});
