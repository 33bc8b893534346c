// The validation messages of @sealens/domain in the user's language. Schemas report the domain's
// English text; forms pass it through translateValidation. Source text is the spec's wording,
// capitalised as a sentence.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { VALIDATION_MESSAGES, validationMessageIdOf, type ValidationMessageId } from '@sealens/domain';

export const VALIDATION_MESSAGE_DESCRIPTORS: Record<ValidationMessageId, MessageDescriptor> = {
  phoneRequired: msg`Please enter phone number`,
  phoneFormat: msg`Please enter a correct phone number`,
  mobileFormat: msg`Please enter a correct mobile number`,
  codeRequired: msg`Please enter verification code`,
  codeLength: msg`SMS verification code is 6 digits`,
  passwordRequired: msg`Please enter password`,
  loginPassword: msg`Password should be 6-16 letters and digits combined, case sensitive`,
  passwordStrength: msg`Password should be 6-32 letters and digits combined, case sensitive`,
  passwordMax: msg`Password length is at most 32`,
  confirmRequired: msg`Please enter password again`,
  confirmMismatch: msg`Passwords do not match`,
  emailFormat: msg`Please enter a correct e-mail address`,
  chineseOnly: msg`Please enter Chinese characters only`,
  digitsOnly: msg`Please enter digits only`,
  lettersOrDigitsOnly: msg`Please enter letters and digits only`,
  lettersAndDigits: msg`Please enter both letters and digits`,
  pdfUrl: msg`Please enter a valid url`,
};

function isValidationMessageId(value: string): value is ValidationMessageId {
  return Object.hasOwn(VALIDATION_MESSAGES, value);
}

/**
 * Translates a valibot issue message (the domain's English text, or its id). Anything else, such
 * as a server's own message, is returned as it is.
 */
export function translateValidation(i18n: I18n, message: string): string {
  const id = validationMessageIdOf(message) ?? (isValidationMessageId(message) ? message : undefined);
  return id ? i18n._(VALIDATION_MESSAGE_DESCRIPTORS[id]) : message;
}
