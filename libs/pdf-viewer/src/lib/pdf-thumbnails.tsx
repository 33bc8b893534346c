// The thumbnail preview (spec §2): one small button per page, drawn once its page is fetched.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { PdfPageHandle } from './pdf-engine';
import { throttle } from './throttle';
import { PDF_SCROLL_THROTTLE_MS, PDF_THUMBNAIL_WIDTH } from './viewer-constants';
import { visiblePages, type PageBox } from './visible-pages';

function Thumbnail({ handle }: { handle: PdfPageHandle | undefined }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!handle || !canvas) return;
    const task = handle.render({ canvas, scale: PDF_THUMBNAIL_WIDTH / handle.size.width });
    // A thumbnail that cannot be drawn keeps its number: the page itself reports the failure.
    task.promise.catch(() => undefined);
    return () => task.cancel();
  }, [handle]);
  return <canvas ref={canvasRef} aria-hidden="true" className="block bg-white" style={{ width: PDF_THUMBNAIL_WIDTH }} />;
}

export interface PdfThumbnailsProps {
  id: string;
  pageCount: number;
  currentPage: number;
  pages: Readonly<Record<number, PdfPageHandle>>;
  onSelect: (page: number) => void;
  /** The thumbnails in view (on open and as the list scrolls, every 300 ms at most): their pages are fetched. */
  onVisible: (pages: number[]) => void;
}

export function PdfThumbnails({ id, pageCount, currentPage, pages, onSelect, onVisible }: PdfThumbnailsProps) {
  const { t } = useLingui();
  const listRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const report = () => {
      // Without layout (tests), the current page's thumbnail counts as the one in view.
      if (list.clientHeight === 0) return onVisible([currentPage]);
      const boxes: PageBox[] = [...list.querySelectorAll<HTMLElement>('li[data-thumbnail]')].map((li) => ({
        page: Number(li.dataset['thumbnail']),
        top: li.offsetTop,
        height: li.offsetHeight,
      }));
      onVisible(visiblePages(boxes, { scrollTop: list.scrollTop, height: list.clientHeight }));
    };
    report();
    const handler = throttle(report, PDF_SCROLL_THROTTLE_MS);
    list.addEventListener('scroll', handler, { passive: true });
    return () => {
      handler.cancel();
      list.removeEventListener('scroll', handler);
    };
  }, [onVisible, currentPage]);
  return (
    <nav ref={listRef} id={id} aria-label={t`Thumbnails`} className="relative h-full overflow-y-auto p-3">
      <ol className="flex flex-col items-center gap-3">
        {Array.from({ length: pageCount }, (_, i) => i + 1).map((page) => (
          <li key={page} data-thumbnail={page}>
            <button
              type="button"
              aria-label={t`Go to page ${page}`}
              aria-current={page === currentPage ? 'page' : undefined}
              onClick={() => onSelect(page)}
              className={`flex flex-col items-center gap-1 rounded-md p-1 text-xs outline-none focus-visible:ring-2 focus-visible:ring-focus ${
                page === currentPage ? 'bg-brand-50 text-brand-700 ring-2 ring-brand-600' : 'text-ink-muted hover:bg-surface-muted'
              }`}
            >
              <span className="flex min-h-16 items-center justify-center ring-1 ring-border" style={{ minWidth: PDF_THUMBNAIL_WIDTH }}>
                <Thumbnail handle={pages[page]} />
              </span>
              <span aria-hidden="true">{page}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
