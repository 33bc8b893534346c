// The detection list's filters live in the URL query (site, category, detection, period, page), so
// the server renders the chosen list and a link shares it. Unknown values fall back to the
// defaults; a page that is not a whole number from 1 answers 404 (like the other paged lists).
import { CATEGORY_IDS, SITE_CODES, type CategoryId, type SiteCode } from '@sealens/domain';

export const DETECTION_LISTS = ['soaring', 'new', 'hot'] as const;
export type DetectionList = (typeof DETECTION_LISTS)[number];
export const DETECTION_PERIODS = [1, 7, 30] as const;
export type DetectionPeriod = (typeof DETECTION_PERIODS)[number];

export const DETECTION_LIST_PATH = '/ExplosionDetection/dataList';

export interface DetectionQuery {
  list: DetectionList;
  period: DetectionPeriod;
  site?: SiteCode;
  typeId?: CategoryId;
  page: number;
}

export const DEFAULT_DETECTION_QUERY: DetectionQuery = { list: 'soaring', period: 7, page: 1 };

/** The query of a URL, or null when its page number is not a page (the route answers 404). */
export function parseDetectionQuery(params: URLSearchParams): DetectionQuery | null {
  const list = DETECTION_LISTS.find((l) => l === params.get('list')) ?? DEFAULT_DETECTION_QUERY.list;
  const period = DETECTION_PERIODS.find((p) => String(p) === params.get('period')) ?? DEFAULT_DETECTION_QUERY.period;
  const site = SITE_CODES.find((s) => s === params.get('site'));
  const typeId = CATEGORY_IDS.find((id) => String(id) === params.get('typeId'));
  const rawPage = params.get('page');
  if (rawPage !== null && rawPage !== '' && !/^[1-9]\d{0,5}$/.test(rawPage)) return null;
  const page = rawPage ? Number(rawPage) : 1;
  return { list, period, page, ...(site ? { site } : {}), ...(typeId !== undefined ? { typeId } : {}) };
}

/** The URL of a query: defaults left out, so every list has one address. */
export function detectionHref(query: DetectionQuery): string {
  const params = new URLSearchParams();
  if (query.site) params.set('site', query.site);
  if (query.typeId !== undefined) params.set('typeId', String(query.typeId));
  if (query.list !== DEFAULT_DETECTION_QUERY.list) params.set('list', query.list);
  if (query.period !== DEFAULT_DETECTION_QUERY.period) params.set('period', String(query.period));
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `${DETECTION_LIST_PATH}?${search}` : DETECTION_LIST_PATH;
}
