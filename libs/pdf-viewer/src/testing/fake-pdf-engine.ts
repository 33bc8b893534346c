// A PDF engine without pdf.js for tests and stories: pages of a fixed size that draw their number,
// with failures to order (the document, a batch of pages, one page's drawing) and a delay.
import type { LoadPdfEngine, PdfDocumentHandle, PdfEngine, PdfOutlineItem, PdfPageHandle, PdfRenderTask } from '../lib/pdf-engine';

export interface FakePdfOptions {
  pageCount?: number;
  width?: number;
  height?: number;
  outline?: PdfOutlineItem[];
  /** The document never opens ("Failed to retrieve PDF"). */
  failOpen?: boolean;
  /** Pages that cannot be fetched ("Failed to retrieve pages"); their whole batch fails. */
  failPages?: readonly number[];
  /** Pages that cannot be drawn ("Failed to render page N"). */
  failRender?: readonly number[];
  /** Failures happen this many times, then the call succeeds (a retry works); default: always. */
  failTimes?: number;
  /** Milliseconds before each answer; a negative delay never answers (the loading state). */
  delayMs?: number;
}

export interface FakePdfEngine extends PdfEngine {
  load: LoadPdfEngine;
  calls: { open: number; getPage: number[]; render: number[] };
}

export const DEMO_OUTLINE: PdfOutlineItem[] = [
  { title: 'Summary', pageNumber: 1, items: [] },
  { title: 'Market figures', pageNumber: 2, items: [{ title: '市场概览 (Market overview)', pageNumber: 3, items: [] }] },
];

export function createFakePdfEngine(options: FakePdfOptions = {}): FakePdfEngine {
  const { pageCount = 5, width = 400, height = 560, outline = [], delayMs = 0 } = options;
  const calls: FakePdfEngine['calls'] = { open: 0, getPage: [], render: [] };
  const failures = new Map<string, number>();
  const fails = (key: string, applies: boolean) => {
    if (!applies) return false;
    const count = failures.get(key) ?? 0;
    failures.set(key, count + 1);
    return options.failTimes === undefined || count < options.failTimes;
  };
  const later = <T>(answer: () => T): Promise<T> =>
    new Promise((resolve, reject) => {
      if (delayMs < 0) return;
      setTimeout(() => {
        try {
          resolve(answer());
        } catch (error) {
          reject(error);
        }
      }, delayMs);
    });

  const page = (pageNumber: number): PdfPageHandle => ({
    pageNumber,
    size: { width, height },
    render({ canvas, textLayer, scale }): PdfRenderTask {
      calls.render.push(pageNumber);
      let cancelled = false;
      const promise = later(() => {
        if (cancelled) throw new Error('cancelled');
        if (fails(`render-${pageNumber}`, options.failRender?.includes(pageNumber) ?? false)) throw new Error(`cannot draw page ${pageNumber}`);
        canvas.width = Math.floor(width * scale);
        canvas.height = Math.floor(height * scale);
        canvas.style.width = `${canvas.width}px`;
        canvas.style.height = `${canvas.height}px`;
        const ctx = typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent) ? null : canvas.getContext('2d');
        if (ctx) {
          ctx.fillStyle = '#ffffff';
          ctx.fillRect(0, 0, canvas.width, canvas.height);
          ctx.fillStyle = '#1f2937';
          ctx.font = `${Math.round(28 * scale)}px sans-serif`;
          ctx.fillText(`Page ${pageNumber}`, 24 * scale, 56 * scale);
        }
        if (textLayer) {
          const span = document.createElement('span');
          span.textContent = `Page ${pageNumber} text`;
          textLayer.replaceChildren(span);
        }
      });
      return { promise, cancel: () => (cancelled = true) };
    },
  });

  const doc: PdfDocumentHandle = {
    pageCount,
    getPage: (pageNumber) => {
      calls.getPage.push(pageNumber);
      return later(() => {
        if (fails(`page-${pageNumber}`, options.failPages?.includes(pageNumber) ?? false)) throw new Error(`cannot fetch page ${pageNumber}`);
        return page(pageNumber);
      });
    },
    getOutline: () => later(() => outline),
    destroy: () => undefined,
  };

  const engine: FakePdfEngine = {
    calls,
    open: () => {
      calls.open += 1;
      return later(() => {
        if (fails('open', options.failOpen ?? false)) throw new Error('not a PDF');
        return doc;
      });
    },
    load: () => Promise.resolve(engine),
  };
  return engine;
}
