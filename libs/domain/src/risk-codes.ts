// Account security-check codes and risk states of spec §4 and §8.

/** Every risk state the dialogs know (spec §4); some have no code of their own. */
export const RISK_STATES = [
  'reset-low',
  'freeze-low',
  'freeze-medium',
  'freeze-high',
  'anomalous-low',
  'remove-low',
  'remove-high',
  'auth-qr',
  'auth-message',
] as const;
export type RiskState = (typeof RISK_STATES)[number];

/** Security-check code to risk level (spec §8). */
export const RISK_CODE_STATES: Readonly<Record<number, RiskState>> = {
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
};

export const SECURITY_CHECK_CODES: readonly number[] = Object.keys(RISK_CODE_STATES).map(Number);

/**
 * The "separate subset" of spec §8. Its states are exactly the ones whose dialog offers to carry on
 * (reset-low: normal use; remove-low: continue), so we read it as the proceed-type codes of §4: the
 * login completes and the risk dialog is shown. Every other security-check code blocks the login.
 */
export const PROCEED_RISK_CODES = [90001, 90005, 70002] as const;

export function riskStateOf(code: unknown): RiskState | undefined {
  const key = typeof code === 'string' && code.trim() !== '' ? Number(code) : code;
  return typeof key === 'number' && Object.hasOwn(RISK_CODE_STATES, key) ? RISK_CODE_STATES[key] : undefined;
}

export function isSecurityCheckCode(code: unknown): boolean {
  return riskStateOf(code) !== undefined;
}

export function isProceedRiskCode(code: unknown): boolean {
  const key = typeof code === 'string' ? Number(code) : code;
  return (PROCEED_RISK_CODES as readonly unknown[]).includes(key);
}
