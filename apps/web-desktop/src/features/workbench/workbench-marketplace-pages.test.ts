import { PRODUCT_COLUMNS } from '@sealens/domain';
import { DATA_MENU } from '../header/data-menu';
import { isBuiltWorkbenchPath, isScopedWorkbenchPath, NON_MENU_PATHS, pageHeading, SHOPEE_LIST_PATHS, workbenchPage } from './workbench-pages';

describe("the first marketplace's lists (spec §2's lists not placed in the header, issue 32 item 3)", () => {
  it('are ranking pages at their spec addresses: hot, soaring and hot-new products, the likes ranking and the hot search words', () => {
    expect(Object.values(SHOPEE_LIST_PATHS)).toEqual(['Shopee/hotProduct', 'Shopee/surgeProduct', 'Shopee/newDesign', 'Shopee/likeRanke', 'Shopee/keyWordRanke']);
    expect(workbenchPage(SHOPEE_LIST_PATHS.hot)).toMatchObject({ kind: 'ranking', entity: 'product', order: 'hot', marketplace: 'Shopee' });
    expect(workbenchPage(SHOPEE_LIST_PATHS.soaring)).toMatchObject({ kind: 'ranking', entity: 'product', order: 'soaring' });
    expect(workbenchPage(SHOPEE_LIST_PATHS.new)).toMatchObject({ kind: 'ranking', entity: 'product', order: 'new' });
    expect(workbenchPage(SHOPEE_LIST_PATHS.likes)).toMatchObject({ kind: 'ranking', entity: 'product', order: 'likes' });
    expect(workbenchPage(SHOPEE_LIST_PATHS.keywords)).toMatchObject({ kind: 'ranking', entity: 'keyword', order: 'hot' });
    for (const path of Object.values(SHOPEE_LIST_PATHS)) {
      expect(isBuiltWorkbenchPath(path)).toBe(true);
      // The top bar's site, category and period, as every ranking.
      expect(isScopedWorkbenchPath(path)).toBe(true);
      expect(NON_MENU_PATHS.has(path)).toBe(true);
    }
  });

  it("the likes ranking shows its likes on the first screen, beside the product, and no rank change (likes have no previous order)", () => {
    const likes = workbenchPage(SHOPEE_LIST_PATHS.likes);
    if (likes?.kind !== 'ranking') throw new Error('the likes ranking is a ranking page');
    expect(likes.columns?.slice(0, 3)).toEqual(['rank', 'product', 'likes']);
    expect([...(likes.columns ?? [])].sort()).toEqual([...PRODUCT_COLUMNS].sort());
    expect(likes.rankChanges).toBe(false);
    // The lists with a previous order keep their rank changes.
    for (const path of [SHOPEE_LIST_PATHS.hot, SHOPEE_LIST_PATHS.soaring, SHOPEE_LIST_PATHS.new]) expect(workbenchPage(path)).not.toHaveProperty('rankChanges');
  });

  it('are in no header menu, and their heading names the marketplace', () => {
    const menuTargets = DATA_MENU.flatMap((g) => g.links.map((l) => l.to.split('?')[0]));
    for (const path of Object.values(SHOPEE_LIST_PATHS)) expect(menuTargets).not.toContain(path);
    expect(pageHeading(workbenchPage(SHOPEE_LIST_PATHS.likes), 'Most-liked products')).toBe('Shopee: Most-liked products');
    expect(pageHeading(workbenchPage('product/hot-sales-product'), 'Hot-selling products')).toBe('Hot-selling products');
  });
});
