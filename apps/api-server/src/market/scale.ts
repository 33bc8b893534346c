// How much market there is: the scale profiles (SEALENS_MARKET_SCALE) and the simulator's seed.

export interface MarketScale {
  name: string;
  /** Products on sale on the last day (over all sites; more were listed and delisted before). */
  products: number;
  shops: number;
  keywords: number;
  brands: number;
  /** Days of market totals (per site and category) up to yesterday. */
  marketDays: number;
  /** Days of item history (products, shops, brands, keywords, lives, slots) up to yesterday. */
  itemDays: number;
  /**
   * Of the item days, how many of the newest are imported before the market answers (the rankings
   * need 60: 30 days and the 30 before them); the older ones follow in the background.
   */
  readyItemDays: number;
  /**
   * `npm run bench:data -- --scale history` only: days of item history in all (spec §1: 18 months),
   * the ones before the imported item days written by the bench in SQL (bench/history-backfill.ts).
   */
  historyDays?: number;
  /**
   * Item days simulated and imported per transaction of a first start (default 4). The large scale's
   * million products take one: a day's parsed feed, passes and estimates are ~1.5 GB there.
   */
  batchDays?: number;
}

export const MARKET_SCALES = {
  /** Unit tests: seconds, not minutes. */
  tiny: { name: 'tiny', products: 900, shops: 120, keywords: 300, brands: 40, marketDays: 40, itemDays: 35, readyItemDays: 35 },
  /** End-to-end tests and quick local starts. */
  small: { name: 'small', products: 4_000, shops: 400, keywords: 1_000, brands: 100, marketDays: 120, itemDays: 60, readyItemDays: 60 },
  /** `npm start` (issue #11): 20,000 products, 2,000 shops, 5,000 keywords, 500 brands, 550 / 180 days. */
  default: { name: 'default', products: 20_000, shops: 2_000, keywords: 5_000, brands: 500, marketDays: 550, itemDays: 180, readyItemDays: 60 },
  /** The PostgreSQL profile: a million products over 30 days. */
  large: { name: 'large', products: 1_000_000, shops: 50_000, keywords: 100_000, brands: 5_000, marketDays: 550, itemDays: 30, readyItemDays: 30, batchDays: 1 },
  /**
   * The 18-month history profile (PostgreSQL, issue 28 item 3): 100,000 products with 548 days of
   * item history, of which the newest 14 come through the feed (a day costs seconds) and the rest
   * from the bench's SQL; as a server scale, the 14 imported days alone.
   */
  history: { name: 'history', products: 100_000, shops: 5_000, keywords: 10_000, brands: 1_000, marketDays: 550, itemDays: 14, readyItemDays: 14, historyDays: 548 },
} as const satisfies Record<string, MarketScale>;

export type MarketScaleName = keyof typeof MARKET_SCALES;

export const DEFAULT_MARKET_SEED = 20261124;

/** A scale by name, or undefined. */
export function marketScaleOf(name: string | undefined): MarketScale | undefined {
  if (!name) return undefined;
  return (MARKET_SCALES as Record<string, MarketScale>)[name.trim().toLowerCase()];
}
