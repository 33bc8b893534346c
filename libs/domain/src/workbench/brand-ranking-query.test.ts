import { describe, expect, it } from 'vitest';

import { BRAND_COLUMNS, BRAND_SORTS, FIXED_BRAND_COLUMNS, parseRankingQuery, RANKING_ENTITY_RULES, rankingQueryParams, WORKBENCH_ENTITIES } from './ranking-query';

describe('the brand ranking query (issue 29 item 3)', () => {
  it('is an entity with its sorts, columns, filters and two orders', () => {
    expect(WORKBENCH_ENTITIES).toContain('brand');
    expect(BRAND_SORTS).toEqual(['units', 'gmv', 'growth', 'shops', 'products']);
    expect(BRAND_COLUMNS).toEqual(['rank', 'brand', 'units', 'gmv', 'growth', 'shops', 'products', 'category', 'trend']);
    expect(FIXED_BRAND_COLUMNS).toEqual(['rank', 'brand']);
    expect(RANKING_ENTITY_RULES.brand).toEqual({ sorts: BRAND_SORTS, filters: ['units', 'gmv', 'growth'], subCategories: false, orders: ['hot', 'soaring'] });
  });

  it('reads a brand link and writes it back, and refuses what a brand ranking lacks', () => {
    const link = 'entity=brand&order=soaring&site=TH&unitsMin=5&growthMin=10&sort=shops';
    const { query, issues } = parseRankingQuery(new URLSearchParams(link));
    expect(issues).toEqual([]);
    expect(query).toMatchObject({ entity: 'brand', order: 'soaring', site: 'TH', filters: { units: { min: 5 }, growth: { min: 10 } }, sort: 'shops' });
    expect(rankingQueryParams(query).toString()).toBe(link);
    // No hot-new list, no sub-category, no product filters, no product sorts.
    expect(parseRankingQuery(new URLSearchParams('entity=brand&order=new')).issues).toEqual(['order']);
    expect(parseRankingQuery(new URLSearchParams('entity=brand&cat=100101')).issues).toEqual(['cat']);
    expect(parseRankingQuery(new URLSearchParams('entity=brand&priceMin=1')).issues).toEqual(['priceMin']);
    expect(parseRankingQuery(new URLSearchParams('entity=brand&sort=price')).issues).toEqual(['sort']);
  });
});
