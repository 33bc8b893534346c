import { describe, expect, it } from 'vitest';

import { parseRankingQuery, rankingQueryParams } from './ranking-query';

describe('the likes order (issue 32: the marketplace lists’ likes ranking)', () => {
  it('is a product order, kept in the URL unless it is the page’s own', () => {
    const { query, issues } = parseRankingQuery(new URLSearchParams('order=likes&site=TH'));
    expect(issues).toEqual([]);
    expect(query.order).toBe('likes');
    expect(rankingQueryParams(query).toString()).toBe('order=likes&site=TH');
    expect(rankingQueryParams(parseRankingQuery(new URLSearchParams(''), { order: 'likes' }).query, { order: 'likes' }).toString()).toBe('');
  });

  it('is refused for the entities without likes of their own', () => {
    for (const entity of ['shop', 'keyword', 'category', 'brand']) expect(parseRankingQuery(new URLSearchParams(`entity=${entity}&order=likes`)).issues).toEqual(['order']);
  });
});
