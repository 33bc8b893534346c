// The server entry of both sites (issue #9): React Router's static handler runs the matched routes'
// loaders against the API in process, React 19 renders the page, and the result is poured into the
// built index.html with its head and the hydration data. The reference server loads this through the
// small SiteRenderer interface of libs/domain and never imports React itself.
import type { I18n } from '@lingui/core';
import {
  detectRequestLocale,
  localeIso,
  PAGE_QUERY_HEADER,
  readCookieHeader,
  RENDERED_FOR_MEMBER_HEADER,
  SESSION_COOKIE_NAME,
  type CreateSiteRenderer,
  type InProcessFetch,
  type LocaleCode,
} from '@sealens/domain';
import type { ReactNode } from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { pageQuery, resolveHead, routeStatus, type PageHead } from '../head/page-head';
import { renderHeadTags } from '../head/render-head';
import { hydrationScript, serializeErrors } from '../hydration/hydration-data';
import type { ServerLoaderContext } from '../loader/loader-context';
import { assertTemplate, fillTemplate } from './document-template';
import { createInProcessClients } from './in-process-clients';

export interface SiteRendererConfig {
  routes: RouteObject[];
  basename?: string;
  /** A per-request i18n instance in the request's language. */
  createI18n: (code: LocaleCode) => Promise<I18n>;
  /** The site's head when a route says nothing (its title and description). */
  defaultHead: (i18n: I18n) => PageHead;
  /** The providers around the router, as in the browser (startSite's `wrap`). */
  wrap: (router: ReactNode, context: { i18n: I18n; member: boolean }) => ReactNode;
}

/**
 * Same-origin API requests of a page carry the visitor's cookies and languages, as the browser's would
 * (answers in the reader's language need them: a Thai browser without the language cookie read English).
 * Set on the loader's own Request: a copy per call cost a Request and an abort listener each.
 */
function withVisitorHeaders(apiFetch: InProcessFetch, cookie: string | null, acceptLanguage: string | null): InProcessFetch {
  return (request) => {
    if (cookie) request.headers.set('cookie', cookie);
    if (acceptLanguage) request.headers.set('accept-language', acceptLanguage);
    return apiFetch(request);
  };
}

/** Where the app's markup goes in the filled template: no page text can hold a NUL (JSON escapes it). */
const APP_MARK = '\u0000sealens-app\u0000';

const utf8 = new TextEncoder();

/** React's mark of a Suspense boundary it left to the browser (a part that suspended or failed). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!';

/**
 * The page in one synchronous pass, when everything it shows is already there (the loaders have run,
 * every lazy part is loaded: every page once the server has rendered it before). React's streaming
 * renderer encodes its output as thousands of small UTF-8 chunks (a member's ranking page: ~1.6 ms of
 * a ~10 ms render, measured with tools/bench); this one builds a string, encoded once. Null when a part
 * suspended or failed (a boundary left to the browser, or the root itself): the streaming render then
 * waits for it, or reports the error, exactly as before.
 */
function renderComplete(page: ReactNode): string | null {
  try {
    const html = renderToString(page);
    return html.includes(CLIENT_RENDERED_BOUNDARY) ? null : html;
  } catch {
    return null;
  }
}

/** The streaming render, once nothing is pending: crawlers and the first paint get the whole page. */
async function renderStreaming(page: ReactNode): Promise<ReadableStream<Uint8Array>> {
  const stream = await renderToReadableStream(page, {
    onError: (error) => console.error('[ssr] render error', error),
    // Every Suspense boundary (HydrateWhenVisible) inline in the HTML: a large one is otherwise
    // sent after the shell with an inline script to move it in, which the CSP (no inline
    // scripts) blocks, so the part would be rendered again in the browser.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  await stream.allReady;
  return stream;
}

/**
 * The document as bytes from the streaming render: the template's parts encoded around React's own
 * UTF-8 output, which is never decoded into a string and encoded again.
 */
async function documentBytes(filled: string, app: ReadableStream<Uint8Array>): Promise<Uint8Array<ArrayBuffer>> {
  const at = filled.lastIndexOf(APP_MARK);
  const parts: Uint8Array[] = [utf8.encode(filled.slice(0, at))];
  for await (const chunk of app) parts.push(chunk);
  parts.push(utf8.encode(filled.slice(at + APP_MARK.length)));
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}

/** The document from the one-pass render: the markup put in the template's place, encoded once. */
function documentText(filled: string, appHtml: string): Uint8Array<ArrayBuffer> {
  const at = filled.lastIndexOf(APP_MARK);
  return utf8.encode(filled.slice(0, at) + appHtml + filled.slice(at + APP_MARK.length));
}

export function createSiteRendererFactory(config: SiteRendererConfig): CreateSiteRenderer {
  return ({ template, apiFetch }) => {
    assertTemplate(template);
    // One handler for the life of the server: lazy route modules are resolved once, on first use.
    const handler = createStaticHandler(config.routes, { basename: config.basename });
    // One i18n instance per language for the life of the server: a page only reads it (nothing on the
    // server loads or activates a catalog while rendering), and merging a language's thousands of
    // messages into a new one cost every page about a millisecond and its garbage.
    const i18nByLocale = new Map<LocaleCode, Promise<I18n>>();
    const i18nFor = (code: LocaleCode): Promise<I18n> => {
      let i18n = i18nByLocale.get(code);
      if (!i18n) {
        i18n = config.createI18n(code);
        i18nByLocale.set(code, i18n);
        // A catalog that failed to load is tried again by the next page.
        i18n.catch(() => i18nByLocale.delete(code));
      }
      return i18n;
    };

    return {
      async render(request) {
        // The server hands over the request on the site's public origin (never the client's Host) and
        // with the session cookie only when it verified it, so both are taken as they come here.
        const url = new URL(request.url);
        const cookie = request.headers.get('cookie');
        const locale = detectRequestLocale({ cookie, acceptLanguage: request.headers.get('accept-language') });
        const member = !!readCookieHeader(cookie, SESSION_COOKIE_NAME);
        const api = createInProcessClients({
          basePath: `${url.origin}/api`,
          fetch: withVisitorHeaders(apiFetch, cookie, request.headers.get('accept-language')),
        });
        const requestContext: ServerLoaderContext = { kind: 'sealens-server', api, locale, member };

        const [context, i18n] = await Promise.all([handler.query(request, { requestContext }), i18nFor(locale)]);
        // A loader's redirect (or any Response it throws) goes out as it is.
        if (context instanceof Response) return context;

        const matches = context.matches.map((m) => ({
          handle: m.route.handle,
          data: context.loaderData[m.route.id],
          params: m.params,
        }));
        const status = context.errors ? context.statusCode : (routeStatus(matches) ?? context.statusCode);
        const head = resolveHead(matches, i18n, url.pathname, config.defaultHead(i18n));
        // A member's view is theirs alone: never in a search index.
        if (status >= 400 || member) head.noindex = true;

        const router = createStaticRouter(handler.dataRoutes, context);
        const page = config.wrap(<StaticRouterProvider router={router} context={context} hydrate={false} />, { i18n, member });
        const app = renderComplete(page) ?? (await renderStreaming(page));

        const iso = localeIso(locale);
        const filled = fillTemplate(template, {
          lang: iso,
          headTags: renderHeadTags(head, { origin: url.origin, pathname: url.pathname, iso }),
          appHtml: APP_MARK,
          hydrationScript: hydrationScript({
            locale,
            member,
            loaderData: context.loaderData,
            actionData: context.actionData,
            errors: serializeErrors(context.errors),
          }),
        });
        const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Content-Language': iso });
        if (member) headers.set(RENDERED_FOR_MEMBER_HEADER, '1');
        const query = pageQuery(matches);
        if (query) headers.set(PAGE_QUERY_HEADER, query.join(','));
        return new Response(typeof app === 'string' ? documentText(filled, app) : await documentBytes(filled, app), { status, headers });
      },
    };
  };
}
