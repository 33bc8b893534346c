import { DEFAULT_PERIOD } from '@sealens/domain';
import { DATA_MENU } from '../header/data-menu';
import { analysisScopeOf } from './kinds/analysis/analysis-data';
import { scopeHref } from './kinds/analysis/analysis-page';
import { contrastSiteOf } from './kinds/contrast/contrast-data';
import { contrastHref } from './kinds/contrast/contrast-tray';
import { entityOfWorkbenchPath, industryHref, INDUSTRY_PRICE_ANALYSIS_PATH, isBuiltWorkbenchPath, isScopedWorkbenchPath, WORKBENCH_PAGES } from './workbench-pages';

describe('the industry pages (issue 29 item 4)', () => {
  it('are all built from the data menu, rankings over categories and analyses read the top bar', () => {
    const industry = (DATA_MENU.find((g) => g.links.some((l) => l.to === 'industry/hot-sales-industry'))?.links ?? []).map((l) => l.to);
    expect(industry).toHaveLength(5);
    expect(industry.filter(isBuiltWorkbenchPath)).toEqual(industry);
    const pages = WORKBENCH_PAGES.filter((p) => p.path.startsWith('industry/'));
    expect(pages.map((p) => [p.path, p.kind, 'entity' in p ? p.entity : 'view' in p ? p.view : null])).toEqual([
      ['industry/hot-sales-industry', 'ranking', 'category'],
      ['industry/soaring-industry', 'ranking', 'category'],
      ['industry/industry-explanation', 'analysis', 'industry'],
      ['industry/industry-contrast', 'contrast', 'category'],
      ['industry/industry-price-analysis', 'analysis', 'priceBands'],
    ]);
    // The comparison chooses its own site (its period is the chart's days): the top bar's scope is not its.
    expect(pages.filter((p) => isScopedWorkbenchPath(p.path)).map((p) => p.path)).toEqual(pages.filter((p) => p.kind !== 'contrast').map((p) => p.path));
    // The blue-ocean industries (issue 29 item 5): the blue-ocean kind over categories, in the top bar's scope.
    expect(isBuiltWorkbenchPath('blue-ocean/blue-ocean-industry')).toBe(true);
    expect(entityOfWorkbenchPath('blue-ocean/blue-ocean-industry')).toBe('category');
    expect(isScopedWorkbenchPath('blue-ocean/blue-ocean-industry')).toBe(true);
  });

  it('compares categories of the site in its address (none: all sites), keeping it when items change', () => {
    expect(contrastSiteOf('category', 'VN')).toBe('VN');
    expect(contrastSiteOf('category', null)).toBeUndefined();
    expect(contrastSiteOf('category', 'XX')).toBeUndefined();
    // A product's id names its site: a site in a product comparison's address is not its scope.
    expect(contrastSiteOf('product', 'VN')).toBeUndefined();
    expect(contrastHref(['99997', '99991', '9999701'], new URLSearchParams('site=TH&days=7'), 'category')).toBe('/workbench/industry/industry-contrast?site=TH&days=7&ids=99997%2C99991%2C9999701');
  });

  it("opens a category row's overview in its site, and a scope's price analysis", () => {
    expect(industryHref({ id: '99997', site: 'TH' })).toBe('/workbench/industry/industry-explanation?id=99997&site=TH');
    expect(industryHref({ id: '9999701', site: 'ALL' })).toBe('/workbench/industry/industry-explanation?id=9999701');
    expect(scopeHref(INDUSTRY_PRICE_ANALYSIS_PATH, { site: 'VN', categoryId: 99991 }, 'cat')).toBe('/workbench/industry/industry-price-analysis?cat=99991&site=VN');
  });

  it('reads its scope from the query: site, category (else the first, said), a rolling period (a month shows 30 days, said), edges', () => {
    expect(analysisScopeOf(new URLSearchParams('site=TH&cat=99991&period=7&edges=10,50'), 'cat')).toEqual({ site: 'TH', categoryId: 99991, defaulted: false, period: 7, edges: [10, 50] });
    expect(analysisScopeOf(new URLSearchParams('period=2026-10'), 'cat')).toEqual({ categoryId: 99997, defaulted: true, period: 30, periodAsked: '2026-10' });
    expect(analysisScopeOf(new URLSearchParams('id=9999703&site=XX'), 'id')).toEqual({ categoryId: 9999703, defaulted: false, period: 7 });
    // No period is the top bar's default, which it leaves out of the URL: the switch shows 7 days, so does the page.
    expect(analysisScopeOf(new URLSearchParams('cat=99991'), 'cat').period).toBe(DEFAULT_PERIOD);
  });
});
