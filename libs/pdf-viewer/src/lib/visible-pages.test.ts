import { currentPageOf, pagesToRender, visiblePages } from './visible-pages';
import { PDF_RENDER_AHEAD_PAGES } from './viewer-constants';

const boxes = [1, 2, 3, 4, 5].map((page) => ({ page, top: (page - 1) * 110, height: 100 }));

describe('visible pages', () => {
  it('lists the pages crossing the view', () => {
    expect(visiblePages(boxes, { scrollTop: 0, height: 150 })).toEqual([1, 2]);
    expect(visiblePages(boxes, { scrollTop: 215, height: 100 })).toEqual([3]);
  });
  it('takes the page that shows most of itself as the current page', () => {
    expect(currentPageOf(boxes, { scrollTop: 0, height: 150 })).toBe(1);
    expect(currentPageOf(boxes, { scrollTop: 180, height: 150 })).toBe(3);
    expect(currentPageOf([], { scrollTop: 0, height: 150 })).toBe(1);
  });
  it('renders one page ahead on each side, within the document', () => {
    expect(PDF_RENDER_AHEAD_PAGES).toBe(1);
    expect(pagesToRender([3], PDF_RENDER_AHEAD_PAGES, 5)).toEqual([2, 3, 4]);
    expect(pagesToRender([1], PDF_RENDER_AHEAD_PAGES, 5)).toEqual([1, 2]);
    expect(pagesToRender([], PDF_RENDER_AHEAD_PAGES, 5)).toEqual([]);
  });
});
