// The report pages' data (issue 15 item 2): business-college reports on the main base
// (`/report/list`, `/report/detail`) and industry reports on the report base
// (`/industry/report/list`, `/industry/report/detail`). The same calls run in the route loaders on
// the server (in-process clients) and in the browser (the site's clients) when a page fetches again.
import type { ApiClients } from '@sealens/api';
import { BUSINESS_CODES, DATA_FETCH_MIN_DELAY_MS, type SiteCode } from '@sealens/domain';
import { NEIGHBOUR_WINDOW, neighboursOf } from '@sealens/content';

/** Reports per list page (a grid of 3 by 3). */
export const REPORTS_PAGE_SIZE = 9;
/** The highest page number a list address may carry (pageNum has no maximum in the contract, our lists have far fewer pages). */
export const REPORTS_MAX_PAGE = 1000;

export type ReportSource = 'college' | 'industry';

export interface ReportSummary {
  id: string;
  title: string;
  summary?: string;
  coverUrl?: string;
  publishTime?: string;
  typeId?: number;
  site?: SiteCode;
  pdfUrl?: string;
}

export interface ReportDetail extends ReportSummary {
  source: ReportSource;
  author?: string;
  views?: number;
  content?: string;
  /** Minutes to read the report's text (the server counts words, and characters for CJK and Thai). */
  readingMinutes?: number;
}

/** A report among its neighbours in its list: `typeId` null when it has no category. */
export type ReportLink = Omit<ReportSummary, 'typeId'> & { typeId: number | null };

export interface ReportNeighbours {
  previous: ReportLink | null;
  next: ReportLink | null;
  related: ReportLink[];
}

export interface ReportPage {
  list: ReportSummary[];
  total: number;
  page: number;
}

/** An API answer that is not a success: the page shows its error and retry. */
export class ReportApiError extends Error {}

interface Envelope<T> {
  code?: number;
  message?: string;
  payload?: T;
}

function payloadOf<T>(body: Envelope<T> | undefined, status: number): T | null {
  if (body?.code === BUSINESS_CODES.success && body.payload) return body.payload;
  if (body?.code === 404 || status === 404) return null;
  throw new ReportApiError(body?.message ?? `HTTP ${status}`);
}

/** `?page=3` -> 3; anything else (missing, 0, "x", 2.5, too high) -> 1. */
export function pageFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('page');
  if (raw === null || !/^\d{1,4}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= REPORTS_MAX_PAGE ? page : 1;
}

export async function fetchReportPage(api: ApiClients, source: ReportSource, page: number): Promise<ReportPage> {
  const query = { pageNum: page, pageSize: REPORTS_PAGE_SIZE };
  const result =
    source === 'college'
      ? await api.main.GET('/report/list', { params: { query } })
      : await api.report.GET('/industry/report/list', { params: { query } });
  const payload = payloadOf(result.data as Envelope<{ list: ReportSummary[]; total: number }> | undefined, result.response.status);
  if (!payload) throw new ReportApiError('not found');
  return { list: payload.list, total: payload.total, page };
}

/** A report by id from either base (ids are unique across both); null when neither has it. */
export async function fetchReport(api: ApiClients, id: string): Promise<ReportDetail | null> {
  const college = await api.main.GET('/report/detail', { params: { query: { id } } });
  const fromCollege = payloadOf(college.data as Envelope<ReportSummary> | undefined, college.response.status);
  if (fromCollege) return { ...fromCollege, source: 'college' };
  const industry = await api.report.GET('/industry/report/detail', { params: { query: { id } } });
  const fromIndustry = payloadOf(industry.data as Envelope<ReportSummary> | undefined, industry.response.status);
  return fromIndustry ? { ...fromIndustry, source: 'industry' } : null;
}

/**
 * The previous (newer) and next (older) reports of the same kind in list order, and related ones
 * (same category first, then the nearest), read among the newest NEIGHBOUR_WINDOW of the kind.
 */
export async function fetchReportNeighbours(api: ApiClients, report: Pick<ReportDetail, 'id' | 'typeId' | 'source'>): Promise<ReportNeighbours> {
  const query = { pageNum: 1, pageSize: NEIGHBOUR_WINDOW };
  const result =
    report.source === 'college'
      ? await api.main.GET('/report/list', { params: { query } })
      : await api.report.GET('/industry/report/list', { params: { query } });
  const payload = payloadOf(result.data as Envelope<{ list: ReportSummary[]; total: number }> | undefined, result.response.status);
  const links: ReportLink[] = (payload?.list ?? []).map((summary) => ({ ...summary, typeId: summary.typeId ?? null }));
  return neighboursOf(links, { id: report.id, typeId: report.typeId ?? null });
}

/** In the browser, at least the spec's 200 ms, so a fast answer does not flash the loading state. */
export async function withMinimumDelay<T>(work: Promise<T>): Promise<T> {
  const [value] = await Promise.all([work, new Promise((resolve) => setTimeout(resolve, DATA_FETCH_MIN_DELAY_MS))]);
  return value;
}
