// Issue 27 item 11 on the phone: the knowledge-base tab's page is titled as the tab, the tab labels
// stay on one line (the current one too), the footer's links are touch targets of at least 44 px,
// and "Download the app" leads to the download page.
import type { Page } from '@playwright/test';
import { MOBILE_UA, expect, test } from '../../../tools/e2e/fixtures';

test.use({ userAgent: MOBILE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Lines each tab's label takes (its text's line boxes). */
async function labelLines(page: Page): Promise<Record<string, number>> {
  return page.getByRole('navigation', { name: 'Tab bar' }).evaluate((nav) => {
    const lines: Record<string, number> = {};
    for (const link of nav.querySelectorAll('a')) {
      const text = [...link.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      // One line box per line: rects on the same line share their top.
      lines[text.textContent ?? ''] = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    }
    return lines;
  });
}

test.describe('mobile navigation (issue 27)', () => {
  test('the knowledge-base tab opens a page titled "Knowledge base"; every tab label keeps to one line, active or not', async ({ page }) => {
    await page.goto('/m');
    expect(Object.values(await labelLines(page))).toEqual([1, 1, 1, 1]);
    const tabBar = page.getByRole('navigation', { name: 'Tab bar' });
    await tabBar.getByRole('link', { name: 'Knowledge base' }).click();
    await expect(page).toHaveURL(/\/m\/QACommunity$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Knowledge base' })).toBeVisible();
    await expect(page).toHaveTitle(/^Knowledge base/);
    await expect(tabBar.getByRole('link', { name: 'Knowledge base' })).toHaveAttribute('aria-current', 'page');
    expect(await labelLines(page)).toEqual({ Home: 1, Product: 1, 'Knowledge base': 1, 'About us': 1 });
  });

  test('in Thai the footer leads to the pricing calculator and the lucky draw, which no tab reaches (issue 27 item 3)', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'th', url: baseURL ?? '' }]);
    await page.goto('/m/about');
    const nav = page.getByRole('contentinfo').getByRole('navigation', { name: 'เรียนรู้และพูดคุย' });
    await expect(nav.getByRole('link')).toHaveCount(2);
    await expect(nav.locator('a[href="/m/pricing"]')).toBeVisible();
    await nav.locator('a[href="/m/lottery"]').click();
    await expect(page).toHaveURL(/\/m\/lottery$/);
  });

  test('the footer links are touch targets of at least 44 px', async ({ page }) => {
    await page.goto('/m/about');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const links = footer.getByRole('link');
    expect(await links.count()).toBeGreaterThan(1);
    const heights = await links.evaluateAll((all) => all.map((a) => [a.textContent, a.getBoundingClientRect().height] as const));
    for (const [name, height] of heights) expect(height, String(name)).toBeGreaterThanOrEqual(44);
  });

  test('"Download the app" and the multi-shop chat lead to the app download, not the product page', async ({ page }) => {
    await page.goto('/m');
    const download = page.getByTestId('app-version').getByRole('link', { name: 'Download the app' });
    await expect(download).toHaveAttribute('href', '/m/download?tab=app');
    await download.scrollIntoViewIfNeeded();
    await download.click();
    await expect(page).toHaveURL(/\/m\/download\?tab=app$/);
    await expect(page.getByRole('tab', { name: 'App', selected: true })).toBeVisible();
  });
});
