// The nine marketplaces as the simulator sees them: language of the titles, currency, how a price is
// rounded there, the reference rate to US dollars, the price level and the market's size.
import { SITE_CODES, SITE_CURRENCIES, type MarketSiteCode, type SiteCode } from '@sealens/domain';

export type Lang = 'pt' | 'id' | 'en' | 'es' | 'zh' | 'th' | 'vi';

export interface SiteProfile {
  /** A Shopee site, or a Lazada one (marketplace-profiles.ts). */
  site: MarketSiteCode;
  currency: string;
  lang: Lang;
  /** Local currency units per US dollar (fixed reference rates; all-site sums are converted with them). */
  perUsd: number;
  /** Prices are multiples of this (100 for rupiah and dong, 1 for NT dollars, 0.01 elsewhere). */
  priceStep: number;
  /** Local price level against the US price (1 = same). */
  priceLevel: number;
  /** Share of products, shops and keywords (the sites differ in size). */
  weight: number;
  /** The market's daily sales value, US dollars, at the simulator's epoch. */
  dailyUsd: number;
  /** Yearly growth of the market. */
  growth: number;
  /** The lowest and highest price a product may have here, in the local currency. */
  priceRange: readonly [number, number];
}

export const SITE_PROFILES: Readonly<Record<SiteCode, SiteProfile>> = {
  BR: { site: 'BR', currency: SITE_CURRENCIES.BR, lang: 'pt', perUsd: 5, priceStep: 0.01, priceLevel: 1.15, weight: 14, dailyUsd: 9_000_000, growth: 0.22, priceRange: [1, 60_000] },
  ID: { site: 'ID', currency: SITE_CURRENCIES.ID, lang: 'id', perUsd: 16_000, priceStep: 100, priceLevel: 0.75, weight: 18, dailyUsd: 14_000_000, growth: 0.12, priceRange: [1_000, 150_000_000] },
  MY: { site: 'MY', currency: SITE_CURRENCIES.MY, lang: 'en', perUsd: 4.5, priceStep: 0.01, priceLevel: 0.9, weight: 10, dailyUsd: 4_500_000, growth: 0.1, priceRange: [0.5, 40_000] },
  MX: { site: 'MX', currency: SITE_CURRENCIES.MX, lang: 'es', perUsd: 18, priceStep: 0.01, priceLevel: 1.05, weight: 6, dailyUsd: 2_000_000, growth: 0.3, priceRange: [5, 200_000] },
  PH: { site: 'PH', currency: SITE_CURRENCIES.PH, lang: 'en', perUsd: 57, priceStep: 0.01, priceLevel: 0.8, weight: 12, dailyUsd: 5_500_000, growth: 0.15, priceRange: [10, 600_000] },
  SG: { site: 'SG', currency: SITE_CURRENCIES.SG, lang: 'en', perUsd: 1.35, priceStep: 0.01, priceLevel: 1.2, weight: 5, dailyUsd: 2_500_000, growth: 0.06, priceRange: [0.3, 15_000] },
  TW: { site: 'TW', currency: SITE_CURRENCIES.TW, lang: 'zh', perUsd: 32, priceStep: 1, priceLevel: 1.05, weight: 10, dailyUsd: 6_000_000, growth: 0.05, priceRange: [10, 400_000] },
  TH: { site: 'TH', currency: SITE_CURRENCIES.TH, lang: 'th', perUsd: 35, priceStep: 0.01, priceLevel: 0.85, weight: 13, dailyUsd: 7_000_000, growth: 0.11, priceRange: [5, 400_000] },
  VN: { site: 'VN', currency: SITE_CURRENCIES.VN, lang: 'vi', perUsd: 25_000, priceStep: 100, priceLevel: 0.7, weight: 12, dailyUsd: 6_500_000, growth: 0.18, priceRange: [1_000, 300_000_000] },
};

export const SITE_LIST: readonly SiteProfile[] = SITE_CODES.map((s) => SITE_PROFILES[s]);

/** A local amount converted to US dollars at the reference rate. */
export function toUsd(site: SiteCode, amount: number): number {
  return amount / SITE_PROFILES[site].perUsd;
}

/** Rounds a local price to the site's step and keeps it inside the site's range. */
export function roundPrice(site: SiteCode, price: number): number {
  const { priceStep, priceRange } = SITE_PROFILES[site];
  const clamped = Math.min(priceRange[1], Math.max(priceRange[0], price));
  const steps = Math.max(1, Math.round(clamped / priceStep));
  // 0.01 steps: keep two decimals exactly (no 12.300000000000001).
  return priceStep < 1 ? Math.round(steps * priceStep * 100) / 100 : steps * priceStep;
}
