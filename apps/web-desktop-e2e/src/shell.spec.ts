import { MOBILE_UA, expect, expectNoAxeViolations, forgetOfflineFetches, test } from '../../../tools/e2e/fixtures';

test.describe('desktop shell', () => {
  test('home renders its hero and capabilities, axe-clean', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Know the market');
    await expect(page.getByRole('heading', { name: 'Everything a marketplace seller needs, in one place' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('10:00-12:00');
    await expect(page.getByRole('contentinfo')).toContainText('14:00-19:00');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoAxeViolations(page);
  });

  test('switching to Thai shows Thai, survives a reload and sets <html lang="th">', async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'ไทย' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).toMatch(/[\u0E00-\u0E7F]/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('th');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('th');
    // 365 days, give or take the seconds the test took.
    expect(Math.round(((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000)).toBe(365);
  });

  test('the classroom menu shows only for zh and tw', async ({ page }) => {
    await page.goto('/');
    const menus = page.locator('header nav').first().getByRole('button');
    // Data, Products, Mobile: no classroom in English.
    await expect(menus).toHaveCount(3);
    for (const locale of ['zh', 'tw']) {
      await page.evaluate((code) => localStorage.setItem('language', code), locale);
      await page.reload();
      await expect(menus).toHaveCount(4);
    }
    await page.evaluate(() => localStorage.setItem('language', 'vi'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(menus).toHaveCount(3);
  });

  test('unknown pages and backstage paths show the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'The page you visited does not exist' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    // /workbench/home is the member's landing; the rest of the backstage is not built yet.
    await page.goto('/workbench/monitor');
    await expect(page.getByRole('heading', { name: 'The page you visited does not exist' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('hash paths go to /workbench/{rest}', async ({ page }) => {
    await page.goto('/#/dashboard/product-monitor');
    await expect(page).toHaveURL(/\/workbench\/dashboard\/product-monitor$/);
  });

  test('the header is transparent on / until the page scrolls past 42px', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-transparent', 'true');
    await page.evaluate(() => window.scrollTo(0, 42));
    await expect(header).toHaveAttribute('data-transparent', 'true');
    await page.evaluate(() => window.scrollTo(0, 43));
    await expect(header).toHaveAttribute('data-transparent', 'false');
  });

  test('visitors get the log-in warning from the data menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Data' }).click();
    await page.getByRole('menuitem', { name: 'Hot-selling products' }).click();
    await expect(page.getByText('Visitors must log in first: log in to open this page.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a mobile browser on / and /register goes to /m, query kept', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: MOBILE_UA, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/?utm=abc');
    await expect(page).toHaveURL(/\/m\?utm=abc$/);
    await page.goto('/register?code=7');
    await expect(page).toHaveURL(/\/m\/register\?code=7$/);
    await context.close();
  });

  test('the offline banner shows while the network is lost', async ({ page, context, pageErrors }) => {
    await page.goto('/');
    // What the page loads after it starts (the chart's code, idle-loaded parts) is in before the network goes.
    await page.waitForLoadState('networkidle');
    // The banner itself (spec §4), not the widgets that say the same of their own failed loads.
    const banner = page.getByRole('alert').filter({ hasText: /^Network connection error, please check the network$/ });
    await expect(banner).toHaveCount(0);
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    // Parts the page loads when idle may still be on their way: failing offline, they never reload the
    // page into the browser's own offline page (the chunk guard reloads only online). The page is ours.
    await expect(page.locator('html[data-started]')).toHaveCount(1);
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    forgetOfflineFetches(pageErrors);
  });

  test('responses carry the security headers', async ({ request }) => {
    const response = await request.get('/');
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(?![^;]*unsafe-inline)/);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['referrer-policy']).toBeTruthy();
  });
});
