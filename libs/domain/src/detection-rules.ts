// Explosion detection (issue 16 item 3): when a product is flagged, shared by the server that flags
// it and the page that says why. Our numbers (the spec names the pages only).

/** Soaring: 7-day sales at least this many percent above the 7 days before. */
export const DETECTION_SOARING_GROWTH_PERCENT = 50;
/** Hot selling: among the first this many of its site and category by 7-day sales. */
export const DETECTION_HOT_RANK = 100;
/** Entries a member's detection history keeps (the oldest beyond are dropped). */
export const DETECTION_HISTORY_MAX = 100;
/**
 * A ranking's pages reach this many rows at most (100 pages of 20): deeper rows say nothing a
 * seller acts on, and every page stays one short index read (a page 50,000 would read a million).
 */
export const RANKING_MAX_ROWS = 2_000;
