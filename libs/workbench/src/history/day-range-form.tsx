// "Any range" of an item's history (issue 26 item 4, the explanation page): a first and a last day
// in native date inputs (a keyboard and every screen reader know them, a phone opens its own
// picker), checked before they are sent; and what the range held, summed. Loaded on demand
// (`loadDayRangeBlocks`): a workbench page's first JavaScript has a budget.
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@sealens/domain';
import { Button } from '@sealens/ui';
import { useId, useState, type FormEvent } from 'react';
import { EstimateMark } from '../estimate/estimate-mark';
import { cx } from '../shared/cx';
import { formatDay } from '../shared/dates';
import { errorClass, fieldClass, invalidFieldClass, labelClass } from '../shared/field-classes';
import { formatAmount } from '../shared/money';
import type { HistoryPoint } from '../shared/types';
import { useFormatLocale } from '../shared/use-format-locale';

export interface DayRange {
  /** "YYYY-MM-DD", inclusive. */
  from: string;
  to: string;
}

export interface DayRangeFormProps {
  /** The range shown now (the URL's), if any: the fields start with it. */
  value?: DayRange | null;
  /** The last day there is data for (the data day): no later day can be chosen. */
  max: string;
  onSubmit(range: DayRange): void;
  /**
   * The page's other query fields. The fields are named `from` and `to`, so before the page's script
   * runs the form still works: the browser sends it as a GET to the same page, with these kept.
   */
  keep?: Readonly<Record<string, string>>;
  /**
   * A range the address asked for that the page could not show (the form sent before the page's
   * script ran, or a link typed by hand): the fields keep it and the form says what is wrong.
   */
  asked?: { from: string; to: string } | null;
  className?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

type RangeIssue = 'missing' | 'order' | 'future';

/** What is wrong with a typed range, if anything. */
export function dayRangeIssue(from: string, to: string, max: string): RangeIssue | null {
  if (!DAY.test(from) || !DAY.test(to)) return 'missing';
  if (from > to) return 'order';
  if (to > max) return 'future';
  return null;
}

export function DayRangeForm({ value, max, onSubmit, keep, asked, className }: DayRangeFormProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const id = useId();
  const [issue, setIssue] = useState<RangeIssue | null>(() => (asked ? dayRangeIssue(asked.from, asked.to, max) : null));
  const lastDay = formatDay(max, locale);
  const messages: Record<RangeIssue, string> = {
    missing: t`Choose a first and a last day.`,
    order: t`The first day must not be after the last day.`,
    future: t`The last day with data is ${lastDay}.`,
  };
  // Uncontrolled fields, read when sent: what was typed before the page's script ran is kept.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const from = String(data.get('from') ?? '');
    const to = String(data.get('to') ?? '');
    const found = dayRangeIssue(from, to, max);
    setIssue(found);
    if (!found) onSubmit({ from, to });
  };
  const invalid = issue !== null;
  const field = (name: 'from' | 'to', label: string, initial: string | undefined) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type="date"
        className={cx(fieldClass, 'w-40', invalid && invalidFieldClass)}
        defaultValue={initial ?? ''}
        max={max}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-issue` : undefined}
      />
    </div>
  );
  return (
    <form method="get" className={cx('flex flex-wrap items-end gap-3', className)} onSubmit={submit} noValidate aria-label={t`Any range`}>
      {Object.entries(keep ?? {}).map(([key, kept]) => (
        <input key={key} type="hidden" name={key} value={kept} />
      ))}
      {field('from', t`First day`, value?.from ?? asked?.from)}
      {field('to', t`Last day`, value?.to ?? asked?.to)}
      <Button type="submit" size="sm" variant="secondary">
        {t`Show the range`}
      </Button>
      {issue && (
        <p id={`${id}-issue`} role="alert" className={cx(errorClass, 'basis-full')}>
          {messages[issue]}
        </p>
      )}
    </form>
  );
}

export interface RangeTotalsProps {
  /** The days the answer holds (after any cut), and their points. */
  range: DayRange;
  points: readonly Pick<HistoryPoint, 'units' | 'gmv'>[];
  currency: string;
  className?: string;
}

/** Units and sales value summed over the days of a chosen range that the answer holds: estimates, each with the mark (issue 33). */
export function RangeTotals({ range, points, currency, className }: RangeTotalsProps) {
  const { t } = useLingui();
  const locale = useFormatLocale();
  const units = points.reduce((sum, p) => sum + p.units, 0);
  const gmv = points.reduce((sum, p) => sum + p.gmv, 0);
  // Two days in the reader's format: nothing to translate.
  const days = `${formatDay(range.from, locale)} – ${formatDay(range.to, locale)}`;
  return (
    <section className={cx('flex flex-col gap-1 rounded-lg border border-border bg-surface p-3', className)} aria-label={days} data-testid="range-totals">
      <h3 className="text-sm font-semibold text-ink">{days}</h3>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm tabular-nums">
        <div className="flex gap-2">
          <dt className="text-ink-muted">{t`Units sold`}</dt>
          <dd>
            {formatNumber(units, { locale })}
            <EstimateMark />
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-ink-muted">{t`Sales value`}</dt>
          <dd>
            {formatAmount(gmv, currency, locale)}
            <EstimateMark />
          </dd>
        </div>
      </dl>
    </section>
  );
}
