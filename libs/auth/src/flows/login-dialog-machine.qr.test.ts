import { BIND_SUCCESS_RELOAD_DELAY_MS, QR_POLL_INTERVAL_MS } from '@sealens/domain';
import { describe, expect, it } from 'vitest';
import { FAKE_CHANNEL_USER, FAKE_LOGIN, FAKE_QR_PLAYDATA, FAKE_USER } from './testing/fake-auth-gateway';
import { createMachineKit, flush, type MachineKit } from './testing/login-dialog-test-kit';

// Spec §4 login flow step 1 (QR login), step 4 (bind QR) and §8 (20001, risk QR flow).

/** Starts `kit.machine.qr` as the panel does and lets the QR code arrive. */
async function showQr(kit: MachineKit): Promise<void> {
  kit.machine.qr.start();
  await flush();
}

/** One poll tick and its answer. */
async function pollOnce(kit: MachineKit): Promise<void> {
  kit.clock.advance(QR_POLL_INTERVAL_MS);
  await flush();
}

describe('QR login', () => {
  it("passes local mode's scan page to the panel, and nothing when the answer has none", async () => {
    const scanPage = 'https://sealens.test/api/__dev/qr/scan?sceneId=scene-1';
    const local = createMachineKit({ answers: { createQr: { code: 200, message: 'success', payload: { ...FAKE_QR_PLAYDATA, scanPage } } } });
    await showQr(local);
    expect(local.machine.qr.getState()).toMatchObject({ status: 'showing', scanPage });
    const production = createMachineKit();
    await showQr(production);
    expect(production.machine.qr.getState()).not.toHaveProperty('scanPage');
  });

  it('creates the login QR without the bind flag and polls the login status by scene id', async () => {
    const kit = createMachineKit();
    await showQr(kit);
    expect(kit.gateway.inputsOf('createQr')).toEqual([undefined]);
    expect(kit.machine.qr.getState()).toMatchObject({ status: 'showing', sceneId: 'scene-1' });
    await pollOnce(kit);
    expect(kit.gateway.inputsOf('pollQrLogin')).toEqual(['scene-1']);
    expect(kit.view()).toEqual({ mode: 'qrLogin' });
  });

  it('a scan by a known user is handled like a login answer: token, info, finishing, close', async () => {
    const kit = createMachineKit({ answers: { pollQrLogin: { code: 200, message: 'success', payload: FAKE_LOGIN } } });
    await showQr(kit);
    await pollOnce(kit);
    await flush();
    expect(kit.gateway.inputsOf('createAccessToken')).toEqual([{ account: '13900000001', loginCredential: 'cred-1' }]);
    expect(kit.session.userInfos).toEqual([{ user: FAKE_USER, channelUserInfo: FAKE_CHANNEL_USER }]);
    expect(kit.effects.noticeIds()).toEqual(['welcomeBack']);
    expect(kit.view()).toEqual({ mode: 'closed' });
  });

  it('a scan by an owner of sub-accounts shows the account choice', async () => {
    const subAccount = [{ account: 'sub-1' }];
    const kit = createMachineKit({ answers: { pollQrLogin: { code: 200, message: 'success', payload: { ...FAKE_LOGIN, subAccount } } } });
    await showQr(kit);
    await pollOnce(kit);
    expect(kit.state()).toMatchObject({ view: { mode: 'accountSelect', subAccounts: subAccount }, busy: false });
  });

  it('20001 (unknown user) goes to bind phone with the scene id', async () => {
    const kit = createMachineKit({ answers: { pollQrLogin: { code: 20001, message: 'unknown user', payload: { sceneId: 'scene-1' } } } });
    await showQr(kit);
    await pollOnce(kit);
    expect(kit.view()).toEqual({ mode: 'bindPhone', sceneId: 'scene-1' });
  });

  it('20001 on a promotion page registers with bind (promote view with the scene id)', async () => {
    const kit = createMachineKit({
      initialView: { mode: 'promote', variant: 'promoteRegister' },
      answers: { pollQrLogin: { code: 20001, message: 'unknown user' } },
    });
    kit.machine.showQrLogin();
    await showQr(kit);
    await pollOnce(kit);
    expect(kit.view()).toEqual({ mode: 'promote', variant: 'promoteRegisterBind', sceneId: 'scene-1' });
  });

  it('a blocking security code from a scan shows the risk dialog without logging in', async () => {
    const kit = createMachineKit({
      answers: { pollQrLogin: { code: 90004, message: 'frozen', payload: { mainAccount: { account: '13900000010' } } } },
    });
    await showQr(kit);
    await pollOnce(kit);
    expect(kit.view()).toEqual({ mode: 'risk', risk: { state: 'freeze-high', code: 90004, account: '13900000010', proceed: false } });
    expect(kit.session.tokens).toEqual([]);
  });

  it('a QR creation failure leaves the QR machine failed (the panel offers a retry)', async () => {
    const kit = createMachineKit({ answers: { createQr: { code: 500, message: 'backend exception' } } });
    await showQr(kit);
    expect(kit.machine.qr.getState()).toEqual({ status: 'failed', message: 'backend exception', reason: 'create-failed' });
  });

  it('leaving QR login stops the polling; coming back shows a fresh code', async () => {
    const kit = createMachineKit();
    await showQr(kit);
    const first = kit.machine.qr;
    kit.machine.showAccountLogin();
    expect(first.getState()).toEqual({ status: 'showing', ticket: expect.any(String) as string, sceneId: 'scene-1' });
    await pollOnce(kit);
    expect(kit.gateway.inputsOf('pollQrLogin')).toEqual([]);
    kit.machine.showQrLogin();
    expect(kit.machine.qr).not.toBe(first);
    expect(kit.machine.qr.getState()).toEqual({ status: 'idle' });
  });

  it('close() destroys the QR: no more polls, late answers ignored', async () => {
    const kit = createMachineKit();
    await showQr(kit);
    kit.machine.close();
    kit.gateway.answer('pollQrLogin', { code: 200, message: 'success', payload: FAKE_LOGIN });
    await pollOnce(kit);
    await pollOnce(kit);
    expect(kit.gateway.inputsOf('pollQrLogin')).toEqual([]);
    expect(kit.clock.pendingTimers()).toBe(0);
    expect(kit.session.tokens).toEqual([]);
  });
});

describe('bind messaging-app QR (spec §4 step 4)', () => {
  async function toBindQr(kit: MachineKit): Promise<void> {
    await kit.machine.submitPasswordLogin({ account: '13900000014', password: 'demo1234' });
    await flush();
    expect(kit.view()).toEqual({ mode: 'bindWxQr' });
    kit.machine.bindQr.start();
    await flush();
  }

  const UNBOUND = { code: 200, message: 'success', payload: { channelUserInfo: { wxIsBind: false } } };

  it('creates the QR with bind and polls the bind status', async () => {
    const kit = createMachineKit({ answers: { getUserWxInfo: UNBOUND } });
    await toBindQr(kit);
    expect(kit.gateway.inputsOf('createQr')).toEqual([{ bind: true }]);
    await pollOnce(kit);
    expect(kit.gateway.inputsOf('pollQrBind')).toEqual(['scene-1']);
  });

  it(`on 200 stores the user, says "binding successful" and reloads after ${BIND_SUCCESS_RELOAD_DELAY_MS} ms`, async () => {
    const kit = createMachineKit({ answers: { getUserWxInfo: UNBOUND } });
    await toBindQr(kit);
    kit.gateway.answer('pollQrBind', { code: 200, message: 'binding successful' });
    kit.gateway.answer('getUserWxInfo', { code: 200, message: 'success', payload: { user: FAKE_USER, channelUserInfo: FAKE_CHANNEL_USER } });
    await pollOnce(kit);
    expect(kit.session.userInfos).toEqual([{ user: FAKE_USER, channelUserInfo: FAKE_CHANNEL_USER }]);
    expect(kit.effects.notices).toEqual([{ id: 'bindingSuccessful', kind: 'success' }]);
    expect(BIND_SUCCESS_RELOAD_DELAY_MS).toBe(100);
    kit.clock.advance(99);
    expect(kit.effects.reloads).toBe(0);
    kit.clock.advance(1);
    expect(kit.effects.reloads).toBe(1);
  });

  it('says "please refresh and retry" when the user info still has no user', async () => {
    const kit = createMachineKit({ answers: { getUserWxInfo: UNBOUND } });
    await toBindQr(kit);
    kit.gateway.answer('pollQrBind', { code: 200, message: 'binding successful' });
    await pollOnce(kit);
    expect(kit.effects.notices).toEqual([{ id: 'refreshAndRetry', kind: 'warning' }]);
    kit.clock.advance(BIND_SUCCESS_RELOAD_DELAY_MS);
    expect(kit.effects.reloads).toBe(0);
  });

  it('leaving the bind QR stops its polling', async () => {
    const kit = createMachineKit({ answers: { getUserWxInfo: UNBOUND } });
    await toBindQr(kit);
    const bindQr = kit.machine.bindQr;
    kit.machine.showQrLogin();
    await pollOnce(kit);
    expect(kit.gateway.inputsOf('pollQrBind')).toEqual([]);
    expect(kit.machine.bindQr).not.toBe(bindQr);
  });

  it('an activity registration skips the bind step', async () => {
    const kit = createMachineKit({
      initialView: { mode: 'promote', variant: 'activityRegister' },
      activity: { actId: 'act-1' },
      answers: { getUserWxInfo: UNBOUND },
    });
    await kit.machine.submitPromoteRegister({ account: '13900000099', code: '123456', password: 'secret1' });
    await flush();
    expect(kit.states.map((s) => s.view.mode)).not.toContain('bindWxQr');
    expect(kit.session.finished).toHaveLength(1);
    expect(kit.view()).toEqual({ mode: 'closed' });
  });
});

describe('risk QR flow (risk state auth-qr)', () => {
  async function toAuthQr(kit: MachineKit): Promise<void> {
    kit.machine.showAccountLogin();
    await kit.machine.submitPasswordLogin({ account: '13900000012', password: 'demo1234' });
    expect(kit.view()).toMatchObject({ mode: 'risk', risk: { state: 'anomalous-low' } });
    kit.machine.chooseRiskVerification('scan');
    await flush();
  }

  const ANOMALOUS = { code: 70001, message: 'the account is at risk', payload: { mainAccount: { account: '13900000012' } } };

  it('shows a risk QR in place of the login QR and polls the risk scan login with account and firstId', async () => {
    const kit = createMachineKit({ answers: { loginByPassword: ANOMALOUS } });
    const loginQr = kit.machine.qr;
    await toAuthQr(kit);
    expect(kit.view()).toEqual({ mode: 'risk', risk: { state: 'auth-qr', account: '13900000012', proceed: false } });
    expect(kit.machine.qr).not.toBe(loginQr);
    expect(kit.machine.qr.getState()).toMatchObject({ status: 'showing', sceneId: 'scene-1' });
    await pollOnce(kit);
    expect(kit.gateway.inputsOf('riskLoginByScan')).toEqual([{ sceneId: 'scene-1', account: '13900000012', firstId: 'fingerprint-1' }]);
    expect(kit.gateway.inputsOf('pollQrLogin')).toEqual([]);
  });

  it('a verified scan logs in', async () => {
    const kit = createMachineKit({ answers: { loginByPassword: ANOMALOUS } });
    await toAuthQr(kit);
    kit.gateway.answer('riskLoginByScan', { code: 200, message: 'success', payload: { ...FAKE_LOGIN, mainAccount: { account: '13900000012' } } });
    await pollOnce(kit);
    await flush();
    expect(kit.gateway.inputsOf('createAccessToken')).toEqual([{ account: '13900000012', loginCredential: 'cred-1' }]);
    expect(kit.view()).toEqual({ mode: 'closed' });
  });

  it('a failed token call after a verified scan comes back to a fresh risk QR with the error', async () => {
    const kit = createMachineKit({ answers: { loginByPassword: ANOMALOUS, createAccessToken: { code: 10005, message: 'the login credential is invalid' } } });
    await toAuthQr(kit);
    const scanned = kit.machine.qr;
    kit.gateway.answer('riskLoginByScan', { code: 200, message: 'success', payload: FAKE_LOGIN });
    await pollOnce(kit);
    expect(kit.state()).toEqual({
      view: { mode: 'risk', risk: { state: 'auth-qr', account: '13900000012', proceed: false } },
      busy: false,
      error: { code: 10005, message: 'the login credential is invalid' },
    });
    expect(kit.machine.qr).not.toBe(scanned);
    kit.machine.qr.start();
    await flush();
    kit.gateway.answer('riskLoginByScan', { code: 30001, message: 'waiting' });
    await pollOnce(kit);
    expect(kit.gateway.inputsOf('riskLoginByScan')).toHaveLength(2);
    expect(kit.gateway.inputsOf('pollQrLogin')).toEqual([]);
  });

  it('another code shows the server message as the error, and destroys the QR', async () => {
    const kit = createMachineKit({ answers: { loginByPassword: ANOMALOUS } });
    await toAuthQr(kit);
    kit.gateway.answer('riskLoginByScan', { code: 10009, message: 'the scanning WeChat does not belong to this account' });
    await pollOnce(kit);
    expect(kit.state().error).toEqual({ code: 10009, message: 'the scanning WeChat does not belong to this account' });
    expect(kit.machine.qr.getState()).toEqual({ status: 'failed', message: 'the scanning WeChat does not belong to this account', reason: 'server' });
    await pollOnce(kit);
    expect(kit.gateway.inputsOf('riskLoginByScan')).toHaveLength(1);
  });

  it('20001 destroys the risk QR and goes to bind phone', async () => {
    const kit = createMachineKit({ answers: { loginByPassword: ANOMALOUS } });
    await toAuthQr(kit);
    const riskQr = kit.machine.qr;
    kit.gateway.answer('riskLoginByScan', { code: 20001, message: 'unknown user' });
    await pollOnce(kit);
    expect(kit.view()).toEqual({ mode: 'bindPhone', sceneId: 'scene-1' });
    expect(kit.machine.qr).not.toBe(riskQr);
    await pollOnce(kit);
    expect(kit.gateway.inputsOf('riskLoginByScan')).toHaveLength(1);
  });
});
