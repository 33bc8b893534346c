import { SMS_RESEND_COUNTDOWN_S } from '@sealens/domain';
import { describe, expect, it } from 'vitest';
import type { FakeAnswers } from './testing/fake-auth-gateway';
import { createMachineKit, flush, type MachineKit } from './testing/login-dialog-test-kit';
import type { SmsPurpose } from './login-dialog-contract';

// Password reset, bind phone, promotion registration (spec §2, §4) and the SMS code buttons (§3, §5).

const PASS = { ticket: 'tk', randstr: 'rs' };
const REGISTER = { account: '13900000099', code: '123456', password: 'secret1' };

/** Asks `purpose`'s SMS machine for a code for `mobile` and lets the send answer. */
async function sendCode(kit: MachineKit, purpose: SmsPurpose, mobile = '13900000001') {
  const sms = kit.machine.createSmsCode(purpose);
  sms.request(mobile);
  sms.captchaPassed(PASS);
  await flush();
  return sms;
}

describe('password reset (spec §4 step 2)', () => {
  const FORM = { mobile: '13900000001', code: '123456', password: 'newpass1', confirmPassword: 'newpass1' };

  it('retrieves the password, says "password reset successful" and goes back to password login', async () => {
    const kit = createMachineKit();
    kit.machine.showAccountLogin();
    kit.machine.showPasswordReset();
    await kit.machine.submitPasswordReset(FORM);
    expect(kit.gateway.inputsOf('retrievePassword')).toEqual([{ mobile: '13900000001', captcha: '123456', password: 'newpass1', confirmPassword: 'newpass1' }]);
    expect(kit.effects.notices).toEqual([{ id: 'passwordResetSuccessful', kind: 'success' }]);
    expect(kit.state()).toEqual({ view: { mode: 'accountLogin', tab: 'password' }, busy: false, error: undefined });
  });

  it('keeps the form with the error otherwise', async () => {
    const kit = createMachineKit({ answers: { retrievePassword: { code: 10008, message: 'passwords do not match' } } });
    kit.machine.showPasswordReset();
    await kit.machine.submitPasswordReset({ ...FORM, confirmPassword: 'other11' });
    expect(kit.state()).toEqual({ view: { mode: 'passwordReset' }, busy: false, error: { code: 10008, message: 'passwords do not match' } });
    expect(kit.effects.notices).toEqual([]);
  });
});

describe('bind phone (after 20001)', () => {
  it('registers and binds with the scene id, firstId and invite fields, then logs in as a new user', async () => {
    const kit = createMachineKit({ invite: { invite: 'inv-1', invite_channel: 'ch-1', keyWord: 'kw' } });
    kit.gateway.answer('pollQrLogin', { code: 20001, message: 'unknown user' });
    kit.machine.qr.start();
    await flush();
    kit.clock.advance(1000);
    await flush();
    expect(kit.view()).toEqual({ mode: 'bindPhone', sceneId: 'scene-1' });

    await kit.machine.submitBindPhone(REGISTER);
    await flush();
    expect(kit.gateway.inputsOf('registerAndBindWx')).toEqual([
      { ...REGISTER, sceneId: 'scene-1', firstId: 'fingerprint-1', invite: 'inv-1', invite_channel: 'ch-1', keyWord: 'kw' },
    ]);
    expect(kit.effects.noticeIds()).toEqual(['welcomeToLogIn']);
    expect(kit.view()).toEqual({ mode: 'closed' });
  });

  it('is ignored outside the bind-phone view', async () => {
    const kit = createMachineKit();
    await kit.machine.submitBindPhone(REGISTER);
    expect(kit.gateway.calls).toEqual([]);
  });
});

describe('SMS code buttons: which send each purpose uses', () => {
  it.each([
    ['login', 'sendLoginSms'],
    ['riskVerify', 'sendLoginSms'],
    ['identityAuth', 'sendLoginSms'],
    ['register', 'sendRegisterSms'],
  ] as const)('%s sends through %s with the captcha pass', async (purpose, method) => {
    const kit = createMachineKit();
    const sms = await sendCode(kit, purpose);
    expect(kit.gateway.calls.map((c) => c.method)).toEqual([method]);
    expect(kit.gateway.inputsOf(method)).toEqual([{ mobile: '13900000001', ...PASS }]);
    expect(sms.getState()).toEqual({ status: 'countdown', secondsLeft: SMS_RESEND_COUNTDOWN_S });
    expect(kit.effects.notices).toEqual([{ id: 'smsSent', kind: 'success' }]);
  });

  it("reset sends type 'res' through sendMessageV2", async () => {
    const kit = createMachineKit();
    await sendCode(kit, 'reset');
    expect(kit.gateway.inputsOf('sendSmsCode')).toEqual([{ mobile: '13900000001', ...PASS, sendType: 'res' }]);
  });

  it('register on the bind-phone screen checks the binding (hasUserSendMessageV2)', async () => {
    const kit = createMachineKit({ initialView: { mode: 'bindPhone', sceneId: 'scene-1' } });
    await sendCode(kit, 'register');
    expect(kit.gateway.calls.map((c) => c.method)).toEqual(['sendBindSms']);
  });

  it('refuses an invalid phone before any captcha or send', () => {
    const kit = createMachineKit();
    const sms = kit.machine.createSmsCode('login');
    sms.request('1234');
    expect(sms.getState()).toEqual({ status: 'error', reason: 'invalid-phone' });
    sms.request('+8613900000001');
    expect(sms.getState()).toEqual({ status: 'needsCaptcha', mobile: '+8613900000001' });
  });

  it('10006 on register says "this phone number is already registered"', async () => {
    const kit = createMachineKit({ answers: { sendRegisterSms: { code: 10006, message: 'this phone number is already registered' } } });
    const sms = await sendCode(kit, 'register');
    expect(kit.effects.notices).toEqual([{ id: 'phoneAlreadyRegistered', kind: 'warning' }]);
    expect(sms.getState()).toEqual({ status: 'error', reason: 'server', message: 'this phone number is already registered' });
  });

  it.each<[string, FakeAnswers]>([
    ['code 10007', { sendRegisterSms: { code: 10007, message: 'this phone is already bound to WeChat, please change number' } }],
    [
      'the check-bind answer (user exists and is bound)',
      { sendRegisterSms: { code: 200, message: 'this phone is already bound to WeChat, please change number', payload: { userWasExist: true, userWxIsBind: true } } },
    ],
  ])('%s says "already bound to WeChat" and does not count down', async (_, answers) => {
    const kit = createMachineKit({ answers });
    const sms = await sendCode(kit, 'register');
    expect(kit.effects.notices).toEqual([{ id: 'phoneBoundToWeChat', kind: 'warning' }]);
    expect(sms.getState()).toEqual({ status: 'error', reason: 'server', message: 'this phone is already bound to WeChat, please change number' });
  });

  it('captcha codes keep the machine\'s "captcha-reset" error', async () => {
    const kit = createMachineKit({ answers: { sendLoginSms: { code: 16808, message: 'the captcha has expired, please try again' } } });
    const sms = await sendCode(kit, 'login');
    expect(sms.getState()).toEqual({ status: 'error', reason: 'captcha-reset', captchaReset: true, message: 'the captcha has expired, please try again' });
    expect(kit.effects.notices).toEqual([]);
  });

  it('close() destroys the SMS machines (their countdown stops)', async () => {
    const kit = createMachineKit();
    const sms = await sendCode(kit, 'login');
    expect(kit.clock.pendingTimers()).toBe(1);
    kit.machine.close();
    expect(kit.clock.pendingTimers()).toBe(0);
    expect(sms.getState()).toEqual({ status: 'countdown', secondsLeft: SMS_RESEND_COUNTDOWN_S });
  });

  it('a machine the view destroys is forgotten', async () => {
    const kit = createMachineKit();
    const sms = await sendCode(kit, 'login');
    sms.destroy();
    expect(kit.clock.pendingTimers()).toBe(0);
  });
});

describe('promotion registration (spec §2 promote variants)', () => {
  it('promote register: the promote endpoint, then login, welcome to log in, home, close', async () => {
    const kit = createMachineKit({ initialView: { mode: 'promote', variant: 'promoteRegister' }, invite: { invite: 'inv-1' } });
    await kit.machine.submitPromoteRegister(REGISTER);
    await flush();
    expect(kit.gateway.inputsOf('promoteRegister')).toEqual([{ ...REGISTER, firstId: 'fingerprint-1', invite: 'inv-1' }]);
    expect(kit.gateway.inputsOf('createAccessToken')).toEqual([{ account: '13900000099', loginCredential: 'promo-cred' }]);
    expect(kit.effects.noticeIds()).toEqual(['welcomeToLogIn']);
    expect(kit.effects.navigations).toEqual(['/']);
    expect(kit.effects.closes).toBe(1);
  });

  it('promote register with bind sends the scanned scene id', async () => {
    const kit = createMachineKit({ initialView: { mode: 'promote', variant: 'promoteRegisterBind', sceneId: 'scene-7' } });
    await kit.machine.submitPromoteRegister(REGISTER);
    expect(kit.gateway.inputsOf('promoteRegisterAndBindWx')).toEqual([{ ...REGISTER, firstId: 'fingerprint-1', sceneId: 'scene-7' }]);
  });

  it('promote register with bind but no scan is a plain promote registration', async () => {
    const kit = createMachineKit({ initialView: { mode: 'promote', variant: 'promoteRegisterBind' } });
    await kit.machine.submitPromoteRegister(REGISTER);
    expect(kit.gateway.calls[0]?.method).toBe('promoteRegister');
  });

  it('fast promote register sends phone and code only', async () => {
    const kit = createMachineKit({ initialView: { mode: 'promote', variant: 'fastPromoteRegister' } });
    await kit.machine.submitPromoteRegister(REGISTER);
    expect(kit.gateway.inputsOf('fastPromoteRegister')).toEqual([{ account: REGISTER.account, code: REGISTER.code, firstId: 'fingerprint-1' }]);
  });

  it('activity register adds expandInfo {actId, inviteCode}, says so and goes home', async () => {
    const kit = createMachineKit({
      initialView: { mode: 'promote', variant: 'activityRegister' },
      activity: { actId: 'act-1', inviteCode: 'aic-9' },
    });
    await kit.machine.submitPromoteRegister(REGISTER);
    await flush();
    expect(kit.gateway.inputsOf('activityRegister')).toEqual([{ ...REGISTER, firstId: 'fingerprint-1', expandInfo: '{"actId":"act-1","inviteCode":"aic-9"}' }]);
    expect(kit.effects.noticeIds()).toEqual(['welcomeToLogIn', 'activityRegistered']);
    expect(kit.effects.notices[1]).toEqual({ id: 'activityRegistered', kind: 'success' });
    expect(kit.effects.navigations).toEqual(['/']);
  });

  it("activity register prefers the session's expandInfo (from the URL)", async () => {
    const kit = createMachineKit({
      initialView: { mode: 'promote', variant: 'activityRegister' },
      activity: { actId: 'act-1' },
      invite: { expandInfo: '{"actId":"act-2","inviteCode":"u"}' },
    });
    await kit.machine.submitPromoteRegister(REGISTER);
    expect(kit.gateway.inputsOf('activityRegister')[0]?.expandInfo).toBe('{"actId":"act-2","inviteCode":"u"}');
  });

  it('a refused registration keeps the form with the error', async () => {
    const kit = createMachineKit({
      initialView: { mode: 'promote', variant: 'promoteRegister' },
      answers: { promoteRegister: { code: 10006, message: 'this phone number is already registered' } },
    });
    await kit.machine.submitPromoteRegister(REGISTER);
    expect(kit.state()).toEqual({
      view: { mode: 'promote', variant: 'promoteRegister' },
      busy: false,
      error: { code: 10006, message: 'this phone number is already registered' },
    });
    expect(kit.effects.navigations).toEqual([]);
  });

  it('a promotion registration without a bound messaging app shows the bind QR', async () => {
    const kit = createMachineKit({
      initialView: { mode: 'promote', variant: 'promoteRegister' },
      answers: { getUserWxInfo: { code: 200, message: 'success', payload: {} } },
    });
    await kit.machine.submitPromoteRegister(REGISTER);
    await flush();
    expect(kit.view()).toEqual({ mode: 'bindWxQr' });
  });
});

describe('the lottery\'s "Log in to draw" (issue 27 item 6)', () => {
  const LOTTERY = { actId: 'act-1', inviteCode: 'aic-9', landing: '/lottery?actId=act-1&aic=aic-9' };
  const UNBOUND = { code: 200, message: 'success', payload: {} };

  it('a phone registered on the SMS screen is registered for the activity and lands back on the lottery, with no bind step', async () => {
    const kit = createMachineKit({ initialView: { mode: 'accountLogin', tab: 'sms' }, activity: LOTTERY, answers: { getUserWxInfo: UNBOUND } });
    await kit.machine.submitSmsLogin(REGISTER);
    await flush();
    expect(kit.gateway.inputsOf('registerBySms')).toEqual([]);
    expect(kit.gateway.inputsOf('activityRegister')).toEqual([{ ...REGISTER, firstId: 'fingerprint-1', expandInfo: '{"actId":"act-1","inviteCode":"aic-9"}' }]);
    expect(kit.states.map((s) => s.view.mode)).not.toContain('bindWxQr');
    expect(kit.effects.noticeIds()).toEqual(['welcomeToLogIn', 'activityRegistered']);
    expect(kit.effects.navigations).toEqual([LOTTERY.landing]);
    expect(kit.view()).toEqual({ mode: 'closed' });
  });

  it('a member who logs in stays a member logging in: no activity registration, no notice of a chance, no navigation', async () => {
    const kit = createMachineKit({ initialView: { mode: 'accountLogin', tab: 'sms' }, activity: LOTTERY });
    await kit.machine.submitSmsLogin({ account: '13900000001', code: '123456' });
    await flush();
    expect(kit.gateway.inputsOf('activityRegister')).toEqual([]);
    expect(kit.gateway.inputsOf('loginBySms')).toHaveLength(1);
    expect(kit.effects.noticeIds()).not.toContain('activityRegistered');
    expect(kit.effects.navigations).toEqual([]);
  });

  it('a refused activity registration keeps the SMS form with the error and the flow a login', async () => {
    const kit = createMachineKit({
      initialView: { mode: 'accountLogin', tab: 'sms' },
      activity: LOTTERY,
      answers: { activityRegister: { code: 10006, message: 'this phone number is already registered' } },
    });
    await kit.machine.submitSmsLogin(REGISTER);
    expect(kit.state()).toEqual({
      view: { mode: 'accountLogin', tab: 'sms' },
      busy: false,
      error: { code: 10006, message: 'this phone number is already registered' },
    });
    expect(kit.effects.navigations).toEqual([]);
  });

  it("the activity's Register button lands back on the lottery too", async () => {
    const kit = createMachineKit({ initialView: { mode: 'promote', variant: 'activityRegister' }, activity: LOTTERY });
    await kit.machine.submitPromoteRegister(REGISTER);
    await flush();
    expect(kit.effects.navigations).toEqual([LOTTERY.landing]);
  });
});
