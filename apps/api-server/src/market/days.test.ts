import { describe, expect, it } from 'vitest';

import { addDays, isDay, marketToday } from './days';

describe('market days', () => {
  it('takes real calendar days only, and never throws on an impossible one', () => {
    expect(isDay('2026-11-24')).toBe(true);
    expect(isDay('2024-02-29')).toBe(true);
    for (const value of ['2026-13-01', '2026-00-10', '2026-02-30', '2025-02-29', '2026-11-24T00:00', '26-11-24', '', null, 20261124]) {
      expect(isDay(value)).toBe(false);
    }
  });

  it('counts days across months and the China-time midnight', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(marketToday(new Date('2026-11-24T15:59:59Z'))).toBe('2026-11-24');
    expect(marketToday(new Date('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
  });
});
