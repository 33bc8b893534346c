// The estimate mark's picture (estimate-mark.tsx), apart so the method article draws it without the tooltip's code.
import { cx } from '../shared/cx';

/**
 * "≈" drawn, not written: the mark adds nothing to a cell's or a header's text (exports, copies and
 * the tests that read them see the figure alone); its name is the link's label.
 */
export function EstimateGlyph({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className={cx('size-3', className)} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
      <path d="M2 4.6c1.3-1.3 2.7-1.3 4 0s2.7 1.3 4 0M2 8.4c1.3-1.3 2.7-1.3 4 0s2.7 1.3 4 0" />
    </svg>
  );
}
