import { describe, expect, it } from 'vitest';
import { CAPTCHA_LANGUAGE, CAPTCHA_RESET_CODES, CAPTCHA_SUCCESS_CODE, isCaptchaResetCode } from './captcha';

describe('captcha constants (spec §9)', () => {
  it('keeps every number of the spec', () => {
    expect(CAPTCHA_SUCCESS_CODE).toBe(200);
    expect(CAPTCHA_LANGUAGE).toBe(1);
    expect(CAPTCHA_RESET_CODES).toEqual([16801, 16808, 16809]);
  });
  it('recognises the reset codes only', () => {
    expect([16801, 16808, 16809].every(isCaptchaResetCode)).toBe(true);
    expect(isCaptchaResetCode(16802)).toBe(false);
    expect(isCaptchaResetCode('16801')).toBe(false);
  });
});
