// Links of a ranking view: its state (domain ranking-query.ts) plus what the page carries beside it
// (the channel's urlCode, the column choice), so every view is a link that reproduces it.
import { PRODUCT_COLUMNS, RANKING_PARAM_KEYS, rankingQueryParams, type ProductColumn, type RankingOrder, type RankingQuery } from '@sealens/domain';

/** Columns in the query: `cols=rank,product,units` (absent: the member's choice or the default), of the entity's `all` columns. */
export function columnsOfParam<Col extends string = ProductColumn>(value: string | null, all: readonly Col[] = PRODUCT_COLUMNS as unknown as readonly Col[]): Col[] | undefined {
  if (!value) return undefined;
  const cols = value.split(',').filter((c): c is Col => (all as readonly string[]).includes(c));
  return cols.length > 0 ? cols : undefined;
}

export interface ViewExtras {
  urlCode?: string | null;
  columns?: readonly string[];
}

/** The query string (with `?`, or '' for the default view) of a ranking state. */
export function rankingSearch(query: RankingQuery, order: RankingOrder, extras: ViewExtras = {}): string {
  // The page's entity is the query's (a shop page parses its query as shops): the link leaves it out.
  const params = rankingQueryParams(query, { order, ...(query.entity ? { entity: query.entity } : {}) });
  if (extras.columns) params.set('cols', extras.columns.join(','));
  if (extras.urlCode) params.set('urlCode', extras.urlCode);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The part of a view a saved view stores: the ranking state and the columns (not the channel code). */
export function savedViewQuery(query: RankingQuery, order: RankingOrder, columns?: readonly string[]): string {
  return rankingSearch(query, order, { columns }).replace(/^\?/, '');
}

/** The query a ranking page renders by (the server's page cache keys on these). */
export const RANKING_PAGE_QUERY: readonly string[] = [...RANKING_PARAM_KEYS, 'cols', 'urlCode'];
