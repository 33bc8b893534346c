import { describe, expect, it } from 'vitest';
import { BUSINESS_CODES } from './business-codes';

describe('business codes (spec §4, §8)', () => {
  it('keeps every code of the spec', () => {
    expect(BUSINESS_CODES).toEqual({
      success: 200,
      identityAuthRequired: 10099,
      unknownUser: 20001,
      qrWaiting: 30001,
      noPrivateChannel: 30005,
    });
  });
});
