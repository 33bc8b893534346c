import { DEFAULT_PERIOD } from '@sealens/domain';
import { DATA_MENU } from '../header/data-menu';
import { EXTERNAL_LINKS } from '../../config/external-links';
import { liveRedirect, liveScopeOf } from './kinds/analysis/analysis-data';
import { liveHref } from './kinds/analysis/live-analysis-page';
import { EXTERNAL_AIDS, PROFIT_CALCULATOR_HREF } from './kinds/tools/tools-page';
import { isBuiltWorkbenchPath, isScopedWorkbenchPath, LIVE_PATHS, TOOLS_PATH, workbenchPage, type AnalysisPageConfig } from './workbench-pages';

describe('the live analysis and the operation aids (issue 32 items 1 and 5)', () => {
  it("are built from the data menu's live and operation aids groups: the analysis kind's live view with its list, and the tools kind", () => {
    const live = DATA_MENU.find((g) => g.links.some((l) => l.to === LIVE_PATHS.allSites));
    expect(live?.links.map((l) => l.to)).toEqual(Object.values(LIVE_PATHS));
    for (const path of Object.values(LIVE_PATHS)) {
      expect(isBuiltWorkbenchPath(path)).toBe(true);
      expect(isScopedWorkbenchPath(path)).toBe(true);
    }
    expect(workbenchPage(LIVE_PATHS.allSites)).toMatchObject({ kind: 'analysis', view: 'live', live: 'sessions', sites: 'all' });
    expect(workbenchPage(LIVE_PATHS.site)).toMatchObject({ kind: 'analysis', view: 'live', live: 'sessions', sites: 'one' });
    expect(workbenchPage(LIVE_PATHS.product)).toMatchObject({ view: 'live', live: 'product' });
    expect(workbenchPage(LIVE_PATHS.shop)).toMatchObject({ view: 'live', live: 'shop' });
    expect(workbenchPage(LIVE_PATHS.brand)).toMatchObject({ view: 'live', live: 'brand' });
    expect(workbenchPage(LIVE_PATHS.product)).not.toHaveProperty('sites');
    expect(workbenchPage(TOOLS_PATH)).toMatchObject({ kind: 'tools' });
    expect(isBuiltWorkbenchPath(TOOLS_PATH)).toBe(true);
  });

  it("lists spec §2's external aids in its order, each an https address, beside the profit calculator", () => {
    expect(EXTERNAL_AIDS.map((l) => l.label.message)).toEqual(['AI assistant', 'Pricing simulator', 'IP isolation browser', 'Short-video data', 'Freight forwarder']);
    expect(EXTERNAL_AIDS.map((l) => l.to)).toEqual([EXTERNAL_LINKS.aiAssistant, EXTERNAL_LINKS.pricingSimulator, EXTERNAL_LINKS.ipIsolationBrowser, EXTERNAL_LINKS.shortVideoData, EXTERNAL_LINKS.freightForwarder]);
    expect(PROFIT_CALCULATOR_HREF).toBe('/pricing');
  });

  it("opens the site analysis without a site on the first site's, the all-site one asked for a site on the site's, and the hot lists as asked", () => {
    const site = workbenchPage(LIVE_PATHS.site) as AnalysisPageConfig;
    const all = workbenchPage(LIVE_PATHS.allSites) as AnalysisPageConfig;
    const products = workbenchPage(LIVE_PATHS.product) as AnalysisPageConfig;
    expect(liveRedirect(new URL('http://x/workbench/live/live-site-analysis?period=7'), site)).toBe('/workbench/live/live-site-analysis?period=7&site=BR');
    expect(liveRedirect(new URL('http://x/workbench/live/live-site-analysis?site=TH'), site)).toBeUndefined();
    expect(liveRedirect(new URL('http://x/workbench/live/live-all-site-analysis?site=TH&cat=99997'), all)).toBe('/workbench/live/live-site-analysis?site=TH&cat=99997');
    expect(liveRedirect(new URL('http://x/workbench/live/live-hot-product?site=TH'), products)).toBeUndefined();
    expect(liveRedirect(new URL('http://x/workbench/live/live-hot-product'), products)).toBeUndefined();
    // A session is a shop's: a sub-category asked reads as its category.
    expect(liveScopeOf(new URLSearchParams('site=TH&cat=9999701&period=90'))).toEqual({ site: 'TH', categoryId: 99997, period: 90 });
    expect(liveScopeOf(new URLSearchParams(''))).toEqual({ period: DEFAULT_PERIOD });
    expect(liveHref(LIVE_PATHS.shop, { site: 'VN', categoryId: 99991, period: 7 })).toBe('/workbench/live/live-hot-store?site=VN&cat=99991&period=7');
    expect(liveHref(LIVE_PATHS.allSites, { period: 30 })).toBe('/workbench/live/live-all-site-analysis?period=30');
  });
});
