// The viewer's numbers. The spec's own (§5, §9: batch of 10, zoom step 0.25, fit 98%, 300 ms,
// 10,240,000 bytes, one file, first page 1) live in @sealens/domain beside their rules and are
// re-exported here, so the viewer has one place to read them from; the rest are ours.
export {
  PDF_FIRST_PAGE,
  PDF_FIT_RATIO,
  PDF_MAX_BYTES,
  PDF_MAX_FILES,
  PDF_PAGE_BATCH_MIN,
  PDF_SCALE_DECIMALS,
  PDF_SCROLL_THROTTLE_MS,
  PDF_ZOOM_STEP,
} from '@sealens/domain';

/** "Auto" fits the width but never enlarges past this (pdf.js's own viewer caps auto at 1.25). */
export const PDF_AUTO_MAX_SCALE = 1.25;
/** The scale before the container has a width (server render, hidden container). */
export const PDF_DEFAULT_SCALE = 1;
/** Thumbnails are drawn this many CSS pixels wide. */
export const PDF_THUMBNAIL_WIDTH = 120;
/** Space between pages, in CSS pixels. */
export const PDF_PAGE_GAP = 12;
/** Pages rendered beyond the visible ones, before and after, so a short scroll finds them drawn. */
export const PDF_RENDER_AHEAD_PAGES = 1;
