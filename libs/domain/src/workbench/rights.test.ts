import { describe, expect, it } from 'vitest';
import { CONTRAST_MAX, CONTRAST_MIN, cutOf, PREVIEW_HISTORY_DAYS, PREVIEW_ROWS, rightsOf, rowDepthFor, tierUnlocking, WORKBENCH_RIGHTS } from './rights';

describe('workbench rights table (issue 26 item 2)', () => {
  it('holds each tier’s numbers', () => {
    expect(WORKBENCH_RIGHTS).toEqual({
      visitor: { rowDepth: 10, historyDays: 7, exportsPerDay: 0, follows: 0, rules: 0, contrastWidth: 0, savedViews: 0, allCategories: false },
      expired: { rowDepth: 10, historyDays: 7, exportsPerDay: 0, follows: 0, rules: 0, contrastWidth: 0, savedViews: 0, allCategories: false },
      trial: { rowDepth: 50, historyDays: 30, exportsPerDay: 1, follows: 5, rules: 3, contrastWidth: 2, savedViews: 3, allCategories: false },
      starter: { rowDepth: 150, historyDays: 90, exportsPerDay: 5, follows: 20, rules: 10, contrastWidth: 3, savedViews: 10, allCategories: false },
      operation: { rowDepth: 500, historyDays: 180, exportsPerDay: 20, follows: 100, rules: 30, contrastWidth: 4, savedViews: 30, allCategories: true },
      ultimate: { rowDepth: 2000, historyDays: 365, exportsPerDay: 50, follows: 300, rules: 100, contrastWidth: 6, savedViews: 100, allCategories: true },
      professional: { rowDepth: 10000, historyDays: 550, exportsPerDay: 200, follows: 1000, rules: 300, contrastWidth: 6, savedViews: 300, allCategories: true },
    });
    expect([PREVIEW_ROWS, PREVIEW_HISTORY_DAYS, CONTRAST_MIN, CONTRAST_MAX]).toEqual([10, 7, 2, 6]);
  });

  it('never gives a dearer plan less than a cheaper one', () => {
    const order = ['trial', 'starter', 'operation', 'ultimate', 'professional'] as const;
    for (let i = 1; i < order.length; i += 1) {
      const [cheap, dear] = [WORKBENCH_RIGHTS[order[i - 1] ?? 'trial'], WORKBENCH_RIGHTS[order[i] ?? 'trial']];
      for (const key of ['rowDepth', 'historyDays', 'exportsPerDay', 'follows', 'rules', 'contrastWidth', 'savedViews'] as const) expect(dear[key]).toBeGreaterThanOrEqual(cheap[key]);
    }
  });

  it('gives a visitor and an expired member the preview', () => {
    expect(rightsOf({ tier: null, expired: false }).level).toBe('visitor');
    expect(rightsOf({ tier: 'ultimate', expired: true })).toMatchObject({ level: 'expired', rowDepth: 10, exportsPerDay: 0 });
    expect(rightsOf({ tier: 'operation', expired: false })).toMatchObject({ level: 'operation', rowDepth: 500 });
  });

  it('opens a category to a plan without every category only when it was bought', () => {
    const trial = rightsOf({ tier: 'trial', expired: false });
    expect(rowDepthFor(trial, new Set([3]), 3)).toEqual({ depth: 50, reason: 'plan' });
    expect(rowDepthFor(trial, new Set([3]), 4)).toEqual({ depth: 10, reason: 'category' });
    expect(rowDepthFor(trial, new Set(), undefined)).toEqual({ depth: 50, reason: 'plan' });
    expect(rowDepthFor(rightsOf({ tier: 'operation', expired: false }), new Set(), 4)).toEqual({ depth: 500, reason: 'plan' });
    expect(rowDepthFor(rightsOf({ tier: null, expired: false }), new Set(), undefined)).toEqual({ depth: 10, reason: 'login' });
  });

  it('says why an answer was cut and which plan shows more', () => {
    expect(cutOf({ depth: 50, reason: 'plan' }, 40)).toBeUndefined();
    expect(cutOf({ depth: 50, reason: 'plan' }, 2000)).toEqual({ reason: 'plan', allowed: 50, available: 2000, unlockTier: 'starter' });
    expect(cutOf({ depth: 500, reason: 'plan' }, 2000)).toEqual({ reason: 'plan', allowed: 500, available: 2000, unlockTier: 'ultimate' });
    expect(cutOf({ depth: 10000, reason: 'plan' }, 20000)).toEqual({ reason: 'plan', allowed: 10000, available: 20000 });
    expect(cutOf({ depth: 10, reason: 'login' }, 20000)).toEqual({ reason: 'login', allowed: 10, available: 20000 });
    expect(cutOf({ depth: 30, reason: 'plan' }, 180, 'historyDays')).toEqual({ reason: 'plan', allowed: 30, available: 180, unlockTier: 'starter' });
    expect(tierUnlocking('contrastWidth', 5)).toBe('ultimate');
  });
});
