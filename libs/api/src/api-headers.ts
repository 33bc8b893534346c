// Header names the sites send (spec §6, §7). One place, so the reference server can import them.

/** Milliseconds since the epoch when the request left the device (anti-risk). */
export const ANTI_TIMESTAMP_HEADER = 'x-anti-timestamp';
/** Token from the anti-bot fingerprint provider (anti-risk). */
export const ANTI_TOKEN_HEADER = 'x-anti-token';
/** Always sent, always empty (spec §7). */
export const ANONYMOUS_ID_HEADER = 'x-anonymous-id';
/** Standard bearer header, only on the calls auth-rules.ts lists as `bearer`. */
export const AUTHORIZATION_HEADER = 'authorization';
/** The extra control header that travels with the bearer token (spec §6). */
export const AUTH_CONTROL_HEADER = 'x-client-control';
export const AUTH_CONTROL_VALUE = '1';
/** Fixed API key sent when removing a question or a reply (spec §6). */
export const API_KEY_HEADER = 'x-api-key';
/** Marks a call as checked for verification codes; the server may answer with a security-check code. */
export const VERIFY_CODE_HEADER = 'x-verify-code';
export const VERIFY_CODE_VALUE = '1';
