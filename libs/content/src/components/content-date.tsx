// A content item's date in the reader's locale (issue 15 item 7). The API's times are China time
// (spec §7 "YYYY-MM-DD HH:mm:ss", UTC+8): the date is read and written in that zone, so the server's
// render and the browser's agree whatever the machine's zone.
import { localeIso, type LocaleCode } from '@sealens/domain';
import { useReaderLocale } from './use-reader-locale';

const CHINA_TIME = 'Asia/Shanghai';

/** The instant of a spec time string, or null when it is not one. */
export function parseContentTime(time: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time ?? '');
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}+08:00`);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatContentDate(time: string | null | undefined, locale: LocaleCode): string {
  const date = parseContentTime(time);
  if (!date) return '';
  return new Intl.DateTimeFormat(localeIso(locale), { year: 'numeric', month: 'long', day: 'numeric', timeZone: CHINA_TIME }).format(date);
}

export interface ContentDateProps {
  time: string | null | undefined;
  className?: string;
}

export function ContentDate({ time, className }: ContentDateProps) {
  const locale = useReaderLocale();
  const date = parseContentTime(time);
  if (!date) return null;
  return (
    <time dateTime={date.toISOString()} className={className}>
      {formatContentDate(time, locale)}
    </time>
  );
}
