// The login dialog's flow (spec §4 "Login flow" and "Risk states", §5, §8), framework-free: it
// implements LoginDialogMachine (login-dialog-contract.ts) over an AuthGateway, the session store,
// the page effects and an injected clock, so every rule runs in tests without a network or a DOM.
import {
  AUTH_SUCCESS_COUNTDOWN_S,
  BIND_SUCCESS_RELOAD_DELAY_MS,
  BUSINESS_CODES,
  IDENTITY_CODES,
  RISK_SMS_DEBOUNCE_MS,
  WELCOME_NOTICE,
  isCaptchaResetCode,
  isMainlandMobile,
  isProceedRiskCode,
  isSecurityCheckCode,
  maskPhone,
  riskStateOf,
  type RiskState,
} from '@sealens/domain';
import type { AuthGateway, Envelope, PromoteRegisterPayload } from '../gateway/auth-gateway';
import { wireInviteFields } from '../gateway/invite-fields';
import type { Clock, TimerHandle } from '../machines/clock';
import { createQrLoginMachine, type QrLoginMachine, type QrPollResult, type QrTicket } from '../machines/qr-login-machine';
import { createSmsCodeMachine, type SmsCodeMachine, type SmsSendInput, type SmsSendResult } from '../machines/sms-code-machine';
import type { AuthEffects, AuthNotice, AuthSessionPort } from './auth-ports';
import { fetchFinishedLogin } from './login-finishing';
import type {
  FormError,
  LoginAccount,
  LoginDialogMachine,
  LoginDialogState,
  LoginDialogView,
  LoginResponse,
  PromoteVariant,
  RegisterForm,
  SmsPurpose,
} from './login-dialog-contract';

export interface LoginDialogActivity {
  /** The lottery activity being registered for. */
  actId: string;
  /** The inviter's code (the `aic` URL parameter). */
  inviteCode?: string;
  /**
   * Where an activity registration ends: the lottery page it began on, so the newcomer can draw
   * at once (issue 27 item 6). '/' when absent (spec §4 step 5).
   */
  landing?: string;
}

export interface LoginDialogMachineOptions {
  gateway: AuthGateway;
  session: AuthSessionPort;
  effects: AuthEffects;
  clock: Clock;
  /** The first screen; messaging-app QR login by default. A promote view starts a promotion flow. */
  initialView?: LoginDialogView;
  /**
   * Activity registration (spec §2): builds expandInfo when the session has none. With a login
   * view (the lottery's "Log in to draw"), a login stays a login, but a phone registered on the SMS
   * screen is registered for the activity.
   */
  activity?: LoginDialogActivity;
}

/** What each risk dialog offers (spec §4 "Risk states"); the machine ignores commands a state does not offer. */
export const RISK_STATE_OPTIONS: Readonly<Record<RiskState, { acknowledge: boolean; changePassword: boolean; verify: boolean }>> = {
  'reset-low': { acknowledge: true, changePassword: true, verify: false },
  'freeze-low': { acknowledge: true, changePassword: false, verify: false },
  'freeze-medium': { acknowledge: true, changePassword: false, verify: false },
  'freeze-high': { acknowledge: true, changePassword: false, verify: false },
  'anomalous-low': { acknowledge: false, changePassword: false, verify: true },
  'remove-low': { acknowledge: true, changePassword: true, verify: false },
  'remove-high': { acknowledge: false, changePassword: true, verify: false },
  'auth-qr': { acknowledge: false, changePassword: false, verify: false },
  'auth-message': { acknowledge: false, changePassword: false, verify: false },
};

type LoginAnswer = Envelope<LoginResponse>;

/** Login, a promotion page's registration, or an activity registration (spec §4 step 4-5). */
type FlowKind = 'login' | 'promote' | 'activity';

/** A login the server accepted, on its way to a token. */
interface AcceptedLogin {
  loginCredential: string;
  /** The proceed-type risk code it was answered with (90001, 90005, 70002). */
  riskCode?: number;
  riskEndTime?: string;
  /** The account the login was for (shown by the risk dialog). */
  account: string;
  /** A fresh registration: 'welcome to log in' instead of 'welcome back'. */
  fresh: boolean;
  /** Identity auth: store the session quietly, then count down to a reload. */
  identityAuth: boolean;
}

interface AnswerContext {
  /** The account the user typed (or the scanned account). */
  account: string;
  fresh?: boolean;
  identityAuth?: boolean;
}

const MS_PER_SECOND = 1000;

/** Views the user cannot navigate away from: the session is being written, or the page is about to reload. */
const LOCKED_MODES: ReadonlySet<LoginDialogView['mode']> = new Set(['finishing', 'authSuccess', 'closed']);

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Codes that end a QR poll as a login answer rather than as a QR failure. */
function isLoginOutcome(code: number): boolean {
  return code === BUSINESS_CODES.success || code === BUSINESS_CODES.identityAuthRequired || isSecurityCheckCode(code);
}

/** The promote base answers with the new account's credential; the flow reads it as a login answer. */
function promoteLoginAnswer(answer: Envelope<PromoteRegisterPayload>, account: string): LoginAnswer {
  const { code, message, payload } = answer;
  if (!payload) return { code, message };
  return {
    code,
    message,
    payload: {
      mainAccount: { account: payload.account || account },
      subAccount: [],
      loginCredential: payload.loginCredential,
      newSubscriber: payload.newSubscriber ?? true,
    },
  };
}

function flowOf(view: LoginDialogView | undefined): FlowKind {
  if (view?.mode === 'promote') return view.variant === 'activityRegister' ? 'activity' : 'promote';
  return 'login';
}

export function createLoginDialogMachine(options: LoginDialogMachineOptions): LoginDialogMachine {
  const { gateway, session, effects, clock, activity } = options;
  let flow = flowOf(options.initialView);
  const listeners = new Set<(state: LoginDialogState) => void>();
  let state: LoginDialogState = { view: options.initialView ?? { mode: 'qrLogin' }, busy: false };
  let closed = false;
  /**
   * Bumped when the user navigates away or the dialog closes: an answer that arrives for an older
   * epoch is dropped, so a slow request never drags the dialog back to a screen the user left.
   */
  let epoch = 0;
  /** The login waiting for the user's main / sub-account choice. */
  let awaitingChoice: AcceptedLogin | undefined;
  /** An identity credential from a verification answer, sent with the next risk login (spec §4). */
  let riskCredential: string | undefined;
  /** The code of the last risk-scan answer that failed the risk QR, for the form error. */
  let riskScanFailure: FormError | undefined;
  let phoneCheck = 0;
  let authCountdown: TimerHandle | undefined;
  let riskSmsTimer: TimerHandle | undefined;
  let reloadTimer: TimerHandle | undefined;
  const smsMachines = new Set<SmsCodeMachine>();

  const emit = (): void => {
    for (const listener of [...listeners]) listener(state);
  };
  const update = (patch: Partial<LoginDialogState>): void => {
    state = { ...state, ...patch };
    emit();
  };
  const notify = (id: AuthNotice['id'], kind: AuthNotice['kind'], durationMs?: number): void => {
    effects.notify(durationMs === undefined ? { id, kind } : { id, kind, durationMs });
  };
  const live = (at: number): boolean => !closed && at === epoch;
  const firstId = (): string => session.firstId();
  /** Invite fields for login and register calls; expandInfo belongs to activity registration only. */
  const invite = () => wireInviteFields(session.inviteFields());
  /** Spec §3: a JSON string with actId and inviteCode; the session's (from the URL) wins. */
  const activityExpandInfo = (): string =>
    session.inviteFields().expandInfo ?? (activity ? JSON.stringify({ actId: activity.actId, inviteCode: activity.inviteCode }) : '');

  // ---- QR machines -------------------------------------------------------------------------

  const qrTicket =
    (bind: boolean) =>
    async (): Promise<QrTicket> => {
      const answer = await (bind ? gateway.createQr({ bind: true }) : gateway.createQr());
      if (answer.code !== BUSINESS_CODES.success || !answer.payload) throw new Error(answer.message);
      const { ticket, sceneId, scanPage } = answer.payload;
      return { ticket, sceneId, ...(scanPage ? { scanPage } : {}) };
    };

  /**
   * A poll whose answer is a login answer. Success, 10099 and the security-check codes end the poll
   * as a "success" carrying the whole answer, so they reach the same handling as a form login;
   * 20001, 30001 and other codes keep their QR meaning.
   */
  const loginPoll =
    (call: (sceneId: string) => Promise<LoginAnswer>, onOther?: (answer: LoginAnswer) => void) =>
    async (sceneId: string): Promise<QrPollResult> => {
      const answer = await call(sceneId);
      if (isLoginOutcome(answer.code)) return { code: BUSINESS_CODES.success, message: answer.message, payload: answer };
      if (answer.code !== BUSINESS_CODES.qrWaiting && answer.code !== BUSINESS_CODES.unknownUser) onOther?.(answer);
      return { code: answer.code, message: answer.message, payload: answer.payload };
    };

  const makeLoginQr = (): QrLoginMachine => {
    const qr = createQrLoginMachine({ createQr: qrTicket(false), poll: loginPoll((sceneId) => gateway.pollQrLogin(sceneId)), clock });
    qr.subscribe((qrState) => {
      if (qrState.status === 'success') answerFromQr(qrState.payload as LoginAnswer);
      else if (qrState.status === 'unknownUser') unknownUser(qrState.sceneId);
    });
    return qr;
  };

  const makeRiskQr = (account: string): QrLoginMachine => {
    const qr = createQrLoginMachine({
      createQr: qrTicket(false),
      // The risk QR is polled through the risk scan login itself: the scene is used up by the
      // first answer that carries a login, so a separate login-status poll would spend it.
      poll: loginPoll(
        (sceneId) => gateway.riskLoginByScan({ sceneId, account, firstId: firstId(), ...(riskCredential ? { credential: riskCredential } : {}) }),
        (answer) => {
          riskScanFailure = { code: answer.code, message: answer.message };
        },
      ),
      clock,
      riskFlow: true,
    });
    qr.subscribe((qrState) => {
      if (qrState.status === 'success') answerFromQr(qrState.payload as LoginAnswer);
      else if (qrState.status === 'unknownUser') unknownUser(qrState.sceneId);
      else if (qrState.status === 'failed' && !closed) {
        // Spec §8: other non-success in the QR risk flow shows the server's message as a warning.
        update({ error: riskScanFailure ?? { code: 0, message: qrState.message } });
        riskScanFailure = undefined;
      }
    });
    return qr;
  };

  const makeBindQr = (): QrLoginMachine => {
    const qr = createQrLoginMachine({
      createQr: qrTicket(true),
      poll: async (sceneId) => {
        const answer = await gateway.pollQrBind(sceneId);
        return { code: answer.code, message: answer.message, payload: answer.payload };
      },
      clock,
    });
    qr.subscribe((qrState) => {
      if (qrState.status === 'success') bound();
    });
    return qr;
  };

  let loginQr = makeLoginQr();
  let riskQr: QrLoginMachine | undefined;
  let bindQr = makeBindQr();

  /** A fresh idle machine in place of one that ran, so coming back shows a new code. */
  const renewLoginQr = (): void => {
    if (loginQr.getState().status === 'idle') return;
    loginQr.destroy();
    loginQr = makeLoginQr();
  };
  const renewBindQr = (): void => {
    if (bindQr.getState().status === 'idle') return;
    bindQr.destroy();
    bindQr = makeBindQr();
  };
  const dropRiskQr = (): void => {
    riskQr?.destroy();
    riskQr = undefined;
    riskScanFailure = undefined;
  };
  const isAuthQrView = (view: LoginDialogView): boolean => view.mode === 'risk' && view.risk.state === 'auth-qr';

  // ---- views and teardown ------------------------------------------------------------------

  /** Shows `view`; a view change clears the form error. Leaving a QR view stops its polling. */
  const show = (view: LoginDialogView, patch: Partial<LoginDialogState> = {}): void => {
    const previous = state.view;
    if (previous.mode === 'qrLogin' && view.mode !== 'qrLogin') renewLoginQr();
    if (isAuthQrView(previous) && !isAuthQrView(view)) dropRiskQr();
    // Back on the risk QR (e.g. the token call after a scan failed): a fresh code for the same account.
    if (view.mode === 'risk' && view.risk.state === 'auth-qr' && !riskQr) riskQr = makeRiskQr(view.risk.account);
    if ((view.mode === 'bindWxQr') !== (previous.mode === 'bindWxQr')) renewBindQr();
    if (!(previous.mode === 'risk' && view.mode === 'risk' && previous.risk.state === 'auth-message')) clearRiskSms();
    state = { ...state, view, busy: false, error: undefined, ...patch };
    emit();
  };

  const fail = (error: FormError): void => update({ busy: false, error });

  const clearRiskSms = (): void => {
    if (riskSmsTimer !== undefined) clock.clearTimeout(riskSmsTimer);
    riskSmsTimer = undefined;
  };

  const teardown = (): void => {
    closed = true;
    epoch++;
    awaitingChoice = undefined;
    loginQr.destroy();
    bindQr.destroy();
    dropRiskQr();
    clearRiskSms();
    if (authCountdown !== undefined) clock.clearInterval(authCountdown);
    if (reloadTimer !== undefined) clock.clearTimeout(reloadTimer);
    authCountdown = undefined;
    reloadTimer = undefined;
    for (const sms of smsMachines) sms.destroy();
    smsMachines.clear();
  };

  const toClosed = (): void => {
    state = { view: { mode: 'closed' }, busy: false };
    emit();
  };

  /** The dialog ends itself (login finished, risk acknowledged). */
  const closeSelf = (): void => {
    if (closed) return;
    teardown();
    toClosed();
    effects.closeDialog();
  };

  /** A user navigation: drops any answer still in flight for the screen being left. */
  const navigate = (view: LoginDialogView): void => {
    if (closed || LOCKED_MODES.has(state.view.mode)) return;
    epoch++;
    awaitingChoice = undefined;
    show(view);
  };

  /**
   * Runs one submit: refused while another is in flight (spec: one submit at a time); a rejected
   * call (network, timeout, blocked page) becomes a form error with code 0.
   */
  const submit = async (work: (at: number) => Promise<void>): Promise<void> => {
    if (closed || state.busy) return;
    const at = epoch;
    update({ busy: true, error: undefined });
    try {
      await work(at);
    } catch (error) {
      if (live(at)) fail({ code: 0, message: errorMessage(error) });
    }
  };

  // ---- login answers -----------------------------------------------------------------------

  const answerFromQr = (answer: LoginAnswer): void => {
    void submit((at) => handleLoginAnswer(at, answer, { account: answer.payload?.mainAccount?.account ?? '' }));
  };

  const unknownUser = (sceneId: string): void => {
    if (closed) return;
    epoch++;
    // A promotion page registers and binds through the promote base (spec §2 promote register with bind).
    show(flow === 'promote' ? { mode: 'promote', variant: 'promoteRegisterBind', sceneId } : { mode: 'bindPhone', sceneId });
  };

  /** Spec §4 step 4 and the risk rules: one handling for every kind of login answer. */
  const handleLoginAnswer = async (at: number, answer: LoginAnswer, context: AnswerContext): Promise<void> => {
    if (!live(at)) return;
    const { code, message } = answer;
    const payload: LoginResponse = answer.payload ?? {};
    if (payload.credential) riskCredential = payload.credential;
    const account = context.account || payload.mainAccount?.account || '';
    const proceed = isProceedRiskCode(code);

    if ((code === BUSINESS_CODES.success || proceed) && payload.loginCredential) {
      const accepted: AcceptedLogin = {
        loginCredential: payload.loginCredential,
        account,
        fresh: context.fresh === true || payload.newSubscriber === true,
        identityAuth: context.identityAuth === true,
        ...(proceed ? { riskCode: code } : {}),
        ...(payload.riskEndTime ? { riskEndTime: payload.riskEndTime } : {}),
      };
      const subAccounts = payload.subAccount ?? [];
      const mainAccount = payload.mainAccount ?? { account };
      // Spec §4: no sub-accounts, or a risk type present, goes straight to the token.
      if (subAccounts.length === 0 || proceed) {
        await completeLogin(at, accepted, mainAccount.account);
        return;
      }
      awaitingChoice = accepted;
      show({ mode: 'accountSelect', mainAccount, subAccounts });
      return;
    }
    if (code === BUSINESS_CODES.identityAuthRequired) {
      show({ mode: 'identityAuth', account, maskedPhone: maskPhone(account) });
      return;
    }
    const riskState = riskStateOf(code);
    if (riskState) {
      // A blocking code (or a proceed code without a credential): the dialog explains, nobody is logged in.
      show({
        mode: 'risk',
        risk: { state: riskState, code, account, proceed: false, ...(payload.riskEndTime ? { riskEndTime: payload.riskEndTime } : {}) },
      });
      return;
    }
    // Captcha codes (16801/16808/16809) included: the view resets its captcha on those codes.
    fail({ code, message });
  };

  /** Token, user info, then the bind QR or the finishing calls (spec §4 step 4-5). */
  const completeLogin = async (at: number, login: AcceptedLogin, account: string): Promise<void> => {
    const formView = state.view;
    show({ mode: 'finishing' }, { busy: true });
    const token = await gateway.createAccessToken({ account, loginCredential: login.loginCredential });
    if (!live(at)) return;
    if (token.code !== BUSINESS_CODES.success || !token.payload?.accessToken) {
      if (formView.mode === 'accountSelect') awaitingChoice = login;
      show(formView, { error: { code: token.code, message: token.message } });
      return;
    }
    const { accessToken, user: tokenUser, channelUserInfo: tokenChannel } = token.payload;
    session.saveToken({ accessToken, ...(tokenUser ? { user: tokenUser } : {}), ...(tokenChannel ? { channelUserInfo: tokenChannel } : {}) });

    let info: Awaited<ReturnType<AuthGateway['getUserWxInfo']>> | undefined;
    try {
      info = await gateway.getUserWxInfo();
    } catch {
      info = undefined;
    }
    if (!live(at)) return;
    if (!info || info.code !== BUSINESS_CODES.success) {
      // Spec §8: 'failed to get info, please refresh and retry'. The token is kept: a refresh
      // loads the session the usual way.
      notify('infoFetchFailed', 'error');
      if (login.identityAuth) startAuthSuccess();
      else closeSelf();
      return;
    }
    const user = info.payload?.user;
    const channelUserInfo = info.payload?.channelUserInfo ?? tokenChannel;
    if (user) session.saveUserInfo({ user, ...(channelUserInfo ? { channelUserInfo } : {}) });

    if (login.identityAuth) {
      // The page reloads in AUTH_SUCCESS_COUNTDOWN_S: the load sequence fetches the rest.
      startAuthSuccess();
      return;
    }
    if (!user && flow !== 'activity') {
      show({ mode: 'bindWxQr' });
      return;
    }
    if (!user && tokenUser) session.saveUserInfo({ user: tokenUser, ...(channelUserInfo ? { channelUserInfo } : {}) });
    await finish(at, login);
  };

  const finish = async (at: number, login: AcceptedLogin): Promise<void> => {
    const result = await fetchFinishedLogin(gateway);
    if (!live(at)) return;
    if (result.noPrivateChannel) notify('noPrivateChannel', 'warning');
    if (result.cooperationOrgan !== undefined) session.saveCooperationOrgan(result.cooperationOrgan);
    session.saveFinishedLogin(result.finished);
    notify(login.fresh ? 'welcomeToLogIn' : 'welcomeBack', 'success', WELCOME_NOTICE.durationMs);
    if (login.riskCode !== undefined) {
      const riskState = riskStateOf(login.riskCode);
      if (riskState) {
        // Logged in, but the dialog stays open until the user acknowledges the risk.
        show({
          mode: 'risk',
          risk: {
            state: riskState,
            code: login.riskCode,
            account: login.account,
            proceed: true,
            ...(login.riskEndTime ? { riskEndTime: login.riskEndTime } : {}),
          },
        });
        return;
      }
    }
    endLogin();
  };

  /** Spec §4 step 6: a trial given at this login opens the member gift dialog (a dialog of its own). */
  const checkTrialWindow = (): void => {
    gateway.getTrialVipWindow().then(
      (answer) => {
        if (answer.code === BUSINESS_CODES.success && answer.payload) effects.openMemberGift?.();
      },
      // The gift is a bonus: a failed check must not disturb a finished login.
      () => undefined,
    );
  };

  /**
   * The last step of a completed login: promotion flows go home (spec §4 step 5); an activity
   * registration goes back to the lottery it came from, where the new chance can be drawn.
   */
  const endLogin = (): void => {
    if (flow === 'activity') notify('activityRegistered', 'success');
    // After any risk dialog is acknowledged, so two modal dialogs never compete.
    checkTrialWindow();
    if (flow === 'activity') effects.navigate(activity?.landing ?? '/');
    else if (flow === 'promote') effects.navigate('/');
    closeSelf();
  };

  const startAuthSuccess = (): void => {
    let secondsLeft = AUTH_SUCCESS_COUNTDOWN_S;
    show({ mode: 'authSuccess', secondsLeft });
    authCountdown = clock.setInterval(() => {
      secondsLeft -= 1;
      update({ view: { mode: 'authSuccess', secondsLeft: Math.max(0, secondsLeft) } });
      if (secondsLeft <= 0) {
        if (authCountdown !== undefined) clock.clearInterval(authCountdown);
        authCountdown = undefined;
        effects.reload();
      }
    }, MS_PER_SECOND);
  };

  /** The bind QR was scanned (spec §4 step 4): fetch the user, say so, reload. */
  const bound = (): void => {
    if (closed) return;
    const at = epoch;
    const refreshAndRetry = () => {
      if (live(at)) notify('refreshAndRetry', 'warning');
    };
    gateway.getUserWxInfo().then((info) => {
      if (!live(at)) return;
      const user = info.code === BUSINESS_CODES.success ? info.payload?.user : undefined;
      if (!user) {
        refreshAndRetry();
        return;
      }
      const channelUserInfo = info.payload?.channelUserInfo;
      session.saveUserInfo({ user, ...(channelUserInfo ? { channelUserInfo } : {}) });
      notify('bindingSuccessful', 'success');
      reloadTimer = clock.setTimeout(() => {
        reloadTimer = undefined;
        effects.reload();
      }, BIND_SUCCESS_RELOAD_DELAY_MS);
    }, refreshAndRetry);
  };

  // ---- SMS codes ---------------------------------------------------------------------------

  /** Bind phone (and a promotion registration binding a scan) checks whether the phone is already bound. */
  const isBindingView = (): boolean =>
    state.view.mode === 'bindPhone' || (state.view.mode === 'promote' && state.view.sceneId !== undefined);

  const sendRegisterCode = async (input: SmsSendInput): Promise<SmsSendResult> => {
    const answer = isBindingView() ? await gateway.sendBindSms(input) : await gateway.sendRegisterSms(input);
    if (closed) return answer;
    if (answer.code === IDENTITY_CODES.phoneRegistered) {
      notify('phoneAlreadyRegistered', 'warning');
      return answer;
    }
    const boundAnswer = answer.code === BUSINESS_CODES.success && answer.payload?.userWasExist === true && answer.payload.userWxIsBind === true;
    if (answer.code === IDENTITY_CODES.wxAlreadyBound || boundAnswer) {
      // Spec §5: 'this phone is already bound to WeChat, please change number'. No code was sent,
      // so the button must not count down.
      notify('phoneBoundToWeChat', 'warning');
      return { code: IDENTITY_CODES.wxAlreadyBound, message: answer.message };
    }
    if (answer.code === BUSINESS_CODES.success) notify('smsSent', 'success');
    return answer;
  };

  const sendCode = async (purpose: SmsPurpose, input: SmsSendInput): Promise<SmsSendResult> => {
    if (purpose === 'register') return sendRegisterCode(input);
    if (purpose === 'reset') {
      const answer = await gateway.sendSmsCode({ ...input, sendType: 'res' });
      if (!closed && answer.code === BUSINESS_CODES.success) notify('smsSent', 'success');
      return answer;
    }
    const answer = await gateway.sendLoginSms(input); // login, riskVerify and identityAuth codes are type 'log'
    if (closed || answer.code !== BUSINESS_CODES.success) return answer;
    notify('smsSent', 'success');
    // The SMS tab's send costs a captcha and says whether the phone is registered: the set-password
    // field follows it, with no check of its own (issue #25 item 6: the check must cost a captcha).
    const registered = answer.payload?.userWasExist;
    if (purpose === 'login' && typeof registered === 'boolean') {
      phoneCheck += 1;
      update({ phoneRegistered: registered });
    }
    return answer;
  };

  // ---- commands ----------------------------------------------------------------------------

  const requireView = <M extends LoginDialogView['mode']>(mode: M): Extract<LoginDialogView, { mode: M }> | undefined =>
    state.view.mode === mode ? (state.view as Extract<LoginDialogView, { mode: M }>) : undefined;

  const currentRisk = () => (state.view.mode === 'risk' ? state.view.risk : undefined);

  const registerPromote = async (at: number, variant: PromoteVariant, sceneId: string | undefined, form: RegisterForm): Promise<void> => {
    const base = { account: form.account, password: form.password, code: form.code, firstId: firstId() };
    let answer: Envelope<PromoteRegisterPayload>;
    switch (variant) {
      case 'fastPromoteRegister':
        // Phone and SMS code only: the password can be set later with password reset.
        answer = await gateway.fastPromoteRegister({ account: form.account, code: form.code, firstId: firstId(), ...invite() });
        break;
      case 'activityRegister':
        answer = await gateway.activityRegister({ ...base, ...invite(), expandInfo: activityExpandInfo() });
        break;
      case 'promoteRegisterBind':
        // Without a scanned scene there is nothing to bind: a plain promotion registration.
        answer = sceneId
          ? await gateway.promoteRegisterAndBindWx({ ...base, sceneId, ...invite() })
          : await gateway.promoteRegister({ ...base, ...invite() });
        break;
      case 'promoteRegister':
        answer = await gateway.promoteRegister({ ...base, ...invite() });
        break;
    }
    await handleLoginAnswer(at, promoteLoginAnswer(answer, form.account), { account: form.account, fresh: true });
  };

  const riskSmsLogin = async (at: number, account: string, code: string, identityAuth: boolean): Promise<void> => {
    const answer = await gateway.riskLoginBySms({
      account,
      captcha: code,
      firstId: firstId(),
      ...invite(),
      ...(riskCredential ? { credential: riskCredential } : {}),
    });
    await handleLoginAnswer(at, answer, { account, identityAuth });
  };

  const machine: LoginDialogMachine = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    get qr() {
      return isAuthQrView(state.view) && riskQr ? riskQr : loginQr;
    },
    get bindQr() {
      return bindQr;
    },
    createSmsCode(purpose) {
      const sms = createSmsCodeMachine({ clock, validatePhone: isMainlandMobile, send: (input) => sendCode(purpose, input) });
      if (closed) {
        sms.destroy();
        return sms;
      }
      smsMachines.add(sms);
      return {
        ...sms,
        destroy() {
          smsMachines.delete(sms);
          sms.destroy();
        },
      };
    },

    showQrLogin: () => navigate({ mode: 'qrLogin' }),
    showAccountLogin: (tab = 'password') => navigate({ mode: 'accountLogin', tab }),
    showPasswordReset: () => navigate({ mode: 'passwordReset' }),

    async checkPhone(mobile, pass) {
      const check = ++phoneCheck;
      if (closed || state.busy || !isMainlandMobile(mobile)) return undefined;
      const current = () => !closed && check === phoneCheck;
      update({ busy: true, error: undefined });
      let answer: Envelope<{ exist: boolean }> | undefined;
      try {
        answer = await gateway.userExists(mobile, pass);
      } catch {
        answer = undefined;
      }
      if (closed) return undefined;
      update({ busy: false });
      if (!current()) return undefined;
      if (answer && isCaptchaResetCode(answer.code)) {
        // Nothing is known yet: the form shows the captcha's refusal and asks for a new one.
        update({ error: { code: answer.code, message: answer.message } });
        return undefined;
      }
      if (answer?.code === BUSINESS_CODES.success && typeof answer.payload?.exist === 'boolean') {
        update({ phoneRegistered: answer.payload.exist });
        return answer.payload.exist;
      }
      // Spec §8: when the check fails, say 'check account abnormal' and assume the user exists.
      notify('checkAccountAbnormal', 'warning');
      update({ phoneRegistered: true });
      return true;
    },

    submitPasswordLogin: (form) =>
      submit(async (at) => {
        const captcha = form.ticket ? { code: form.ticket, randstr: form.randstr ?? '' } : {};
        const answer = await gateway.loginByPassword({ account: form.account, password: form.password, ...captcha, firstId: firstId(), ...invite() });
        await handleLoginAnswer(at, answer, { account: form.account });
      }),

    submitSmsLogin: (form) =>
      submit(async (at) => {
        // The set-password field exists only for an unregistered phone (spec §5): filled in, the
        // screen registers the phone by SMS (spec §7 "registration and SMS registration").
        if (form.password && activity) {
          // Opened by the lottery: the newcomer registers for the activity, which gives them their
          // chance and the inviter (aic) the credit; a plain registration gave neither (issue 27 item 6).
          const registered = await gateway.activityRegister({
            account: form.account,
            password: form.password,
            code: form.code,
            firstId: firstId(),
            ...invite(),
            expandInfo: activityExpandInfo(),
          });
          if (registered.code === BUSINESS_CODES.success) flow = 'activity';
          await handleLoginAnswer(at, promoteLoginAnswer(registered, form.account), { account: form.account, fresh: true });
          return;
        }
        const answer = form.password
          ? await gateway.registerBySms({ account: form.account, password: form.password, code: form.code, firstId: firstId(), ...invite() })
          : await gateway.loginBySms({ account: form.account, captcha: form.code, firstId: firstId(), ...invite() });
        await handleLoginAnswer(at, answer, { account: form.account });
      }),

    async chooseAccount(account: LoginAccount) {
      const login = awaitingChoice;
      if (!login || !requireView('accountSelect')) return;
      await submit(async (at) => {
        awaitingChoice = undefined;
        await completeLogin(at, login, account.account);
      });
    },

    submitPasswordReset: (form) =>
      submit(async (at) => {
        const answer = await gateway.retrievePassword({
          mobile: form.mobile,
          captcha: form.code,
          password: form.password,
          confirmPassword: form.confirmPassword,
        });
        if (!live(at)) return;
        if (answer.code !== BUSINESS_CODES.success) {
          fail({ code: answer.code, message: answer.message });
          return;
        }
        notify('passwordResetSuccessful', 'success');
        show({ mode: 'accountLogin', tab: 'password' });
      }),

    async submitBindPhone(form) {
      const view = requireView('bindPhone');
      if (!view) return;
      await submit(async (at) => {
        const answer = await gateway.registerAndBindWx({
          account: form.account,
          password: form.password,
          code: form.code,
          sceneId: view.sceneId,
          firstId: firstId(),
          ...invite(),
        });
        await handleLoginAnswer(at, answer, { account: form.account });
      });
    },

    async submitIdentityAuth(form) {
      const view = requireView('identityAuth');
      if (!view) return;
      await submit((at) => riskSmsLogin(at, view.account, form.code, true));
    },

    async submitPromoteRegister(form) {
      const view = requireView('promote');
      if (!view) return;
      await submit((at) => registerPromote(at, view.variant, view.sceneId, form));
    },

    chooseRiskVerification(method) {
      const risk = currentRisk();
      if (closed || !risk || !RISK_STATE_OPTIONS[risk.state].verify) return;
      epoch++;
      if (method === 'scan') {
        dropRiskQr();
        show({ mode: 'risk', risk: { state: 'auth-qr', account: risk.account, proceed: false } });
        riskQr?.start();
      } else {
        show({ mode: 'risk', risk: { state: 'auth-message', account: risk.account, maskedPhone: maskPhone(risk.account), proceed: false } });
      }
    },

    submitRiskSms(form) {
      const risk = currentRisk();
      if (closed || risk?.state !== 'auth-message') return;
      // Spec §4, §9: debounced; only the last code typed within the window is sent.
      clearRiskSms();
      riskSmsTimer = clock.setTimeout(() => {
        riskSmsTimer = undefined;
        void submit((at) => riskSmsLogin(at, risk.account, form.code, false));
      }, RISK_SMS_DEBOUNCE_MS);
    },

    acknowledgeRisk() {
      const risk = currentRisk();
      if (closed || !risk || !RISK_STATE_OPTIONS[risk.state].acknowledge) return;
      // A proceed-type risk already logged the user in: end the login as usual (session kept).
      if (risk.proceed) endLogin();
      else closeSelf();
    },

    changePasswordFromRisk() {
      const risk = currentRisk();
      if (closed || !risk || !RISK_STATE_OPTIONS[risk.state].changePassword) return;
      epoch++;
      show({ mode: 'passwordReset' });
    },

    close() {
      if (closed) return;
      teardown();
      toClosed();
    },
  };
  return machine;
}
