// The ranking page kind's data (DESIGN.md §6): the page's query is the ranking's state; the loader
// asks the API for that page of rows, and for a member their saved views and column choice.
import type { WorkbenchComponents } from '@sealens/api';
import { parseRankingQuery, PRODUCT_COLUMNS, rankingQueryParams, type ProductColumn, type RankingOrder, type RankingQuery } from '@sealens/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { isMemberRequest, payloadOf, workbenchApi } from '../workbench-api';

type Schemas = WorkbenchComponents['schemas'];
export type RankingPage = Schemas['RankingPage'];
export type SavedView = Schemas['SavedView'];

export interface RankingData {
  query: RankingQuery;
  /** Null when the ranking could not be read (the page offers a retry; the filters stay). */
  ranking: RankingPage | null;
  /** Null for a visitor (saved views need a login). */
  views: { views: SavedView[]; max: number } | null;
  /** The member's column choice, or the default. */
  columns: readonly ProductColumn[];
}

/** The API's query of a ranking state: the page's own keys (domain ranking-query.ts), order always named. */
export function rankingApiQuery(query: RankingQuery): Record<string, string> {
  const params = rankingQueryParams(query);
  params.set('order', query.order);
  return Object.fromEntries(params);
}

const isColumn = (c: string): c is ProductColumn => (PRODUCT_COLUMNS as readonly string[]).includes(c);

export function rankingLoader(pagePath: string, order: RankingOrder) {
  return async ({ request, context }: LoaderFunctionArgs): Promise<RankingData> => {
    const url = new URL(request.url);
    const { query } = parseRankingQuery(url.searchParams, { order });
    const api = workbenchApi(context);
    const member = isMemberRequest(context);
    const [ranking, views, columns] = await Promise.all([
      // The API's query types are the contract's; the state's keys are the same names (ranking-query.ts).
      api.GET('/ranking', { params: { query: rankingApiQuery(query) as never } }).then(
        ({ data }) => payloadOf(data) ?? null,
        () => null,
      ),
      member
        ? api.GET('/views', { params: { query: { page: pagePath } } }).then(
            ({ data }) => payloadOf(data) ?? null,
            () => null,
          )
        : null,
      member
        ? api.GET('/columns', { params: { query: { page: pagePath } } }).then(
            ({ data }) => payloadOf(data)?.columns?.filter(isColumn),
            () => undefined,
          )
        : undefined,
    ]);
    return { query, ranking, views, columns: columns && columns.length > 0 ? columns : PRODUCT_COLUMNS };
  };
}
