import { describe, expect, it } from 'vitest';
import { WORKBENCH_PAGE_PATHS } from '../../app/routes';
import { DATA_MENU } from '../header/data-menu';
import { isBuiltWorkbenchPath, WORKBENCH_PAGES } from './workbench-pages';

describe('workbench pages', () => {
  it('routes exactly the built pages', () => {
    expect([...WORKBENCH_PAGE_PATHS].sort()).toEqual(WORKBENCH_PAGES.map((p) => p.path).sort());
  });

  it('builds the five product-analysis pages of the data menu, each a menu target', () => {
    const menuTargets = DATA_MENU.flatMap((g) => g.links.filter((l) => !l.external).map((l) => l.to));
    for (const page of WORKBENCH_PAGES) expect(menuTargets).toContain(page.path);
    const product = DATA_MENU[0]!.links.map((l) => l.to);
    expect(product.every(isBuiltWorkbenchPath)).toBe(true);
    expect(isBuiltWorkbenchPath('store/hot-sales-store')).toBe(false);
    expect(isBuiltWorkbenchPath('search/search?name=&type=6')).toBe(false);
  });
});
