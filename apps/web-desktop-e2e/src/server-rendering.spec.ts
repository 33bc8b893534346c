import { expect, test } from '../../../tools/e2e/fixtures';
import { NO_JS_CLIENT, serverRenderingSuite } from '../../../tools/e2e/server-rendering-suite';

serverRenderingSuite({
  name: 'desktop',
  pages: [
    { path: '/', heading: 'Know the market, know your rivals: big data for cross-border sellers' },
    { path: '/about', heading: 'Data that helps cross-border sellers grow' },
    { path: '/pluginIntroduce', heading: 'Marketplace data on every page you open' },
  ],
});

test.describe('desktop: server answers', () => {
  test('unknown pages and backstage paths answer HTTP 404 with the not-found page, not indexable', async ({ request }) => {
    for (const path of ['/no-such-page', '/workbench/monitor']) {
      const res = await request.get(path, { headers: { 'User-Agent': NO_JS_CLIENT } });
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toContain('The page you visited does not exist');
      expect(html).toContain('<meta name="robots" content="noindex" />');
    }
  });

  test('a mobile browser gets a 302 to /m with the query kept', async ({ request }) => {
    const res = await request.get('/?utm=x', {
      headers: { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36' },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    expect(res.headers()['location']).toBe('/m?utm=x');
  });

  test('robots.txt and sitemap.xml describe the public pages', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: ');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/about', '/pluginIntroduce', '/m/QACommunity']) expect(sitemap).toContain(`${path}</loc>`);
  });
});
