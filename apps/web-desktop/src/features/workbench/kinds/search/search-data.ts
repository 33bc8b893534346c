// The search page's data (issue 29 item 6, search/search?name=&type=6): the name and type of the
// page's query, and what the API's search found. No name asked: nothing is searched.
import type { WorkbenchComponents } from '@sealens/api';
import type { WorkbenchEntity } from '@sealens/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { brandHref, explanationHref, industryHref } from '../../workbench-pages';
import { payloadOf, workbenchApi } from '../workbench-api';

export type SearchResultsAnswer = WorkbenchComponents['schemas']['SearchResults'];

/** `type` of the spec's link: 1 products, 2 shops, 3 search words, 4 brands, 5 categories, 6 all of them (README, the workbench). */
export const SEARCH_TYPES = [6, 1, 2, 3, 4, 5] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const SEARCH_ALL: SearchType = 6;

type Found = WorkbenchComponents['schemas']['ItemRef'];
type FoundEntity = SearchResultsAnswer['groups'][number]['entity'];

/**
 * Where a result opens: a brand on the site it sells most on (the one its match names), a category's
 * overview in its match's site, or over all sites for a match of all sites; the rest their overview.
 */
export function searchResultHref(entity: FoundEntity, item: Found): string {
  if (entity === 'brand') return brandHref(item.id, item.site);
  if (entity === 'category') return industryHref(item);
  return explanationHref(item.id, entity as WorkbenchEntity);
}

export interface SearchData {
  name: string;
  type: SearchType;
  /** Null when nothing was asked, or the search failed (`failed`). */
  results: SearchResultsAnswer | null;
  failed: boolean;
}

/** The page's name and type (a type outside the five searches everything). */
export function searchQueryOf(params: URLSearchParams): { name: string; type: SearchType } {
  const type = Number(params.get('type'));
  return { name: (params.get('name') ?? '').trim().slice(0, 300), type: (SEARCH_TYPES as readonly number[]).includes(type) ? (type as SearchType) : SEARCH_ALL };
}

export async function searchLoader({ request, context }: LoaderFunctionArgs): Promise<SearchData> {
  const { name, type } = searchQueryOf(new URL(request.url).searchParams);
  if (!name) return { name, type, results: null, failed: false };
  const results = await workbenchApi(context)
    .GET('/search', { params: { query: { name, type } } })
    .then(
      ({ data }) => payloadOf(data) ?? null,
      () => null,
    );
  return { name, type, results, failed: results === null };
}
