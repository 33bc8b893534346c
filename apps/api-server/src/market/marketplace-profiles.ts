// The second marketplace's sites as the simulator and the importer see them (issue 32 item 3): each
// Lazada site sells in its country's currency, at a price level a little above Shopee's in the same
// country (LazMall's share of brand stores) and in a smaller market. Shopee's profiles
// (site-profiles.ts) do not change; a lookup by any site code reads them through MARKET_SITE_PROFILES.
import { LAZADA_SITE_CODES, SITE_CODES, type LazadaSiteCode, type MarketSiteCode, type SiteCode } from '@sealens/domain';

import { OBSERVATION_RULES, type ObservationRule } from './market-config';
import { SITE_PROFILES, type SiteProfile } from './site-profiles';

export interface LazadaSiteShape {
  /** The Shopee site of the same country (its currency, language, price steps and range). */
  country: SiteCode;
  /** Its prices against Shopee's in the same country. */
  priceFactor: number;
  /** Its market's size against Shopee's in the same country (the market totals, sales and value). */
  sizeShare: number;
}

export const LAZADA_SHAPES: Readonly<Record<LazadaSiteCode, LazadaSiteShape>> = {
  'LZ-MY': { country: 'MY', priceFactor: 1.08, sizeShare: 0.45 },
  'LZ-SG': { country: 'SG', priceFactor: 1.05, sizeShare: 0.6 },
  'LZ-TH': { country: 'TH', priceFactor: 1.1, sizeShare: 0.55 },
  'LZ-VN': { country: 'VN', priceFactor: 1.06, sizeShare: 0.3 },
  'LZ-PH': { country: 'PH', priceFactor: 1.12, sizeShare: 0.6 },
  'LZ-ID': { country: 'ID', priceFactor: 1.1, sizeShare: 0.25 },
};

/** The Lazada site of a Shopee country, if Lazada sells there. */
export const LAZADA_SITE_OF: Readonly<Partial<Record<SiteCode, LazadaSiteCode>>> = Object.fromEntries(LAZADA_SITE_CODES.map((s) => [LAZADA_SHAPES[s].country, s]));

export const LAZADA_PROFILES: Readonly<Record<LazadaSiteCode, SiteProfile>> = Object.fromEntries(
  LAZADA_SITE_CODES.map((site) => {
    const { country, priceFactor, sizeShare } = LAZADA_SHAPES[site];
    const shopee = SITE_PROFILES[country];
    return [site, { ...shopee, site, priceLevel: shopee.priceLevel * priceFactor, weight: shopee.weight * sizeShare, dailyUsd: shopee.dailyUsd * sizeShare }];
  }),
) as Record<LazadaSiteCode, SiteProfile>;

/**
 * Shopee's nine sites as an SQL list: what the market's answers without a marketplace read (the
 * public figures, the data day, "All sites"), so Lazada's rows beside them change none of them.
 */
export const SHOPEE_SITES_SQL = `(${SITE_CODES.map((s) => `'${s}'`).join(', ')})`;

/** Every site's profile, Shopee's and Lazada's. */
export const MARKET_SITE_PROFILES: Readonly<Record<MarketSiteCode, SiteProfile>> = { ...SITE_PROFILES, ...LAZADA_PROFILES };

/**
 * What a crawler sees of a product on each site. Lazada's counters are read by its country's rule:
 * its simulator shows them as the country's Shopee site does (the rounding is a rule of the
 * country's shoppers here, not modelled per marketplace).
 */
export const MARKET_OBSERVATION_RULES: Readonly<Record<MarketSiteCode, ObservationRule>> = {
  ...OBSERVATION_RULES,
  ...(Object.fromEntries(LAZADA_SITE_CODES.map((s) => [s, OBSERVATION_RULES[LAZADA_SHAPES[s].country]])) as Record<LazadaSiteCode, ObservationRule>),
};
