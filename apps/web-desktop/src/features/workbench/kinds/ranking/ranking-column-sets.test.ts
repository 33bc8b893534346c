import { BRAND_COLUMN_SET, CATEGORY_COLUMN_SET, KEYWORD_COLUMN_SET, PRODUCT_COLUMN_SET, SHOP_COLUMN_SET, STORE_BRAND_COLUMN_SET } from '@sealens/workbench';
import { describe, expect, it } from 'vitest';
import { WORKBENCH_PAGES, type RankingPageConfig } from '../../workbench-pages';
import { columnSetNameOf, loadColumnSet, loadedColumnSet } from './ranking-column-sets';
import { kind } from './ranking-kind';

describe('ranking column sets, loaded per entity', () => {
  it('loads each entity page its own set, once, and the ranking kind prepares a page with it', async () => {
    const expected = { product: PRODUCT_COLUMN_SET, shop: SHOP_COLUMN_SET, keyword: KEYWORD_COLUMN_SET, category: CATEGORY_COLUMN_SET, brand: BRAND_COLUMN_SET, 'store-brand': STORE_BRAND_COLUMN_SET };
    const rankings = WORKBENCH_PAGES.filter((p): p is RankingPageConfig => p.kind === 'ranking');
    // The shop group's brand pages (their own columns) take the store set, every other page its entity's.
    expect(columnSetNameOf({ entity: 'brand', columns: STORE_BRAND_COLUMN_SET.all })).toBe('store-brand');
    expect(columnSetNameOf({ entity: 'brand' })).toBe('brand');
    expect(new Set(rankings.map(columnSetNameOf))).toEqual(new Set(Object.keys(expected)));
    const product = rankings.find((p) => p.entity === 'product');
    expect(loadedColumnSet('product')).toBeUndefined();
    await kind.prepare?.(product as RankingPageConfig);
    expect(loadedColumnSet('product')).toBe(PRODUCT_COLUMN_SET);
    // Nothing else came with it.
    expect(loadedColumnSet('brand')).toBeUndefined();
    for (const [name, set] of Object.entries(expected)) {
      const first = loadColumnSet(name as keyof typeof expected);
      expect(loadColumnSet(name as keyof typeof expected)).toBe(first);
      expect(await first).toBe(set);
    }
  }, 60_000);
});
