// Loaders of the content pages: plain async functions over the typed main client of @sealens/api,
// so a route loader on the server (in-process client) and in the browser call the same code. Each
// validates the answer and maps it onto the pages' view model.
import { ApiBusinessError, readResponse, type ApiClients } from '@sealens/api';
import { BUSINESS_CODES, isLocaleCode, type LocaleCode } from '@sealens/domain';
import { CONTENT_PAGE_SIZE, CONTENT_SOURCES, NEIGHBOUR_WINDOW, RELATED_ITEMS, type ContentSource } from './content-sources';
import { contentItemAnswer, contentPageAnswer, likeAnswer, type ContentItemRow } from './content-schemas';

/** What the loaders need of the main client. */
export type ContentApiClient = Pick<ApiClients['main'], 'GET' | 'POST'>;

const VERIFY = { 'X-Verify-Code': '1' } as const;
const NOT_FOUND = 404;

export interface ContentSummary {
  id: string;
  title: string;
  summary: string;
  coverUrl: string | null;
  typeId: number | null;
  /** "YYYY-MM-DD HH:mm:ss", China time (spec §7 times). */
  publishTime: string | null;
  views: number;
  likes: number;
  /** The language the text is in (undefined when the server does not say). */
  lang: LocaleCode | null;
  videoUrl: string | null;
  pdfUrl: string | null;
}

export interface ContentDetail extends ContentSummary {
  /** HTML of the body, from the server's own content store. */
  content: string;
  readingMinutes: number;
  liked: boolean | null;
  captionsUrl: string | null;
  /** The captions in each language they exist in (a track each); empty when there are none. */
  captions: VideoCaptions[];
}

export interface VideoCaptions {
  lang: LocaleCode;
  url: string;
}

export interface ContentPage {
  items: ContentSummary[];
  total: number;
  page: number;
  pageCount: number;
}

export interface ContentNeighbours {
  previous: ContentSummary | null;
  next: ContentSummary | null;
  related: ContentSummary[];
}

function summaryOf(row: ContentItemRow): ContentSummary {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary ?? '',
    coverUrl: row.coverUrl ?? null,
    typeId: row.typeId ?? null,
    publishTime: row.publishTime ?? null,
    views: row.views ?? 0,
    likes: row.likes ?? 0,
    lang: isLocaleCode(row.lang) ? row.lang : null,
    videoUrl: row.videoUrl ?? null,
    pdfUrl: row.pdfUrl ?? null,
  };
}

/** The answer's captions in our languages; an old server's single captionsUrl is English. */
function captionsOf(row: ContentItemRow): VideoCaptions[] {
  const listed = (row.captions ?? []).flatMap((c) => (isLocaleCode(c.lang) ? [{ lang: c.lang, url: c.url }] : []));
  if (listed.length > 0) return listed;
  return row.captionsUrl ? [{ lang: 'en', url: row.captionsUrl }] : [];
}

function detailOf(row: ContentItemRow): ContentDetail {
  return {
    ...summaryOf(row),
    content: row.content ?? '',
    readingMinutes: row.readingMinutes ?? 1,
    liked: row.liked ?? null,
    captionsUrl: row.captionsUrl ?? null,
    captions: captionsOf(row),
  };
}

function payloadOf<T>(answer: { code: number; message?: string | undefined; payload?: T | null | undefined }): T {
  if (answer.code !== BUSINESS_CODES.success || answer.payload == null) throw new ApiBusinessError(answer.code, answer.message ?? '');
  return answer.payload;
}

// The content paths share one shape; the typed client knows each by its literal, so one stands for all.
type ListPath = '/article/list';
type DetailPath = '/article/detail';

export interface ContentPageQuery {
  page: number;
  lang: LocaleCode;
  pageSize?: number;
  typeId?: number;
}

/** One page of a content list (page numbers start at 1). */
export async function loadContentPage(client: ContentApiClient, source: ContentSource, query: ContentPageQuery): Promise<ContentPage> {
  const pageSize = query.pageSize ?? CONTENT_PAGE_SIZE;
  const result = await client.GET(`${CONTENT_SOURCES[source]}/list` as ListPath, {
    params: {
      query: { pageNum: query.page, pageSize, lang: query.lang, ...(query.typeId ? { typeId: query.typeId } : {}) },
      header: VERIFY,
    },
  });
  const payload = payloadOf(readResponse(contentPageAnswer, result));
  return {
    items: payload.list.map(summaryOf),
    total: payload.total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(payload.total / pageSize)),
  };
}

/** One item, or null when the server says it does not exist (code 404). */
export async function loadContentDetail(client: ContentApiClient, source: ContentSource, id: string, lang: LocaleCode): Promise<ContentDetail | null> {
  const result = await client.GET(`${CONTENT_SOURCES[source]}/detail` as DetailPath, { params: { query: { id, lang }, header: VERIFY } });
  const answer = readResponse(contentItemAnswer, result);
  if (answer.code === NOT_FOUND) return null;
  return detailOf(payloadOf(answer));
}

/**
 * The previous (newer) and next (older) items in list order, and related items (same category
 * first, then the nearest in time), read among the newest NEIGHBOUR_WINDOW items of the kind.
 */
export async function loadContentNeighbours(client: ContentApiClient, source: ContentSource, item: ContentSummary, lang: LocaleCode): Promise<ContentNeighbours> {
  const { items } = await loadContentPage(client, source, { page: 1, pageSize: NEIGHBOUR_WINDOW, lang });
  return neighboursOf(items, item);
}

/** Neighbours of any listed record with an id and a category (content items, reports). */
export function neighboursOf<T extends Pick<ContentSummary, 'id' | 'typeId'>>(
  items: readonly T[],
  item: Pick<ContentSummary, 'id' | 'typeId'>,
): { previous: T | null; next: T | null; related: T[] } {
  const index = items.findIndex((other) => other.id === item.id);
  const others = items.filter((other) => other.id !== item.id);
  const sameType = item.typeId === null ? [] : others.filter((other) => other.typeId === item.typeId);
  const byDistance = [...others].sort((a, b) => Math.abs(items.indexOf(a) - index) - Math.abs(items.indexOf(b) - index));
  const related = [...new Map([...sameType, ...byDistance].map((other) => [other.id, other])).values()].slice(0, RELATED_ITEMS);
  return {
    previous: index > 0 ? (items[index - 1] ?? null) : null,
    next: index >= 0 ? (items[index + 1] ?? null) : null,
    related,
  };
}

/** Likes or takes back the like of an article (spec §6: bearer token and control header, added by the client's rules). */
export async function toggleArticleLike(client: ContentApiClient, articleId: string): Promise<{ liked: boolean; likes: number }> {
  const result = await client.POST('/article/likeOrCancel', { params: { header: VERIFY }, body: { articleId } });
  return payloadOf(readResponse(likeAnswer, result));
}
