import { describe, expect, it } from 'vitest';
import { PLAN_DURATIONS, PLAN_TIERS, PLANS, planOf } from './plans';

describe('plans (spec §9)', () => {
  it('maps every plan id of the spec to its tier and duration', () => {
    const table = Object.fromEntries(
      Object.entries(PLANS).map(([id, p]) => [id, p.duration ? `${p.tier} ${p.duration}` : p.tier]),
    );
    expect(table).toEqual({
      4: 'starter month',
      7: 'starter month',
      5: 'starter quarter',
      8: 'starter quarter',
      6: 'starter year',
      9: 'starter year',
      10: 'operation month',
      11: 'operation quarter',
      12: 'operation year',
      13: 'ultimate month',
      14: 'ultimate quarter',
      15: 'ultimate year',
      114: 'professional month',
      115: 'professional quarter',
      116: 'professional year',
      16: 'trial',
      50: 'operation renewal-card',
      51: 'ultimate renewal-card',
      117: 'professional renewal-card',
    });
  });

  it('has the labels of the spec', () => {
    expect(PLAN_TIERS).toEqual(['starter', 'operation', 'ultimate', 'professional', 'trial']);
    expect(PLAN_DURATIONS).toEqual(['month', 'quarter', 'year', 'renewal-card']);
  });

  it('looks plans up by number or numeric string and answers undefined for unknown ids', () => {
    expect(planOf(16)).toEqual({ tier: 'trial' });
    expect(planOf('117')).toEqual({ tier: 'professional', duration: 'renewal-card' });
    expect(planOf(1)).toBeUndefined();
    expect(planOf(17)).toBeUndefined();
    expect(planOf(4.5)).toBeUndefined();
    expect(planOf('toString')).toBeUndefined();
    expect(planOf(null)).toBeUndefined();
    expect(planOf(undefined)).toBeUndefined();
    expect(planOf('')).toBeUndefined();
  });
});
