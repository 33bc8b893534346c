// Login and session numbers of spec §4, §7 and §9. Each has a test in session-constants.test.ts.

/** Every request gives up after this long (spec §7, §9). */
export const REQUEST_TIMEOUT_MS = 10_000;
/** A server date ahead of the device by more than this shows the clock reminder (spec §8, §9). */
export const CLOCK_DRIFT_TOLERANCE_MS = 9 * 60 * 1000;
/** A visitor's next click after this long opens the registration pop-up (spec §4, §9). */
export const REGISTRATION_POPUP_DELAY_MS = 150_000;
/** The login QR is polled this often (spec §4, §9). */
export const QR_POLL_INTERVAL_MS = 1_000;
/** ... and destroyed after this long (spec §4, §9). */
export const QR_LIFETIME_MS = 60_000;
/** The SMS button counts down this many seconds before a resend (spec §4, §9). */
export const SMS_RESEND_COUNTDOWN_S = 60;
/** After identity auth succeeds the page reloads after this countdown (spec §4, §9). */
export const AUTH_SUCCESS_COUNTDOWN_S = 3;
/** Risk SMS verification is debounced by this much (spec §4, §9). */
export const RISK_SMS_DEBOUNCE_MS = 300;
/** After "binding successful" the page reloads after this delay (spec §4). */
export const BIND_SUCCESS_RELOAD_DELAY_MS = 100;
/** Length of the anti-bot fingerprint session id (spec §3, §9). */
export const ANTI_BOT_SESSION_ID_LENGTH = 16;
/** Data fetches resolve no sooner than this, so loaders do not flicker (spec §9). */
export const DATA_FETCH_MIN_DELAY_MS = 200;
/** Tenant sent with login, registration and reset calls (spec §3, §9). */
export const TENANT_ID = 1;
/** Channel ids of spec §9. */
export const CHANNEL_IDS = [2, 6] as const;
/**
 * The channel the sites log in through: the login QR's channelId and the access token's
 * checkChannelId (spec §7). Spec §9 lists 2 and 6 without saying which names which: the first.
 */
export const SITE_CHANNEL_ID = CHANNEL_IDS[0];
/** The product's short app name: the identity-service `{app}` and the token entry name (spec §3, §9). */
export const APP_NAME = 'sealens';
