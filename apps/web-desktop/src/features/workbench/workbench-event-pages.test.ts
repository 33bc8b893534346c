import { DATA_MENU } from '../header/data-menu';
import { campaignHref, campaignQueryOf } from './kinds/analysis/campaign-data';
import { EVENT_PATHS, isBuiltWorkbenchPath, isScopedWorkbenchPath, workbenchPage } from './workbench-pages';

describe('event marketing (issue 32 item 2)', () => {
  it("is built from the data menu's event marketing group: the analysis kind's campaign view, one page per view", () => {
    const group = DATA_MENU.find((g) => g.links.some((l) => l.to === EVENT_PATHS.probe));
    expect(group?.links.map((l) => l.to)).toEqual([EVENT_PATHS.probe, EVENT_PATHS.slots, EVENT_PATHS.days]);
    for (const path of Object.values(EVENT_PATHS)) {
      expect(isBuiltWorkbenchPath(path)).toBe(true);
      expect(isScopedWorkbenchPath(path)).toBe(true);
    }
    expect(workbenchPage(EVENT_PATHS.probe)).toMatchObject({ kind: 'analysis', view: 'campaign', campaign: 'probe' });
    expect(workbenchPage(EVENT_PATHS.slots)).toMatchObject({ kind: 'analysis', view: 'campaign', campaign: 'slots' });
    expect(workbenchPage(EVENT_PATHS.days)).toMatchObject({ kind: 'analysis', view: 'campaign', campaign: 'days' });
  });

  it('reads its scope, day, kind, order and page from the address, and writes them back leaving defaults out', () => {
    const q = campaignQueryOf(new URLSearchParams('site=TH&cat=9999701&period=7&day=2026-11-11&kind=flash-sale&sort=units&dir=asc&page=3&size=100'), 'probe');
    expect(q).toEqual({ scope: { site: 'TH', categoryId: 99997, period: 7 }, view: 'probe', day: '2026-11-11', kind: 'flash-sale', sort: 'units', dir: 'asc', page: 3, size: 100 });
    expect(campaignHref(EVENT_PATHS.probe, q)).toBe('/workbench/eventMarketingAnalysis/eventMarketingProbe?site=TH&cat=99997&period=7&day=2026-11-11&kind=flash-sale&sort=units&dir=asc&page=3&size=100');
    // Anything outside the contract reads as the default, so the page never asks the server for a 400.
    const bad = campaignQueryOf(new URLSearchParams('day=2026-13-40&kind=banner&sort=title&dir=up&page=0&size=7'), 'days');
    expect(bad).toMatchObject({ sort: 'discount', dir: 'desc', page: 1, size: 50 });
    expect(bad.day).toBeUndefined();
    expect(bad.kind).toBeUndefined();
    expect(campaignHref(EVENT_PATHS.days, { scope: { period: 30 }, day: '2026-10-10' })).toBe('/workbench/eventMarketingAnalysis/analysisOfOtherActivities?period=30&day=2026-10-10');
  });
});
