// The market pipeline's settings, from the environment (README "Configuration"):
// SEALENS_MARKET_SCALE (tiny | small | default | large), SEALENS_MARKET_SEED, SEALENS_FEED_DIR.
import { join } from 'node:path';

import type { SiteCode } from '@sealens/domain';

import { DEFAULT_MARKET_SEED, MARKET_SCALES, marketScaleOf, type MarketScale } from './scale';

export interface MarketConfig {
  scale: MarketScale;
  seed: number;
  feedDir: string;
}

export function readMarketConfig(env: NodeJS.ProcessEnv, dataDir: string): MarketConfig {
  const scaleName = env['SEALENS_MARKET_SCALE']?.trim();
  const scale = scaleName ? marketScaleOf(scaleName) : MARKET_SCALES.default;
  if (!scale) throw new Error(`SEALENS_MARKET_SCALE must be one of ${Object.keys(MARKET_SCALES).join(', ')}, got "${scaleName}"`);
  const seedText = env['SEALENS_MARKET_SEED']?.trim();
  const seed = seedText ? Number(seedText) : DEFAULT_MARKET_SEED;
  if (!Number.isSafeInteger(seed)) throw new Error(`SEALENS_MARKET_SEED must be a whole number, got "${seedText}"`);
  const feedDir = env['SEALENS_FEED_DIR']?.trim() || join(dataDir, 'feed');
  return { scale, seed, feedDir };
}

/**
 * How a marketplace shows a cumulative counter: exact below `exactBelow`, then in tiers, each from a
 * value on, floored to its `step`; `plus` tiers say "10k+" (at least), the others "1.2k".
 */
export interface CounterRule {
  exactBelow: number;
  tiers: readonly { from: number; step: number; plus: boolean }[];
}

/** What a crawler sees of a product on a site (issue 33): the sold counters' rounding, the monthly counter, the stock cap. */
export interface ObservationRule {
  sold: CounterRule;
  /** The site shows units sold in the last 30 days too (rounded as the sold counter). */
  monthly: boolean;
  /** Stock above this is shown as this (e.g. "999+"); at or below, as it is. */
  stockCap: number;
}

const SHOPEE_K: CounterRule = { exactBelow: 1000, tiers: [{ from: 1000, step: 100, plus: false }, { from: 10_000, step: 1000, plus: false }] };
const SHOPEE_PLUS: CounterRule = { exactBelow: 1000, tiers: [{ from: 1000, step: 100, plus: false }, { from: 10_000, step: 10_000, plus: true }] };

/**
 * The per-site observation rules in one table: the simulator shows its products by them and the
 * estimator reads the feed by them (a changed rule changes both, and the tests that hold them).
 */
export const OBSERVATION_RULES: Readonly<Record<SiteCode, ObservationRule>> = {
  BR: { sold: SHOPEE_K, monthly: false, stockCap: 9999 },
  ID: { sold: SHOPEE_PLUS, monthly: true, stockCap: 9999 },
  MY: { sold: SHOPEE_K, monthly: false, stockCap: 999 },
  // Mercado Libre's "+100 vendidos", "+1000 vendidos": steps from 100 on, and "+50 disponibles".
  MX: { sold: { exactBelow: 100, tiers: [{ from: 100, step: 100, plus: true }, { from: 1000, step: 1000, plus: true }, { from: 10_000, step: 10_000, plus: true }] }, monthly: false, stockCap: 50 },
  PH: { sold: SHOPEE_K, monthly: false, stockCap: 9999 },
  SG: { sold: SHOPEE_K, monthly: false, stockCap: 999 },
  TW: { sold: { exactBelow: 1000, tiers: [{ from: 1000, step: 1000, plus: true }] }, monthly: false, stockCap: 9999 },
  TH: { sold: SHOPEE_K, monthly: true, stockCap: 999 },
  VN: { sold: SHOPEE_PLUS, monthly: true, stockCap: 9999 },
};

/**
 * TikTok Shop's product card (issue 33): "356 sold" exact below 1,000, then "1.2k sold" to 100k and "123k
 * sold" above; no monthly counter, no stock shown (stockCap 0: every pass counts as capped, so the
 * estimator never reads a stock's fall).
 */
export const TIKTOK_OBSERVATION_RULE: ObservationRule = {
  sold: { exactBelow: 1000, tiers: [{ from: 1000, step: 100, plus: false }, { from: 100_000, step: 1000, plus: false }] },
  monthly: false,
  stockCap: 0,
};

/** A counter value as the site shows it: "987", "1.2k", "12k", "10k+". */
export function showCounter(rule: CounterRule, value: number): string {
  if (value < rule.exactBelow) return String(value);
  const tier = [...rule.tiers].reverse().find((t) => value >= t.from) ?? rule.tiers[0];
  if (!tier) return String(value);
  const shown = Math.floor(value / tier.step) * tier.step;
  const text = shown >= 1000 ? `${Number((shown / 1000).toFixed(1))}k` : String(shown);
  return tier.plus ? `${text}+` : text;
}

/** The true values a shown counter stands for, [low, high] (both included), or undefined for a text the rule cannot show. */
export function readCounter(rule: CounterRule, text: string): [number, number] | undefined {
  const m = /^(\d+(?:\.\d)?)(k?)(\+?)$/.exec(text);
  if (!m) return undefined;
  const value = Math.round(Number(m[1]) * (m[2] ? 1000 : 1));
  if (!m[2] && !m[3] && value < rule.exactBelow) return [value, value];
  const tier = [...rule.tiers].reverse().find((t) => value >= t.from);
  if (!tier || value % tier.step !== 0 || showCounter(rule, value) !== text) return undefined;
  const next = rule.tiers[rule.tiers.indexOf(tier) + 1];
  const high = value + tier.step - 1;
  return [value, next ? Math.min(high, next.from - 1) : high];
}

/**
 * Share of a day's units sold in each hour of the market's day (China time, 0 to 23): the
 * marketplaces' traffic curve, quiet at night. The simulator spreads a day's sales by it and the
 * estimator knows it (a crawler's pass after midnight sees a little of the new day).
 */
export const INTRADAY_SALES: readonly number[] = (() => {
  const weights = [2, 1.2, 0.7, 0.5, 0.4, 0.6, 1.2, 2.5, 4, 5, 5.5, 6, 6, 5.5, 5.5, 5.5, 5.5, 6, 6.5, 7.5, 8.5, 9, 7, 4];
  const total = weights.reduce((n, w) => n + w, 0);
  return weights.map((w) => w / total);
})();

/** Share of a day's units sold before `hours` (0 to 24, fractional) of it. */
export function soldShareBy(hours: number): number {
  let share = 0;
  for (let h = 0; h < 24 && h < hours; h++) share += (INTRADAY_SALES[h] ?? 0) * Math.min(1, hours - h);
  return Math.min(1, share);
}
