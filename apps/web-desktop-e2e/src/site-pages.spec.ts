// Issue 16 item 3 against the real server: /login opens the login dialog and sends the member on to
// a same-origin redirect only; /moreShopAuthorize authorises a shop (local mode, said so), lands on
// /success, counts down back to the list, and removes the shop; /shopeeGreenEntryChannel checks,
// keeps what was typed when the call fails, and confirms an application. The member is demo account
// 13900000025 (no other suite uses it); its shops are removed at the end, so repeat runs start the same.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { expectDialogMode, headerLoginButton, logInWithPassword, nextGiftWindowAnswer, passLoginAftermath } from '../../../tools/e2e/login-steps';

const MEMBER = 25;

/** Logs the member in from /login's own dialog; the page then leaves for the redirect. */
async function logInFromLoginPage(page: Page, redirect: string) {
  await page.goto(`/login?redirect=${encodeURIComponent(redirect)}`);
  // The page under the modal dialog (hidden from the accessibility tree while it is open).
  await expect(page.locator('h1#login-title')).toHaveText('Log in to SeaLens');
  await expectDialogMode(page, 'qrLogin');
  const giftWindow = nextGiftWindowAnswer(page);
  await logInWithPassword(page, demoPhone(MEMBER), DEMO_PASSWORD);
  await expect(page).toHaveURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  // A new-device reminder (repeat runs) may follow the login on the page it went on to; the gift
  // window's answer ends it.
  await passLoginAftermath(page, giftWindow);
}

test.describe('/login', () => {
  test('opens the login dialog over the page; closed, the page offers it again', async ({ page }) => {
    await page.goto('/login');
    await expectDialogMode(page, 'qrLogin');
    await page.keyboard.press('Escape');
    await expect(page.locator('[role="dialog"][data-mode]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await expectDialogMode(page, 'qrLogin');
  });

  test('a login goes on to the same-origin redirect; another origin is never followed', async ({ page }) => {
    test.setTimeout(90_000);
    await logInFromLoginPage(page, '/moreShopAuthorize');
    await expect(page).toHaveURL(/\/moreShopAuthorize$/, { timeout: 20_000 });
    await expect(headerLoginButton(page)).toHaveCount(0);
    // Signed in already: /login leaves at once, and a foreign address becomes the member's landing.
    await page.goto(`/login?redirect=${encodeURIComponent('https://evil.example/steal')}`);
    await expect(page).toHaveURL(/\/workbench\/home$/, { timeout: 20_000 });
  });
});

test.describe('/moreShopAuthorize', () => {
  test('a visitor is asked to log in', async ({ page }) => {
    await page.goto('/moreShopAuthorize');
    await expect(page.getByRole('heading', { level: 1, name: 'Multi-shop authorisation' })).toBeVisible();
    await expect(page.getByTestId('shops-visitor')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the member authorises a shop, passes /success back to the list, and removes it', async ({ page }) => {
    test.setTimeout(120_000);
    await logInFromLoginPage(page, '/moreShopAuthorize');
    await expect(page).toHaveURL(/\/moreShopAuthorize$/, { timeout: 20_000 });
    // A leftover of an interrupted run goes first.
    await expect(page.getByTestId('shops-count')).toBeVisible();
    for (const row of await page.getByTestId('authorized-shop').all()) {
      await row.getByRole('button', { name: 'Remove' }).click();
      await row.getByRole('button', { name: 'Yes, remove' }).click();
    }
    await expect(page.getByTestId('shops-empty')).toBeVisible();
    await expect(page.getByTestId('shops-count')).toHaveText('0 of 20 shops authorised');
    await expect(page.getByTestId('local-mode-note')).toContainText('Local mode: this server has no connection to Shopee.');
    await expectNoAxeViolations(page);

    const form = page.getByRole('form', { name: 'Authorise a shop' });
    await form.getByRole('button', { name: 'Authorise' }).click();
    await expect(form.getByText('Please enter the shop ID')).toBeVisible();
    await form.getByLabel('Site').selectOption('TH');
    await form.getByLabel('Shop ID').fill('880012345');
    await form.getByLabel('Shop name').fill('E2E Lamp House TH');
    await form.getByRole('button', { name: 'Authorise' }).click();

    await expect(page).toHaveURL(/\/success\?type=shop/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop authorised' })).toBeVisible();
    await expect(page.getByTestId('success-countdown')).toHaveText(/Going on in [1-3] s/);
    await expectNoAxeViolations(page);
    // Spec §9: back after the 3-second countdown.
    await expect(page).toHaveURL(/\/moreShopAuthorize$/, { timeout: 6000 });

    const row = page.getByTestId('authorized-shop');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Thailand');
    await expect(row).toContainText('E2E Lamp House TH');
    await expect(row).toContainText('880012345');
    await expect(row).toContainText('Active');
    await expect(page.getByTestId('shops-count')).toHaveText('1 of 20 shops authorised');

    await row.getByRole('button', { name: 'Remove' }).click();
    await row.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(page.getByTestId('shops-empty')).toBeVisible();
    // The server forgot it too.
    await page.reload();
    await expect(page.getByTestId('shops-empty')).toBeVisible();
  });
});

test.describe('/shopeeGreenEntryChannel', () => {
  // Its own visitor address: the server takes 5 applications an hour from one.
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 250)}` } });

  test('checks the form, keeps what was typed when the call fails, and confirms the application', async ({ page }) => {
    test.setTimeout(90_000);
    const response = await page.goto('/shopeeGreenEntryChannel');
    // Server-rendered: the landing and its form are in the first HTML.
    expect(await response?.text()).toContain('Shopee green entry channel');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopee green entry channel' })).toBeVisible();
    await expectNoAxeViolations(page);

    const form = page.getByRole('form', { name: 'Apply for the green entry channel' });
    await form.getByRole('button', { name: 'Submit the application' }).click();
    await expect(form.getByText('Please enter phone number')).toBeVisible();
    await expect(form.getByText('Please choose at least one target site')).toBeVisible();
    await expect(form.getByLabel('Your name')).toBeFocused();
    await expectNoAxeViolations(page);

    await form.getByLabel('Your name').fill('E2E Seller');
    await form.getByLabel('Phone number').fill('2380013');
    await form.getByLabel('Company name').fill('E2E Trading Co.');
    await form.getByLabel('Malaysia').check();
    await form.getByLabel('Vietnam').check();
    await form.getByLabel('Main category').selectOption({ label: 'Home living' });
    await form.getByRole('button', { name: 'Submit the application' }).click();
    await expect(form.getByText('Please enter a correct phone number')).toBeVisible();
    const phone = `137${String(Date.now()).slice(-8)}`;
    await form.getByLabel('Phone number').fill(phone);

    // The network fails once: the error says so and nothing is lost, not even after a reload.
    await page.route('**/api/greenChannel/apply', (route) => route.fulfill({ json: { code: 503, message: 'busy' } }), { times: 1 });
    await form.getByRole('button', { name: 'Submit the application' }).click();
    await expect(form.getByText('The application could not be sent. Check the network and try again: what you typed is kept.')).toBeVisible();
    await page.reload();
    await expect(form.getByLabel('Your name')).toHaveValue('E2E Seller');
    await expect(form.getByLabel('Phone number')).toHaveValue(phone);
    await expect(form.getByLabel('Vietnam')).toBeChecked();

    await form.getByRole('button', { name: 'Submit the application' }).click();
    const receipt = page.getByTestId('green-receipt');
    await expect(receipt).toContainText('Application received');
    await expect(receipt).toContainText(/Application number GC\d{6}, sent \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\./);
    await expect(receipt).toContainText(`Your onboarding manager will call you at ${phone.slice(0, 3)}****${phone.slice(-4)}.`);
    await expectNoAxeViolations(page);
  });
});
