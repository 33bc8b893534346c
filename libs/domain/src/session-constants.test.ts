import { describe, expect, it } from 'vitest';
import * as c from './session-constants';

describe('login and session constants (spec §4, §9)', () => {
  it('keeps every number of the spec', () => {
    expect(c.REQUEST_TIMEOUT_MS).toBe(10000);
    expect(c.CLOCK_DRIFT_TOLERANCE_MS).toBe(540000);
    expect(c.REGISTRATION_POPUP_DELAY_MS).toBe(150000);
    expect(c.QR_POLL_INTERVAL_MS).toBe(1000);
    expect(c.QR_LIFETIME_MS).toBe(60000);
    expect(c.SMS_RESEND_COUNTDOWN_S).toBe(60);
    expect(c.AUTH_SUCCESS_COUNTDOWN_S).toBe(3);
    expect(c.RISK_SMS_DEBOUNCE_MS).toBe(300);
    expect(c.BIND_SUCCESS_RELOAD_DELAY_MS).toBe(100);
    expect(c.ANTI_BOT_SESSION_ID_LENGTH).toBe(16);
    expect(c.DATA_FETCH_MIN_DELAY_MS).toBe(200);
    expect(c.TENANT_ID).toBe(1);
    expect(c.CHANNEL_IDS).toEqual([2, 6]);
    expect(c.APP_NAME).toBe('sealens');
  });
});
