// TikTok Shop's revised estimate of a rounded counter's days (issue 33, session 12). A day first published
// from the pass after it is made again at each of the next REVISED_DAYS passes, as they arrive:
// - each video's own rate: a ridge regression of the counter's increments over RATE_DAYS of passes on each
//   video's views gained (toward the product's common rate of a view), its card (a steady rate) and its lives'
//   viewers, each day's units times the site's market day factor;
// - the market day factor: every site's exact-counter products' units against their exposure (alternating
//   least squares over RATE_DAYS, days through the newest pass only), its mean over those days 1 (the
//   campaigns are the market's: one site's exact counters alone made it noisy, 10.8 % against 9.3 %);
// - the smoothing: the posterior of each day's units given the counter's passes of a window of WINDOW days
//   (forward-backward over the cumulative count, each pass the counter plus the night's share of the next
//   day), a day's units negative binomial around its mean (the mean's own error DAY_CV); its 10-90 %
//   quantiles are the interval, widened on the day first published (FIRST_DAY_WIDEN).
// Offline: bench/tiktok-floor-bench.ts measured the method (small and default scale, seeds 20261124 and 7).
import { dayNumber } from '../days';
import { soldShareBy } from '../market-config';
import { hoursAfter, type DayEstimate, type Sighting } from './estimator';
import { dayText } from './exposure-level';
import { RATE_DAYS, type TiktokExposures } from './tiktok-exposures';

/** Days after its first publication a day is revised (the pass of each of them revises it). */
export const REVISED_DAYS = 3;
/** The smoothing's window of passes before the newest (its first pass starts the count). */
const WINDOW = 16;
/** A day's mean units' own error (one sd, a share of the mean): the day negative binomial. */
const DAY_CV = 0.2;
/**
 * The day first published: its posterior 10-90 % interval widened by this factor about the estimate (the
 * posterior alone held 74-75 % of true head days, the day's mean being least known before later passes).
 */
export const FIRST_DAY_WIDEN = 1.5;
/** Passes a rate fit needs in its RATE_DAYS. */
const MIN_PASSES = 4;
/** The widest counter step the smoothing reads (TikTok Shop's hundreds, "1.2k"; not its thousands, "123k"). */
const MAX_SMOOTHED_STEP = 100;

export interface Revised {
  units: number;
  low: number;
  high: number;
}

const LOG_FACT: number[] = [0];
export function logFact(n: number): number {
  for (let k = LOG_FACT.length; k <= n; k++) LOG_FACT[k] = (LOG_FACT[k - 1] as number) + Math.log(k);
  return LOG_FACT[n] as number;
}

const LANCZOS = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];

/** ln Γ(z), z > 0 (Lanczos). */
export function lgamma(z: number): number {
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - lgamma(1 - z);
  const x = z - 1;
  let a = LANCZOS[0] as number;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += (LANCZOS[i] as number) / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** A day's units over their likely values: its first value and probabilities. */
interface Step {
  x0: number;
  p: Float64Array;
}

/** The negative binomial of mean `lambda` and variance lambda + (cv lambda)², over its likely values. */
export function dayUnits(lambda: number, cv: number): Step {
  const l = Math.max(0.05, lambda);
  const r = 1 / (cv * cv);
  const q = r / (r + l);
  const sd = Math.sqrt(l + cv * cv * l * l);
  const x0 = Math.max(0, Math.floor(l - 5 * sd - 3));
  const x1 = Math.ceil(l + 7 * sd + 5);
  const p = new Float64Array(x1 - x0 + 1);
  const base = lgamma(r);
  const lq = r * Math.log(q);
  const l1q = Math.log(1 - q);
  for (let x = x0; x <= x1; x++) p[x - x0] = Math.exp(lgamma(x + r) - base - logFact(x) + lq + x * l1q);
  return { x0, p };
}

/** A day at its mean alone: the mean, its 10 % and 90 % quantiles. */
function meanDay(lambda: number): Revised {
  const { x0, p } = dayUnits(lambda, DAY_CV);
  const [low, high] = deciles(x0, p, p.reduce((n, v) => n + v, 0));
  return { units: lambda, low, high };
}

/** The 10 % and 90 % quantiles of weights `w` over the values from `x0` on (their sum `mass`): an 80 % interval. */
export function deciles(x0: number, w: Float64Array, mass: number): [number, number] {
  let acc = 0;
  let low = -1;
  let high = -1;
  for (let xx = 0; xx < w.length; xx++) {
    acc += w[xx] as number;
    if (low < 0 && acc >= 0.1 * mass) low = x0 + xx;
    if (high < 0 && acc >= 0.9 * mass) high = x0 + xx;
  }
  return [low, high];
}

/** A pass as the smoothing reads it: the counter's bounds and the share of the next day's units it saw. */
interface Pass {
  lo: number;
  hi: number;
  night: number;
}

/** A distribution over the cumulative count: its first value and weights. */
export interface Dist {
  t0: number;
  w: Float64Array;
}

/**
 * The day's units (indexes of `step`) the pass allows from the count `i` (its count and the night's share of
 * the step within its bounds, ±1): a range, as the seen count rises with the units. [from, to], empty when from > to.
 */
function allowed(i: number, step: Step, pass: Pass | undefined): [number, number] {
  let from = 0;
  let to = step.p.length - 1;
  if (pass) {
    while (from <= to && i + Math.floor((step.x0 + from) * pass.night) < pass.lo - 1) from++;
    while (to >= from && i + Math.floor((step.x0 + to) * pass.night) > pass.hi + 1) to--;
  }
  return [from, to];
}

export function trim(t0: number, w: Float64Array): Dist {
  let max = 0;
  for (const v of w) if (v > max) max = v;
  if (max === 0) return { t0, w: new Float64Array(0) };
  let a = 0;
  let b = w.length - 1;
  while (a < b && (w[a] as number) < max * 1e-12) a++;
  while (b > a && (w[b] as number) < max * 1e-12) b--;
  const out = w.slice(a, b + 1);
  for (let k = 0; k < out.length; k++) out[k] = (out[k] as number) / max;
  return { t0: t0 + a, w: out };
}

/**
 * The posterior of the units of days `targets` (indexes into the window) given the window's passes
 * (`passes[k]`, undefined where missed or after the newest) and each day's mean (`lambda[k]`): its mean and
 * 10 % and 90 % quantiles. Undefined where the passes contradict the model.
 */
function smooth(passes: readonly (Pass | undefined)[], lambda: readonly number[], targets: readonly number[]): (Revised | undefined)[] {
  const n = passes.length;
  const first = passes.findIndex((p) => p !== undefined);
  const none = targets.map(() => undefined);
  if (first < 0) return none;
  const pm = lambda.map((l) => dayUnits(l, DAY_CV));
  const p0 = passes[first] as Pass;
  const next = pm[first + 1] ?? dayUnits(0, DAY_CV);
  const alpha: Dist[] = [];
  const start = Math.max(0, p0.lo - (next.x0 + next.p.length));
  alpha[first] = { t0: start, w: new Float64Array(p0.hi + 2 - start).fill(1) };
  // Forward: alpha[k + 1](j) = sum_i alpha[k](i) P_{k+1}(j - i) [pass k allows (i, j)].
  for (let k = first; k < n - 1; k++) {
    const a = alpha[k] as Dist;
    const step = pm[k + 1] as Step;
    const w = new Float64Array(a.w.length + step.p.length);
    for (let ii = 0; ii < a.w.length; ii++) {
      const ai = a.w[ii] as number;
      if (ai === 0) continue;
      const [from, to] = allowed(a.t0 + ii, step, passes[k]);
      for (let xx = from; xx <= to; xx++) w[ii + xx] = (w[ii + xx] as number) + ai * (step.p[xx] as number);
    }
    const d = trim(a.t0 + step.x0, w);
    if (!d.w.length) return none;
    alpha[k + 1] = d;
  }
  // Backward from the last day (no evidence after it), beta over alpha's support.
  const beta: Float64Array[] = [];
  beta[n - 1] = new Float64Array((alpha[n - 1] as Dist).w.length).fill(1);
  const lowest = Math.min(...targets) - 1;
  for (let k = n - 2; k >= Math.max(first, lowest); k--) {
    const a = alpha[k] as Dist;
    const an = alpha[k + 1] as Dist;
    const bn = beta[k + 1] as Float64Array;
    const step = pm[k + 1] as Step;
    const b = new Float64Array(a.w.length);
    let max = 0;
    for (let ii = 0; ii < a.w.length; ii++) {
      const [from, to] = allowed(a.t0 + ii, step, passes[k]);
      const offset = a.t0 + ii + step.x0 - an.t0;
      let sum = 0;
      for (let xx = Math.max(from, -offset); xx <= Math.min(to, bn.length - 1 - offset); xx++) sum += (step.p[xx] as number) * (bn[offset + xx] as number);
      b[ii] = sum;
      if (sum > max) max = sum;
    }
    if (max > 0) for (let ii = 0; ii < b.length; ii++) b[ii] = (b[ii] as number) / max;
    beta[k] = b;
  }
  return targets.map((d) => {
    if (d - 1 < first) return undefined;
    const step = pm[d] as Step;
    const a = alpha[d - 1] as Dist;
    const an = alpha[d] as Dist;
    const bn = beta[d] as Float64Array;
    const byX = new Float64Array(step.p.length);
    let mass = 0;
    let mean = 0;
    for (let ii = 0; ii < a.w.length; ii++) {
      const ai = a.w[ii] as number;
      if (ai === 0) continue;
      const [from, to] = allowed(a.t0 + ii, step, passes[d - 1]);
      const offset = a.t0 + ii + step.x0 - an.t0;
      for (let xx = Math.max(from, -offset); xx <= Math.min(to, bn.length - 1 - offset); xx++) {
        const m = ai * (step.p[xx] as number) * (bn[offset + xx] as number);
        mass += m;
        mean += m * (step.x0 + xx);
        byX[xx] = (byX[xx] as number) + m;
      }
    }
    if (!(mass > 0)) return undefined;
    const [low, high] = deciles(step.x0, byX, mass);
    return { units: mean / mass, low, high };
  });
}

export function ridge(xs: readonly number[][], ys: readonly number[], vs: readonly number[], prior: readonly { mean: number; sd: number }[]): number[] | undefined {
  const n = prior.length;
  const a = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0));
  xs.forEach((x, r) => {
    const w = 1 / (vs[r] as number);
    for (let i = 0; i < n; i++) {
      if ((x[i] as number) === 0) continue;
      const row = a[i] as number[];
      for (let j = 0; j < n; j++) row[j] = (row[j] as number) + w * (x[i] as number) * (x[j] as number);
      row[n] = (row[n] as number) + w * (x[i] as number) * (ys[r] as number);
    }
  });
  prior.forEach((p, i) => {
    const row = a[i] as number[];
    row[i] = (row[i] as number) + 1 / p.sd ** 2;
    row[n] = (row[n] as number) + p.mean / p.sd ** 2;
  });
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs((a[r] as number[])[c] as number) > Math.abs((a[piv] as number[])[c] as number)) piv = r;
    [a[c], a[piv]] = [a[piv] as number[], a[c] as number[]];
    const pr = a[c] as number[];
    if (Math.abs(pr[c] as number) < 1e-300) return undefined;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const row = a[r] as number[];
      const f = (row[c] as number) / (pr[c] as number);
      if (f === 0) continue;
      for (let j = c; j <= n; j++) row[j] = (row[j] as number) - f * (pr[j] as number);
    }
  }
  return a.map((row, i) => (row[n] as number) / (row[i] as number));
}

/** Day texts' numbers, kept (every set walks the same few weeks of days for every product; their texts: exposure-level.ts). */
const NUMBERS = new Map<string, number>();
function dayNo(day: string): number {
  let n = NUMBERS.get(day);
  if (n === undefined) {
    if (NUMBERS.size > 4_096) NUMBERS.clear();
    n = dayNumber(day);
    NUMBERS.set(day, n);
  }
  return n;
}
const nightOf = (s: Sighting) => soldShareBy(hoursAfter(s.observedAt, dayNo(s.day)));
const mid = (s: Sighting) => (s.sold[0] + s.sold[1]) / 2;
const exact = (s: Sighting) => s.sold[0] === s.sold[1];

/** A site's passes by product (oldest first) and its exposures, as the importer (or the accuracy bench) keeps them. */
export interface SiteEvidence {
  passes: ReadonlyMap<number, readonly Sighting[]>;
  exposures: TiktokExposures;
}

/**
 * The market day factor of the days through `newest` (day numbers, RATE_DAYS back), from every site's
 * evidence: the exact-counter products' units (both passes exact) fitted as day factor x (card + rate x
 * exposure), alternating least squares; its mean over the days 1 (a day outside: 1).
 */
export function dayFactors(market: readonly SiteEvidence[], newest: number): Map<number, number> {
  const first = newest - RATE_DAYS;
  const products: { units: (number | undefined)[]; exposure: number[] }[] = [];
  const texts = Array.from({ length: RATE_DAYS + 1 }, (_, i) => dayText(first + i));
  for (const evidence of market) {
    for (const [id, list] of evidence.passes) {
      // Exact passes of the days (a pass of the day before the first starts its difference).
      const byDay: (Sighting | undefined)[] = new Array(RATE_DAYS + 2);
      let count = 0;
      for (let i = list.length - 1; i >= 0; i--) {
        const s = list[i] as Sighting;
        const k = dayNo(s.day) - first + 1;
        if (k < 0) break;
        if (k <= RATE_DAYS + 1 && exact(s)) {
          byDay[k] = s;
          count++;
        }
      }
      if (count < 4) continue;
      const units: (number | undefined)[] = [];
      let n = 0;
      for (let k = 1; k <= RATE_DAYS + 1; k++) {
        const cur = byDay[k];
        const prev = byDay[k - 1];
        if (!cur || !prev) {
          units.push(undefined);
          continue;
        }
        units.push((cur.sold[0] - prev.sold[0]) / (1 - nightOf(prev) + nightOf(cur)));
        n++;
      }
      if (n < 3) continue;
      products.push({ units, exposure: texts.map((d) => evidence.exposures.exposure(id, d)) });
    }
  }
  const m = new Array<number>(RATE_DAYS + 1).fill(1);
  const coef: [number, number][] = products.map(() => [0, 0]);
  for (let round = 0; round < 6; round++) {
    products.forEach(({ units, exposure }, p) => {
      let s11 = 0;
      let s12 = 0;
      let s22 = 0;
      let t1 = 0;
      let t2 = 0;
      units.forEach((u, k) => {
        if (u === undefined) return;
        const a = m[k] as number;
        const b = a * (exposure[k] as number);
        s11 += a * a;
        s12 += a * b;
        s22 += b * b;
        t1 += a * u;
        t2 += b * u;
      });
      const det = s11 * s22 - s12 * s12;
      let k0 = t1 / s11;
      let a0 = 0;
      if (det > 1e-9 * s11 * s22 && s22 > 0) {
        k0 = (t1 * s22 - t2 * s12) / det;
        a0 = (s11 * t2 - s12 * t1) / det;
        if (a0 < 0) [k0, a0] = [t1 / s11, 0];
        else if (k0 < 0) [k0, a0] = [0, t2 / s22];
      }
      coef[p] = [Math.max(0, k0), Math.max(0, a0)];
    });
    let total = 0;
    for (let k = 0; k <= RATE_DAYS; k++) {
      let num = 0;
      let den = 0;
      products.forEach(({ units, exposure }, p) => {
        const u = units[k];
        if (u === undefined) return;
        const [k0, a0] = coef[p] as [number, number];
        num += u;
        den += k0 + a0 * (exposure[k] as number);
      });
      m[k] = den > 0 ? num / den : 1;
      total += m[k] as number;
    }
    for (let k = 0; k <= RATE_DAYS; k++) m[k] = (m[k] as number) / (total / (RATE_DAYS + 1));
  }
  return new Map(m.map((v, k) => [first + k, v]));
}

/**
 * A product's days `targets` (day numbers, within REVISED_DAYS of the newest pass) made again from its passes
 * through the newest (`passes`, oldest first, the newest the last), its videos' and lives' exposure and the
 * site's day factors: each target's posterior (undefined where no rate fit or no consistent path). The newest
 * pass's own day is widened as first published.
 */
export function reviseProduct(goodsId: number, passes: readonly Sighting[], evidence: SiteEvidence, factors: ReadonlyMap<number, number>, targets: readonly number[]): Map<number, Revised> {
  const out = new Map<number, Revised>();
  const newest = passes[passes.length - 1];
  if (!newest || !targets.length) return out;
  const e = dayNo(newest.day);
  const byDay = new Map<number, Sighting>();
  for (const s of passes) if (dayNo(s.day) >= e - RATE_DAYS) byDay.set(dayNo(s.day), s);
  const fitDays = [...byDay.keys()].sort((a, b) => a - b);
  if (fitDays.length < MIN_PASSES) return out;
  const ex = evidence.exposures;
  const videos = ex.videos(goodsId).filter((v) => {
    for (let k = e - RATE_DAYS; k <= e; k++) if (ex.gained(v, dayText(k)) > 0) return true;
    return false;
  });
  // A day's regressors (a day after the newest pass: the newest's exposure): card, each video's views gained
  // (or their sum, `common`), the lives' viewers; times the day factor.
  const dayX = (k: number, common: boolean): number[] => {
    const kk = Math.min(k, e);
    const m = factors.get(kk) ?? 1;
    const d = dayText(kk);
    const gains = videos.map((v) => m * ex.gained(v, d));
    return [m, ...(common ? [gains.reduce((n, g) => n + g, 0)] : gains), m * ex.viewers(goodsId, d)];
  };
  const rowsOf = (common: boolean) => {
    const xs: number[][] = [];
    const ys: number[] = [];
    const vs: number[] = [];
    for (let i = 1; i < fitDays.length; i++) {
      const a = byDay.get(fitDays[i - 1] as number) as Sighting;
      const b = byDay.get(fitDays[i] as number) as Sighting;
      const ak = fitDays[i - 1] as number;
      const bk = fitDays[i] as number;
      const x = dayX(ak + 1, common).map((v) => v * (1 - nightOf(a)));
      for (let d = ak + 2; d <= bk; d++) dayX(d, common).forEach((v, j) => (x[j] = (x[j] as number) + v));
      dayX(bk + 1, common).forEach((v, j) => (x[j] = (x[j] as number) + v * nightOf(b)));
      xs.push(x);
      ys.push(mid(b) - mid(a));
      vs.push(((a.sold[1] - a.sold[0] + 1) ** 2 + (b.sold[1] - b.sold[0] + 1) ** 2) / 12);
    }
    return { xs, ys, vs };
  };
  const level = (x: readonly number[], b: readonly number[]) => Math.max(0, x.reduce((n, v, i) => n + v * (b[i] as number), 0));
  // The common rates first (weak priors: no card, 0.004 a view, 0.006 a viewer), weighted again with each
  // window's Poisson variance at the first fit's level.
  const one = rowsOf(true);
  const commonPrior = [{ mean: 0, sd: 1000 }, { mean: 0.004, sd: 0.01 }, { mean: 0.006, sd: 0.02 }];
  const first = ridge(one.xs, one.ys, one.vs, commonPrior);
  if (!first) return out;
  const common = ridge(one.xs, one.ys, one.xs.map((x, r) => (one.vs[r] as number) + level(x, first)), commonPrior) ?? first;
  const [k0, c0, l0] = common.map((v) => Math.max(0, v)) as [number, number, number];
  // Each video's own rate, toward the common one.
  const two = rowsOf(false);
  const prior = [{ mean: k0, sd: Math.max(1, k0) }, ...videos.map(() => ({ mean: c0, sd: Math.max(1e-6, 0.5 * c0) })), { mean: l0, sd: Math.max(1e-6, 0.5 * l0) }];
  const own = ridge(two.xs, two.ys, two.xs.map((x, r) => (two.vs[r] as number) + level(x, prior.map((p) => p.mean))), prior);
  const coef = own ? own.map((v) => Math.max(0, v)) : [k0, ...videos.map(() => c0), l0];
  // The smoothing's window: its passes through the newest, each day's mean.
  const w0 = e - WINDOW;
  const days = Array.from({ length: WINDOW + 2 }, (_, i) => w0 + i);
  const windowPasses = days.map((k) => {
    const s = k <= e ? byDay.get(k) : undefined;
    return s && { lo: s.sold[0], hi: s.sold[1], night: nightOf(s) };
  });
  const means = days.map((k) => level(dayX(k, false), coef));
  // A counter rounded to the thousand ("123k") bounds a day no better than its mean does, and its counts' range
  // makes the smoothing costly (~0.1 s a product): the mean and its day's 10-90 % range stand there.
  const coarse = newest.sold[1] - newest.sold[0] + 1 > MAX_SMOOTHED_STEP;
  const posterior = coarse ? targets.map((k) => meanDay(means[k - w0] as number)) : smooth(windowPasses, means, targets.map((k) => k - w0));
  targets.forEach((k, i) => {
    const p = posterior[i];
    if (!p) return;
    const widen = k === e ? FIRST_DAY_WIDEN : 1;
    out.set(k, { units: p.units, low: Math.max(0, p.units - widen * (p.units - p.low)), high: p.units + widen * (p.high - p.units) });
  });
  return out;
}

/** The estimates a revision makes again: those of a rounded counter's days (a level, or the bounds alone), made from passes. */
const revisable = (e: DayEstimate | undefined): e is DayEstimate => e !== undefined && !e.provisional && (e.basis === 'history' || e.basis === 'bounds');

/**
 * A site's set of day `today` (day number) made again where its counter is rounded: each product passed
 * that day (`seenToday`) has its days of the last REVISED_DAYS and today (`current(id, day)`, as estimated
 * so far) revised from its passes (`site`), the day factors from every site's (`market`, the site's among
 * them). Answers the revised estimates by `goodsId|day`.
 */
export function reviseSet(
  site: SiteEvidence,
  market: readonly SiteEvidence[],
  today: number,
  seenToday: readonly number[],
  current: (goodsId: number, day: string) => DayEstimate | undefined,
): Map<string, DayEstimate> {
  const out = new Map<string, DayEstimate>();
  let factors: Map<number, number> | undefined;
  const days = Array.from({ length: REVISED_DAYS + 1 }, (_, i) => today - REVISED_DAYS + i);
  for (const id of seenToday) {
    const targets = days.filter((k) => revisable(current(id, dayText(k))));
    const list = site.passes.get(id);
    if (!targets.length || !list) continue;
    factors ??= dayFactors(market, today);
    for (const [k, r] of reviseProduct(id, list, site, factors, targets)) {
      const before = current(id, dayText(k)) as DayEstimate;
      const units = Math.max(0, Math.round(r.units));
      out.set(`${id}|${dayText(k)}`, { ...before, units, low: Math.min(units, Math.max(0, Math.floor(r.low))), high: Math.max(units, Math.ceil(r.high)) });
    }
  }
  return out;
}

/** A revised day's estimate in a product's newest estimates (its level where no fit can be made), where kept. */
export function reviseKept(list: DayEstimate[] | undefined, estimate: DayEstimate): void {
  const i = list?.findIndex((e) => e.day === estimate.day) ?? -1;
  if (list && i >= 0) list[i] = estimate;
}
