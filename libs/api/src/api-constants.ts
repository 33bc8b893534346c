// Numbers and markers of spec §7-§9 that the HTTP session rules need. Each has a test that fails
// if it changes (api-constants.test.ts).

/**
 * Request timeout (spec §7, §9). Local because @sealens/domain does not export REQUEST_TIMEOUT_MS
 * yet; move it there (and import it here) once it does.
 */
export const REQUEST_TIMEOUT_MS = 10_000;

/** A server clock ahead of the device by more than this triggers the clock reminder (spec §8, §9). */
export const CLOCK_DRIFT_TOLERANCE_MS = 9 * 60 * 1000;

/** Envelope codes that mean success (spec §8: 200 everywhere; 0 also passes the verify-code check). */
export const SUCCESS_CODES: readonly number[] = [200, 0];

/** Account security-check codes (spec §8): the risk flows handle them, so they are not shown as warnings. */
export const SECURITY_CHECK_CODES: readonly number[] = [
  90001, 90002, 90003, 90004, 90005, 90006, 90007, 90008, 70001, 70002,
];

/** Captcha codes after which the captcha is reset so the user can retry (spec §8, §9). */
export const CAPTCHA_RESET_CODES: readonly number[] = [16801, 16808, 16809];

/** Plain-text body of a 403 that ends the session (spec §8). */
export const RESTRICT_LOGIN = 'RESTRICT_LOGIN';

/**
 * Text found in the HTML page a gateway answers with when it wants a captcha solved first. The
 * platform's captcha script is loaded as `TencentCaptcha`; the reference server's page carries
 * `captcha-verify`. Either one marks the page.
 */
export const CAPTCHA_PAGE_MARKERS: readonly string[] = ['TencentCaptcha', 'captcha-verify'];

/** Text found in the HTML page a gateway answers with when it judges the request a threat. */
export const THREAT_PAGE_MARKERS: readonly string[] = [
  'may pose a threat to the website',
  'threat-intercept',
];
