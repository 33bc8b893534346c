import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { userRegistrations } from '../../db/identity-schema';
import { users } from '../../db/schema';
import { scanQrScene } from '../../security/qr-scenes';
import { uniqueMobile } from '../../security/test-database';
import { ID, openTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ seed: true });
}, 120_000);
afterAll(() => t.close());

async function unknownScan(): Promise<string> {
  const qr = await t.call('POST', `${ID}/wechat/createLoginQrcode?appId=sealens&channelId=2`);
  const sceneId: string = qr.body.playdata.sceneId;
  await scanQrScene({ db: t.deps.db, now: t.deps.now, sceneId, scanner: { unknown: true } });
  const polled = await t.call('POST', `${ID}/user/loginQbt3AccountPc`, { body: { appName: 'sealens', action: 'wx_scan_verify', data: { messageCode: sceneId, tenantId: 1 } } });
  expect(polled.body).toMatchObject({ code: 20001, payload: { sceneId } });
  return sceneId;
}

describe('registration', () => {
  it('registerUserV2 creates an account by SMS code and answers a login response', async () => {
    const mobile = uniqueMobile();
    const code = await t.sendCode(mobile, '/public/sendMessageV2', 'reg');
    const { body } = await t.call('POST', `${ID}/user/registerUserV2`, {
      body: { appName: 'sealens', account: mobile, code, password: 'abc12345', tenantId: 1, invite: 'INV', invite_channel: 'x', firstId: 'f' },
    });
    expect(body).toMatchObject({ code: 200, payload: { newSubscriber: true, userWasExist: false, mainAccount: { account: mobile } } });
    expect((await t.login(mobile, 'abc12345')).token).toBeTruthy();
  });

  it('registerUserV2 with a scanned scene binds the WeChat identity', async () => {
    const mobile = uniqueMobile();
    const sceneId = await unknownScan();
    const code = await t.sendCode(mobile, '/public/sendMessageV3', 'reg');
    const { body } = await t.call('POST', `${ID}/user/registerUserV2`, { body: { appName: 'sealens', account: mobile, code, password: 'abc12345', scentId: sceneId } });
    expect(body.payload.userWxIsBind).toBe(true);
  });

  const register = (body: Record<string, unknown>) => t.call('POST', `${ID}/user/registerUserV2`, { body: { appName: 'sealens', tenantId: 1, ...body } });

  it('registerUserV2 refuses a registered phone (once its code is right) and weak passwords', async () => {
    const code = await t.sendCode('13900000001', '/public/sendMessageV2', 'log');
    const taken = await register({ account: '13900000001', password: 'abc12345', code });
    expect(taken.body).toMatchObject({ code: 10006, message: 'this phone number is already registered' });
    const weak = await register({ account: uniqueMobile(), password: 'abcdefgh', code: '123456' });
    expect(weak.body.code).toBe(10012);
  });

  it('registerUserV2 takes the code the SMS login screen sent (spec §5: it registers an unregistered phone), with its invite fields', async () => {
    const mobile = uniqueMobile();
    const code = await t.sendCode(mobile, '/public/sendMessageV2', 'log');
    const ok = await register({ account: mobile, password: 'abc12345', code, firstId: 'fp', invite: 'inv-2', invite_channel: 'ch-2', searchWord: 'sw', keyWord: 'kw', realPush: '1' });
    expect(ok.body).toMatchObject({ code: 200, payload: { newSubscriber: true } });
    const [user] = await t.deps.db.select().from(users).where(eq(users.mobile, mobile));
    const [registration] = await t.deps.db.select().from(userRegistrations).where(eq(userRegistrations.userId, user?.id ?? 0));
    expect(registration).toMatchObject({ source: 'register', invite: 'inv-2', inviteChannel: 'ch-2', searchWord: 'sw', keyWord: 'kw', firstId: 'fp' });
    // A reset code is no registration code.
    const other = uniqueMobile();
    const reset = await t.sendCode(other, '/public/sendMessageV2', 'res');
    expect((await register({ account: other, password: 'abc12345', code: reset })).body.code).toBe(10004);
  });

  it('createUserAndBindWxV2 registers a new phone bound to the scanning WeChat', async () => {
    const mobile = uniqueMobile();
    const sceneId = await unknownScan();
    const code = await t.sendCode(mobile, '/user/hasUserSendMessageV2');
    const mismatch = await t.call('POST', `${ID}/user/createUserAndBindWxV2`, { body: { userName: mobile, code, password: 'abc12345', passwordConfirm: 'abc12346', sceneId } });
    expect(mismatch.body).toMatchObject({ code: 10008, message: 'passwords do not match' });
    const { body } = await t.call('POST', `${ID}/user/createUserAndBindWxV2`, { body: { userName: mobile, code, password: 'abc12345', passwordConfirm: 'abc12345', sceneId, tenantId: 1 } });
    expect(body).toMatchObject({ code: 200, payload: { userWxIsBind: true, newSubscriber: true } });
  });

  it('createUserAndBindWxV2 binds an existing unbound phone, and refuses a bound one', async () => {
    const bind = (body: Record<string, unknown>) => t.call('POST', `${ID}/user/createUserAndBindWxV2`, { body: { tenantId: 1, ...body } });
    const boundCode = await t.sendCode('13900000001');
    const bound = await bind({ userName: '13900000001', password: 'abc12345', passwordConfirm: 'abc12345', code: boundCode, sceneId: 'x' });
    expect(bound.body).toMatchObject({ code: 10007, message: 'this phone is already bound to WeChat, please change number' });
    const sceneId = await unknownScan();
    const code = await t.sendCode('13900000014');
    const { body } = await bind({ userName: '13900000014', password: 'abc12345', passwordConfirm: 'abc12345', code, sceneId, firstId: 'fp' });
    expect(body).toMatchObject({ code: 200, payload: { userWasExist: true, userWxIsBind: true } });
  });
});

describe('password reset and user checks', () => {
  it("resets a password by SMS code: 'password reset successful'", async () => {
    const mobile = uniqueMobile();
    const reg = await t.sendCode(mobile, '/public/sendMessageV3', 'reg');
    await t.call('POST', `${ID}/user/registerUserV2`, { body: { appName: 'sealens', account: mobile, password: 'abc12345', code: reg } });
    const code = await t.sendCode(mobile, '/public/sendMessageV3', 'res');
    const { body } = await t.call('POST', `${ID}/public/resetPassword`, { body: { phone: mobile, tenantId: 1, code, password: 'new12345', confirmPassword: 'new12345' } });
    expect(body).toEqual({ code: 200, message: 'password reset successful' });
    expect((await t.login(mobile, 'new12345')).token).toBeTruthy();
  });

  it('resetPassword checks the confirmation, the account and the code', async () => {
    const reset = (body: Record<string, unknown>) => t.call('POST', `${ID}/public/resetPassword`, { body: { tenantId: 1, code: '123456', password: 'new12345', ...body } });
    const differ = await reset({ phone: '13900000001', confirmPassword: 'new12346' });
    expect(differ.body.code).toBe(10008);
    // An unknown phone is named only to whoever holds its reset code (issue #25 item 6).
    const stranger = uniqueMobile();
    expect((await reset({ phone: stranger, confirmPassword: 'new12345' })).body.code).toBe(10004);
    const strangerCode = await t.sendCode(stranger, '/public/sendMessageV2', 'res');
    expect((await reset({ phone: stranger, code: strangerCode, confirmPassword: 'new12345' })).body.code).toBe(10009);
    const noCode = await reset({ phone: '13900000013', confirmPassword: 'new12345' });
    expect(noCode.body.code).toBe(10004);
  });

  it('answers exist for hasUserByMobile with a solved captcha', async () => {
    const check = async (mobile: string) => {
      const { ticket, randstr } = await t.captchaTicket();
      return (await t.call('GET', `${ID}/user/hasUserByMobile?userName=${mobile}&ticket=${ticket}&randstr=${randstr}`)).body.payload;
    };
    expect(await check('13900000001')).toEqual({ exist: true });
    expect(await check(uniqueMobile())).toEqual({ exist: false });
  });
});
