import { describe, expect, it } from 'vitest';

import { MARKET_SCALES } from '../scale';
import { ACCURACY_TARGETS, HEAD_UNITS, measureAccuracy } from './accuracy';

describe('estimate accuracy (issue 33 item 3)', () => {
  it("holds the estimates to the issue's targets against the simulator's truth: daily error of sellers, weekly error of the long tail, the interval's coverage", () => {
    expect(ACCURACY_TARGETS).toEqual({ headMdape: 0.1, tailWeeklyMdape: 0.25, inInterval: 0.8 });
    expect(HEAD_UNITS).toBe(10);
    const table = measureAccuracy({ seed: 20261124, scale: MARKET_SCALES.tiny, from: '2026-10-20', to: '2026-11-12' });
    const { overall } = table;
    expect(overall.headDays).toBeGreaterThan(300);
    expect(overall.tailWeeks).toBeGreaterThan(1000);
    expect(overall.headMdape).not.toBeNull();
    expect(overall.headMdape as number).toBeLessThanOrEqual(ACCURACY_TARGETS.headMdape);
    expect(overall.tailWeeklyMdape as number).toBeLessThanOrEqual(ACCURACY_TARGETS.tailWeeklyMdape);
    expect(overall.inInterval).toBeGreaterThanOrEqual(ACCURACY_TARGETS.inInterval);
    // Every site and level is measured, and the bases add up to every product-day.
    expect(Object.keys(table.bySite)).toHaveLength(9);
    expect(Object.keys(table.byLevel).sort()).toEqual(['1-10', '10+', '<1']);
    expect(Object.values(table.byBasis).reduce((n, v) => n + v, 0)).toBeCloseTo(1, 3);
  }, 300_000);
});
