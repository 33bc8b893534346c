// How far TikTok Shop's head (products at 10+ units a day) can come (issue 33, session 11): an offline
// measure, not part of the tests or the import. The simulator's days over a period, the estimator as the
// import runs it (`baseline`), and against it what the two sources of information a crawler still has give:
// - each video's own rate. At best (`expected ...`): each product day's expected units known exactly (the
//   simulator's Poisson means, replayed here from its own streams; the printed check is 1 for a true replay),
//   used where the counter is rounded, the exact counter's difference elsewhere; variants show what the
//   per-video rates, the calendar and the card are worth. Buildable (`per-video rates`, `common rates`): a
//   ridge regression of the counter's increments over 28 days of passes on each video's views gained (toward
//   the product's common rate of its slot), its card and its lives' viewers, times a market day factor
//   (CALENDAR: `fitted` from the exact-counter products' units against their exposure, days through the
//   evidence only; `sim` the simulator's campaign factor, a leak kept for comparison; `none`);
// - later passes: the posterior of each day's units given the counter's passes up to `lag` days after it
//   (fixed-lag smoothing, a forward-backward pass over the cumulative count, each pass read as the counter
//   plus the night's share of the next day, as the simulator writes it), with Poisson days (`smoothed ...`)
//   or negative binomial ones whose mean is itself uncertain (NB_CV, `mean ±N % a day`); its 10-90 % quantiles
//   are the stated interval.
// Lag 0 is the figure on the day it is first published (the pass after the day), lag L the figure after L
// more days of passes. Prints the head's daily MdAPE and interval coverage for each (ESTIMATES picks
// known,fitted,common,per; LAGS the lags). Run:
//   CALENDAR=fitted NB_CV=0.2 ESTIMATES=known,per LAGS=0,1,2,3,7 TSX_TSCONFIG_PATH=apps/api-server/tsconfig.json \
//   node --import tsx apps/api-server/src/market/bench/tiktok-floor-bench.ts [--scale small] [--from 2026-10-15] [--to 2026-11-11] [--seed N]
// (small scale, 120 head products: 24 min at load 7-13).
import { parseArgs } from 'node:util';

import { addDays, dayNumber, daysBetween } from '../days';
import { estimateWindow, hoursAfter, recentDailyOf, sightingOf, SPAN_DAYS, spanDailyOf, type DayEstimate, type Sighting } from '../estimate/estimator';
import { exposureLevel } from '../estimate/exposure-level';
import { TiktokExposures } from '../estimate/tiktok-exposures';
import { dayUnits, deciles, logFact, ridge, trim } from '../estimate/tiktok-revision';
import { soldShareBy, TIKTOK_OBSERVATION_RULE } from '../market-config';
import { rngOf, type Rng } from '../sim/random';
import { campaignFactor } from '../sim/simulate-day';
import { TIKTOK_STREAM, TiktokUniverse, VIDEO_ACTIVE_DAYS, type TtCreator, type TtProduct } from '../sim/tiktok';
import { DEFAULT_MARKET_SEED, marketScaleOf } from '../scale';

/** The simulator's views decay (sim/tiktok.ts VIDEO_DECAY; the replay's check below fails if it differs). */
const VIDEO_DECAY = 0.72;
const LAGS = (process.env.LAGS ?? '0,1,2,3,7,14').split(',').map(Number);
const HEAD = 10;

interface SimInternals {
  promoted(rng: Rng, c: TtCreator, dayNo: number, count: number): TtProduct[];
  demand(p: TtProduct, dayNo: number, day: string): number;
}

/** Each product's expected units of `day`: the means of the simulator's Poisson draws, replayed from its streams. */
type Variant = 'exact' | 'mean video rate' | 'no calendar' | 'card alone';
function expectedUnits(u: TiktokUniverse, day: string, variant: Variant = 'exact'): Map<number, number> {
  const dayNo = dayNumber(day);
  const sim = u as unknown as SimInternals;
  const out = new Map<number, number>();
  const add = (id: number, v: number) => out.set(id, (out.get(id) ?? 0) + (variant === 'card alone' ? 0 : v));
  const campaign = variant === 'no calendar' ? 1 : campaignFactor(day);
  for (const c of u.creators) {
    for (let age = VIDEO_ACTIVE_DAYS - 1; age >= 0; age--) {
      const posted = dayNo - age;
      const vr = rngOf(u.seed, TIKTOK_STREAM.video, c.index, posted);
      if (vr.next() >= c.postRate) continue;
      const reach = c.followers * (0.05 + 0.6 * vr.next()) * Math.min(50, vr.pareto(1.6));
      const products = sim.promoted(vr, c, posted, vr.next() < 0.8 ? 1 : 2);
      if (!products.length) continue;
      vr.next(); // likeRate
      const drawn = 0.0004 + 0.002 * vr.next();
      const buyRate = variant === 'mean video rate' ? 0.0014 : drawn;
      const noise = 1 + 0.25 * rngOf(u.seed, TIKTOK_STREAM.videoDay, c.index, posted, age).normal();
      const todayViews = Math.max(0, Math.round(reach * Math.pow(VIDEO_DECAY, age) * noise));
      products.forEach((p, i) => add(p.id, todayViews * buyRate * (i === 0 ? 1 : 0.4) * Math.min(3, 0.4 + p.appeal / 8) * campaign));
    }
    const lr = rngOf(u.seed, TIKTOK_STREAM.live, c.index, dayNo);
    if (lr.next() < c.liveRate) {
      const products = sim.promoted(lr, c, dayNo, 2 + lr.int(4));
      if (products.length) {
        const viewers = Math.max(20, Math.round(c.followers * (0.01 + 0.05 * lr.next())));
        for (const p of products) add(p.id, viewers * 0.002 * Math.min(3, 0.4 + p.appeal / 8) * campaign);
      }
    }
  }
  for (const p of u.products) if (p.listDay <= dayNo) out.set(p.id, (out.get(p.id) ?? 0) + (sim.demand(p, dayNo, day) * 0.15) / (variant === 'no calendar' ? campaignFactor(day) : 1));
  return out;
}

/**
 * A day's units over their likely values given their mean: Poisson, or where the mean is itself uncertain
 * (a share `cv` of it, one sd), the negative binomial of that mean and variance. [first value, probabilities].
 */
function pmf(lambda: number, cv = 0): { x0: number; p: Float64Array } {
  const l = Math.max(0.05, lambda);
  if (cv > 0) return dayUnits(lambda, cv);
  const sd = Math.sqrt(l);
  const x0 = Math.max(0, Math.floor(l - 7 * sd - 3));
  const x1 = Math.ceil(l + 7 * sd + 5);
  const p = new Float64Array(x1 - x0 + 1);
  for (let x = x0; x <= x1; x++) p[x - x0] = Math.exp(x * Math.log(l) - l - logFact(x));
  return { x0, p };
}

interface Pass {
  lo: number;
  hi: number;
  /** Share of the next day's units the pass saw. */
  night: number;
}

/** A distribution over the cumulative count: its first value and weights. */
interface Dist {
  t0: number;
  w: Float64Array;
}

const ok = (pass: Pass | undefined, i: number, j: number) => {
  if (!pass) return true;
  const seen = i + Math.floor((j - i) * pass.night);
  return seen >= pass.lo - 1 && seen <= pass.hi + 1;
};

type Step = { x0: number; p: Float64Array };

/**
 * Each step the pass allows from the count `a` holds (index ii) by a day's units (index xx of `step`), with its
 * weight: the day's probability, times a's weight where `weighted`, times `after`'s weight of the count reached
 * where given (steps to a count it does not hold are left out).
 */
function steps(a: Dist, step: Step, pass: Pass | undefined, after: Dist | undefined, weighted: boolean, visit: (ii: number, xx: number, weight: number) => void): void {
  const { x0, p } = step;
  for (let ii = 0; ii < a.w.length; ii++) {
    const ai = weighted ? (a.w[ii] as number) : 1;
    if (ai === 0) continue;
    const i = a.t0 + ii;
    for (let xx = 0; xx < p.length; xx++) {
      const j = i + x0 + xx;
      let m = ai * (p[xx] as number);
      if (after) {
        const jj = j - after.t0;
        if (jj < 0 || jj >= after.w.length) continue;
        m *= after.w[jj] as number;
      }
      if (ok(pass, i, j)) visit(ii, xx, m);
    }
  }
}

/**
 * Posterior means of the units of days `targets` (indexes into the window) given the passes of the window
 * (`passes[k]`: the pass of day k, undefined where missed or beyond the evidence) and each day's mean
 * (`lambda[k]`). The window's first pass starts the count (uniform over what it allows). Undefined where
 * the passes contradict the model.
 */
interface Posterior {
  mean: number;
  /** Its 10 % and 90 % quantiles (the interval a build would state, 80 % nominal). */
  low: number;
  high: number;
}

function smooth(passes: readonly (Pass | undefined)[], lambda: readonly number[], targets: readonly number[], cv = 0): (Posterior | undefined)[] {
  const n = passes.length;
  const first = passes.findIndex((p) => p !== undefined);
  if (first < 0) return targets.map(() => undefined);
  const pm = lambda.map((l) => pmf(l, cv));
  const p0 = passes[first] as Pass;
  const next = pm[first + 1] ?? pmf(0);
  const alpha: (Dist | undefined)[] = new Array(n + 1).fill(undefined);
  const start = Math.max(0, p0.lo - (next.x0 + next.p.length));
  alpha[first] = { t0: start, w: new Float64Array(p0.hi + 2 - start).fill(1) };
  // Forward: alpha[k + 1](j) = sum_i alpha[k](i) P_{k+1}(j - i) [pass k allows (i, j)].
  for (let k = first; k < n - 1; k++) {
    const a = alpha[k] as Dist;
    const { x0, p } = pm[k + 1] as Step;
    const w = new Float64Array(a.w.length + p.length);
    steps(a, pm[k + 1] as Step, passes[k], undefined, true, (ii, xx, m) => (w[ii + xx] = (w[ii + xx] as number) + m));
    const d = trim(a.t0 + x0, w);
    if (!d.w.length) return targets.map(() => undefined);
    alpha[k + 1] = d;
  }
  // Backward from the last day (no evidence after it), beta over alpha's support.
  const beta: (Float64Array | undefined)[] = new Array(n).fill(undefined);
  beta[n - 1] = new Float64Array((alpha[n - 1] as Dist).w.length).fill(1);
  const lowest = Math.min(...targets) - 1;
  for (let k = n - 2; k >= Math.max(first, lowest); k--) {
    const a = alpha[k] as Dist;
    const an = alpha[k + 1] as Dist;
    const bn = beta[k + 1] as Float64Array;
    const b = new Float64Array(a.w.length);
    steps(a, pm[k + 1] as Step, passes[k], { t0: an.t0, w: bn }, false, (ii, _xx, m) => (b[ii] = (b[ii] as number) + m));
    let max = 0;
    for (const v of b) if (v > max) max = v;
    if (max > 0) for (let ii = 0; ii < b.length; ii++) b[ii] = (b[ii] as number) / max;
    beta[k] = b;
  }
  return targets.map((d) => {
    if (d - 1 < first) return undefined;
    const a = alpha[d - 1] as Dist;
    const an = alpha[d] as Dist;
    const bn = beta[d] as Float64Array;
    const { x0, p } = pm[d] as Step;
    let mass = 0;
    let mean = 0;
    const byX = new Float64Array(p.length);
    steps(a, pm[d] as Step, passes[d - 1], { t0: an.t0, w: bn }, true, (_ii, xx, m) => {
      mass += m;
      mean += m * (x0 + xx);
      byX[xx] = (byX[xx] as number) + m;
    });
    if (!(mass > 0)) return undefined;
    const [low, high] = deciles(x0, byX, mass);
    return { mean: mean / mass, low, high };
  });
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length ? (s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2) : NaN;
};

function main(): void {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: 'small' }, from: { type: 'string', default: '2026-10-15' }, to: { type: 'string', default: '2026-11-11' }, seed: { type: 'string', default: String(DEFAULT_MARKET_SEED) } } });
  const scale = marketScaleOf(values.scale);
  if (!scale) throw new Error('scale');
  const { from, to } = values;
  const seed = Number(values.seed);
  const started = performance.now();
  const universe = new TiktokUniverse(seed, scale);
  const first = addDays(from, -7);
  const last = addDays(to, 15);
  const days = daysBetween(first, last);
  const dayIndex = (day: string) => dayNumber(day) - dayNumber(first);
  const truth = new Map<number, number[]>();
  const expected = new Map<number, number[]>();
  const sightings = new Map<number, (Sighting | undefined)[]>();
  const exposures = new TiktokExposures();
  const VARIANTS = ['mean video rate', 'no calendar', 'card alone'] as const;
  const variants = new Map<string, number[]>();
  const videoGains = new Map<number, Float64Array>();
  const videoViews = new Map<number, number>();
  const goodsVideos = new Map<number, Map<number, number>>();
  const goodsViewers = new Map<number, Float64Array>();
  let dispersion = 0;
  let dispersionDays = 0;
  for (const day of days) {
    const k = dayIndex(day);
    const lam = expectedUnits(universe, day);
    for (const v of VARIANTS) {
      const m = expectedUnits(universe, day, v);
      for (const [id, x] of m) {
        const list = variants.get(`${v}|${id}`) ?? new Array<number>(days.length).fill(0);
        list[dayIndex(day)] = x;
        variants.set(`${v}|${id}`, list);
      }
    }
    for (const [site, { feed, truth: rows }] of universe.dayWithTruth(day)) {
      for (const t of rows) {
        if (t.kind !== 'product') continue;
        // -1: no row (not listed yet), as the accuracy table's pairs have none.
        const list = truth.get(t.id) ?? new Array<number>(days.length).fill(-1);
        list[k] = t.units;
        truth.set(t.id, list);
        const e = expected.get(t.id) ?? new Array<number>(days.length).fill(0);
        e[k] = lam.get(t.id) ?? 0;
        expected.set(t.id, e);
        if ((e[k] as number) > 0) {
          dispersion += (t.units - (e[k] as number)) ** 2 / (e[k] as number);
          dispersionDays++;
        }
      }
      exposures.addDay(day, feed.videos ?? [], feed.lives ?? []);
      for (const v of feed.videos ?? []) {
        const gains = videoGains.get(v.id) ?? new Float64Array(days.length);
        const before = videoViews.get(v.id);
        const age = dayNumber(day) - dayNumber(new Date(Date.parse(v.postedAt) + 8 * 3_600_000).toISOString().slice(0, 10));
        gains[k] = before !== undefined ? v.views - before : (v.views * (1 - VIDEO_DECAY) * Math.pow(VIDEO_DECAY, age)) / (1 - Math.pow(VIDEO_DECAY, age + 1));
        videoGains.set(v.id, gains);
        videoViews.set(v.id, v.views);
        v.goods.forEach((g, i) => {
          const m = goodsVideos.get(g.goodsId) ?? new Map<number, number>();
          m.set(v.id, i);
          goodsVideos.set(g.goodsId, m);
        });
      }
      for (const l of feed.lives ?? []) for (const g of l.goods) {
        const a = goodsViewers.get(g.goodsId) ?? new Float64Array(days.length);
        a[k] = (a[k] as number) + l.viewers;
        goodsViewers.set(g.goodsId, a);
      }
      for (const row of feed.products ?? []) {
        if (row.soldShown === null || row.observedAt === null) continue;
        const list = sightings.get(row.id) ?? new Array<Sighting | undefined>(days.length).fill(undefined);
        list[k] = sightingOf(site, day, { soldShown: row.soldShown, monthlyShown: null, stock: 0, ratingCount: 0, observedAt: row.observedAt }, TIKTOK_OBSERVATION_RULE);
        sightings.set(row.id, list);
      }
    }
  }
  console.log(`simulated ${days.length} days in ${((performance.now() - started) / 1000).toFixed(1)} s; replay check: sum((units - mean)^2 / mean) / days = ${(dispersion / dispersionDays).toFixed(3)} over ${dispersionDays} product-days (1 for Poisson draws of those means)`);

  // The head: products whose true mean over from..to is 10+, their days of 10+.
  const fromK = dayIndex(from);
  const toK = dayIndex(to);
  const heads: number[] = [];
  for (const [id, list] of truth) {
    const period = list.slice(fromK, toK + 1).filter((v) => v >= 0);
    if (period.length && period.reduce((n, v) => n + v, 0) / period.length >= HEAD) heads.push(id);
  }

  // The baseline: the estimator as the import runs it (accuracy.ts tiktokAccuracyPairs), from `first`.
  const baseline = new Map<number, (DayEstimate | undefined)[]>();
  for (const id of heads) {
    const seen: Sighting[] = [];
    let prev: Sighting | undefined;
    const past: DayEstimate[] = [];
    const out: (DayEstimate | undefined)[] = new Array(days.length).fill(undefined);
    for (const cur of sightings.get(id) ?? []) {
      if (!cur) continue;
      const span = seen.filter((s) => dayNumber(cur.day) - dayNumber(s.day) <= SPAN_DAYS);
      const level = exposures.levelOf(id, [...span, cur], prev);
      const made = estimateWindow(prev, cur, level ? { recentDaily: level.daily, levelSd: level.sd } : { recentDaily: spanDailyOf(span[0], cur) ?? recentDailyOf(past) });
      for (const e of made) out[dayIndex(e.day)] = e;
      past.push(...made);
      if (past.length > 14) past.splice(0, past.length - 14);
      prev = cur;
      seen.length = 0;
      seen.push(...span, cur);
    }
    baseline.set(id, out);
  }

  const CAL = process.env.CALENDAR ?? 'fitted';
  // The market's day factor as a crawler can read it: the products whose counter is exact on a day and the
  // day before (under 1,000 sold) sold so much that day against their own mean of the 14 days before.
  const exactUnits = new Map<number, (number | undefined)[]>();
  for (const [id, list] of sightings) {
    const units = list.map((cur, k) => {
      const prev = list[k - 1];
      if (!cur || !prev || cur.sold[0] !== cur.sold[1] || prev.sold[0] !== prev.sold[1]) return undefined;
      const seenAfter = soldShareBy(hoursAfter(cur.observedAt, dayNumber(cur.day)));
      const seenBefore = soldShareBy(hoursAfter(prev.observedAt, dayNumber(prev.day)));
      return (cur.sold[0] - prev.sold[0]) / (1 - seenBefore + seenAfter);
    });
    exactUnits.set(id, units);
  }
  const marketIndex = days.map((_, k) => {
    let now = 0;
    let before = 0;
    for (const units of exactUnits.values()) {
      const u = units[k];
      if (u === undefined) continue;
      const past = units.slice(Math.max(0, k - 14), k).filter((v): v is number => v !== undefined);
      if (past.length < Math.min(5, k)) continue;
      if (!past.length) continue;
      now += u;
      before += past.reduce((n, v) => n + v, 0) / past.length;
    }
    return before > 0 ? now / before : 1;
  });
  console.log(`market index (estimated) vs campaignFactor: ${days.map((d, k) => `${d.slice(5)} ${(marketIndex[k] as number).toFixed(2)}/${campaignFactor(d)}`).filter((_, k) => k % 1 === 0).join(', ')}`);
  // Better: the day factor of a model fitted over all exact-counter products of the days through e (alternating
  // least squares): units of product p on day d = m_d x (k_p + a_p x exposure_{p,d}), m over the days through e.
  const exposureOf = new Map<number, number[]>();
  for (const id of exactUnits.keys()) exposureOf.set(id, days.map((d) => exposures.exposure(id, d)));
  function fittedIndex(e: number): number[] {
    const m = new Array<number>(e + 1).fill(1);
    const coef = new Map<number, [number, number]>();
    for (let round = 0; round < 6; round++) {
      for (const [id, units] of exactUnits) {
        const ex = exposureOf.get(id) as number[];
        // Least squares of u_d on m_d and m_d x_d.
        let s11 = 0, s12 = 0, s22 = 0, t1 = 0, t2 = 0, n = 0;
        for (let k = Math.max(0, e - 28); k <= e; k++) {
          const u = units[k];
          if (u === undefined) continue;
          const a = m[k] as number;
          const b = a * (ex[k] as number);
          s11 += a * a; s12 += a * b; s22 += b * b; t1 += a * u; t2 += b * u; n++;
        }
        if (n < 3) continue;
        const det = s11 * s22 - s12 * s12;
        let k0 = t1 / s11;
        let a0 = 0;
        if (det > 1e-9 * s11 * s22 && s22 > 0) {
          k0 = (t1 * s22 - t2 * s12) / det;
          a0 = (s11 * t2 - s12 * t1) / det;
          if (k0 < 0 || a0 < 0) {
            if (a0 < 0) { k0 = t1 / s11; a0 = 0; } else { k0 = 0; a0 = t2 / s22; }
          }
        }
        coef.set(id, [Math.max(0, k0), Math.max(0, a0)]);
      }
      let total = 0;
      let count = 0;
      for (let k = Math.max(0, e - 28); k <= e; k++) {
        let num = 0;
        let den = 0;
        for (const [id, [k0, a0]] of coef) {
          const u = (exactUnits.get(id) as (number | undefined)[])[k];
          if (u === undefined) continue;
          num += u;
          den += k0 + a0 * ((exposureOf.get(id) as number[])[k] as number);
        }
        m[k] = den > 0 ? num / den : 1;
        total += m[k] as number;
        count++;
      }
      for (let k = Math.max(0, e - 28); k <= e; k++) m[k] = (m[k] as number) / (total / count);
    }
    return m;
  }
  const indexThrough = new Map<number, number[]>();
  const calendarAt = (e: number): number[] => {
    if (CAL === 'sim') return days.map((d) => campaignFactor(d));
    if (CAL === 'market') return marketIndex;
    if (CAL === 'fitted') {
      let m = indexThrough.get(e);
      if (!m) {
        m = fittedIndex(Math.min(e, days.length - 1));
        indexThrough.set(e, m);
      }
      return m;
    }
    return days.map(() => 1);
  };
  if (CAL === 'fitted') {
    const m = calendarAt(dayIndex(to) + 14);
    console.log(`fitted market index (through ${addDays(to, 14)}) / campaignFactor: ${days.map((d, k) => `${d.slice(5)} ${(m[k] ?? 1).toFixed(2)}/${campaignFactor(d)}`).join(', ')}`);
    const m0 = days.map((_, k) => calendarAt(k)[k] ?? 1);
    console.log(`fitted market index, each day through itself: ${days.map((d, k) => `${d.slice(5)} ${(m0[k] ?? 1).toFixed(2)}`).join(', ')}`);
  }
  /**
   * The product's means of days [lo, hi] (indexes) from its counter's passes of days [e - W, e]: its card's
   * steady rate, each video's own rate (ridge, toward the product's common rate of videos in that slot) and
   * its lives' rate, each day's units the calendar's factor times those.
   */
  function rateLevels(id: number, e: number, W: number, lo: number, hi: number, perVideo: boolean): number[] | undefined {
    const seenList = sightings.get(id) ?? [];
    const passes: number[] = [];
    for (let k = Math.max(0, e - W); k <= e; k++) if (seenList[k]) passes.push(k);
    if (passes.length < 4) return undefined;
    const vids = [...(goodsVideos.get(id) ?? new Map<number, number>())].filter(([v]) => {
      const g = videoGains.get(v) as Float64Array;
      for (let k = Math.max(0, e - W); k <= Math.min(hi, e + 1); k++) if ((g[k] as number) > 0) return true;
      for (let k = lo; k <= hi; k++) if ((g[k] as number) > 0) return true;
      return false;
    });
    const viewers = goodsViewers.get(id);
    const calendar = calendarAt(e);
    // Regressors of a day: card 1, each video's gains (or the slot's summed gains), lives' viewers; times the calendar.
    const dayX = (k: number, per: boolean): number[] => {
      const kk = Math.min(k, e);
      const m = calendar[kk] ?? 1;
      const x = [m];
      if (per) for (const [v] of vids) x.push(m * ((videoGains.get(v) as Float64Array)[kk] as number));
      else {
        let g0 = 0;
        let g1 = 0;
        for (const [v, pos] of vids) {
          const g = (videoGains.get(v) as Float64Array)[kk] as number;
          if (pos === 0) g0 += g;
          else g1 += g;
        }
        x.push(m * g0, m * g1);
      }
      x.push(m * ((viewers?.[kk] as number | undefined) ?? 0));
      return x;
    };
    const night = (k: number) => {
      const s = seenList[k] as Sighting;
      return soldShareBy(hoursAfter(s.observedAt, dayNumber(s.day)));
    };
    const mid = (k: number) => {
      const s = seenList[k] as Sighting;
      return (s.sold[0] + s.sold[1]) / 2;
    };
    const width = (k: number) => {
      const s = seenList[k] as Sighting;
      return s.sold[1] - s.sold[0] + 1;
    };
    const rowsOf = (per: boolean) => {
      const xs: number[][] = [];
      const ys: number[] = [];
      const vs: number[] = [];
      for (let i = 1; i < passes.length; i++) {
        const a = passes[i - 1] as number;
        const b = passes[i] as number;
        const x = dayX(a + 1, per).map((v) => v * (1 - night(a)));
        for (let d = a + 2; d <= b; d++) dayX(d, per).forEach((v, j) => (x[j] = (x[j] as number) + v));
        dayX(b + 1, per).forEach((v, j) => (x[j] = (x[j] as number) + v * night(b)));
        xs.push(x);
        ys.push(mid(b) - mid(a));
        vs.push((width(a) ** 2 + width(b) ** 2) / 12);
      }
      return { xs, ys, vs };
    };
    const solveRidge = ridge;
    // Stage 1: card, the two slots' common rates and lives' (weak priors: 0 units, 0.0014 x 3 a view, 0.002 x 3 a viewer).
    const one = rowsOf(false);
    let noise = one.vs;
    let beta = solveRidge(one.xs, one.ys, noise, [{ mean: 0, sd: 1000 }, { mean: 0.004, sd: 0.01 }, { mean: 0.0016, sd: 0.01 }, { mean: 0.006, sd: 0.02 }]);
    if (!beta) return undefined;
    // Weighted again with each window's Poisson variance at the first fit's level.
    const level = (x: number[], b: number[]) => Math.max(0, x.reduce((n, v, i) => n + v * (b[i] as number), 0));
    noise = one.xs.map((x, r) => (one.vs[r] as number) + level(x, beta as number[]));
    beta = solveRidge(one.xs, one.ys, noise, [{ mean: 0, sd: 1000 }, { mean: 0.004, sd: 0.01 }, { mean: 0.0016, sd: 0.01 }, { mean: 0.006, sd: 0.02 }]) ?? beta;
    const [k0, c0, c1, bl] = beta.map((v) => Math.max(0, v)) as [number, number, number, number];
    let coef = [k0, c0, c1, bl];
    let per = false;
    if (perVideo) {
      const two = rowsOf(true);
      const prior = [{ mean: k0, sd: Math.max(1, k0) }, ...vids.map(([, pos]) => ({ mean: pos === 0 ? c0 : c1, sd: Math.max(1e-6, 0.5 * (pos === 0 ? c0 : c1)) })), { mean: bl, sd: Math.max(1e-6, 0.5 * bl) }];
      const noise2 = two.xs.map((x, r) => (two.vs[r] as number) + level(x, prior.map((p) => p.mean)));
      const b2 = solveRidge(two.xs, two.ys, noise2, prior);
      if (b2) {
        coef = b2.map((v) => Math.max(0, v));
        per = true;
      }
    }
    const out: number[] = [];
    for (let k = lo; k <= hi; k++) out.push(level(dayX(k, per), coef));
    return out;
  }

  type Row = { id: number; k: number; truth: number; basis: string; est: Record<string, number | undefined>; inside: Record<string, boolean> };
  const WANT = (process.env.ESTIMATES ?? 'known,fitted,common,per').split(',');
  const rows: Row[] = [];
  const WINDOW = 16;
  let smoothCalls = 0;
  for (const id of heads) {
    const t = truth.get(id) as number[];
    const lam = expected.get(id) as number[];
    const seenList = sightings.get(id) ?? [];
    const passOf = (k: number): Pass | undefined => {
      const s = seenList[k];
      if (!s) return undefined;
      return { lo: s.sold[0], hi: s.sold[1], night: soldShareBy(hoursAfter(s.observedAt, dayNumber(s.day))) };
    };
    const byDay = new Map<number, Row>();
    for (let k = fromK; k <= toK; k++) {
      if ((t[k] as number) < HEAD) continue;
      const b = baseline.get(id)?.[k];
      const est: Record<string, number | undefined> = { baseline: b?.units ?? 0, expected: lam[k], 'expected where rounded': b?.basis === 'counter' ? b.units : lam[k] };
      for (const v of VARIANTS) est[`expected, ${v}, where rounded`] = b?.basis === 'counter' ? b.units : variants.get(`${v}|${id}`)?.[k];
      const row = { id, k, truth: t[k] as number, basis: b?.basis ?? 'none', est, inside: { baseline: b !== undefined && (t[k] as number) >= b.low && (t[k] as number) <= b.high } as Record<string, boolean> };
      rows.push(row);
      byDay.set(k, row);
    }
    if (!byDay.size) continue;
    // For each evidence day e (passes through e), the window [e - WINDOW, e + 1]: posterior means of days e - lag.
    for (let e = fromK; e <= toK + Math.max(...LAGS); e++) {
      const targets = LAGS.map((l) => e - l).filter((k) => byDay.has(k));
      if (!targets.length) continue;
      const w0 = e - WINDOW;
      const idx = Array.from({ length: WINDOW + 2 }, (_, i) => w0 + i);
      const passes = idx.map((k) => (k <= e && k >= 0 ? passOf(k) : undefined));
      const none = targets.map(() => undefined);
      const known = WANT.includes('known') ? smooth(passes, idx.map((k) => lam[k] ?? 0), targets.map((k) => k - w0)) : none;
      // The fitted means: the counter and exposure fit over the span of passes through e, at each day's exposure.
      const span = idx.filter((k) => k >= e - SPAN_DAYS && k <= e && k >= 0).map((k) => seenList[k]).filter((s): s is Sighting => s !== undefined);
      const lastSeen = span[span.length - 1];
      const fitted = !WANT.includes('fitted') ? [] : idx.map((k) => {
        const day = days[Math.min(k, e)] ?? (days[0] as string);
        const level = lastSeen ? exposureLevel(span, (d) => exposures.exposure(id, d), [day]) : undefined;
        return level ? level.daily : (spanDailyOf(span[0], lastSeen as Sighting) ?? (lam[k] ?? 0));
      });
      const guessed = WANT.includes('fitted') ? smooth(passes, fitted, targets.map((k) => k - w0)) : none;
      const common = WANT.includes('common') ? rateLevels(id, e, 28, w0, e + 1, false) : undefined;
      const perVideo = WANT.includes('per') ? rateLevels(id, e, 28, w0, e + 1, true) : undefined;
      const smoothedCommon = common ? smooth(passes, common, targets.map((k) => k - w0)) : none;
      const smoothedPer = perVideo ? smooth(passes, perVideo, targets.map((k) => k - w0)) : none;
      // The interval with the means' own error: the low end of a smoothing at means 20 % lower, the high end of one 20 % higher.
      const SPREAD = Number(process.env.SPREAD ?? 0);
      const perLow = perVideo && SPREAD ? smooth(passes, perVideo.map((v) => v * (1 - SPREAD)), targets.map((k) => k - w0)) : none;
      const perHigh = perVideo && SPREAD ? smooth(passes, perVideo.map((v) => v * (1 + SPREAD)), targets.map((k) => k - w0)) : none;
      const NB_CV = Number(process.env.NB_CV ?? 0.2);
      const perNb = perVideo ? smooth(passes, perVideo, targets.map((k) => k - w0), NB_CV) : none;
      smoothCalls += 4;
      targets.forEach((k, i) => {
        const row = byDay.get(k) as Row;
        const base = row.basis === 'counter' ? (row.est.baseline as number) : undefined;
        const put = (name: string, want: string, v: Posterior | number | undefined) => {
          if (!WANT.includes(want)) return;
          if (typeof v === 'number' || v === undefined) row.est[name] = v;
          else {
            row.est[name] = v.mean;
            row.inside[name] = row.truth >= v.low && row.truth <= v.high;
          }
        };
        put(`smoothed, known means, lag ${e - k}`, 'known', known[i]);
        put(`smoothed, fitted, lag ${e - k}`, 'fitted', guessed[i]);
        put(`common rates, lag ${e - k}`, 'common', base ?? common?.[k - w0]);
        put(`per-video rates, lag ${e - k}`, 'per', base ?? perVideo?.[k - w0]);
        put(`smoothed common rates, lag ${e - k}`, 'common', smoothedCommon[i]);
        put(`smoothed per-video rates, lag ${e - k}`, 'per', smoothedPer[i]);
        put(`smoothed per-video rates, mean ±${NB_CV * 100} % a day, lag ${e - k}`, 'per', perNb[i]);
        const mid = smoothedPer[i];
        if (SPREAD) put(`  the same, lag ${e - k}, interval at means ±${SPREAD * 100} %`, 'per', mid && { mean: mid.mean, low: Math.min(mid.low, perLow[i]?.low ?? mid.low), high: Math.max(mid.high, perHigh[i]?.high ?? mid.high) });
      });
    }
  }
  console.log('cells: daily MdAPE of head days (truth 10+ of products at 10+ a day), "in N": % of them inside the stated interval (posterior 10-90 %), (days, "b.": days where the smoothing found no consistent path and the import\'s estimate stands)');
  console.log(`${heads.length} head products, ${rows.length} head days (truth 10+), ${smoothCalls} smoothing passes, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const names = [...new Set(rows.flatMap((r) => Object.keys(r.est)))];
  const groups: [string, (r: Row) => boolean][] = [
    ['all head days', () => true],
    ['exact counter (basis counter)', (r) => r.basis === 'counter'],
    ['rounded counter (fitted)', (r) => r.basis !== 'counter'],
  ];
  console.log(`${'estimate'.padEnd(36)} ${groups.map(([g]) => g.padStart(30)).join('')}`);
  for (const name of names) {
    const cells = groups.map(([, keep]) => {
      const list = rows.filter(keep);
      // Where a smoothing finds the passes against its means (none), the import's estimate stands.
      const errors = list.map((r) => Math.abs((r.est[name] ?? (r.est.baseline as number)) - r.truth) / r.truth);
      const missing = list.filter((r) => r.est[name] === undefined).length;
      const covered = list.filter((r) => name in r.inside || name === 'baseline');
      const inside = covered.length ? ` in ${Math.round((100 * covered.filter((r) => r.inside[name] ?? r.inside.baseline).length) / covered.length)}` : '';
      return `${(median(errors) * 100).toFixed(1)} %${inside} (${list.length}${missing ? `, ${missing} b.` : ''})`.padStart(30);
    });
    console.log(`${name.padEnd(36)} ${cells.join('')}`);
  }
}

main();
