// Message ids of the validation rules of spec §5. Each id's text is the spec's English wording
// where it gives one; @sealens/i18n maps every id to a translated message. Schemas report these
// texts as valibot issue messages.

export const VALIDATION_MESSAGES = {
  phoneRequired: 'please enter phone number',
  /** Wrong phone format on registration screens. */
  phoneFormat: 'please enter a correct phone number',
  /** Wrong phone format on identity-service screens. */
  mobileFormat: 'please enter a correct mobile number',
  codeRequired: 'please enter verification code',
  codeLength: 'SMS verification code is 6 digits',
  passwordRequired: 'please enter password',
  loginPassword: 'password should be 6-16 letters and digits combined, case sensitive',
  /** Ours: the spec names a strength check on register/reset passwords but gives no text. */
  passwordStrength: 'password should be 6-32 letters and digits combined, case sensitive',
  passwordMax: 'password length is at most 32',
  confirmRequired: 'please enter password again',
  confirmMismatch: 'passwords do not match',
  // The shared format checks have no text in the spec; these are ours.
  emailFormat: 'please enter a correct e-mail address',
  chineseOnly: 'please enter Chinese characters only',
  digitsOnly: 'please enter digits only',
  lettersOrDigitsOnly: 'please enter letters and digits only',
  lettersAndDigits: 'please enter both letters and digits',
  pdfUrl: 'Please enter a valid url',
} as const;

export type ValidationMessageId = keyof typeof VALIDATION_MESSAGES;
export type ValidationMessage = (typeof VALIDATION_MESSAGES)[ValidationMessageId];

const BY_TEXT = new Map<string, ValidationMessageId>(
  Object.entries(VALIDATION_MESSAGES).map(([id, text]) => [text, id as ValidationMessageId]),
);

/** The id whose text a valibot issue carries, or undefined for a message that is not ours. */
export function validationMessageIdOf(message: string): ValidationMessageId | undefined {
  return BY_TEXT.get(message);
}
