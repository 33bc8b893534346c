// Issue 29 item 2: the workbench's hot search words on the built site, against the real server and data.
// Member 13900000032 (ultimate), this file's own (demo-accounts.ts), is logged in by each test.
import type { Page } from '@playwright/test';
import { blueOceanIndex } from '@sealens/domain';
import { translated } from '../../../tools/e2e/catalog';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { logInMember, rankingGrid, rankingIds, waitForRanking } from '../../../tools/e2e/workbench-steps';

const ULTIMATE = demoPhone(32);
const HOT = '/workbench/hot-search-word/hot-sales-word';
const EXPLANATION = '/workbench/hot-search-word/hot-search-word-explanation';
const CONTRAST = '/workbench/hot-search-word/hot-search-word-contrast';

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const grid = rankingGrid;
const tableIds = (page: Page) => rankingIds(page, 'hot-search-word-explanation');
const logIn = (page: Page) => logInMember(page, ULTIMATE);

interface WordRow {
  id: string;
  keyword: string;
  searchGrowth30: number | null;
  productBaseGrowth: number | null;
  salesPerShop: number | null;
  blueOcean: number | null;
}

test('a member opens each search-word page from the side navigation', async ({ page }) => {
  await logIn(page);
  await page.goto('/workbench/home');
  const nav = page.getByRole('navigation', { name: 'Workbench' }).getByRole('region', { name: 'Hot search words' });
  const pages = [
    ['Hot word overview', /\/workbench\/hot-search-word\/hot-search-word-explanation/, false],
    ['Hot-selling words', /\/workbench\/hot-search-word\/hot-sales-word/, true],
    ['Soaring hot words', /\/workbench\/hot-search-word\/soaring-hot-word/, true],
    ['Hot new words', /\/workbench\/hot-search-word\/hot-sales-new-word/, true],
    ['Hot word comparison', /\/workbench\/hot-search-word\/hot-search-word-contrast/, false],
  ] as const;
  for (const [name, url, ranking] of pages) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    if (ranking) {
      await waitForRanking(page);
      await expect(grid(page).getByRole('columnheader', { name: /Search index/ }).first()).toBeVisible();
      await expect(grid(page).getByRole('columnheader', { name: /Recommended bid/ })).toBeVisible();
      await expect(grid(page).getByRole('columnheader', { name: /Top products/ })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    await expect(nav.getByRole('link', { name, exact: true })).not.toContainText('Coming');
  }
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

  await page.getByRole('radio', { name: '30 days' }).click();
  await expect(page).toHaveURL(/period=30/);
  await waitForRanking(page);
  const monthly = await tableIds(page);
  expect(monthly.length).toBeGreaterThan(0);

  // The first row opens the word's explanation: its search figures and charts, what it finds, its related searches.
  const first = monthly[0] ?? '';
  const link = grid(page).locator(`tbody a[href*="hot-search-word-explanation?id=${first}"]`).first();
  const word = ((await link.textContent()) ?? '').trim();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${EXPLANATION}\\?id=${first}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Hot word overview' })).toBeVisible();
  await expect(page.getByRole('region', { name: word })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'The products it finds' })).toBeVisible();
  // Search index, bid and product base by day.
  await expect(page.getByTestId('history-charts').getByRole('figure')).toHaveCount(3);
  await expectNoAxeViolations(page);
});

test('the rows carry the blue-ocean inputs, and the index is theirs', async ({ page }) => {
  await logIn(page);
  const answer = (await (await page.request.get('/api/workbench/ranking?entity=keyword&period=30&size=200')).json()) as { payload: { rows: WordRow[] } };
  const rows = answer.payload.rows;
  expect(rows.length).toBeGreaterThan(50);
  for (const row of rows) expect(row.blueOcean).toBe(blueOceanIndex({ searchGrowth: row.searchGrowth30, productBaseGrowth: row.productBaseGrowth, salesPerShop: row.salesPerShop }));
  const indexed = rows.find((r) => r.blueOcean !== null);
  expect(indexed).toBeDefined();
  // The explanation shows the inputs beside the index.
  await page.goto(`${EXPLANATION}?id=${indexed?.id ?? ''}`);
  const card = page.getByRole('region', { name: indexed?.keyword ?? '' });
  await expect(card.getByRole('heading', { name: 'Blue-ocean index' })).toBeVisible();
  await expect(card.getByText('Units per shop', { exact: true })).toBeVisible();
  await expect(card.getByText('Index', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText((indexed?.blueOcean ?? 0).toFixed(2));
});

test('the comparison puts three words side by side', async ({ page }) => {
  await logIn(page);
  const ranking = (await (await page.request.get('/api/workbench/ranking?entity=keyword&site=VN&period=30')).json()) as { payload: { rows: WordRow[] } };
  const three = ranking.payload.rows.slice(0, 3);
  expect(three).toHaveLength(3);
  await page.goto(`${CONTRAST}?ids=${three.map((w) => w.id).join(',')}`);
  const table = page.getByRole('table', { name: /Search word comparison/ });
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  for (const word of three) await expect(table.getByRole('link', { name: word.keyword })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Product base/ })).toBeVisible();
  await page.getByRole('radio', { name: 'Recommended bid' }).click();
  await expect(page).toHaveURL(/metric=recommendedBid/);
  await expectNoAxeViolations(page);
});

test('a search-word page in Thai has no untranslated text of its own', async ({ page }) => {
  await logIn(page);
  await page.evaluate(() => localStorage.setItem('language', 'th'));
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'th', url: page.url() }]);
  await page.goto(`${HOT}?site=TH`);
  await waitForRanking(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1, name: translated('th', 'Hot-selling words') })).toBeVisible();
  for (const column of ['Product base', 'Recommended bid', 'Top products']) {
    await expect(grid(page).getByRole('columnheader', { name: new RegExp(translated('th', column).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
    await expect(grid(page).getByRole('columnheader', { name: column })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});
