// The finder page kind's data (issue 30 items 1 and 3): a finder is a ranking of its entity (hot
// order) under many filters, so its loader is the ranking's (the page of rows, a member's saved
// views and column choice) over the finder's own columns.
import { KEYWORD_FINDER_COLUMNS, PRODUCT_FINDER_COLUMNS } from '@sealens/workbench';
import type { LoaderFunctionArgs } from 'react-router';
import type { FinderPageConfig } from '../../workbench-pages';
import { rankingLoader, type RankingData } from '../ranking/ranking-data';

/** Each finder's columns in their default order. */
export const FINDER_COLUMNS: Readonly<Record<FinderPageConfig['entity'], readonly string[]>> = { product: PRODUCT_FINDER_COLUMNS, keyword: KEYWORD_FINDER_COLUMNS };

export function finderLoader(page: FinderPageConfig): (args: LoaderFunctionArgs) => Promise<RankingData> {
  return rankingLoader(page.path, 'hot', page.entity, { columns: FINDER_COLUMNS[page.entity] });
}
