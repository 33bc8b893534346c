// The short-video marketplace's pages' data (issue 32 item 4): a list is GET /ranking with a TikTok entity,
// its state the page's query (domain tiktok-query.ts: site, period, order, sort, ranges, page); an item
// page is GET /item and /item/history of one product, shop, video or creator by `?id=`.
import type { WorkbenchComponents } from '@sealens/api';
import { parseTiktokQuery, tiktokQueryParams, type TiktokEntity, type TiktokQuery } from '@sealens/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { payloadOf, workbenchApi } from '../workbench-api';

type Schemas = WorkbenchComponents['schemas'];

export interface TiktokListData {
  query: TiktokQuery;
  /** Null when the ranking could not be read (the page offers a retry; the filters stay). */
  ranking: Schemas['RankingPage'] | null;
}

export type TiktokItemData =
  | { state: 'none' }
  | { state: 'missing'; id: string }
  | { state: 'error' }
  | { state: 'ok'; summary: Schemas['ItemSummary']; history: Schemas['ItemHistory'] | null };

/** The days an item page's charts show (the API's derived history is 60 days; the plan may cut it). */
export const TIKTOK_HISTORY_DAYS = 30;

/** A list's state from its address: the page's entity whatever the query says (an `entity` key is not its own). */
export function tiktokListQuery(search: URLSearchParams, entity: TiktokEntity): TiktokQuery {
  const params = new URLSearchParams(search);
  params.delete('entity');
  return parseTiktokQuery(params, { entity }).query;
}

/** The address's query of a list state (`?…`, or '' for the default view): its entity is the page's. */
export function tiktokSearch(query: TiktokQuery): string {
  const text = tiktokQueryParams(query, { entity: query.entity }).toString();
  return text ? `?${text}` : '';
}

/** The API's query of a list state: entity and order always named. */
export function tiktokApiQuery(query: TiktokQuery): Record<string, string> {
  const params = tiktokQueryParams(query);
  params.set('entity', query.entity);
  params.set('order', query.order);
  return Object.fromEntries(params);
}

/** The list's whole filtered, sorted rows as a file (GET /export with the TikTok entity): its query, not its page. */
export function tiktokExportHref(query: TiktokQuery, format: 'csv' | 'xlsx', lang: string): string {
  const params = new URLSearchParams(tiktokApiQuery(query));
  params.delete('page');
  params.delete('size');
  params.set('format', format);
  params.set('lang', lang);
  return `/api/workbench/export?${params.toString()}`;
}

export function tiktokListLoader(entity: TiktokEntity) {
  return async ({ request, context }: LoaderFunctionArgs): Promise<TiktokListData> => {
    const query = tiktokListQuery(new URL(request.url).searchParams, entity);
    const ranking = await workbenchApi(context)
      .GET('/ranking', { params: { query: tiktokApiQuery(query) as never } })
      .then(
        ({ data }) => payloadOf(data) ?? null,
        () => null,
      );
    return { query, ranking };
  };
}

const ID = /^\d{1,18}$/;

export function tiktokItemLoader(entity: TiktokEntity) {
  return async ({ request, context }: LoaderFunctionArgs): Promise<TiktokItemData> => {
    const id = new URL(request.url).searchParams.get('id')?.trim() ?? '';
    if (!id) return { state: 'none' };
    if (!ID.test(id)) return { state: 'missing', id };
    const api = workbenchApi(context);
    try {
      const [summary, history] = await Promise.all([
        // An id the data does not hold is this page's to say, not a toast's.
        api.GET('/item', { params: { query: { entity, id } }, verifyCode: false }),
        api.GET('/item/history', { params: { query: { entity, id, days: TIKTOK_HISTORY_DAYS } }, verifyCode: false }),
      ]);
      if (summary.data?.code === 404) return { state: 'missing', id };
      const payload = payloadOf(summary.data);
      if (!payload) return { state: 'error' };
      return { state: 'ok', summary: payload, history: payloadOf(history.data) ?? null };
    } catch {
      return { state: 'error' };
    }
  };
}
