// The marketplaces the data covers (issue 32 item 3). Shopee's sites keep their two-letter codes
// (sites.ts); the second marketplace's sites are marketplace-qualified codes, `LZ-` and the country,
// one value end to end (the feed's folder, the market tables' `site`, the API's and the page's
// `?site=`), so nothing of Shopee's changes (README, "The second marketplace").
import { SITE_CODES, SITE_CURRENCIES, type SiteCode } from './sites';

export const MARKETPLACES = ['shopee', 'lazada'] as const;
export type Marketplace = (typeof MARKETPLACES)[number];
/** The marketplace an answer without one is about: "All sites" are Shopee's nine. */
export const DEFAULT_MARKETPLACE: Marketplace = 'shopee';

/** Lazada's six countries (Malaysia, Singapore, Thailand, Vietnam, the Philippines, Indonesia). */
export const LAZADA_SITE_CODES = ['LZ-MY', 'LZ-SG', 'LZ-TH', 'LZ-VN', 'LZ-PH', 'LZ-ID'] as const;
export type LazadaSiteCode = (typeof LAZADA_SITE_CODES)[number];
/** A site of any marketplace. */
export type MarketSiteCode = SiteCode | LazadaSiteCode;

/** Each Lazada site's marketplace host (without `www.`). */
export const LAZADA_SITE_DOMAINS: Readonly<Record<LazadaSiteCode, string>> = {
  'LZ-MY': 'lazada.com.my',
  'LZ-SG': 'lazada.sg',
  'LZ-TH': 'lazada.co.th',
  'LZ-VN': 'lazada.vn',
  'LZ-PH': 'lazada.com.ph',
  'LZ-ID': 'lazada.co.id',
};

/** ISO 4217 currency each Lazada site sells in: its country's. */
export const LAZADA_SITE_CURRENCIES: Readonly<Record<LazadaSiteCode, string>> = {
  'LZ-MY': 'MYR',
  'LZ-SG': 'SGD',
  'LZ-TH': 'THB',
  'LZ-VN': 'VND',
  'LZ-PH': 'PHP',
  'LZ-ID': 'IDR',
};

export const MARKETPLACE_SITES: Readonly<Record<Marketplace, readonly MarketSiteCode[]>> = {
  shopee: SITE_CODES,
  lazada: LAZADA_SITE_CODES,
};

/** Every site of every marketplace, Shopee's first. */
export const MARKET_SITE_CODES: readonly MarketSiteCode[] = [...SITE_CODES, ...LAZADA_SITE_CODES];

export function isLazadaSiteCode(value: unknown): value is LazadaSiteCode {
  return typeof value === 'string' && (LAZADA_SITE_CODES as readonly string[]).includes(value);
}

export function isMarketSiteCode(value: unknown): value is MarketSiteCode {
  return typeof value === 'string' && (MARKET_SITE_CODES as readonly string[]).includes(value);
}

export function isMarketplace(value: unknown): value is Marketplace {
  return typeof value === 'string' && (MARKETPLACES as readonly string[]).includes(value);
}

/** The marketplace a site belongs to. */
export function marketplaceOfSite(site: MarketSiteCode): Marketplace {
  return isLazadaSiteCode(site) ? 'lazada' : 'shopee';
}

/** The currency a site of any marketplace sells in. */
export function marketSiteCurrency(site: MarketSiteCode): string {
  return isLazadaSiteCode(site) ? LAZADA_SITE_CURRENCIES[site] : SITE_CURRENCIES[site];
}

/**
 * The Shopee site of a site's country (a Lazada site's: its country's, every Lazada country being one
 * of Shopee's): the one whose currency and number rules a site's money is written by.
 */
export function countrySiteOf(site: MarketSiteCode): SiteCode {
  return isLazadaSiteCode(site) ? (site.slice('LZ-'.length) as SiteCode) : site;
}
