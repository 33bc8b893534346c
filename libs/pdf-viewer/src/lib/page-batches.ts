// Pages are fetched from the document in batches of at least PDF_PAGE_BATCH_MIN (spec §9): the
// batch of a page is the aligned run of 10 that holds it (1-10, 11-20, ...), the last one shorter.
import { PDF_FIRST_PAGE, PDF_PAGE_BATCH_MIN } from './viewer-constants';

export interface PageBatch {
  /** 0-based batch number. */
  index: number;
  first: number;
  last: number;
}

export function batchIndexOf(page: number): number {
  return Math.floor((page - PDF_FIRST_PAGE) / PDF_PAGE_BATCH_MIN);
}

export function pageBatch(index: number, pageCount: number): PageBatch {
  const first = index * PDF_PAGE_BATCH_MIN + PDF_FIRST_PAGE;
  return { index, first, last: Math.min(pageCount, first + PDF_PAGE_BATCH_MIN - 1) };
}

/** The batches holding `pages`, each once, in page order; pages outside 1..pageCount are dropped. */
export function batchesFor(pages: readonly number[], pageCount: number): PageBatch[] {
  const indices = new Set<number>();
  for (const page of pages) if (page >= PDF_FIRST_PAGE && page <= pageCount) indices.add(batchIndexOf(page));
  return [...indices].sort((a, b) => a - b).map((index) => pageBatch(index, pageCount));
}
