// SMS code button (spec §4): idle -> captcha -> loading -> SMS_RESEND_COUNTDOWN_S countdown.
import { BUSINESS_CODES, SMS_RESEND_COUNTDOWN_S, isCaptchaResetCode } from '@sealens/domain';
import type { Clock, TimerHandle } from './clock';

const MS_PER_SECOND = 1000;

export interface SmsSendInput {
  mobile: string;
  ticket: string;
  randstr: string;
}

export interface SmsSendResult {
  code: number;
  message?: string;
}

export interface CaptchaResult {
  ticket: string;
  randstr: string;
}

export type SmsErrorReason = 'invalid-phone' | 'captcha-reset' | 'server' | 'network';

export type SmsCodeState =
  | { status: 'idle' }
  /** Phone valid; waiting for the slide captcha result. */
  | { status: 'needsCaptcha'; mobile: string }
  | { status: 'loading'; mobile: string }
  | { status: 'countdown'; secondsLeft: number }
  | { status: 'error'; reason: SmsErrorReason; message?: string; captchaReset?: true };

export type SmsCodeStatus = SmsCodeState['status'];

export interface SmsCodeMachineOptions {
  send: (input: SmsSendInput) => Promise<SmsSendResult>;
  clock: Clock;
  validatePhone: (mobile: string) => boolean;
}

export interface SmsCodeMachine {
  /** Asks for a code; refused (error 'invalid-phone') when the phone is invalid. Ignored while loading or counting down. */
  request(mobile: string): void;
  /** The slide captcha passed: sends the code. Ignored unless needsCaptcha. */
  captchaPassed(result: CaptchaResult): void;
  /** The captcha was closed without passing: back to idle. */
  cancelCaptcha(): void;
  destroy(): void;
  subscribe(listener: (state: SmsCodeState) => void): () => void;
  getState(): SmsCodeState;
}

export type SmsButtonLabel = 'send' | 'sending' | { retryIn: number };

/** Descriptor for the button text: 'send', 'sending' or 'N seconds until retry'. */
export function smsButtonLabel(state: SmsCodeState): SmsButtonLabel {
  if (state.status === 'loading') return 'sending';
  if (state.status === 'countdown') return { retryIn: state.secondsLeft };
  return 'send';
}

export function createSmsCodeMachine(options: SmsCodeMachineOptions): SmsCodeMachine {
  const { send, clock, validatePhone } = options;
  const listeners = new Set<(state: SmsCodeState) => void>();
  let state: SmsCodeState = { status: 'idle' };
  let destroyed = false;
  let generation = 0;
  let countdownTimer: TimerHandle | undefined;

  const setState = (next: SmsCodeState): void => {
    state = next;
    for (const listener of [...listeners]) listener(state);
  };

  const stopCountdown = (): void => {
    if (countdownTimer !== undefined) clock.clearInterval(countdownTimer);
    countdownTimer = undefined;
  };

  const startCountdown = (): void => {
    let secondsLeft = SMS_RESEND_COUNTDOWN_S;
    setState({ status: 'countdown', secondsLeft });
    countdownTimer = clock.setInterval(() => {
      secondsLeft -= 1;
      if (secondsLeft <= 0) {
        stopCountdown();
        setState({ status: 'idle' });
      } else {
        setState({ status: 'countdown', secondsLeft });
      }
    }, MS_PER_SECOND);
  };

  const busy = (): boolean => destroyed || state.status === 'loading' || state.status === 'countdown';

  return {
    request(mobile) {
      if (busy()) return;
      if (!validatePhone(mobile)) {
        setState({ status: 'error', reason: 'invalid-phone' });
        return;
      }
      setState({ status: 'needsCaptcha', mobile });
    },
    captchaPassed({ ticket, randstr }) {
      if (destroyed || state.status !== 'needsCaptcha') return;
      const { mobile } = state;
      const gen = ++generation;
      setState({ status: 'loading', mobile });
      send({ mobile, ticket, randstr }).then(
        (result) => {
          if (gen !== generation || destroyed) return;
          if (result.code === BUSINESS_CODES.success) startCountdown();
          else if (isCaptchaResetCode(result.code)) {
            setState({ status: 'error', reason: 'captcha-reset', captchaReset: true, message: result.message ?? '' });
          } else setState({ status: 'error', reason: 'server', message: result.message ?? '' });
        },
        (error: unknown) => {
          if (gen !== generation || destroyed) return;
          setState({ status: 'error', reason: 'network', message: error instanceof Error ? error.message : String(error) });
        },
      );
    },
    cancelCaptcha() {
      if (!destroyed && state.status === 'needsCaptcha') setState({ status: 'idle' });
    },
    destroy() {
      destroyed = true;
      generation++;
      stopCountdown();
      listeners.clear();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getState: () => state,
  };
}
