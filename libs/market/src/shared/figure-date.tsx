// DESIGN §4: every figure says which day it describes.
import { Trans } from '@lingui/react/macro';
import { cx } from './cx';

export interface FigureDateProps {
  /** "YYYY-MM-DD", the day the figures describe. */
  date: string;
  /** Adds ", refreshed daily" (spec §1: data refreshed every 24 hours). */
  daily?: boolean;
  className?: string;
}

export function FigureDate({ date, daily = false, className }: FigureDateProps) {
  return (
    <p className={cx('text-xs text-ink-muted', className)} data-figure-date={date}>
      {daily ? <Trans>Data of {date}, refreshed daily</Trans> : <Trans>Data of {date}</Trans>}
    </p>
  );
}
