import { parseRankingQuery, SHOP_COLUMNS } from '@sealens/domain';
import { describe, expect, it } from 'vitest';
import { columnsOfParam, rankingSearch, savedViewQuery } from './ranking-links';

describe('ranking links', () => {
  it('writes the same view back as a link, with the channel code and columns', () => {
    const { query } = parseRankingQuery(new URLSearchParams('site=VN&sort=gmv&page=2'), { order: 'soaring' });
    expect(rankingSearch(query, 'soaring', { urlCode: 'abc', columns: ['rank', 'product', 'gmv'] })).toBe('?site=VN&sort=gmv&page=2&cols=rank%2Cproduct%2Cgmv&urlCode=abc');
    expect(rankingSearch(parseRankingQuery(new URLSearchParams(''), { order: 'hot' }).query, 'hot')).toBe('');
    expect(savedViewQuery(query, 'soaring')).toBe('site=VN&sort=gmv&page=2');
  });

  it('keeps only known columns', () => {
    expect(columnsOfParam('rank,bogus,units')).toEqual(['rank', 'units']);
    expect(columnsOfParam('bogus')).toBeUndefined();
    expect(columnsOfParam(null)).toBeUndefined();
    expect(columnsOfParam('rank,shop,newShare,price', SHOP_COLUMNS)).toEqual(['rank', 'shop', 'newShare']);
  });

  it("leaves a shop page's own entity out of its links", () => {
    const { query } = parseRankingQuery(new URLSearchParams('site=TH&sort=products'), { order: 'new', entity: 'shop' });
    expect(query.entity).toBe('shop');
    expect(rankingSearch(query, 'new')).toBe('?site=TH&sort=products');
    expect(savedViewQuery(query, 'new', ['rank', 'shop'])).toBe('site=TH&sort=products&cols=rank%2Cshop');
  });
});
