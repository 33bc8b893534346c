import type { SiteRenderer } from '@sealens/domain';
import { describe, expect, it, vi } from 'vitest';

import { MEMBER_PAGE_CACHE, PageCache, pageRedirect, renderPage, VISITOR_PAGE_CACHE, VISITOR_PAGE_MAX_AGE_S } from './render-page';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';

function page(status: number, body = `<html>${status}</html>`, headers: Record<string, string> = {}) {
  return new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } });
}

function setup(render: SiteRenderer['render'], now = () => 0) {
  const renderer = { render: vi.fn(render) };
  const shell = vi.fn(async () => page(200, 'shell'));
  const log = vi.fn();
  const cache = new PageCache({ maxEntries: 10, ttlMs: VISITOR_PAGE_MAX_AGE_S * 1000, now });
  const go = (path: string, headers: Record<string, string> = {}) =>
    renderPage(new Request(`http://sealens.test${path}`, { headers: { 'User-Agent': DESKTOP_UA, ...headers } }), {
      renderer,
      cache,
      shell,
      log,
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
    const res = await renderPage(new Request('http://x/about'), { renderer: null, cache: null, shell });
    expect(await res.text()).toBe('shell');
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
