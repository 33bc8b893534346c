/** The one focus style of every interactive control, so keyboard focus always looks the same (WCAG 2.4.7). */
export const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 focus-visible:ring-offset-surface';
