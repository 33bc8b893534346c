// pdf.js is fetched only when a viewer opens (issue 14): this import() is its own chunk, never part
// of a page's initial bundle, and never reached on the server (a server render shows the frame).
import type { PdfEngine } from './pdf-engine';

let engine: Promise<PdfEngine> | undefined;

export function loadPdfjsEngine(): Promise<PdfEngine> {
  // A constant branch, so the server build drops the import() and pdf.js with it.
  if (import.meta.env.SSR) {
    return Promise.reject(new Error('pdf.js runs in the browser only'));
  } else {
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
