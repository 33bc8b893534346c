// Every figure says its day and its kind (DESIGN.md §6): the day the data describes, the period's
// first and last day, and which figures are measured (counters the marketplace shows) and which
// are estimated (derived by our method), in the reader's language.
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { localeIso } from '@sealens/domain';
import type { ReactNode } from 'react';
import { cx } from '../shared/cx';
import { formatDay } from '../shared/dates';
import type { FigureKinds } from '../shared/types';
import { useFormatLocale } from '../shared/use-format-locale';

export interface DataDayStampProps {
  /** The data day, "YYYY-MM-DD". */
  day: string;
  period?: { from: string; to: string; days: number };
  kinds?: FigureKinds;
  /** A link to the page that explains each method (and its measured error). */
  methods?: ReactNode;
  className?: string;
}

/** Figure names in the order a sentence lists them; a figure without a name here is not listed. */
const FIGURE_NAMES: ReadonlyArray<[string, MessageDescriptor]> = [
  ['units', msg`units`],
  ['gmv', msg`sales value`],
  ['growth', msg`growth`],
  ['trend', msg`daily units`],
  ['categoryRank', msg`rank in its category`],
  ['price', msg`price`],
  ['rating', msg`rating`],
  ['reviews', msg`reviews`],
  ['likes', msg`likes`],
  // A search word's (issue 29 item 2).
  ['searchIndex', msg`search index`],
  ['productBase', msg`product base`],
  ['recommendedBid', msg`recommended bid`],
  ['foundUnits', msg`units of its top products`],
  ['salesPerShop', msg`units per shop`],
  ['blueOcean', msg`blue-ocean index`],
];

function capitalise(text: string, tag: string): string {
  return text.charAt(0).toLocaleUpperCase(tag) + text.slice(1);
}

/** One list formatter per language: making one cost every rendered page more than its use (issue 28). */
const conjunctions = new Map<string, Intl.ListFormat>();
function conjunction(tag: string): Intl.ListFormat {
  let format = conjunctions.get(tag);
  if (!format) {
    format = new Intl.ListFormat(tag, { type: 'conjunction' });
    conjunctions.set(tag, format);
  }
  return format;
}

export function DataDayStamp({ day, period, kinds, methods, className }: DataDayStampProps) {
  const { t, i18n } = useLingui();
  const locale = useFormatLocale();
  const tag = localeIso(locale);
  const dayText = formatDay(day, locale);
  const list = (names: string[]) => conjunction(tag).format(names);

  let dates: string;
  if (period) {
    const from = formatDay(period.from, locale);
    const to = formatDay(period.to, locale);
    const days = period.days;
    dates = t`${plural(days, {
      one: `Data for ${dayText} (# day: ${from} – ${to}).`,
      other: `Data for ${dayText} (# days: ${from} – ${to}).`,
    })}`;
  } else dates = t`Data for ${dayText}.`;

  const sentences: string[] = [];
  if (kinds) {
    const of = (kind: 'estimated' | 'measured') => FIGURE_NAMES.filter(([key]) => kinds[key] === kind).map(([, name]) => i18n._(name));
    const estimated = of('estimated');
    const measured = of('measured');
    if (estimated.length > 0) {
      const names = capitalise(list(estimated), tag);
      const estimatedCount = estimated.length;
      sentences.push(t`${plural(estimatedCount, { one: `${names} is estimated.`, other: `${names} are estimated.` })}`);
    }
    if (measured.length > 0) {
      const names = capitalise(list(measured), tag);
      const measuredCount = measured.length;
      sentences.push(t`${plural(measuredCount, { one: `${names} is measured.`, other: `${names} are measured.` })}`);
    }
  }

  return (
    <p className={cx('text-xs text-ink-muted', className)} data-testid="data-day-stamp">
      <time dateTime={day}>{dates}</time> {sentences.join(' ')}
      {methods && <> {methods}</>}
    </p>
  );
}
