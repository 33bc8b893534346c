// Issue 29 items 4 and 5: the workbench's industry analysis on the built site, against the real server
// and data. Member 13900000034 (ultimate), this file's own (demo-accounts.ts), is logged in by each test.
import type { Page } from '@playwright/test';
import { blueOceanIndustryIndex } from '@sealens/domain';
import { translated } from '../../../tools/e2e/catalog';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { logInMember, rankingGrid, rankingIds, waitForRanking } from '../../../tools/e2e/workbench-steps';

const ULTIMATE = demoPhone(34);
const HOT = '/workbench/industry/hot-sales-industry';
const PRICES = '/workbench/industry/industry-price-analysis';

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const grid = rankingGrid;
const tableIds = (page: Page) => rankingIds(page, 'industry-explanation');
const logIn = (page: Page) => logInMember(page, ULTIMATE);
/** A page's data while the first start's history import holds the derived tables (its derive swaps them): as waitForRanking waits. */
const LOAD = { timeout: 30_000 };

/** The price analysis's exact figures: each band's and the totals row's (their <data> values). */
async function bandFigures(page: Page, figure: 'units' | 'gmv' | 'products'): Promise<{ bands: number[]; total: number }> {
  const table = page.getByRole('table', { name: /^Price bands/ });
  const bands = await table.locator(`tbody [data-figure="${figure}"] data`).evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('value'))));
  const total = Number(await table.locator(`tfoot [data-figure="${figure}"] data`).getAttribute('value'));
  return { bands, total };
}

test('a member opens each built industry page from the side navigation and the header data menu', async ({ page }) => {
  // Five pages opened twice each, with an axe pass on each: on the shared 2-core machine this takes past the file's 150 s.
  test.setTimeout(300_000);
  await logIn(page);
  await page.goto('/workbench/home');
  const nav = page.getByRole('navigation', { name: 'Workbench' }).getByRole('region', { name: 'Industry analysis' });
  const pages = [
    ['Industry overview', /\/workbench\/industry\/industry-explanation/],
    ['Hot-selling industries', /\/workbench\/industry\/hot-sales-industry/],
    ['Soaring industries', /\/workbench\/industry\/soaring-industry/],
    ['Industry price analysis', /\/workbench\/industry\/industry-price-analysis/],
    ['Industry comparison', /\/workbench\/industry\/industry-contrast/],
  ] as const;
  for (const [name, url] of pages) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url, LOAD);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(LOAD);
    await expectNoAxeViolations(page);
  }
  // Every page of the group is built: none is marked as coming.
  await expect(nav.getByRole('link', { name: /Coming/ })).toHaveCount(0);
  for (const [name, url] of pages) {
    await page.goto('/');
    await page.locator('header').getByRole('button', { name: 'Data' }).click();
    await page.getByRole('menuitem', { name, exact: true }).click();
    await expect(page).toHaveURL(url, LOAD);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(LOAD);
  }
});

test("switching site and period changes the industries and the URL; a row opens the category's overview", async ({ page }) => {
  await logIn(page);
  await page.goto(HOT);
  await waitForRanking(page);
  const all = await tableIds(page);
  expect(all.length).toBeGreaterThan(5);
  // All sites' figures are in US dollars.
  await expect(grid(page).locator('tbody tr').first()).toContainText('USD');

  const scope = page.getByTestId('workbench-scope');
  await scope.getByRole('combobox').first().click();
  await page.getByRole('option', { name: 'Thailand', exact: true }).click();
  await expect(page).toHaveURL(/site=TH/);
  await waitForRanking(page);
  await expect(grid(page).locator('tbody tr').first()).toContainText('THB');
  const before = await grid(page).locator('tbody tr').first().innerText();

  await page.getByRole('radio', { name: '30 days' }).click();
  await expect(page).toHaveURL(/period=30/);
  await waitForRanking(page);
  expect(await grid(page).locator('tbody tr').first().innerText()).not.toEqual(before);
  const monthly = await tableIds(page);

  // A category's rows are its sub-categories.
  await page.goto(`${HOT}?site=TH&period=30&cat=${monthly[0]}`);
  await waitForRanking(page);
  const subs = await tableIds(page);
  expect(subs.length).toBeGreaterThan(0);
  expect(subs.every((id) => id.startsWith(monthly[0] ?? 'x') && id.length === 7)).toBe(true);

  await page.goto(`${HOT}?site=TH&period=30`);
  await waitForRanking(page);
  const first = monthly[0] ?? '';
  await grid(page).locator(`tbody a[href*="industry-explanation?id=${first}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`industry-explanation\\?id=${first}&site=TH`), LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Industry overview' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sales by sub-category, last 30 days' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Shops selling most of the category, last 30 days' })).toBeVisible();
  await expect(page.getByTestId('history-charts').getByRole('figure')).toHaveCount(3);
  await expect(page.getByRole('grid', { name: 'Top products, last 30 days' }).locator('a[href*="product-explanation"]').first()).toBeVisible();
  await expectNoAxeViolations(page);
  // Its price bands lead to the price analysis of the same scope.
  await page.getByRole('link', { name: 'Open the price analysis' }).click();
  await expect(page).toHaveURL(new RegExp(`industry-price-analysis\\?cat=${first}&site=TH`), LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Industry price analysis' })).toBeVisible();
});

test('a member compares three categories picked on the industry comparison, kept in the URL, of all sites or one', async ({ page }) => {
  await logIn(page);
  await page.goto('/');
  await page.locator('header').getByRole('button', { name: 'Data' }).click();
  await page.getByRole('menuitem', { name: 'Industry comparison', exact: true }).click();
  await expect(page).toHaveURL(/\/workbench\/industry\/industry-contrast/, LOAD);
  await expect(page.getByRole('status').filter({ hasText: 'Choose at least two categories to compare.' })).toBeVisible();
  const picker = page.getByRole('searchbox', { name: 'Find a category' });
  // One by words of its name, two by id; each pick is a link that adds it to the address.
  const picks = [
    ['home living', 'Home living', '99997'],
    ['99991', 'Digital electronics', '99991'],
    ['99998', 'Beauty and personal care', '99998'],
  ] as const;
  for (const [typed, name, id] of picks) {
    await picker.fill(typed);
    await page.getByRole('list', { name: 'Matching categories' }).getByRole('link', { name: new RegExp(`^${name}`) }).click();
    await expect(page).toHaveURL(new RegExp(`ids=[^&]*${id}`), LOAD);
  }
  const table = page.getByRole('table', { name: 'Category comparison, 30 days, all sites' });
  await expect(table).toBeVisible(LOAD);
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  for (const [, name] of picks) await expect(table.getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeVisible();
  // All sites' sales are in US dollars; every figure the category ranking shows has its row.
  await expect(table.getByRole('row', { name: /^Sales value/ })).toContainText('USD');
  for (const figure of ['Units sold', 'Active shops', 'Units per active shop, 30 days', "Top 10 products' share", 'Blue-ocean index'])
    await expect(table.getByRole('rowheader', { name: figure, exact: true })).toBeVisible();
  await expect(page.getByRole('figure', { name: /Units sold per day, last 30 days/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // The address keeps the three: opened again, it shows them.
  const url = new URL(page.url());
  expect(url.searchParams.get('ids')?.split(',')).toEqual(picks.map(([, , id]) => id));
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('table', { name: 'Category comparison, 30 days, all sites' }).getByRole('columnheader')).toHaveCount(3, LOAD);

  // One site: the same three in its currency, the site in the address; a category opens its overview there.
  await page.getByRole('combobox', { name: 'Site' }).click();
  await page.getByRole('option', { name: 'Thailand', exact: true }).click();
  await expect(page).toHaveURL(/site=TH/);
  const thai = page.getByRole('table', { name: 'Category comparison, 30 days, Thailand' });
  await expect(thai.getByRole('columnheader')).toHaveCount(3, LOAD);
  await expect(thai.getByRole('row', { name: /^Sales value/ })).toContainText('THB');
  expect(new URL(page.url()).searchParams.get('ids')).toBe(url.searchParams.get('ids'));
  await expectNoAxeViolations(page);
  await thai.getByRole('link', { name: 'Digital electronics' }).click();
  await expect(page).toHaveURL(/industry-explanation\?id=99991&site=TH/, LOAD);
});

test("the price analysis's bands sum to the category's total, with the member's edges too", async ({ page }) => {
  await logIn(page);
  await page.goto(`${PRICES}?site=VN&cat=99991&period=30`);
  const table = page.getByRole('table', { name: /^Price bands/ });
  await expect(table).toBeVisible(LOAD);
  const units = await bandFigures(page, 'units');
  expect(units.bands.length).toBeGreaterThan(2);
  expect(units.total).toBeGreaterThan(0);
  expect(units.bands.reduce((t, u) => t + u, 0)).toBe(units.total);
  const products = await bandFigures(page, 'products');
  expect(products.bands.reduce((t, u) => t + u, 0)).toBe(products.total);
  const gmv = await bandFigures(page, 'gmv');
  expect(Math.abs(gmv.bands.reduce((t, u) => t + u, 0) - gmv.total)).toBeLessThan(0.05 * gmv.bands.length + 0.01);
  // The category's own total (its ranking row) is the bands' total.
  const row = (await (await page.request.get('/api/workbench/ranking?entity=category&site=VN&period=30')).json()) as { payload: { rows: { id: string; units: number }[] } };
  expect(row.payload.rows.find((r) => r.id === '99991')?.units).toBe(units.total);
  await expectNoAxeViolations(page);

  // The member's edges: in the URL, the bands cut there, still summing to the total.
  const edges = page.getByRole('textbox', { name: /Band edges/ });
  await edges.fill('10000, 100000, 1000000');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/edges=10000%2C100000%2C1000000|edges=10000,100000,1000000/);
  await expect(table.locator('tbody tr')).toHaveCount(4, LOAD);
  const mine = await bandFigures(page, 'units');
  expect(mine.bands.reduce((t, u) => t + u, 0)).toBe(mine.total);
  expect(mine.total).toBe(units.total);
  // A wrong edge list is refused on the page, saying why.
  await edges.fill('50, 20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert')).toContainText('Give 1 to 11 prices above 0');
});

test('the blue-ocean industries recompute from the inputs each row shows', async ({ page }) => {
  await logIn(page);
  // The industries ranked by their blue-ocean index (the API the blue-ocean page reads).
  const answer = (await (await page.request.get('/api/workbench/ranking?entity=category&order=blueOcean&site=TH&period=30')).json()) as {
    payload: { total: number; rows: { salesGrowth30: number | null; shopGrowth: number | null; salesPerShop: number | null; blueOcean: number | null }[] };
  };
  const rows = answer.payload.rows;
  expect(rows.length).toBeGreaterThan(0);
  for (const r of rows) {
    expect(r.blueOcean).not.toBeNull();
    expect(blueOceanIndustryIndex({ salesGrowth: r.salesGrowth30, shopGrowth: r.shopGrowth, salesPerShop: r.salesPerShop })).toBe(r.blueOcean);
  }
  const indexes = rows.map((r) => r.blueOcean ?? 0);
  expect(indexes).toEqual([...indexes].sort((a, b) => b - a));
  // The hot-selling table shows the index beside the units per shop it is made of.
  await page.goto(`${HOT}?site=TH&period=30&sort=blueOcean`);
  await waitForRanking(page);
  await expect(grid(page).getByRole('columnheader', { name: /Blue-ocean index/ })).toBeVisible();
  await expect(grid(page).getByRole('columnheader', { name: /Units per active shop, 30 days/ })).toBeVisible();
});

test("the blue-ocean industries are over the index's 30 days, said, and their header names have room", async ({ page }) => {
  await logIn(page);
  await page.goto('/workbench/blue-ocean/blue-ocean-industry?site=TH&period=7');
  await waitForRanking(page);
  await expect(page.getByTestId('data-day-stamp')).toContainText(/\(30 days: /);
  const scope = page.getByTestId('workbench-scope');
  await expect(scope.getByRole('radio')).toHaveCount(0);
  await expect(scope.getByTestId('workbench-fixed-period')).toHaveText('Period: the last 30 days, always: the blue-ocean index is computed over them.');
  // Every header name's text (a range over its text) stays 2 px or more inside its cell, top and bottom.
  const room = await grid(page).evaluate((table) =>
    [...table.querySelectorAll('[role="columnheader"]')].map((th) => {
      const cell = th.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(th.querySelector('button') ?? th);
      const boxes = [...range.getClientRects()].filter((b) => b.height > 1);
      return { column: th.textContent, top: Math.min(...boxes.map((b) => b.top)) - cell.top, bottom: cell.bottom - Math.max(...boxes.map((b) => b.bottom)) };
    }),
  );
  for (const r of room) expect(Math.min(r.top, r.bottom), r.column ?? '').toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(page);
});

test('an industry page in Vietnamese has no untranslated text of its own', async ({ page }) => {
  await logIn(page);
  await page.evaluate(() => localStorage.setItem('language', 'vi'));
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'vi', url: page.url() }]);
  await page.goto(`${PRICES}?site=VN&cat=99991`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1, name: translated('vi', 'Industry price analysis') })).toBeVisible();
  for (const column of ['Price band', 'Units per product', 'Best sellers']) {
    await expect(page.getByRole('columnheader', { name: translated('vi', column) })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});
