// Issue #13 item 1: "Go to backstage" leads to the member's landing, with the account, the plan of
// spec §9 and its expiry by the rule of spec §4, and the bought categories. A visitor gets the login
// dialog. Other /workbench paths keep the honest not-found page.
import { DEMO_PASSWORD, demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { logInWithPassword, nextGiftWindowAnswer, openLoginDialog, passLoginAftermath, requestSmsCode, switchToAccountLogin } from '../../../tools/e2e/login-steps';
import type { Page } from '@playwright/test';

/**
 * Logs a demo account in. `sms`: by SMS code, for the member account whose password the login
 * suite's password-reset test changes while this file runs beside it.
 */
async function logIn(page: Page, account: number, how: 'password' | 'sms' = 'password') {
  await page.goto('/');
  await openLoginDialog(page);
  if (how === 'sms') {
    const phone = demoPhone(account);
    const dialog = await switchToAccountLogin(page, 'SMS login / register');
    await dialog.getByLabel('Phone number').fill(phone);
    const code = await requestSmsCode(page, dialog, phone);
    await dialog.getByLabel('Verification code').fill(code);
    const giftWindow = nextGiftWindowAnswer(page);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await passLoginAftermath(page, giftWindow);
  } else {
    const giftWindow = nextGiftWindowAnswer(page);
    await logInWithPassword(page, demoPhone(account), DEMO_PASSWORD);
    await passLoginAftermath(page, giftWindow);
  }
}

test.describe('the member landing /workbench/home', () => {
  test('"My workbench" shows the member their plan, its state and their categories', async ({ page }) => {
    // A login by SMS code, axe, and the landing's links and search.
    test.setTimeout(60_000);
    await logIn(page, 15, 'sms');
    // Issue 27 item 4: in the same tab.
    await page.locator('header').getByRole('link', { name: 'My workbench' }).click();
    const landing = page;
    await expect(landing).toHaveURL(/\/workbench\/home$/);
    await expect(landing.getByRole('heading', { level: 1, name: 'My workbench' })).toBeVisible();
    const plan = landing.getByTestId('workbench-plan');
    await expect(plan).toContainText('Ultimate edition · Yearly');
    await expect(plan).toContainText('2099-12-31 23:59:59');
    await expect(landing.getByTestId('workbench-plan-status')).toHaveText('Active');
    await expect(landing.getByTestId('workbench-categories')).toContainText('3 of 12 categories bought');
    await expect(landing.getByTestId('workbench-categories').locator('[data-bought="true"]')).toHaveCount(3);
    await expect(landing.getByTestId('workbench-account')).toContainText('Main account');
    await expect(landing.getByTestId('workbench-account')).toContainText('139****0015');
    await expectNoAxeViolations(landing);

    // Issue 27 items 3 and 4: the landing leads on: the search itself, the calculator, the data
    // pages and the content areas (college, Q&A, news, reports, lottery), all of this site.
    const tools = landing.getByTestId('workbench-tools');
    await expect(tools.getByRole('link', { name: 'Pricing calculator' })).toHaveAttribute('href', '/pricing');
    await expect(tools.getByRole('link', { name: 'Explosion detection' })).toHaveAttribute('href', '/ExplosionDetection/dataList');
    await expect(tools.getByRole('link', { name: 'Product sales make-up' })).toHaveAttribute('href', '/goods-detail/goodsMakeUp');
    await expect(tools.getByRole('link', { name: 'Shop revenue' })).toHaveAttribute('href', '/mall-detail/mallReceivable');
    const content = landing.getByTestId('workbench-content');
    for (const [name, href] of [
      ['Business college', '/college/home'],
      ['Q&A community', '/QACommunity'],
      ['Industry news', '/IndustryNews'],
      ['Reports', '/report'],
      ['Lucky draw', '/lottery'],
    ] as const) {
      await expect(content.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(landing.getByText('on their way')).toHaveCount(0);
    const search = tools.getByRole('search', { name: 'Search products and shops' });
    await search.getByRole('searchbox').fill('https://shopee.co.id/product/1/2');
    await search.getByRole('button', { name: 'Search' }).click();
    // The home runs the search on arrival (its answer, or the backfill dialog, is the search panel's).
    await expect(landing).toHaveURL(/\/\?search=https%3A%2F%2Fshopee\.co\.id%2Fproduct%2F1%2F2$/);
  });

  test('a normal account has no plan (its login gave no gift: it asked for no data correction, issue 27 item 5), is offered the trial, and has no categories', async ({ page }) => {
    await logIn(page, 16);
    await page.goto('/workbench/home');
    const plan = page.getByTestId('workbench-plan');
    await expect(plan).toContainText('No plan');
    await expect(page.getByTestId('workbench-plan-status')).toHaveText('Expired');
    await expect(page.getByTestId('trial-claim').getByRole('heading', { name: 'Free 1-day trial' })).toBeVisible();
    await expect(page.getByTestId('workbench-categories')).toContainText('0 of 12 categories bought');
  });

  test('a visitor gets the login dialog; other workbench paths answer 404', async ({ page }) => {
    await page.goto('/workbench/home');
    await expect(page.locator('[role="dialog"][data-mode]')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('workbench-visitor')).toContainText('Log in to see your account');
    const other = await page.goto('/workbench/monitor');
    expect(other?.status()).toBe(404);
  });
});
