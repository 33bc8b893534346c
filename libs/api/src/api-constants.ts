// Numbers and markers of spec §7-§9 that the HTTP session rules need. Each has a test that fails
// if it changes (api-constants.test.ts).
import { BUSINESS_CODES } from '@sealens/domain';

// The numbers themselves are business constants of @sealens/domain; re-exported for the api's users.
export { CAPTCHA_RESET_CODES, CLOCK_DRIFT_TOLERANCE_MS, REQUEST_TIMEOUT_MS, SECURITY_CHECK_CODES } from '@sealens/domain';

/** Envelope codes that mean success (spec §8: 200 everywhere; 0 also passes the verify-code check). */
export const SUCCESS_CODES: readonly number[] = [BUSINESS_CODES.success, 0];

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
