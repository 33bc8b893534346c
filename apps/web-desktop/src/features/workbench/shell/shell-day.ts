// The top bar's days (the data day, the plan's end) as the pages below it write theirs: "27 พ.ย. 2569"
// in Thai, "2026年11月27日" in Chinese, not "2026-11-27" above a page that says the other. Intl alone:
// the shell loads with every workbench page and carries none of the workbench library.
import { isLocaleCode, localeIso } from '@sealens/domain';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A "YYYY-MM-DD" day in the reader's language (a calendar day, read in UTC); anything else as given. */
export function shellDay(day: string, locale: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const iso = isLocaleCode(locale) ? localeIso(locale) : locale;
  let format = formats.get(iso);
  if (!format) {
    format = new Intl.DateTimeFormat(iso, { dateStyle: 'medium', timeZone: 'UTC' });
    formats.set(iso, format);
  }
  return format.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}
