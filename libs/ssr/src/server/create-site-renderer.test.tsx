import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { LocaleCode } from '@sealens/domain';
import { lazy, Suspense } from 'react';
import * as server from 'react-dom/server';
import { Outlet, useLoaderData, useRouteError, isRouteErrorResponse, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { HYDRATION_ELEMENT_ID, type HydrationData } from '../hydration/hydration-data';
import { isServerLoaderContext, loaderApi } from '../loader/loader-context';
import { createSiteRendererFactory } from './create-site-renderer';

// The streaming renderer, watched: a page whose parts are all there must not need it.
vi.mock('react-dom/server', async (importOriginal) => {
  const actual = await importOriginal<typeof server>();
  return { ...actual, renderToReadableStream: vi.fn(actual.renderToReadableStream) };
});

/** A part whose code arrives later (as a lazy chunk on the server's first pages), inside a boundary or not. */
function lazyPart(text: string) {
  return lazy(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { default: () => <p>{text}</p> };
  });
}
const BoundedPart = lazyPart('bounded part');
const UnboundedPart = lazyPart('unbounded part');

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Static title</title>
    <meta name="description" content="Static description" />
    <script type="module" src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function QuestionsPage() {
  const data = useLoaderData<{ titles: string[] }>();
  return (
    <ul>
      {data.titles.map((title) => (
        <li key={title}>{title}</li>
      ))}
    </ul>
  );
}

function ErrorView() {
  const error = useRouteError();
  return <p>error page {isRouteErrorResponse(error) ? error.status : 500}</p>;
}

const routes: RouteObject[] = [
  {
    element: <Outlet />,
    errorElement: <ErrorView />,
    // The layout reads a parameter on every page (as the desktop header reads urlCode).
    handle: { query: ['urlCode'] },
    children: [
      {
        path: 'questions',
        loader: async ({ context }: LoaderFunctionArgs) => {
          const api = loaderApi(context, () => {
            throw new Error('the browser API must not be used on the server');
          });
          const { data } = await api.main.GET('/qa/question/list', { params: { query: { pageNum: 1, pageSize: 10 } } });
          return { titles: (data?.payload?.list ?? []).map((q) => q.title), member: isServerLoaderContext(context) && context.member };
        },
        handle: {
          head: ({ data }: { data: { titles: string[] } }) => ({ title: `Questions (${data.titles.length})`, description: 'Q&A' }),
          query: ['page'],
        },
        Component: QuestionsPage,
      },
      { path: 'broken', loader: () => Promise.reject(new Error('secret stack detail')), Component: QuestionsPage },
      { path: 'lazy', lazy: async () => ({ Component: () => <h1>lazy page</h1>, handle: { query: [] } }) },
      { path: 'old-page', Component: () => <p>old page</p> },
      {
        path: 'part-in-boundary',
        Component: () => (
          <Suspense fallback={<p>loading</p>}>
            <BoundedPart />
          </Suspense>
        ),
      },
      { path: 'part-at-root', Component: () => <UnboundedPart /> },
      { path: 'old', loader: () => new Response(null, { status: 302, headers: { Location: '/questions' } }) },
      { path: '*', handle: { status: 404, head: () => ({ title: 'Not found' }) }, Component: () => <h1>not found</h1> },
    ],
  },
];

function makeRenderer(
  apiFetch = vi.fn(async (_request: Request) => Response.json({ code: 200, message: 'ok', payload: { list: [{ id: '1', title: 'How to </script> price?' }], total: 1 } })),
  createI18n = vi.fn(async (code: LocaleCode) => {
    const i18n = setupI18n();
    i18n.load(code, {});
    i18n.activate(code);
    return i18n;
  }),
) {
  const create = createSiteRendererFactory({
    routes,
    createI18n,
    defaultHead: () => ({ title: 'Site title', description: 'Site description' }),
    wrap: (router, { i18n }) => <I18nProvider i18n={i18n}>{router}</I18nProvider>,
  });
  return { renderer: create({ template: TEMPLATE, apiFetch }), apiFetch, createI18n };
}

function hydrationOf(html: string): HydrationData {
  const match = html.match(new RegExp(`<script type="application/json" id="${HYDRATION_ELEMENT_ID}">(.*?)</script>`, 's'));
  return JSON.parse(match?.[1] ?? 'null') as HydrationData;
}

describe('createSiteRendererFactory', () => {
  it("never decodes the page's markup from bytes into a string (issue 28 item 1)", async () => {
    const titles = Array.from({ length: 2_000 }, (_, i) => `Question ${i} — 中文`);
    const { renderer } = makeRenderer(vi.fn(async () => Response.json({ code: 200, message: 'ok', payload: { list: titles.map((title, i) => ({ id: String(i), title })), total: titles.length } })));
    const decode = vi.spyOn(TextDecoder.prototype, 'decode');
    try {
      const res = await renderer.render(new Request('http://sealens.test/questions'));
      // The API's answer is decoded (as JSON), nothing of the page's ~60 KB of markup.
      const decoded = decode.mock.results.map((result) => String(result.value));
      expect(decoded.some((text) => text.includes('"title":"Question 1999'))).toBe(true);
      expect(decoded.filter((text) => text.includes('<li>'))).toEqual([]);
      decode.mockRestore();
      const html = await res.text();
      expect(html).toContain('<li>Question 1999 — 中文</li></ul></div><script type="application/json"');
      expect(html.endsWith('</html>')).toBe(true);
    } finally {
      decode.mockRestore();
    }
  });

  it('writes a large page (~1 MB) whole, twice in a row', async () => {
    const titles = Array.from({ length: 12_000 }, (_, i) => `Question ${i} — 中文标题 ${'é'.repeat(i % 7)}`);
    const { renderer } = makeRenderer(vi.fn(async () => Response.json({ code: 200, message: 'ok', payload: { list: titles.map((title, i) => ({ id: String(i), title })), total: titles.length } })));
    for (let round = 0; round < 2; round++) {
      const bytes = new Uint8Array(await (await renderer.render(new Request('http://sealens.test/questions'))).arrayBuffer());
      expect(bytes.byteLength).toBeGreaterThan(768 * 1024);
      const html = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      expect(html.startsWith('<!doctype html>')).toBe(true);
      expect(html).toContain(`<li>${titles[11_999]}</li></ul></div><script type="application/json"`);
      expect(html.endsWith('</html>')).toBe(true);
    }
  });

  it("renders a page with its loader's data from the in-process API, in the request's language", async () => {
    const { renderer, apiFetch } = makeRenderer();
    const res = await renderer.render(
      new Request('http://sealens.test/questions', { headers: { 'Accept-Language': 'vi-VN,en;q=0.5', Cookie: 'a=1' } }),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('<li>How to &lt;/script&gt; price?</li>');
    expect(html).toContain('<title>Questions (1)</title>');
    expect(html).toContain('<meta name="description" content="Q&#38;A" />');
    expect(html).toContain('<link rel="canonical" href="http://sealens.test/questions" />');
    expect(html).toContain('<meta property="og:locale" content="vi" />');
    expect(html).not.toContain('Static title');
    // The loader went through the in-process fetch with the visitor's cookies.
    const apiRequest = apiFetch.mock.calls[0]?.[0];
    expect(apiRequest?.url).toBe('http://sealens.test/api/qa/question/list?pageNum=1&pageSize=10');
    expect(apiRequest?.headers.get('cookie')).toBe('a=1');
    // Without the browser's session-rule middleware (in-process-clients.ts): none of its headers.
    expect(apiRequest?.headers.has('x-verify-code')).toBe(false);
    expect(apiRequest?.headers.has('x-anti-timestamp')).toBe(false);
    // The hydration data travels as non-executable JSON and cannot close its own element.
    const data = hydrationOf(html);
    expect(data.locale).toBe('vi');
    expect(data.member).toBe(false);
    expect(Object.values(data.loaderData)).toContainEqual({ titles: ['How to </script> price?'], member: false });
    expect(html.match(/<\/script>/g)?.length).toBe(2);
  });

  it('sends each loader\'s data once, as compact JSON, beside the markup that shows it', async () => {
    const titles = Array.from({ length: 50 }, (_, i) => `Question q${i}x`);
    const list = titles.map((title, i) => ({ id: String(i), title }));
    const { renderer } = makeRenderer(vi.fn(async () => Response.json({ code: 200, message: 'ok', payload: { list, total: 50 } })));
    const html = await (await renderer.render(new Request('http://x/questions'))).text();
    // Once in the list, once in the hydration data.
    for (const title of titles) expect(html.split(title)).toHaveLength(3);
    const script = html.match(new RegExp(`<script type="application/json" id="${HYDRATION_ELEMENT_ID}">(.*?)</script>`, 's'))?.[1] ?? '';
    expect(script.length).toBe(JSON.stringify(hydrationOf(html)).length);
  });

  it("loads each language's catalogs once for the life of the renderer, not per page, and tries a failed one again", async () => {
    const { renderer, createI18n } = makeRenderer();
    createI18n.mockRejectedValueOnce(new Error('catalog chunk missing'));
    const vietnamese = { headers: { 'Accept-Language': 'vi' } };
    await expect(renderer.render(new Request('http://x/questions', vietnamese))).rejects.toThrow('catalog chunk missing');
    for (const path of ['/questions', '/lazy', '/questions?page=2']) {
      expect(await (await renderer.render(new Request(`http://x${path}`, vietnamese))).text()).toContain('<html lang="vi">');
    }
    expect(await (await renderer.render(new Request('http://x/questions', { headers: { 'Accept-Language': 'th' } }))).text()).toContain('<html lang="th">');
    expect(createI18n.mock.calls.map(([code]) => code)).toEqual(['vi', 'vi', 'th']);
  });

  it('knows a member by the session cookie and says so to the server', async () => {
    const { renderer } = makeRenderer();
    const res = await renderer.render(new Request('http://x/questions', { headers: { Cookie: 'sealens_token=t; i18n_redirected=th' } }));
    expect(res.headers.get('X-Sealens-Member-View')).toBe('1');
    const html = await res.text();
    expect(html).toContain('<html lang="th">');
    expect(hydrationOf(html).member).toBe(true);
  });

  it("marks a member's view noindex, and leaves a visitor's indexable", async () => {
    const { renderer } = makeRenderer();
    const member = await (await renderer.render(new Request('http://x/questions', { headers: { Cookie: 'sealens_token=t' } }))).text();
    expect(member).toContain('<meta name="robots" content="noindex" />');
    const visitor = await (await renderer.render(new Request('http://x/questions'))).text();
    expect(visitor).not.toContain('noindex');
  });

  it('tells the server the query parameters the matched routes declared, or nothing when the page declared none', async () => {
    const { renderer } = makeRenderer();
    const questions = await renderer.render(new Request('http://x/questions?page=2&utm=a'));
    expect(questions.headers.get('X-Sealens-Page-Query')).toBe('page,urlCode');
    // A lazily loaded page's declaration counts (the layout's parameter still joins it).
    expect((await renderer.render(new Request('http://x/lazy'))).headers.get('X-Sealens-Page-Query')).toBe('urlCode');
    // The page route declares nothing: the server must key it on the whole query.
    expect((await renderer.render(new Request('http://x/old-page'))).headers.has('X-Sealens-Page-Query')).toBe(false);
  });

  it('answers 404 for the not-found route, not indexable', async () => {
    const { renderer } = makeRenderer();
    const res = await renderer.render(new Request('http://x/no/such/page'));
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<h1>not found</h1>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<title>Not found</title>');
  });

  it('answers 500 with the error page when a loader fails, without leaking the error', async () => {
    const { renderer } = makeRenderer();
    const res = await renderer.render(new Request('http://x/broken'));
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toMatch(/error page (<!-- -->)?500/);
    expect(html).not.toContain('secret stack detail');
    expect(Object.values(hydrationOf(html).errors ?? {})).toEqual([{ __type: 'Error', message: 'Unexpected server error' }]);
  });

  it('renders a page whose parts are all there in one pass, and waits for a part still loading with the streaming renderer (issue 28 item 1)', async () => {
    const streaming = vi.mocked(server.renderToReadableStream);
    const { renderer } = makeRenderer();
    streaming.mockClear();
    expect(await (await renderer.render(new Request('http://x/questions'))).text()).toContain('<li>How to &lt;/script&gt; price?</li>');
    expect(streaming).not.toHaveBeenCalled();
    for (const [path, text] of [
      ['/part-in-boundary', 'bounded part'],
      ['/part-at-root', 'unbounded part'],
    ]) {
      streaming.mockClear();
      // The first time, the part's code is still on its way: the page waits for it, nothing is left to the browser.
      const first = await (await renderer.render(new Request(`http://x${path}`))).text();
      expect(first).toContain(`<p>${text}</p>`);
      expect(first).not.toContain('<!--$!');
      expect(first).not.toContain('loading');
      expect(streaming).toHaveBeenCalledTimes(1);
      // Once loaded, the same page is one pass, the same markup.
      const second = await (await renderer.render(new Request(`http://x${path}`))).text();
      expect(second).toBe(first);
      expect(streaming).toHaveBeenCalledTimes(1);
    }
  });

  it('resolves lazy routes before rendering', async () => {
    const { renderer } = makeRenderer();
    expect(await (await renderer.render(new Request('http://x/lazy'))).text()).toContain('<h1>lazy page</h1>');
  });

  it("passes a loader's redirect through", async () => {
    const { renderer } = makeRenderer();
    const res = await renderer.render(new Request('http://x/old'));
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/questions');
  });
});
