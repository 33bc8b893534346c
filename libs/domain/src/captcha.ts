// Slide-captcha constants of spec §4, §8 and §9.

/** The captcha session-id call answers this code on success. */
export const CAPTCHA_SUCCESS_CODE = 200;
/** Language value the captcha widget is created with. */
export const CAPTCHA_LANGUAGE = 1;
/** Codes after which the captcha is reset so the user can retry. */
export const CAPTCHA_RESET_CODES = [16801, 16808, 16809] as const;

export function isCaptchaResetCode(code: unknown): boolean {
  return (CAPTCHA_RESET_CODES as readonly unknown[]).includes(code);
}

/**
 * The local slide captcha's answer carries the piece's trail, [x, y, ms since shown] points; the server
 * refuses a longer one (issue #10 item 12), so the slider never records more.
 */
export const SLIDE_TRAIL_MAX_POINTS = 1000;
