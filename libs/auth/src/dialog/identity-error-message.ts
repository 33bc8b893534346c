// Failed submits carry the identity service's business code and message. The codes we know are
// shown in the user's language; any other code shows the server's own message (spec §8: "server
// error codes for login beyond those listed: not shown", so the server's text is all we have).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CAPTCHA_RESET_CODES } from '@sealens/domain';
import { translateApiMessage } from '@sealens/i18n';
import type { FormError } from '../flows/login-dialog-contract';

/** Code 0 stands for a network failure or timeout (no answer from the server). */
export const NETWORK_ERROR_CODE = 0;

const captchaFailed = msg`Captcha verification failed, please try again`;

export const IDENTITY_ERROR_DESCRIPTORS: Readonly<Record<number, MessageDescriptor>> = {
  [NETWORK_ERROR_CODE]: msg`Network error, please try again`,
  10001: msg`Wrong account or password`,
  10002: msg`Incorrect verification code`,
  10003: msg`Verification code expired, please get a new one`,
  10004: msg`Please get a verification code first`,
  10006: msg`This phone number is already registered`,
  10007: msg`This phone is already bound to WeChat, please change number`,
  10009: msg`Account does not exist`,
  ...Object.fromEntries(CAPTCHA_RESET_CODES.map((code) => [code, captchaFailed])),
};

/** HTTP statuses a failed call carries instead of a business code: the spec §8 wording. */
const HTTP_STATUS_MESSAGES = { 429: 'tooFrequent', 500: 'backendException' } as const;

const somethingWentWrong = msg`Something went wrong, please try again`;

/** The text shown for a failed submit: translated when the code is known, else the server's message. */
export function identityErrorMessage(i18n: I18n, error: FormError): string {
  const descriptor = Object.hasOwn(IDENTITY_ERROR_DESCRIPTORS, error.code) ? IDENTITY_ERROR_DESCRIPTORS[error.code] : undefined;
  if (descriptor) return i18n._(descriptor);
  if (error.code === 429 || error.code === 500) return translateApiMessage(i18n, HTTP_STATUS_MESSAGES[error.code]);
  return error.message.trim() !== '' ? error.message : i18n._(somethingWentWrong);
}
