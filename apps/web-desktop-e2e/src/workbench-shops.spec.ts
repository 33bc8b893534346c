// Issue 29 item 1: the workbench's shop analysis on the built site, against the real server and data.
// Member 13900000031 (ultimate), this file's own (demo-accounts.ts), is logged in by each test.
import type { Page } from '@playwright/test';
import { translated } from '../../../tools/e2e/catalog';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { logInMember, rankingGrid, rankingIds, waitForRanking } from '../../../tools/e2e/workbench-steps';

const ULTIMATE = demoPhone(31);
const HOT = '/workbench/store/hot-sales-store';
const EXPLANATION = '/workbench/store/store-explanation';
const CONTRAST = '/workbench/store/store-contrast';

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const grid = rankingGrid;
const tableIds = (page: Page) => rankingIds(page, 'store-explanation');
const logIn = (page: Page) => logInMember(page, ULTIMATE);

test('a member opens each built shop page from the side navigation', async ({ page }) => {
  await logIn(page);
  await page.goto('/workbench/home');
  const nav = page.getByRole('navigation', { name: 'Workbench' }).getByRole('region', { name: 'Shop analysis' });
  const pages = [
    ['Hot-selling shops', /\/workbench\/store\/hot-sales-store/, true],
    ['Soaring shops', /\/workbench\/store\/soaring-store/, true],
    ['Hot new shops', /\/workbench\/store\/hot-sales-new-store/, true],
    ['Shop overview', /\/workbench\/store\/store-explanation/, false],
    ['Shop comparison', /\/workbench\/store\/store-contrast/, false],
  ] as const;
  for (const [name, url, ranking] of pages) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    if (ranking) {
      await waitForRanking(page);
      await expect(grid(page).getByRole('columnheader', { name: /Active products/ })).toBeVisible();
      await expect(grid(page).getByRole('columnheader', { name: /New products' share/ })).toBeVisible();
      // A shop page has no sub-category: a shop's category is its own.
      await expect(page.getByTestId('workbench-scope').getByText('Sub-category', { exact: true })).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
  }
  // The group's brand rankings are built too (issue 29 item 3, workbench-brands.spec.ts opens them).
  await expect(nav.getByRole('link', { name: /Hot-selling brands/ })).not.toContainText('Coming');
  await expect(nav.getByRole('link', { name: 'Hot-selling shops', exact: true })).not.toContainText('Coming');
});

test('switching site and period changes the rows and the URL; a row opens its explanation', async ({ page }) => {
  await logIn(page);
  await page.goto(HOT);
  await waitForRanking(page);
  const all = await tableIds(page);
  expect(all.length).toBeGreaterThan(10);

  const scope = page.getByTestId('workbench-scope');
  await scope.getByRole('combobox').first().click();
  await page.getByRole('option', { name: 'Thailand', exact: true }).click();
  await expect(page).toHaveURL(/site=TH/);
  await waitForRanking(page);
  const thai = await tableIds(page);
  expect(thai).not.toEqual(all);
  // Every row is a Thai shop, its money in baht.
  await expect(grid(page).locator('tbody tr').first()).toContainText('THB');

  await page.getByRole('radio', { name: '30 days' }).click();
  await expect(page).toHaveURL(/period=30/);
  await waitForRanking(page);
  const monthly = await tableIds(page);
  expect(monthly).not.toEqual(thai);

  // The first row opens the shop's explanation: its figures, charts, top products, categories and price bands.
  const first = monthly[0] ?? '';
  const shopName = (await grid(page).locator(`tbody a[href*="store-explanation?id=${first}"]`).first().textContent()) ?? '';
  await grid(page).locator(`tbody a[href*="store-explanation?id=${first}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${EXPLANATION}\\?id=${first}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Shop overview' })).toBeVisible();
  await expect(page.getByRole('region', { name: shopName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Its top products' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sales by category, last 30 days' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Selling products by price, last 30 days' })).toBeVisible();
  await expect(page.getByTestId('history-charts').getByRole('figure')).toHaveCount(3);
  // A top product leads to the product explanation.
  await expect(page.getByRole('grid', { name: "The shop's top products, 30 days" }).locator('a[href*="product-explanation"]').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the comparison puts three shops side by side', async ({ page }) => {
  await logIn(page);
  const ranking = (await (await page.request.get('/api/workbench/ranking?entity=shop&site=VN&period=30')).json()) as { payload: { rows: { id: string; name: string }[] } };
  const three = ranking.payload.rows.slice(0, 3);
  expect(three).toHaveLength(3);
  await page.goto(`${CONTRAST}?ids=${three.map((s) => s.id).join(',')}`);
  const table = page.getByRole('table', { name: /Shop comparison/ });
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  for (const shop of three) await expect(table.getByRole('link', { name: shop.name })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Active products/ })).toBeVisible();
  await page.getByRole('radio', { name: 'Products sold' }).click();
  await expect(page).toHaveURL(/metric=productsSold/);
  await expectNoAxeViolations(page);
});

test('a shop page in Thai has no untranslated text of its own', async ({ page }) => {
  await logIn(page);
  await page.evaluate(() => localStorage.setItem('language', 'th'));
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'th', url: page.url() }]);
  await page.goto(`${HOT}?site=TH`);
  await waitForRanking(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1, name: translated('th', 'Hot-selling shops') })).toBeVisible();
  for (const column of ['Active products', "New products' share", 'Opened']) {
    await expect(grid(page).getByRole('columnheader', { name: new RegExp(translated('th', column).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
    await expect(grid(page).getByRole('columnheader', { name: column })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});
