// Issue 32 item 3: spec §2's marketplace lists, defined but not placed in the header, on the built
// site against the real server and data: the first marketplace's five (/workbench/Shopee/...).
// Member 13900000044 (ultimate), this file's own (demo-accounts.ts).
import { translated } from '../../../tools/e2e/catalog';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { logInMember, rankingGrid, rankingIds, waitForRanking } from '../../../tools/e2e/workbench-steps';

const ULTIMATE = demoPhone(44);
/** A page's data while the first start's history import holds the derived tables (its derive swaps them). */
const LOAD = { timeout: 30_000 };

test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** Each list: its address, its heading, and the explanation page its rows open. */
const LISTS = [
  ['Shopee/hotProduct', 'Hot-selling products', 'product/product-explanation'],
  ['Shopee/surgeProduct', 'Soaring products', 'product/product-explanation'],
  ['Shopee/newDesign', 'Hot new products', 'product/product-explanation'],
  ['Shopee/likeRanke', 'Most-liked products', 'product/product-explanation'],
  ['Shopee/keyWordRanke', 'Hot-selling words', 'hot-search-word/hot-search-word-explanation'],
] as const;

test("each marketplace list opened by its address shows a site's rows for a period, keeps its filters in the URL, and a row opens its explanation", async ({ page }) => {
  await logInMember(page, ULTIMATE);
  for (const [path, title, explanation] of LISTS) {
    await page.goto(`/workbench/${path}?site=TH`);
    await expect(page.getByRole('heading', { level: 1, name: `Shopee: ${title}` })).toBeVisible(LOAD);
    await expect(page.locator('html[data-started="hydrated"]')).toBeAttached(LOAD);
    await waitForRanking(page, LOAD.timeout);
    await page.getByRole('radio', { name: '30 days' }).click();
    await expect(page).toHaveURL(new RegExp(`/workbench/${path}\\?(.*&)?site=TH(&|$)`), LOAD);
    await expect(page).toHaveURL(/period=30/);
    await waitForRanking(page, LOAD.timeout);
    const ids = await rankingIds(page, explanation);
    expect(ids.length).toBeGreaterThan(0);
    if (path === 'Shopee/likeRanke') {
      // Most liked first: the same rows, in the same order, as the API's likes order.
      const answer = (await (await page.request.get('/api/workbench/ranking?order=likes&site=TH&period=30')).json()) as { payload: { rows: { id: string; likes: number }[] } };
      const rows = answer.payload.rows;
      expect(ids).toEqual(rows.map((r) => r.id).slice(0, ids.length));
      expect(rows.map((r) => r.likes)).toEqual([...rows.map((r) => r.likes)].sort((a, b) => b - a));
    }
    await expectNoAxeViolations(page);
    await rankingGrid(page).locator(`tbody a[href*="${explanation}?id=${ids[0] ?? ''}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/workbench/${explanation}\\?id=${ids[0] ?? ''}`), LOAD);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(LOAD);
  }
  // No header menu names them: the side navigation does.
  const nav = page.getByRole('navigation', { name: 'Workbench' }).getByRole('region', { name: 'Marketplace lists' });
  await expect(nav.getByRole('link')).toHaveCount(LISTS.length);
});

test('a marketplace list in Thai', async ({ page }) => {
  await logInMember(page, ULTIMATE);
  await page.evaluate(() => localStorage.setItem('language', 'th'));
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'th', url: page.url() }]);
  await page.goto('/workbench/Shopee/likeRanke?site=TH&period=30');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1, name: `Shopee: ${translated('th', 'Most-liked products')}` })).toBeVisible(LOAD);
  await expect(page.getByText(translated('th', 'Products that sold in the period, ranked by their likes.'))).toBeVisible();
  await waitForRanking(page, LOAD.timeout);
  expect((await rankingIds(page, 'product/product-explanation')).length).toBeGreaterThan(0);
  await expect(page.getByRole('navigation', { name: translated('th', 'Workbench') }).getByRole('region', { name: translated('th', 'Marketplace lists') })).toBeVisible();
  await expectNoAxeViolations(page);
});
