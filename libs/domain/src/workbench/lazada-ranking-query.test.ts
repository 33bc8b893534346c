// The second marketplace's product rankings in a ranking's state (issue 32 item 3): `marketplace=lazada`
// with its LZ- sites, a page's default marketplace left out of its address, and every mix refused.
import { describe, expect, it } from 'vitest';

import { countrySiteOf } from '../marketplaces';
import { parseRankingQuery, rankingQueryParams } from './ranking-query';

describe("a Lazada ranking's state", () => {
  it('reads marketplace=lazada with one of its sites, and writes them back', () => {
    const { query, issues } = parseRankingQuery({ marketplace: 'lazada', site: 'LZ-TH', period: '30' });
    expect(issues).toEqual([]);
    expect(query).toMatchObject({ marketplace: 'lazada', site: 'LZ-TH', period: 30 });
    expect(rankingQueryParams(query).toString()).toBe('marketplace=lazada&site=LZ-TH&period=30');
  });

  it("leaves a page's own marketplace out of its address, and reads it back from the page's defaults", () => {
    const defaults = { order: 'soaring', marketplace: 'lazada' } as const;
    const { query, issues } = parseRankingQuery({ site: 'LZ-MY' }, defaults);
    expect(issues).toEqual([]);
    expect(query).toMatchObject({ marketplace: 'lazada', order: 'soaring', site: 'LZ-MY' });
    expect(rankingQueryParams(query, defaults).toString()).toBe('site=LZ-MY');
  });

  it("refuses a site of the other marketplace, and the second marketplace's ranking of another entity", () => {
    expect(parseRankingQuery({ marketplace: 'lazada', site: 'TH' }).issues).toEqual(['site']);
    expect(parseRankingQuery({ site: 'LZ-TH' }).issues).toEqual(['site']);
    expect(parseRankingQuery({ marketplace: 'lazada', entity: 'shop' }).issues).toEqual(['marketplace']);
    expect(parseRankingQuery({ marketplace: 'ebay' }).issues).toEqual(['marketplace']);
    // Shopee's, named or not, is the state without a marketplace.
    expect(parseRankingQuery({ marketplace: 'shopee', site: 'TH' }).query).not.toHaveProperty('marketplace');
  });

  it("writes a Lazada site's money by its country's Shopee site (its currency)", () => {
    expect(countrySiteOf('LZ-VN')).toBe('VN');
    expect(countrySiteOf('BR')).toBe('BR');
  });
});
