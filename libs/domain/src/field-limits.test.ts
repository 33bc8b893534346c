import { describe, expect, it } from 'vitest';
import * as c from './field-limits';

describe('field limits (spec §5, §9)', () => {
  it('keeps every number of the spec', () => {
    expect(c.PHONE_MAX).toBe(11);
    expect(c.SMS_CODE_LENGTH).toBe(6);
    expect([c.LOGIN_PASSWORD_MIN, c.LOGIN_PASSWORD_MAX]).toEqual([6, 16]);
    expect([c.PASSWORD_MIN, c.PASSWORD_MAX]).toEqual([6, 32]);
  });
});
