import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
  const polled = await t.call('GET', `${ID}/wechat/qrcode/loginStatus?sceneId=${sceneId}`);
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
    const code = await t.sendCode(mobile, '/public/sms/register', 'reg');
    const { body } = await t.call('POST', `${ID}/user/registerUserV2`, { body: { appName: 'sealens', account: mobile, code, password: 'abc12345', scentId: sceneId } });
    expect(body.payload.userWxIsBind).toBe(true);
  });

  it("register/sms refuses a registered phone and weak or mismatched passwords", async () => {
    const taken = await t.call('POST', `${ID}/user/register/sms`, { body: { account: '13900000001', password: 'abc12345', code: '123456' } });
    expect(taken.body).toMatchObject({ code: 10006, message: 'this phone number is already registered' });
    const weak = await t.call('POST', `${ID}/user/register/sms`, { body: { account: uniqueMobile(), password: 'abcdefgh', code: '123456' } });
    expect(weak.body.code).toBe(10012);
    const mobile = uniqueMobile();
    const code = await t.sendCode(mobile, '/public/sms/register', 'reg');
    const ok = await t.call('POST', `${ID}/user/register/sms`, { body: { account: mobile, password: 'abc12345', code } });
    expect(ok.body.code).toBe(200);
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

  it('register/bindWx binds an existing unbound phone, and refuses a bound one', async () => {
    const bound = await t.call('POST', `${ID}/user/register/bindWx`, { body: { account: '13900000001', password: 'abc12345', code: '123456', sceneId: 'x' } });
    expect(bound.body).toMatchObject({ code: 10007, message: 'this phone is already bound to WeChat, please change number' });
    const sceneId = await unknownScan();
    const code = await t.sendCode('13900000014', '/public/sms/login');
    const { body } = await t.call('POST', `${ID}/user/register/bindWx`, { body: { account: '13900000014', password: 'abc12345', code, sceneId } });
    expect(body).toMatchObject({ code: 200, payload: { userWasExist: true, userWxIsBind: true } });
  });
});

describe('password reset and user checks', () => {
  it("resets a password by SMS code: 'password reset successful'", async () => {
    const mobile = uniqueMobile();
    const reg = await t.sendCode(mobile, '/public/sms/register', 'reg');
    await t.call('POST', `${ID}/user/register/sms`, { body: { account: mobile, password: 'abc12345', code: reg } });
    const code = await t.sendCode(mobile, '/public/sendMessageV3', 'res');
    const { body } = await t.call('POST', `${ID}/public/resetPassword`, { body: { phone: mobile, tenantId: 1, code, password: 'new12345', confirmPassword: 'new12345' } });
    expect(body).toEqual({ code: 200, message: 'password reset successful' });
    expect((await t.login(mobile, 'new12345')).token).toBeTruthy();
  });

  it('password/retrieve checks the confirmation, the account and the code', async () => {
    const differ = await t.call('POST', `${ID}/public/password/retrieve`, { body: { mobile: '13900000001', captcha: '123456', password: 'new12345', confirmPassword: 'new12346' } });
    expect(differ.body.code).toBe(10008);
    const unknown = await t.call('POST', `${ID}/public/password/retrieve`, { body: { mobile: uniqueMobile(), captcha: '123456', password: 'new12345', confirmPassword: 'new12345' } });
    expect(unknown.body.code).toBe(10009);
    const noCode = await t.call('POST', `${ID}/public/password/retrieve`, { body: { mobile: '13900000013', captcha: '123456', password: 'new12345', confirmPassword: 'new12345' } });
    expect(noCode.body.code).toBe(10004);
  });

  it('answers exist for hasUserByMobile and the designed exists', async () => {
    expect((await t.call('GET', `${ID}/user/hasUserByMobile?userName=13900000001`)).body.payload).toEqual({ exist: true });
    expect((await t.call('GET', `${ID}/user/exists?mobile=${uniqueMobile()}`)).body.payload).toEqual({ exist: false });
  });
});
