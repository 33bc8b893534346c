import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES, validationMessageIdOf } from './messages';

describe('validation messages (spec §5)', () => {
  it("keep the spec's English wording", () => {
    expect(VALIDATION_MESSAGES).toMatchObject({
      phoneRequired: 'please enter phone number',
      phoneFormat: 'please enter a correct phone number',
      mobileFormat: 'please enter a correct mobile number',
      codeRequired: 'please enter verification code',
      codeLength: 'SMS verification code is 6 digits',
      passwordRequired: 'please enter password',
      loginPassword: 'password should be 6-16 letters and digits combined, case sensitive',
      passwordMax: 'password length is at most 32',
      confirmRequired: 'please enter password again',
      confirmMismatch: 'passwords do not match',
      pdfUrl: 'Please enter a valid url',
    });
  });

  it('are all distinct, so a text leads back to its id', () => {
    const texts = Object.values(VALIDATION_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
    expect(validationMessageIdOf('passwords do not match')).toBe('confirmMismatch');
    expect(validationMessageIdOf('something else')).toBeUndefined();
  });
});
