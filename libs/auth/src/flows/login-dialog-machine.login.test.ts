import { WELCOME_NOTICE } from '@sealens/domain';
import { describe, expect, it } from 'vitest';
import { FAKE_CHANNEL_USER, FAKE_LOGIN, FAKE_USER } from './testing/fake-auth-gateway';
import { FAKE_FIRST_ID } from './testing/fake-auth-ports';
import { createMachineKit, deferred, flush } from './testing/login-dialog-test-kit';
import type { LoginAccount } from './login-dialog-contract';

// Spec §4 "Login flow" steps 3-5: handling a login answer, the token, the messaging-app info and
// the finishing calls, as driven by the password and SMS forms.

const PASSWORD = { account: '13900000001', password: 'demo1234' };
const CAPTCHA_PASS = { ticket: 'tk', randstr: 'rs' };
const SUB_ACCOUNTS: LoginAccount[] = [{ account: 'sub-1', displayName: 'Shop A' }, { account: 'sub-2' }];

describe('password login', () => {
  it('sends the form with firstId and the invite fields (invite_channel only with an invite)', async () => {
    const kit = createMachineKit({ invite: { invite: 'inv-9', invite_channel: 'ch-9', searchWord: 'sw', expandInfo: '{"actId":"x"}' } });
    kit.machine.showAccountLogin();
    await kit.machine.submitPasswordLogin({ ...PASSWORD, ticket: 'tk', randstr: 'rs' });
    expect(kit.gateway.inputsOf('loginByPassword')).toEqual([
      { account: '13900000001', password: 'demo1234', code: 'tk', randstr: 'rs', firstId: FAKE_FIRST_ID, invite: 'inv-9', invite_channel: 'ch-9', searchWord: 'sw' },
    ]);

    const noInvite = createMachineKit({ invite: { invite_channel: 'ch-9' } });
    await noInvite.machine.submitPasswordLogin(PASSWORD);
    expect(noInvite.gateway.inputsOf('loginByPassword')).toEqual([{ ...PASSWORD, firstId: FAKE_FIRST_ID }]);
  });

  it('opens the member gift dialog when the trial window answers 200 with a payload (spec §4 step 6)', async () => {
    const gift = createMachineKit({ answers: { getTrialVipWindow: () => Promise.resolve({ code: 200, message: 'success', payload: { planId: 16 } }) } });
    await gift.machine.submitPasswordLogin(PASSWORD);
    await flush();
    expect(gift.effects.gifts).toBe(1);

    const none = createMachineKit({ answers: { getTrialVipWindow: () => Promise.resolve({ code: 200, message: 'no gift' }) } });
    await none.machine.submitPasswordLogin(PASSWORD);
    await flush();
    expect(none.effects.gifts).toBe(0);
    expect(none.gateway.inputsOf('getTrialVipWindow')).toHaveLength(1);
  });

  it('without sub-accounts goes straight to the token, user info and the finishing calls, then closes', async () => {
    const kit = createMachineKit();
    kit.machine.showAccountLogin('password');
    await kit.machine.submitPasswordLogin(PASSWORD);
    await flush();

    expect(kit.gateway.inputsOf('createAccessToken')).toEqual([{ account: '13900000001', loginCredential: 'cred-1' }]);
    expect(kit.session.tokens).toEqual([{ accessToken: 'token-1', user: FAKE_USER, channelUserInfo: FAKE_CHANNEL_USER }]);
    expect(kit.session.userInfos).toEqual([{ user: FAKE_USER, channelUserInfo: FAKE_CHANNEL_USER }]);
    expect(kit.states.map((s) => s.view.mode)).toContain('finishing');
    expect(kit.gateway.calls.map((c) => c.method)).toEqual(
      expect.arrayContaining(['getTrialInfo', 'getWindowSettings', 'getLoginUserChannel', 'getUserCategoryList', 'getProductAndPolicy', 'getCooperationOrgan']),
    );
    expect(kit.session.finished).toHaveLength(1);
    expect(kit.effects.notices).toEqual([{ id: 'welcomeBack', kind: 'success', durationMs: WELCOME_NOTICE.durationMs }]);
    expect(WELCOME_NOTICE.durationMs).toBe(3000);
    expect(kit.effects.closes).toBe(1);
    expect(kit.effects.navigations).toEqual([]);
    expect(kit.state()).toEqual({ view: { mode: 'closed' }, busy: false });
  });

  it('with sub-accounts shows the account choice and waits; the chosen account gets the token', async () => {
    const kit = createMachineKit({ answers: { loginByPassword: { code: 200, message: 'success', payload: { ...FAKE_LOGIN, subAccount: SUB_ACCOUNTS } } } });
    await kit.machine.submitPasswordLogin(PASSWORD);
    expect(kit.state()).toMatchObject({
      view: { mode: 'accountSelect', mainAccount: FAKE_LOGIN.mainAccount, subAccounts: SUB_ACCOUNTS },
      busy: false,
    });
    expect(kit.gateway.inputsOf('createAccessToken')).toEqual([]);

    await kit.machine.chooseAccount(SUB_ACCOUNTS[1] as LoginAccount);
    await flush();
    expect(kit.gateway.inputsOf('createAccessToken')).toEqual([{ account: 'sub-2', loginCredential: 'cred-1' }]);
    expect(kit.view()).toEqual({ mode: 'closed' });
  });

  it('goes back to the account choice with the error when the token call fails', async () => {
    const kit = createMachineKit({
      answers: {
        loginByPassword: { code: 200, message: 'success', payload: { ...FAKE_LOGIN, subAccount: SUB_ACCOUNTS } },
        createAccessToken: { code: 10009, message: 'the account does not exist' },
      },
    });
    await kit.machine.submitPasswordLogin(PASSWORD);
    await kit.machine.chooseAccount(FAKE_LOGIN.mainAccount as LoginAccount);
    expect(kit.state()).toMatchObject({ view: { mode: 'accountSelect' }, busy: false, error: { code: 10009, message: 'the account does not exist' } });
    // The choice can be made again.
    kit.gateway.answer('createAccessToken', { code: 200, message: 'success', payload: { accessToken: 'token-2' } });
    await kit.machine.chooseAccount(SUB_ACCOUNTS[0] as LoginAccount);
    await flush();
    expect(kit.session.tokens).toEqual([{ accessToken: 'token-2' }]);
  });

  it('10099 goes to identity auth for the typed account, phone masked', async () => {
    const kit = createMachineKit({ answers: { loginByPassword: { code: 10099, message: 'identity authentication needed', payload: { mainAccount: { account: '13900000003' } } } } });
    await kit.machine.submitPasswordLogin({ account: '13900000003', password: 'demo1234' });
    expect(kit.state()).toEqual({ view: { mode: 'identityAuth', account: '13900000003', maskedPhone: '139****0003' }, busy: false, error: undefined });
    expect(kit.session.tokens).toEqual([]);
  });

  it.each([16801, 16808, 16809])('passes captcha code %i through as the form error', async (code) => {
    const kit = createMachineKit({ answers: { loginByPassword: { code, message: 'captcha verification failed, please try again' } } });
    kit.machine.showAccountLogin();
    await kit.machine.submitPasswordLogin(PASSWORD);
    expect(kit.state()).toEqual({
      view: { mode: 'accountLogin', tab: 'password' },
      busy: false,
      error: { code, message: 'captcha verification failed, please try again' },
    });
  });

  it('keeps the view on any other answer: error with code and message, busy false', async () => {
    const kit = createMachineKit({ answers: { loginByPassword: { code: 10001, message: 'the account or password is incorrect' } } });
    kit.machine.showAccountLogin();
    const pending = kit.machine.submitPasswordLogin(PASSWORD);
    expect(kit.state().busy).toBe(true);
    await pending;
    expect(kit.state()).toEqual({ view: { mode: 'accountLogin', tab: 'password' }, busy: false, error: { code: 10001, message: 'the account or password is incorrect' } });
    // The next submit clears the error while it runs.
    kit.gateway.answer('loginByPassword', () => new Promise(() => undefined));
    void kit.machine.submitPasswordLogin(PASSWORD);
    expect(kit.state()).toMatchObject({ busy: true, error: undefined });
  });

  it('turns a rejected call (network, timeout) into error code 0', async () => {
    const kit = createMachineKit({
      answers: {
        loginByPassword: () => {
          throw new Error('No answer within 10000 ms');
        },
      },
    });
    kit.machine.showAccountLogin();
    await kit.machine.submitPasswordLogin(PASSWORD);
    expect(kit.state()).toMatchObject({ busy: false, error: { code: 0, message: 'No answer within 10000 ms' } });
  });

  it('runs one submit at a time', async () => {
    const held = deferred<Awaited<ReturnType<typeof kit.gateway.loginByPassword>>>();
    const kit = createMachineKit({ answers: { loginByPassword: () => held.promise } });
    kit.machine.showAccountLogin();
    const first = kit.machine.submitPasswordLogin(PASSWORD);
    await kit.machine.submitPasswordLogin(PASSWORD);
    await kit.machine.submitSmsLogin({ account: '13900000001', code: '123456' });
    expect(kit.gateway.calls.map((c) => c.method)).toEqual(['loginByPassword']);
    held.resolve({ code: 10001, message: 'wrong' });
    await first;
    expect(kit.state().busy).toBe(false);
  });
});

describe('SMS login (spec §5)', () => {
  it('sends account, captcha and firstId; with the set-password field filled, registers the phone by SMS instead', async () => {
    const kit = createMachineKit({
      answers: {
        loginBySms: { code: 10002, message: 'the verification code is incorrect' },
        registerBySms: { code: 10002, message: 'the verification code is incorrect' },
      },
    });
    kit.machine.showAccountLogin('sms');
    await kit.machine.submitSmsLogin({ account: '13900000001', code: '123456' });
    await kit.machine.submitSmsLogin({ account: '13900000077', code: '654321', password: 'newpass1' });
    expect(kit.gateway.inputsOf('loginBySms')).toEqual([{ account: '13900000001', captcha: '123456', firstId: FAKE_FIRST_ID }]);
    expect(kit.gateway.inputsOf('registerBySms')).toEqual([{ account: '13900000077', code: '654321', password: 'newpass1', firstId: FAKE_FIRST_ID }]);
  });

  it('a new subscriber is welcomed with "welcome to log in"', async () => {
    const kit = createMachineKit({ answers: { registerBySms: { code: 200, message: 'success', payload: { ...FAKE_LOGIN, newSubscriber: true } } } });
    await kit.machine.submitSmsLogin({ account: '13900000077', code: '123456', password: 'newpass1' });
    await flush();
    expect(kit.effects.notices).toEqual([{ id: 'welcomeToLogIn', kind: 'success', durationMs: 3000 }]);
  });

  it('checkPhone asks with the captcha pass and shows whether the phone is registered (issue #25 item 6)', async () => {
    const kit = createMachineKit({ answers: { userExists: { code: 200, message: 'success', payload: { exist: false } } } });
    kit.machine.showAccountLogin('sms');
    expect(await kit.machine.checkPhone('13900000077', CAPTCHA_PASS)).toBe(false);
    expect(kit.gateway.calls.filter((c) => c.method === 'userExists').map((c) => c.args)).toEqual([['13900000077', CAPTCHA_PASS]]);
    expect(kit.state()).toMatchObject({ phoneRegistered: false, busy: false });
  });

  it('checkPhone with a refused captcha knows nothing: the form error says so (16801) and the next submit asks again', async () => {
    const kit = createMachineKit({ answers: { userExists: { code: 16801, message: 'captcha verification failed, please try again' } } });
    kit.machine.showAccountLogin('sms');
    expect(await kit.machine.checkPhone('13900000077', CAPTCHA_PASS)).toBeUndefined();
    expect(kit.state()).toMatchObject({ busy: false, error: { code: 16801, message: 'captcha verification failed, please try again' } });
    expect(kit.state().phoneRegistered).toBeUndefined();
    expect(kit.effects.notices).toEqual([]);
  });

  it('checkPhone failing says "check account abnormal" and assumes the user exists (spec §8)', async () => {
    const kit = createMachineKit({ answers: { userExists: { code: 500, message: 'backend exception' } } });
    expect(await kit.machine.checkPhone('13900000077', CAPTCHA_PASS)).toBe(true);
    expect(kit.state().phoneRegistered).toBe(true);
    expect(kit.effects.notices).toEqual([{ id: 'checkAccountAbnormal', kind: 'warning' }]);

    const offline = createMachineKit({
      answers: {
        userExists: () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    expect(await offline.machine.checkPhone('13900000077', CAPTCHA_PASS)).toBe(true);
    expect(offline.state().phoneRegistered).toBe(true);
    expect(offline.effects.noticeIds()).toEqual(['checkAccountAbnormal']);
  });

  it('checkPhone keeps only the latest answer and skips invalid phones', async () => {
    const first = deferred<{ code: number; message: string; payload: { exist: boolean } }>();
    const kit = createMachineKit({ answers: { userExists: () => first.promise } });
    const stale = kit.machine.checkPhone('13900000001', CAPTCHA_PASS);
    // The SMS tab's send answers for another phone meanwhile: the late check must not overrule it.
    const sms = kit.machine.createSmsCode('login');
    sms.request('13900000077');
    sms.captchaPassed(CAPTCHA_PASS);
    await flush();
    first.resolve({ code: 200, message: 'success', payload: { exist: true } });
    expect(await stale).toBeUndefined();
    expect(kit.state().phoneRegistered).toBe(false);

    expect(await kit.machine.checkPhone('123', CAPTCHA_PASS)).toBeUndefined();
    expect(kit.gateway.inputsOf('userExists')).toHaveLength(1);
  });

  it("the SMS tab's code send, which costs a captcha, says whether the phone is registered: no check of its own", async () => {
    const send = async (userWasExist: boolean, purpose: 'login' | 'riskVerify' = 'login') => {
      const kit = createMachineKit({ answers: { sendLoginSms: { code: 200, message: 'SMS sent, please check', payload: { userWasExist, userWxIsBind: false } } } });
      kit.machine.showAccountLogin('sms');
      const sms = kit.machine.createSmsCode(purpose);
      sms.request('13900000077');
      sms.captchaPassed(CAPTCHA_PASS);
      await flush();
      expect(kit.gateway.inputsOf('userExists')).toEqual([]);
      return kit.state().phoneRegistered;
    };
    expect(await send(false)).toBe(false);
    expect(await send(true)).toBe(true);
    // A risk verification's code goes to the account's own phone: it says nothing to the SMS tab.
    expect(await send(false, 'riskVerify')).toBeUndefined();
  });
});

describe('after the token (spec §4 step 4)', () => {
  it('no messaging app bound: shows the bind QR instead of finishing', async () => {
    const kit = createMachineKit({ answers: { getUserWxInfo: { code: 200, message: 'success', payload: { channelUserInfo: { wxIsBind: false } } } } });
    await kit.machine.submitPasswordLogin(PASSWORD);
    await flush();
    expect(kit.state()).toMatchObject({ view: { mode: 'bindWxQr' }, busy: false });
    expect(kit.session.tokens).toHaveLength(1);
    expect(kit.session.userInfos).toEqual([]);
    expect(kit.gateway.inputsOf('getTrialInfo')).toEqual([]);
    expect(kit.effects.closes).toBe(0);
  });

  it('user info failing says "failed to get info, please refresh and retry" and ends the dialog', async () => {
    const kit = createMachineKit({ answers: { getUserWxInfo: { code: 500, message: 'backend exception' } } });
    await kit.machine.submitPasswordLogin(PASSWORD);
    await flush();
    expect(kit.effects.notices).toEqual([{ id: 'infoFetchFailed', kind: 'error' }]);
    expect(kit.session.tokens).toHaveLength(1);
    expect(kit.view()).toEqual({ mode: 'closed' });
    expect(kit.gateway.inputsOf('getTrialInfo')).toEqual([]);
  });

  it('a failed token call returns to the form with its error', async () => {
    const kit = createMachineKit({ answers: { createAccessToken: { code: 10005, message: 'the login credential is invalid or expired, please log in again' } } });
    kit.machine.showAccountLogin('sms');
    await kit.machine.submitSmsLogin({ account: '13900000001', code: '123456' });
    expect(kit.state()).toEqual({
      view: { mode: 'accountLogin', tab: 'sms' },
      busy: false,
      error: { code: 10005, message: 'the login credential is invalid or expired, please log in again' },
    });
    expect(kit.session.tokens).toEqual([]);
  });
});

describe('finishing (spec §4 step 5)', () => {
  it('stores everything it fetched: trial, windows, promote type, sorted categories, buy status, product, policy, organ', async () => {
    const kit = createMachineKit();
    await kit.machine.submitPasswordLogin(PASSWORD);
    await flush();
    expect(kit.session.finished).toEqual([
      {
        trial: { planId: 16, days: 1, endTime: '2030-01-02 00:00:00' },
        windowSettings: [
          { openType: 1, openFlag: 1 },
          { openType: 2, openFlag: 0 },
        ],
        promoteType: 2,
        mainCategory: [
          { typeId: 99987, name: 'auto parts and motorcycles', buyStatus: 1 },
          { typeId: 99991, name: 'digital electronics', buyStatus: 0 },
          { typeId: 99999, name: 'fresh fruit', buyStatus: 0 },
        ],
        categoryBuyStatus: { bindableNum: 3, buyNum: 1, canNextBind: true },
        product: { planId: 10, maturityTime: '2030-01-01 00:00:00' },
        policy: { isFilterAbnormal: 0, passwordStatus: 1, promoteType: 2 },
      },
    ]);
    expect(kit.session.organFlags).toEqual([true]);
  });

  it('30005 (no private channel) stores promote type 0 without a warning', async () => {
    const kit = createMachineKit({ answers: { getLoginUserChannel: { code: 30005, message: 'user is not bound to a private channel' } } });
    await kit.machine.submitPasswordLogin(PASSWORD);
    await flush();
    expect(kit.session.finished[0]?.promoteType).toBe(0);
    expect(kit.effects.noticeIds()).toEqual(['welcomeBack']);
  });

  it('another promote-channel failure warns "no private channel obtained" and stores nothing', async () => {
    const kit = createMachineKit({ answers: { getLoginUserChannel: { code: 500, message: 'backend exception' } } });
    await kit.machine.submitPasswordLogin(PASSWORD);
    await flush();
    expect(kit.session.finished[0]).not.toHaveProperty('promoteType');
    expect(kit.effects.notices[0]).toEqual({ id: 'noPrivateChannel', kind: 'warning' });
  });

  it('tolerates every finishing call failing: the login still completes', async () => {
    const boom = () => {
      throw new Error('Failed to fetch');
    };
    const kit = createMachineKit({
      answers: {
        getTrialInfo: boom,
        getWindowSettings: { code: 500, message: 'x' },
        getLoginUserChannel: boom,
        getUserCategoryList: boom,
        getProductAndPolicy: { code: 500, message: 'x' },
        getCooperationOrgan: boom,
      },
    });
    await kit.machine.submitPasswordLogin(PASSWORD);
    await flush();
    expect(kit.session.finished).toEqual([{}]);
    expect(kit.session.organFlags).toEqual([]);
    expect(kit.effects.noticeIds()).toEqual(['noPrivateChannel', 'welcomeBack']);
    expect(kit.effects.closes).toBe(1);
  });

  it('runs the finishing calls in parallel', async () => {
    const held = deferred<{ code: number; message: string }>();
    const kit = createMachineKit({ answers: { getTrialInfo: () => held.promise } });
    // Not awaited: the submit lasts until the held answer arrives.
    void kit.machine.submitPasswordLogin(PASSWORD);
    await flush();
    // The trial answer is still out, yet every other call has been made.
    expect(kit.gateway.calls.map((c) => c.method).slice(-6).sort()).toEqual(
      ['getCooperationOrgan', 'getLoginUserChannel', 'getProductAndPolicy', 'getTrialInfo', 'getUserCategoryList', 'getWindowSettings'].sort(),
    );
    expect(kit.view()).toEqual({ mode: 'finishing' });
    held.resolve({ code: 200, message: 'no trial' });
    await flush();
    expect(kit.view()).toEqual({ mode: 'closed' });
  });

  it('a cooperation-organ answer without userId marks a regular user', async () => {
    const kit = createMachineKit({ answers: { getCooperationOrgan: { code: 200, message: 'success', payload: {} } } });
    await kit.machine.submitPasswordLogin(PASSWORD);
    await flush();
    expect(kit.session.organFlags).toEqual([false]);
  });
});

describe('navigation and close', () => {
  it('moves between QR login, account login and password reset, clearing the error', async () => {
    const kit = createMachineKit({ answers: { loginByPassword: { code: 10001, message: 'wrong' } } });
    expect(kit.view()).toEqual({ mode: 'qrLogin' });
    kit.machine.showAccountLogin();
    expect(kit.view()).toEqual({ mode: 'accountLogin', tab: 'password' });
    await kit.machine.submitPasswordLogin(PASSWORD);
    expect(kit.state().error).toBeDefined();
    kit.machine.showPasswordReset();
    expect(kit.state()).toEqual({ view: { mode: 'passwordReset' }, busy: false, error: undefined });
    kit.machine.showAccountLogin('sms');
    expect(kit.view()).toEqual({ mode: 'accountLogin', tab: 'sms' });
    kit.machine.showQrLogin();
    expect(kit.view()).toEqual({ mode: 'qrLogin' });
  });

  it('leaving a screen drops the answer still in flight for it', async () => {
    const held = deferred<{ code: number; message: string }>();
    const kit = createMachineKit({ answers: { loginByPassword: () => held.promise } });
    kit.machine.showAccountLogin();
    const pending = kit.machine.submitPasswordLogin(PASSWORD);
    kit.machine.showQrLogin();
    expect(kit.state()).toMatchObject({ view: { mode: 'qrLogin' }, busy: false });
    held.resolve({ code: 10001, message: 'wrong' });
    await pending;
    expect(kit.state()).toEqual({ view: { mode: 'qrLogin' }, busy: false, error: undefined });
  });

  it('close() ends the dialog and ignores late answers', async () => {
    const held = deferred<Awaited<ReturnType<typeof kit.gateway.loginByPassword>>>();
    const kit = createMachineKit({ answers: { loginByPassword: () => held.promise } });
    kit.machine.showAccountLogin();
    const pending = kit.machine.submitPasswordLogin(PASSWORD);
    kit.machine.close();
    expect(kit.state()).toEqual({ view: { mode: 'closed' }, busy: false });
    held.resolve({ code: 200, message: 'success', payload: FAKE_LOGIN });
    await pending;
    await flush();
    expect(kit.gateway.inputsOf('createAccessToken')).toEqual([]);
    expect(kit.session.tokens).toEqual([]);
    expect(kit.effects.notices).toEqual([]);
    expect(kit.effects.closes).toBe(0);
    expect(kit.view()).toEqual({ mode: 'closed' });
    // Commands after close do nothing.
    kit.machine.showAccountLogin();
    await kit.machine.submitPasswordLogin(PASSWORD);
    expect(kit.view()).toEqual({ mode: 'closed' });
    expect(kit.gateway.inputsOf('loginByPassword')).toHaveLength(1);
  });

  it('close() during finishing drops the rest of the sequence', async () => {
    const held = deferred<{ code: number; message: string }>();
    const kit = createMachineKit({ answers: { getTrialInfo: () => held.promise } });
    void kit.machine.submitPasswordLogin(PASSWORD);
    await flush();
    kit.machine.close();
    held.resolve({ code: 200, message: 'success' });
    await flush();
    expect(kit.session.finished).toEqual([]);
    expect(kit.effects.notices).toEqual([]);
    expect(kit.effects.closes).toBe(0);
  });
});
