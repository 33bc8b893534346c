// Business college (articles, courses, operating tips, release records, reports) and industry news.
import { detectRequestLocale, isLocaleCode, LOCALE_CODES, type LocaleCode } from '@sealens/domain';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';

import type { AppEnv } from '../../app-options';
import { contentItems, contentLikes } from '../../db/content-schema';
import type { ServerDeps } from '../server-deps';
import { DEMO_PDF_PATH, demoReportSpec } from '../../demo-pdf/demo-report-pdf';
import { CODE_BAD_REQUEST, CODE_NOT_FOUND, bearerClaims, fail, formatTime, intQuery, jsonBody, ok, paging, unauthorized } from './main-http';
import type { MainSchemas } from './main-types';

type ContentRow = typeof contentItems.$inferSelect;

/** Reading speed behind `readingMinutes`: words a minute, and characters a minute for CJK and Thai text. */
export const READING_WORDS_PER_MINUTE = 200;
export const READING_CHARS_PER_MINUTE = 400;

/** Minutes to read an HTML body (at least 1): words, plus CJK and Thai characters, which have no spaces. */
export function readingMinutes(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&#?\w+;/g, ' ');
  const dense = text.match(/[\u0E00-\u0E7F\u3400-\u9FFF\uF900-\uFAFF]/g)?.length ?? 0;
  const words = text.replace(/[\u0E00-\u0E7F\u3400-\u9FFF\uF900-\uFAFF]/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE + dense / READING_CHARS_PER_MINUTE));
}

/** A report's PDF page holds charts and about 400 words: two minutes of reading. */
export const READING_MINUTES_PER_PDF_PAGE = 2;

/**
 * Minutes to read a report (issue 27 item 11: a 20-page report said "1 min read", counting only its
 * summary): its summary body plus its PDF's pages, where the server knows them (the demo PDFs it makes).
 */
export function reportReadingMinutes(html: string, pdfUrl: string | null | undefined): number {
  const pages = pdfUrl ? pdfPageCount(pdfUrl) : undefined;
  return pages === undefined ? readingMinutes(html) : readingMinutes(html) + pages * READING_MINUTES_PER_PDF_PAGE;
}

/** The page count of a PDF the server generates (`/demo/pdf/report-1.pdf`); undefined for any other file. */
export function pdfPageCount(pdfUrl: string): number | undefined {
  if (!pdfUrl.startsWith(DEMO_PDF_PATH)) return undefined;
  return demoReportSpec(pdfUrl.slice(DEMO_PDF_PATH.length))?.pageCount;
}

/**
 * The reader's language (issue 15 item 7): the `lang` query, else the `i18n_redirected` cookie, else
 * Accept-Language (DESIGN §4), else English.
 */
export function readerLocale(c: Context): LocaleCode {
  const asked = c.req.query('lang');
  if (isLocaleCode(asked)) return asked;
  return detectRequestLocale({ cookie: c.req.header('cookie'), acceptLanguage: c.req.header('accept-language') });
}

/** The row's text in `locale`, else in its own language (`lang` says which). */
function textIn(row: ContentRow, locale: LocaleCode | undefined) {
  const translated = locale && locale !== row.lang ? row.translations[locale] : undefined;
  if (translated) return { ...translated, lang: locale as LocaleCode };
  return { title: row.title, summary: row.summary, content: row.content, lang: row.lang as LocaleCode };
}

/** The demo videos' captions exist in every locale: `lesson-1.vtt` (English) and `lesson-1.{locale}.vtt`. */
const DEMO_CAPTIONS = /^\/demo\/video\/lesson-\d{1,2}\.vtt$/;

/** Every language a video's captions exist in; other captions are in English only. */
export function captionsOf(captionsUrl: string): NonNullable<MainSchemas['ContentItem']['captions']> {
  if (!DEMO_CAPTIONS.test(captionsUrl)) return [{ lang: 'en', url: captionsUrl }];
  return LOCALE_CODES.map((lang) => ({ lang, url: lang === 'en' ? captionsUrl : captionsUrl.replace(/\.vtt$/, `.${lang}.vtt`) }));
}

export function contentItemOf(row: ContentRow, detail = false, liked?: boolean, locale?: LocaleCode): MainSchemas['ContentItem'] {
  const text = textIn(row, locale);
  const item: MainSchemas['ContentItem'] = {
    id: row.id,
    title: text.title,
    summary: text.summary,
    coverUrl: row.coverUrl,
    author: row.author,
    publishTime: formatTime(row.publishTime),
    views: row.views,
    likes: row.likes,
  };
  if (row.typeId !== null) item.typeId = row.typeId;
  if (row.videoUrl) item.videoUrl = row.videoUrl;
  if (row.pdfUrl) item.pdfUrl = row.pdfUrl;
  if (row.captionsUrl) item.captionsUrl = row.captionsUrl;
  if (isLocaleCode(text.lang)) item.lang = text.lang;
  if (liked !== undefined) item.liked = liked;
  if (detail) {
    item.content = text.content;
    item.readingMinutes = reportReadingMinutes(text.content, row.pdfUrl);
    if (row.captionsUrl) item.captions = captionsOf(row.captionsUrl);
  }
  return item;
}

/** The list and detail paths of each content kind of the main base. */
const KINDS: Array<{ path: string; kind: string; byType: boolean }> = [
  { path: '/article', kind: 'article', byType: true },
  { path: '/course', kind: 'course', byType: true },
  { path: '/operatingTips', kind: 'tip', byType: true },
  { path: '/releaseRecord', kind: 'release', byType: false },
  { path: '/report', kind: 'report', byType: true },
  { path: '/industryNews', kind: 'news', byType: false },
  { path: '/noviceGuide', kind: 'guide', byType: false },
  { path: '/videoTutorial', kind: 'tutorial', byType: false },
  { path: '/resource', kind: 'resource', byType: false },
  { path: '/successfulCase', kind: 'case', byType: false },
];

export async function contentPage(deps: ServerDeps, c: Context, kind: string, extra?: SQL) {
  const { pageSize, offset } = paging(c);
  const where = and(eq(contentItems.kind, kind), extra);
  const [count] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(contentItems).where(where);
  const rows = await deps.db
    .select()
    .from(contentItems)
    .where(where)
    .orderBy(desc(contentItems.publishTime), asc(contentItems.id))
    .limit(pageSize)
    .offset(offset);
  return { total: Number(count?.n ?? 0), rows };
}

export function contentRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const db = deps.db;

  for (const { path, kind, byType } of KINDS) {
    r.get(`${path}/list`, async (c) => {
      const typeId = byType ? intQuery(c, 'typeId') : undefined;
      const { total, rows } = await contentPage(deps, c, kind, typeId === undefined ? undefined : eq(contentItems.typeId, typeId));
      const locale = readerLocale(c);
      return ok(c, { total, list: rows.map((row) => contentItemOf(row, false, undefined, locale)) });
    });
    r.get(`${path}/detail`, async (c) => {
      const id = c.req.query('id') ?? '';
      const [row] = await db
        .select()
        .from(contentItems)
        .where(and(eq(contentItems.id, id), eq(contentItems.kind, kind)));
      if (!row) return fail(c, CODE_NOT_FOUND, 'not found');
      let liked: boolean | undefined;
      const claims = kind === 'article' ? await bearerClaims(c, deps) : undefined;
      if (claims) {
        const [like] = await db
          .select()
          .from(contentLikes)
          .where(and(eq(contentLikes.contentId, id), eq(contentLikes.userId, claims.sub)));
        liked = like !== undefined;
      }
      return ok(c, contentItemOf(row, true, liked, readerLocale(c)));
    });
  }

  r.post('/article/likeOrCancel', async (c) => {
    const claims = await bearerClaims(c, deps);
    if (!claims) return unauthorized(c);
    const body = await jsonBody(c);
    const articleId = typeof body?.['articleId'] === 'string' ? body['articleId'] : '';
    if (!articleId) return fail(c, CODE_BAD_REQUEST, 'articleId is required');
    const result = await db.transaction(async (tx) => {
      const [article] = await tx
        .select({ id: contentItems.id })
        .from(contentItems)
        .where(and(eq(contentItems.id, articleId), eq(contentItems.kind, 'article')));
      if (!article) return undefined;
      const removed = await tx
        .delete(contentLikes)
        .where(and(eq(contentLikes.contentId, articleId), eq(contentLikes.userId, claims.sub)))
        .returning({ id: contentLikes.contentId });
      const liked = removed.length === 0;
      if (liked) await tx.insert(contentLikes).values({ contentId: articleId, userId: claims.sub, createdAt: deps.now() });
      const [updated] = await tx
        .update(contentItems)
        .set({ likes: sql`greatest(0, ${contentItems.likes} + ${liked ? 1 : -1})` })
        .where(eq(contentItems.id, articleId))
        .returning({ likes: contentItems.likes });
      return { liked, likes: updated?.likes ?? 0 };
    });
    if (!result) return fail(c, CODE_NOT_FOUND, 'not found');
    return ok(c, result);
  });

  return r;
}

/** The desktop page of each content kind's item (README "Content routes"), for sitemap.xml. */
export const CONTENT_ITEM_PAGES: Record<string, (id: string) => string> = {
  article: (id) => `/article/ecommerce/${encodeURIComponent(id)}`,
  tip: (id) => `/article/operate/${encodeURIComponent(id)}`,
  report: (id) => `/article/report/${encodeURIComponent(id)}`,
  'industry-report': (id) => `/report/${encodeURIComponent(id)}`,
  course: (id) => `/lesson/${encodeURIComponent(id)}`,
  news: (id) => `/IndustryNewsDetails/${encodeURIComponent(id)}`,
  case: (id) => `/electricity-detail/${encodeURIComponent(id)}`,
  guide: (id) => `/noviceGuide/${encodeURIComponent(id)}`,
  resource: (id) => `/resource/${encodeURIComponent(id)}`,
  tutorial: (id) => `/freeVideoTutorial?play=${encodeURIComponent(id)}`,
};

/** Every content item's page, newest first within a kind. */
export async function contentSitemapPaths(deps: ServerDeps): Promise<string[]> {
  const rows = await deps.db
    .select({ id: contentItems.id, kind: contentItems.kind })
    .from(contentItems)
    .orderBy(asc(contentItems.kind), desc(contentItems.publishTime));
  return rows.flatMap((row) => {
    const page = CONTENT_ITEM_PAGES[row.kind];
    return page ? [page(row.id)] : [];
  });
}
