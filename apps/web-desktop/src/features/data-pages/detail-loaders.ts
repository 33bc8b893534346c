// The loaders of the detail pages: a product (/details, /goods-detail/goodsMakeUp) or a shop
// (/mall-detail/mallReceivable) by the id in the query. Without an id the page offers the lookup
// form; what was typed (an id or a link) is read by the server's lookup and the page redirects to
// its id; a link the data does not know shows an empty state; an id it does not know answers 404.
import { siteApi } from '@sealens/auth';
import { loaderApi } from '@sealens/ssr';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import {
  fetchDetectionPage,
  fetchGoodsHistory,
  fetchGoodsMakeUp,
  fetchMallHistory,
  fetchMallReceivable,
  resolveId,
  type DetectionPage,
  type GoodsMakeUp,
  type HistoryPoints,
  type MainClient,
  type MallReceivable,
} from './data-pages-api';
import { DEFAULT_DETECTION_QUERY } from './detection-query';

const ID = /^\d{1,18}$/;

/** Products offered on a detail page opened without an id: the first soaring ones. */
export const SUGGESTED_PRODUCTS = 5;

export type DetailData<T> =
  | { state: 'choose'; suggestions: DetectionPage['rows'] }
  | { state: 'unknown'; typed: string }
  | { state: 'error' }
  | ({ state: 'ok'; history: HistoryPoints } & T);

export type GoodsDetailData = DetailData<{ makeUp: GoodsMakeUp }>;
export type MallDetailData = DetailData<{ receivable: MallReceivable }>;

function notFound(): Response {
  return new Response(null, { status: 404, statusText: 'Not Found' });
}

/** The id of the query: null without one; a redirect (thrown) or 'unknown' for what the lookup reads. */
async function idOf(main: MainClient, kind: 'goods' | 'mall', url: URL, param: string): Promise<string | null | { unknown: string }> {
  const typed = url.searchParams.get(param)?.trim() ?? '';
  if (!typed) return null;
  if (ID.test(typed)) return typed;
  const id = await resolveId(main, kind, typed);
  if (!id) return { unknown: typed };
  const next = new URL(url);
  next.searchParams.set(param, id);
  throw redirect(`${next.pathname}${next.search}`);
}

async function suggestions(main: MainClient): Promise<DetectionPage['rows']> {
  try {
    return (await fetchDetectionPage(main, DEFAULT_DETECTION_QUERY)).rows.slice(0, SUGGESTED_PRODUCTS);
  } catch {
    return [];
  }
}

export function goodsDetailLoader(param: string) {
  return async ({ context, request }: LoaderFunctionArgs): Promise<GoodsDetailData> => {
    const main = loaderApi(context, siteApi).main;
    try {
      const id = await idOf(main, 'goods', new URL(request.url), param);
      if (id === null) return { state: 'choose', suggestions: await suggestions(main) };
      if (typeof id === 'object') return { state: 'unknown', typed: id.unknown };
      const [makeUp, history] = await Promise.all([fetchGoodsMakeUp(main, id), fetchGoodsHistory(main, id)]);
      if (!makeUp.found) throw notFound();
      return { state: 'ok', makeUp, history };
    } catch (error) {
      if (error instanceof Response) throw error;
      return { state: 'error' };
    }
  };
}

export function mallDetailLoader(param: string) {
  return async ({ context, request }: LoaderFunctionArgs): Promise<MallDetailData> => {
    const main = loaderApi(context, siteApi).main;
    try {
      const id = await idOf(main, 'mall', new URL(request.url), param);
      if (id === null) return { state: 'choose', suggestions: [] };
      if (typeof id === 'object') return { state: 'unknown', typed: id.unknown };
      const [receivable, history] = await Promise.all([fetchMallReceivable(main, id), fetchMallHistory(main, id)]);
      if (!receivable.found) throw notFound();
      return { state: 'ok', receivable, history };
    } catch (error) {
      if (error instanceof Response) throw error;
      return { state: 'error' };
    }
  };
}
