import { AUTH_SUCCESS_COUNTDOWN_S, RISK_SMS_DEBOUNCE_MS } from '@sealens/domain';
import { describe, expect, it } from 'vitest';
import { RISK_STATE_OPTIONS } from './login-dialog-machine';
import { FAKE_LOGIN } from './testing/fake-auth-gateway';
import { createMachineKit, flush, type MachineKit } from './testing/login-dialog-test-kit';

// Spec §4 "Risk states" and login flow step 3 (identity auth), §8 security-check codes, §9 timers.

const PASSWORD = { account: '13900000004', password: 'demo1234' };
const SUB_ACCOUNTS = [{ account: 'sub-1' }];

describe('proceed-type risk codes (90001, 90005, 70002)', () => {
  it.each([
    [90001, 'reset-low'],
    [90005, 'reset-low'],
    [70002, 'remove-low'],
  ] as const)('%i logs in (token even with sub-accounts), then shows the %s dialog', async (code, state) => {
    const kit = createMachineKit({
      answers: { loginByPassword: { code, message: 'risk', payload: { ...FAKE_LOGIN, mainAccount: { account: '13900000004' }, subAccount: SUB_ACCOUNTS } } },
    });
    kit.machine.showAccountLogin();
    await kit.machine.submitPasswordLogin(PASSWORD);
    await flush();
    expect(kit.gateway.inputsOf('createAccessToken')).toEqual([{ account: '13900000004', loginCredential: 'cred-1' }]);
    expect(kit.session.finished).toHaveLength(1);
    expect(kit.effects.noticeIds()).toEqual(['welcomeBack']);
    expect(kit.state()).toEqual({ view: { mode: 'risk', risk: { state, code, account: '13900000004', proceed: true } }, busy: false, error: undefined });
    // The dialog stays open until acknowledged; acknowledging keeps the session.
    expect(kit.effects.closes).toBe(0);
    kit.machine.acknowledgeRisk();
    expect(kit.effects.closes).toBe(1);
    expect(kit.session.logouts).toBe(0);
    expect(kit.view()).toEqual({ mode: 'closed' });
  });

  it('a proceed code without a credential cannot log in: shown as blocking', async () => {
    const kit = createMachineKit({ answers: { loginByPassword: { code: 90001, message: 'risk', payload: { mainAccount: { account: '13900000004' } } } } });
    await kit.machine.submitPasswordLogin(PASSWORD);
    expect(kit.view()).toEqual({ mode: 'risk', risk: { state: 'reset-low', code: 90001, account: '13900000004', proceed: false } });
    expect(kit.gateway.inputsOf('createAccessToken')).toEqual([]);
  });

  it('change password from a proceed dialog goes to password reset', async () => {
    const kit = createMachineKit({ answers: { loginByPassword: { code: 90001, message: 'risk', payload: FAKE_LOGIN } } });
    await kit.machine.submitPasswordLogin(PASSWORD);
    await flush();
    kit.machine.changePasswordFromRisk();
    expect(kit.view()).toEqual({ mode: 'passwordReset' });
  });
});

describe('blocking risk codes', () => {
  it.each([
    [90002, 'freeze-low'],
    [90006, 'freeze-low'],
    [90003, 'freeze-medium'],
    [90007, 'freeze-medium'],
    [90004, 'freeze-high'],
    [90008, 'freeze-high'],
    [70001, 'anomalous-low'],
  ] as const)('%i shows the %s dialog without logging in', async (code, state) => {
    const kit = createMachineKit({
      answers: { loginByPassword: { code, message: 'risk', payload: { mainAccount: { account: '13900000006' }, riskEndTime: '2030-01-01 08:00:00' } } },
    });
    await kit.machine.submitPasswordLogin({ account: '13900000006', password: 'demo1234' });
    expect(kit.state()).toEqual({
      view: { mode: 'risk', risk: { state, code, account: '13900000006', proceed: false, riskEndTime: '2030-01-01 08:00:00' } },
      busy: false,
      error: undefined,
    });
    expect(kit.gateway.inputsOf('createAccessToken')).toEqual([]);
    expect(kit.session.tokens).toEqual([]);
  });

  it('acknowledging a freeze closes the dialog', async () => {
    const kit = createMachineKit({ answers: { loginByPassword: { code: 90002, message: 'frozen' } } });
    await kit.machine.submitPasswordLogin(PASSWORD);
    kit.machine.changePasswordFromRisk();
    expect(kit.view()).toMatchObject({ mode: 'risk' });
    kit.machine.acknowledgeRisk();
    expect(kit.effects.closes).toBe(1);
    expect(kit.view()).toEqual({ mode: 'closed' });
    expect(kit.effects.navigations).toEqual([]);
  });

  it('offers per state what spec §4 lists', () => {
    expect(RISK_STATE_OPTIONS['reset-low']).toEqual({ acknowledge: true, changePassword: true, verify: false });
    expect(RISK_STATE_OPTIONS['remove-low']).toEqual({ acknowledge: true, changePassword: true, verify: false });
    expect(RISK_STATE_OPTIONS['remove-high']).toEqual({ acknowledge: false, changePassword: true, verify: false });
    for (const state of ['freeze-low', 'freeze-medium', 'freeze-high'] as const) {
      expect(RISK_STATE_OPTIONS[state]).toEqual({ acknowledge: true, changePassword: false, verify: false });
    }
    expect(RISK_STATE_OPTIONS['anomalous-low']).toEqual({ acknowledge: false, changePassword: false, verify: true });
  });
});

describe('anomalous-low: verification by SMS (risk state auth-message)', () => {
  async function toAuthMessage(kit: MachineKit): Promise<void> {
    await kit.machine.submitPasswordLogin({ account: '13900000012', password: 'demo1234' });
    kit.machine.chooseRiskVerification('sms');
  }
  const ANOMALOUS = { code: 70001, message: 'the account is at risk', payload: { mainAccount: { account: '13900000012' } } };

  it('shows the SMS form for the masked phone', async () => {
    const kit = createMachineKit({ answers: { loginByPassword: ANOMALOUS } });
    await toAuthMessage(kit);
    expect(kit.view()).toEqual({ mode: 'risk', risk: { state: 'auth-message', account: '13900000012', maskedPhone: '139****0012', proceed: false } });
  });

  it(`debounces the risk SMS login by ${RISK_SMS_DEBOUNCE_MS} ms: two submits 299 ms apart send once, the last code`, async () => {
    const kit = createMachineKit({ answers: { loginByPassword: ANOMALOUS, riskLoginBySms: { code: 10002, message: 'wrong code' } } });
    await toAuthMessage(kit);
    kit.machine.submitRiskSms({ code: '111111' });
    kit.clock.advance(299);
    kit.machine.submitRiskSms({ code: '222222' });
    kit.clock.advance(299);
    expect(kit.gateway.inputsOf('riskLoginBySms')).toEqual([]);
    kit.clock.advance(1);
    await flush();
    expect(kit.gateway.inputsOf('riskLoginBySms')).toEqual([{ account: '13900000012', captcha: '222222', firstId: 'fingerprint-1' }]);
    expect(RISK_SMS_DEBOUNCE_MS).toBe(300);
  });

  it('two submits 300 ms apart send twice', async () => {
    const kit = createMachineKit({ answers: { loginByPassword: ANOMALOUS, riskLoginBySms: { code: 10002, message: 'wrong code' } } });
    await toAuthMessage(kit);
    kit.machine.submitRiskSms({ code: '111111' });
    kit.clock.advance(300);
    await flush();
    expect(kit.state()).toMatchObject({ busy: false, error: { code: 10002, message: 'wrong code' } });
    kit.machine.submitRiskSms({ code: '222222' });
    kit.clock.advance(300);
    await flush();
    expect(kit.gateway.inputsOf('riskLoginBySms').map((i) => i.captcha)).toEqual(['111111', '222222']);
  });

  it('sends the identity credential of an earlier verification answer', async () => {
    const kit = createMachineKit({
      answers: {
        loginByPassword: { ...ANOMALOUS, payload: { ...ANOMALOUS.payload, credential: 'identity-cred' } },
        riskLoginBySms: { code: 10002, message: 'wrong code' },
      },
    });
    await toAuthMessage(kit);
    kit.machine.submitRiskSms({ code: '123456' });
    kit.clock.advance(RISK_SMS_DEBOUNCE_MS);
    await flush();
    expect(kit.gateway.inputsOf('riskLoginBySms')).toEqual([{ account: '13900000012', captcha: '123456', firstId: 'fingerprint-1', credential: 'identity-cred' }]);
  });

  it('a verified code logs in and closes', async () => {
    const kit = createMachineKit({ answers: { loginByPassword: ANOMALOUS } });
    await toAuthMessage(kit);
    kit.machine.submitRiskSms({ code: '123456' });
    kit.clock.advance(RISK_SMS_DEBOUNCE_MS);
    await flush();
    expect(kit.session.tokens).toHaveLength(1);
    expect(kit.view()).toEqual({ mode: 'closed' });
  });

  it('close() cancels a pending debounced send', async () => {
    const kit = createMachineKit({ answers: { loginByPassword: ANOMALOUS } });
    await toAuthMessage(kit);
    kit.machine.submitRiskSms({ code: '123456' });
    kit.machine.close();
    kit.clock.advance(RISK_SMS_DEBOUNCE_MS);
    await flush();
    expect(kit.gateway.inputsOf('riskLoginBySms')).toEqual([]);
    expect(kit.clock.pendingTimers()).toBe(0);
  });

  it('verification is offered only by anomalous-low', async () => {
    const kit = createMachineKit({ answers: { loginByPassword: { code: 90002, message: 'frozen' } } });
    await kit.machine.submitPasswordLogin(PASSWORD);
    kit.machine.chooseRiskVerification('sms');
    expect(kit.view()).toMatchObject({ mode: 'risk', risk: { state: 'freeze-low' } });
    kit.machine.submitRiskSms({ code: '123456' });
    kit.clock.advance(RISK_SMS_DEBOUNCE_MS);
    expect(kit.gateway.inputsOf('riskLoginBySms')).toEqual([]);
  });
});

describe('identity auth (10099, spec §4 step 3)', () => {
  async function toIdentityAuth(kit: MachineKit): Promise<void> {
    await kit.machine.submitPasswordLogin({ account: '13900000003', password: 'demo1234' });
    expect(kit.view()).toMatchObject({ mode: 'identityAuth' });
  }
  const NEEDS_AUTH = { code: 10099, message: 'identity authentication needed', payload: { mainAccount: { account: '13900000003' } } };

  it(`logs in quietly, counts down ${AUTH_SUCCESS_COUNTDOWN_S} s and reloads: not at 2999 ms, at 3000 ms`, async () => {
    const kit = createMachineKit({ answers: { loginByPassword: NEEDS_AUTH } });
    await toIdentityAuth(kit);
    await kit.machine.submitIdentityAuth({ code: '123456' });
    expect(kit.gateway.inputsOf('riskLoginBySms')).toEqual([{ account: '13900000003', captcha: '123456', firstId: 'fingerprint-1' }]);
    expect(kit.session.tokens).toHaveLength(1);
    expect(kit.session.userInfos).toHaveLength(1);
    expect(kit.effects.notices).toEqual([]);
    expect(kit.gateway.inputsOf('getTrialInfo')).toEqual([]);
    expect(kit.state()).toEqual({ view: { mode: 'authSuccess', secondsLeft: 3 }, busy: false, error: undefined });
    expect(AUTH_SUCCESS_COUNTDOWN_S).toBe(3);

    kit.clock.advance(1000);
    expect(kit.view()).toEqual({ mode: 'authSuccess', secondsLeft: 2 });
    kit.clock.advance(1000);
    expect(kit.view()).toEqual({ mode: 'authSuccess', secondsLeft: 1 });
    kit.clock.advance(999);
    expect(kit.effects.reloads).toBe(0);
    kit.clock.advance(1);
    expect(kit.view()).toEqual({ mode: 'authSuccess', secondsLeft: 0 });
    expect(kit.effects.reloads).toBe(1);
    kit.clock.advance(5000);
    expect(kit.effects.reloads).toBe(1);
  });

  it('a wrong code stays on the form with the error', async () => {
    const kit = createMachineKit({ answers: { loginByPassword: NEEDS_AUTH, riskLoginBySms: { code: 10002, message: 'the verification code is incorrect' } } });
    await toIdentityAuth(kit);
    await kit.machine.submitIdentityAuth({ code: '000000' });
    expect(kit.state()).toEqual({
      view: { mode: 'identityAuth', account: '13900000003', maskedPhone: '139****0003' },
      busy: false,
      error: { code: 10002, message: 'the verification code is incorrect' },
    });
  });

  it('cannot be left during the countdown; close() stops it', async () => {
    const kit = createMachineKit({ answers: { loginByPassword: NEEDS_AUTH } });
    await toIdentityAuth(kit);
    await kit.machine.submitIdentityAuth({ code: '123456' });
    kit.machine.showAccountLogin();
    expect(kit.view()).toMatchObject({ mode: 'authSuccess' });
    kit.machine.close();
    kit.clock.advance(3000);
    expect(kit.effects.reloads).toBe(0);
  });
});
