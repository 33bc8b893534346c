import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('spec §9 constants', () => {
  it('keeps every number of the spec', () => {
    expect(c.HEADER_SCROLL_THRESHOLD_PX).toBe(42);
    expect(c.DROPDOWN_MAX_HEIGHT_PX).toBe(500);
    expect(c.PROGRESS_BAR).toEqual({ throttleMs: 200, durationMs: 5000, hideAfterMs: 500 });
    expect(c.CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    expect(c.LANGUAGE_COOKIE_DAYS * 24).toBe(8760);
    expect(c.FOOTER_PHONE_HOURS).toEqual(['10:00-12:00', '14:00-19:00']);
    expect(c.MOBILE_TAB_COUNT).toBe(4);
    expect(c.TOAST_LIMIT).toBe(1);
    expect(c.DIALOG_WIDTH).toEqual({ login: 550, risk: 500, agreement: 720, backfillNotFound: 620, backfillSuccess: 500 });
    expect(c.BACKFILL_DIALOG_LAYER).toBe(1070);
    expect(c.WELCOME_NOTICE).toEqual({ durationMs: 3000, offsetPx: 76 });
    expect(c.ABOUT_SCROLL_OFFSET_PX).toBe(165);
  });
});
