import { MOBILE_UA, expect, expectNoAxeViolations, forgetOfflineFetches, test } from '../../../tools/e2e/fixtures';

const VIEWPORT_WIDTH = 390;
test.use({ userAgent: MOBILE_UA, viewport: { width: VIEWPORT_WIDTH, height: 844 }, isMobile: true, hasTouch: true });

test.describe('mobile shell', () => {
  test('home renders with the product title and four tabs, axe-clean', async ({ page }) => {
    await page.goto('/m');
    await expect(page.getByRole('banner')).toContainText('SeaLens');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Know the market');
    const tabs = page.getByRole('navigation', { name: 'Tab bar' }).getByRole('link');
    await expect(tabs).toHaveCount(4);
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the tab bar navigates between tab pages', async ({ page }) => {
    await page.goto('/m');
    const tabBar = page.getByRole('navigation', { name: 'Tab bar' });
    await tabBar.getByRole('link', { name: 'Product' }).click();
    await expect(page).toHaveURL(/\/m\/product$/);
    await expect(tabBar.getByRole('link', { name: 'Product' })).toHaveAttribute('aria-current', 'page');
    await tabBar.getByRole('link', { name: 'Knowledge base' }).click();
    await expect(page).toHaveURL(/\/m\/QACommunity$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Knowledge base' })).toBeVisible();
    // Real questions from the reference server's seeded demo data.
    await expect(page.getByRole('article').first()).toBeVisible();
    await tabBar.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/m\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await tabBar.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/m$/);
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  });

  test('pages outside the tab bar get a back button and unknown ones the 404 message', async ({ page }) => {
    await page.goto('/m');
    await page.goto('/m/no-such-page');
    await expect(page.getByRole('heading', { name: 'The page you visited does not exist' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m$/);
  });

  test('switching to Thai survives a reload and sets <html lang="th">', async ({ page }) => {
    await page.goto('/m');
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'ไทย' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/[\u0E00-\u0E7F]/);
  });

  test('the offline banner shows while the network is lost', async ({ page, context, pageErrors }) => {
    await page.goto('/m');
    // What the page loads after it starts (the chart's code, idle-loaded parts) is in before the network goes.
    await page.waitForLoadState('networkidle');
    // The banner itself (spec §4), not the widgets that say the same of their own failed loads.
    const banner = page.getByRole('alert').filter({ hasText: /^Network connection error, please check the network$/ });
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    // Parts the page loads when idle may still be on their way: failing offline, they never reload the
    // page into the browser's own offline page (the chunk guard reloads only online). The page is ours.
    await expect(page.locator('html[data-started]')).toHaveCount(1);
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    forgetOfflineFetches(pageErrors);
  });

  test('the viewport is fixed: laid out at the device width, no double-tap zoom, pinch zoom left to the reader', async ({ page }) => {
    await page.goto('/m');
    const viewport = page.locator('meta[name="viewport"]');
    await expect(viewport).toHaveAttribute('content', /^width=device-width, initial-scale=1\b/);
    // Spec §2's "no zoom" is the page's own (double-tap); forbidding the reader's zoom fails WCAG 1.4.4 (axe meta-viewport).
    await expect(viewport).not.toHaveAttribute('content', /user-scalable=no|maximum-scale/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).touchAction)).toBe('manipulation');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORT_WIDTH);
  });
});

test.describe('desktop browser on the mobile site', () => {
  test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36', isMobile: false, hasTouch: false });

  test('/m, /m/lottery and /m/register go to the desktop paths, query kept', async ({ page }) => {
    await page.goto('/m?utm=1');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/\?utm=1$/);
    await page.goto('/m/lottery?aic=9');
    await expect(page).toHaveURL(/\/lottery\?aic=9$/);
    await page.goto('/m/register');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('mobile pages without a desktop twin stay readable', async ({ page }) => {
    await page.goto('/m/agreement');
    await expect(page).toHaveURL(/\/m\/agreement$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Service Agreement' })).toBeVisible();
  });
});
