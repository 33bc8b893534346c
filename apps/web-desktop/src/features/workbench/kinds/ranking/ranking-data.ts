// The ranking page kind's data (DESIGN.md §6): the page's query is the ranking's state; the loader
// asks the API for that page of rows, and for a member their saved views and column choice.
import type { WorkbenchComponents } from '@sealens/api';
import { BRAND_COLUMNS, CATEGORY_COLUMNS, KEYWORD_COLUMNS, parseRankingQuery, PRODUCT_COLUMNS, rankingQueryParams, SHOP_COLUMNS, SITE_CODES, type RankingOrder, type RankingQuery, type WorkbenchEntity } from '@sealens/domain';
import { redirect, type LoaderFunctionArgs } from 'react-router';
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
  /** The member's column choice, or the default (of the page's entity's columns). */
  columns: readonly string[];
}

/** Each entity's ranking columns in their default order. */
export const ENTITY_COLUMNS: Readonly<Record<WorkbenchEntity, readonly string[]>> = { product: PRODUCT_COLUMNS, shop: SHOP_COLUMNS, keyword: KEYWORD_COLUMNS, category: CATEGORY_COLUMNS, brand: BRAND_COLUMNS };

/** The API's query of a ranking state: the page's own keys (domain ranking-query.ts), entity and order always named. */
export function rankingApiQuery(query: RankingQuery): Record<string, string> {
  const params = rankingQueryParams(query);
  params.set('entity', query.entity ?? 'product');
  params.set('order', query.order);
  return Object.fromEntries(params);
}

/** A page's own ranking choices: its columns' default order, and whether it ranks one site. */
export interface RankingPageOptions {
  columns?: readonly string[];
  oneSite?: boolean;
  /** The second marketplace's lists (issue 32 item 3): its rankings, its sites. */
  marketplace?: 'lazada';
}

export function rankingLoader(pagePath: string, order: RankingOrder, entity: WorkbenchEntity = 'product', options: RankingPageOptions = {}) {
  const all = options.columns ?? ENTITY_COLUMNS[entity];
  const isColumn = (c: string) => all.includes(c);
  return async ({ request, context }: LoaderFunctionArgs): Promise<RankingData> => {
    const url = new URL(request.url);
    const { query } = parseRankingQuery(url.searchParams, { order, entity, ...(options.marketplace ? { marketplace: options.marketplace } : {}) });
    // A one-site page's link without a site opens the first site's list (the address then says which).
    if (options.oneSite && !query.site) {
      url.searchParams.set('site', SITE_CODES[0]);
      throw redirect(`${url.pathname}${url.search}`);
    }
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
    return { query, ranking, views, columns: columns && columns.length > 0 ? columns : all };
  };
}
