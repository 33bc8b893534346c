// Business constants of spec §9. Each one has a test in constants.test.ts that fails if it changes.

/** Header turns from transparent to its scrolled style past this many pixels (spec §2, §9). */
export const HEADER_SCROLL_THRESHOLD_PX = 42;
/** Maximum height of every dropdown menu (spec §2, §9). */
export const DROPDOWN_MAX_HEIGHT_PX = 500;
/** The thin navigation progress bar (spec §9). */
export const PROGRESS_BAR = { throttleMs: 200, durationMs: 5000, hideAfterMs: 500 } as const;
/** A failed chunk load reloads the page at most once per this window (spec §4, §9). */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
/** Locale cookie lifetime: 8760 hours = 365 days (spec §4, §9). */
export const LANGUAGE_COOKIE_DAYS = 365;
/** Footer customer-service phone hours (spec §1, §9). */
export const FOOTER_PHONE_HOURS = ['10:00-12:00', '14:00-19:00'] as const;
/** Bottom tab bar of the mobile site (spec §2, §9). */
export const MOBILE_TAB_COUNT = 4;
/** Toasts on screen at once (spec §8). */
export const TOAST_LIMIT = 1;
/** Dialog widths in pixels (spec §9). */
export const DIALOG_WIDTH = { login: 550, risk: 500, agreement: 720, backfillNotFound: 620, backfillSuccess: 500 } as const;
/** Stacking order of the backfill dialog (spec §2, §9). */
export const BACKFILL_DIALOG_LAYER = 1070;
/** Welcome notice after login (spec §2, §9). */
export const WELCOME_NOTICE = { durationMs: 3000, offsetPx: 76 } as const;
/** About-page smooth scroll offset (spec §2, §9). */
export const ABOUT_SCROLL_OFFSET_PX = 165;
/** localStorage key under which info, history and promote are persisted together (spec §3). */
export const PERSISTED_STORE_KEY = 'sealens-store';
/** Registration channel code of header links that carry an urlCode when the page has none (spec §2). */
export const DEFAULT_URL_CODE = 'sealens';
