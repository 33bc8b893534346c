import { describe, expect, it } from 'vitest';
import { BRAND_RANKING_DEFAULT_DAY_OR_WEEK, FRONT_IMAGE_SHOW_ADDRESS } from './home-constants';

describe('home call constants (spec §9)', () => {
  it('keeps every number of the spec', () => {
    expect(BRAND_RANKING_DEFAULT_DAY_OR_WEEK).toBe(1);
    expect(FRONT_IMAGE_SHOW_ADDRESS).toBe(1);
  });
});
