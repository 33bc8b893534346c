import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, KEYWORD_COLUMNS, KEYWORD_SORTS, RANKING_ENTITY_RULES, SHOP_COLUMNS, SHOP_SORTS, WORKBENCH_ENTITIES, DEFAULT_PERIOD, monthBounds, parseRankingQuery, rankingQueryParams, RANKING_PAGE_SIZES, ROLLING_PERIODS } from './ranking-query';

describe('ranking query (the URL is the state)', () => {
  it('has the periods and page sizes of issue 26', () => {
    expect(ROLLING_PERIODS).toEqual([1, 7, 30, 90]);
    expect(DEFAULT_PERIOD).toBe(7);
    expect(RANKING_PAGE_SIZES).toEqual([50, 100, 200]);
    expect(DEFAULT_PAGE_SIZE).toBe(50);
  });

  it('reads every filter and writes the same link back', () => {
    const link = 'site=TH&cat=9999702&period=2026-10&priceMin=10&priceMax=99.5&unitsMin=5&gmvMax=1000000&growthMin=-20&ratingMin=4.5&reviewsMin=3&likesMin=7&listedFrom=2026-01-01&listedTo=2026-06-30&shopType=mall&brand=12&sort=gmv&dir=asc&page=3&size=100';
    const { query, issues } = parseRankingQuery(new URLSearchParams(link));
    expect(issues).toEqual([]);
    expect(query).toEqual({
      order: 'hot',
      site: 'TH',
      categoryId: 9999702,
      period: '2026-10',
      filters: { price: { min: 10, max: 99.5 }, units: { min: 5 }, gmv: { max: 1000000 }, growth: { min: -20 }, ratingMin: 4.5, reviewsMin: 3, likesMin: 7, listedFrom: '2026-01-01', listedTo: '2026-06-30', shopType: 'mall', brandId: 12 },
      sort: 'gmv',
      dir: 'asc',
      page: 3,
      size: 100,
    });
    expect(rankingQueryParams(query).toString()).toBe(link);
  });

  it('leaves the defaults out of the link', () => {
    const { query } = parseRankingQuery(new URLSearchParams(''), { order: 'soaring' });
    expect(query).toEqual({ order: 'soaring', period: 7, filters: {}, dir: 'desc', page: 1, size: 50 });
    expect(rankingQueryParams(query, { order: 'soaring' }).toString()).toBe('');
  });

  it('names every value outside its contract and drops it', () => {
    const { query, issues } = parseRankingQuery(
      new URLSearchParams('site=XX&cat=13&period=60&priceMin=-1&unitsMin=1.5&ratingMin=6&listedFrom=2026-13-01&shopType=x&sort=title&dir=up&page=0&size=75&growthMin=' + '1'.repeat(30) + '&gmvMin=9&gmvMax=3'),
    );
    expect(issues.sort()).toEqual(['cat', 'dir', 'gmvMax', 'growthMin', 'listedFrom', 'page', 'period', 'priceMin', 'ratingMin', 'shopType', 'site', 'size', 'sort', 'unitsMin'].sort());
    expect(query).toEqual({ order: 'hot', period: 7, filters: { gmv: { min: 9 } }, dir: 'desc', page: 1, size: 50 });
  });

  it('accepts sub-categories of the twelve categories only', () => {
    expect(parseRankingQuery({ cat: '99997' }).query.categoryId).toBe(99997);
    expect(parseRankingQuery({ cat: '9999701' }).query.categoryId).toBe(9999701);
    expect(parseRankingQuery({ cat: '99986' }).issues).toEqual(['cat']);
    expect(parseRankingQuery({ cat: '9998601' }).issues).toEqual(['cat']);
    expect(parseRankingQuery({ cat: '9999700' }).issues).toEqual(['cat']);
  });

  it('ranks products and shops, each with its own sorts and filters', () => {
    expect(WORKBENCH_ENTITIES).toEqual(['product', 'shop', 'keyword', 'category', 'brand']);
    expect(SHOP_SORTS).toEqual(['units', 'gmv', 'growth', 'products', 'newShare', 'rating']);
    // Issue 29 item 1's shop columns: rank, shop, units, sales value, growth, active products, new products' share, rating, sparkline.
    expect(SHOP_COLUMNS).toEqual(['rank', 'shop', 'site', 'units', 'gmv', 'growth', 'products', 'newShare', 'rating', 'trend', 'category', 'opened']);
    expect(RANKING_ENTITY_RULES.shop.filters).toEqual(['units', 'gmv', 'growth', 'ratingMin', 'shopType']);
    const link = 'entity=shop&order=new&site=VN&unitsMin=5&growthMax=300&ratingMin=4&shopType=local&sort=newShare';
    const { query, issues } = parseRankingQuery(new URLSearchParams(link));
    expect(issues).toEqual([]);
    expect(query).toEqual({ entity: 'shop', order: 'new', site: 'VN', period: 7, filters: { units: { min: 5 }, growth: { max: 300 }, ratingMin: 4, shopType: 'local' }, sort: 'newShare', dir: 'desc', page: 1, size: 50 });
    expect(rankingQueryParams(query).toString()).toBe(link);
    // A shop page's own entity is its default: its link does not repeat it.
    expect(rankingQueryParams(parseRankingQuery({}, { entity: 'shop' }).query, { entity: 'shop' }).toString()).toBe('');
    expect(parseRankingQuery({}, { entity: 'shop' }).query.entity).toBe('shop');
  });

  it('names the filters and sorts a shop does not have', () => {
    const { query, issues } = parseRankingQuery({ entity: 'shop', priceMin: '1', listedFrom: '2026-01-01', brand: '3', reviewsMin: '2', likesMin: '2', sort: 'price', unitsMax: '9' });
    expect(issues.sort()).toEqual(['brand', 'likesMin', 'listedFrom', 'priceMin', 'reviewsMin', 'sort']);
    expect(query.filters).toEqual({ units: { max: 9 } });
    expect(query.sort).toBeUndefined();
    expect(parseRankingQuery({ sort: 'newShare' }).issues).toEqual(['sort']);
    expect(parseRankingQuery({ entity: 'video' }).issues).toEqual(['entity']);
    expect(parseRankingQuery({ entity: 'shop', cat: '99997' }).query.categoryId).toBe(99997);
    expect(parseRankingQuery({ entity: 'shop', cat: '9999701' }).issues).toEqual(['cat']);
  });

  it('ranks search words by their search index, product base and bid (issue 29 item 2)', () => {
    expect(KEYWORD_SORTS).toEqual(['search', 'growth', 'productBase', 'bid', 'salesPerShop']);
    // Issue 29 item 2's word columns: search index and its change, product base, recommended bid, top products, sparkline.
    expect(KEYWORD_COLUMNS).toEqual(['rank', 'keyword', 'site', 'search', 'growth', 'productBase', 'bid', 'products', 'trend', 'category', 'firstSeen']);
    expect(RANKING_ENTITY_RULES.keyword.filters).toEqual(['search', 'growth', 'productBase', 'bid']);
    const link = 'entity=keyword&order=soaring&site=TH&cat=99991&growthMin=10&searchMin=500&searchMax=90000&productBaseMax=4000&bidMin=0.5&sort=bid&dir=asc';
    const { query, issues } = parseRankingQuery(new URLSearchParams(link));
    expect(issues).toEqual([]);
    expect(query).toEqual({
      entity: 'keyword',
      order: 'soaring',
      site: 'TH',
      categoryId: 99991,
      period: 7,
      filters: { growth: { min: 10 }, search: { min: 500, max: 90000 }, productBase: { max: 4000 }, bid: { min: 0.5 } },
      sort: 'bid',
      dir: 'asc',
      page: 1,
      size: 50,
    });
    expect(rankingQueryParams(query).toString()).toBe('entity=keyword&order=soaring&site=TH&cat=99991&growthMin=10&searchMin=500&searchMax=90000&productBaseMax=4000&bidMin=0.5&sort=bid&dir=asc');
  });

  it("names what a search word does not have, and a word's filters on a product", () => {
    const word = parseRankingQuery({ entity: 'keyword', unitsMin: '1', priceMax: '9', shopType: 'mall', sort: 'units', cat: '9999101', searchMin: '1.5' });
    expect(word.issues.sort()).toEqual(['cat', 'priceMax', 'searchMin', 'shopType', 'sort', 'unitsMin']);
    expect(word.query.filters).toEqual({});
    expect(parseRankingQuery({ searchMin: '5', bidMax: '2', productBaseMin: '1' }).issues.sort()).toEqual(['bidMax', 'productBaseMin', 'searchMin']);
    expect(parseRankingQuery({ entity: 'keyword', bidMin: '-1' }).issues).toEqual(['bidMin']);
  });

  it('knows a month’s first and last day', () => {
    expect(monthBounds('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthBounds('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
