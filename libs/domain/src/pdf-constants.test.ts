import { describe, expect, it } from 'vitest';
import * as c from './pdf-constants';

describe('PDF constants (spec §5, §9)', () => {
  it('keeps every number of the spec', () => {
    expect(c.PDF_PAGE_BATCH_MIN).toBe(10);
    expect(c.PDF_ZOOM_STEP).toBe(0.25);
    expect(c.PDF_SCALE_DECIMALS).toBe(2);
    expect(c.PDF_FIT_RATIO).toBe(0.98);
    expect(c.PDF_SCROLL_THROTTLE_MS).toBe(300);
    expect(c.PDF_MAX_BYTES).toBe(10240000);
    expect(c.PDF_MAX_FILES).toBe(1);
    expect(c.PDF_FIRST_PAGE).toBe(1);
  });
});
