// Input lengths of spec §5 and §9, shared by the validation schemas and the inputs' maxLength.

/** Phone input: 11 digits of a mainland mobile number. */
export const PHONE_MAX = 11;
/** SMS and captcha codes are exactly this many digits. */
export const SMS_CODE_LENGTH = 6;
/** Login password length range (spec §5). */
export const LOGIN_PASSWORD_MIN = 6;
export const LOGIN_PASSWORD_MAX = 16;
/** Register/reset password: the spec gives only the maximum; the minimum is ours, equal to login's. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;
/**
 * Longest product/shop search the search boxes take (spec silent): a marketplace link with its
 * tracking query fits; anything longer is not a link we can parse.
 */
export const SEARCH_INPUT_MAX_LENGTH = 512;
