// valibot schemas for the form fields of spec §5. Each reports the VALIDATION_MESSAGES text of the
// rule it breaks; the first issue is the one a form shows. Format checks let '' through so that an
// empty field only ever reports its "required" message.
import * as v from 'valibot';
import { PASSWORD_MAX, PHONE_MAX } from '../field-limits';
import { VALIDATION_MESSAGES as M, type ValidationMessage } from './messages';
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

/** Phone and code values drop every whitespace character (spec §5); forms apply it as you type. */
export const stripWhitespace = (value: string): string => value.replace(/\s+/g, '');
const emptyOr = (check: (value: string) => boolean) => (value: string) => value === '' || check(value);

function phoneSchema(formatMessage: ValidationMessage) {
  return v.pipe(
    v.string(M.phoneRequired),
    v.transform(stripWhitespace),
    v.nonEmpty(M.phoneRequired),
    v.maxLength(PHONE_MAX, formatMessage),
    v.check(emptyOr(isMainlandMobile), formatMessage),
  );
}

/** Phone on registration screens: required, whitespace stripped, at most 11, mainland mobile. */
export const PhoneSchema = phoneSchema(M.phoneFormat);
/** Phone on identity-service screens (login, reset, risk): same rule, their own format message. */
export const IdentityPhoneSchema = phoneSchema(M.mobileFormat);

/** SMS or captcha code: required, whitespace stripped, exactly 6 digits. */
export const SmsCodeSchema = v.pipe(
  v.string(M.codeRequired),
  v.transform(stripWhitespace),
  v.nonEmpty(M.codeRequired),
  v.check(emptyOr(isCaptchaCode), M.codeLength),
);

/** Login password: required, 6-16 letters and digits combined. Not trimmed: spaces are wrong. */
export const LoginPasswordSchema = v.pipe(
  v.string(M.passwordRequired),
  v.nonEmpty(M.passwordRequired),
  v.check(emptyOr(isLoginPassword), M.loginPassword),
);

/** Register/reset password: required, at most 32, strength (6-32 letters and digits combined). */
export const PasswordSchema = v.pipe(
  v.string(M.passwordRequired),
  v.nonEmpty(M.passwordRequired),
  v.maxLength(PASSWORD_MAX, M.passwordMax),
  v.check(emptyOr(isStrongPassword), M.passwordStrength),
);

export const ConfirmPasswordSchema = v.pipe(v.string(M.confirmRequired), v.nonEmpty(M.confirmRequired));

/**
 * Password with its confirmation. A mismatch is reported on `confirmPassword`, and only once the
 * confirmation is filled in (an empty one already says "please enter password again").
 */
export const PasswordPairSchema = v.pipe(
  v.object({ password: PasswordSchema, confirmPassword: ConfirmPasswordSchema }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.confirmPassword === '' || input.password === input.confirmPassword,
      M.confirmMismatch,
    ),
    ['confirmPassword'],
  ),
);

const formatSchema = (check: (value: string) => boolean, message: ValidationMessage) =>
  v.pipe(v.string(message), v.check(emptyOr(check), message));

// The shared format checks as schemas (empty passes).
export const MainlandMobileSchema = formatSchema(isMainlandMobile, M.mobileFormat);
export const EmailSchema = formatSchema(isEmail, M.emailFormat);
export const ChineseOnlySchema = formatSchema(isChineseOnly, M.chineseOnly);
export const DigitsOnlySchema = formatSchema(isDigitsOnly, M.digitsOnly);
export const AlphanumericSchema = formatSchema(isAlphanumeric, M.lettersOrDigitsOnly);
export const LettersAndDigitsSchema = formatSchema(isLettersAndDigits, M.lettersAndDigits);
export const CaptchaCodeSchema = formatSchema(isCaptchaCode, M.codeLength);

/** PDF link (checked on enter or blur): surrounding spaces ignored, then http(s) with host and TLD. */
export const PdfUrlSchema = v.pipe(v.string(M.pdfUrl), v.trim(), v.check(emptyOr(isPdfUrl), M.pdfUrl));
