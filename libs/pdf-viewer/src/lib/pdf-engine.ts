// What the viewer needs from a PDF library, so the React part never touches pdf.js directly: the
// real engine (pdfjs-engine.ts) is loaded with import() when a viewer opens; tests and stories pass
// a fake one.

/** Where a document comes from: a link, or the bytes of a picked file. */
export type PdfSource = { kind: 'url'; url: string } | { kind: 'data'; data: Uint8Array; name: string };

export interface PdfPageSize {
  /** CSS pixels at scale 1. */
  width: number;
  height: number;
}

export interface PdfRenderTarget {
  canvas: HTMLCanvasElement;
  /** Where the selectable text goes; none for thumbnails. */
  textLayer?: HTMLElement;
  scale: number;
}

export interface PdfRenderTask {
  promise: Promise<void>;
  cancel(): void;
}

export interface PdfPageHandle {
  pageNumber: number;
  size: PdfPageSize;
  render(target: PdfRenderTarget): PdfRenderTask;
}

export interface PdfOutlineItem {
  title: string;
  /** The page the entry leads to; null when its destination cannot be resolved. */
  pageNumber: number | null;
  items: PdfOutlineItem[];
}

export interface PdfDocumentHandle {
  pageCount: number;
  getPage(pageNumber: number): Promise<PdfPageHandle>;
  getOutline(): Promise<PdfOutlineItem[]>;
  destroy(): void;
}

export interface PdfEngine {
  open(source: PdfSource): Promise<PdfDocumentHandle>;
}

export type LoadPdfEngine = () => Promise<PdfEngine>;

/** A render cancelled because its page scrolled away or the scale changed: not a failure. */
export class PdfRenderCancelled extends Error {
  constructor() {
    super('render cancelled');
    this.name = 'PdfRenderCancelled';
  }
}
