// The promotion landing pages against the real server: each page answers, a promotion link with utm
// and urlCode shows its partner channel and registers a new user with the utm code kept (spec §3).
import { freshPhone } from '../../../tools/e2e/dev-api';
import { MOBILE_UA, expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { expectDialogMode, requestSmsCode } from '../../../tools/e2e/login-steps';

const PAGES = ['/promote', '/promote/index_1', '/promote/pc', '/promote/pc2', '/promote/mobile', '/promote/mobile2', '/promote/mobile3', '/promote/landpage/1'];
const SUCCESS = ['/promote/mobile/success', '/promote/mobile2/success', '/promote/mobile3/success'];

test.describe('promotion landing pages', () => {
  test('every page of spec §2 answers, server-rendered; other paths are not found', async ({ page }) => {
    for (const path of [...PAGES, ...SUCCESS]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toMatch(/<h1[^>]*>/);
    }
    expect((await page.request.get('/promote/nope')).status()).toBe(404);
    expect((await page.request.get('/promote/pc/success')).status()).toBe(404);
    await page.goto('/promote/mobile3');
    await expect(page.getByRole('heading', { level: 1, name: 'Register and join the lucky draw' })).toBeVisible();
    await expect(page.getByText('Register now and get a lottery chance in Demo lucky draw (running).')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/promote/mobile/success');
    await expect(page.getByRole('heading', { level: 1, name: 'Registration succeeded' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe('on a phone', () => {
    test.use({ userAgent: MOBILE_UA, viewport: { width: 375, height: 740 } });

    test('the mobile pages have the mobile header and tab bar; /promote/mobile is a tab-bar route (no back button)', async ({ page }) => {
      await page.goto('/promote/mobile');
      const tabs = page.getByRole('navigation', { name: 'Tab bar' }).getByRole('link');
      await expect(tabs).toHaveCount(4);
      expect(await tabs.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['/m', '/m/product', '/m/QACommunity', '/m/about']);
      await expect(page.getByRole('banner').getByText('SeaLens', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await expectNoAxeViolations(page);
      // Another mobile promotion page: the back button, which leaves for /promote/mobile when there is no history.
      await page.goto('/promote/mobile2');
      await expect(page.getByRole('navigation', { name: 'Tab bar' })).toBeVisible();
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page).toHaveURL(/\/promote\/mobile$/);
      // The tabs open the mobile site.
      await page.getByRole('navigation', { name: 'Tab bar' }).getByRole('link', { name: 'Knowledge base' }).click();
      await expect(page).toHaveURL(/\/m\/QACommunity$/);
    });

    test('the desktop promotion pages keep the desktop layout', async ({ page }) => {
      await page.goto('/promote/pc');
      await expect(page.getByRole('navigation', { name: 'Tab bar' })).toHaveCount(0);
    });
  });

  test('a promotion link shows its channel and registers a new user with its utm code', async ({ page }) => {
    await page.goto('/promote/pc?utm=partner7&urlCode=demo');
    await expect(page.getByTestId('partner-channel')).toHaveText('Recommended by Demo partner channel');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Register free' }).click();
    const dialog = await expectDialogMode(page, 'promote');
    const phone = freshPhone();
    await dialog.getByLabel('Phone number').fill(phone);
    const code = await requestSmsCode(page, dialog, phone);
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByLabel('Set a password').fill('abc12345');
    const sent = page.waitForRequest((r) => r.url().includes('/promote/v1/public/register'));
    const answered = page.waitForResponse((r) => r.url().includes('/promote/v1/public/register'));
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    expect((await sent).postDataJSON()).toMatchObject({ account: phone, invite: 'partner7', invite_channel: 'utm' });
    expect(((await (await answered).json()) as { code: number }).code).toBe(200);
    // The utm code stays stored for the session's later calls (spec §3 client state "promote").
    const stored = await page.evaluate(() => Object.values(localStorage).find((v) => v.includes('partner7')) ?? '');
    expect(stored).toContain('partner7');
  });
});
