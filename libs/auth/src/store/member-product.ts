// The member's plan record as the store keeps it (spec §3): maturityTime and bonus.endTime always
// as "YYYY-MM-DD HH:mm:ss" local time, whatever the answer carried (the format string, an ISO
// string or epoch milliseconds). membership.ts in @sealens/domain reads exactly this format.
import { MEMBER_TIME_FORMAT } from '@sealens/domain';
// lightFormat: the same tokens without the locale machinery (keeps ~12 KB out of the first bundle).
import { isValid, lightFormat, parseISO } from 'date-fns';

export interface MemberProductState {
  maturityTime?: string;
  bonus?: { endTime?: string; [key: string]: unknown };
  [key: string]: unknown;
}

const STORE_FORMAT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The time in the store's format, or undefined when absent or unreadable. */
export function formatMemberTime(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (STORE_FORMAT.test(trimmed)) return trimmed;
    const date = parseISO(trimmed);
    return isValid(date) ? lightFormat(date, MEMBER_TIME_FORMAT) : undefined;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return lightFormat(new Date(value), MEMBER_TIME_FORMAT);
  if (value instanceof Date && isValid(value)) return lightFormat(value, MEMBER_TIME_FORMAT);
  return undefined;
}

/** A copy of `product` with both end times in the store's format (absent ones left out). */
export function normalizeMemberProduct(product: Record<string, unknown> | null | undefined): MemberProductState | undefined {
  if (!product || typeof product !== 'object') return undefined;
  const { maturityTime, bonus, ...rest } = product;
  const next: MemberProductState = { ...rest };
  const maturity = formatMemberTime(maturityTime);
  if (maturity !== undefined) next.maturityTime = maturity;
  if (bonus && typeof bonus === 'object') {
    const { endTime, ...bonusRest } = bonus as Record<string, unknown>;
    const end = formatMemberTime(endTime);
    next.bonus = end === undefined ? bonusRest : { ...bonusRest, endTime: end };
  }
  return next;
}
