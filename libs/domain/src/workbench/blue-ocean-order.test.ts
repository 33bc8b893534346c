import { describe, expect, it } from 'vitest';

import { parseRankingQuery, rankingQueryParams } from './ranking-query';

describe('the blue-ocean order (issue 29 item 5)', () => {
  it('is an order of the search-word ranking, kept in its link', () => {
    const { query, issues } = parseRankingQuery(new URLSearchParams('entity=keyword&order=blueOcean&site=TH'));
    expect(issues).toEqual([]);
    expect(query.order).toBe('blueOcean');
    expect(rankingQueryParams(query).toString()).toBe('entity=keyword&order=blueOcean&site=TH');
    // The blue-ocean page's own order is left out of its link.
    const page = parseRankingQuery(new URLSearchParams(''), { entity: 'keyword', order: 'blueOcean' }).query;
    expect(rankingQueryParams(page, { entity: 'keyword', order: 'blueOcean' }).toString()).toBe('');
  });

  it('is outside the contract of the products and shops, which have no index', () => {
    expect(parseRankingQuery(new URLSearchParams('order=blueOcean')).issues).toEqual(['order']);
    expect(parseRankingQuery(new URLSearchParams('entity=shop&order=blueOcean')).issues).toEqual(['order']);
    expect(parseRankingQuery(new URLSearchParams('entity=keyword&order=bluebird')).issues).toEqual(['order']);
  });
});
