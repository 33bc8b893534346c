// A LoginDialogMachine for stories and component tests: it holds a given state, records every
// command, and moves between the screens the way the real flow's navigation commands do (so the
// corner switch, tabs and risk buttons work in a story). The QR machines are real ones over a fake
// backend; createSmsCode returns a real SMS machine over a fake send.
import { BUSINESS_CODES, isMainlandMobile, QR_LIFETIME_MS } from '@sealens/domain';
import type {
  FormError,
  LoginDialogMachine,
  LoginDialogState,
  LoginDialogView,
  SmsPurpose,
} from '../../flows/login-dialog-contract';
import type { Clock } from '../../machines/clock';
import { createFakeClock, type FakeClock } from '../../machines/fake-clock';
import { createQrLoginMachine, type QrLoginMachine, type QrTicket } from '../../machines/qr-login-machine';
import { createSmsCodeMachine, type SmsSendInput, type SmsSendResult } from '../../machines/sms-code-machine';

/**
 * What the fake QR backend does: never answer, show a code that nobody scans (as production does, or
 * as local mode does with its development scan page), expire, or fail.
 */
export type FakeQrScenario = 'loading' | 'showing' | 'localScanPage' | 'expired' | 'failed';

export const FAKE_QR_TICKET: QrTicket = {
  ticket: 'https://sealens.example/api/__dev/qr/scan?scene=demo-scene-0001',
  sceneId: 'demo-scene-0001',
};
/** Local mode's answer also names the development scan page. */
export const FAKE_LOCAL_QR_TICKET: QrTicket = { ...FAKE_QR_TICKET, scanPage: FAKE_QR_TICKET.ticket };
export const FAKE_QR_FAILURE = 'The QR service is busy, please try again later';

export interface FakeLoginDialogOptions {
  view: LoginDialogView;
  busy?: boolean;
  error?: FormError;
  phoneRegistered?: boolean;
  qr?: FakeQrScenario;
  bindQr?: FakeQrScenario;
  /** Answer of every SMS send (default: success). */
  smsResult?: SmsSendResult;
  /** Clock of the SMS countdown (default: the fake clock, which only moves on advance()). */
  smsClock?: Clock;
  /** When set, every submit ends with this error (busy in between), like a failed call. */
  failSubmitWith?: FormError;
  /** What checkPhone finds (it becomes phoneRegistered; default: registered). */
  phoneCheck?: boolean;
}

export interface RecordedCall {
  command: string;
  args: unknown[];
}

export interface FakeLoginDialogMachine extends LoginDialogMachine {
  /** Every command, in order. */
  readonly calls: RecordedCall[];
  callsOf(command: string): unknown[][];
  /** Replaces part of the state and notifies subscribers (tests drive the dialog with it). */
  setState(patch: Partial<LoginDialogState>): void;
  /** Drives the QR lifetime and the default SMS countdown. */
  readonly clock: FakeClock;
  /** Every SMS send, with its purpose. */
  readonly smsSends: Array<SmsSendInput & { purpose: SmsPurpose }>;
}

const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

function fakeQrMachine(scenario: FakeQrScenario, clock: FakeClock): QrLoginMachine {
  const machine = createQrLoginMachine({
    clock,
    createQr:
      scenario === 'loading'
        ? never
        : scenario === 'failed'
          ? () => Promise.reject(new Error(FAKE_QR_FAILURE))
          : () => Promise.resolve(scenario === 'localScanPage' ? FAKE_LOCAL_QR_TICKET : FAKE_QR_TICKET),
    // Nobody ever scans: a poll never answers (or keeps waiting once refreshed).
    poll: () => never(),
  });
  if (scenario === 'expired') {
    machine.start();
    // The created code is shown one microtask later; then its lifetime runs out.
    void Promise.resolve().then(() => clock.advance(QR_LIFETIME_MS));
  }
  return machine;
}

export function createFakeLoginDialogMachine(options: FakeLoginDialogOptions): FakeLoginDialogMachine {
  const clock = createFakeClock();
  const listeners = new Set<(state: LoginDialogState) => void>();
  const calls: RecordedCall[] = [];
  const smsSends: Array<SmsSendInput & { purpose: SmsPurpose }> = [];
  let state: LoginDialogState = {
    view: options.view,
    busy: options.busy ?? false,
    ...(options.error ? { error: options.error } : {}),
    ...(options.phoneRegistered === undefined ? {} : { phoneRegistered: options.phoneRegistered }),
  };

  const setState = (patch: Partial<LoginDialogState>): void => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener(state);
  };
  const show = (view: LoginDialogView): void => setState({ view, error: undefined, busy: false });
  const record = (command: string, args: unknown[]): void => {
    calls.push({ command, args });
  };
  const submit =
    (command: string) =>
    async (...args: unknown[]): Promise<void> => {
      record(command, args);
      if (!options.failSubmitWith) return;
      setState({ busy: true, error: undefined });
      await Promise.resolve();
      setState({ busy: false, error: options.failSubmitWith });
    };

  return {
    calls,
    smsSends,
    clock,
    callsOf: (command) => calls.filter((call) => call.command === command).map((call) => call.args),
    setState,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    qr: fakeQrMachine(options.qr ?? 'showing', clock),
    bindQr: fakeQrMachine(options.bindQr ?? 'showing', clock),
    createSmsCode(purpose) {
      record('createSmsCode', [purpose]);
      const ownPhone = purpose === 'identityAuth' || purpose === 'riskVerify';
      return createSmsCodeMachine({
        clock: options.smsClock ?? clock,
        // Identity and risk codes go to the account's own phone, which the user does not type.
        validatePhone: ownPhone ? () => true : isMainlandMobile,
        send: (input) => {
          smsSends.push({ ...input, purpose });
          return Promise.resolve(options.smsResult ?? { code: BUSINESS_CODES.success });
        },
      });
    },
    showQrLogin() {
      record('showQrLogin', []);
      show({ mode: 'qrLogin' });
    },
    showAccountLogin(tab) {
      record('showAccountLogin', [tab]);
      show({ mode: 'accountLogin', tab: tab ?? 'password' });
    },
    showPasswordReset() {
      record('showPasswordReset', []);
      show({ mode: 'passwordReset' });
    },
    checkPhone(mobile, pass) {
      record('checkPhone', [mobile, pass]);
      const registered = options.phoneCheck ?? true;
      setState({ phoneRegistered: registered });
      return Promise.resolve(registered);
    },
    submitPasswordLogin: submit('submitPasswordLogin'),
    submitSmsLogin: submit('submitSmsLogin'),
    chooseAccount: submit('chooseAccount'),
    submitPasswordReset: submit('submitPasswordReset'),
    submitBindPhone: submit('submitBindPhone'),
    submitIdentityAuth: submit('submitIdentityAuth'),
    submitPromoteRegister: submit('submitPromoteRegister'),
    chooseRiskVerification(method) {
      record('chooseRiskVerification', [method]);
      if (state.view.mode !== 'risk') return;
      const risk = state.view.risk;
      show({ mode: 'risk', risk: { ...risk, state: method === 'scan' ? 'auth-qr' : 'auth-message' } });
    },
    submitRiskSms(form) {
      record('submitRiskSms', [form]);
    },
    acknowledgeRisk() {
      record('acknowledgeRisk', []);
      show({ mode: 'closed' });
    },
    changePasswordFromRisk() {
      record('changePasswordFromRisk', []);
      show({ mode: 'passwordReset' });
    },
    close() {
      record('close', []);
      show({ mode: 'closed' });
    },
  };
}
