/**
 * The focus style of libs/ui's controls (WCAG 2.4.7), for the blocks' own links and cells: one theme
 * class (libs/ui theme.css) for `outline-none focus-visible:ring-2 focus-visible:ring-focus
 * focus-visible:ring-offset-2 focus-visible:ring-offset-surface`, which a page repeats in every link.
 */
export const focusRing = 'focus-ring';
/** Inside a scrolling table an offset ring is clipped: the ring is drawn inside the cell (`…ring-inset`). */
export const insetFocusRing = 'focus-ring-inset';
