import { describe, expect, it } from 'vitest';
import { clampPage, fitScale, isAcceptablePdfFile, zoomIn, zoomOut } from './pdf-rules';

describe('PDF rules (spec §5)', () => {
  it('zooms by 0.25 and ignores zoom out at or below the step', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomOut(0.5)).toBe(0.25);
    expect(zoomOut(0.25)).toBe(0.25);
    expect(zoomOut(0.2)).toBe(0.2);
    expect(zoomOut(0.26)).toBe(0.01);
  });
  it('floors scales to 2 decimals', () => {
    expect(zoomIn(1.006)).toBe(1.25);
    expect(zoomIn(0.999)).toBe(1.24);
  });
  it('fits 98% of the container', () => {
    expect(fitScale(1000, 500)).toBe(1.96);
    expect(fitScale(1000, 0)).toBe(1);
  });
  it('keeps the page between 1 and the page count', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(6, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(3, 0)).toBe(1);
  });
  it('accepts PDFs up to 10,240,000 bytes', () => {
    expect(isAcceptablePdfFile({ name: 'a.pdf', type: 'application/pdf', size: 10_240_000 })).toBe(true);
    expect(isAcceptablePdfFile({ name: 'a.pdf', type: 'application/pdf', size: 10_240_001 })).toBe(false);
    expect(isAcceptablePdfFile({ name: 'a.PDF', type: '', size: 1 })).toBe(true);
    expect(isAcceptablePdfFile({ name: 'a.png', type: 'image/png', size: 1 })).toBe(false);
  });
});
