// DESIGN §2 / issue #9: a deployment without the Node renderer serves the builds as static files.
// This runs against a second server with SEALENS_SSR=off: the first HTML is the empty shell and the
// browser renders every page by itself, loaders included.
import { MOBILE_UA, expect, test } from '../../../tools/e2e/fixtures';

test.describe('static hosting (client rendering only)', () => {
  test('the desktop pages render in the browser from the plain shell', async ({ page, request }) => {
    const shell = await (await request.get('/about')).text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('sealens-hydration');
    for (const [path, heading] of [
      ['/', 'Know the market, know your rivals: big data for cross-border sellers'],
      ['/about', 'Data that helps cross-border sellers grow'],
      ['/pluginIntroduce', 'Marketplace data on every page you open'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-started', 'client');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'The page you visited does not exist' })).toBeVisible();
  });

  test.describe('mobile', () => {
    test.use({ userAgent: MOBILE_UA });

    test('the Q&A page loads its questions in the browser', async ({ page, request }) => {
      const api = await (await request.get('/api/qa/question/list?pageNum=1&pageSize=10')).json();
      await page.goto('/m/QACommunity');
      await expect(page.locator('html')).toHaveAttribute('data-started', 'client');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Knowledge base');
      await expect(page.getByRole('heading', { name: api.payload.list[0].title })).toBeVisible();
    });
  });
});
