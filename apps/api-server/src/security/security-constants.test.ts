import { isProceedRiskCode, riskStateOf } from '@sealens/domain';
import { describe, expect, it } from 'vitest';

import { addSeconds, cryptoRandom, randomUrlSafe } from './random';
import * as constants from './security-constants';

describe('security constants', () => {
  it('pins every number (DESIGN.md §3; spec §4, §8, §9)', () => {
    expect({ ...constants }).toEqual({
      SCRYPT_N: 16_384,
      SCRYPT_R: 8,
      SCRYPT_P: 1,
      PASSWORD_SALT_BYTES: 16,
      PASSWORD_KEY_BYTES: 64,
      ACCESS_TOKEN_TTL_SECONDS: 604_800,
      MIN_TOKEN_SECRET_BYTES: 32,
      GENERATED_TOKEN_SECRET_BYTES: 32,
      TOKEN_SECRET_SETTING_KEY: 'access-token-secret',
      SMS_CODE_DIGITS: 6,
      SMS_CODE_TTL_SECONDS: 300,
      SMS_RESEND_COOLDOWN_SECONDS: 60,
      SMS_SEND_WINDOW_SECONDS: 3600,
      SMS_MAX_SENDS_PER_MOBILE: 5,
      SMS_MAX_SENDS_PER_IP: 5,
      SMS_CODE_MAX_WRONG_TRIES: 5,
      CAPTCHA_SESSION_ID_LENGTH: 16,
      CAPTCHA_TRACK_WIDTH_PX: 300,
      CAPTCHA_TRACK_HEIGHT_PX: 150,
      CAPTCHA_PIECE_SIZE_PX: 40,
      CAPTCHA_TARGET_MIN_X: 40,
      CAPTCHA_TARGET_MAX_X: 260,
      CAPTCHA_PIECE_MIN_Y: 10,
      CAPTCHA_PIECE_MAX_Y: 100,
      CAPTCHA_TOLERANCE_PX: 6,
      CAPTCHA_SESSION_TTL_SECONDS: 120,
      CAPTCHA_TICKET_TTL_SECONDS: 300,
      CAPTCHA_MIN_ANSWER_MS: 800,
      CAPTCHA_MIN_MOVE_MS: 250,
      CAPTCHA_TRAIL_MAX_POINTS: 1000,
      CAPTCHA_CLOCK_SLACK_MS: 250,
      QR_SCENE_TTL_SECONDS: 60,
      QR_BIND_WINDOW_SECONDS: 600,
      LOGIN_FAILURE_LIMIT: 5,
      LOGIN_FAILURE_WINDOW_SECONDS: 900,
      LOGIN_CAPTCHA_AFTER_FAILURES: 3,
      EXISTENCE_ANSWERS_PER_HOUR: 20,
      EXISTENCE_ANSWER_WINDOW_SECONDS: 3600,
      RISK_CODE_ANOMALOUS_LOW: 70001,
      RISK_CODE_RESET_LOW: 90001,
    });
  });

  it('uses risk codes the client reads as anomalous-low (blocking) and reset-low (proceed)', () => {
    expect(riskStateOf(constants.RISK_CODE_ANOMALOUS_LOW)).toBe('anomalous-low');
    expect(isProceedRiskCode(constants.RISK_CODE_ANOMALOUS_LOW)).toBe(false);
    expect(riskStateOf(constants.RISK_CODE_RESET_LOW)).toBe('reset-low');
    expect(isProceedRiskCode(constants.RISK_CODE_RESET_LOW)).toBe(true);
  });

  it('keeps the captcha piece inside the picture wherever the gap lands', () => {
    expect(constants.CAPTCHA_TARGET_MAX_X + constants.CAPTCHA_PIECE_SIZE_PX).toBeLessThanOrEqual(constants.CAPTCHA_TRACK_WIDTH_PX);
    expect(constants.CAPTCHA_PIECE_MAX_Y + constants.CAPTCHA_PIECE_SIZE_PX).toBeLessThanOrEqual(constants.CAPTCHA_TRACK_HEIGHT_PX);
    // The gap never overlaps the piece's starting place at x = 0 by more than the tolerance.
    expect(constants.CAPTCHA_TARGET_MIN_X).toBeGreaterThan(constants.CAPTCHA_TOLERANCE_PX);
  });
});

describe('random helpers', () => {
  it('randomUrlSafe gives exactly the asked length from the base64url alphabet', () => {
    for (const length of [1, 5, 12, 16, 22, 27, 32]) {
      const value = randomUrlSafe(cryptoRandom, length);
      expect(value).toHaveLength(length);
      expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    }
    expect(randomUrlSafe(cryptoRandom, 16)).not.toBe(randomUrlSafe(cryptoRandom, 16));
  });

  it('addSeconds moves a date by seconds', () => {
    expect(addSeconds(new Date('2030-01-01T00:00:00Z'), 90).toISOString()).toBe('2030-01-01T00:01:30.000Z');
    expect(addSeconds(new Date('2030-01-01T00:00:00Z'), -0.5).toISOString()).toBe('2029-12-31T23:59:59.500Z');
  });
});
