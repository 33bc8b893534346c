// Money and percentages in the reader's locale and the site's currency, exactly as calculated: the
// minor units become a decimal string first, and Intl receives that (no float arithmetic on money).
import { localeIso, type LocaleCode } from '@sealens/domain';
import { toDecimalString } from '../core/money';

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: LocaleCode, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = locale + JSON.stringify(options);
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(localeIso(locale), options);
    formatters.set(key, f);
  }
  return f;
}

/** An amount of `digits` decimals in `currency` ("RM 12.50", "Rp 46.000", "R$ 26,10"). */
export function formatAmount(minor: bigint, currency: string, digits: number, locale: LocaleCode): string {
  const f = formatter(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
  // Intl formats a decimal string exactly (ES2023 "exact decimal" strings), never via a binary double.
  return f.format(toDecimalString(minor, digits) as unknown as number);
}

/** Basis points as a percentage with 2 decimals ("26.38%"). */
export function formatBp(bp: number, locale: LocaleCode): string {
  return formatter(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(bp / 10_000);
}

/** A plain number in the reader's grouping ("1,500"). */
export function formatCount(value: number, locale: LocaleCode): string {
  return formatter(locale, { maximumFractionDigits: 6 }).format(value);
}

const dayFormatters = new Map<LocaleCode, Intl.DateTimeFormat>();

/** A "YYYY-MM-DD" day in the reader's date format ("Jan 1, 2026", "2026年1月1日"); the text itself when it is not a day. */
export function formatDay(day: string, locale: LocaleCode): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !Number.isFinite(at)) return day;
  let f = dayFormatters.get(locale);
  if (!f) {
    f = new Intl.DateTimeFormat(localeIso(locale), { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormatters.set(locale, f);
  }
  return f.format(at);
}
