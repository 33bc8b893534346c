import { MOBILE_UA, WEB_VITALS_BUDGET, expect, measureWebVitals, test } from '../../../tools/e2e/fixtures';

// Runs in the 'speed' project, after every other test (tools/e2e/playwright-config.ts).
test.use({ userAgent: MOBILE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('mobile speed', () => {
  test('home stays within the speed budget and does not shift', async ({ page, browser }) => {
    // The first visitor after a start pays for compressing the assets; measure the next one, in a
    // fresh browser context (nothing cached on the client).
    const warmUp = await browser.newContext({ userAgent: MOBILE_UA });
    await (await warmUp.newPage()).goto('/m');
    await warmUp.close();
    await page.goto('/m');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { lcp, cls } = await measureWebVitals(page);
    console.log(`mobile home: LCP ${Math.round(lcp)} ms, CLS ${cls.toFixed(3)}`);
    expect(lcp).toBeLessThan(WEB_VITALS_BUDGET.lcpMs);
    expect(cls).toBeLessThan(WEB_VITALS_BUDGET.cls);
  });
});
