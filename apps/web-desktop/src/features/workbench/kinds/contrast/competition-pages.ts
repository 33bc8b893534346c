// The competitive analysis's pages (issue 30 item 6): configurations of the contrast kind over shops,
// listed in WORKBENCH_PAGES. Kept beside their kind so their titles and intros are in the catalog part
// that kind loads (workbench-kinds), not in the one every ranking page loads before it renders.
import { msg } from '@lingui/core/macro';
import type { ContrastPageConfig } from '../../workbench-pages';

/** The pages whose saved views are rival sets (the research admin opens each set on all three). */
export const COMPETITION_PATHS = { traffic: 'competition/traffic-comparison', store: 'competition/competitive-store', market: 'competition/marketInsight' } as const;
export const RESEARCH_ADMIN_PATH = 'competition/ResearchAdmin';

export const COMPETITION_PAGES: readonly ContrastPageConfig[] = [
  {
    kind: 'contrast',
    entity: 'shop',
    competition: 'traffic',
    path: COMPETITION_PATHS.traffic,
    title: msg`Traffic comparison`,
    intro: msg`Your shop against up to five rivals: the search words that show each one's products among their first results, the words you share and where each of you ranks.`,
  },
  {
    kind: 'contrast',
    entity: 'shop',
    competition: 'store',
    path: COMPETITION_PATHS.store,
    title: msg`Competing shops`,
    intro: msg`Your shop against up to five rivals: their sales, growth and prices side by side, and the products your rivals listed and the prices they changed since a day you choose.`,
  },
  {
    kind: 'contrast',
    entity: 'shop',
    competition: 'market',
    path: COMPETITION_PATHS.market,
    title: msg`Market insight`,
    intro: msg`Your shop against up to five rivals: which categories each one's sales come from, and where you are strong or absent.`,
  },
  {
    kind: 'contrast',
    entity: 'shop',
    competition: 'research',
    path: RESEARCH_ADMIN_PATH,
    title: msg`Research admin`,
    intro: msg`Your saved research: every rival set you saved on a competition page, to open again on any of them or remove.`,
  },
];
