// One page pattern for both sites (DESIGN §1): a route declares its head (title, description,
// canonical path) next to its loader and component, in `handle.head`. The server writes it into the
// first HTML; the browser keeps it in step on client-side navigation (use-document-head.ts).
import type { I18n } from '@lingui/core';

export interface PageHead {
  title: string;
  description: string;
  /** Path of the canonical URL (the site's own path, basename included); default: the request path. */
  canonicalPath?: string;
  /** Pages that must not be indexed (not-found, error, member-only). */
  noindex?: boolean;
}

export interface HeadArgs<Data = unknown> {
  /** The route's loader data (undefined when it has no loader or it failed). */
  data: Data;
  i18n: I18n;
  params: Readonly<Record<string, string | undefined>>;
  /** Path of the page, basename included (`/m/QACommunity`). */
  pathname: string;
}

export type HeadBuilder<Data = unknown> = (args: HeadArgs<Data>) => Partial<PageHead>;

/** What our routes keep in `handle`. */
export interface RouteHandle {
  head?: HeadBuilder;
  /** HTTP status of the page when this is the deepest match (the not-found route says 404). */
  status?: number;
  /**
   * The query parameters this route's loader, head and component render by (`[]`: none). The server
   * caches a page once per value of the parameters its routes declare, whatever else the query holds;
   * a page whose own route declares nothing is rendered and cached per full query instead (correct,
   * only slower), so a new route that forgets it cannot be served another query's page.
   */
  query?: readonly string[];
  /**
   * The page formats numbers in its first render: the browser's number and plural data (a first Intl
   * object, ~60 ms on a phone) is loaded in a task of its own before the hydration (client/warm-intl.ts).
   * Pages that do not format pay nothing (issue 28: /about did, for nothing).
   */
  formatsNumbers?: boolean;
}

export interface HeadMatch {
  handle?: unknown;
  data?: unknown;
  params: Readonly<Record<string, string | undefined>>;
}

function handleOf(match: HeadMatch): RouteHandle | undefined {
  const handle = match.handle;
  return handle && typeof handle === 'object' ? (handle as RouteHandle) : undefined;
}

/** The deepest route with a head wins, over the site's defaults; fields it leaves out come from above. */
export function resolveHead(matches: readonly HeadMatch[], i18n: I18n, pathname: string, defaults: PageHead): PageHead {
  let head: PageHead = { ...defaults };
  for (const match of matches) {
    const build = handleOf(match)?.head;
    if (build) head = { ...head, ...build({ data: match.data, i18n, params: match.params, pathname }) };
  }
  return head;
}

/** The status the deepest match asks for (404 for the not-found route), else undefined. */
export function routeStatus(matches: readonly HeadMatch[]): number | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const status = handleOf(matches[i] as HeadMatch)?.status;
    if (status) return status;
  }
  return undefined;
}

/**
 * The query parameters a page renders by: the union of its matched routes' `query`, or null when the
 * deepest route (the page itself) declares none. Layouts declare what they read on every page.
 */
export function pageQuery(matches: readonly HeadMatch[]): string[] | null {
  const deepest = matches.at(-1);
  if (!deepest || !handleOf(deepest)?.query) return null;
  const names = new Set<string>();
  for (const match of matches) for (const name of handleOf(match)?.query ?? []) names.add(name);
  return [...names].sort();
}

export const SITE_NAME = 'SeaLens';

/** Open Graph locale (`zh_CN`) from a BCP 47 tag. */
export function ogLocale(iso: string): string {
  return iso.replace('-', '_');
}
