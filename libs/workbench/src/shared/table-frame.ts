// The frame a wide table scrolls in. `relative` makes it the containing block of what its cells hold
// positioned absolutely: a screen-reader-only text (`sr-only` is absolute) inside a frame that is not
// one is placed against the page and, far right in a wide table, made a 390 px phone's page scroll
// sideways (877 px with the monitors' follows table, 479 px with the competition tables). A rule of its
// own, not a global one on every overflow-*-auto: that moved the login dialog's corner button.
export const tableFrameClass = 'relative overflow-x-auto';
/** The same for a frame that scrolls both ways (a table with a sticky header inside a bounded height). */
export const tableFrameBothClass = 'relative overflow-auto';
