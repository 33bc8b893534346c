// Membership expiry of spec §4. The server sends times as "YYYY-MM-DD HH:mm:ss" with no zone; they
// are read as local time of the device (date-fns `parse`), the way the sites show them. The clock
// is a parameter so the rule is testable and the server can pass its own.
import { isValid, parse } from 'date-fns';

/** Format of product.maturityTime and product.bonus.endTime (spec §3). */
export const MEMBER_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

export interface MemberProduct {
  maturityTime?: string | null;
  bonus?: { endTime?: string | null } | null;
}

/** The time as a local Date, or undefined when absent or not in the spec's format. */
export function parseMemberTime(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const date = parse(value.trim(), MEMBER_TIME_FORMAT, new Date(0));
  return isValid(date) ? date : undefined;
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
