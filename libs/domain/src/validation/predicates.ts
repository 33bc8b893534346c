// The shared format checks of spec §5 as plain predicates: true only for a number or a string that
// matches. An empty string matches none of them; the schemas let empty values through separately,
// because required-ness is its own rule.
import { LOGIN_PASSWORD_MAX, LOGIN_PASSWORD_MIN, PASSWORD_MAX, PASSWORD_MIN, SMS_CODE_LENGTH } from '../field-limits';

/** Mainland China mobile: optional +86 or 0086, then 11 digits starting with 1. */
export const MAINLAND_MOBILE_PATTERN = /^(?:\+86|0086)?1\d{10}$/;
/** E-mail in its general form: local part, @, dotted domain ending in a 2+ letter TLD. */
export const EMAIL_PATTERN = /^[\w.%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** Han characters only. */
export const CHINESE_PATTERN = /^\p{Script=Han}+$/u;
export const DIGITS_PATTERN = /^\d+$/;
export const ALPHANUMERIC_PATTERN = /^[A-Za-z\d]+$/;
/** Letters and digits, at least one of each. */
export const LETTERS_AND_DIGITS_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]+$/;
export const CAPTCHA_CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);
/** http or https, a host with a top-level domain, optional port, path, query and fragment. */
export const PDF_URL_PATTERN =
  /^https?:\/\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

const matching =
  (pattern: RegExp) =>
  (value: unknown): boolean => {
    const text = asText(value);
    return text !== undefined && pattern.test(text);
  };

const lettersAndDigitsOfLength = (min: number, max: number) => (value: unknown) => {
  const text = asText(value);
  return text !== undefined && text.length >= min && text.length <= max && LETTERS_AND_DIGITS_PATTERN.test(text);
};

export const isMainlandMobile = matching(MAINLAND_MOBILE_PATTERN);
export const isEmail = matching(EMAIL_PATTERN);
export const isChineseOnly = matching(CHINESE_PATTERN);
export const isDigitsOnly = matching(DIGITS_PATTERN);
export const isAlphanumeric = matching(ALPHANUMERIC_PATTERN);
export const isLettersAndDigits = matching(LETTERS_AND_DIGITS_PATTERN);
export const isCaptchaCode = matching(CAPTCHA_CODE_PATTERN);
export const isPdfUrl = matching(PDF_URL_PATTERN);
/** Login password: 6-16 letters and digits, at least one of each ("combined"), case sensitive. */
export const isLoginPassword = lettersAndDigitsOfLength(LOGIN_PASSWORD_MIN, LOGIN_PASSWORD_MAX);
/**
 * Register/reset password strength (the spec names the check but not its rule): 6-32 letters and
 * digits with at least one of each, the login rule widened to the spec's maximum of 32.
 */
export const isStrongPassword = lettersAndDigitsOfLength(PASSWORD_MIN, PASSWORD_MAX);
