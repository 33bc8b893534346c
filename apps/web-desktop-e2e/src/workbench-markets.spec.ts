// Issue 30 items 2 and 5: market selection (the site x category matrix) and the site / all-site
// analysis dashboards on the built site, against the real server and data. Member 13900000038
// (ultimate), this file's own (demo-accounts.ts), is logged in by each test.
import type { Page } from '@playwright/test';
import { CATEGORY_IDS, SITE_CODES } from '@sealens/domain';
import { translated } from '../../../tools/e2e/catalog';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { logInMember } from '../../../tools/e2e/workbench-steps';

const ULTIMATE = demoPhone(38);
const MATRIX = '/workbench/big-data-selection/big-data-chooses-the-market';
/** A page's data while the first start's history import holds the derived tables (its derive swaps them). */
const LOAD = { timeout: 30_000 };

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const logIn = (page: Page) => logInMember(page, ULTIMATE);
const matrixGrid = (page: Page) => page.getByRole('grid', { name: /^Markets by site and category/ });
/** The exact US dollars of every market cell, and of the all-sites total. */
async function matrixSales(page: Page): Promise<{ cells: number[]; total: number }> {
  const grid = matrixGrid(page);
  const cells = await grid.locator('td[role="gridcell"] > a[data-site]').evaluateAll((links) => links.map((a) => Number(a.getAttribute('data-gmv-usd'))));
  const total = Number(await grid.getByTestId('matrix-total').getAttribute('data-gmv-usd'));
  return { cells, total };
}
/** A breakdown table's exact sales values (its <data> values). */
const breakdownSales = (page: Page, key: 'categories' | 'priceBands' | 'shopTypes') =>
  page.locator(`[data-breakdown="${key}"] tbody data`).evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('value'))));
const sum = (values: readonly number[]) => values.reduce((t, v) => t + v, 0);

test("market selection from the data menu: every site x category, whose sales add up to the all-sites total; the shading measure in the URL; a market opens its analysis", async ({ page }) => {
  await logIn(page);
  await page.goto('/');
  await page.locator('header').getByRole('button', { name: 'Data' }).click();
  await page.getByRole('menuitem', { name: 'Market selection', exact: true }).click();
  await expect(page).toHaveURL(/\/workbench\/big-data-selection\/big-data-chooses-the-market/, LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Market selection' })).toBeVisible(LOAD);
  const grid = matrixGrid(page);
  await expect(grid).toBeVisible(LOAD);

  // The data's sites and categories: the nine sites of spec §1 by the twelve categories of spec §3.
  expect(SITE_CODES).toHaveLength(9);
  expect(CATEGORY_IDS).toHaveLength(12);
  await expect(grid.locator('td[role="gridcell"] > a[data-site]')).toHaveCount(9 * 12);
  await expect(grid.getByRole('rowheader')).toHaveCount(9 + 1);
  await expect(grid.getByRole('columnheader')).toHaveCount(12 + 1);
  const { cells, total } = await matrixSales(page);
  expect(cells.filter((v) => v > 0).length).toBeGreaterThan(0);
  expect(total).toBeGreaterThan(0);
  // Each cell is rounded to the cent: the sum is within half a cent a cell of the total.
  expect(Math.abs(sum(cells) - total)).toBeLessThanOrEqual(cells.length * 0.005);
  await expect(page.getByRole('figure', { name: 'Legend' })).toContainText('Shaded by Sales value (USD)');
  await expectNoAxeViolations(page);

  // Another measure shades it, and the URL keeps it.
  await page.getByRole('combobox', { name: 'Shade by' }).click();
  await page.getByRole('option', { name: 'Top-10 share', exact: true }).click();
  await expect(page).toHaveURL(/measure=top10Share/);
  await expect(grid).toHaveAttribute('data-measure', 'top10Share');
  await expect(page.getByRole('figure', { name: 'Legend' })).toContainText('Shaded by Top-10 share, the last 30 days');
  // The top bar's period is the matrix's: its sales change, the measure stays.
  await page.getByRole('radio', { name: '30 days' }).click();
  await expect(page).toHaveURL(/period=30/);
  await expect(page).toHaveURL(/measure=top10Share/);
  await expect.poll(async () => (await matrixSales(page)).total, LOAD).not.toBe(total);
  const monthly = await matrixSales(page);
  expect(Math.abs(sum(monthly.cells) - monthly.total)).toBeLessThanOrEqual(monthly.cells.length * 0.005);

  // The keyboard: one tab stop, arrows move, Enter opens the market (Indonesia, the first category).
  await grid.locator('[tabindex="0"]').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Indonesia, Home living: Sales value \(USD\)/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`industry-explanation\\?id=${CATEGORY_IDS[0]}&site=ID`), LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Industry overview' })).toBeVisible(LOAD);
  // A click opens one too.
  await page.goto(MATRIX);
  await matrixGrid(page).locator('a[data-site="TH"][data-category="99991"]').click();
  await expect(page).toHaveURL(/industry-explanation\?id=99991&site=TH/, LOAD);
});

test('a member opens each analysis dashboard from the side navigation; a site analysis opens on a site, an all-site one in US dollars', async ({ page }) => {
  test.setTimeout(300_000);
  await logIn(page);
  await page.goto('/workbench/home');
  const groups = [
    ['Site analysis', ['Site product analysis', 'Site shop analysis', 'Site industry analysis'], /\/workbench\/site-analysis\/\w+-analysis\?(.*&)?site=BR(&|$)/, 'BRL'],
    ['All-site analysis', ['All-site product analysis', 'All-site shop analysis', 'All-site industry analysis'], /\/workbench\/all-site-analysis\/\w+-analysis(\?(?!.*site=)|$)/, 'USD'],
  ] as const;
  for (const [group, names, url, currency] of groups) {
    const nav = page.getByRole('navigation', { name: 'Workbench' }).getByRole('region', { name: group });
    await expect(nav.getByRole('link', { name: /Coming/ })).toHaveCount(0);
    for (const name of names) {
      await nav.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url, LOAD);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(LOAD);
      await expect(page.locator('[data-figure="gmv"]')).toContainText(currency, LOAD);
      // Each breakdown sums to the same sales value.
      const categories = sum(await breakdownSales(page, 'categories'));
      expect(categories).toBeGreaterThan(0);
      expect(sum(await breakdownSales(page, 'priceBands'))).toBeCloseTo(categories, 0);
      expect(sum(await breakdownSales(page, 'shopTypes'))).toBeCloseTo(categories, 0);
      await expectNoAxeViolations(page);
    }
  }
});

test('a dashboard responds to the site, category and period, keeps them in the URL, and links each figure to the list behind it', async ({ page }) => {
  await logIn(page);
  await page.goto('/workbench/site-analysis/product-analysis?site=TH');
  const scopeLine = page.locator('[data-scope]');
  await expect(scopeLine).toHaveAttribute('data-scope', 'TH/all/7', LOAD);
  await expect(page.locator('[data-figure="gmv"]')).toContainText('THB');
  const weekly = sum(await breakdownSales(page, 'categories'));

  await page.getByRole('radio', { name: '30 days' }).click();
  await expect(page).toHaveURL(/site=TH/);
  await expect(page).toHaveURL(/period=30/);
  await expect(scopeLine).toHaveAttribute('data-scope', 'TH/all/30', LOAD);
  const monthly = sum(await breakdownSales(page, 'categories'));
  expect(monthly).toBeGreaterThan(weekly);

  const scope = page.getByTestId('workbench-scope');
  await scope.getByRole('combobox', { name: 'Category', exact: true }).click();
  await page.getByRole('option', { name: 'Home living', exact: true }).click();
  await expect(page).toHaveURL(/cat=99997/);
  await expect(scopeLine).toHaveAttribute('data-scope', 'TH/99997/30', LOAD);
  await expect(page.getByRole('heading', { level: 2, name: 'By sub-category' })).toBeVisible();
  const home = sum(await breakdownSales(page, 'categories'));
  expect(home).toBeLessThan(monthly);
  expect(sum(await breakdownSales(page, 'priceBands'))).toBeCloseTo(home, 0);

  // The address is the state: opened again it shows the same scope.
  const url = new URL(page.url());
  await page.goto(url.pathname + url.search);
  await expect(scopeLine).toHaveAttribute('data-scope', 'TH/99997/30', LOAD);

  // The sales value's list: the product ranking of the same scope, by sales value.
  await page.getByRole('link', { name: 'Sales value: see the list behind it' }).click();
  await expect(page).toHaveURL(/\/workbench\/product\/hot-sales-product\?site=TH&cat=99997&period=30&sort=gmv/, LOAD);
  // A price band's list: the products in its price range.
  await page.goBack();
  const band = page.locator('[data-breakdown="priceBands"] tbody tr').nth(1).getByRole('link');
  await band.click();
  await expect(page).toHaveURL(/hot-sales-product\?site=TH&cat=99997&period=30&priceMin=[\d.]+&priceMax=[\d.]+/, LOAD);

  // An all-site analysis asked for a site opens the site analysis of the same focus.
  await page.goto('/workbench/all-site-analysis/store-analysis?cat=99991');
  await expect(page.locator('[data-scope]')).toHaveAttribute('data-scope', 'ALL/99991/7', LOAD);
  // The site box says "All sites (US dollars)" on one line (it wrapped onto two).
  const siteLabel = page.getByTestId('workbench-scope').getByRole('combobox', { name: 'Site', exact: true }).locator('span').first();
  await expect(siteLabel).toHaveText('All sites (US dollars)');
  // Polled: the page may still swap the box's label element as it settles (one run read a detached one: 0 rects).
  await expect.poll(() => siteLabel.evaluate((label) => label.getClientRects().length)).toBe(1);
  await page.getByTestId('workbench-scope').getByRole('combobox', { name: 'Site', exact: true }).click();
  await page.getByRole('option', { name: 'Vietnam', exact: true }).click();
  await expect(page).toHaveURL(/\/workbench\/site-analysis\/store-analysis\?.*site=VN/, LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Site shop analysis' })).toBeVisible(LOAD);
  await expect(page.locator('[data-figure="shops"]')).toBeVisible();
  await expect(page.locator('[data-breakdown="shopTypes"]')).toBeVisible();
});

test('a site analysis in Vietnamese has no untranslated text of its own', async ({ page }) => {
  await logIn(page);
  await page.evaluate(() => localStorage.setItem('language', 'vi'));
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'vi', url: page.url() }]);
  await page.goto('/workbench/site-analysis/industry-analysis?site=VN&period=30');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1, name: translated('vi', 'Site industry analysis') })).toBeVisible(LOAD);
  for (const heading of ['By category', 'By price band', 'By shop type', 'Units sold a day, last 30 days']) {
    await expect(page.getByRole('heading', { level: 2, name: translated('vi', heading) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toHaveCount(0);
  }
  for (const column of ['Share of sales value', 'Selling products']) {
    await expect(page.getByRole('columnheader', { name: translated('vi', column) }).first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toHaveCount(0);
  }
  for (const label of ["Top-10 products' share", "New products' share", 'Growth of units']) await expect(page.getByText(translated('vi', label), { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  // Market selection in Vietnamese too: its picker and legend.
  await page.goto(MATRIX);
  await expect(page.getByRole('heading', { level: 1, name: translated('vi', 'Market selection') })).toBeVisible(LOAD);
  await expect(page.getByRole('figure', { name: translated('vi', 'Legend') })).toBeVisible();
  await expect(page.getByRole('combobox', { name: translated('vi', 'Shade by') })).toBeVisible();
});
