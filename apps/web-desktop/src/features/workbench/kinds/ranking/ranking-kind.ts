// The ranking page kind as the page route loads it: a chunk of its own (kinds/page-kinds.ts).
import type { PageKind } from '../page-kind';
import { columnSetNameOf, loadColumnSet } from './ranking-column-sets';
import { rankingLoader } from './ranking-data';
import { RankingPageView } from './ranking-page';

export const kind: PageKind<'ranking'> = {
  load: (args, page) =>
    rankingLoader(page.path, page.order, page.entity, {
      ...(page.columns ? { columns: page.columns } : {}),
      oneSite: page.site === 'one',
      ...(page.marketplace === 'Lazada' ? { marketplace: 'lazada' as const } : {}),
    })(args),
  View: RankingPageView,
  prepare: async (page) => void (await loadColumnSet(columnSetNameOf(page))),
};
