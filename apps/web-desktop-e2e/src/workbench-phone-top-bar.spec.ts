// Session 10 (HS): the workbench's top bar on a 390 px phone. It wrapped into three rows (155 px) and
// its scope controls stacked into ~300 px, so a ranking page's title was 468 px down and the first
// screen showed no data. Below 1,024 px the bar is one row (menu, logo, notifications, account
// popover) and the scope one button that discloses the controls; from 1,024 px nothing changed.
// Member 13900000048 (ultimate) is this spec's own.
import type { Page } from '@playwright/test';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test, waitForHydration } from '../../../tools/e2e/fixtures';
import { gridRows, logInMember, waitForRanking } from '../../../tools/e2e/workbench-steps';

const MEMBER = demoPhone(48);
const HOT = '/workbench/product/hot-sales-product';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

async function openRanking(page: Page, width: number, height: number) {
  await logInMember(page, MEMBER);
  await page.setViewportSize({ width, height });
  await page.goto(`${HOT}?site=TH`);
  await waitForHydration(page);
  await waitForRanking(page);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, body: document.body.scrollWidth, width: window.innerWidth }));
  expect(overflow.doc).toBeLessThanOrEqual(overflow.width);
  expect(overflow.body).toBeLessThanOrEqual(overflow.width);
}

/** A select of the top bar's scope, by its visible label. */
const scopeSelect = (page: Page, label: string) =>
  page
    .getByTestId('workbench-scope')
    .locator('div')
    .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) })
    .last()
    .getByRole('combobox');

test('on a 390 px phone the title is on the first screen: a one-row bar, the account in a panel, the scope behind one button', async ({ page }) => {
  await openRanking(page, 390, 844);
  const h1 = page.getByRole('heading', { level: 1 });
  const title = await h1.boundingBox();
  expect(title?.y).toBeLessThanOrEqual(200);
  await expectNoSidewaysScroll(page);

  // One row of at most 56 px: the menu, the logo, the notifications and the account, side by side.
  const menu = page.getByRole('button', { name: 'Open the workbench menu' });
  const home = page.getByRole('link', { name: 'SeaLens home' });
  const notifications = page.getByTestId('workbench-notifications');
  const account = page.getByRole('button', { name: 'Account, plan and language' });
  const boxes = await Promise.all([menu, home, notifications, account].map((item) => item.boundingBox()));
  for (const box of boxes) {
    if (!box) throw new Error('the top bar is not laid out');
    expect(box.y + box.height).toBeLessThanOrEqual(56);
  }
  // What the row no longer shows is in the popover.
  await expect(page.getByTestId('workbench-plan-name')).toBeHidden();
  await expect(page.getByTestId('workbench-data-day')).toBeHidden();

  // Keyboard: menu, logo, notifications, account; Enter opens, Escape closes and gives the focus back.
  await menu.focus();
  await page.keyboard.press('Tab');
  await expect(home).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(notifications).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(account).toBeFocused();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Account, plan and language' });
  await expect(popover).toBeVisible();
  await expect(popover.getByTestId('workbench-plan-name')).toHaveText(/^Ultimate edition, until \w{3} \d{1,2}, 2099$/);
  await expect(popover.getByTestId('workbench-exports-left')).toHaveText(/^Exports today: \d+ of \d+ left$/);
  await expect(popover.getByRole('button', { name: 'Language: English' })).toBeVisible();
  await expect(popover).toContainText(/Data up to \w{3} \d{1,2}, \d{4}/);
  const panel = await popover.boundingBox();
  expect(panel?.x).toBeGreaterThanOrEqual(0);
  expect((panel?.x ?? 0) + (panel?.width ?? 0)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await expect(account).toBeFocused();

  // The scope: one button naming it; it opens the controls, and a site changes the URL and the rows.
  const scope = page.getByTestId('workbench-scope-summary');
  await expect(scope).toContainText('Thailand · All categories · 7 days');
  await expect(scope).toContainText(/Data up to/);
  await expect(scope).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('workbench-scope')).toBeHidden();
  const before = await gridRows(page);
  await scope.click();
  await expect(scope).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByTestId('workbench-scope')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await scopeSelect(page, 'Site').click();
  await page.getByRole('option', { name: 'Vietnam', exact: true }).click();
  await expect(page).toHaveURL(/[?&]site=VN(&|$)/);
  await waitForRanking(page);
  await expect(scope).toContainText('Vietnam · All categories · 7 days');
  await expect.poll(async () => JSON.stringify(await gridRows(page))).not.toBe(JSON.stringify(before));
  await expectNoAxeViolations(page);

  // The navigation sheet sits at the screen's left edge, full height, in view.
  await menu.click();
  const sheet = page.getByRole('dialog', { name: 'Workbench' });
  await expect(sheet).toBeVisible();
  const sheetBox = await sheet.boundingBox();
  expect(sheetBox?.x).toBe(0);
  expect(sheetBox?.y).toBe(0);
  expect(sheetBox?.height).toBe(844);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(menu).toBeFocused();
});

test('from 1,024 px the bar is as it was: the data day, the plan and the exports in the row, the scope controls open', async ({ page }) => {
  await openRanking(page, 1440, 900);
  await expect(page.getByTestId('workbench-plan-name')).toHaveText(/^Ultimate edition, until \w{3} \d{1,2}, 2099$/);
  await expect(page.getByTestId('workbench-exports-left')).toBeVisible();
  await expect(page.getByTestId('workbench-data-day')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account, plan and language' })).toBeHidden();
  await expect(page.getByTestId('workbench-scope-summary')).toBeHidden();
  await expect(page.getByTestId('workbench-scope')).toBeVisible();
  await expectNoAxeViolations(page);
});
