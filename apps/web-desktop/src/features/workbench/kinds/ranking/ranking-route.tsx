// A ranking page's route: the kind's loader, component and head for one configuration.
import { RANKING_PARAM_KEYS } from '@sealens/domain';
import type { RouteHandle } from '@sealens/ssr';
import { pageTitle } from '../../../../app/site-head';
import type { WorkbenchPageHandle } from '../../shell/workbench-shell';
import type { RankingPageConfig } from '../../workbench-pages';
import { rankingLoader } from './ranking-data';
import { RankingPageView } from './ranking-page';

/** The query a ranking page renders by (the server's page cache keys on these). */
export const RANKING_PAGE_QUERY: readonly string[] = [...RANKING_PARAM_KEYS, 'cols', 'urlCode'];

export function rankingRoute(page: RankingPageConfig) {
  const handle: RouteHandle & WorkbenchPageHandle = {
    head: ({ i18n }) => ({ title: pageTitle(i18n._(page.title)), description: i18n._(page.intro), noindex: true }),
    query: RANKING_PAGE_QUERY,
    workbenchScope: true,
  };
  return {
    loader: rankingLoader(page.path, page.order),
    Component: () => <RankingPageView page={page} />,
    handle,
  };
}
