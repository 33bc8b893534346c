// The frame of a home widget that is not a ranking table: its heading, switches, body and the day
// its figures describe. While loading, the body keeps the height it will have (no layout shift);
// a failed load says so in the reader's language and offers to try again (spec §8).
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cx } from '../shared/cx';
import { LoadFailed } from '../shared/load-failed';
import { FigureDate } from '../shared/figure-date';

export interface WidgetFrameProps {
  title: string;
  /** Switches shown beside the heading. */
  actions?: ReactNode;
  /** "YYYY-MM-DD" the figures describe (market widgets). */
  date?: string;
  loading: boolean;
  failed?: boolean;
  onRetry?: () => void;
  /** Height the body keeps while loading (a Tailwind min-height class). */
  minHeight: string;
  className?: string;
  children: ReactNode;
  testId?: string;
}

export function WidgetFrame({ title, actions, date, loading, failed = false, onRetry, minHeight, className, children, testId }: WidgetFrameProps) {
  return (
    <section className={cx('flex flex-col gap-3', className)} aria-label={title} data-testid={testId}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {actions && <div className="flex flex-wrap items-end gap-3">{actions}</div>}
      </div>
      <div className={cx('relative', minHeight)} aria-busy={loading}>
        {failed ? (
          <LoadFailed message={<Trans>This part could not be loaded.</Trans>} onRetry={onRetry} />
        ) : loading ? (
          <span className="absolute inset-0 animate-pulse rounded-lg bg-surface-sunken" aria-hidden="true" />
        ) : (
          children
        )}
      </div>
      {date && <FigureDate date={date} />}
    </section>
  );
}
