import { MOBILE_UA, expect, test } from '../../../tools/e2e/fixtures';
import { NO_JS_CLIENT, serverRenderingSuite } from '../../../tools/e2e/server-rendering-suite';

serverRenderingSuite({
  name: 'mobile',
  userAgent: MOBILE_UA,
  pages: [
    { path: '/m/', heading: 'Know the market, know your rivals: big data for cross-border sellers' },
    { path: '/m/product', heading: 'Our products' },
    { path: '/m/QACommunity', heading: 'Knowledge base' },
    { path: '/m/about', heading: 'Data that helps cross-border sellers grow' },
  ],
});

test('/m/QACommunity holds the seeded questions in its first HTML', async ({ request }) => {
  const api = await (await request.get('/api/qa/question/list?pageNum=1&pageSize=10')).json();
  const titles: string[] = api.payload.list.map((q: { title: string }) => q.title);
  expect(titles.length).toBeGreaterThan(0);
  const html = await (await request.get('/m/QACommunity', { headers: { 'User-Agent': NO_JS_CLIENT } })).text();
  for (const title of titles) expect(html).toContain(title.replace(/&/g, '&amp;'));
});

test('unknown mobile pages answer HTTP 404 with the not-found page', async ({ request }) => {
  const res = await request.get('/m/no-such-page', { headers: { 'User-Agent': NO_JS_CLIENT } });
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('The page you visited does not exist');
});

test.describe('agreement pages', () => {
  test.use({ userAgent: MOBILE_UA });

  test('/m/agreement and /m/policy hold the whole agreement in their first HTML, in the reader language', async ({ request, page }) => {
    const service = await (await request.get('/m/agreement', { headers: { 'User-Agent': NO_JS_CLIENT } })).text();
    expect(service).toContain('Welcome to SeaLens. This Service Agreement is made between you and SeaLens');
    const privacy = await (await request.get('/m/policy', { headers: { 'User-Agent': NO_JS_CLIENT, 'Accept-Language': 'th' } })).text();
    expect(privacy).toMatch(/<html[^>]* lang="th"/);
    expect(privacy).toContain('SeaLens (&quot;เรา&quot;');
    // Hydrated with the same text: no spinner in between.
    await page.goto('/m/agreement');
    await expect(page.getByText('Welcome to SeaLens. This Service Agreement', { exact: false })).toBeVisible();
    await expect(page.locator('article [role="status"]')).toHaveCount(0);
  });
});
