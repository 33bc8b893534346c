// Issue 26: the workbench's product analysis on the built site, against the real server and data.
// Members 13900000028 (ultimate) and 13900000029 (trial) are this file's own (demo-accounts.ts).
import type { Browser, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { translated } from '../../../tools/e2e/catalog';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { parseCsv } from '../../../tools/e2e/export-download';
import { expect, expectNoAxeViolations, test, waitForHydration } from '../../../tools/e2e/fixtures';
import { logInDemoBySms } from '../../../tools/e2e/login-steps';

const ULTIMATE = demoPhone(28);
const TRIAL = demoPhone(29);
const HOT = '/workbench/product/hot-sales-product';
const EXPLANATION = '/workbench/product/product-explanation';
const CONTRAST = '/workbench/product/product-contrast';

// One browser session per account for the whole file: every SMS login costs one of the phone's five an hour.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const grid = (page: Page) => page.getByRole('grid');
/** The rows of the ranking table (its header row left out). */
const bodyRows = (page: Page) => grid(page).locator('tbody tr[aria-rowindex]');
/** The product ids of the table, top to bottom (from the explanation links). */
async function tableIds(page: Page): Promise<string[]> {
  const hrefs = await grid(page).locator('tbody a[href*="product-explanation"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => new URL(href, 'http://x').searchParams.get('id') ?? ''))];
}

async function waitForRanking(page: Page) {
  await expect(grid(page)).toBeVisible();
  await expect(grid(page)).not.toHaveAttribute('aria-busy', 'true');
}

async function filters(page: Page): Promise<Locator> {
  return page.getByRole('form', { name: 'Filters' });
}

let member: Page;
let trial: Page;
/** Errors the pages of this file's own browser contexts logged (the fixture watches only its own page). */
const contextErrors: string[] = [];
let contexts = 0;

/**
 * A logged-in page in a browser context of its own, with its own client address (SMS limits count
 * per address), whose navigations wait for hydration like the fixture's.
 */
async function openAs(browser: Browser, phone: string): Promise<Page> {
  contexts += 1;
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `100.127.${200 + (contexts % 50)}.${(Date.now() % 250) + 1}` } });
  const page = await context.newPage();
  page.on('pageerror', (error) => contextErrors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') contextErrors.push(`console: ${message.text()}`);
  });
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForHydration(page);
    return response;
  };
  await logInDemoBySms(page, phone);
  return page;
}

test.beforeAll(async ({ browser }) => {
  member = await openAs(browser, ULTIMATE);
  trial = await openAs(browser, TRIAL);
});

test.afterEach(() => {
  expect(contextErrors.splice(0), 'the members\' pages logged errors').toEqual([]);
});

test.afterAll(async () => {
  await member?.context().close();
  await trial?.context().close();
});

test('a member opens each of the five product pages from the header data menu', async () => {
  const pages = [
    ['Hot-selling products', /\/workbench\/product\/hot-sales-product\?urlCode=/],
    ['Soaring products', /\/workbench\/product\/soaring-product\?urlCode=/],
    ['Hot new products', /\/workbench\/product\/hot-sales-new-product\?urlCode=/],
    ['Product overview', /\/workbench\/product\/product-explanation\?urlCode=/],
    ['Product comparison', /\/workbench\/product\/product-contrast\?urlCode=/],
  ] as const;
  for (const [name, url] of pages) {
    await member.goto('/');
    await member.locator('header').getByRole('button', { name: 'Data' }).click();
    await member.getByRole('menuitem', { name, exact: true }).click();
    await expect(member).toHaveURL(url);
    await waitForHydration(member);
    await expect(member.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectNoAxeViolations(member);
  }
});

test('filters, sort and period change the rows and the URL; Back and Forward restore them; a copied link reproduces the view', async ({ browser }) => {
  await member.goto(`${HOT}?site=TH`);
  await waitForRanking(member);
  const initial = await tableIds(member);
  expect(initial.length).toBeGreaterThan(10);

  // Three filters.
  const form = await filters(member);
  await form.getByLabel('Price from (THB)').fill('50');
  await form.getByLabel('Units sold from').fill('1');
  await form.getByLabel('Rating at least').fill('4');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(member).toHaveURL(/priceMin=50/);
  await expect(member).toHaveURL(/unitsMin=1/);
  await expect(member).toHaveURL(/ratingMin=4/);
  await waitForRanking(member);
  const filtered = await tableIds(member);
  expect(filtered).not.toEqual(initial);

  // A sort.
  await grid(member).getByRole('button', { name: /Sales value/ }).click();
  await expect(member).toHaveURL(/sort=gmv/);
  await waitForRanking(member);
  const sorted = await tableIds(member);
  expect(sorted).not.toEqual(filtered);

  // A period.
  await member.getByRole('radio', { name: '30 days' }).click();
  await expect(member).toHaveURL(/period=30/);
  await expect(member.getByRole('radio', { name: '30 days' })).toBeChecked();
  await waitForRanking(member);
  const monthly = await tableIds(member);
  const view = member.url();

  await member.goBack();
  await expect(member).not.toHaveURL(/period=30/);
  await waitForRanking(member);
  expect(await tableIds(member)).toEqual(sorted);
  await member.goBack();
  await expect(member).not.toHaveURL(/sort=gmv/);
  await waitForRanking(member);
  expect(await tableIds(member)).toEqual(filtered);
  await member.goForward();
  await member.goForward();
  await expect(member).toHaveURL(view);
  await waitForRanking(member);
  expect(await tableIds(member)).toEqual(monthly);

  // The copied link, opened in another browser context by a member with the same rights.
  const other = await openAs(browser, ULTIMATE);
  try {
    await other.goto(view);
    await waitForRanking(other);
    expect(await tableIds(other)).toEqual(monthly);
    await expect(other.getByRole('radio', { name: '30 days' })).toBeChecked();
    await expect((await filters(other)).getByLabel('Price from (THB)')).toHaveValue('50');
  } finally {
    await other.context().close();
  }
});

test('a trial account and an ultimate account see different depths, each told why', async () => {
  await trial.goto(`${HOT}?size=50&page=1`);
  await waitForRanking(trial);
  // Rows 51-... come with the starter plan (the trial reads 50).
  await expect(trial.getByText(/Rows 51–[\d,]+ come with the Starter edition\./)).toBeVisible();
  await expect(trial.getByTestId('ranking-pager').getByRole('link', { name: 'Page 2' })).toHaveCount(0);
  await member.goto(`${HOT}?size=50&page=1`);
  await waitForRanking(member);
  // The ultimate plan reads 2,000 rows; the small market's all-site list holds more, and says so.
  await expect(member.getByText(/Rows 2,001–[\d,]+ come with the Professional edition\./)).toBeVisible();
  await expect(member.getByText(/Starter edition/)).toHaveCount(0);
  await expect(member.getByTestId('ranking-pager').getByRole('link', { name: 'Page 2' })).toBeVisible();
  // The server, not the page, refuses the depth: the trial's page 2 holds no rows.
  const api = await trial.request.get('/api/workbench/ranking?page=2&size=50');
  const body = (await api.json()) as { payload: { rows: unknown[]; cut: { reason: string; allowed: number; unlockTier: string } } };
  expect(body.payload.rows).toHaveLength(0);
  expect(body.payload.cut).toMatchObject({ reason: 'plan', allowed: 50, unlockTier: 'starter' });
});

test('a visitor sees the preview and the login', async ({ page }) => {
  await page.goto(HOT);
  await waitForRanking(page);
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(page.getByText('You are seeing the first 10 rows. Log in to see more.')).toBeVisible();
  await expect(page.getByTestId('workbench-login')).toHaveAttribute('href', /\/workbench\/login\?redirect=%2Fworkbench%2Fproduct%2Fhot-sales-product/);
  await expectNoAxeViolations(page);
});

test("an exported CSV and XLSX hold exactly the table's filtered rows", async () => {
  // A narrow view, so the whole filtered set is one page of the table and every row is rendered (a
  // list from 100 rows renders only the rows near the window): the first units floor that leaves 1-90.
  let ids: string[] = [];
  for (const floor of [1, 5, 20, 50, 100, 200, 400, 800]) {
    await member.goto(`${HOT}?site=VN&unitsMin=${floor}&sort=units&size=200`);
    await waitForRanking(member);
    const status = (await member.getByTestId('ranking-pager').getByRole('status').textContent()) ?? '';
    const total = Number(/of ([\d,]+)/.exec(status)?.[1]?.replace(/,/g, '') ?? '0');
    if (total > 0 && total <= 90) {
      ids = await tableIds(member);
      expect(ids).toHaveLength(total);
      break;
    }
  }
  expect(ids.length).toBeGreaterThan(0);

  for (const [item, ext] of [
    ['CSV (opens in Excel)', 'csv'],
    ['Excel workbook (XLSX)', 'xlsx'],
  ] as const) {
    await member.getByRole('button', { name: 'Export' }).click();
    const download = member.waitForEvent('download');
    await member.getByRole('menuitem', { name: item }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^hot.*VN.*\\d{4}-\\d{2}-\\d{2}\\.${ext}$`));
    const path = await file.path();
    let exported: string[];
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
      exported = [];
      sheet.eachRow((row, n) => {
        if (n > 1) exported.push(String(row.getCell(idColumn).value));
      });
    }
    expect(exported).toEqual(ids);
  }
});

test('a contrast of three products', async () => {
  await member.goto(`${HOT}?site=MY`);
  await waitForRanking(member);
  const ids = (await tableIds(member)).slice(0, 3);
  await member.goto(`${CONTRAST}?ids=${ids.join(',')}`);
  const table = member.getByRole('table', { name: /comparison/i });
  await expect(table).toBeVisible();
  for (const id of ids) await expect(table.locator(`a[href*="id=${id}"]`).first()).toBeVisible();
  await expect(member.getByRole('figure').first()).toBeVisible();
  await expectNoAxeViolations(member);
});

test("the explanation's charts for 7, 30, 90 and 180 days", async () => {
  await member.goto(`${HOT}?site=SG`);
  await waitForRanking(member);
  const [id] = await tableIds(member);
  await member.goto(`${EXPLANATION}?id=${id}`);
  await expect(member.getByRole('heading', { level: 1, name: 'Product overview' })).toBeVisible();
  for (const days of [7, 30, 90, 180]) {
    await member.getByRole('link', { name: `${days} days`, exact: true }).click();
    await expect(member).toHaveURL(new RegExp(`days=${days}`));
    await expect(member.getByRole('link', { name: `${days} days`, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(member.getByTestId('history-charts')).toHaveAttribute('data-days', String(days));
    await expect(member.getByTestId('history-charts').getByRole('figure')).toHaveCount(4);
  }
  await expectNoAxeViolations(member);
});

for (const locale of ['th', 'zh'] as const) {
  test(`the ranking in ${locale}: no untranslated text`, async () => {
    await member.evaluate((code) => localStorage.setItem('language', code), locale);
    await member.context().addCookies([{ name: 'i18n_redirected', value: locale, url: member.url() }]);
    try {
      await member.goto(`${HOT}?site=TH`);
      await waitForRanking(member);
      await expect(member.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'th');
      await expect(member.getByRole('heading', { level: 1 })).toHaveText(translated(locale, 'Hot-selling products'));
      await expect(member.getByRole('form', { name: translated(locale, 'Filters') })).toBeVisible();
      // Every label, button and heading the page shows comes from the catalog (a missing message is
      // a console error, which fails the test): none of them reads as the English source.
      const texts = await member.locator('main').locator('h1, h2, label, button, th, [role="status"]').allInnerTexts();
      const english = ['Filters', 'Apply', 'Reset', 'Export', 'Columns', 'Period', 'Price', 'Units sold', 'Sales value', 'Rank', 'Product'];
      for (const text of texts) expect(english).not.toContain(text.trim());
    } finally {
      await member.evaluate(() => localStorage.setItem('language', 'en'));
      await member.context().addCookies([{ name: 'i18n_redirected', value: 'en', url: member.url() }]);
    }
  });
}
