import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from './app';
import { BIG_JS, createFakeSites, DESKTOP_INDEX, type FakeSites, MOBILE_INDEX } from './test-support/fake-sites';

let sites: FakeSites;
let app: ReturnType<typeof createApp>;
let clock = 1_000_000;

beforeAll(async () => {
  sites = await createFakeSites();
  app = createApp({
    desktopDir: sites.desktopDir,
    mobileDir: sites.mobileDir,
    mode: 'production',
    version: '9.9.9-test',
    now: () => clock,
    upgradeCompression: false,
  });
});
afterAll(() => sites.cleanup());

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('GET /api/health', () => {
  it('answers the standard envelope with status, uptime and version', async () => {
    clock += 42_500;
    const res = await get('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({
      code: 200,
      message: 'ok',
      payload: { status: 'up', uptimeSeconds: 42, version: '9.9.9-test' },
    });
  });
});

describe('unknown API paths', () => {
  it.each(['/api/nope', '/api', '/api/', '/api/health/extra', '/api/v1/site.js'])('%s -> 404 envelope', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, message: 'not found' });
  });

  it('answers 404 envelope for other methods too', async () => {
    const res = await app.request('/api/nope', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, message: 'not found' });
  });
});

describe('history-mode fallback', () => {
  it.each(['/', '/index.html', '/lottery', '/college/course/12?tab=2', '/workbench/x', '/workbench/a/b/c', '/mall', '/mobile', '/mall/m/x'])(
    '%s -> desktop index.html',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(await res.text()).toBe(DESKTOP_INDEX);
    },
  );

  it('/m/workbench/x -> 302 /workbench/x (spec §2: a path containing workbench)', async () => {
    const res = await get('/m/workbench/x?a=1');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/workbench/x?a=1');
  });

  it.each(['/m', '/m/', '/m/product', '/m/product/42', '/m/index.html'])('%s -> mobile index.html', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toBe(MOBILE_INDEX);
  });

  it.each(['/assets/missing-00000000.js', '/m/assets/missing.css', '/nope.png', '/workbench/logo.svg', '/m/app.js'])(
    '%s (missing, has an extension) -> 404, not HTML',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    },
  );

  it('serves mobile assets from the mobile build, not the desktop one', async () => {
    expect((await get('/m/assets/index-9f8e7d6c.js')).status).toBe(200);
    expect((await get('/assets/index-9f8e7d6c.js')).status).toBe(404);
    expect((await get('/m/assets/index-a1b2c3d4.js')).status).toBe(404);
  });

  it('answers HEAD without a body and other methods with 405', async () => {
    const head = await app.request('/lottery', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = await app.request('/lottery', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('Allow')).toBe('GET, HEAD');
  });
});

describe('static files', () => {
  it('gives hashed assets an immutable year-long cache and the right type', async () => {
    for (const path of ['/assets/index-a1b2c3d4.js', '/m/assets/index-9f8e7d6c.js']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    }
  });

  it.each([
    ['/favicon.ico', 'image/x-icon'],
    ['/logo.svg', 'image/svg+xml'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
  ])('gives other files a one-hour cache: %s is %s', async (path, type) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(res.headers.get('Content-Type')).toBe(type);
  });

  it('answers 304 to a matching If-None-Match, with the validators and no body', async () => {
    const first = await get('/assets/index-a1b2c3d4.js');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('Last-Modified')).toBeTruthy();
    const again = await get('/assets/index-a1b2c3d4.js', { 'If-None-Match': etag ?? '' });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(etag);
    expect(again.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await again.text()).toBe('');
    const stale = await get('/assets/index-a1b2c3d4.js', { 'If-None-Match': 'W/"other"' });
    expect(stale.status).toBe(200);
  });

  it('never serves dotfiles', async () => {
    expect((await get('/.env')).status).toBe(404);
    expect((await get('/%2Eenv')).status).toBe(404);
  });
});

describe('compression', () => {
  const asset = '/assets/index-a1b2c3d4.js';

  it('prefers Brotli when accepted, and the bytes decompress to the original', async () => {
    const res = await get(asset, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('Content-Length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(BIG_JS.length / 3);
    expect(brotliDecompressSync(body).toString()).toBe(BIG_JS);
  });

  it('uses gzip when only gzip is accepted', async () => {
    const res = await get(asset, { 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(BIG_JS);
  });

  it('honours q=0 and sends identity when nothing is accepted', async () => {
    expect((await get(asset, { 'Accept-Encoding': 'br;q=0, gzip' })).headers.get('Content-Encoding')).toBe('gzip');
    const plain = await get(asset);
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(BIG_JS);
  });

  it('leaves small bodies and incompressible types alone', async () => {
    const tiny = await get('/assets/tiny-0f0f0f0f.js', { 'Accept-Encoding': 'br, gzip' });
    expect(tiny.headers.get('Content-Encoding')).toBeNull();
    expect(await tiny.text()).toBe('export const tiny = 1;\n');
    const font = await get('/assets/font-deadbeef.woff2', { 'Accept-Encoding': 'br, gzip' });
    expect(font.headers.get('Content-Type')).toBe('font/woff2');
    expect(font.headers.get('Content-Encoding')).toBeNull();
    expect((await font.arrayBuffer()).byteLength).toBe(4096);
  });

  it('serves the cached compressed bytes on a repeat request', async () => {
    const a = Buffer.from(await (await get('/m/assets/index-9f8e7d6c.js', { 'Accept-Encoding': 'br' })).arrayBuffer());
    const b = Buffer.from(await (await get('/m/assets/index-9f8e7d6c.js', { 'Accept-Encoding': 'br' })).arrayBuffer());
    expect(b.equals(a)).toBe(true);
  });

  it('does not compress the small health answer', async () => {
    const res = await get('/api/health', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect((await res.json()).code).toBe(200);
  });
});

describe('security headers', () => {
  it.each(['/', '/m/', '/api/health', '/api/nope', '/assets/index-a1b2c3d4.js', '/missing.js', '/..%2fx'])('are on %s', async (path) => {
    const res = await get(path);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(res.headers.get('Permissions-Policy')).toContain('camera=()');

    const csp = res.headers.get('Content-Security-Policy') ?? '';
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name = '', ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toBeDefined();
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
    // Our origin, pdf.js's WebAssembly and WeChat's JS-SDK hosts (sharing inside WeChat), nothing else.
    expect(directives.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://res.wx.qq.com', 'https://res2.wx.qq.com']);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
  });

  it('are on 304 answers too', async () => {
    const etag = (await get('/index.html')).headers.get('ETag') ?? '';
    const res = await get('/index.html', { 'If-None-Match': etag });
    expect(res.status).toBe(304);
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });
});

describe('path traversal', () => {
  it.each([
    '/..%2f..%2fetc/passwd',
    '/..%2F..%2F..%2Fetc%2Fpasswd',
    '/assets/..%2f..%2f..%2fpackage.json',
    '/m/..%2f..%2fweb-desktop/index.html',
    '/..%5c..%5cetc%5cpasswd',
    '/assets/%00.js',
    '/%E0%A4%A',
  ])('refuses %s', async (path) => {
    const res = await get(path);
    expect([400, 404]).toContain(res.status);
    const text = await res.text();
    expect(text).not.toContain('root:');
    expect(text).not.toContain('<!doctype html>');
  });
});

describe('dot-dot spelled with %2e', () => {
  it('is resolved by the URL parser before routing and stays inside the site', async () => {
    // WHATWG URL turns /%2e%2e/ into /../ and removes it: this is the SPA path /etc/passwd.
    const res = await get('/%2e%2e/%2e%2e/etc/passwd');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(DESKTOP_INDEX);
  });
});

describe('a site that is not built', () => {
  it('answers 503 with instructions and keeps the other site and the API up', async () => {
    const partial = createApp({
      desktopDir: sites.desktopDir,
      mobileDir: join(sites.dir, 'no-such-build'),
      version: 'x',
      upgradeCompression: false,
    });
    for (const path of ['/m', '/m/product', '/m/assets/index-1.js']) {
      const res = await partial.request(path);
      expect(res.status).toBe(503);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      const text = await res.text();
      expect(text).toContain('mobile site is not built');
      expect(text).toContain('npm start');
    }
    expect((await partial.request('/')).status).toBe(200);
    expect((await partial.request('/api/health')).status).toBe(200);
  });
});

describe('describeError (issue #10 item 5: never log request values whole)', () => {
  it('keeps the kind, the code and the frames, never the message', async () => {
    const { describeError } = await import('./app');
    const err = Object.assign(new Error('insert into users values ($1) -- params: secret-password-123'), { code: '23505' });
    const text = describeError(err);
    expect(text).toMatch(/^Error \(code 23505\)\n\s+at /);
    expect(text).not.toContain('secret-password-123');
    expect(describeError('a string')).toBe('string');
  });
});
