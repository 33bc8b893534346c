// Issue 29 item 3: the workbench's brand pages (the brand-analysis group and the shop group's brand
// rankings) on the built site, against the real server and data. Member 13900000033 (ultimate), this
// file's own (demo-accounts.ts), is logged in by each test.
import type { Page } from '@playwright/test';
import { translated } from '../../../tools/e2e/catalog';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { logInMember, rankingGrid, waitForRanking } from '../../../tools/e2e/workbench-steps';

const ULTIMATE = demoPhone(33);
const HOT = '/workbench/brandAnalysis/hot-sales-brand';
const SITE_HOT = '/workbench/brandAnalysis/site-hot-sales-brand';
const STORE_HOT = '/workbench/store/hot-sales-brand';

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const grid = rankingGrid;
const logIn = (page: Page) => logInMember(page, ULTIMATE);

/** The brands of the table, as their links name them (a row of all sites or of one site). */
async function brandIds(page: Page): Promise<string[]> {
  const hrefs = await grid(page).locator('tbody a[href*="brandAnalysis/brand-"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => new URL(href, 'http://x').searchParams.get('id') ?? '');
}

/** Every brand page: its group in the side navigation, its link, its address, whether it is a ranking. */
const PAGES = [
  ['Brand analysis', 'Hot-selling brands', /\/workbench\/brandAnalysis\/hot-sales-brand/, true],
  ['Brand analysis', 'Soaring brands', /\/workbench\/brandAnalysis\/soaring-brand/, true],
  ['Brand analysis', 'Site hot-selling brands', /\/workbench\/brandAnalysis\/site-hot-sales-brand\?.*site=BR/, true],
  ['Brand analysis', 'All-site brand analysis', /\/workbench\/brandAnalysis\/brand-all-site-analysis/, false],
  ['Brand analysis', 'Site brand analysis', /\/workbench\/brandAnalysis\/brand-site-analysis/, false],
  ['Shop analysis', 'Hot-selling brands', /\/workbench\/store\/hot-sales-brand/, true],
  ['Shop analysis', 'Soaring brands', /\/workbench\/store\/soaring-brand/, true],
] as const;

test('a member opens every brand page from the side navigation', async ({ page }) => {
  await logIn(page);
  await page.goto('/workbench/home');
  const nav = page.getByRole('navigation', { name: 'Workbench' });
  for (const [group, name, url, ranking] of PAGES) {
    const link = nav.getByRole('region', { name: group }).getByRole('link', { name, exact: true });
    await expect(link).not.toContainText('Coming');
    await link.click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (ranking) {
      await waitForRanking(page);
      await expect(grid(page).getByRole('columnheader', { name: /Shops/ })).toBeVisible();
      await expect(grid(page).getByRole('columnheader', { name: /Top category/ })).toBeVisible();
    } else {
      // Without an id: the picker.
      await expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toBeVisible();
    }
    await expectNoAxeViolations(page);
  }
});

test("every brand page opens from the header's data menu", async ({ page }) => {
  await logIn(page);
  for (const [, name, url] of PAGES) {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Data', exact: true }).click();
    // "Hot-selling brands" is in two groups: the link of this page's address.
    const path = url.source.replace(/\\\//g, '/').replace(/\\\?.*$/, '').replace('/workbench/', '');
    await page.getByRole('menuitem', { name, exact: true }).and(page.locator(`[href*="${path}"]`)).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('site and period change the rows and the URL; the shop group leads with shops and products', async ({ page }) => {
  await logIn(page);
  await page.goto(HOT);
  await waitForRanking(page);
  const all = await brandIds(page);
  expect(all.length).toBeGreaterThan(5);
  // All sites: in US dollars, each row to the all-sites overview.
  await expect(grid(page).locator('tbody tr').first()).toContainText('USD');
  await expect(grid(page).locator('tbody a[href*="brand-all-site-analysis"]').first()).toBeVisible();

  const scope = page.getByTestId('workbench-scope');
  await scope.getByRole('combobox').first().click();
  await page.getByRole('option', { name: 'Thailand', exact: true }).click();
  await expect(page).toHaveURL(/site=TH/);
  await waitForRanking(page);
  const thai = await brandIds(page);
  expect(thai).not.toEqual(all);
  await expect(grid(page).locator('tbody tr').first()).toContainText('THB');
  const api = (await (await page.request.get('/api/workbench/ranking?entity=brand&site=TH')).json()) as { payload: { rows: { id: string }[] } };
  expect(thai).toEqual(api.payload.rows.map((r) => r.id).slice(0, thai.length));

  await page.getByRole('radio', { name: '30 days' }).click();
  await expect(page).toHaveURL(/period=30/);
  await waitForRanking(page);
  expect(await brandIds(page)).not.toEqual(thai);

  await page.goto(`${STORE_HOT}?site=VN`);
  await waitForRanking(page);
  const heads = (await grid(page).getByRole('columnheader').allTextContents()).map((t) => t.replace(/[▲▼↕]/g, '').trim());
  // After the follow star's column (issue 31).
  expect(heads.slice(0, 5)).toEqual(['Follow', 'Rank', 'Brand', 'Shops', 'Active products']);
  await expectNoAxeViolations(page);
});

test("a row opens its brand's overview: its sales, its shops, its categories and its share of each", async ({ page }) => {
  await logIn(page);
  await page.goto(`${SITE_HOT}?site=TH&period=30`);
  await waitForRanking(page);
  const [first] = await brandIds(page);
  expect(first).toBeTruthy();
  await grid(page).locator(`tbody a[href*="brand-site-analysis?id=${first}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`brand-site-analysis\\?id=${first}&site=TH`));
  await expect(page.getByRole('heading', { level: 1, name: 'Brand analysis, one site' })).toBeVisible();
  await expect(page.getByTestId('history-charts').getByRole('figure').first()).toBeVisible();
  // Its shops lead to the shop overview.
  await expect(page.getByRole('table', { name: "Shops selling the brand's products, last 30 days" }).locator('a[href*="store-explanation"]').first()).toBeVisible();
  // Its categories: the page's shares are the API's.
  const summary = (await (await page.request.get(`/api/workbench/item?entity=brand&id=${first}&site=TH`)).json()) as {
    payload: { categories: { categoryId: number; share: number; marketShare: number | null }[] };
  };
  const table = page.getByRole('table', { name: "The brand's sales by category and its share of each category, last 30 days" });
  await expect(table.locator('tbody tr')).toHaveCount(summary.payload.categories.length);
  const [top] = summary.payload.categories;
  if (!top) throw new Error('the brand sold in no category');
  const cells = await table.locator('tbody tr').first().getByRole('cell').allTextContents();
  expect(cells[2]).toContain(`${top.share.toFixed(1)}%`);
  expect(cells[3]).toContain(top.marketShare === null ? '-' : `${top.marketShare.toFixed(1)}%`);
  await expectNoAxeViolations(page);

  // Over all sites: in dollars, with each site's part.
  await page.goto(`/workbench/brandAnalysis/brand-all-site-analysis?id=${first}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Brand analysis, all sites' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Sales by site, last 30 days' }).getByRole('rowheader', { name: 'Thailand' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a brand ranking in Thai has no untranslated text of its own', async ({ page }) => {
  await logIn(page);
  await page.evaluate(() => localStorage.setItem('language', 'th'));
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'th', url: page.url() }]);
  await page.goto(`${HOT}?site=TH`);
  await waitForRanking(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1, name: translated('th', 'Hot-selling brands') })).toBeVisible();
  for (const column of ['Top category', 'Active products']) {
    await expect(grid(page).getByRole('columnheader', { name: new RegExp(translated('th', column).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
    await expect(grid(page).getByRole('columnheader', { name: column })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});
