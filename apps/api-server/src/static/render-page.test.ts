import type { SiteRenderer } from '@sealens/domain';
import { describe, expect, it, vi } from 'vitest';

import {
  MEMBER_PAGE_CACHE,
  PageCache,
  pageCacheKey,
  pageRedirect,
  renderPage,
  VISITOR_PAGE_CACHE,
  VISITOR_PAGE_MAX_AGE_S,
  withoutCookie,
  type RenderPageOptions,
} from './render-page';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';

function page(status: number, body = `<html>${status}</html>`, headers: Record<string, string> = {}) {
  return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } });
}

const PUBLIC_ORIGIN = 'https://sealens.example';

/** As the real renderer does: canonical and og:url from the request's origin, a member by the cookie. */
async function likeTheRenderer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const member = (request.headers.get('cookie') ?? '').includes('sealens_token=');
  const head = `<link rel="canonical" href="${url.origin}${url.pathname}" /><meta property="og:url" content="${url.origin}${url.pathname}" />`;
  return page(200, `${head}<p>${member ? 'member' : 'visitor'} ${url.search}</p>`, {
    ...(member ? { 'X-Sealens-Member-View': '1' } : {}),
    // /about reads no query; /report reads `page`; any other page declares nothing.
    ...(url.pathname === '/about' ? { 'X-Sealens-Page-Query': '' } : url.pathname === '/report' ? { 'X-Sealens-Page-Query': 'page' } : {}),
  });
}

function setup(render: SiteRenderer['render'], now = () => 0, extra: Partial<RenderPageOptions> = {}) {
  const renderer = { render: vi.fn(render) };
  const shell = vi.fn(async () => page(200, 'shell'));
  const log = vi.fn();
  const cache = new PageCache({ maxEntries: 10, ttlMs: VISITOR_PAGE_MAX_AGE_S * 1000, now });
  const go = (path: string, headers: Record<string, string> = {}, origin = 'http://sealens.test') =>
    renderPage(new Request(`${origin}${path}`, { headers: { 'User-Agent': DESKTOP_UA, ...headers } }), {
      renderer,
      cache,
      shell,
      log,
      publicOrigin: PUBLIC_ORIGIN,
      ...extra,
    });
  return { renderer, shell, log, cache, go };
}

describe('page redirects (DESIGN §4, as server 302s)', () => {
  it.each([
    ['/', MOBILE_UA, '/m'],
    ['/register?aic=7', MOBILE_UA, '/m/register?aic=7'],
    ['/lottery/x', MOBILE_UA, '/m/lottery/x'],
    ['/m/register?a=1', DESKTOP_UA, '/register?a=1'],
    ['/m', DESKTOP_UA, '/'],
    ['/m/workbench/home', MOBILE_UA, '/workbench/home'],
  ])('%s with %s -> %s', (path, ua, target) => {
    expect(pageRedirect(new URL(`http://x${path}`), ua)).toBe(target);
  });

  it('leaves pages alone that need no redirect, and clients that are not browsers', () => {
    expect(pageRedirect(new URL('http://x/about'), MOBILE_UA)).toBeNull();
    expect(pageRedirect(new URL('http://x/m/about'), MOBILE_UA)).toBeNull();
    expect(pageRedirect(new URL('http://x/m/about'), 'curl/8.5.0')).toBeNull();
    expect(pageRedirect(new URL('http://x/m/about'), undefined)).toBeNull();
    // A mobile page without a desktop twin stays readable in a desktop browser.
    expect(pageRedirect(new URL('http://x/m/agreement'), DESKTOP_UA)).toBeNull();
    expect(pageRedirect(new URL('http://x/m/product'), DESKTOP_UA)).toBeNull();
  });

  it('answers 302 with the query kept, uncached, before rendering anything', async () => {
    const { go, renderer } = setup(async () => page(200));
    const res = await go('/?utm=a', { 'User-Agent': MOBILE_UA });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/m?utm=a');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(renderer.render).not.toHaveBeenCalled();
  });
});

describe('renderPage', () => {
  it('serves the rendered page with its status; visitors get a shared-cacheable page', async () => {
    const { go } = setup(async () => page(404, 'not found page'));
    const res = await go('/nope');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('not found page');
    expect(res.headers.get('Cache-Control')).toBe(VISITOR_PAGE_CACHE);
    expect(VISITOR_PAGE_CACHE).toContain('s-maxage=60');
    expect(res.headers.get('Vary')).toContain('Cookie');
  });

  it('falls back to the client-rendered shell when the renderer throws (never a blank page)', async () => {
    const { go, shell, log } = setup(async () => {
      throw new Error('boom');
    });
    const res = await go('/about');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('shell');
    expect(shell).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledOnce();
  });

  it('keeps a visitor page per path and language, and renders again after the time is up', async () => {
    let clock = 0;
    const { go, renderer } = setup(async () => page(200, 'home'), () => clock);
    await go('/', { 'Accept-Language': 'th' });
    await go('/', { 'Accept-Language': 'th-TH,en;q=0.5' });
    expect(renderer.render).toHaveBeenCalledTimes(1);
    await go('/', { 'Accept-Language': 'vi' });
    await go('/', { Cookie: 'i18n_redirected=th' });
    expect(renderer.render).toHaveBeenCalledTimes(2);
    clock = VISITOR_PAGE_MAX_AGE_S * 1000;
    await go('/', { 'Accept-Language': 'th' });
    expect(renderer.render).toHaveBeenCalledTimes(3);
  });

  it('never caches a member page and marks it private', async () => {
    const { go, renderer } = setup(async () => page(200, 'member', { 'X-Sealens-Member-View': '1' }));
    const first = await go('/', { Cookie: 'sealens_token=abc' });
    await go('/', { Cookie: 'sealens_token=abc' });
    expect(renderer.render).toHaveBeenCalledTimes(2);
    expect(first.headers.get('Cache-Control')).toBe(MEMBER_PAGE_CACHE);
    expect(first.headers.has('X-Sealens-Member-View')).toBe(false);
  });

  it("renders a verified session as the member's page: private, no-store, noindex, never cached (issue 26 item 1)", async () => {
    const isLiveSession = vi.fn(async (token: string) => token === 'live');
    const { go, renderer, cache } = setup(likeTheRenderer, () => 0, { isLiveSession });
    const first = await go('/about', { Cookie: 'i18n_redirected=th; sealens_token=live' });
    expect(isLiveSession).toHaveBeenCalledWith('live');
    expect(await first.text()).toContain('<p>member');
    expect(first.headers.get('Cache-Control')).toBe('private, no-store');
    expect(first.headers.get('X-Robots-Tag')).toBe('noindex');
    // The renderer got the verified cookie, for the page's API calls.
    expect(renderer.render.mock.calls[0]?.[0].headers.get('cookie')).toBe('i18n_redirected=th; sealens_token=live');
    await go('/about', { Cookie: 'i18n_redirected=th; sealens_token=live' });
    expect(renderer.render).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
    // A visitor after them gets a visitor's page, not the member's.
    expect(await (await go('/about', { Cookie: 'i18n_redirected=th' })).text()).toContain('<p>visitor');
  });

  it("passes a member's page through as the renderer's bytes, never decoded and encoded again (issue 28 item 1)", async () => {
    // Bytes no decoder keeps: a round trip through a string would make each a U+FFFD (3 bytes).
    const bytes = new Uint8Array([...new TextEncoder().encode('<p>member '), 0xff, 0xfe, ...new TextEncoder().encode('</p>')]);
    const { go } = setup(async () => new Response(bytes, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Sealens-Member-View': '1' } }), () => 0, {
      isLiveSession: async () => true,
    });
    const res = await go('/workbench/home', { Cookie: 'sealens_token=live' });
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it("renders a forged, expired or logged-out session cookie as a visitor's page, never as the member's (issue 26 item 1)", async () => {
    const isLiveSession = vi.fn(async () => false);
    const { go, renderer, cache } = setup(likeTheRenderer, () => 0, { isLiveSession });
    const res = await go('/about', { Cookie: 'sealens_token=forged; i18n_redirected=vi' });
    expect(await res.text()).toContain('<p>visitor');
    expect(res.headers.get('Cache-Control')).toBe(VISITOR_PAGE_CACHE);
    expect(res.headers.has('X-Robots-Tag')).toBe(false);
    // The cookie never reaches the renderer (nor the API calls it makes); the language cookie does.
    expect(renderer.render.mock.calls[0]?.[0].headers.get('cookie')).toBe('i18n_redirected=vi');
    // What is cached is the visitor's page under the visitor's key: the next visitor shares it.
    expect(cache.size).toBe(1);
    expect(await (await go('/about', { Cookie: 'i18n_redirected=vi' })).text()).toContain('<p>visitor');
    expect(renderer.render).toHaveBeenCalledTimes(1);
  });

  it('without a session check (no API), no cookie makes a member', async () => {
    const { go, renderer } = setup(likeTheRenderer);
    const res = await go('/about', { Cookie: 'sealens_token=anything' });
    expect(await res.text()).toContain('<p>visitor');
    expect(renderer.render.mock.calls[0]?.[0].headers.has('cookie')).toBe(false);
  });

  it("names the public origin in canonical and og:url whatever the Host, also for the visitors after (issue 25 item 3)", async () => {
    const { go, renderer } = setup(likeTheRenderer);
    const poisoned = await (await go('/about', {}, 'http://evil.example')).text();
    expect(poisoned).not.toContain('evil.example');
    expect(poisoned).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}/about" />`);
    expect(poisoned).toContain(`<meta property="og:url" content="${PUBLIC_ORIGIN}/about" />`);
    // The renderer never saw the client's Host.
    expect(renderer.render.mock.calls[0]?.[0].url).toBe(`${PUBLIC_ORIGIN}/about`);
    expect(renderer.render.mock.calls[0]?.[0].headers.has('host')).toBe(false);
    const next = await (await go('/about')).text();
    expect(next).not.toContain('evil.example');
    expect(next).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}/about" />`);
  });

  it('keys the cache on the query parameters the page reads: /about?x=1 and /about?x=2 share one entry (issue 25 item 10)', async () => {
    const { go, renderer, cache } = setup(likeTheRenderer);
    const first = await (await go('/about?x=1')).text();
    const second = await (await go('/about?x=2')).text();
    expect(second).toBe(first);
    expect(renderer.render).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(1);
    // A declared parameter still tells pages apart, in any order and beside any other.
    await go('/report?page=2&utm=a');
    await go('/report?utm=b&page=2');
    expect(renderer.render).toHaveBeenCalledTimes(2);
    await go('/report?page=3');
    expect(renderer.render).toHaveBeenCalledTimes(3);
  });

  it('keys a page that declared nothing on its whole query (a new route cannot be served another query)', async () => {
    const { go, renderer } = setup(likeTheRenderer);
    expect(await (await go('/new?id=1')).text()).toContain('?id=1');
    expect(await (await go('/new?id=2')).text()).toContain('?id=2');
    await go('/new?id=2');
    expect(renderer.render).toHaveBeenCalledTimes(2);
  });

  it('renders no more than the allowance of an address; over it the client-rendered shell, while cached pages stay free (issue 25 item 10)', async () => {
    let allowance = 3;
    const takeRender = vi.fn(async () => allowance-- > 0);
    const { go, renderer, shell } = setup(likeTheRenderer, () => 0, { takeRender });
    await go('/about');
    for (let i = 0; i < 20; i++) await go(`/new?flood=${i}`);
    // 1 + 2 renderings, the other 18 unique queries got the shell.
    expect(renderer.render).toHaveBeenCalledTimes(3);
    expect(shell).toHaveBeenCalledTimes(18);
    // The cached /about is still served, whatever the query, without a rendering.
    expect(await (await go('/about?flood=99')).text()).toContain('<p>visitor');
    expect(renderer.render).toHaveBeenCalledTimes(3);
    expect(takeRender).toHaveBeenCalledTimes(21);
  });

  it('never caches an error page', async () => {
    const { go, renderer } = setup(async () => page(500, 'error page'));
    const res = await go('/about');
    await go('/about');
    expect(res.status).toBe(500);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(renderer.render).toHaveBeenCalledTimes(2);
  });

  it('serves the shell when the site has no renderer', async () => {
    const shell = vi.fn(async () => page(200, 'shell'));
    const res = await renderPage(new Request('http://x/about'), { renderer: null, cache: null, shell, publicOrigin: PUBLIC_ORIGIN });
    expect(await res.text()).toBe('shell');
  });
});

describe('pageCacheKey and withoutCookie', () => {
  it('keeps only the declared parameters, sorted by name, every value in order', () => {
    const url = new URL('http://x/report?utm=1&page=2&id=b&id=a');
    expect(pageCacheKey('en', url, ['id', 'page'])).toBe('en /report?id=b&id=a&page=2');
    expect(pageCacheKey('en', url, [])).toBe('en /report');
    expect(pageCacheKey('en', url, null)).toBe('en /report?utm=1&page=2&id=b&id=a');
    expect(pageCacheKey('en', url, undefined)).toBe('en /report?utm=1&page=2&id=b&id=a');
  });

  it('drops every cookie of a name and keeps the others', () => {
    expect(withoutCookie('a=1; sealens_token=x; b=2; sealens_token=y', 'sealens_token')).toBe('a=1; b=2');
    expect(withoutCookie('sealens_token=x', 'sealens_token')).toBeNull();
    expect(withoutCookie(null, 'sealens_token')).toBeNull();
  });
});

describe('PageCache', () => {
  it('holds at most maxEntries, dropping the least recently used', async () => {
    const cache = new PageCache({ maxEntries: 2, ttlMs: 1000, now: () => 0 });
    const entry = { body: 'x', status: 200, headers: new Headers() };
    cache.set('a', entry);
    cache.set('b', entry);
    expect(await cache.get('a')).not.toBeNull();
    cache.set('c', entry);
    expect(cache.size).toBe(2);
    expect(await cache.get('b')).toBeNull();
    expect(await cache.get('a')).not.toBeNull();
  });

  it('holds at most maxBytes of pages, their compressed copies counted, dropping the least recently used', async () => {
    const cache = new PageCache({ maxEntries: 100, maxBytes: 10_000, ttlMs: 1000, now: () => 0 });
    const entry = (char: string) => ({ body: char.repeat(2_000), status: 200, headers: new Headers() });
    cache.set('a', entry('a'));
    cache.set('b', entry('b'));
    expect(cache.bytes).toBe(8_000);
    // A compressed copy of 'a' joins what it holds.
    await cache.get('a', 'gzip');
    expect(cache.bytes).toBeGreaterThan(8_000);
    cache.set('c', entry('c'));
    // 'b' (least recently used) left; 'a' and 'c' fit.
    expect(cache.size).toBe(2);
    expect(await cache.get('b')).toBeNull();
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    cache.set('d', { body: 'd'.repeat(6_000), status: 200, headers: new Headers() });
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(await cache.get('d')).toBeNull();
  });

  it('serves a cached page compressed, compressing it once per encoding', async () => {
    const cache = new PageCache({ maxEntries: 2, ttlMs: 1000, now: () => 0 });
    const body = '<p>page</p>'.repeat(500);
    cache.set('a', { body, status: 200, headers: new Headers({ 'Content-Type': 'text/html' }) });
    const gz = await cache.get('a', 'gzip');
    expect(gz?.headers.get('Content-Encoding')).toBe('gzip');
    const bytes = new Uint8Array((await gz?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(bytes.byteLength).toBeLessThan(body.length / 10);
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(bytes).toString()).toBe(body);
    expect(await (await cache.get('a'))?.text()).toBe(body);
  });
});
