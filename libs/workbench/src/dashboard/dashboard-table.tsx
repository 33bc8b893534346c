// The frame the analysis dashboards' tables share (the event marketing and live blocks): a box that
// scrolls sideways on a narrow screen, the table named by its caption for screen readers, one header
// row and the body; and what their cells share: the cell and header classes, a name that links to its
// explanation (through the page's router when it gives one) and a share drawn as a bar beside its
// percent.
import { formatNumber, type LocaleCode } from '@sealens/domain';
import type { ReactNode } from 'react';
import { cx } from '../shared/cx';
import { focusRing } from '../shared/focus-ring';
import { tableFrameClass } from '../shared/table-frame';

export const dashboardCell = 'border-b border-border p-2';
export const dashboardHead = 'border-b border-border bg-surface-muted p-2 text-xs font-semibold text-ink-muted';
/**
 * A row's name (its th): 9 rem at least, so on a 390 px phone the table scrolls in its frame instead of
 * squeezing the names to a word a line (the event marketing slots' and the live tables', session 8's
 * screenshots in Thai).
 */
export const dashboardRowHead = `${dashboardCell} min-w-36 text-left font-normal`;
const linkClass = cx('font-medium text-brand-700 underline-offset-2 hover:underline', focusRing);

/** How a page renders an internal link (its router's), given the address and the link's content. */
export type RenderLink = (href: string, children: ReactNode) => ReactNode;

/** A row's name linking to its address; plain text without one. */
export function DashboardLink({ href, renderLink, children }: { href: string | undefined; renderLink?: RenderLink; children: ReactNode }) {
  if (!href) return <>{children}</>;
  return renderLink ? (
    <>{renderLink(href, children)}</>
  ) : (
    <a href={href} className={linkClass}>
      {children}
    </a>
  );
}

export interface DashboardTableProps {
  caption: string;
  /** The header row's cells. */
  head: ReactNode;
  children: ReactNode;
  /** Marks the table for the page's tests and styles (`data-campaign-list`, `data-live-list`). */
  data?: Record<`data-${string}`, string>;
}

/** One dashboard table: scrolling box, caption, header row and body. */
export function DashboardTable({ caption, head, children, data }: DashboardTableProps) {
  return (
    <div className={tableFrameClass}>
      <table className="w-full border-separate border-spacing-0 text-sm" {...data}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A share in percent: a bar (decorative, clamped to 0-100) beside its figure with one decimal. */
export function ShareBar({ share, locale }: { share: number; locale: LocaleCode }) {
  return (
    <span className="flex items-center justify-end gap-2">
      <span aria-hidden="true" className="block h-2 w-20 overflow-hidden rounded bg-surface-muted">
        <span className="block h-2 bg-brand-500" style={{ width: `${Math.max(0, Math.min(100, share))}%` }} />
      </span>
      {formatNumber(share, { locale, decimals: 1 })}%
    </span>
  );
}
