// pdf.js is fetched only when a viewer opens (issue 14): this import() is its own chunk, never part
// of a page's initial bundle, and never reached on the server (a server render shows the frame).
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { PdfEngine } from './pdf-engine';

/** The worker (the largest file) is fetched beside the engine's chunk, not after it. */
function prefetchWorker() {
  if (document.querySelector(`link[rel="prefetch"][href="${workerUrl}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'worker';
  link.href = workerUrl;
  document.head.append(link);
}

let engine: Promise<PdfEngine> | undefined;

export function loadPdfjsEngine(): Promise<PdfEngine> {
  // A constant branch, so the server build drops the import() and pdf.js with it.
  if (import.meta.env.SSR) {
    return Promise.reject(new Error('pdf.js runs in the browser only'));
  } else {
    if (!engine) prefetchWorker();
    engine ??= import('./pdfjs-engine')
      .then((m) => m.createPdfjsEngine())
      .catch((error: unknown) => {
        // A failed chunk load may succeed on retry: do not keep the rejection.
        engine = undefined;
        throw error;
      });
    return engine;
  }
}
