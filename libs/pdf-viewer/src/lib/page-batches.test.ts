import { batchesFor, batchIndexOf, pageBatch } from './page-batches';
import { PDF_PAGE_BATCH_MIN } from './viewer-constants';

describe('page batches (spec §9: at least 10)', () => {
  it('fetches pages in aligned batches of 10', () => {
    expect(PDF_PAGE_BATCH_MIN).toBe(10);
    expect(pageBatch(0, 25)).toEqual({ index: 0, first: 1, last: 10 });
    expect(pageBatch(1, 25)).toEqual({ index: 1, first: 11, last: 20 });
    expect(pageBatch(2, 25)).toEqual({ index: 2, first: 21, last: 25 });
    expect(batchIndexOf(10)).toBe(0);
    expect(batchIndexOf(11)).toBe(1);
  });
  it('every batch but the last holds at least 10 pages', () => {
    for (const count of [1, 9, 10, 11, 20, 37]) {
      const batches = batchesFor(Array.from({ length: count }, (_, i) => i + 1), count);
      batches.slice(0, -1).forEach((b) => expect(b.last - b.first + 1).toBeGreaterThanOrEqual(10));
      expect(batches.at(-1)?.last).toBe(count);
    }
  });
  it('names each batch once and drops pages outside the document', () => {
    expect(batchesFor([3, 4, 12, 0, 99], 20).map((b) => b.index)).toEqual([0, 1]);
  });
});
