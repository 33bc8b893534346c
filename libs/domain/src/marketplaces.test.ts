import { describe, expect, it } from 'vitest';

import { isMarketSiteCode, LAZADA_SITE_CODES, MARKET_SITE_CODES, marketplaceOfSite, MARKETPLACE_SITES, marketSiteCurrency } from './marketplaces';
import { isSiteCode, SITE_CODES } from './sites';

describe('the marketplaces (issue 32 item 3)', () => {
  it("give Lazada its six countries as qualified codes, in their countries' currencies, beside Shopee's nine unchanged", () => {
    expect(LAZADA_SITE_CODES).toEqual(['LZ-MY', 'LZ-SG', 'LZ-TH', 'LZ-VN', 'LZ-PH', 'LZ-ID']);
    expect(LAZADA_SITE_CODES.map(marketSiteCurrency)).toEqual(['MYR', 'SGD', 'THB', 'VND', 'PHP', 'IDR']);
    expect(SITE_CODES).toEqual(['BR', 'ID', 'MY', 'MX', 'PH', 'SG', 'TW', 'TH', 'VN']);
    expect(MARKETPLACE_SITES.shopee).toBe(SITE_CODES);
    expect(MARKET_SITE_CODES).toHaveLength(15);
  });

  it("tells a site's marketplace, and keeps a Lazada code out of Shopee's", () => {
    expect(marketplaceOfSite('LZ-TH')).toBe('lazada');
    expect(marketplaceOfSite('TH')).toBe('shopee');
    expect(marketSiteCurrency('TH')).toBe('THB');
    expect(isSiteCode('LZ-TH')).toBe(false);
    expect(isMarketSiteCode('LZ-TH')).toBe(true);
    expect(isMarketSiteCode('LZ-BR')).toBe(false);
  });
});
