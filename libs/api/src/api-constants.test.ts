import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_RESET_CODES,
  CLOCK_DRIFT_TOLERANCE_MS,
  REQUEST_TIMEOUT_MS,
  SECURITY_CHECK_CODES,
  SUCCESS_CODES,
} from './api-constants';

describe('api constants (spec §8, §9)', () => {
  it('times out after 10 s and tolerates 9 minutes of clock drift', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10000);
    expect(CLOCK_DRIFT_TOLERANCE_MS).toBe(540000);
  });

  it('knows the success, security-check and captcha codes', () => {
    expect(SUCCESS_CODES).toEqual([200, 0]);
    expect([...SECURITY_CHECK_CODES].sort()).toEqual([70001, 70002, 90001, 90002, 90003, 90004, 90005, 90006, 90007, 90008]);
    expect(CAPTCHA_RESET_CODES).toEqual([16801, 16808, 16809]);
  });
});
