import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RENDER_WORKER_OLD_SPACE_MB, readRenderWorkers, type RenderPool } from './render-workers';
import { inRenderScope, memoInRender } from './render-scope';
import { startSiteWorkers } from './site-renderer';

// A site entry as the sites' builds export it (entry-server.js): its pages ask the API in process.
const ENTRY = `
import { threadId } from 'node:worker_threads';
export function createRenderer({ template, apiFetch }) {
  return {
    async render(request) {
      const url = new URL(request.url);
      if (url.pathname === '/crash') process.exit(1);
      if (url.pathname === '/moved') return new Response(null, { status: 302, headers: { Location: '/' } });
      if (url.pathname === '/market') {
        // A public answer (the home's market data) and a member's private one.
        const [market, mine] = await Promise.all(['/api/market', '/api/mine'].map((path) => apiFetch(new Request(url.origin + path)).then((r) => r.text())));
        return new Response(market + '|' + mine + '|' + threadId, { headers: { 'Content-Type': 'text/plain' } });
      }
      const session = () => apiFetch(new Request(url.origin + '/api/session', { headers: { cookie: request.headers.get('cookie') ?? '' } })).then((r) => r.json());
      // Two calls that need the same session check (as a member's page makes ~20).
      const [first, second] = await Promise.all([
        Promise.all([session(), session()]).then(([a]) => a),
        apiFetch(new Request(url.origin + '/api/echo', { method: 'POST', body: 'posted ' + url.pathname })).then((r) => r.text()),
      ]);
      const html = template.replace('<!--app-->', '<p>' + first.user + '|' + second + '|' + threadId + '</p><p>中文 ไทย</p>');
      return new Response(html, { status: url.pathname === '/missing' ? 404 : 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Page': url.pathname } });
    },
  };
}
`;

describe('render workers', () => {
  let dir: string;
  let pool: RenderPool | null = null;
  let errors: Record<string, string | undefined> = {};
  let sessionChecks = 0;
  const asked = { market: 0, mine: 0 };
  let renderer: Awaited<ReturnType<typeof startSiteWorkers>>['entries']['desktop'];

  // The main thread's API: a session check shared within one rendering, and an echo of a POST body.
  const apiFetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (url.pathname === '/api/session') {
      const user = await memoInRender(`session ${request.headers.get('cookie')}`, async () => {
        sessionChecks += 1;
        return request.headers.get('cookie') === 'sealens_token=t' ? 'member' : 'visitor';
      });
      return Response.json({ user });
    }
    if (url.pathname === '/api/market') return new Response(`market ${++asked.market}`, { headers: { 'Cache-Control': 'public, max-age=600', Vary: 'Accept-Encoding, Cookie' } });
    if (url.pathname === '/api/mine') return new Response(`mine ${++asked.mine}`, { headers: { 'Cache-Control': 'private, max-age=600' } });
    return new Response(`${request.method} ${await request.text()}`);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sealens-render-workers-'));
    for (const name of ['desktop', 'mobile']) {
      mkdirSync(join(dir, `${name}-server`));
      mkdirSync(join(dir, name));
      writeFileSync(join(dir, name, 'index.html'), `<html><body><div id="root"><!--app--></div></body></html>`);
    }
    writeFileSync(join(dir, 'desktop-server', 'entry-server.js'), ENTRY);
    writeFileSync(join(dir, 'mobile-server', 'entry-server.js'), 'throw new Error("broken build");');
    writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
    const started = await startSiteWorkers(
      ['desktop', 'mobile'].map((name) => ({ name: name as 'desktop' | 'mobile', serverDir: join(dir, `${name}-server`), siteDir: join(dir, name) })),
      2,
      { workerUrl: new URL('./render-worker.ts', import.meta.url), publicAnswerMaxAgeMs: 60_000 },
    );
    pool = started.pool;
    errors = started.errors;
    renderer = started.entries.desktop;
  }, 60_000);

  afterAll(async () => {
    await pool?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = (path: string, init?: RequestInit) => {
    const entry = renderer;
    if (!entry) throw new Error('the desktop site did not load');
    return inRenderScope(() => entry.createRenderer({ template: entry.template, apiFetch }).render(new Request(`https://sealens.example${path}`, init)));
  };

  it('renders a page in a worker thread, its API calls answered here within the rendering that asked', async () => {
    sessionChecks = 0;
    const res = await page('/questions', { headers: { cookie: 'sealens_token=t' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('x-page')).toBe('/questions');
    const html = await res.text();
    const [, user, echo, thread] = html.match(/<p>(.*)\|(.*)\|(\d+)<\/p>/) ?? [];
    expect(user).toBe('member');
    // A POST's body crosses to the API too.
    expect(echo).toBe('POST posted /questions');
    // Not this thread (the main one is 0).
    expect(Number(thread)).toBeGreaterThan(0);
    // The rendering's scope reached the API calls that came back as messages: one check per page.
    const again = await page('/questions', { headers: { cookie: 'sealens_token=t' } });
    expect(await again.text()).toContain('<p>member|');
    expect(sessionChecks).toBe(2);
  });

  it("sends a page's API calls made together in one round trip, and its bytes whole", async () => {
    const before = { ...pool?.counts };
    const res = await page('/together', { headers: { cookie: 'sealens_token=t' } });
    // Two session checks and a POST, issued at once: one message there, one with the three answers back.
    expect((pool?.counts.apiRoundTrips ?? 0) - (before.apiRoundTrips ?? 0)).toBe(1);
    expect((pool?.counts.apiCalls ?? 0) - (before.apiCalls ?? 0)).toBe(3);
    expect((pool?.counts.rendered ?? 0) - (before.rendered ?? 0)).toBe(1);
    // The page crossed as UTF-8 bytes, not a string: text beyond Latin-1 arrives intact.
    expect(await res.text()).toContain('<p>中文 ไทย</p>');
  });

  it('keeps in the worker what the API declares public: such a call no longer crosses, a private one always does', async () => {
    const before = { ...pool?.counts };
    // Sequential pages go to the same (least busy, first) worker.
    const first = (await (await page('/market')).text()).split('|');
    const second = (await (await page('/market')).text()).split('|');
    expect(second[2]).toBe(first[2]);
    expect(first.slice(0, 2)).toEqual(['market 1', 'mine 1']);
    expect(second.slice(0, 2)).toEqual(['market 1', 'mine 2']);
    expect(asked).toEqual({ market: 1, mine: 2 });
    // The second page's one call crossed alone.
    expect((pool?.counts.apiCalls ?? 0) - (before.apiCalls ?? 0)).toBe(3);
  });

  it('passes statuses and redirects through', async () => {
    expect((await page('/missing')).status).toBe(404);
    const moved = await page('/moved');
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe('/');
  });

  it('spreads pages at once over the workers', async () => {
    const pages = await Promise.all(Array.from({ length: 6 }, (_, i) => page(`/p${i}`).then((r) => r.text())));
    const threads = new Set(pages.map((html) => html.match(/\|(\d+)<\/p>/)?.[1]));
    expect(pool?.workers).toBe(2);
    expect(threads.size).toBe(2);
  });

  it("fails a page whose worker stopped, and renders the next pages in a new worker", async () => {
    await expect(page('/crash')).rejects.toThrow('the render worker stopped');
    for (let i = 0; i < 50 && (pool?.workers ?? 0) < 2; i++) await new Promise((r) => setTimeout(r, 100));
    expect(pool?.workers).toBe(2);
    const res = await page('/after');
    expect(res.status).toBe(200);
  }, 30_000);

  it('names a site no worker could load, which is then served as the client shell', () => {
    expect(errors.mobile).toContain('broken build');
    expect(errors.desktop).toBeUndefined();
  });

  it('runs one worker less than the cores by default, at least one; 0 renders in the main thread', () => {
    expect(readRenderWorkers({}, 2)).toBe(1);
    expect(readRenderWorkers({}, 8)).toBe(7);
    expect(readRenderWorkers({}, 1)).toBe(1);
    expect(readRenderWorkers({ SEALENS_RENDER_WORKERS: '0' }, 2)).toBe(0);
    expect(readRenderWorkers({ SEALENS_RENDER_WORKERS: '3' }, 2)).toBe(3);
    expect(() => readRenderWorkers({ SEALENS_RENDER_WORKERS: 'many' }, 2)).toThrow('SEALENS_RENDER_WORKERS');
    expect(RENDER_WORKER_OLD_SPACE_MB).toBe(192);
  });
});
