// Membership expiry of spec §4. The server sends times as "YYYY-MM-DD HH:mm:ss" with no zone; they
// are read as local time of the device, the way the sites show them. The clock is a parameter so the
// rule is testable and the server can pass its own.

/** Format of product.maturityTime and product.bonus.endTime (spec §3). */
export const MEMBER_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

export interface MemberProduct {
  maturityTime?: string | null;
  bonus?: { endTime?: string | null } | null;
}

// MEMBER_TIME_FORMAT as date-fns `parse` reads it (up to 4 year digits, 1-2 for the rest), by hand:
// `parse` with its every token's parser and the English locale was 6.5 KB gzip of a workbench page's first load.
const MEMBER_TIME = /^(\d{1,4})-(\d{1,2})-(\d{1,2}) (\d{1,2}):(\d{1,2}):(\d{1,2})$/;

/** The time as a local Date, or undefined when absent or not in the spec's format. */
export function parseMemberTime(value: string | null | undefined): Date | undefined {
  const fields = value ? MEMBER_TIME.exec(value.trim())?.slice(1).map(Number) : undefined;
  if (!fields) return undefined;
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = fields;
  // setFullYear, not the Date constructor, which reads years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setFullYear(year, month - 1, day);
  // A day or month out of range rolls the date over: such a time is unreadable.
  const inRange = year > 0 && date.getMonth() === month - 1 && date.getDate() === day && hours < 24 && minutes < 60 && seconds < 60;
  if (!inRange) return undefined;
  date.setHours(hours, minutes, seconds, 0);
  return date;
}

/**
 * Expired only when every end time present is in the past, or when there is none at all (no plan
 * counts as expired). A time equal to `now` is already past: the membership ends at that second.
 * An unreadable time counts as absent.
 */
export function isMembershipExpired(product: MemberProduct | null | undefined, now: Date): boolean {
  const ends = [parseMemberTime(product?.maturityTime), parseMemberTime(product?.bonus?.endTime)].filter(
    (d): d is Date => d !== undefined,
  );
  return ends.every((end) => end.getTime() <= now.getTime());
}
