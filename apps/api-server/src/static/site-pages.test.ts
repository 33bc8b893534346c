import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { openTestApp, type TestApp } from '../api/identity/test-app';
import { callerOf } from '../api/workbench/member-rights';
import { createApp, type AppEnv } from '../app';
import { createFakeSites, type FakeSites } from '../test-support/fake-sites';
import { readPublicOrigin } from './public-origin';
import { PAGE_RENDERS_PER_MINUTE, sitePages } from './site-pages';

const PUBLIC_ORIGIN = 'https://sealens.example';

/** As the real renderer does: canonical and og:url from the request's origin, a member by the cookie. */
async function likeTheRenderer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const member = (request.headers.get('cookie') ?? '').includes('sealens_token=');
  return new Response(`<link rel="canonical" href="${url.origin}${url.pathname}" /><p>${member ? 'member' : 'visitor'}</p>`, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...(member ? { 'X-Sealens-Member-View': '1' } : {}) },
  });
}

describe('site pages with the database (sitePages)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp({ seed: true });
  }, 120_000);
  afterAll(() => t.close());

  function pagesApp() {
    const renderer = { render: vi.fn(likeTheRenderer) };
    const shell = vi.fn(async () => new Response('shell', { headers: { 'Content-Type': 'text/html' } }));
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('mode', 'local');
      c.set('trustedProxies', ['10.0.0.1']);
      await next();
    });
    const handler = sitePages({ publicOrigin: PUBLIC_ORIGIN, now: () => t.deps.now().getTime(), deps: t.deps })(renderer);
    app.get('*', (c) => handler(c, shell));
    const get = (path: string, { ip = '203.0.113.9', headers = {} }: { ip?: string; headers?: Record<string, string> } = {}) =>
      app.request(path, { headers: { 'User-Agent': 'test', ...headers } }, { incoming: { socket: { remoteAddress: ip } } });
    return { renderer, shell, get };
  }

  it("renders a live session as the member's private page, and a forged or expired one as a visitor's (issue 26 item 1)", async () => {
    const { token } = await t.login('13900000001');
    const { renderer, get } = pagesApp();
    const member = await get('/about', { headers: { Cookie: `sealens_token=${token}` } });
    expect(await member.text()).toContain('<p>member</p>');
    expect(member.headers.get('Cache-Control')).toBe('private, no-store');
    expect(member.headers.get('X-Robots-Tag')).toBe('noindex');

    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const visitor = await get('/about', { headers: { Cookie: `sealens_token=${forged}` } });
    expect(await visitor.text()).toContain('<p>visitor</p>');
    expect(visitor.headers.get('Cache-Control')).toContain('public');
    expect(renderer.render.mock.calls[1]?.[0].headers.has('cookie')).toBe(false);

    // Past its lifetime the same token is a visitor's too (served the cached visitor page).
    t.clock.advance(t.deps.tokenTtlSeconds + 1);
    const expired = await get('/about', { headers: { Cookie: `sealens_token=${token}` } });
    expect(await expired.text()).toContain('<p>visitor</p>');
    expect(expired.headers.has('X-Robots-Tag')).toBe(false);
  });

  it("checks a member's session and reads their plan once per page, however many of the page's API calls carry the session", async () => {
    const { token } = await t.login('13900000028');
    // The workbench's way of knowing its caller, as each in-process API call of a ranking page asks.
    const api = new Hono<AppEnv>();
    api.get('/probe', async (c) => c.json((await callerOf(t.deps, c)).rights.level));
    const ask = (cookie: string | null) => api.request('/probe', { headers: cookie ? { cookie } : {} });
    const { renderer, get } = pagesApp();
    renderer.render.mockImplementation(async (request: Request) => {
      const levels = await Promise.all([1, 2, 3].map(async () => (await ask(request.headers.get('cookie'))).json()));
      expect(levels).toEqual(['ultimate', 'ultimate', 'ultimate']);
      return likeTheRenderer(request);
    });
    // The statements the database runs (a query builder runs at each await: counting builders is not enough).
    const { $client } = t.deps.db as unknown as { $client: { query: (...args: unknown[]) => unknown } };
    const statements = vi.spyOn($client, 'query');
    const page = await get('/workbench/product/hot-sales-product', { headers: { Cookie: `sealens_token=${token}` } });
    expect(await page.text()).toContain('<p>member</p>');
    // The session (the user and whether the token was logged out) and the plan (the product and the
    // categories bought): one statement each, once (issue 28 item 1), beside the render allowance's count.
    // (PGlite is given the text, node-postgres a query config holding it.)
    const texts = statements.mock.calls.map(([query]: unknown[]) => (typeof query === 'string' ? query : String((query as { text?: unknown }).text)));
    expect(texts.filter((text) => !text.includes('rate_limit_counts'))).toHaveLength(2);
    statements.mockClear();
    // A client's own API calls are each checked afresh.
    await ask(`sealens_token=${token}`);
    await ask(`sealens_token=${token}`);
    expect(statements).toHaveBeenCalledTimes(4);
  });

  it('renders at most 120 pages a minute for one address, counted in the database; then the shell (issue 25 item 10)', async () => {
    expect(PAGE_RENDERS_PER_MINUTE).toBe(120);
    t.clock.advance(60);
    const { renderer, shell, get } = pagesApp();
    for (let i = 0; i < 120; i++) await get(`/unique?q=${i}`, { ip: '198.51.100.20' });
    expect(renderer.render).toHaveBeenCalledTimes(120);
    // A forwarded-for header from an untrusted socket changes nothing.
    const over = await get('/unique?q=over', { ip: '198.51.100.20', headers: { 'X-Forwarded-For': '192.0.2.1' } });
    expect(await over.text()).toBe('shell');
    expect(renderer.render).toHaveBeenCalledTimes(120);
    expect(shell).toHaveBeenCalledTimes(1);
    // Another address, and a client behind the trusted proxy, have their own allowance.
    expect(await (await get('/unique?q=other', { ip: '198.51.100.21' })).text()).toContain('visitor');
    expect(await (await get('/unique?q=proxied', { ip: '10.0.0.1', headers: { 'X-Forwarded-For': '192.0.2.7' } })).text()).toContain('visitor');
    // A page already rendered is served from the cache even over the allowance.
    expect(await (await get('/unique?q=5', { ip: '198.51.100.20' })).text()).toContain('visitor');
    // The next minute renders again.
    t.clock.advance(60);
    expect(await (await get('/unique?q=later', { ip: '198.51.100.20' })).text()).toContain('visitor');
    expect(renderer.render).toHaveBeenCalledTimes(123);
  });
});

describe('the public origin (issue 25 item 3)', () => {
  let sites: FakeSites;
  beforeAll(async () => {
    sites = await createFakeSites();
  });
  afterAll(() => sites.cleanup());

  it('names SEALENS_PUBLIC_ORIGIN in every page, whatever Host a request sends, also for the requests after it', async () => {
    const app = createApp({
      publicOrigin: PUBLIC_ORIGIN,
      desktopDir: sites.desktopDir,
      mobileDir: sites.mobileDir,
      workspaceRoot: sites.dir,
      version: 'test',
      siteEntries: { desktop: { template: '<div id="root"></div>', createRenderer: () => ({ render: likeTheRenderer }) } },
    });
    const poisoned = await (await app.request('http://evil.example/about', { headers: { Host: 'evil.example' } })).text();
    expect(poisoned).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}/about" />`);
    const next = await (await app.request('http://localhost:4200/about')).text();
    expect(next).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}/about" />`);
    expect(next).not.toContain('evil.example');
  });

  it('reads SEALENS_PUBLIC_ORIGIN as an origin, defaults to this server on localhost, and refuses a path or another scheme', () => {
    expect(readPublicOrigin({ SEALENS_PUBLIC_ORIGIN: 'https://sealens.example/' })).toBe('https://sealens.example');
    expect(readPublicOrigin({ SEALENS_PUBLIC_ORIGIN: ' https://sealens.example:8443 ' })).toBe('https://sealens.example:8443');
    expect(readPublicOrigin({ PORT: '4310' })).toBe('http://localhost:4310');
    expect(readPublicOrigin({})).toBe('http://localhost:4200');
    expect(() => readPublicOrigin({ SEALENS_PUBLIC_ORIGIN: 'https://sealens.example/site' })).toThrow(/without a path/);
    expect(() => readPublicOrigin({ SEALENS_PUBLIC_ORIGIN: 'ftp://sealens.example' })).toThrow(/SEALENS_PUBLIC_ORIGIN/);
    expect(() => readPublicOrigin({ SEALENS_PUBLIC_ORIGIN: 'sealens.example' })).toThrow(/SEALENS_PUBLIC_ORIGIN/);
  });
});
