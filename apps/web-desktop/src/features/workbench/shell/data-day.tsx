// "Data up to 27 Nov 2026": the day the market data describes, in the reader's language (the top bar
// from 1,024 px, the phone's account popover and scope button).
import { Trans, useLingui } from '@lingui/react/macro';
import { shellDay } from './shell-day';

export function DataDay({ day, className, testId }: { day: string; className?: string; testId?: string }) {
  const { i18n } = useLingui();
  return (
    <span className={className} data-testid={testId}>
      <Trans>
        Data up to <time dateTime={day}>{shellDay(day, i18n.locale)}</time>
      </Trans>
    </span>
  );
}
