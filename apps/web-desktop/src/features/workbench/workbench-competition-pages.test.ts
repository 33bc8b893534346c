// The competitive analysis pages (issue 30 item 6): four configurations of the contrast kind over
// shops, at the data menu's paths, none reading the top bar's scope (a rival set names its own shops).
import { DATA_MENU } from '../header/data-menu';
import { COMPETITION_PATHS, isBuiltWorkbenchPath, isScopedWorkbenchPath, RESEARCH_ADMIN_PATH, WORKBENCH_PAGES } from './workbench-pages';

describe('the competition pages', () => {
  it("are the data menu's competition group, each a shop contrast with its view", () => {
    const group = DATA_MENU.flatMap((g) => g.links).filter((l) => l.to.startsWith('competition/'));
    expect(group.map((l) => l.to)).toEqual([COMPETITION_PATHS.traffic, COMPETITION_PATHS.store, COMPETITION_PATHS.market, RESEARCH_ADMIN_PATH]);
    const pages = WORKBENCH_PAGES.filter((p) => p.path.startsWith('competition/'));
    expect(pages.map((p) => [p.path, p.kind, 'entity' in p && p.entity, 'competition' in p && p.competition])).toEqual([
      [COMPETITION_PATHS.traffic, 'contrast', 'shop', 'traffic'],
      [COMPETITION_PATHS.store, 'contrast', 'shop', 'store'],
      [COMPETITION_PATHS.market, 'contrast', 'shop', 'market'],
      [RESEARCH_ADMIN_PATH, 'contrast', 'shop', 'research'],
    ]);
    for (const p of pages) {
      expect(isBuiltWorkbenchPath(p.path)).toBe(true);
      expect(isScopedWorkbenchPath(p.path)).toBe(false);
    }
  });
});
