import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  AlphanumericSchema,
  CaptchaCodeSchema,
  ChineseOnlySchema,
  ConfirmPasswordSchema,
  DigitsOnlySchema,
  EmailSchema,
  IdentityPhoneSchema,
  LettersAndDigitsSchema,
  LoginPasswordSchema,
  MainlandMobileSchema,
  PasswordPairSchema,
  PasswordSchema,
  PdfUrlSchema,
  PhoneSchema,
  SmsCodeSchema,
} from './schemas';

type Schema = Parameters<typeof v.safeParse>[0];

/** The message a form would show: the first issue's, or null when the value passes. */
function firstMessage(schema: Schema, input: unknown): string | null {
  const result = v.safeParse(schema, input);
  return result.success ? null : (result.issues[0]?.message ?? '');
}

const password = (n: number) => 'a1'.repeat(n).slice(0, n);

describe('phone (spec §5)', () => {
  it('is required', () => {
    expect(firstMessage(PhoneSchema, '')).toBe(M.phoneRequired);
    expect(firstMessage(PhoneSchema, '   ')).toBe(M.phoneRequired);
    expect(firstMessage(PhoneSchema, undefined)).toBe(M.phoneRequired);
  });
  it('strips whitespace and checks the mainland mobile format, at most 11', () => {
    expect(v.parse(PhoneSchema, ' 138 1234 5678 ')).toBe('13812345678');
    expect(firstMessage(PhoneSchema, '13812345678')).toBeNull();
    expect(firstMessage(PhoneSchema, '138123456789')).toBe(M.phoneFormat);
    expect(firstMessage(PhoneSchema, '1381234567')).toBe(M.phoneFormat);
    expect(firstMessage(PhoneSchema, '23812345678')).toBe(M.phoneFormat);
    expect(firstMessage(PhoneSchema, '+8613812345678')).toBe(M.phoneFormat);
  });
  it('says "mobile number" on identity-service screens', () => {
    expect(firstMessage(IdentityPhoneSchema, '')).toBe(M.phoneRequired);
    expect(firstMessage(IdentityPhoneSchema, '1381234567x')).toBe(M.mobileFormat);
    expect(firstMessage(IdentityPhoneSchema, '13812345678')).toBeNull();
  });
});

describe('SMS / captcha code (spec §5)', () => {
  it('is required', () => {
    expect(firstMessage(SmsCodeSchema, '')).toBe(M.codeRequired);
    expect(firstMessage(SmsCodeSchema, ' ')).toBe(M.codeRequired);
    expect(firstMessage(SmsCodeSchema, null)).toBe(M.codeRequired);
  });
  it('is exactly 6 digits, whitespace stripped', () => {
    expect(v.parse(SmsCodeSchema, ' 123 456 ')).toBe('123456');
    expect(firstMessage(SmsCodeSchema, '12345')).toBe(M.codeLength);
    expect(firstMessage(SmsCodeSchema, '123456')).toBeNull();
    expect(firstMessage(SmsCodeSchema, '1234567')).toBe(M.codeLength);
    expect(firstMessage(SmsCodeSchema, '12345a')).toBe(M.codeLength);
  });
});

describe('login password (spec §5)', () => {
  it('is required', () => {
    expect(firstMessage(LoginPasswordSchema, '')).toBe(M.passwordRequired);
  });
  it('is 6-16 letters and digits combined, case sensitive', () => {
    expect(firstMessage(LoginPasswordSchema, password(5))).toBe(M.loginPassword);
    expect(firstMessage(LoginPasswordSchema, password(6))).toBeNull();
    expect(firstMessage(LoginPasswordSchema, password(16))).toBeNull();
    expect(firstMessage(LoginPasswordSchema, password(17))).toBe(M.loginPassword);
    expect(firstMessage(LoginPasswordSchema, 'abcdefg')).toBe(M.loginPassword);
    expect(firstMessage(LoginPasswordSchema, 'abc12 3')).toBe(M.loginPassword);
    expect(v.parse(LoginPasswordSchema, 'AbC123')).toBe('AbC123');
  });
});

describe('register / reset password (spec §5)', () => {
  it('is required', () => {
    expect(firstMessage(PasswordSchema, '')).toBe(M.passwordRequired);
  });
  it('is at most 32', () => {
    expect(firstMessage(PasswordSchema, password(32))).toBeNull();
    expect(firstMessage(PasswordSchema, password(33))).toBe(M.passwordMax);
  });
  it('passes the strength check: at least 6, letters and digits, one of each', () => {
    expect(firstMessage(PasswordSchema, password(5))).toBe(M.passwordStrength);
    expect(firstMessage(PasswordSchema, password(6))).toBeNull();
    expect(firstMessage(PasswordSchema, 'abcdefgh')).toBe(M.passwordStrength);
    expect(firstMessage(PasswordSchema, '12345678')).toBe(M.passwordStrength);
    expect(firstMessage(PasswordSchema, 'abc123!')).toBe(M.passwordStrength);
  });
});

describe('password confirmation (spec §5)', () => {
  it('is required', () => {
    expect(firstMessage(ConfirmPasswordSchema, '')).toBe(M.confirmRequired);
    const result = v.safeParse(PasswordPairSchema, { password: 'abc123', confirmPassword: '' });
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([['confirmPassword', M.confirmRequired]]);
  });
  it('must equal the password, reported on the confirmation field', () => {
    expect(v.safeParse(PasswordPairSchema, { password: 'abc123', confirmPassword: 'abc123' }).success).toBe(true);
    const result = v.safeParse(PasswordPairSchema, { password: 'abc123', confirmPassword: 'abc124' });
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([['confirmPassword', M.confirmMismatch]]);
  });
  it('reports each field on its own when the password itself is wrong', () => {
    const result = v.safeParse(PasswordPairSchema, { password: 'abc', confirmPassword: 'abd' });
    expect(result.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ['password', M.passwordStrength],
      ['confirmPassword', M.confirmMismatch],
    ]);
  });
});

describe('format schemas (spec §5): empty passes, the format is checked otherwise', () => {
  it.each([
    [MainlandMobileSchema, '+8613812345678', '1381234567', M.mobileFormat],
    [EmailSchema, 'service@sealens.com', 'service@sealens', M.emailFormat],
    [ChineseOnlySchema, '中文', '中文abc', M.chineseOnly],
    [DigitsOnlySchema, '0123', '01a', M.digitsOnly],
    [AlphanumericSchema, 'abc', 'ab-c', M.lettersOrDigitsOnly],
    [LettersAndDigitsSchema, 'ab1', 'abc', M.lettersAndDigits],
    [CaptchaCodeSchema, '123456', '12345', M.codeLength],
    [PdfUrlSchema, ' https://example.com/a.pdf ', 'https://example', M.pdfUrl],
  ] as const)('%#', (schema, good, bad, message) => {
    expect(firstMessage(schema, '')).toBeNull();
    expect(firstMessage(schema, good)).toBeNull();
    expect(firstMessage(schema, bad)).toBe(message);
  });
});
