import { describe, expect, it } from 'vitest';
import { DATA_MENU } from '../header/data-menu';
import { isBuiltWorkbenchPath, isScopedWorkbenchPath, WORKBENCH_PAGES } from './workbench-pages';

describe('workbench pages', () => {
  it('builds the five product-analysis pages of the data menu, each a menu target', () => {
    const menuTargets = DATA_MENU.flatMap((g) => g.links.filter((l) => !l.external).map((l) => l.to));
    for (const page of WORKBENCH_PAGES) expect(menuTargets).toContain(page.path);
    const product = (DATA_MENU[0]?.links ?? []).map((l) => l.to);
    expect(product).toHaveLength(5);
    expect(product.every(isBuiltWorkbenchPath)).toBe(true);
    expect(WORKBENCH_PAGES).toHaveLength(5);
    expect(isBuiltWorkbenchPath('store/hot-sales-store')).toBe(false);
    expect(isBuiltWorkbenchPath('search/search?name=&type=6')).toBe(false);
  });

  it('gives the rankings, and only them, the top bar scope', () => {
    expect(WORKBENCH_PAGES.filter((p) => isScopedWorkbenchPath(p.path)).map((p) => p.path)).toEqual(['product/hot-sales-product', 'product/soaring-product', 'product/hot-sales-new-product']);
    expect(isScopedWorkbenchPath('home')).toBe(false);
  });
});
