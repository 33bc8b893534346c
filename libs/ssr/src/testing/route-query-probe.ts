// Issue 25 item 10: the server caches a page once per value of the query parameters its routes
// declare (`handle.query`), whatever else the query holds; a page that declares nothing is rendered
// per whole query (each unique query string a full render). So every page declares what it reads,
// and none may read more than it declares (it would be served another query's rendering). The test
// of each site renders every route through its real server entry, records which parameters of the
// page's own query string the loaders, heads and components read while rendering, and compares them
// with what the page declares (the header the renderer gives the server).
import { PAGE_QUERY_HEADER } from '@sealens/domain';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** A parameter only the probe sends: a URLSearchParams holding it was made from the page's query. */
const MARK = 'zz-query-probe';
/** What reading a page's whole query (iterating it, or its text) is recorded as. */
const WHOLE_QUERY = '*';
/** React Router's own look at `?index` (which route a submission targets); no page renders by it. */
const FRAMEWORK_READS = new Set([MARK, 'index']);

/**
 * React Router copies the whole query into the URL it hands loaders (dropping its own `?index`),
 * and a URL's text is made from its parameters: the caller is the router or the URL, not a page.
 */
const byRouterItself = (): boolean => /node_modules\/react-router\/|node:internal\/url/.test(new Error().stack?.split('\n')[3] ?? '');

export interface RouteQuerySuite {
  /** The site's server renderer (its entry-server's createRenderer with a template and an API). */
  renderer: { render(request: Request): Promise<Response> };
  routes: RouteObject[];
  basename?: string;
  /** One address of every page of the site (and of a page's variants where it reads differently). */
  pages: readonly string[];
  /** Addresses whose loader redirects: a redirect is never cached, whatever its query. */
  redirects?: readonly string[];
  /** Routes left out of the reach check (a part of the table with tests of its own). */
  skipRoute?: (route: RouteObject) => boolean;
}

/** Registers the suite: every route reached, every page reading only what it declares, redirects redirecting. */
export function describeRouteQueries({ renderer, routes, basename, pages, redirects = [], skipRoute = () => false }: RouteQuerySuite): void {
  const reads = new Set<string>();
  const proto: object = URLSearchParams.prototype;
  const originals = new Map<PropertyKey, unknown>();
  const originalHas = URLSearchParams.prototype.has;
  const isPageQuery = (params: URLSearchParams) => originalHas.call(params, MARK);

  beforeAll(() => {
    for (const name of ['get', 'getAll', 'has'] as const) {
      const original = Reflect.get(proto, name) as (this: URLSearchParams, ...args: unknown[]) => unknown;
      originals.set(name, original);
      Reflect.set(proto, name, function (this: URLSearchParams, ...args: unknown[]) {
        if (isPageQuery(this)) reads.add(String(args[0]));
        return original.apply(this, args);
      });
    }
    for (const name of ['entries', 'keys', 'values', 'forEach', 'toString', Symbol.iterator] as const) {
      const original = Reflect.get(proto, name) as (this: URLSearchParams, ...args: unknown[]) => unknown;
      originals.set(name, original);
      Reflect.set(proto, name, function (this: URLSearchParams, ...args: unknown[]) {
        if (isPageQuery(this) && !byRouterItself()) reads.add(WHOLE_QUERY);
        return original.apply(this, args);
      });
    }
  });
  afterAll(() => {
    for (const [name, original] of originals) Reflect.set(proto, name, original);
  });

  /** What a rendering of `path` read of its query, and what its routes declare (null: nothing). */
  async function probe(path: string): Promise<{ status: number; declared: string[] | null; read: string[] }> {
    reads.clear();
    const page = await renderer.render(new Request(`http://localhost:3000${path}${path.includes('?') ? '&' : '?'}${MARK}=1`));
    await page.text();
    const header = page.headers.get(PAGE_QUERY_HEADER);
    return { status: page.status, declared: header === null ? null : header.split(',').filter(Boolean), read: [...reads].filter((name) => !FRAMEWORK_READS.has(name)).sort() };
  }

  const leafRoutes = (list: RouteObject[]): RouteObject[] => list.flatMap((route) => (skipRoute(route) ? [] : route.children ? leafRoutes(route.children) : [route]));

  describe('every page declares the query parameters it renders by (issue 25 item 10)', { timeout: 120_000 }, () => {
    it('the addresses below reach every route of the table', () => {
      const reached = new Set([...pages, ...redirects].map((path) => matchRoutes(routes, path.split('?')[0] ?? path, basename)?.at(-1)?.route));
      const missed = leafRoutes(routes).filter((route) => !reached.has(route));
      expect(missed.map((route) => route.path ?? (route.index ? '(index)' : '?'))).toEqual([]);
    });

    it.each(pages)('%s reads only what it declares', async (path) => {
      const { status, declared, read } = await probe(path);
      // A page, or its not-found or error page (rendered, and cached for its status's while, like any page).
      expect(status < 300 || status >= 400).toBe(true);
      expect(declared, 'no handle.query: the server renders this page once per whole query string').not.toBeNull();
      expect(read.filter((name) => !declared?.includes(name)), `declared: ${String(declared)}`).toEqual([]);
    });

    if (redirects.length > 0) {
      it.each(redirects)('%s redirects', async (path) => {
        const { status } = await probe(path);
        expect(status >= 300 && status < 400).toBe(true);
      });
    }
  });
}
