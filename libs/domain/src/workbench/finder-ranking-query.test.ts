import { describe, expect, it } from 'vitest';

import { FINDER_PRODUCT_FILTERS, parseRankingQuery, RANKING_ENTITY_RULES, RANKING_PARAM_KEYS, rankingQueryParams } from './ranking-query';

describe("the product finder's ranges (issue 30 item 1)", () => {
  it('reads and writes back price change, reviews per unit, category shops and age', () => {
    const link = 'priceChangeMin=-15.5&priceChangeMax=40&reviewsPerUnitMin=0&reviewsPerUnitMax=0.25&categoryShopsMin=2&categoryShopsMax=30&ageMin=0&ageMax=60';
    const { query, issues } = parseRankingQuery(new URLSearchParams(link));
    expect(issues).toEqual([]);
    expect(query.filters).toEqual({ priceChange: { min: -15.5, max: 40 }, reviewsPerUnit: { min: 0, max: 0.25 }, categoryShops: { min: 2, max: 30 }, age: { min: 0, max: 60 } });
    expect(rankingQueryParams(query).toString()).toBe(link);
    for (const key of new URLSearchParams(link).keys()) expect(RANKING_PARAM_KEYS).toContain(key);
  });

  it('refuses values outside the contract: a fall past -100%, a fraction of a day or a shop, a negative, a reversed range', () => {
    const bad = 'priceChangeMin=-100.5&ageMax=1.5&categoryShopsMin=0.5&reviewsPerUnitMin=-1&ageMin=10&categoryShopsMax=4';
    const { query, issues } = parseRankingQuery(new URLSearchParams(`${bad}&priceChangeMax=-120`));
    expect(issues.sort()).toEqual(['ageMax', 'categoryShopsMin', 'priceChangeMax', 'priceChangeMin', 'reviewsPerUnitMin']);
    expect(query.filters).toEqual({ age: { min: 10 }, categoryShops: { max: 4 } });
    expect(parseRankingQuery(new URLSearchParams('ageMin=30&ageMax=10')).issues).toEqual(['ageMax']);
  });

  it('belongs to products alone', () => {
    expect(RANKING_ENTITY_RULES.product.filters).toEqual(expect.arrayContaining([...FINDER_PRODUCT_FILTERS]));
    for (const entity of ['shop', 'keyword', 'category', 'brand'] as const) {
      expect(parseRankingQuery(new URLSearchParams(`entity=${entity}&ageMax=30&reviewsPerUnitMax=1`)).issues).toEqual(['reviewsPerUnitMax', 'ageMax']);
    }
  });
});
