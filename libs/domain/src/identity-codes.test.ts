import { describe, expect, it } from 'vitest';
import { BUSINESS_CODES } from './business-codes';
import { IDENTITY_CODES } from './identity-codes';

describe('identity codes (openapi/identity.yaml, spec §5, §8)', () => {
  it('keeps every code the server answers and the flows read', () => {
    expect(IDENTITY_CODES).toEqual({
      success: 200,
      identityAuthRequired: 10099,
      wrongPassword: 10001,
      wrongSmsCode: 10002,
      smsCodeExpired: 10003,
      noSmsCode: 10004,
      badCredential: 10005,
      phoneRegistered: 10006,
      wxAlreadyBound: 10007,
      passwordsDiffer: 10008,
      noSuchAccount: 10009,
      badMobile: 10010,
      trialClaimed: 10011,
      badRequest: 10012,
      notFound: 40004,
      wxBoundElsewhere: 30006,
      unknownUser: 20001,
      qrWaiting: 30001,
      noPrivateChannel: 30005,
    });
  });

  it('agrees with the spec §8 codes it shares with BUSINESS_CODES', () => {
    for (const [name, code] of Object.entries(BUSINESS_CODES)) {
      expect(IDENTITY_CODES[name as keyof typeof BUSINESS_CODES]).toBe(code);
    }
  });

  it('gives every code one meaning', () => {
    const codes = Object.values(IDENTITY_CODES);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
