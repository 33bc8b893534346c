// Days ("YYYY-MM-DD") in the reader's language. A day is a calendar day, not an instant: it is read
// and written in UTC so every reader and the server see the same day.
import { localeIso, type LocaleCode } from '@sealens/domain';

const formats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(locale: LocaleCode, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(localeIso(locale), { timeZone: 'UTC', ...options });
    formats.set(key, f);
  }
  return f;
}

function toDate(day: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

/** Days already written, by language and day: a scrolling table writes the same few hundred days again and again. */
const writtenDays = new Map<string, string>();
/** Past this many the map starts over (a long session's days stay few; this only bounds it). */
export const WRITTEN_DAYS_KEPT = 5_000;

/** "26 Nov 2026" / "2026年11月26日"; an unreadable day is shown as given. */
export function formatDay(day: string, locale: LocaleCode): string {
  const key = `${locale} ${day}`;
  let text = writtenDays.get(key);
  if (text === undefined) {
    const date = toDate(day);
    // Intl's format of a date is slow next to a lookup (~60 µs a cell in the 2,000-row scroll's trace).
    text = date ? dayFormat(locale, { dateStyle: 'medium' }).format(date) : day;
    if (writtenDays.size >= WRITTEN_DAYS_KEPT) writtenDays.clear();
    writtenDays.set(key, text);
  }
  return text;
}

/** "November 2026" for a month period "YYYY-MM". */
export function formatMonth(month: string, locale: LocaleCode): string {
  const date = toDate(`${month}-01`);
  return date ? dayFormat(locale, { year: 'numeric', month: 'long' }).format(date) : month;
}
