// Issue 30 items 1-3: the finders on the built site, against the real server and data: big-data
// product selection (its ranges, presets, export) and keyword selection. Member 13900000037
// (ultimate), this file's own (demo-accounts.ts), is logged in by each test.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { translated } from '../../../tools/e2e/catalog';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { parseCsv } from '../../../tools/e2e/export-download';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { gridRows, logInMember, rankingGrid, rankingIds, waitForRanking } from '../../../tools/e2e/workbench-steps';

const MEMBER = demoPhone(37);
const PRODUCTS = '/workbench/big-data-selection/big-data-product-selection';
const WORDS = '/workbench/big-data-selection/keyword-selection';

// A loaded machine (load 25-30 on 2 cores) took 180 s for the first test, 66 s of it in axe.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const grid = rankingGrid;
const logIn = (page: Page) => logInMember(page, MEMBER);

/** A column's cell (a sortable column's header also holds its sort button's words). */
const cellOf = (row: Record<string, string>, name: string) => Object.entries(row).find(([header]) => header.startsWith(name))?.[1] ?? '';
/** A figure as the English page writes it ("+12.34%", "1,234"); NaN for a dash (no figure). */
const figure = (text: string) => Number(text.replace(/[+,%\s]/g, ''));
/** A count as the table shortens it from 10,000 ("12.3K", "1.2M"), to the precision shown. */
const count = (text: string) => {
  const m = /^([\d.,]+)\s*([KM])?$/.exec(text.trim());
  return m ? Math.round(Number((m[1] ?? '').replace(/,/g, '')) * (m[2] === 'M' ? 1e6 : m[2] === 'K' ? 1e3 : 1)) : Number.NaN;
};
const productIds = (page: Page) => rankingIds(page, 'product-explanation');

/** The list's size from the pager ("1-50 of 1,234"). */
async function totalOf(page: Page): Promise<number> {
  const status = (await page.getByTestId('ranking-pager').getByRole('status').textContent()) ?? '';
  return Number(/of ([\d,]+)/.exec(status)?.[1]?.replace(/,/g, '') ?? '0');
}

test('a member opens both finders from the data menu and the side navigation', async ({ page }) => {
  await logIn(page);
  for (const [item, heading, url] of [
    ['Big-data selection', 'Big-data product selection', /\/workbench\/big-data-selection\/big-data-product-selection/],
    ['Keyword selection', 'Keyword selection', /\/workbench\/big-data-selection\/keyword-selection/],
  ] as const) {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Data', exact: true }).click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
    // A kind's first page loads its chunk and its data before the address changes (a loaded machine: seconds).
    await expect(page).toHaveURL(url, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await waitForRanking(page);
    expect((await gridRows(page)).length).toBeGreaterThan(0);
    const nav = page.getByRole('navigation', { name: 'Workbench' });
    await expect(nav.getByRole('link', { name: item, exact: true })).not.toContainText('Coming');
    await expectNoAxeViolations(page);
  }
});

test('a preset gives rows that satisfy every one of its filters, row by row', async ({ page }) => {
  await logIn(page);
  await page.goto(`${PRODUCTS}?period=30&size=100`);
  await waitForRanking(page);
  const presets = page.getByRole('navigation', { name: 'Start from a preset' });
  // Rising and young: units up by half or more on the 30 days before, listed within 90 days.
  await presets.getByRole('link', { name: /^Rising and young/ }).click();
  await expect(page).toHaveURL(/[?&]growthMin=50&ageMax=90/);
  await waitForRanking(page);
  await expect(presets.getByRole('link', { name: /^Rising and young/ })).toHaveAttribute('aria-current', 'page');
  const rising = await gridRows(page);
  expect(rising.length).toBeGreaterThan(0);
  for (const row of rising) {
    expect(figure(cellOf(row, 'Growth')), JSON.stringify(row)).toBeGreaterThanOrEqual(50);
    expect(figure(cellOf(row, 'Days since listed')), JSON.stringify(row)).toBeLessThanOrEqual(90);
  }
  // Growing at full price: units up a fifth or more, no price cut in 30 days.
  await presets.getByRole('link', { name: /^Growing at full price/ }).click();
  await expect(page).toHaveURL(/[?&]growthMin=20&priceChangeMin=0/);
  await waitForRanking(page);
  const steady = await gridRows(page);
  expect(steady.length).toBeGreaterThan(0);
  for (const row of steady) {
    expect(figure(cellOf(row, 'Growth')), JSON.stringify(row)).toBeGreaterThanOrEqual(20);
    expect(figure(cellOf(row, 'Price change, 30 days')), JSON.stringify(row)).toBeGreaterThanOrEqual(0);
  }
  await expectNoAxeViolations(page);
});

test('a filter changes the rows and the URL, a bad value is said beside its field, and Back restores the view', async ({ page }) => {
  await logIn(page);
  await page.goto(`${PRODUCTS}?period=30&growthMin=0`);
  await waitForRanking(page);
  const before = await productIds(page);
  const beforeUrl = page.url();
  const rows = await gridRows(page);
  const shops = rows.map((r) => figure(cellOf(r, 'Shops in its category'))).filter(Number.isFinite).sort((a, b) => a - b);
  const cap = shops[Math.floor(shops.length / 2)] ?? 0;

  const field = page.getByLabel('Shops in its category to', { exact: true });
  await field.fill('twelve');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(field).toHaveAccessibleDescription('Enter a number, such as 12.5.');
  await expect(field).toHaveValue('twelve');
  expect(page.url()).toBe(beforeUrl);

  await field.fill(String(cap));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]categoryShopsMax=${cap}(&|$)`));
  await waitForRanking(page);
  const after = await gridRows(page);
  expect(after.length).toBeGreaterThan(0);
  for (const row of after) expect(figure(cellOf(row, 'Shops in its category'))).toBeLessThanOrEqual(cap);
  expect(await productIds(page)).not.toEqual(before);

  await page.goBack();
  await expect(page).toHaveURL(beforeUrl);
  await waitForRanking(page);
  expect(await productIds(page)).toEqual(before);
  await expect(page.getByLabel('Shops in its category to', { exact: true })).toHaveValue('');
});

test("an exported CSV and XLSX hold exactly the finder's rows", async ({ page }) => {
  await logIn(page);
  // A view narrow enough to be one page of the table with every row rendered (1-90 rows): a finder range
  // (rival shops in the category) and a units floor, the first pair found by asking the API.
  let query = '';
  search: for (const cap of [50, 20, 10, 5, 2]) {
    for (const floor of [1, 5, 20, 50, 100, 200, 400, 800]) {
      const candidate = `site=VN&period=30&unitsMin=${floor}&categoryShopsMax=${cap}`;
      const answer = (await (await page.request.get(`/api/workbench/ranking?${candidate}`)).json()) as { payload?: { total: number } };
      const total = answer.payload?.total ?? 0;
      if (total > 0 && total <= 90) {
        query = candidate;
        break search;
      }
      if (total === 0) break;
    }
  }
  expect(query).not.toBe('');
  await page.goto(`${PRODUCTS}?${query}&size=200`);
  await waitForRanking(page);
  const ids = await productIds(page);
  expect(ids).toHaveLength(await totalOf(page));
  expect(ids.length).toBeGreaterThan(0);
  for (const [item, ext] of [
    ['CSV (opens in Excel)', 'csv'],
    ['Excel workbook (XLSX)', 'xlsx'],
  ] as const) {
    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: item }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`VN.*\\d{4}-\\d{2}-\\d{2}\\.${ext}$`));
    const path = await file.path();
    let exported: string[] = [];
    if (ext === 'csv') {
      const text = await readFile(path, 'utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const [header, ...rows] = parseCsv(text.slice(1)).filter((r) => r.length > 1);
      const idColumn = (header ?? []).findIndex((h) => /product id/i.test(h));
      exported = rows.map((r) => r[idColumn] ?? '');
    } else {
      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile(path);
      const [sheet] = book.worksheets;
      if (!sheet) throw new Error('the workbook has no sheet');
      const header = (sheet.getRow(1).values as unknown[]).map(String);
      const idColumn = header.findIndex((h) => /product id/i.test(h));
      sheet.eachRow((row, n) => {
        if (n > 1) exported.push(String(row.getCell(idColumn).value));
      });
    }
    expect(exported).toEqual(ids);
  }
});

test('keyword selection filters search words by their ranges, with the blue-ocean inputs as columns', async ({ page }) => {
  await logIn(page);
  await page.goto(`${WORDS}?site=TH&period=30`);
  await waitForRanking(page);
  const headers = (await grid(page).getByRole('columnheader').allTextContents()).map((t) => t.trim());
  for (const name of ['Search index', 'Growth', 'Product base', 'Recommended bid', 'Search index growth, 30 days', 'Product base growth, 30 days', 'Units per shop', 'Blue-ocean index'])
    expect(headers.some((h) => h.startsWith(name)), name).toBe(true);
  const all = await gridRows(page);
  const searches = all.map((r) => count(cellOf(r, 'Search index'))).sort((a, b) => a - b);
  const floor = searches[Math.floor(searches.length / 2)] ?? 0;
  await page.getByLabel('Search index from', { exact: true }).fill(String(floor));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]searchMin=${floor}(&|$)`));
  await waitForRanking(page);
  const found = await gridRows(page);
  expect(found.length).toBeGreaterThan(0);
  expect(found.length).toBeLessThanOrEqual(all.length);
  for (const row of found) expect(count(cellOf(row, 'Search index')), JSON.stringify(row)).toBeGreaterThanOrEqual(floor);
  await expectNoAxeViolations(page);
});

test('the product finder in Thai has no untranslated text of its own', async ({ page }) => {
  await logIn(page);
  await page.evaluate(() => localStorage.setItem('language', 'th'));
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'th', url: page.url() }]);
  await page.goto(`${PRODUCTS}?site=TH&period=30`);
  await waitForRanking(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1, name: translated('th', 'Big-data product selection') })).toBeVisible();
  const presets = page.getByRole('navigation', { name: translated('th', 'Start from a preset') });
  for (const name of ['Rising and young', 'High price, few rivals', 'Demand without a moat', 'Growing at full price', 'Proven and still growing']) {
    await expect(presets.getByText(translated('th', name), { exact: true })).toBeVisible();
    await expect(presets.getByText(name, { exact: true })).toHaveCount(0);
  }
  for (const column of ['Price change, 30 days', 'Reviews per unit sold', 'Shops in its category', 'Days since listed']) {
    await expect(grid(page).getByRole('columnheader', { name: translated('th', column) })).toBeVisible();
    await expect(grid(page).getByRole('columnheader', { name: column })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});
