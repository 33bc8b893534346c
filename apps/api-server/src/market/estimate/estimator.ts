// The estimator (issue 33): a product's units per day from what the crawler saw of it on two passes.
// Where the sold counter is exact, the units between the passes are its difference; where it is
// rounded ("1.2k", "10k+") the difference only bounds them, and the shown stock's fall (when neither
// pass shows it capped, and it did not rise: a restock the crawler cannot see) gives them; else a
// model: the product's own recent level, its monthly counter, or its reviews' growth, kept within the
// counter's bounds. Every estimate carries an interval (low, high) the truth should fall in.
import { addDays, dayNumber } from '../days';
import type { MarketSiteCode } from '@sealens/domain';

import type { ProductRow } from '../feed/format';
import { readCounter, soldShareBy, type ObservationRule } from '../market-config';
import { MARKET_OBSERVATION_RULES } from '../marketplace-profiles';

/** One crawler pass over a product: the feed row of a day, read by the site's rules. */
export interface Sighting {
  day: string;
  /** The pass's instant, ms. */
  observedAt: number;
  /** The true cumulative units the shown counter stands for. */
  sold: readonly [number, number];
  /** The last 30 days' units the shown monthly counter stands for, where the site shows one. */
  monthly: readonly [number, number] | null;
  stock: number;
  /** The stock was shown at the site's cap: only "at least" is known. */
  stockCapped: boolean;
  reviews: number;
}

/** How an estimate was made, best first (the bench reports the error by basis). */
export const BASES = ['counter', 'stock', 'history', 'monthly', 'reviews', 'bounds', 'none'] as const;
export type Basis = (typeof BASES)[number];

export interface DayEstimate {
  day: string;
  units: number;
  low: number;
  high: number;
  basis: Basis;
  /** Made without an earlier pass (the first one seen): to be made again when an earlier one arrives. */
  provisional: boolean;
}

export interface EstimateContext {
  /** The product's own recent units per day (its last estimates), if known. */
  recentDaily?: number;
  /** Its units per day estimated from a later window (days imported newest first), if known. */
  laterDaily?: number;
  /**
   * The standard error of `recentDaily` where it is fitted to the product's counter and exposure
   * (exposure-level.ts): the interval is then the level's error and the day's own chance (Poisson),
   * not fixed factors of the estimate.
   */
  levelSd?: number;
}

/** Standard normal quantile of the interval's ends (10 % below, 10 % above: 80 % inside). */
const INTERVAL_Z = 1.2816;
/** The fitted level's own error beyond the counter's rounding, a share of the estimate (each video sells at its own rate). */
const MODEL_SPREAD = 0.3;

/** Share of a day's units the pass after it did not yet see (its hours into the next day). */
export function hoursInto(observedAt: number, day: string): number {
  return hoursAfter(observedAt, dayNumber(day));
}

/** hoursInto of the day numbered `dayNo` (dayNumber), for a caller that has the number already. */
export function hoursAfter(observedAt: number, dayNo: number): number {
  // The pass of the day comes after its end, China time (UTC+8): hours since the next day's 00:00.
  const nextMidnight = ((dayNo + 1) * 24 - 8) * 3_600_000;
  return Math.max(0, Math.min(24, (observedAt - nextMidnight) / 3_600_000));
}

/** Spreads `total` over `days` whole units, the remainder to the latest days. */
function spread(total: number, days: number): number[] {
  const base = Math.floor(total / days);
  const extra = total - base * days;
  return Array.from({ length: days }, (_, i) => base + (i >= days - extra ? 1 : 0));
}

/**
 * The units of each day after `prev`'s day up to `cur`'s (one day, or more when passes were missed),
 * from the two passes; without `prev` (the first pass seen), a provisional estimate of `cur`'s day.
 */
export function estimateWindow(prev: Sighting | undefined, cur: Sighting, context: EstimateContext = {}): DayEstimate[] {
  if (!prev) return [firstDay(cur, context)];
  const days = Math.max(1, dayNumber(cur.day) - dayNumber(prev.day));
  // The counter bounds the units between the passes.
  const boundLow = Math.max(0, cur.sold[0] - prev.sold[1]);
  const boundHigh = Math.max(boundLow, cur.sold[1] - prev.sold[0]);
  // Each pass sees a little of the next day (the night's units): a window of whole days is the
  // counters' difference less what the later pass saw of its next day, plus what the earlier did not.
  const seenAfter = soldShareBy(hoursInto(cur.observedAt, cur.day));
  const seenBefore = soldShareBy(hoursInto(prev.observedAt, prev.day));
  const dayScale = days / (days - seenBefore + seenAfter);
  let units: number;
  let low: number;
  let high: number;
  let basis: Basis;
  const stockFall = prev.stock - cur.stock;
  if (boundLow === boundHigh) {
    basis = 'counter';
    units = boundLow * dayScale;
    // The nights' units are a guess (the next day may sell more or less than this one).
    low = units * 0.92 - 1;
    high = units * 1.08 + 1;
  } else if (!prev.stockCapped && !cur.stockCapped && cur.stock > 0 && stockFall >= boundLow && stockFall <= boundHigh) {
    basis = 'stock';
    units = stockFall * dayScale;
    low = units * 0.92 - 1;
    high = units * 1.08 + 1;
  } else {
    const level = modelLevel(prev, cur, context);
    basis = level.basis;
    units = Math.min(boundHigh, Math.max(boundLow, level.daily * days));
    if (context.levelSd !== undefined && basis === 'history') {
      // The level's error over the window and the window's own draw around its level.
      const sd = Math.sqrt(units + (context.levelSd * days) ** 2 + (MODEL_SPREAD * units) ** 2);
      low = Math.max(boundLow, units - INTERVAL_Z * sd);
      high = Math.min(boundHigh, Math.max(units + INTERVAL_Z * sd, units + 1));
    } else {
      low = Math.max(boundLow, units * level.spread[0]);
      high = Math.min(boundHigh, Math.max(units * level.spread[1], units + 2));
    }
  }
  const per = spread(Math.max(0, Math.round(units)), days);
  return per.map((u, i) => ({
    day: addDays(prev.day, i + 1),
    units: u,
    low: Math.max(0, Math.floor(Math.min(u, (low / days)))),
    high: Math.max(u, Math.ceil(high / days)),
    basis,
    provisional: false,
  }));
}

interface Level {
  daily: number;
  basis: Basis;
  /** The interval around it, as factors of the estimate. */
  spread: readonly [number, number];
}

function modelLevel(prev: Sighting, cur: Sighting, context: EstimateContext): Level {
  if (context.recentDaily !== undefined && context.recentDaily > 0) return { daily: context.recentDaily, basis: 'history', spread: [0.55, 1.6] };
  if (cur.monthly) {
    const mid = (cur.monthly[0] + cur.monthly[1]) / 2;
    return { daily: mid / 30, basis: 'monthly', spread: [0.5, 1.7] };
  }
  const growth = cur.reviews - prev.reviews;
  const soldMid = (cur.sold[0] + cur.sold[1]) / 2;
  if (growth > 0 && cur.reviews > 0 && soldMid > 0) {
    // The product's own share of buyers who review, applied to the reviews' growth (a week late).
    const rate = cur.reviews / soldMid;
    const days = Math.max(1, dayNumber(cur.day) - dayNumber(prev.day));
    return { daily: growth / rate / days, basis: 'reviews', spread: [0.45, 1.9] };
  }
  return { daily: context.laterDaily ?? 0, basis: context.laterDaily === undefined ? 'bounds' : 'history', spread: [0.4, 2] };
}

/** A first pass alone: no difference to take; the monthly counter or a later window's level. */
function firstDay(cur: Sighting, context: EstimateContext): DayEstimate {
  let daily = context.laterDaily ?? context.recentDaily;
  let basis: Basis = daily === undefined ? 'none' : 'history';
  if (daily === undefined && cur.monthly) {
    daily = (cur.monthly[0] + cur.monthly[1]) / 2 / 30;
    basis = 'monthly';
  }
  const units = Math.round(daily ?? 0);
  return { day: cur.day, units, low: Math.floor(units * 0.5), high: Math.ceil(units * 1.8) + 1, basis, provisional: true };
}

/** A feed row of `site` read as a pass (the counters by the site's rules, or `rule` for another marketplace's; an unreadable one counts as unknown). */
export function sightingOf(
  site: MarketSiteCode,
  day: string,
  row: Pick<ProductRow, 'soldShown' | 'monthlyShown' | 'stock' | 'ratingCount' | 'observedAt'>,
  rule: ObservationRule = MARKET_OBSERVATION_RULES[site],
): Sighting {
  return {
    day,
    observedAt: Date.parse(row.observedAt),
    sold: readCounter(rule.sold, row.soldShown) ?? [0, Number.MAX_SAFE_INTEGER],
    monthly: row.monthlyShown === null ? null : (readCounter(rule.sold, row.monthlyShown) ?? null),
    stock: row.stock,
    stockCapped: row.stock >= rule.stockCap,
    reviews: row.ratingCount,
  };
}

/** Longest span of passes a rounded counter's level is read over (sites that show no other signal). */
export const SPAN_DAYS = 14;

/**
 * A product's units per day from its rounded counter over a span of passes (the oldest within SPAN_DAYS
 * and the newest): the bounds' midpoints' difference over the days between, undefined when the span is
 * under two days. Where a site shows no stock, monthly counter or reviews (TikTok Shop), the model's level.
 */
export function spanDailyOf(oldest: Sighting | undefined, cur: Sighting): number | undefined {
  if (!oldest) return undefined;
  const days = dayNumber(cur.day) - dayNumber(oldest.day);
  if (days < 2) return undefined;
  const mid = (s: Sighting) => (s.sold[0] + Math.min(s.sold[1], s.sold[0] * 2 + 1000)) / 2;
  return Math.max(0, (mid(cur) - mid(oldest)) / days);
}

/** The level a product's next window starts from: its last week's estimates, made from passes (not first days). */
export function recentDailyOf(estimates: readonly DayEstimate[]): number | undefined {
  const known = estimates.slice(-7).filter((e) => e.basis !== 'none' && e.basis !== 'bounds');
  return known.length ? known.reduce((n, e) => n + e.units, 0) / known.length : undefined;
}
