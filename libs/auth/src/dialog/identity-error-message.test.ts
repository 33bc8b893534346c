import { describe, expect, it } from 'vitest';
import { testI18n } from './testing/render-login-dialog';
import { identityErrorMessage, NETWORK_ERROR_CODE } from './identity-error-message';

const text = (code: number, message = 'server text') => identityErrorMessage(testI18n, { code, message });

describe('identityErrorMessage', () => {
  it('translates the known identity codes', () => {
    expect(text(10001)).toBe('Wrong account or password');
    expect(text(10002)).toBe('Incorrect verification code');
    expect(text(10003)).toBe('Verification code expired, please get a new one');
    expect(text(10004)).toBe('Please get a verification code first');
    expect(text(10006)).toBe('This phone number is already registered');
    expect(text(10007)).toBe('This phone is already bound to WeChat, please change number');
    expect(text(10009)).toBe('Account does not exist');
  });

  it('translates the captcha codes 16801, 16808 and 16809', () => {
    for (const code of [16801, 16808, 16809]) expect(text(code)).toBe('Captcha verification failed, please try again');
  });

  it('code 0 is a network failure or timeout', () => {
    expect(NETWORK_ERROR_CODE).toBe(0);
    expect(text(0, 'Failed to fetch')).toBe('Network error, please try again');
  });

  it("falls back to the server's message, then to a generic one", () => {
    expect(text(10005, 'Credential invalid')).toBe('Credential invalid');
    expect(text(10005, '  ')).toBe('Something went wrong, please try again');
  });

  it('HTTP 429 and 500 get the spec §8 wording, never the server text', () => {
    expect(text(429, 'visiting too frequently, try again later')).toBe('Visiting too frequently, try again later');
    expect(text(500, 'oops')).toBe('Backend exception');
  });
});
