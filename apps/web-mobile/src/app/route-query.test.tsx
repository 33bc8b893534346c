// Issue 25 item 10: the server caches a page once per value of the query parameters its routes
// declare (`handle.query`), whatever else the query holds; a page that declares nothing is rendered
// per whole query (each unique query string a full render). So every page declares what it reads,
// and none may read more than it declares (it would be served another query's rendering). This test
// renders every route of the site through the real server entry, records which parameters of the
// page's own query string the loaders, heads and components read while rendering, and compares them
// with what the page declares (the header the renderer gives the server).
import { PAGE_QUERY_HEADER } from '@sealens/domain';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderer } from '../entry-server';
import { MOBILE_BASENAME, routes } from './routes';

/** A parameter only the probe sends: a URLSearchParams holding it was made from the page's query. */
const MARK = 'zz-query-probe';
/** What reading a page's whole query (iterating it, or its text) is recorded as. */
const WHOLE_QUERY = '*';
/** React Router's own look at `?index` (which route a submission targets); no page renders by it. */
const FRAMEWORK_READS = new Set([MARK, 'index']);

const reads = new Set<string>();
const proto: object = URLSearchParams.prototype;
const originals = new Map<PropertyKey, unknown>();
const originalHas = URLSearchParams.prototype.has;
const isPageQuery = (params: URLSearchParams) => originalHas.call(params, MARK);
/**
 * React Router copies the whole query into the URL it hands loaders (dropping its own `?index`),
 * and a URL's text is made from its parameters: the caller is the router or the URL, not a page.
 */
const byRouterItself = (): boolean => /node_modules\/react-router\/|node:internal\/url/.test(new Error().stack?.split('\n')[3] ?? '');

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

const renderer = createRenderer({
  template: '<!doctype html><html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>',
  // No API: every call fails as an unreachable backend would; pages render their error states.
  apiFetch: async () => new Response(JSON.stringify({ code: 500, message: 'unavailable' }), { headers: { 'Content-Type': 'application/json' } }),
});

/** What a rendering of `path` read of its query, and what its routes declare (null: nothing). */
async function probe(path: string): Promise<{ status: number; declared: string[] | null; read: string[] }> {
  reads.clear();
  const page = await renderer.render(new Request(`http://localhost:3000${path}${path.includes('?') ? '&' : '?'}${MARK}=1`));
  await page.text();
  const header = page.headers.get(PAGE_QUERY_HEADER);
  return { status: page.status, declared: header === null ? null : header.split(',').filter(Boolean), read: [...reads].filter((name) => !FRAMEWORK_READS.has(name)).sort() };
}

/** One address of every page of the site (and of a page's variants where it reads differently). */
const PAGES = [
  '/m', '/m/?search=phone', '/m/product', '/m/QACommunity', '/m/answerDetail', '/m/answerDetail/1', '/m/about', '/m/pricing', '/m/feedback', '/m/register',
  '/m/register?actId=a1&aic=c1', '/m/lottery', '/m/lottery/components/rules', '/m/agreement', '/m/policy', '/m/download', '/m/ReceivePrize', '/m/DeliveryInfo', '/m/no-such-page',
];
/** Addresses whose loader redirects: a redirect is never cached, whatever its query. */
/** Every route of the table without children. */
function leafRoutes(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => (route.children ? leafRoutes(route.children) : [route]));
}

describe('every page declares the query parameters it renders by (issue 25 item 10)', { timeout: 120_000 }, () => {
  it('the addresses below reach every route of the table', () => {
    const reached = new Set(PAGES.map((path) => matchRoutes(routes, path.split('?')[0] ?? path, MOBILE_BASENAME)?.at(-1)?.route));
    const missed = leafRoutes(routes).filter((route) => !reached.has(route));
    expect(missed.map((route) => route.path ?? (route.index ? '(index)' : '?'))).toEqual([]);
  });

  it.each(PAGES)('%s reads only what it declares', async (path) => {
    const { status, declared, read } = await probe(path);
    // A page, or its not-found or error page (rendered, and cached for its status's while, like any page).
    expect(status < 300 || status >= 400).toBe(true);
    expect(declared, 'no handle.query: the server renders this page once per whole query string').not.toBeNull();
    expect(read.filter((name) => !declared?.includes(name)), `declared: ${String(declared)}`).toEqual([]);
  });

});
