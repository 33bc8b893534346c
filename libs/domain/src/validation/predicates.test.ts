import { describe, expect, it } from 'vitest';
import {
  isAlphanumeric,
  isCaptchaCode,
  isChineseOnly,
  isDigitsOnly,
  isEmail,
  isLettersAndDigits,
  isLoginPassword,
  isMainlandMobile,
  isPdfUrl,
  isStrongPassword,
} from './predicates';

const repeat = (n: number) => 'a1'.repeat(n).slice(0, n);

describe('shared format checks (spec §5)', () => {
  it('are true only for a number or a string that matches', () => {
    for (const check of [isMainlandMobile, isEmail, isChineseOnly, isDigitsOnly, isAlphanumeric, isCaptchaCode, isPdfUrl]) {
      expect(check('')).toBe(false);
      expect(check(null)).toBe(false);
      expect(check(undefined)).toBe(false);
      expect(check({})).toBe(false);
      expect(check(['13812345678'])).toBe(false);
    }
  });

  it('mainland mobile: optional +86 or 0086, then 11 digits starting with 1', () => {
    expect(isMainlandMobile('13812345678')).toBe(true);
    expect(isMainlandMobile(13812345678)).toBe(true);
    expect(isMainlandMobile('+8613812345678')).toBe(true);
    expect(isMainlandMobile('008613812345678')).toBe(true);
    expect(isMainlandMobile('1381234567')).toBe(false);
    expect(isMainlandMobile('138123456789')).toBe(false);
    expect(isMainlandMobile('23812345678')).toBe(false);
    expect(isMainlandMobile('86 13812345678')).toBe(false);
    expect(isMainlandMobile('+85213812345678')).toBe(false);
  });

  it('e-mail in general form', () => {
    expect(isEmail('service@sealens.com')).toBe(true);
    expect(isEmail('a.b+c@mail.example.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('a@b.c')).toBe(false);
    expect(isEmail('a b@c.com')).toBe(false);
    expect(isEmail('@c.com')).toBe(false);
  });

  it('Chinese characters only', () => {
    expect(isChineseOnly('中文')).toBe(true);
    expect(isChineseOnly('繁體')).toBe(true);
    expect(isChineseOnly('中文a')).toBe(false);
    expect(isChineseOnly('中 文')).toBe(false);
  });

  it('digits only', () => {
    expect(isDigitsOnly('0123')).toBe(true);
    expect(isDigitsOnly(42)).toBe(true);
    expect(isDigitsOnly(1.5)).toBe(false);
    expect(isDigitsOnly(-1)).toBe(false);
    expect(isDigitsOnly('12a')).toBe(false);
  });

  it('letters and digits only', () => {
    expect(isAlphanumeric('abc')).toBe(true);
    expect(isAlphanumeric('123')).toBe(true);
    expect(isAlphanumeric('aB3')).toBe(true);
    expect(isAlphanumeric('a_3')).toBe(false);
  });

  it('letters and digits with at least one of each', () => {
    expect(isLettersAndDigits('a1')).toBe(true);
    expect(isLettersAndDigits('1A')).toBe(true);
    expect(isLettersAndDigits('abc')).toBe(false);
    expect(isLettersAndDigits('123')).toBe(false);
    expect(isLettersAndDigits('a1!')).toBe(false);
  });

  it('captcha exactly 6 digits', () => {
    expect(isCaptchaCode('123456')).toBe(true);
    expect(isCaptchaCode(123456)).toBe(true);
    expect(isCaptchaCode('12345')).toBe(false);
    expect(isCaptchaCode('1234567')).toBe(false);
    expect(isCaptchaCode('12345a')).toBe(false);
  });

  it('PDF url: http or https with host and top-level domain', () => {
    expect(isPdfUrl('https://example.com/a.pdf')).toBe(true);
    expect(isPdfUrl('http://files.example.co.uk:8080/x/y.pdf?v=1#p2')).toBe(true);
    expect(isPdfUrl('HTTPS://EXAMPLE.COM')).toBe(true);
    expect(isPdfUrl('ftp://example.com/a.pdf')).toBe(false);
    expect(isPdfUrl('https://localhost/a.pdf')).toBe(false);
    expect(isPdfUrl('https://example/a.pdf')).toBe(false);
    expect(isPdfUrl('example.com/a.pdf')).toBe(false);
    expect(isPdfUrl('https://exa mple.com')).toBe(false);
  });

  it('login password: 6-16 letters and digits combined', () => {
    expect(isLoginPassword(repeat(5))).toBe(false);
    expect(isLoginPassword(repeat(6))).toBe(true);
    expect(isLoginPassword(repeat(16))).toBe(true);
    expect(isLoginPassword(repeat(17))).toBe(false);
    expect(isLoginPassword('abcdefgh')).toBe(false);
    expect(isLoginPassword('12345678')).toBe(false);
    expect(isLoginPassword('abc 1234')).toBe(false);
  });

  it('password strength: 6-32 letters and digits with at least one of each', () => {
    expect(isStrongPassword(repeat(5))).toBe(false);
    expect(isStrongPassword(repeat(6))).toBe(true);
    expect(isStrongPassword(repeat(32))).toBe(true);
    expect(isStrongPassword(repeat(33))).toBe(false);
    expect(isStrongPassword('abcdefgh')).toBe(false);
    expect(isStrongPassword('12345678')).toBe(false);
  });
});
