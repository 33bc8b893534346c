// Issue 29 items 5 and 6: the blue-ocean words, the real-time category ranking and the search on the
// built site, against the real server and data. Member 13900000035 (ultimate), this file's own
// (demo-accounts.ts), is logged in by each test.
import type { Page } from '@playwright/test';
import { blueOceanIndex } from '@sealens/domain';
import { translated } from '../../../tools/e2e/catalog';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { gridRows, logInMember, rankingGrid, waitForRanking } from '../../../tools/e2e/workbench-steps';

const ULTIMATE = demoPhone(35);
const REALTIME = '/workbench/raking/category-real-time';
const SEARCH = '/workbench/search/search';
const BLUE_OCEAN = '/workbench/blue-ocean/blue-ocean-words';

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const grid = rankingGrid;
const logIn = (page: Page) => logInMember(page, ULTIMATE);

/** The cell of a column by its name (a sortable column's header also holds its sort button's words). */
const cellOf = (row: Record<string, string>, name: string) => Object.entries(row).find(([header]) => header.startsWith(name))?.[1] ?? '';

/**
 * How far each header name's text stays inside its header cell, top and bottom (px): the least of any
 * column's. Measured on the text itself (a range over its visible text nodes), not on the cell.
 */
async function headerTextRoom(page: Page): Promise<{ top: number; bottom: number; column: string }> {
  return grid(page).evaluate((table) => {
    let least = { top: Infinity, bottom: Infinity, column: '' };
    for (const th of table.querySelectorAll('[role="columnheader"]')) {
      const cell = th.getBoundingClientRect();
      const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      let top = Infinity;
      let bottom = -Infinity;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects()) {
          top = Math.min(top, box.top);
          bottom = Math.max(bottom, box.bottom);
        }
      }
      if (top === Infinity) continue;
      const room = { top: top - cell.top, bottom: cell.bottom - bottom, column: th.textContent ?? '' };
      if (Math.min(room.top, room.bottom) < Math.min(least.top, least.bottom)) least = room;
    }
    return least;
  });
}

/** A figure as the English page writes it ("+12.34%", "1,234.5"). */
const figure = (text: string) => Number(text.replace(/[+,%\s]/g, ''));

test('a member opens the real-time ranking, the search and the blue-ocean words from the side navigation', async ({ page }) => {
  await logIn(page);
  await page.goto('/workbench/home');
  const nav = page.getByRole('navigation', { name: 'Workbench' });
  const pages = [
    ['Real-time ranking', 'Category real-time ranking', /\/workbench\/raking\/category-real-time/],
    ['Real-time ranking', 'Real-time search', /\/workbench\/search\/search\?name=&type=6/],
    ['Blue ocean', 'Blue-ocean words', /\/workbench\/blue-ocean\/blue-ocean-words/],
  ] as const;
  for (const [group, name, url] of pages) {
    const link = nav.getByRole('region', { name: group }).getByRole('link', { name, exact: true });
    await expect(link).not.toContainText('Coming');
    await link.click();
    // A kind's first page loads its chunk and its data before the address changes (a loaded machine: seconds).
    await expect(page).toHaveURL(url, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test("each opens from the header's data menu", async ({ page }) => {
  await logIn(page);
  for (const [name, url] of [
    ['Category real-time ranking', /\/workbench\/raking\/category-real-time/],
    ['Real-time search', /\/workbench\/search\/search\?name=&type=6/],
    ['Blue-ocean words', /\/workbench\/blue-ocean\/blue-ocean-words/],
  ] as const) {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Data', exact: true }).click();
    await page.getByRole('menuitem', { name, exact: true }).click();
    await expect(page).toHaveURL(url, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
});

test("the real-time ranking names its day and import time, and a site or category changes its rows and URL", async ({ page }) => {
  await logIn(page);
  await page.goto(REALTIME);
  await waitForRanking(page);
  const all = await gridRows(page);
  expect(all.length).toBeGreaterThan(5);
  const answer = (await (await page.request.get('/api/workbench/realtime?site=TH')).json()) as { payload: { day: string; importedAt: string; rows: { categoryId: number; units: number }[] } };
  const scope = page.getByTestId('realtime-scope');
  await scope.getByRole('combobox').first().click();
  await page.getByRole('option', { name: 'Thailand', exact: true }).click();
  await expect(page).toHaveURL(/site=TH/);
  await waitForRanking(page);
  const thai = await gridRows(page);
  expect(thai.map((r) => cellOf(r, 'Units sold'))).not.toEqual(all.map((r) => cellOf(r, 'Units sold')));
  expect(thai).toHaveLength(answer.payload.rows.length);
  // The stamp names the day the figures describe and when its feed came in.
  const stamp = page.getByTestId('realtime-stamp');
  await expect(stamp.locator(`time[datetime="${answer.payload.day}"]`)).toBeVisible();
  await expect(stamp.locator(`time[datetime="${answer.payload.importedAt}"]`)).toBeVisible();
  await expect(stamp).toContainText("the marketplace's totals");
  // A category opens its sub-categories, from our products' day figures.
  const first = grid(page).locator('tbody tr[role="row"]').first().getByRole('gridcell').nth(1).getByRole('link');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`site=TH&cat=${answer.payload.rows[0]?.categoryId}`));
  await waitForRanking(page);
  await expect(stamp).toContainText('sums of the products in our data');
  expect((await gridRows(page)).length).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to all categories' }).click();
  await expect(page).toHaveURL(/category-real-time\?site=TH$/);
});

test('the search finds a product, a shop, a word, a brand and a category by a name, and opens it', async ({ page }) => {
  await logIn(page);
  await page.goto(`${SEARCH}?name=&type=6`);
  await expect(page.getByText("Type words of a product's title, of a shop's, a brand's or a category's name or a search word, or an id, and search.")).toBeVisible();
  await expectNoAxeViolations(page);
  const first = async (entity: string) => {
    const answer = (await (await page.request.get(`/api/workbench/ranking?entity=${entity}&site=VN&period=30`)).json()) as { payload: { rows: { id: string; title?: string; name?: string; keyword?: string }[] } };
    const row = answer.payload.rows[0];
    return { id: row?.id ?? '', name: row?.title ?? row?.name ?? row?.keyword ?? '' };
  };
  for (const [entity, group, explanation] of [
    ['product', 'Products', 'product/product-explanation'],
    ['shop', 'Shops', 'store/store-explanation'],
    ['keyword', 'Search words', 'hot-search-word/hot-search-word-explanation'],
    // A brand opens on the site it sells most on: its link adds that site.
    ['brand', 'Brands', 'brandAnalysis/brand-site-analysis'],
  ] as const) {
    const item = await first(entity);
    expect(item.name).not.toBe('');
    // From the keyboard: the name typed, Enter.
    const field = page.getByRole('searchbox', { name: 'Name' });
    await field.fill(item.name);
    await field.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('name')).toBe(item.name.trim());
    expect(new URL(page.url()).searchParams.get('type')).toBe('6');
    const results = page.getByRole('region', { name: new RegExp(`^${group} \\(`) });
    const href = `/workbench/${explanation}?id=${item.id}`;
    const link = results.locator(`a[href="${href}"], a[href^="${href}&"]`).first();
    await expect(link).toBeVisible();
    await expectNoAxeViolations(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/workbench/${explanation}\\?id=${item.id}(&|$)`));
    // Back on the search page, with its results shown, before the next name is typed (a reader sees the page
    // first): typed while the way back still loaded, the search field took the returning page's name again.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${SEARCH}\\?`));
    await expect(results).toBeVisible();
  }
  // A category (issue 29 item 6): found over all sites, it says so (no site it does not have) and opens
  // the all-sites industry overview.
  const field = page.getByRole('searchbox', { name: 'Name' });
  await field.fill('home living');
  await field.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('name')).toBe('home living');
  const categories = page.getByRole('region', { name: /^Categories \(/ });
  const category = categories.locator('a[href="/workbench/industry/industry-explanation?id=99997"]');
  await expect(category).toHaveText(/^Home living\s*All sites$/);
  await expectNoAxeViolations(page);
  await category.click();
  await expect(page).toHaveURL(/\/workbench\/industry\/industry-explanation\?id=99997$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Industry overview' })).toBeVisible();
  await page.goBack();
  // Type 5 is the categories alone.
  await page.goto(`${SEARCH}?name=home&type=5`);
  await expect(page.getByRole('region', { name: /^Categories \(2\)/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Products \(/ })).toHaveCount(0);
  // One entity only: type 2 is the shops.
  await page.goto(`${SEARCH}?name=a&type=2`);
  await expect(page.getByRole('region', { name: /^Shops \(/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Products \(/ })).toHaveCount(0);
  await page.goto(`${SEARCH}?name=${encodeURIComponent('zzqx no such name')}&type=6`);
  await expect(page.getByRole('status')).toHaveText('Nothing matches “zzqx no such name”.');
});

test("the blue-ocean words show every input of the index, each row's index recomputed from them; the site changes rows and URL", async ({ page }) => {
  await logIn(page);
  await page.goto(BLUE_OCEAN);
  await waitForRanking(page);
  await expect(page.getByRole('region', { name: 'How the blue-ocean index is computed' })).toContainText('B = (100 + g) ÷ (100 + c) × log10(1 + u)');
  const rows = await gridRows(page);
  expect(rows.length).toBeGreaterThan(5);
  const indexes: number[] = [];
  for (const row of rows) {
    const index = figure(cellOf(row, 'Blue-ocean index'));
    const inputs = { searchGrowth: figure(cellOf(row, 'Search index growth, 30 days')), productBaseGrowth: figure(cellOf(row, 'Product base growth, 30 days')), salesPerShop: figure(cellOf(row, 'Units per shop')) };
    expect(Object.values(inputs).every(Number.isFinite), JSON.stringify(row)).toBe(true);
    expect(blueOceanIndex(inputs), cellOf(row, 'Search word')).toBe(index);
    indexes.push(index);
  }
  expect(indexes).toEqual([...indexes].sort((a, b) => b - a));
  await expectNoAxeViolations(page);

  const scope = page.getByTestId('workbench-scope');
  await scope.getByRole('combobox').first().click();
  // A site other than the first row's: its list cannot be the same.
  const [site, code] = cellOf(rows[0] ?? {}, 'Site') === 'Vietnam' ? ['Thailand', 'TH'] : ['Vietnam', 'VN'];
  await page.getByRole('option', { name: site, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`blue-ocean-words\\?site=${code}`));
  await waitForRanking(page);
  const one = await gridRows(page);
  expect(one.map((r) => cellOf(r, 'Search word'))).not.toEqual(rows.map((r) => cellOf(r, 'Search word')));
  expect(one.every((r) => cellOf(r, 'Site') === site)).toBe(true);
});

test("the blue-ocean words are over the index's 30 days whatever the address says, and their header names have room", async ({ page }) => {
  await logIn(page);
  await page.goto(`${BLUE_OCEAN}?period=7`);
  await waitForRanking(page);
  // The stamp names the 30 days the index and every figure are over, not the address's 7.
  await expect(page.getByTestId('data-day-stamp')).toContainText(/\(30 days: /);
  // No period switch pretends to change them: the top bar says the period in words instead.
  const scope = page.getByTestId('workbench-scope');
  await expect(scope.getByRole('radio')).toHaveCount(0);
  await expect(scope.getByTestId('workbench-fixed-period')).toHaveText('Period: the last 30 days, always: the blue-ocean index is computed over them.');
  // The three-line "Units of its top products, 30 days" keeps clear of the header's edges.
  await expect(grid(page).getByRole('columnheader', { name: /^Units of its top products, 30 days/ })).toBeVisible();
  const room = await headerTextRoom(page);
  expect(Math.min(room.top, room.bottom), room.column).toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(page);
});

test('the blue-ocean words in Thai have no untranslated text of their own', async ({ page }) => {
  await logIn(page);
  await page.evaluate(() => localStorage.setItem('language', 'th'));
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'th', url: page.url() }]);
  await page.goto(`${BLUE_OCEAN}?site=TH`);
  await waitForRanking(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1, name: translated('th', 'Blue-ocean words') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: translated('th', 'How the blue-ocean index is computed') })).toBeVisible();
  for (const column of ['Units per shop', 'Blue-ocean index']) {
    await expect(grid(page).getByRole('columnheader', { name: translated('th', column) })).toBeVisible();
    await expect(grid(page).getByRole('columnheader', { name: column })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});
