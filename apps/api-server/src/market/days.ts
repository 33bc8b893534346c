// Days of the market: "YYYY-MM-DD" strings outside, day numbers (days since 1970-01-01) inside. The
// product's market time is China time (UTC+8): a day starts at 00:00 there for every site, so the
// data "ends yesterday" by the same clock everywhere.

export const DAY_MS = 86_400_000;
/** China time, the product's market time (UTC+8). */
export const MARKET_UTC_OFFSET_MS = 8 * 3_600_000;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY_RE.test(value)) return false;
  // An impossible date (2026-13-01) parses to NaN, which dayString cannot print: it is simply no day.
  const n = dayNumber(value);
  return Number.isFinite(n) && dayString(n) === value;
}

export function dayNumber(day: string): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

export function dayString(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayString(dayNumber(day) + days);
}

/** The market day (China time) at `now`. */
export function marketToday(now: Date): string {
  return dayString(Math.floor((now.getTime() + MARKET_UTC_OFFSET_MS) / DAY_MS));
}

/** The last day that is over at `now` (China time): what T+1 data ends on. */
export function marketYesterday(now: Date): string {
  return addDays(marketToday(now), -1);
}

/** The instant the market day after `now` starts (00:00 China time), as epoch milliseconds. */
export function nextMarketMidnight(now: Date): number {
  return (dayNumber(marketToday(now)) + 1) * DAY_MS - MARKET_UTC_OFFSET_MS;
}

/** Epoch milliseconds of `hour`:00 China time on `day`. */
export function marketInstant(day: string, hour: number, minute = 0): number {
  return dayNumber(day) * DAY_MS - MARKET_UTC_OFFSET_MS + hour * 3_600_000 + minute * 60_000;
}

/** Every day from `first` to `last`, inclusive, ascending. */
export function daysBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let n = dayNumber(first), end = dayNumber(last); n <= end; n++) out.push(dayString(n));
  return out;
}
