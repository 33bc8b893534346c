// A CaptchaProvider for stories and tests: passes (or is closed) at once, and resets as told.
import type { CaptchaPass, CaptchaProvider } from '../../captcha/captcha-provider';

export const FAKE_CAPTCHA_PASS: CaptchaPass = { ticket: 'fake-ticket', randstr: 'fake-randstr' };

export interface FakeCaptchaOptions {
  /** The user closes the challenge unsolved. */
  closed?: boolean;
  /** reset() answers this (false: the captcha never loaded). */
  resettable?: boolean;
}

export interface FakeCaptchaProvider extends CaptchaProvider {
  verifyCount(): number;
  resetCount(): number;
}

export function createFakeCaptchaProvider(options: FakeCaptchaOptions = {}): FakeCaptchaProvider {
  let verifies = 0;
  let resets = 0;
  return {
    verify() {
      verifies++;
      return Promise.resolve(options.closed ? null : FAKE_CAPTCHA_PASS);
    },
    reset() {
      resets++;
      return Promise.resolve(options.resettable ?? true);
    },
    verifyCount: () => verifies,
    resetCount: () => resets,
  };
}
