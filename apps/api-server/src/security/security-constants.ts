// The reference server's security numbers (DESIGN.md §3, spec §4, §8, §9). Each one has a test that
// fails if it changes (security-constants.test.ts pins the values, the module tests pin behaviour).
// Numbers the spec gives come from @sealens/domain, shared with the sites; the rest are ours.
import { ANTI_BOT_SESSION_ID_LENGTH, QR_LIFETIME_MS, SLIDE_TRAIL_MAX_POINTS, SMS_CODE_LENGTH, SMS_RESEND_COUNTDOWN_S } from '@sealens/domain';

// ---- Passwords (password.ts) ----
/** scrypt cost parameters of every new hash. */
export const SCRYPT_N = 16_384;
export const SCRYPT_R = 8;
export const SCRYPT_P = 1;
/** Random salt per password hash, in bytes. */
export const PASSWORD_SALT_BYTES = 16;
/** Derived key length, in bytes. */
export const PASSWORD_KEY_BYTES = 64;

// ---- Access tokens (access-token.ts) ----
/** Default access-token lifetime: 7 days. Clients check `exp * 1000` (spec §4). */
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/** A signing secret must have at least this many bytes (HS256 wants a key as long as its hash). */
export const MIN_TOKEN_SECRET_BYTES = 32;
/** Random bytes of the generated secret kept in `server_settings`. */
export const GENERATED_TOKEN_SECRET_BYTES = 32;
/** `server_settings` key of the generated secret. */
export const TOKEN_SECRET_SETTING_KEY = 'access-token-secret';

// ---- SMS codes (sms-codes.ts) ----
/** SMS codes have exactly this many digits (spec §5, §9). */
export const SMS_CODE_DIGITS = SMS_CODE_LENGTH;
/** A code is accepted for this long after it was sent. */
export const SMS_CODE_TTL_SECONDS = 5 * 60;
/** Per phone: no new code until this long after the last send (spec §4, §9: 60 s countdown). */
export const SMS_RESEND_COOLDOWN_SECONDS = SMS_RESEND_COUNTDOWN_S;
/** The sliding window of the hourly send limits. */
export const SMS_SEND_WINDOW_SECONDS = 60 * 60;
/** Sends per phone within the window. */
export const SMS_MAX_SENDS_PER_MOBILE = 5;
/** Sends per client IP within the window. */
export const SMS_MAX_SENDS_PER_IP = 5;
/** Wrong tries after which a code is dead, even for the right code. */
export const SMS_CODE_MAX_WRONG_TRIES = 5;

// ---- Slide captcha (captcha.ts) ----
/** Session ids have this many URL-safe characters (spec §3, §9: anti-bot session id of 16). */
export const CAPTCHA_SESSION_ID_LENGTH = ANTI_BOT_SESSION_ID_LENGTH;
/** Width and height of the captcha picture; the slider track is as wide as the picture. */
export const CAPTCHA_TRACK_WIDTH_PX = 300;
export const CAPTCHA_TRACK_HEIGHT_PX = 150;
/** The puzzle piece is a square of this size (its left edge is the x the user slides to). */
export const CAPTCHA_PIECE_SIZE_PX = 40;
/** The target x (piece's left edge) is drawn uniformly from this inclusive range. */
export const CAPTCHA_TARGET_MIN_X = 40;
export const CAPTCHA_TARGET_MAX_X = CAPTCHA_TRACK_WIDTH_PX - CAPTCHA_PIECE_SIZE_PX; // 260
/** The piece's y (top edge) is drawn from this inclusive range. */
export const CAPTCHA_PIECE_MIN_Y = 10;
export const CAPTCHA_PIECE_MAX_Y = CAPTCHA_TRACK_HEIGHT_PX - CAPTCHA_PIECE_SIZE_PX - 10; // 100
/** How far from the target an answer may land and still pass. */
export const CAPTCHA_TOLERANCE_PX = 6;
/** A session must be answered within this long. */
export const CAPTCHA_SESSION_TTL_SECONDS = 2 * 60;
/** A solved session's ticket must be redeemed within this long. */
export const CAPTCHA_TICKET_TTL_SECONDS = 5 * 60;
/**
 * Plausibility of an answer (slide-trail.ts). A person needs time to see the picture, find the gap and
 * move the piece: an answer sooner than this after the picture was drawn is refused (server clock).
 */
export const CAPTCHA_MIN_ANSWER_MS = 800;
/** The piece's movement, from its first to its last recorded position, lasts at least this long. */
export const CAPTCHA_MIN_MOVE_MS = 250;
/** A trail longer than this is refused (a 10 s drag sampled every frame is about 600 points). */
export const CAPTCHA_TRAIL_MAX_POINTS = SLIDE_TRAIL_MAX_POINTS;
/** Client and server clocks tick apart by a little: the trail may claim this much more time than the server saw. */
export const CAPTCHA_CLOCK_SLACK_MS = 250;

// ---- QR scenes (qr-scenes.ts) ----
/** A scene lives this long (spec §4, §9: QR destroyed after 60 s). */
export const QR_SCENE_TTL_SECONDS = QR_LIFETIME_MS / 1000;
/** After an unknown user's scan, register-and-bind may claim the scene for this long. */
export const QR_BIND_WINDOW_SECONDS = 10 * 60;

// ---- Login risk (login-guard.ts) ----
/** This many wrong passwords ... */
export const LOGIN_FAILURE_LIMIT = 5;
/**
 * ... within this window lock password logins of the account (70001) until the oldest of those
 * failures is this old (issue #10 item 4: time-bound, never for good), or until an SMS or scan
 * verification clears them.
 */
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
/** From this many recent wrong passwords on, a password login needs a solved captcha (issue #10 item 4). */
export const LOGIN_CAPTCHA_AFTER_FAILURES = 3;
/**
 * Answers that say whether a phone is registered, per client address and hour, shared by
 * `/user/hasUserByMobile` and the captcha-gated SMS sends (issue #25 item 6: 300 answers in 0.86 s).
 * The SMS login form asks once per phone typed; a person needs a few.
 */
export const EXISTENCE_ANSWERS_PER_HOUR = 20;
export const EXISTENCE_ANSWER_WINDOW_SECONDS = 60 * 60;
/** Spec §8: anomalous-low (password login only: verify by messaging-app scan or SMS); blocking.
 * (@sealens/domain maps codes to risk states but names no single code; the test checks these two.) */
export const RISK_CODE_ANOMALOUS_LOW = 70001;
/** Spec §8: reset-low (non-usual device: advise a password change); proceed-type. */
export const RISK_CODE_RESET_LOW = 90001;
