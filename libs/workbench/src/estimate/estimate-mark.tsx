// The mark beside an estimated figure (issue 33 item 4): every figure says whether it is measured or
// estimated. Estimated figures (units, sales value, their growth and what is made from them) carry
// this mark; measured ones (price, rating, reviews, likes, a search word's counters) carry none. The
// mark is a link to the method page; hovering or focusing it tells "Estimated" and, where the answer
// states one, the interval the true figure should lie in.
//
// In a ranking row it is one <a> per cell: the Radix tooltip around it (a chunk of its own,
// estimate-tooltip.tsx) is only loaded and mounted once the pointer or focus first reaches a mark,
// and its content only while it is open, so 2,000 rows pay for an anchor and a state each. The
// anchor is empty and carries no classes: its look and its glyph (the picture of estimate-glyph.tsx,
// as a mask) are the `[data-estimate-mark]` rule of libs/ui's theme.css. Drawn inline, a mark was
// ~530 bytes of a server-rendered page (a class list and an SVG), 55 KB of a 50-row ranking's
// 390 KB (issue 28); now it is ~100.
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const EstimateTooltip = lazy(() => import('./estimate-tooltip'));

/** The workbench's method page, where every mark leads. */
export const METHOD_HREF = '/workbench/method';

export interface EstimateMarkProps {
  /** The interval the true figure should lie in, written as the figure is (low, high). */
  range?: readonly [string, string];
  /** A row cell's mark: out of the tab order, as the grid's other links (its keyboard walks the cells). */
  tabIndex?: number;
  href?: string;
  /**
   * A column header's mark: hidden from assistive technology so the header's name stays the column's
   * (the page's data-day stamp says in words which figures are estimated); pointer users still get it.
   */
  decorative?: boolean;
  /**
   * A TikTok Shop figure holding a day of the last 3, which the import revises as later passes arrive
   * (issue 33): the tooltip says so.
   */
  revisable?: boolean;
  className?: string;
}

export function EstimateMark({ range, tabIndex, href = METHOD_HREF, decorative = false, revisable = false, className }: EstimateMarkProps) {
  const { t } = useLingui();
  // How the mark was first reached: the tooltip mounts then (and focus is given back to the new anchor).
  const [armed, setArmed] = useState<'pointer' | 'focus' | null>(null);
  const anchorRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (armed === 'focus') anchorRef.current?.focus();
  }, [armed]);

  const anchor = (
    <a
      ref={anchorRef}
      href={href}
      tabIndex={decorative ? -1 : tabIndex}
      aria-hidden={decorative || undefined}
      aria-label={decorative ? undefined : t`Estimated: how we estimate`}
      data-estimate-mark=""
      onPointerEnter={armed ? undefined : () => setArmed('pointer')}
      onFocus={armed ? undefined : () => setArmed('focus')}
      className={className}
    />
  );
  if (!armed) return anchor;
  return (
    <Suspense fallback={anchor}>
      <EstimateTooltip anchor={anchor} anchorRef={anchorRef} range={range} revisable={revisable} focus={armed === 'focus'} />
    </Suspense>
  );
}
