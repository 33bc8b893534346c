// Issue #12 on both homes, against the real server and its data: the first HTML holds yesterday's
// figures and the first ranking rows; search finds a product; an unknown id goes through the
// backfill dialog to the server; a visitor sees the first rows and "log in to see more".
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { NO_JS_CLIENT } from './server-rendering-suite';

const VERIFY = { 'X-Verify-Code': '1' };

async function firstRankingRows(page: Page): Promise<{ goodsId: string; goodsInfo: { title: string } }[]> {
  const res = await page.request.get('/api/home/goodsRanking?typeId=99997&dateType=1', { headers: VERIFY });
  return ((await res.json()) as { payload: { goodsId: string; goodsInfo: { title: string } }[] }).payload;
}

export function homeSuite(site: { name: string; home: string; userAgent?: string; axe?: { disableRules?: string[] } }) {
  test.describe(`${site.name}: home with real data`, () => {
    if (site.userAgent) test.use({ userAgent: site.userAgent });

    test("the first HTML holds yesterday's four figures, their day and the first ranking rows", async ({ page, request }) => {
      const total = await (await request.get('/api/home/salesMap/total', { headers: VERIFY })).json();
      const rows = await firstRankingRows(page);
      const html = await (await request.get(site.home, { headers: { 'User-Agent': NO_JS_CLIENT } })).text();
      for (const label of ['Total sales value', 'Sales volume', 'Products sold', 'Resource-slot sales value']) expect(html).toContain(label);
      expect(html).toContain(`Data of ${total.payload.date}`);
      for (const row of rows.slice(0, 3)) expect(html).toContain(row.goodsInfo.title.replace(/&/g, '&amp;'));
    });

    test('a visitor sees the first rows of the ranking and an honest "log in to see more"', async ({ page }) => {
      await page.goto(site.home);
      const ranking = page.getByTestId('ranking-table');
      await expect(ranking.getByRole('row')).toHaveCount(5 + 1);
      await expect(ranking.getByRole('button', { name: 'Log in to see more' })).toBeVisible();
      await expectNoAxeViolations(page, site.axe);
    });

    test('searching a product id in the data shows its card', async ({ page }) => {
      const [row] = await firstRankingRows(page);
      await page.goto(site.home);
      await page.getByRole('searchbox', { name: 'Product link or product ID' }).fill(row?.goodsId ?? '');
      await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
      await expect(page.getByTestId('product-card')).toContainText(row?.goodsInfo.title ?? '');
    });

    test('an id that is not in the data opens the backfill dialog; applying reaches the server', async ({ page }) => {
      await page.goto(site.home);
      await page.getByRole('searchbox', { name: 'Product link or product ID' }).fill('98765432109');
      await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('The product you searched is not yet included in our data (ID: 98765432109)');
      await expectNoAxeViolations(page, site.axe);
      const applied = page.waitForRequest((r) => r.url().includes('/api/data-supplement/goodSupplement') && r.url().includes('goodsId=98765432109'));
      await dialog.getByRole('button', { name: 'Apply for data backfill' }).click();
      await applied;
      await expect(dialog).toContainText('Application submitted successfully');
      await dialog.getByRole('button', { name: 'Got it' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}
