// The estimates' measured error (issue 33 item 3): the simulator's days run through the estimator as
// the importer runs it (each product's passes in day order, each window from the pass before), and
// each product-day's estimate compared with the simulator's truth. The figures: the median absolute
// percentage error of daily units for products selling at least 10 a day, of 7-day units for the long
// tail, and the share of true values inside the stated interval; by category, sales level and site.
import { SITE_CODES, type SiteCode } from '@sealens/domain';

import { addDays, dayNumber, daysBetween } from '../days';
import type { MarketScale } from '../scale';
import type { TruthRow } from '../sim/simulate-day';
import { MarketSimulator } from '../sim/simulator';
import { TIKTOK_SITES, TiktokUniverse } from '../sim/tiktok';
import { TIKTOK_OBSERVATION_RULE } from '../market-config';
import { RATE_DAYS, TiktokExposures } from './tiktok-exposures';
import { REVISED_DAYS, reviseKept, reviseSet } from './tiktok-revision';
import { estimateWindow, recentDailyOf, sightingOf, SPAN_DAYS, spanDailyOf, type Basis, type DayEstimate, type Sighting } from './estimator';

/** The targets: the test holds the overall figures to them. */
export const ACCURACY_TARGETS = { headMdape: 0.1, tailWeeklyMdape: 0.25, inInterval: 0.8 } as const;
/** Units a day from which a product counts as a seller (its daily error is measured); below: the long tail (its weekly error). */
export const HEAD_UNITS = 10;

export interface ErrorFigures {
  /** Median absolute percentage error of daily units, products at HEAD_UNITS a day or more (null: none there). */
  headMdape: number | null;
  headDays: number;
  /** Median absolute percentage error of 7-day units, long-tail products that sold in the week. */
  tailWeeklyMdape: number | null;
  tailWeeks: number;
  /** Share of product-days whose true units lie inside the estimate's interval. */
  inInterval: number;
  days: number;
}

/**
 * The error of an aggregate's figures (issue 33): a shop's, a brand's or a category's units are the
 * sums of its products' estimates, and its interval the sums of their intervals (lower ends, upper
 * ends), as the server states them. Measured over its 7-day weeks of the period that sold.
 */
export interface AggregateFigures {
  /** Median absolute percentage error of its 7-day units (null: no week sold). */
  weeklyMdape: number | null;
  /** Share of its weeks whose true units lie inside the summed interval. */
  inInterval: number;
  /** Aggregate-weeks measured (each shop, brand or category of a site, each full week that sold). */
  weeks: number;
}

/** The aggregates the workbench ranks: shops, brands of a site, categories of a site. */
export const AGGREGATES = ['shop', 'brand', 'category'] as const;
export type Aggregate = (typeof AGGREGATES)[number];
/** Days of an aggregate's measured period: the rankings' default (7 days). */
export const AGGREGATE_DAYS = 7;

export interface AccuracyTable {
  seed: number;
  scale: string;
  from: string;
  to: string;
  overall: ErrorFigures;
  bySite: Record<string, ErrorFigures>;
  byCategory: Record<string, ErrorFigures>;
  /** By the product's true mean units a day over the period: 10 or more, 1 to 10, under 1. */
  byLevel: Record<string, ErrorFigures>;
  /** Share of product-days by how their estimate was made. */
  byBasis: Record<string, number>;
  /** Shops', brands' and categories' weekly error and interval coverage. */
  aggregates: Record<Aggregate, AggregateFigures>;
  /** The short-video marketplace's products (TikTok Shop), measured alike (absent from a table written before it). */
  tiktok?: TiktokAccuracyTable;
}

/** A product-day: the simulator's truth beside the estimate made of what the crawler saw. */
export interface Pair {
  site: SiteCode;
  categoryId: number;
  goodsId: number;
  /** Its shop and brand as the crawler last saw them (undefined: never seen in the run). */
  shopId: number | undefined;
  brandId: number | null | undefined;
  day: string;
  truth: number;
  estimate: DayEstimate;
}

const median = (values: number[]): number | null => {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

const round4 = (v: number | null) => (v === null ? null : Math.round(v * 10_000) / 10_000);

function figures(pairs: readonly Pair[], meanOf: Map<number, number>): ErrorFigures {
  const head: number[] = [];
  const weeks = new Map<string, { truth: number; estimate: number }>();
  let inside = 0;
  for (const p of pairs) {
    if (p.truth >= p.estimate.low && p.truth <= p.estimate.high) inside++;
    const mean = meanOf.get(p.goodsId) ?? 0;
    if (mean >= HEAD_UNITS) {
      if (p.truth >= HEAD_UNITS) head.push(Math.abs(p.estimate.units - p.truth) / p.truth);
    } else {
      const key = `${p.goodsId}|${Math.floor(dayNumber(p.day) / 7)}`;
      const w = weeks.get(key) ?? { truth: 0, estimate: 0 };
      w.truth += p.truth;
      w.estimate += p.estimate.units;
      weeks.set(key, w);
    }
  }
  const tail = [...weeks.values()].filter((w) => w.truth > 0).map((w) => Math.abs(w.estimate - w.truth) / w.truth);
  return {
    headMdape: round4(median(head)),
    headDays: head.length,
    tailWeeklyMdape: round4(median(tail)),
    tailWeeks: tail.length,
    inInterval: round4(pairs.length ? inside / pairs.length : 0) ?? 0,
    days: pairs.length,
  };
}

/**
 * An aggregate's figures: its products' product-days summed into (aggregate, full week of the period)
 * cells, truth against estimate and against the summed interval, over the cells that sold.
 */
export function aggregateFigures(pairs: readonly Pair[], keyOf: (p: Pair) => string | undefined, from: string, to: string): AggregateFigures {
  const weeks = Math.floor((dayNumber(to) - dayNumber(from) + 1) / AGGREGATE_DAYS);
  const cells = new Map<string, { truth: number; units: number; low: number; high: number }>();
  for (const p of pairs) {
    const key = keyOf(p);
    const week = Math.floor((dayNumber(p.day) - dayNumber(from)) / AGGREGATE_DAYS);
    if (key === undefined || week < 0 || week >= weeks) continue;
    const cell = `${key}|${week}`;
    const c = cells.get(cell) ?? { truth: 0, units: 0, low: 0, high: 0 };
    c.truth += p.truth;
    c.units += p.estimate.units;
    c.low += p.estimate.low;
    c.high += p.estimate.high;
    cells.set(cell, c);
  }
  const sold = [...cells.values()].filter((c) => c.truth > 0);
  const inside = sold.filter((c) => c.truth >= c.low && c.truth <= c.high).length;
  return {
    weeklyMdape: round4(median(sold.map((c) => Math.abs(c.units - c.truth) / c.truth))),
    inInterval: round4(sold.length ? inside / sold.length : 0) ?? 0,
    weeks: sold.length,
  };
}

function groupBy<K extends string | number>(pairs: readonly Pair[], key: (p: Pair) => K): Map<K, Pair[]> {
  const out = new Map<K, Pair[]>();
  for (const p of pairs) {
    const k = key(p);
    const list = out.get(k);
    if (list) list.push(p);
    else out.set(k, [p]);
  }
  return out;
}

/** A product-day no pass covered yet (missed, and no later pass in the period) has no estimate: 0. */
const noEstimate = (day: string): DayEstimate => ({ day, units: 0, low: 0, high: 0, basis: 'none' as Basis, provisional: true });

/** A pass's windows kept as the importer keeps them: the estimates, the product's last two weeks of them, its pass. */
function keepWindows(
  id: number,
  cur: Sighting,
  made: readonly DayEstimate[],
  kept: { estimates: Map<string, DayEstimate>; past: DayEstimate[]; history: Map<number, DayEstimate[]>; last: Map<number, Sighting> },
): void {
  for (const e of made) kept.estimates.set(`${id}|${e.day}`, e);
  kept.past.push(...made);
  if (kept.past.length > 14) kept.past.splice(0, kept.past.length - 14);
  kept.history.set(id, kept.past);
  kept.last.set(id, cur);
}

/** What both marketplaces' tables make of their pairs: each product's true mean a day, its sales level, the bases' shares, a grouped table. */
function summarize(pairs: readonly Pair[]) {
  const totals = new Map<number, { units: number; days: number }>();
  for (const p of pairs) {
    const s = totals.get(p.goodsId) ?? { units: 0, days: 0 };
    s.units += p.truth;
    s.days++;
    totals.set(p.goodsId, s);
  }
  const meanOf = new Map([...totals].map(([id, s]) => [id, s.units / s.days]));
  const level = (p: Pair) => {
    const m = meanOf.get(p.goodsId) ?? 0;
    return m >= HEAD_UNITS ? '10+' : m >= 1 ? '1-10' : '<1';
  };
  const byBasis: Record<string, number> = {};
  for (const p of pairs) byBasis[p.estimate.basis] = (byBasis[p.estimate.basis] ?? 0) + 1;
  for (const k of Object.keys(byBasis)) byBasis[k] = round4((byBasis[k] as number) / pairs.length) ?? 0;
  const table = (groups: Map<string | number, Pair[]>) =>
    Object.fromEntries([...groups].sort(([a], [b]) => String(a).localeCompare(String(b), 'en', { numeric: true })).map(([k, list]) => [String(k), figures(list, meanOf)]));
  return { meanOf, level, byBasis, table };
}

/**
 * Runs the simulator over `from`..`to` (plus a week before, so each product has passes and a level
 * behind it) and measures the estimates of `from`..`to` against the truth.
 */
export function measureAccuracy(options: { seed: number; scale: MarketScale; from: string; to: string }): AccuracyTable {
  const { seed, scale, from, to } = options;
  const sim = new MarketSimulator(seed, scale);
  const last = new Map<number, Sighting>();
  const history = new Map<number, DayEstimate[]>();
  const truthOf = new Map<string, TruthRow & { site: SiteCode }>();
  const estimates = new Map<string, DayEstimate>();
  const ownerOf = new Map<number, { shopId: number; brandId: number | null }>();
  for (const day of daysBetween(addDays(from, -7), to)) {
    for (const [site, { feed, truth }] of sim.dayWithTruth(day, true)) {
      for (const t of truth) truthOf.set(`${t.id}|${day}`, { ...t, site });
      for (const row of feed.products ?? []) {
        ownerOf.set(row.id, { shopId: row.shopId, brandId: row.brandId });
        const cur = sightingOf(site, day, row);
        const past = history.get(row.id) ?? [];
        const made = estimateWindow(last.get(row.id), cur, { recentDaily: recentDailyOf(past) });
        keepWindows(row.id, cur, made, { estimates, past, history, last });
      }
    }
  }
  const pairs: Pair[] = [];
  for (const [key, t] of truthOf) {
    const day = key.slice(key.indexOf('|') + 1);
    if (day < from) continue;
    const estimate = estimates.get(key) ?? noEstimate(day);
    const owner = ownerOf.get(t.id);
    pairs.push({ site: t.site, categoryId: t.categoryId, goodsId: t.id, shopId: owner?.shopId, brandId: owner?.brandId, day, truth: t.units, estimate });
  }
  const { products, table } = productTables(pairs, SITE_CODES, options);
  return {
    ...products,
    byCategory: table(groupBy(pairs, (p) => p.categoryId)),
    // As the rankings group them: a shop (of one site), a brand of a site, a category of a site.
    aggregates: {
      shop: aggregateFigures(pairs, (p) => (p.shopId === undefined ? undefined : String(p.shopId)), from, to),
      brand: aggregateFigures(pairs, (p) => (p.brandId === undefined || p.brandId === null ? undefined : `${p.site}|${p.brandId}`), from, to),
      category: aggregateFigures(pairs, (p) => `${p.site}|${p.categoryId}`, from, to),
    },
  };
}

/**
 * The short-video marketplace's figures (issue 33): its products' estimates as they stand once revised
 * (REVISED_DAYS of passes after each day), and `firstPublished` as each day was first written (the videos'
 * and creators' attributed units are not measured yet).
 */
export type TiktokAccuracyTable = Pick<AccuracyTable, 'seed' | 'scale' | 'from' | 'to' | 'overall' | 'bySite' | 'byLevel' | 'byBasis'> & {
  /** The same products' figures as each day was first published (before its revisions). */
  firstPublished: Pick<AccuracyTable, 'overall' | 'bySite' | 'byLevel'>;
};

/**
 * Runs the short-video marketplace's simulator over `from`..`to` (a week before, and REVISED_DAYS after so
 * each day is revised as the importer revises it) and its products' passes through the estimator as its
 * importer does (TikTok Shop's rounding, no stock, monthly counter or reviews), measured against its truth
 * as the first marketplace's are: once revised, and as first published.
 */
export function measureTiktokAccuracy(options: { seed: number; scale: MarketScale; from: string; to: string }): TiktokAccuracyTable {
  const { revised, firstPublished } = tiktokAccuracyPairs(options);
  const first = productTables(firstPublished, TIKTOK_SITES, options).products;
  return { ...productTables(revised, TIKTOK_SITES, options).products, firstPublished: { overall: first.overall, bySite: first.bySite, byLevel: first.byLevel } };
}

/** Both marketplaces' product tables of their pairs (overall, by site, by level, by basis), and the grouped table for more. */
function productTables(pairs: readonly Pair[], sites: readonly SiteCode[], options: { seed: number; scale: MarketScale; from: string; to: string }) {
  const { meanOf, level, byBasis, table } = summarize(pairs);
  const products: Pick<AccuracyTable, 'seed' | 'scale' | 'from' | 'to' | 'overall' | 'bySite' | 'byLevel' | 'byBasis'> = {
    seed: options.seed,
    scale: options.scale.name,
    from: options.from,
    to: options.to,
    overall: figures(pairs, meanOf),
    bySite: Object.fromEntries(sites.map((s) => [s, figures(pairs.filter((p) => p.site === s), meanOf)])),
    byLevel: table(groupBy(pairs, level)),
    byBasis,
  };
  return { products, table };
}

/**
 * The short-video marketplace's product-days of `from`..`to`: the truth beside the estimate once revised,
 * and beside the estimate first published. Each site's sets as the importer takes them (tiktok-passes.ts):
 * each pass's window estimated, then its product's last REVISED_DAYS days made again (tiktok-revision.ts).
 */
export function tiktokAccuracyPairs(options: { seed: number; scale: MarketScale; from: string; to: string }): { revised: Pair[]; firstPublished: Pair[] } {
  const { seed, scale, from, to } = options;
  const universe = new TiktokUniverse(seed, scale);
  const last = new Map<number, Sighting>();
  const history = new Map<number, DayEstimate[]>();
  const truthOf = new Map<string, { site: SiteCode; categoryId: number; id: number; units: number }>();
  const estimates = new Map<string, DayEstimate>();
  const firsts = new Map<string, DayEstimate>();
  const categoryOf = new Map(universe.products.map((p) => [p.id, p.typeId]));
  const sitePasses = new Map<SiteCode, Map<number, Sighting[]>>();
  const exposures = new TiktokExposures();
  for (const day of daysBetween(addDays(from, -7), addDays(to, REVISED_DAYS))) {
    const today = dayNumber(day);
    for (const [site, { feed, truth }] of universe.dayWithTruth(day)) {
      if (day <= to) for (const t of truth) if (t.kind === 'product') truthOf.set(`${t.id}|${day}`, { site, categoryId: categoryOf.get(t.id) ?? 0, id: t.id, units: t.units });
      exposures.addDay(day, feed.videos ?? [], feed.lives ?? []);
      const passes = sitePasses.get(site) ?? (sitePasses.set(site, new Map()).get(site) as Map<number, Sighting[]>);
      const made = new Set<string>();
      const seenToday: number[] = [];
      for (const row of feed.products ?? []) {
        if (row.soldShown === null || row.observedAt === null) continue;
        const cur = sightingOf(site, day, { soldShown: row.soldShown, monthlyShown: null, stock: 0, ratingCount: 0, observedAt: row.observedAt }, TIKTOK_OBSERVATION_RULE);
        const past = history.get(row.id) ?? [];
        // The counter's level over its span of passes and the product's exposure, as the importer reads it (TT_PASSES' span).
        const kept = (passes.get(row.id) ?? []).filter((s) => today - dayNumber(s.day) <= RATE_DAYS);
        const seen = kept.filter((s) => today - dayNumber(s.day) <= SPAN_DAYS);
        const prev = last.get(row.id);
        const level = exposures.levelOf(row.id, [...seen, cur], prev);
        const windows = estimateWindow(prev, cur, level ? { recentDaily: level.daily, levelSd: level.sd } : { recentDaily: spanDailyOf(seen[0], cur) ?? recentDailyOf(past) });
        keepWindows(row.id, cur, windows, { estimates, past, history, last });
        for (const e of windows) made.add(`${row.id}|${e.day}`);
        kept.push(cur);
        passes.set(row.id, kept);
        seenToday.push(row.id);
      }
      // The set's products' last days made again (the day itself before it is first published).
      const market = [...sitePasses.values()].map((p) => ({ passes: p, exposures }));
      for (const [key, e] of reviseSet({ passes, exposures }, market, today, seenToday, (id, d) => estimates.get(`${id}|${d}`))) {
        estimates.set(key, e);
        made.add(key);
        reviseKept(history.get(Number(key.slice(0, key.indexOf('|')))), e);
      }
      for (const key of made) if (!firsts.has(key)) firsts.set(key, estimates.get(key) as DayEstimate);
    }
    exposures.forgetBefore(day);
  }
  const revised: Pair[] = [];
  const firstPublished: Pair[] = [];
  for (const [key, t] of truthOf) {
    const day = key.slice(key.indexOf('|') + 1);
    if (day < from) continue;
    const pair = { site: t.site, categoryId: t.categoryId, goodsId: t.id, shopId: undefined, brandId: undefined, day, truth: t.units };
    revised.push({ ...pair, estimate: estimates.get(key) ?? noEstimate(day) });
    firstPublished.push({ ...pair, estimate: firsts.get(key) ?? noEstimate(day) });
  }
  return { revised, firstPublished };
}
