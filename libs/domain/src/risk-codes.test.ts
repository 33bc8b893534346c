import { describe, expect, it } from 'vitest';
import {
  isProceedRiskCode,
  isSecurityCheckCode,
  PROCEED_RISK_CODES,
  RISK_CODE_STATES,
  RISK_STATES,
  riskStateOf,
  SECURITY_CHECK_CODES,
} from './risk-codes';

describe('risk codes (spec §4, §8)', () => {
  it('maps every security-check code to its level', () => {
    expect(RISK_CODE_STATES).toEqual({
      90001: 'reset-low',
      90005: 'reset-low',
      90002: 'freeze-low',
      90006: 'freeze-low',
      90003: 'freeze-medium',
      90007: 'freeze-medium',
      90004: 'freeze-high',
      90008: 'freeze-high',
      70001: 'anomalous-low',
      70002: 'remove-low',
    });
    expect([...SECURITY_CHECK_CODES].sort()).toEqual([
      70001, 70002, 90001, 90002, 90003, 90004, 90005, 90006, 90007, 90008,
    ]);
  });

  it('knows the nine risk states of §4', () => {
    expect(RISK_STATES).toEqual([
      'reset-low',
      'freeze-low',
      'freeze-medium',
      'freeze-high',
      'anomalous-low',
      'remove-low',
      'remove-high',
      'auth-qr',
      'auth-message',
    ]);
  });

  it('answers the state of a code, numeric strings included, else undefined', () => {
    expect(riskStateOf(90004)).toBe('freeze-high');
    expect(riskStateOf('90008')).toBe('freeze-high');
    expect(riskStateOf(70001)).toBe('anomalous-low');
    expect(riskStateOf(90009)).toBeUndefined();
    expect(riskStateOf(200)).toBeUndefined();
    expect(riskStateOf('')).toBeUndefined();
    expect(riskStateOf(null)).toBeUndefined();
    expect(isSecurityCheckCode(90002)).toBe(true);
    expect(isSecurityCheckCode(10099)).toBe(false);
  });

  it('has the separate subset 90001, 90005, 70002', () => {
    expect(PROCEED_RISK_CODES).toEqual([90001, 90005, 70002]);
    expect(isProceedRiskCode(90005)).toBe(true);
    expect(isProceedRiskCode('70002')).toBe(true);
    expect(isProceedRiskCode(90002)).toBe(false);
    expect(isProceedRiskCode(70001)).toBe(false);
  });
});
