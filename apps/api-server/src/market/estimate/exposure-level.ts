// The level of a rounded counter from what promoted the product (issue 33, the short-video marketplace):
// TikTok Shop shows "1.2k sold" (steps of 100 above 1,000), so two passes a day apart bound a day's
// units only within ±100. Its videos' views gained and its lives' viewers are shown, though, and a
// product sells from its card (a steady rate) and from each day's exposure. Over the product's span of
// passes (up to SPAN_DAYS) the counter's midpoints are fitted as a start, a steady rate a day and a rate
// per unit of exposure (least squares); a window's units are the fit's rate over its days. The fit's
// error gives the level's spread, from which the estimator states the interval.
import { dayNumber, dayString } from '../days';
import { TT_BUYERS_PER_VIEW, TT_BUYERS_PER_VIEWER } from '../derive/tiktok-derive';
import { soldShareBy } from '../market-config';
import { hoursAfter, type Sighting } from './estimator';

/** A product's exposure on a day: its videos' views gained and its lives' viewers, in expected buyers (the derive's attribution weights). */
export function exposureOf(viewsGained: number, viewers: number): number {
  return viewsGained * TT_BUYERS_PER_VIEW + viewers * TT_BUYERS_PER_VIEWER;
}

/** Days after which a pass weighs half in the fit (a product's rates drift over its life). */
const HALF_LIFE = 7;

export interface ExposureLevel {
  /** Units a day over the window's days. */
  daily: number;
  /** The level's standard error, units a day (the counter's rounding through the fit). */
  sd: number;
}

/** Day numbers' texts, kept (a fit walks the same few weeks of days for every product). */
const DAY_TEXTS = new Map<number, string>();
export function dayText(n: number): string {
  let text = DAY_TEXTS.get(n);
  if (text === undefined) {
    if (DAY_TEXTS.size > 4_096) DAY_TEXTS.clear();
    text = dayString(n);
    DAY_TEXTS.set(n, text);
  }
  return text;
}

/** Solves a small linear system (Gaussian elimination with pivoting); undefined when singular. */
function solve(a: number[][], b: number[]): number[] | undefined {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]?.[col] as number) > Math.abs(m[pivot]?.[col] as number)) pivot = r;
    const p = m[pivot] as number[];
    if (Math.abs(p[col] as number) < 1e-9) return undefined;
    [m[col], m[pivot]] = [p, m[col] as number[]];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const row = m[r] as number[];
      const f = (row[col] as number) / (p[col] as number);
      for (let c = col; c <= n; c++) row[c] = (row[c] as number) - f * (p[c] as number);
    }
  }
  return m.map((row, i) => (row[n] as number) / (row[i] as number));
}

/** Least squares of y on the columns xs (each a regressor per point); the coefficients and the residuals' variance. */
function fit(xs: readonly (readonly number[])[], y: readonly number[], w: readonly number[]): { beta: number[]; rss: number } | undefined {
  const k = xs.length;
  const a = Array.from({ length: k }, (_, i) => Array.from({ length: k }, (_, j) => y.reduce((s, _v, p) => s + (w[p] as number) * (xs[i]?.[p] as number) * (xs[j]?.[p] as number), 0)));
  const b = Array.from({ length: k }, (_, i) => y.reduce((s, v, p) => s + (w[p] as number) * (xs[i]?.[p] as number) * v, 0));
  const beta = solve(a, b);
  if (!beta) return undefined;
  const wsum = w.reduce((n, v) => n + v, 0);
  const rss = (y.reduce((s, v, p) => s + (w[p] as number) * (v - beta.reduce((n, c, i) => n + c * (xs[i]?.[p] as number), 0)) ** 2, 0) * y.length) / wsum;
  return { beta, rss };
}

/**
 * The level of the window ending at `passes`' last pass (its days: `windowDays`), from the passes of the
 * span (oldest first, at least three over two days or more) and the product's exposure each day
 * (`exposure(day)`, expected buyers). Undefined when the span is too short to fit.
 */
export function exposureLevel(passes: readonly Sighting[], exposure: (day: string) => number, windowDays: readonly string[]): ExposureLevel | undefined {
  const first = passes[0];
  const last = passes[passes.length - 1];
  if (!first || !last || passes.length < 3) return undefined;
  const span = dayNumber(last.day) - dayNumber(first.day);
  if (span < 2) return undefined;
  const t: number[] = [];
  const z: number[] = [];
  const y: number[] = [];
  let steps = 0;
  let cumulative = 0;
  const start = dayNumber(first.day);
  let at = start;
  for (const p of passes) {
    const d = p === first ? start : dayNumber(p.day);
    for (; at < d; ) {
      at++;
      cumulative += exposure(dayText(at));
    }
    // The pass saw some hours of the next day: that share of a day's units (at the day's exposure) is in its counter.
    const night = soldShareBy(hoursAfter(p.observedAt, d));
    t.push(d - start + night);
    z.push(cumulative + night * exposure(p.day));
    y.push((p.sold[0] + p.sold[1]) / 2);
    steps += p.sold[1] - p.sold[0] + 1;
  }
  const ones = t.map(() => 1);
  // The counter's rounding: a uniform error over a step, its variance step² / 12.
  const step = steps / passes.length;
  const noise = Math.max(step * step / 12, 0.25);
  let rate = 0;
  let perExposure = 0;
  let rss = 0;
  let dof = passes.length - 2;
  const exposed = z[z.length - 1] as number;
  const w = t.map((v) => Math.pow(0.5, ((t[t.length - 1] as number) - v) / HALF_LIFE));
  const both = exposed > 0 ? fit([ones, t, z], y, w) : undefined;
  if (both && (both.beta[1] as number) >= 0 && (both.beta[2] as number) >= 0 && passes.length >= 4) {
    rate = both.beta[1] as number;
    perExposure = both.beta[2] as number;
    rss = both.rss;
    dof = passes.length - 3;
  } else {
    const steady = fit([ones, t], y, w);
    const promoted = exposed > 0 ? fit([ones, z], y, w) : undefined;
    if (steady && (steady.beta[1] as number) >= 0 && (!promoted || (promoted.beta[1] as number) < 0 || steady.rss <= promoted.rss)) {
      rate = steady.beta[1] as number;
      rss = steady.rss;
    } else if (promoted && (promoted.beta[1] as number) >= 0) {
      perExposure = promoted.beta[1] as number;
      rss = promoted.rss;
    } else return undefined;
  }
  const variance = Math.max(noise, dof > 0 ? rss / dof : noise);
  const daily = windowDays.reduce((n, day) => n + rate + perExposure * exposure(day), 0) / Math.max(1, windowDays.length);
  // A slope's standard error over the span's points, read as the level's.
  const meanT = t.reduce((n, v) => n + v, 0) / t.length;
  const sxx = t.reduce((n, v) => n + (v - meanT) ** 2, 0);
  // To a millionth: a fit's rounding noise (1e-13 for a counter that did not move) is no level.
  return { daily: Math.max(0, Math.round(daily * 1e6) / 1e6), sd: Math.sqrt(variance / Math.max(sxx, 1)) };
}
