import { describe, expect, it } from 'vitest';
import { DETECTION_HISTORY_MAX, DETECTION_HOT_RANK, DETECTION_SOARING_GROWTH_PERCENT } from './detection-rules';

describe('explosion detection rules', () => {
  it('flags soaring from +50%, hot within the top 100, and keeps 100 history entries', () => {
    expect(DETECTION_SOARING_GROWTH_PERCENT).toBe(50);
    expect(DETECTION_HOT_RANK).toBe(100);
    expect(DETECTION_HISTORY_MAX).toBe(100);
  });
});
