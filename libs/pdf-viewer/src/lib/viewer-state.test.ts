import type { PdfDocumentHandle, PdfPageHandle } from './pdf-engine';
import { documentReducer, initialDocumentState, initialPagesState, pagesReducer, renderReducer } from './viewer-state';

const doc = { pageCount: 3 } as PdfDocumentHandle;
const page = (n: number) => ({ pageNumber: n }) as PdfPageHandle;

describe('viewer state', () => {
  it('loads a document and drops answers of older attempts', () => {
    const retried = documentReducer(initialDocumentState, { type: 'retry' });
    expect(documentReducer(retried, { type: 'loaded', attempt: 0, doc })).toBe(retried);
    expect(documentReducer(retried, { type: 'loaded', attempt: 1, doc })).toEqual({ status: 'ready', attempt: 1, doc });
    expect(documentReducer(retried, { type: 'failed', attempt: 1 })).toEqual({ status: 'failed', attempt: 1 });
  });

  it('keeps fetched pages when another batch fails, and clears the failure on retry', () => {
    let s = pagesReducer(initialPagesState, { type: 'request', batch: 0 });
    s = pagesReducer(s, { type: 'loaded', batch: 0, pages: [page(1), page(2)] });
    s = pagesReducer(s, { type: 'request', batch: 1 });
    s = pagesReducer(s, { type: 'failed', batch: 1 });
    expect(Object.keys(s.pages)).toEqual(['1', '2']);
    expect(s.failed).toEqual([1]);
    expect(s.loading).toEqual([]);
    s = pagesReducer(s, { type: 'request', batch: 1 });
    expect(s.failed).toEqual([]);
    expect(s.loading).toEqual([1]);
  });

  it('keeps the result of the latest render only', () => {
    let r = renderReducer({ status: 'idle' }, { type: 'start', scale: 1 });
    r = renderReducer(r, { type: 'start', scale: 1.25 });
    expect(renderReducer(r, { type: 'done', scale: 1 })).toBe(r);
    expect(renderReducer(r, { type: 'done', scale: 1.25 })).toEqual({ status: 'rendered', scale: 1.25 });
    expect(renderReducer(r, { type: 'failed', scale: 1.25 })).toEqual({ status: 'failed', scale: 1.25 });
    expect(renderReducer(r, { type: 'cancelled' })).toEqual({ status: 'idle' });
  });
});
