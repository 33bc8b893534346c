// Issue 32 items 1 and 5: the live analysis pages and the operation aids on the built site, against
// the real server and data. Member 13900000040 (ultimate), this file's own (demo-accounts.ts).
import type { Page } from '@playwright/test';
import { SITE_CODES } from '@sealens/domain';
import { translated } from '../../../tools/e2e/catalog';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { logInMember } from '../../../tools/e2e/workbench-steps';

const ULTIMATE = demoPhone(40);
/** A page's data while the first start's history import holds the derived tables (its derive swaps them). */
const LOAD = { timeout: 30_000 };

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const logIn = (page: Page) => logInMember(page, ULTIMATE);
/** A breakdown table's exact sales values (its <data> values). */
const breakdownSales = (page: Page, key: 'sites' | 'categories' | 'hours') =>
  page.locator(`[data-breakdown="${key}"] tbody data`).evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('value'))));
const sum = (values: readonly number[]) => values.reduce((t, v) => t + v, 0);
const listRows = (page: Page) => page.locator('[data-live-list] tbody tr');

test('every live page from the data menu shows a site and period, keeps its filters in the URL, and its rows open their explanation', async ({ page }) => {
  await logIn(page);
  await page.goto('/');
  await page.locator('header').getByRole('button', { name: 'Data' }).click();
  await page.getByRole('menuitem', { name: 'All-site live analysis', exact: true }).click();
  await expect(page).toHaveURL(/\/workbench\/live\/live-all-site-analysis/, LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'All-site live analysis' })).toBeVisible(LOAD);
  // All sites in US dollars; the sites, the categories and the hours each add up to the same sales value.
  await expect(page.locator('[data-figure="gmv"]')).toContainText('USD', LOAD);
  const bySite = sum(await breakdownSales(page, 'sites'));
  expect(bySite).toBeGreaterThan(0);
  expect(sum(await breakdownSales(page, 'categories'))).toBeCloseTo(bySite, 0);
  expect(sum(await breakdownSales(page, 'hours'))).toBeCloseTo(bySite, 0);
  await expect(listRows(page).first()).toBeVisible();
  await expectNoAxeViolations(page);

  const nav = page.getByRole('navigation', { name: 'Workbench' }).getByRole('region', { name: 'Live analysis' });
  await expect(nav.getByRole('link', { name: /Coming/ })).toHaveCount(0);
  // The site analysis opens on the first site, in its currency.
  await nav.getByRole('link', { name: 'Site live analysis', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/workbench/live/live-site-analysis\\?(.*&)?site=${SITE_CODES[0]}(&|$)`), LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Site live analysis' })).toBeVisible(LOAD);
  await expect(page.locator('[data-figure="gmv"]')).toContainText('BRL', LOAD);
  // A top session opens its shop.
  await listRows(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/workbench\/store\/store-explanation\?id=\d+/, LOAD);

  const lists = [
    ['Live hot products', /\/workbench\/product\/product-explanation\?id=\d+/],
    ['Live hot shops', /\/workbench\/store\/store-explanation\?id=\d+/],
    ['Live hot brands', /\/workbench\/brandAnalysis\/brand-site-analysis\?id=\d+&site=TH/],
  ] as const;
  for (const [name, explanation] of lists) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(LOAD);
    // The top bar's site and period are the list's, in its address.
    const scope = page.getByTestId('workbench-scope');
    await scope.getByRole('combobox').first().click();
    await page.getByRole('option', { name: 'Thailand', exact: true }).click();
    await expect(page).toHaveURL(/site=TH/, LOAD);
    await page.getByRole('radio', { name: '30 days' }).click();
    await expect(page).toHaveURL(/period=30/, LOAD);
    await expect(page.locator('[data-scope="TH/all/30"]')).toBeVisible(LOAD);
    await expect(listRows(page).first()).toContainText('THB', LOAD);
    await expectNoAxeViolations(page);
    await listRows(page).first().getByRole('link').first().click();
    await expect(page).toHaveURL(explanation, LOAD);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(LOAD);
  }
});

test('the operation aids page and its links; a live page in Vietnamese', async ({ page }) => {
  await logIn(page);
  await page.goto('/workbench/home');
  const nav = page.getByRole('navigation', { name: 'Workbench' }).getByRole('region', { name: 'Operation aids' });
  await nav.getByRole('link', { name: 'Profit calculator', exact: true }).click();
  await expect(page).toHaveURL(/\/workbench\/tools\/leliao/, LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Operation aids' })).toBeVisible(LOAD);
  await expect(page.getByRole('link', { name: 'Open the profit calculator' })).toHaveAttribute('href', '/pricing');
  // Spec §2's external aids, each in a new tab.
  const aids = page.locator('[data-aids="external"] a');
  await expect(aids).toHaveCount(5);
  for (const [i, name] of ['AI assistant', 'Pricing simulator', 'IP isolation browser', 'Short-video data', 'Freight forwarder'].entries()) {
    await expect(aids.nth(i)).toHaveAccessibleName(`${name} (opens in a new tab)`);
    await expect(aids.nth(i)).toHaveAttribute('target', '_blank');
    await expect(aids.nth(i)).toHaveAttribute('href', /^https:\/\//);
  }
  await expectNoAxeViolations(page);

  await page.evaluate(() => localStorage.setItem('language', 'vi'));
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'vi', url: page.url() }]);
  await page.goto('/workbench/live/live-site-analysis?site=VN&period=30');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1, name: translated('vi', 'Site live analysis') })).toBeVisible(LOAD);
  for (const heading of ['By the shop\'s category', 'By starting hour (China time)', 'Units sold live a day, last 30 days']) {
    await expect(page.getByRole('heading', { level: 2, name: translated('vi', heading) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toHaveCount(0);
  }
  for (const column of ['Units sold live', 'Peak viewers (people)']) {
    await expect(page.getByRole('columnheader', { name: translated('vi', column) }).first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toHaveCount(0);
  }
  for (const label of ['Live sessions', 'Average session length']) await expect(page.getByText(translated('vi', label), { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
