// Offline keeps the page (issue 27 item 8), desktop and phone, against the built site: with the
// network gone a link or a tab does not reload into the browser's own offline page; the page stays,
// spec §4's banner and a notice with a Retry say why, and the navigation goes on once the network is
// back. Widgets that fail offline say it is the network, with a retry, not "No data".
import type { BrowserContext, Page } from '@playwright/test';
import { MOBILE_UA, expect, forgetOfflineFetches, test } from '../../../tools/e2e/fixtures';

const OFFLINE_BANNER = 'Network connection error, please check the network';

// Each test waits for the whole page (hydrated, idle parts loaded) before the network goes: on a loaded
// machine the home page alone can take most of the default 30 s.
test.describe.configure({ timeout: 60_000 });

async function goOffline(page: Page, context: BrowserContext): Promise<void> {
  // What is kept offline is the running page: before its code has hydrated it (a loaded CI machine) there is only
  // the server's HTML, whose route modules can no longer download, so the test would meet a page that never started.
  await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated', { timeout: 20_000 });
  // And what it loads once started (idle-loaded parts) is in, as the shell's banner test waits for.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE_BANNER).first()).toBeVisible();
}

test.describe('offline keeps the page (desktop)', () => {
  test('a link whose data or page module cannot load keeps the page with a notice; back online it opens', async ({ page, context, pageErrors }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    // Online: the plugin page (its module now loaded), the home's module was loaded on arrival.
    await header.getByRole('link', { name: 'Plugin introduction' }).click();
    await expect(page).toHaveURL(/\/pluginIntroduce$/);
    const pluginHeading = page.getByRole('heading', { level: 1 });
    const pluginTitle = await pluginHeading.textContent();

    await goOffline(page, context);
    // The home's loader cannot fetch: the plugin page stays, the notice says so.
    await header.getByRole('link', { name: 'Home', exact: true }).click();
    const notice = page.getByTestId('held-navigation');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('The page could not be opened');
    await expect(page).toHaveURL(/\/pluginIntroduce$/);
    await expect(pluginHeading).toHaveText(pluginTitle ?? '');
    // Retry while still offline: still held, still here.
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/pluginIntroduce$/);

    // A page whose module was never downloaded (About, in the footer): the same.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).first().click();
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/pluginIntroduce$/);
    await expect(pluginHeading).toHaveText(pluginTitle ?? '');
    // Never the browser's own error page: the document is still ours.
    expect(await page.evaluate(() => document.documentElement.dataset['started'])).toBeTruthy();

    // The network is back: the navigation asked for last goes on by itself.
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/about$/);
    await expect(notice).toHaveCount(0);
    forgetOfflineFetches(pageErrors);
  });

  test('a widget that cannot load offline says it is the network, with a retry, never "No data"', async ({ page, context, pageErrors }) => {
    await page.goto('/');
    await goOffline(page, context);
    const brands = page.getByRole('region', { name: /brand/i }).first();
    await brands.scrollIntoViewIfNeeded();
    await brands.getByRole('button', { name: 'Week' }).click();
    const failed = brands.getByRole('alert');
    await expect(failed).toContainText(OFFLINE_BANNER);
    await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByText('No data for this selection.')).toHaveCount(0);
    await context.setOffline(false);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(brands.getByRole('alert')).toHaveCount(0);
    await expect(brands.getByRole('row').nth(1)).toBeVisible();
    forgetOfflineFetches(pageErrors);
  });
});

test.describe('offline keeps the page (phone)', () => {
  test.use({ userAgent: MOBILE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a tab tapped offline keeps the page with a notice; back online it opens', async ({ page, context, pageErrors }) => {
    await page.goto('/m');
    const heading = page.getByRole('heading', { level: 1 });
    const title = await heading.textContent();
    await goOffline(page, context);
    const tabBar = page.getByRole('navigation', { name: 'Tab bar' });
    await tabBar.getByRole('link', { name: 'Knowledge base' }).tap();
    const notice = page.getByTestId('held-navigation');
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/m$/);
    await expect(heading).toHaveText(title ?? '');
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/m\/QACommunity$/);
    await expect(notice).toHaveCount(0);
    forgetOfflineFetches(pageErrors);
  });
});
