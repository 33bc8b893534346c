// What every content loader needs: the main client (in-process on the server), the reader's
// language, the page number of the URL, and the not-found answer.
import { siteApi } from '@sealens/auth';
import type { ContentApiClient } from '@sealens/content';
import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from '@sealens/domain';
import { i18n } from '@sealens/i18n';
import { isServerLoaderContext, loaderApi } from '@sealens/ssr';

export function contentClient(context: unknown): ContentApiClient {
  return loaderApi(context, siteApi).main;
}

/** The language the content is asked for: the server's pick for this request, else the interface's. */
export function readerLocaleOf(context: unknown): LocaleCode {
  if (isServerLoaderContext(context)) return context.locale;
  return isLocaleCode(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** HTTP 404 for the page (spec §2 not-found page): an unknown id, a page number out of range. */
export function notFound(): Response {
  return new Response(null, { status: 404, statusText: 'Not Found' });
}

/** The page number of a segment or `?page=`: absent -> 1; anything not a whole number from 1 -> 404. */
export function pageNumberOf(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || raw === '') return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) throw notFound();
  return Number(raw);
}

/** A loader's answer: the data, or that it could not be had (the page offers a retry). */
export type Loaded<T> = ({ state: 'ok' } & T) | { state: 'error' };
