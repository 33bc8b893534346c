// The blue-ocean page kind's data (issue 29 item 5): the page's query is a ranking state in the
// entity's blue-ocean order; the loader asks for that page of rows.
import { parseRankingQuery, type RankingQuery, type WorkbenchEntity } from '@sealens/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { rankingApiQuery, type RankingPage } from '../ranking/ranking-data';
import { payloadOf, workbenchApi } from '../workbench-api';

export interface BlueOceanData {
  query: RankingQuery;
  /** Null when the ranking could not be read (the page offers a retry). */
  ranking: RankingPage | null;
}

export async function blueOceanLoader({ request, context }: LoaderFunctionArgs, entity: WorkbenchEntity): Promise<BlueOceanData> {
  const { query } = parseRankingQuery(new URL(request.url).searchParams, { order: 'blueOcean', entity });
  const ranking = await workbenchApi(context)
    .GET('/ranking', { params: { query: rankingApiQuery(query) as never } })
    .then(
      ({ data }) => payloadOf(data) ?? null,
      () => null,
    );
  return { query, ranking };
}
