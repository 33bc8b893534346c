// Issue 33 item 4: the method page on the built site, against the real server. A member opens it from
// an estimated figure's mark in a ranking and finds the figures of the table the accuracy bench wrote
// (read here from the file, not copied), and a shop's row its interval on hover; the public /method in Thai has no English left, and
// /m/method serves the same article. Member 13900000036 (ultimate), this file's own (demo-accounts.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { translated } from '../../../tools/e2e/catalog';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { logInMember, rankingGrid, waitForRanking } from '../../../tools/e2e/workbench-steps';

const MEMBER = demoPhone(36);
const HOT_PRODUCTS = '/workbench/product/hot-sales-product';
const HOT_SHOPS = '/workbench/store/hot-sales-store';

interface Figures {
  headMdape: number | null;
  tailWeeklyMdape: number | null;
  inInterval: number;
  days: number;
}
interface AccuracyTable {
  overall: Figures;
  bySite: Record<string, Figures>;
  byLevel: Record<string, Figures>;
  byBasis: Record<string, number>;
}

/** The table `npm run bench:accuracy` wrote (GET /api/method/accuracy answers it). */
const BENCH: AccuracyTable = JSON.parse(readFileSync(fileURLToPath(new URL('../../api-server/src/market/estimate/accuracy-table.json', import.meta.url)), 'utf8'));

const percent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** A row's cells as the English page writes them. */
const expectedCells = (f: Figures) => [
  f.headMdape === null ? '–not measured in this group' : percent.format(f.headMdape),
  f.tailWeeklyMdape === null ? '–not measured in this group' : percent.format(f.tailWeeklyMdape),
  percent.format(f.inInterval),
  f.days.toLocaleString('en-US'),
];
const cellsOf = (row: Locator) => row.getByRole('cell').allTextContents();

test.describe.configure({ mode: 'serial', timeout: 150_000 });

async function expectBenchFigures(page: Page): Promise<void> {
  const table = page.getByTestId('accuracy-table');
  await expect(table).toBeVisible();
  expect(await cellsOf(table.locator('[data-accuracy-row="overall"]'))).toEqual(expectedCells(BENCH.overall));
  for (const [level, f] of Object.entries(BENCH.byLevel)) expect(await cellsOf(table.locator(`[data-accuracy-row="level-${level}"]`))).toEqual(expectedCells(f));
  for (const [site, f] of Object.entries(BENCH.bySite)) expect(await cellsOf(table.locator(`[data-accuracy-row="site-${site}"]`))).toEqual(expectedCells(f));
  const bases = page.getByTestId('basis-table');
  for (const [basis, share] of Object.entries(BENCH.byBasis)) await expect(bases.locator(`[data-basis-row="${basis}"] td`)).toHaveText(percent.format(share));
}

test("a member opens the method page from a figure's mark in a ranking and finds the bench's figures", async ({ page }) => {
  await logInMember(page, MEMBER);
  await page.goto(HOT_PRODUCTS);
  // A fresh data folder imports the market first (about 1.5 minutes on a loaded machine).
  await expect(rankingGrid(page)).toBeVisible({ timeout: 120_000 });
  await waitForRanking(page);
  // Units are estimated: the column's mark; the price is measured: none.
  const unitsHeader = rankingGrid(page).getByRole('columnheader', { name: /^Units sold/ });
  const mark = unitsHeader.locator('a[data-estimate-mark]');
  await expect(rankingGrid(page).getByRole('columnheader', { name: /^Price/ }).locator('a[data-estimate-mark]')).toHaveCount(0);
  await mark.hover();
  await expect(page.getByRole('tooltip')).toContainText('Estimated by our method, not a counter the marketplace shows.');
  // A product row's units carry their own interval (the answer's), said on hover.
  const rowMark = rankingGrid(page).locator('tbody tr[role="row"]').first().getByRole('link', { name: 'Estimated: how we estimate' }).first();
  await rowMark.hover();
  await expect(page.getByRole('tooltip')).toContainText(/Estimated: likely between [\d,.K]+ and [\d,.K]+\./);
  await mark.click();
  await expect(page).toHaveURL(/\/workbench\/method$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'How our figures are made' })).toBeVisible();
  await expectBenchFigures(page);
  // The side navigation leads there too.
  await expect(page.getByRole('navigation', { name: 'Workbench' }).getByRole('link', { name: 'How our figures are made' })).toHaveAttribute('href', /\/workbench\/method\?urlCode=/);
  await expectNoAxeViolations(page);
  // A shop's units carry its products' intervals summed (the derive's), said on hover as a product's.
  await page.goto(HOT_SHOPS);
  await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated', { timeout: 30_000 });
  await waitForRanking(page);
  await rankingGrid(page).locator('tbody tr[role="row"]').first().getByRole('link', { name: 'Estimated: how we estimate' }).first().hover();
  await expect(page.getByRole('tooltip')).toContainText(/Estimated: likely between [\d,.K]+ and [\d,.K]+\./);
});

test('the public method page is server-rendered for search engines, with its own title, description and canonical link', async ({ page, request }) => {
  const html = await (await request.get('/method')).text();
  expect(html).toMatch(/<title>How our figures are made · SeaLens<\/title>/);
  expect(html).toMatch(/<meta name="description" content="What our crawler sees on the marketplaces/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/method"/);
  expect(html).not.toContain('noindex');
  // The figures are in the first HTML, not fetched after.
  expect(html).toContain('data-testid="accuracy-table"');
  expect(html).toContain(percent.format(BENCH.overall.inInterval));
  await page.goto('/method');
  await expectBenchFigures(page);
  await expectNoAxeViolations(page);
  // The mobile site's content page shows the same article.
  await page.goto('/m/method');
  await expect(page.getByRole('heading', { level: 1, name: 'How our figures are made' })).toBeVisible();
  await expect(page.getByTestId('accuracy-table').locator('[data-accuracy-row="overall"] td').nth(2)).toHaveText(percent.format(BENCH.overall.inInterval));
});

test('the public method page in Thai has no English left', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('language', 'th'));
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'th', url: page.url() }]);
  await page.goto('/method');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('heading', { level: 1, name: translated('th', 'How our figures are made') })).toBeVisible();
  // "1.2k" and "10k+" are how the sites write their counters, not English; TikTok Shop is the marketplace's name.
  const text = (await page.locator('main').innerText()).replace(/\d+(\.\d)?k\+?/g, '').replace(/TikTok Shop/g, '');
  expect(text.match(/[A-Za-z]{2,}/g)).toBeNull();
  await expect(page.getByTestId('accuracy-table').locator('[data-accuracy-row="site-MX"] th')).toHaveText(translated('th', 'Mexico'));
  await expectNoAxeViolations(page);
});
