import { describe, expect, it } from 'vitest';
import { SITE_CODES } from './sites';

describe('sites', () => {
  it('has the nine site markets of the spec, in display order', () => {
    expect(SITE_CODES).toEqual(['BR', 'ID', 'MY', 'MX', 'PH', 'SG', 'TW', 'TH', 'VN']);
    expect(SITE_CODES).toHaveLength(9);
    expect(new Set(SITE_CODES).size).toBe(9);
  });
});
