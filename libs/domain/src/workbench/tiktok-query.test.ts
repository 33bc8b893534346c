import { describe, expect, it } from 'vitest';

import { parseTiktokQuery, TIKTOK_ENTITY_RULES, TIKTOK_NEW_DAYS, TIKTOK_PERIODS, TIKTOK_SITE_CODES, TIKTOK_SOARING_BASE, tiktokQueryParams } from './tiktok-query';

describe('TikTok ranking query (issue 32 item 4)', () => {
  it("holds the marketplace's sites, periods, the soaring base and the new window", () => {
    expect([...TIKTOK_SITE_CODES]).toEqual(['ID', 'MY', 'PH', 'SG', 'TH', 'VN']);
    expect([...TIKTOK_PERIODS]).toEqual([1, 7, 30]);
    expect(TIKTOK_SOARING_BASE).toBe(10);
    expect(TIKTOK_NEW_DAYS).toBe(30);
    expect(TIKTOK_ENTITY_RULES.video.orders).toEqual(['hot']);
    expect(TIKTOK_ENTITY_RULES.creator.orders).toEqual(['hot', 'soaring']);
  });

  it('reads a state from the address and writes it back, defaults left out', () => {
    const address = 'entity=creator&order=soaring&site=VN&cat=99997&period=30&sort=commission&dir=asc&page=3&size=100&unitsMin=5&gmvMax=1000&growthMin=-50';
    const { query, issues } = parseTiktokQuery(new URLSearchParams(address));
    expect(issues).toEqual([]);
    expect(query).toEqual({ entity: 'creator', order: 'soaring', site: 'VN', categoryId: 99997, period: 30, sort: 'commission', dir: 'asc', page: 3, size: 100, units: { min: 5 }, gmv: { max: 1000 }, growth: { min: -50 } });
    expect(tiktokQueryParams(query).toString()).toBe(address);
    const plain = parseTiktokQuery({}, { entity: 'video' }).query;
    expect(plain).toEqual({ entity: 'video', order: 'hot', period: 7, dir: 'desc', page: 1, size: 50 });
    expect(tiktokQueryParams(plain, { entity: 'video' }).toString()).toBe('');
  });

  it("names every key outside the contract: another marketplace's site, a filter or sort these rows lack, a range upside down", () => {
    expect(parseTiktokQuery({ site: 'BR', priceMin: '1', sort: 'reviews', period: '90', unitsMin: '9', unitsMax: '2', cat: '5' }).issues.sort()).toEqual(['cat', 'period', 'priceMin', 'site', 'sort', 'unitsMax']);
    expect(parseTiktokQuery({ entity: 'video', order: 'soaring' }).issues).toEqual(['order']);
  });
});
