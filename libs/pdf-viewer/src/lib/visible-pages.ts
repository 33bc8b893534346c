// Which pages are in view, from the page boxes' positions in the scrolling container: the current
// page is the one at the top edge (the one filling most of the view when several are short).
import { PDF_FIRST_PAGE } from './viewer-constants';

export interface PageBox {
  page: number;
  top: number;
  height: number;
}

export interface ViewWindow {
  scrollTop: number;
  height: number;
}

export function visiblePages(boxes: readonly PageBox[], view: ViewWindow): number[] {
  const bottom = view.scrollTop + view.height;
  return boxes.filter((b) => b.top < bottom && b.top + b.height > view.scrollTop).map((b) => b.page);
}

/** The page that shows the most of itself in the view; the first page when none shows. */
export function currentPageOf(boxes: readonly PageBox[], view: ViewWindow): number {
  let best = PDF_FIRST_PAGE;
  let bestShown = 0;
  const bottom = view.scrollTop + view.height;
  for (const b of boxes) {
    const shown = Math.min(bottom, b.top + b.height) - Math.max(view.scrollTop, b.top);
    if (shown > bestShown) {
      best = b.page;
      bestShown = shown;
    }
  }
  return best;
}

/** The visible pages widened by `ahead` on each side, within 1..pageCount. */
export function pagesToRender(visible: readonly number[], ahead: number, pageCount: number): number[] {
  if (visible.length === 0) return [];
  const first = Math.max(PDF_FIRST_PAGE, Math.min(...visible) - ahead);
  const last = Math.min(pageCount, Math.max(...visible) + ahead);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
