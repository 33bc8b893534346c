// The line charts' axes in the reader's language and at whole steps: uPlot's defaults wrote days
// month first with the Gregorian year under them ("10/29 2026" on a Thai page whose text says
// "29 ต.ค. 2569") and split a rank's or a count's axis at fractions, so "1, 1, 2, 2, 2" stood on a
// rank chart (session 8's screenshots).
import { localeIso, type LocaleCode } from '@sealens/domain';

const DAY_SECONDS = 86_400;

/** A day axis ticks at whole days only (1, 2, 7, 14 days, about a month): an hour tick would repeat its day. */
export const DAY_INCREMENTS: readonly number[] = [1, 2, 3, 7, 14, 28, 56, 91, 182, 365].map((days) => days * DAY_SECONDS);

/** A whole-number axis (units, products, a rank) ticks at 1, 2, 5 times a power of ten, never between. */
export const WHOLE_INCREMENTS: readonly number[] = Array.from({ length: 10 }, (_, power) => [1, 2, 5].map((step) => step * 10 ** power)).flat();

/** Whether every value of the chart is a whole number (its axis then ticks at whole steps). */
export function allWhole(series: readonly { values: readonly (number | null)[] }[]): boolean {
  return series.every((s) => s.values.every((v) => v === null || Number.isInteger(v)));
}

/** The day axis's labels: day and month in the reader's order ("29/10" in Thai, "10/29" in Chinese), from uPlot's seconds. */
export function dayTickLabels(locale: LocaleCode): (seconds: readonly number[]) => string[] {
  const format = new Intl.DateTimeFormat(localeIso(locale), { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
  return (seconds) => seconds.map((s) => format.format(new Date(s * 1000)));
}
