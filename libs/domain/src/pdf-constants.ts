// PDF viewer and uploader numbers of spec §5 and §9.

/** Pages are fetched in batches of at least this many. */
export const PDF_PAGE_BATCH_MIN = 10;
/** Zoom in and out by this much; zoom out is ignored at or below it. */
export const PDF_ZOOM_STEP = 0.25;
/** Scales are floored to this many decimals. */
export const PDF_SCALE_DECIMALS = 2;
/** "Fit" uses this share of the container width. */
export const PDF_FIT_RATIO = 0.98;
/** Scroll handling is throttled to this interval. */
export const PDF_SCROLL_THROTTLE_MS = 300;
/** Upload limit: about 10,240,000 bytes. */
export const PDF_MAX_BYTES = 10_240_000;
/** The uploader takes one file. */
export const PDF_MAX_FILES = 1;
/** The paginator's first page. */
export const PDF_FIRST_PAGE = 1;
