// The PDF viewer of spec §2. Importing this costs no pdf.js: the engine is fetched with import()
// when a viewer mounts in the browser.
export { PdfViewer, type PdfViewerProps } from './lib/pdf-viewer';
export { PdfReader, type PdfReaderProps } from './lib/pdf-reader';
export { PdfSourcePicker, type PdfSourcePickerProps, type PdfSourceProvider } from './lib/pdf-source-picker';
export { loadPdfjsEngine } from './lib/load-pdf-engine';
export type { LoadPdfEngine, PdfEngine, PdfDocumentHandle, PdfOutlineItem, PdfPageHandle, PdfSource } from './lib/pdf-engine';
