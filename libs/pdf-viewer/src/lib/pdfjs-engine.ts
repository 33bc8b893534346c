// The real engine over pdfjs-dist 6. Loaded with import() (load-pdf-engine.ts): this module, pdf.js
// and the text layer's styles form the viewer's own chunk; the worker is a separate file.
// The cMaps (Chinese, Japanese and Korean encodings) and the standard fonts are copied into every
// site's build under `pdfjs/` by tools/vite/pdfjs-assets.ts and fetched by pdf.js when a file needs them.
import { getDocument, GlobalWorkerOptions, RenderingCancelledException, TextLayer, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import './text-layer.css';
import { PdfRenderCancelled, type PdfDocumentHandle, type PdfEngine, type PdfOutlineItem, type PdfPageHandle, type PdfRenderTarget } from './pdf-engine';

/** Where the build puts pdf.js's data files (see tools/vite/pdfjs-assets.ts). */
export const PDFJS_ASSET_DIR = 'pdfjs';

type OutlineNode = Awaited<ReturnType<PDFDocumentProxy['getOutline']>>[number];

function assetUrl(folder: string): string {
  return new URL(`${import.meta.env.BASE_URL}${PDFJS_ASSET_DIR}/${folder}/`, window.location.href).href;
}

async function pageNumberOf(doc: PDFDocumentProxy, dest: OutlineNode['dest']): Promise<number | null> {
  try {
    const explicit = typeof dest === 'string' ? await doc.getDestination(dest) : dest;
    const ref = explicit?.[0];
    if (ref === undefined || ref === null) return null;
    const index = typeof ref === 'number' ? ref : await doc.getPageIndex(ref as Parameters<PDFDocumentProxy['getPageIndex']>[0]);
    return index + 1;
  } catch {
    return null;
  }
}

async function outlineOf(doc: PDFDocumentProxy, nodes: OutlineNode[] | null): Promise<PdfOutlineItem[]> {
  if (!nodes) return [];
  return Promise.all(
    nodes.map(async (node) => ({
      title: node.title,
      pageNumber: await pageNumberOf(doc, node.dest),
      items: await outlineOf(doc, node.items as OutlineNode[]),
    })),
  );
}

function renderPage(page: Awaited<ReturnType<PDFDocumentProxy['getPage']>>, { canvas, textLayer, scale }: PdfRenderTarget) {
  const viewport = page.getViewport({ scale });
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.style.width = `${Math.floor(viewport.width)}px`;
  canvas.style.height = `${Math.floor(viewport.height)}px`;
  const task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
  let text: TextLayer | undefined;
  const drawText = async () => {
    if (!textLayer) return;
    textLayer.replaceChildren();
    textLayer.style.setProperty('--scale-factor', String(scale));
    textLayer.style.setProperty('--total-scale-factor', String(scale));
    text = new TextLayer({ textContentSource: page.streamTextContent(), container: textLayer, viewport });
    await text.render();
  };
  const promise = Promise.all([task.promise, drawText()]).then(
    () => undefined,
    (error: unknown) => {
      throw error instanceof RenderingCancelledException ? new PdfRenderCancelled() : error;
    },
  );
  return {
    promise,
    cancel: () => {
      task.cancel();
      text?.cancel();
    },
  };
}

export function createPdfjsEngine(): PdfEngine {
  GlobalWorkerOptions.workerSrc = workerUrl;
  return {
    async open(source) {
      const task = getDocument({
        ...(source.kind === 'url' ? { url: source.url } : { data: source.data }),
        cMapUrl: assetUrl('cmaps'),
        cMapPacked: true,
        standardFontDataUrl: assetUrl('standard_fonts'),
        enableXfa: false,
      });
      const doc = await task.promise;
      const handle: PdfDocumentHandle = {
        pageCount: doc.numPages,
        async getPage(pageNumber): Promise<PdfPageHandle> {
          const page = await doc.getPage(pageNumber);
          const viewport = page.getViewport({ scale: 1 });
          return {
            pageNumber,
            size: { width: viewport.width, height: viewport.height },
            render: (target) => renderPage(page, target),
          };
        },
        getOutline: async () => outlineOf(doc, await doc.getOutline()),
        destroy: () => void task.destroy(),
      };
      return handle;
    },
  };
}
