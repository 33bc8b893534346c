import { DEFAULT_PERIOD } from '@sealens/domain';
import { DATA_MENU } from '../header/data-menu';
import { dashboardRedirect, dashboardScopeOf } from './kinds/analysis/analysis-data';
import { listHref } from './kinds/analysis/scope-dashboard-page';
import { DEFAULT_MEASURE, matrixQueryOf, withMeasure } from './kinds/matrix/matrix-data';
import { marketHref } from './kinds/matrix/matrix-page';
import { DASHBOARD_PATHS, isBuiltWorkbenchPath, isScopedWorkbenchPath, MARKET_MATRIX_PATH, workbenchPage, type AnalysisPageConfig } from './workbench-pages';

describe('market selection and the site / all-site analysis (issue 30 items 2 and 5)', () => {
  it('are built from the data menu: the matrix kind, and the analysis kind over one site or all sites for each focus', () => {
    const targets = DATA_MENU.flatMap((g) => g.links.map((l) => l.to));
    const ours = ['big-data-selection/big-data-chooses-the-market', ...Object.values(DASHBOARD_PATHS).flatMap((p) => [p.site, p.all])];
    for (const path of ours) {
      expect(targets).toContain(path);
      expect(isBuiltWorkbenchPath(path)).toBe(true);
      expect(isScopedWorkbenchPath(path)).toBe(true);
    }
    expect(workbenchPage(MARKET_MATRIX_PATH)).toMatchObject({ kind: 'matrix' });
    expect(workbenchPage('site-analysis/store-analysis')).toMatchObject({ kind: 'analysis', view: 'scope', focus: 'store', sites: 'one' });
    expect(workbenchPage('all-site-analysis/industry-analysis')).toMatchObject({ kind: 'analysis', view: 'scope', focus: 'industry', sites: 'all' });
  });

  it('keeps the shading measure in the URL (the default left out) and reads the top bar', () => {
    expect(DEFAULT_MEASURE).toBe('gmv');
    expect(matrixQueryOf(new URLSearchParams('measure=growth&period=30&site=TH&cat=99997'))).toEqual({ period: 30, measure: 'growth', site: 'TH', categoryId: 99997 });
    expect(matrixQueryOf(new URLSearchParams('measure=nonsense'))).toEqual({ period: DEFAULT_PERIOD, measure: 'gmv' });
    expect(matrixQueryOf(new URLSearchParams('period=2026-10'))).toMatchObject({ period: 30, periodAsked: '2026-10' });
    expect(withMeasure(new URLSearchParams('period=30'), 'top10Share')).toBe('?period=30&measure=top10Share');
    expect(withMeasure(new URLSearchParams('period=30&measure=shops'), 'gmv')).toBe('?period=30');
    // A market opens its category's overview on its site.
    expect(marketHref({ site: 'VN', categoryId: 99991 })).toBe('/workbench/industry/industry-explanation?id=99991&site=VN');
  });

  it("opens a site analysis without a site on the first site's, and an all-site analysis asked for a site on the site's", () => {
    const site = workbenchPage(DASHBOARD_PATHS.product.site) as AnalysisPageConfig;
    const all = workbenchPage(DASHBOARD_PATHS.product.all) as AnalysisPageConfig;
    expect(dashboardRedirect(new URL('http://x/workbench/site-analysis/product-analysis?period=30'), site)).toBe('/workbench/site-analysis/product-analysis?period=30&site=BR');
    expect(dashboardRedirect(new URL('http://x/workbench/site-analysis/product-analysis?site=TH'), site)).toBeUndefined();
    expect(dashboardRedirect(new URL('http://x/workbench/all-site-analysis/product-analysis?site=TH&cat=99997'), all)).toBe('/workbench/site-analysis/product-analysis?site=TH&cat=99997');
    expect(dashboardRedirect(new URL('http://x/workbench/all-site-analysis/product-analysis?cat=99997'), all)).toBeUndefined();
    // No category is all categories (not the first one, as an industry page reads it).
    expect(dashboardScopeOf(new URLSearchParams('site=TH'))).toEqual({ site: 'TH', period: DEFAULT_PERIOD });
    expect(dashboardScopeOf(new URLSearchParams('cat=9999701&period=90'))).toEqual({ categoryId: 9999701, period: 90 });
  });

  it("links a figure to its ranking with the dashboard's scope and the figure's filters in the address", () => {
    expect(listHref('products', { site: 'TH', categoryId: 99997, period: 30 }, { priceMin: 100, priceMax: 250, sort: undefined })).toBe(
      '/workbench/product/hot-sales-product?site=TH&cat=99997&period=30&priceMin=100&priceMax=250',
    );
    // A shop ranking's category is the shop's own: a sub-category reads as its category.
    expect(listHref('shops', { categoryId: 9999701, period: 7 }, { shopType: 'mall' })).toBe('/workbench/store/hot-sales-store?cat=99997&period=7&shopType=mall');
    expect(listHref('newShops', { period: 1 })).toBe('/workbench/store/hot-sales-new-store?period=1');
  });
});
