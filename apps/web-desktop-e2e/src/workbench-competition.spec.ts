// Issue 30 item 6: the competitive analysis on the built site, against the real server and data.
// Member 13900000042 (ultimate), this file's own (demo-accounts.ts), is logged in by each test.
import type { Page } from '@playwright/test';
import { translated } from '../../../tools/e2e/catalog';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { logInMember } from '../../../tools/e2e/workbench-steps';

const ULTIMATE = demoPhone(42);
const STORE = '/workbench/competition/competitive-store';
/** A page's data while the first start's history import holds the derived tables (its derive swaps them). */
const LOAD = { timeout: 30_000 };

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const logIn = (page: Page) => logInMember(page, ULTIMATE);

/** The best-selling shops of a site in 30 days: the member's shop first, then its rivals. */
async function topShops(page: Page, count: number): Promise<{ id: string; name: string }[]> {
  const answer = (await (await page.request.get('/api/workbench/ranking?entity=shop&site=VN&period=30')).json()) as { payload: { rows: { id: string; name: string }[] } };
  const shops = answer.payload.rows.slice(0, count);
  expect(shops).toHaveLength(count);
  return shops;
}

/** On a 390 px phone the page does not scroll sideways: a wide table scrolls inside its frame (session 8's screenshots: 479 px). */
async function expectNoSidewaysScrollOnPhone(page: Page) {
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  if (wide) await page.setViewportSize(wide);
}

const openFromDataMenu = async (page: Page, name: string) => {
  await page.goto('/');
  await page.locator('header').getByRole('button', { name: 'Data' }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(LOAD);
};

test('a shop and two rivals on every competition page from the data menu: sales, words, categories, changes since a day; the set, period and day in the URL; saved and reopened from the research admin', async ({ page }) => {
  await logIn(page);
  const three = await topShops(page, 3);
  const ids = three.map((s) => s.id).join(',');

  // Competing shops: the picker's page until a shop and a rival are named.
  await openFromDataMenu(page, 'Competing shops');
  // The menu's link carries the channel code only: no set yet.
  await expect(page).toHaveURL(new RegExp(`${STORE}(\\?urlCode=[a-z]+)?$`));
  await expect(page.getByText('Name your shop and at least one rival to compare them.')).toBeVisible();
  await page.goto(`${STORE}?ids=${ids}`);
  const shopsTable = page.getByRole('table', { name: 'Sales and prices, 30 days' });
  await expect(shopsTable).toBeVisible(LOAD);
  await expect(shopsTable.getByRole('columnheader')).toHaveCount(3);
  for (const shop of three) await expect(shopsTable.getByRole('columnheader').getByRole('link', { name: shop.name, exact: true })).toBeVisible();
  await expect(shopsTable.getByRole('columnheader').first()).toContainText('Your shop');
  await expect(shopsTable.getByRole('row', { name: /^Median price/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^The rivals' new products since/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^The rivals' price changes since/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScrollOnPhone(page);

  // The period: the figures and the URL follow it.
  const units30 = await shopsTable.getByRole('row', { name: /^Units sold/ }).textContent();
  await page.getByRole('navigation', { name: 'Period' }).getByRole('link', { name: '90 days' }).click();
  await expect(page).toHaveURL(/days=90/);
  const shops90 = page.getByRole('table', { name: 'Sales and prices, 90 days' });
  await expect(shops90).toBeVisible(LOAD);
  expect(await shops90.getByRole('row', { name: /^Units sold/ }).textContent()).not.toBe(units30);

  // The day the rivals' changes count from.
  await page.locator('html[data-started="hydrated"]').waitFor();
  const day = (await (await page.request.get(`/api/workbench/competition?ids=${ids}`)).json()) as { payload: { day: string } };
  const since = new Date(Date.parse(`${day.payload.day}T00:00:00Z`) - 20 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Changes since').fill(since);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`since=${since}`));
  await expect(page).toHaveURL(/days=90/);
  await expect(page.getByLabel('Changes since')).toHaveValue(since, LOAD);

  // Saved as a rival set.
  const name = `Rivals ${Date.now()}`;
  await page.getByRole('button', { name: /^Saved views/ }).click();
  await page.getByRole('textbox', { name: 'Name of this view' }).fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('link', { name })).toBeVisible(LOAD);
  await page.keyboard.press('Escape');

  // The research admin lists it and opens it on the traffic comparison and the market insight.
  await openFromDataMenu(page, 'Research admin');
  const saved = page.getByRole('table', { name: 'Your saved rival sets' }).getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(saved).toBeVisible(LOAD);
  await expect(saved.getByRole('cell').nth(1)).toHaveText('3');
  await expectNoAxeViolations(page);
  await saved.getByRole('link', { name: 'Traffic comparison' }).click();
  await expect(page).toHaveURL(new RegExp(`/workbench/competition/traffic-comparison\\?(.*&)?ids=${ids.replace(/,/g, '%2C')}(&|$)`));
  await expect(page).toHaveURL(/[?&]days=90(&|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Traffic comparison' })).toBeVisible();
  await expect(page.getByTestId('shared-words')).toContainText('search words rank two or more of these shops', LOAD);
  const words = page.getByRole('table', { name: /^The search words each shop ranks for/ });
  await expect(words.getByRole('columnheader')).toHaveCount(3 + 3);
  await expect(words.locator('tbody tr').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScrollOnPhone(page);

  await openFromDataMenu(page, 'Research admin');
  await page.getByRole('table', { name: 'Your saved rival sets' }).getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('link', { name: 'Market insight' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Market insight' })).toBeVisible();
  const categories = page.getByRole('table', { name: "Each shop's share of its sales value by category, 90 days" });
  await expect(categories).toBeVisible(LOAD);
  await expect(categories.getByRole('columnheader')).toHaveCount(1 + 3);
  await expect(categories.getByRole('rowheader').first()).toBeVisible();
  // A rival removed leaves the set in the URL.
  await page.getByRole('table', { name: 'Sales and prices, 90 days' }).getByRole('button', { name: `Remove ${three[2]?.name}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`ids=${three[0]?.id}%2C${three[1]?.id}(&|$)`));
  await expect(page.getByRole('table', { name: "Each shop's share of its sales value by category, 90 days" }).getByRole('columnheader')).toHaveCount(1 + 2, LOAD);
  await expectNoAxeViolations(page);
});

test('the market insight in Vietnamese has no untranslated text of its own', async ({ page }) => {
  await logIn(page);
  const two = await topShops(page, 2);
  await page.evaluate(() => localStorage.setItem('language', 'vi'));
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'vi', url: page.url() }]);
  await page.goto(`/workbench/competition/marketInsight?ids=${two.map((s) => s.id).join(',')}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(page.getByRole('heading', { level: 1, name: translated('vi', 'Market insight') })).toBeVisible(LOAD);
  await expect(page.getByRole('table', { name: translated('vi', 'Sales and prices, {days} days').replace('{days}', '30') })).toBeVisible(LOAD);
  await expect(page.getByText(translated('vi', 'Your shop')).first()).toBeVisible();
  for (const english of ['Sales and prices, 30 days', 'Your shop', 'Median price']) await expect(page.getByText(english, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
