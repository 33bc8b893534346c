// Event marketing's data (issue 32 item 2): the three pages ask GET /campaigns for their view. The
// scope is the top bar's (site, or all sites in dollars; a category: a sub-category reads as its
// category) and, in the address too, the day detailed (`day`), one slot kind (`kind`), and the
// probe's order and page (`sort`, `dir`, `page`, `size`); defaults are left out of the address.
import type { WorkbenchComponents } from '@sealens/api';
import { RANKING_PAGE_SIZES } from '@sealens/domain';
import type { CampaignPageView, AnalysisPageConfig } from '../../workbench-pages';
import { payloadOf, type WorkbenchClient } from '../workbench-api';
import { liveScopeOf, type DashboardScope } from './analysis-data';

export type CampaignAnalysisPayload = WorkbenchComponents['schemas']['CampaignAnalysis'];
export const PROBE_SORTS = ['discount', 'units', 'slotPrice', 'normalPrice', 'start'] as const;
export type ProbeSort = (typeof PROBE_SORTS)[number];
export type SlotKindChoice = 'flash-sale' | 'campaign';

export interface CampaignQuery {
  scope: DashboardScope;
  view: CampaignPageView;
  day?: string;
  kind?: SlotKindChoice;
  sort: ProbeSort;
  dir: 'asc' | 'desc';
  page: number;
  size: number;
}

export type CampaignData = { view: 'campaign'; query: CampaignQuery; campaigns: CampaignAnalysisPayload | null };

const DAY = /^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The page's query (what the address does not say is the default). */
export function campaignQueryOf(params: URLSearchParams, view: CampaignPageView): CampaignQuery {
  const day = params.get('day') ?? '';
  const kind = params.get('kind');
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page') ?? '1');
  const size = Number(params.get('size') ?? String(RANKING_PAGE_SIZES[0]));
  return {
    scope: liveScopeOf(params),
    view,
    ...(DAY.test(day) ? { day } : {}),
    ...(kind === 'flash-sale' || kind === 'campaign' ? { kind } : {}),
    sort: (PROBE_SORTS as readonly string[]).includes(sort) ? (sort as ProbeSort) : 'discount',
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    size: (RANKING_PAGE_SIZES as readonly number[]).includes(size) ? size : RANKING_PAGE_SIZES[0],
  };
}

/** The address of a campaign page for a query (defaults left out). */
export function campaignHref(path: string, q: Pick<CampaignQuery, 'scope'> & Partial<Omit<CampaignQuery, 'scope'>>): string {
  const params = new URLSearchParams();
  if (q.scope.site) params.set('site', q.scope.site);
  if (q.scope.categoryId !== undefined) params.set('cat', String(q.scope.categoryId));
  params.set('period', String(q.scope.period));
  if (q.day) params.set('day', q.day);
  if (q.kind) params.set('kind', q.kind);
  if (q.sort && q.sort !== 'discount') params.set('sort', q.sort);
  if (q.dir === 'asc') params.set('dir', 'asc');
  if (q.page && q.page > 1) params.set('page', String(q.page));
  if (q.size && q.size !== RANKING_PAGE_SIZES[0]) params.set('size', String(q.size));
  return `/workbench/${path}?${params.toString()}`;
}

/** The probe's whole list as a file (GET /campaigns/export): its scope, kind and order, not its page. */
export function campaignExportHref(q: CampaignQuery, format: 'csv' | 'xlsx', lang: string): string {
  const params = new URLSearchParams({ format, lang });
  if (q.scope.site) params.set('site', q.scope.site);
  if (q.scope.categoryId !== undefined) params.set('cat', String(q.scope.categoryId));
  if (q.kind) params.set('kind', q.kind);
  params.set('sort', q.sort);
  params.set('dir', q.dir);
  return `/api/workbench/campaigns/export?${params.toString()}`;
}

export async function loadCampaigns(api: WorkbenchClient, page: AnalysisPageConfig, q: CampaignQuery): Promise<CampaignData> {
  void page;
  const query = {
    view: q.view,
    ...(q.scope.site ? { site: q.scope.site } : {}),
    ...(q.scope.categoryId !== undefined ? { cat: q.scope.categoryId } : {}),
    ...(q.view === 'days' && q.day ? { day: q.day } : {}),
    ...(q.view === 'slots' ? { period: String(q.scope.period) as '30' } : {}),
    ...(q.view !== 'days' && q.kind ? { kind: q.kind } : {}),
    ...(q.view === 'probe' ? { sort: q.sort, dir: q.dir, page: q.page, size: q.size as 50 } : {}),
  };
  const answer = await api.GET('/campaigns', { params: { query }, verifyCode: false }).then(
    ({ data }) => data,
    () => undefined,
  );
  return { view: 'campaign', query: q, campaigns: payloadOf(answer) ?? null };
}
