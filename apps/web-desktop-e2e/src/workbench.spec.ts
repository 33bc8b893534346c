// Issue #13 item 1: "Go to backstage" leads to the member's landing, with the account, the plan of
// spec §9 and its expiry by the rule of spec §4, and the bought categories. A visitor gets the login
// dialog. Other /workbench paths keep the honest not-found page.
import { DEMO_PASSWORD, demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { logInWithPassword, openLoginDialog, requestSmsCode, switchToAccountLogin } from '../../../tools/e2e/login-steps';
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
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  } else {
    await logInWithPassword(page, demoPhone(account), DEMO_PASSWORD);
  }
  const reminder = page.getByRole('dialog', { name: 'Account security reminder' });
  const gift = page.getByRole('dialog', { name: 'Membership gift' });
  // A new-device reminder (repeat runs) or the member gift (first login after a reset) may come first.
  for (let i = 0; i < 2; i += 1) {
    const which = await Promise.race([
      reminder.waitFor({ timeout: 4000 }).then(() => 'reminder' as const),
      gift.waitFor({ timeout: 4000 }).then(() => 'gift' as const),
    ]).catch(() => 'none' as const);
    if (which === 'reminder') await reminder.getByRole('button', { name: 'Continue normal use' }).click();
    else if (which === 'gift') await gift.getByRole('button', { name: 'I know' }).click();
    else break;
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('the member landing /workbench/home', () => {
  test('"Go to backstage" shows the member their plan, its state and their categories', async ({ page, context }) => {
    await logIn(page, 15, 'sms');
    const opened = context.waitForEvent('page');
    await page.locator('header').getByRole('link', { name: 'Go to backstage' }).click();
    const landing = await opened;
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
  });

  test("a normal account sees the 1-day trial its first login gave it, and no categories", async ({ page }) => {
    await logIn(page, 16);
    await page.goto('/workbench/home');
    const plan = page.getByTestId('workbench-plan');
    await expect(plan).toContainText('Trial');
    await expect(plan).toContainText(/Maturity time\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(page.getByTestId('workbench-plan-status')).toHaveText('Active');
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
