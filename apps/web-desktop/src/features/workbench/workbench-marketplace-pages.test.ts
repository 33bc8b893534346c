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

  it('are in no header menu, and their heading names the marketplace', () => {
    const menuTargets = DATA_MENU.flatMap((g) => g.links.map((l) => l.to.split('?')[0]));
    for (const path of Object.values(SHOPEE_LIST_PATHS)) expect(menuTargets).not.toContain(path);
    expect(pageHeading(workbenchPage(SHOPEE_LIST_PATHS.likes), 'Most-liked products')).toBe('Shopee: Most-liked products');
    expect(pageHeading(workbenchPage('product/hot-sales-product'), 'Hot-selling products')).toBe('Hot-selling products');
  });
});
