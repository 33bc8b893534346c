// The real-time category ranking's data (issue 29 item 6): the page's site and category (its own
// scope, in the query) and the API's newest-day answer for them.
import { isCategoryId, SITE_CODES, type SiteCode } from '@sealens/domain';
import type { Realtime } from '@sealens/workbench';
import type { LoaderFunctionArgs } from 'react-router';
import { payloadOf, workbenchApi } from '../workbench-api';

export interface RealtimeScope {
  site?: SiteCode;
  /** A top-level category: the rows are its sub-categories. */
  categoryId?: number;
}

export interface RealtimeData {
  scope: RealtimeScope;
  /** Null when the figures could not be read (the page offers a retry). */
  realtime: Realtime | null;
}

/** The scope of the page's query; a value outside it is left out (the page shows all). */
export function realtimeScopeOf(params: URLSearchParams): RealtimeScope {
  const site = params.get('site');
  const cat = Number(params.get('cat') ?? Number.NaN);
  return {
    ...(site && (SITE_CODES as readonly string[]).includes(site) ? { site: site as SiteCode } : {}),
    ...(isCategoryId(cat) ? { categoryId: cat } : {}),
  };
}

/** The query string of a scope (with `?`, or '' for all sites and categories). */
export function realtimeSearch(scope: RealtimeScope): string {
  const params = new URLSearchParams();
  if (scope.site) params.set('site', scope.site);
  if (scope.categoryId !== undefined) params.set('cat', String(scope.categoryId));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export async function realtimeLoader({ request, context }: LoaderFunctionArgs): Promise<RealtimeData> {
  const scope = realtimeScopeOf(new URL(request.url).searchParams);
  const realtime = await workbenchApi(context)
    .GET('/realtime', { params: { query: { ...(scope.site ? { site: scope.site } : {}), ...(scope.categoryId !== undefined ? { cat: scope.categoryId } : {}) } } })
    .then(
      ({ data }) => payloadOf(data) ?? null,
      () => null,
    );
  return { scope, realtime };
}
