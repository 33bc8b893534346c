// The PDF viewer of spec §2: a document from a link or a file's bytes, pages drawn as they scroll
// into view (fetched in batches of 10, scroll handled every 300 ms at most), selectable text, the
// outline, thumbnails, zoom and fit, and the failures of spec §8 each with a retry. pdf.js itself is
// loaded with import() when a viewer mounts in the browser (load-pdf-engine.ts); the server renders
// the frame with its loading state.
import { Trans } from '@lingui/react/macro';
import { Button, Spinner } from '@sealens/ui';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { loadPdfjsEngine } from './load-pdf-engine';
import { batchesFor, batchIndexOf, pageBatch } from './page-batches';
import type { LoadPdfEngine, PdfDocumentHandle, PdfPageSize, PdfSource } from './pdf-engine';
import { PdfOutline } from './pdf-outline';
import { PdfPageView } from './pdf-page-view';
import { PdfThumbnails } from './pdf-thumbnails';
import { PdfToolbar } from './pdf-toolbar';
import { throttle, type Throttled } from './throttle';
import { initialViewState, viewReducer } from './view-state';
import { PDF_PAGE_GAP, PDF_RENDER_AHEAD_PAGES, PDF_SCROLL_THROTTLE_MS } from './viewer-constants';
import { documentReducer, initialDocumentState, initialPagesState, pagesReducer, type OutlineState } from './viewer-state';
import { currentPageOf, pagesToRender, visiblePages, type PageBox } from './visible-pages';

/** A page's box before any page is fetched: A4 in points. */
const PLACEHOLDER_SIZE: PdfPageSize = { width: 595, height: 842 };

export interface PdfViewerProps {
  source: PdfSource;
  /** The document's name for assistive technology (a report's title, a file's name). */
  title: string;
  /** Where pdf.js comes from; tests and stories pass a fake engine. */
  loadEngine?: LoadPdfEngine;
  /** Height of the page area (CSS); the toolbar sits above it. */
  height?: string;
}

const sourceIds = new WeakMap<object, number>();
let nextSourceId = 0;
function sourceKey(source: PdfSource): string {
  if (source.kind === 'url') return `url:${source.url}`;
  if (!sourceIds.has(source.data)) sourceIds.set(source.data, ++nextSourceId);
  return `data:${sourceIds.get(source.data)}`;
}

/** A new source is a new viewer: page, scale and panels start over. */
export function PdfViewer(props: PdfViewerProps) {
  return <DocumentViewer key={sourceKey(props.source)} {...props} />;
}

function DocumentViewer({ source, title, loadEngine = loadPdfjsEngine, height = '80vh' }: PdfViewerProps) {
  const [docState, dispatchDoc] = useReducer(documentReducer, initialDocumentState);
  const [pagesState, dispatchPages] = useReducer(pagesReducer, initialPagesState);
  const [view, dispatchView] = useReducer(viewReducer, initialViewState);
  const [outline, setOutline] = useState<OutlineState>({ status: 'loading' });
  const [shown, setShown] = useState<number[]>([1]);
  const [scrollRequest, setScrollRequest] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const pageRefs = useRef(new Map<number, HTMLDivElement>());
  const requested = useRef(new Set<number>());
  const panelIds = { thumbnails: useId(), outline: useId() };
  const doc = docState.status === 'ready' ? docState.doc : undefined;
  const attempt = docState.attempt;

  // Open the document (again on retry). A late answer for a closed viewer closes its document.
  useEffect(() => {
    let live = true;
    let opened: PdfDocumentHandle | undefined;
    loadEngine()
      .then((engine) => engine.open(source))
      .then(
        (handle) => {
          if (!live) return handle.destroy();
          opened = handle;
          dispatchDoc({ type: 'loaded', attempt, doc: handle });
          dispatchView({ type: 'pageCount', pageCount: handle.pageCount });
          handle.getOutline().then(
            (items) => live && setOutline({ status: 'ready', items }),
            () => live && setOutline({ status: 'failed' }),
          );
        },
        () => live && dispatchDoc({ type: 'failed', attempt }),
      );
    return () => {
      live = false;
      opened?.destroy();
    };
  }, [source, attempt, loadEngine]);

  // A batch is asked for once; after a failure only its retry asks again.
  const fetchBatch = useCallback(
    (index: number, retry = false) => {
      if (!doc || (requested.current.has(index) && !retry)) return;
      requested.current.add(index);
      const { first, last } = pageBatch(index, doc.pageCount);
      dispatchPages({ type: 'request', batch: index });
      Promise.all(Array.from({ length: last - first + 1 }, (_, i) => doc.getPage(first + i))).then(
        (pages) => dispatchPages({ type: 'loaded', batch: index, pages }),
        () => dispatchPages({ type: 'failed', batch: index }),
      );
    },
    [doc],
  );

  const pageCount = doc?.pageCount ?? 0;
  const fetchPagesOf = useCallback(
    (pages: number[]) => {
      for (const batch of batchesFor(pages, pageCount)) fetchBatch(batch.index);
    },
    [fetchBatch, pageCount],
  );
  const toRender = useMemo(() => pagesToRender(shown, PDF_RENDER_AHEAD_PAGES, pageCount), [shown, pageCount]);
  // Fetch what is about to be drawn.
  useEffect(() => {
    for (const batch of batchesFor(toRender, pageCount)) fetchBatch(batch.index);
  }, [toRender, pageCount, fetchBatch]);

  const firstSize = pagesState.pages[1]?.size ?? Object.values(pagesState.pages)[0]?.size ?? PLACEHOLDER_SIZE;
  const sizeOf = (page: number) => pagesState.pages[page]?.size ?? firstSize;

  // Which pages are in view, from the page boxes (a container without layout shows the current page).
  const measure = useCallback(
    (followPage: boolean, target?: number) => {
      const container = scrollRef.current;
      if (!container || pageCount === 0) return;
      if (container.clientHeight === 0) return setShown((s) => (target ? [target] : s.length ? s : [1]));
      const boxes: PageBox[] = [];
      for (const [page, el] of pageRefs.current) boxes.push({ page, top: el.offsetTop, height: el.offsetHeight });
      boxes.sort((a, b) => a.page - b.page);
      const viewWindow = { scrollTop: container.scrollTop, height: container.clientHeight };
      setShown(visiblePages(boxes, viewWindow));
      if (followPage) dispatchView({ type: 'goTo', page: currentPageOf(boxes, viewWindow) });
    },
    [pageCount],
  );
  // Scrolling by hand moves the page number and draws what comes into view, every 300 ms at most.
  const throttledScroll = useRef<Throttled<[]> | null>(null);
  useEffect(() => {
    const container = scrollRef.current;
    if (!container) return;
    const handler = throttle(() => measure(true), PDF_SCROLL_THROTTLE_MS);
    throttledScroll.current = handler;
    container.addEventListener('scroll', handler, { passive: true });
    return () => {
      handler.cancel();
      container.removeEventListener('scroll', handler);
    };
  }, [measure]);

  const scrollToPage = useCallback(
    (page: number) => {
      const container = scrollRef.current;
      const el = pageRefs.current.get(page);
      if (!container || !el) return;
      throttledScroll.current?.cancel();
      container.scrollTop = el.offsetTop - PDF_PAGE_GAP;
      measure(false, page);
    },
    [measure],
  );

  // Navigation and zoom scroll the current page to the top; scrolling by hand only moves the page number.
  const firstLayout = useRef(true);
  useLayoutEffect(() => {
    if (firstLayout.current) {
      firstLayout.current = false;
      return;
    }
    scrollToPage(view.page);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a request or a new scale only, not when scrolling moves the page
  }, [scrollRequest, view.scale]);

  const navigate = useCallback((action: Parameters<typeof dispatchView>[0]) => {
    dispatchView(action);
    setScrollRequest((n) => n + 1);
  }, []);

  // Fit to the container (spec §5: 98%), now and whenever the container changes width.
  const fitNow = useCallback(
    (fit: 'width' | 'auto') => {
      const container = scrollRef.current;
      dispatchView({ type: 'fit', fit, containerWidth: container?.clientWidth ?? 0, pageWidth: firstSize.width });
    },
    [firstSize.width],
  );
  const fitMode = view.fit;
  useEffect(() => {
    if (!doc || fitMode === 'manual') return;
    fitNow(fitMode);
    const container = scrollRef.current;
    if (!container || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => fitNow(fitMode));
    observer.observe(container);
    return () => observer.disconnect();
  }, [doc, fitMode, fitNow]);

  // Spec §2 keyboard use: arrows and PageUp/PageDown move pages (not while typing in a field).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!doc || (event.target as HTMLElement).closest('input, select, textarea')) return;
    const forward = ['ArrowDown', 'ArrowRight', 'PageDown'].includes(event.key);
    const back = ['ArrowUp', 'ArrowLeft', 'PageUp'].includes(event.key);
    if (!forward && !back) return;
    event.preventDefault();
    navigate({ type: forward ? 'next' : 'previous' });
  };

  const hasOutline = outline.status === 'ready' && outline.items.length > 0;
  const failedBatches = pagesState.failed;

  return (
    // Keyboard shortcuts of the whole viewer (its controls are native buttons and fields).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrows and PageUp/PageDown move pages from anywhere in the viewer
    <div className="flex flex-col overflow-hidden rounded-xl bg-surface ring-1 ring-border" onKeyDown={onKeyDown} data-testid="pdf-viewer">
      <PdfToolbar
        ready={!!doc}
        page={view.page}
        pageCount={pageCount}
        scale={view.scale}
        fit={view.fit}
        panel={view.panel}
        hasOutline={hasOutline}
        thumbnailsId={panelIds.thumbnails}
        outlineId={panelIds.outline}
        onGoTo={(page) => navigate({ type: 'goTo', page })}
        onPrevious={() => navigate({ type: 'previous' })}
        onNext={() => navigate({ type: 'next' })}
        onZoomIn={() => dispatchView({ type: 'zoomIn' })}
        onZoomOut={() => dispatchView({ type: 'zoomOut' })}
        onFit={fitNow}
        onPanel={(panel) => dispatchView({ type: 'panel', panel })}
      />
      <div className="flex min-h-0" style={{ height }}>
        {doc && view.panel === 'thumbnails' && (
          <div className="w-44 shrink-0 border-r border-border bg-surface-muted">
            <PdfThumbnails
              id={panelIds.thumbnails}
              pageCount={pageCount}
              currentPage={view.page}
              pages={pagesState.pages}
              onSelect={(page) => navigate({ type: 'goTo', page })}
              onVisible={fetchPagesOf}
            />
          </div>
        )}
        {outline.status === 'ready' && hasOutline && view.panel === 'outline' && (
          <div className="w-56 shrink-0 border-r border-border bg-surface-muted">
            <PdfOutline id={panelIds.outline} items={outline.items} onSelect={(page) => navigate({ type: 'goTo', page })} />
          </div>
        )}
        <div
          ref={scrollRef}
          // A scrolling region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
          tabIndex={0}
          role="region"
          aria-label={title}
          aria-busy={docState.status === 'loading'}
          className="relative min-w-0 flex-1 overflow-auto bg-surface-sunken outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset"
        >
          {docState.status === 'loading' && (
            <div className="flex h-full items-center justify-center gap-2 text-sm text-ink-muted" data-testid="pdf-loading">
              <Spinner decorative />
              <Trans>Loading PDF…</Trans>
            </div>
          )}
          {docState.status === 'failed' && (
            <div role="alert" className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
              <p className="text-danger-700">
                <Trans>Failed to retrieve PDF</Trans>
              </p>
              <Button variant="secondary" onClick={() => dispatchDoc({ type: 'retry' })}>
                <Trans>Try again</Trans>
              </Button>
            </div>
          )}
          {doc && (
            <div className="flex flex-col items-center px-1" style={{ gap: PDF_PAGE_GAP, paddingBlock: PDF_PAGE_GAP }}>
              {Array.from({ length: pageCount }, (_, i) => i + 1).map((page) => {
                const batch = batchIndexOf(page);
                const batchFailed = failedBatches.includes(batch) && !pagesState.pages[page];
                const first = pageBatch(batch, pageCount).first;
                if (batchFailed && page !== first) return null;
                if (batchFailed) {
                  return (
                    <div key={`batch-${batch}`} role="alert" className="flex w-full max-w-md flex-col items-center gap-3 rounded-xl bg-surface p-6 text-center ring-1 ring-border">
                      <p className="text-danger-700">
                        <Trans>Failed to retrieve pages</Trans>
                      </p>
                      <Button variant="secondary" onClick={() => fetchBatch(batch, true)}>
                        <Trans>Try again</Trans>
                      </Button>
                    </div>
                  );
                }
                return (
                  <PdfPageView
                    key={page}
                    ref={(el) => {
                      if (el) pageRefs.current.set(page, el);
                      else pageRefs.current.delete(page);
                    }}
                    pageNumber={page}
                    handle={pagesState.pages[page]}
                    size={sizeOf(page)}
                    scale={view.scale}
                    active={toRender.includes(page)}
                  />
                );
              })}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
