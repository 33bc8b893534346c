// The blue-ocean page kind's data (issue 29 item 5): the page's query is a ranking state in the
// entity's blue-ocean order, always over the 30 days the index is computed from; the loader asks for
// that page of rows.
import { parseRankingQuery, type RankingQuery, type WorkbenchEntity } from '@sealens/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { BLUE_OCEAN_DAYS } from '../../workbench-pages';
import { rankingApiQuery, type RankingPage } from '../ranking/ranking-data';
import { payloadOf, workbenchApi } from '../workbench-api';

export interface BlueOceanData {
  query: RankingQuery;
  /** Null when the ranking could not be read (the page offers a retry). */
  ranking: RankingPage | null;
}

/**
 * The page's ranking state: its period is the index's 30 days whatever the address says, so every
 * figure of a row (its units and sales value too) and the stamp are over the days the index is.
 */
export function blueOceanQueryOf(params: URLSearchParams, entity: WorkbenchEntity): RankingQuery {
  return { ...parseRankingQuery(params, { order: 'blueOcean', entity }).query, period: BLUE_OCEAN_DAYS };
}

export async function blueOceanLoader({ request, context }: LoaderFunctionArgs, entity: WorkbenchEntity): Promise<BlueOceanData> {
  const query = blueOceanQueryOf(new URL(request.url).searchParams, entity);
  const ranking = await workbenchApi(context)
    .GET('/ranking', { params: { query: rankingApiQuery(query) as never } })
    .then(
      ({ data }) => payloadOf(data) ?? null,
      () => null,
    );
  return { query, ranking };
}
