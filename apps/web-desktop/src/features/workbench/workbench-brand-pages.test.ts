import { describe, expect, it } from 'vitest';
import { DATA_MENU } from '../header/data-menu';
import { brandHref, entityOfWorkbenchPath, isBuiltWorkbenchPath, WORKBENCH_PAGES, workbenchPage } from './workbench-pages';

describe('the brand pages (issue 29 item 3)', () => {
  it('builds the brand-analysis group whole and the shop group’s brand rankings, every one over brands', () => {
    const group = (DATA_MENU.find((g) => g.links.some((l) => l.to === 'brandAnalysis/hot-sales-brand'))?.links ?? []).map((l) => l.to);
    expect(group).toHaveLength(5);
    expect(group.every(isBuiltWorkbenchPath)).toBe(true);
    for (const path of [...group, 'store/hot-sales-brand', 'store/soaring-brand']) expect(entityOfWorkbenchPath(path)).toBe('brand');
    // The seven above, and the brand monitor (issue 31).
    expect(WORKBENCH_PAGES.filter((p) => 'entity' in p && p.entity === 'brand')).toHaveLength(8);
    expect(WORKBENCH_PAGES.filter((p) => 'entity' in p && p.entity === 'brand' && p.kind !== 'monitor')).toHaveLength(7);
  });

  it('configures each page: its order, the shop group’s columns leading with shops and products, one site, the overview’s scope', () => {
    expect(workbenchPage('brandAnalysis/hot-sales-brand')).toMatchObject({ kind: 'ranking', order: 'hot' });
    expect(workbenchPage('brandAnalysis/soaring-brand')).toMatchObject({ kind: 'ranking', order: 'soaring' });
    expect(workbenchPage('brandAnalysis/site-hot-sales-brand')).toMatchObject({ kind: 'ranking', order: 'hot', site: 'one' });
    expect(workbenchPage('store/soaring-brand')).toMatchObject({ kind: 'ranking', order: 'soaring', columns: ['rank', 'brand', 'shops', 'products', 'units', 'gmv', 'growth', 'category', 'trend'] });
    expect(workbenchPage('brandAnalysis/brand-all-site-analysis')).toMatchObject({ kind: 'explanation', scope: 'all-sites' });
    expect(workbenchPage('brandAnalysis/brand-site-analysis')).toMatchObject({ kind: 'explanation', scope: 'site' });
  });

  it('opens a row of all sites on the all-sites overview and a site’s row on its site’s', () => {
    expect(brandHref('41', 'ALL')).toBe('/workbench/brandAnalysis/brand-all-site-analysis?id=41');
    expect(brandHref('41', 'TH')).toBe('/workbench/brandAnalysis/brand-site-analysis?id=41&site=TH');
  });
});
