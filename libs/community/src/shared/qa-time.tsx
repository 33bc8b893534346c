// A question's or reply's time in the reader's language. The server's times are China time
// ("YYYY-MM-DD HH:mm:ss", spec §3 formats), so they are read and shown in that zone: the server's
// HTML and the browser's first render say the same, whatever zone either is in.
import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, isLocaleCode, localeIso } from '@sealens/domain';

export function formatQaTime(time: string, locale: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}):\d{2}$/.exec(time);
  if (!match) return time;
  const date = new Date(`${match[1]}T${match[2]}:00+08:00`);
  const iso = localeIso(isLocaleCode(locale) ? locale : DEFAULT_LOCALE);
  return new Intl.DateTimeFormat(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(date);
}

export function QaTime({ time }: { time: string | undefined }) {
  const { i18n } = useLingui();
  if (!time) return null;
  const iso = time.replace(' ', 'T') + '+08:00';
  return <time dateTime={iso}>{formatQaTime(time, i18n.locale)}</time>;
}
