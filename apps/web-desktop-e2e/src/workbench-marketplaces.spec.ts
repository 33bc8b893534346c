// Issue 32 item 3: spec §2's marketplace lists, defined but not placed in the header, on the built
// site against the real server and data: the first marketplace's five (/workbench/Shopee/...) and the
// second's two (/workbench/Lazada/...); and issue 32's walk of every data-menu target and marketplace list.
// Member 13900000044 (ultimate), this file's own (demo-accounts.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { translated } from '../../../tools/e2e/catalog';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { logInMember, rankingGrid, rankingIds, waitForRanking } from '../../../tools/e2e/workbench-steps';

const ULTIMATE = demoPhone(44);
/** A page's data while the first start's history import holds the derived tables (its derive swaps them). */
const LOAD = { timeout: 30_000 };

test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** Each list: its address, its heading, the explanation page its rows open, and the site it is read for. */
const LISTS = [
  ['Shopee/hotProduct', 'Shopee: Hot-selling products', 'product/product-explanation', 'TH'],
  ['Shopee/surgeProduct', 'Shopee: Soaring products', 'product/product-explanation', 'TH'],
  ['Shopee/newDesign', 'Shopee: Hot new products', 'product/product-explanation', 'TH'],
  ['Shopee/likeRanke', 'Shopee: Most-liked products', 'product/product-explanation', 'TH'],
  ['Shopee/keyWordRanke', 'Shopee: Hot-selling words', 'hot-search-word/hot-search-word-explanation', 'TH'],
  // The second marketplace's (issue 32 item 3): a Lazada site's rows, its explanation an LZ- product's.
  ['Lazada/hotProduct', 'Lazada: Hot-selling products', 'product/product-explanation', 'LZ-TH'],
  ['Lazada/surgeProduct', 'Lazada: Soaring products', 'product/product-explanation', 'LZ-TH'],
] as const;

/** The short-video marketplace's four lists (issue 32 item 4; spec §2), a page kind of their own. */
const TIKTOK_LISTS = ['Tiktok/commodityList', 'Tiktok/storeList', 'Tiktok/videoChart', 'Tiktok/talentList'] as const;

test("each marketplace list opened by its address shows a site's rows for a period, keeps its filters in the URL, and a row opens its explanation", async ({ page }) => {
  await logInMember(page, ULTIMATE);
  for (const [path, heading, explanation, site] of LISTS) {
    await page.goto(`/workbench/${path}?site=${site}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(LOAD);
    await expect(page.locator('html[data-started="hydrated"]')).toBeAttached(LOAD);
    await waitForRanking(page, LOAD.timeout);
    await page.getByRole('radio', { name: '30 days' }).click();
    await expect(page).toHaveURL(new RegExp(`/workbench/${path}\\?(.*&)?site=${site}(&|$)`), LOAD);
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
    // A Lazada row's explanation is its LZ- product's, in its site's currency.
    if (site !== 'TH') await expect(page.getByText('Lazada Thailand').first()).toBeVisible(LOAD);
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

/** The data menu's workbench targets (spec §2), read from its source: every `to` that is not an external link. */
function dataMenuTargets(): string[] {
  const source = readFileSync(fileURLToPath(new URL('../../web-desktop/src/features/header/data-menu.ts', import.meta.url)), 'utf8');
  return [...source.matchAll(/\{ label: msg`[^`]*`, to: '([^']+)'( \})?/g)].filter((m) => m[2]).map((m) => m[1] as string);
}

test("walks every data-menu target and the eleven marketplace lists as a member: each answers its page, none the 404 (issue 32)", async ({ page }) => {
  await logInMember(page, ULTIMATE);
  const menu = dataMenuTargets();
  // Spec §2's 59 workbench targets (its five external links aside).
  expect(menu).toHaveLength(59);
  const lists = [...LISTS.map(([path]) => path), ...TIKTOK_LISTS];
  expect(lists).toHaveLength(11);
  const headings = new Map<string, string>(LISTS.map(([path, heading]) => [path, heading]));
  // The server-rendered pages with the member's session (the browser's cookies): their status and heading, not their data.
  const failures: string[] = [];
  for (const path of [...menu, ...lists]) {
    const response = await page.request.get(`/workbench/${path}`, { maxRedirects: 5 });
    const html = await response.text();
    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').trim();
    const expected = headings.get(path);
    if (response.status() !== 200 || !h1 || (expected && h1 !== expected)) failures.push(`${path}: ${response.status()} ${h1 ?? '(no heading)'}`);
  }
  expect(failures).toEqual([]);
});
