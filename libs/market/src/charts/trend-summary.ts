// The numbers behind a trend chart's text summary: first, last and highest point of a series.
// Pure, so the server renders the same summary the browser shows.

export interface TrendSeries {
  label: string;
  /** One value per date; null where the day has no figure. */
  values: readonly (number | null)[];
}

export interface TrendExtremes {
  first: { date: string; value: number };
  last: { date: string; value: number };
  highest: { date: string; value: number };
}

export function trendExtremes(dates: readonly string[], values: readonly (number | null)[]): TrendExtremes | null {
  const points = dates
    .map((date, i) => ({ date, value: values[i] }))
    .filter((p): p is { date: string; value: number } => typeof p.value === 'number' && Number.isFinite(p.value));
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  // The earliest day wins a tie for the highest value.
  const highest = points.reduce((best, p) => (p.value > best.value ? p : best), first);
  return { first, last, highest };
}

/** "YYYY-MM-DD" as seconds since the epoch at UTC midnight: the x values of the chart. */
export function dayToEpochSeconds(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / 1000;
}
