/** The focus style of libs/ui's controls (WCAG 2.4.7), for the blocks' own links and cells. */
export const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 focus-visible:ring-offset-surface';
/** Inside a scrolling table an offset ring is clipped: the ring is drawn inside the cell. */
export const insetFocusRing = 'outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-inset';
