import { WEB_VITALS_BUDGET, expect, measureWebVitals, test } from '../../../tools/e2e/fixtures';

// Runs in the 'speed' project, after every other test (tools/e2e/playwright-config.ts).
test.describe('desktop speed', () => {
  test('home stays within the speed budget and does not shift', async ({ page, browser }) => {
    // The first visitor after a start pays for compressing the assets; measure the next one, in a
    // fresh browser context (nothing cached on the client).
    const warmUp = await browser.newContext();
    await (await warmUp.newPage()).goto('/');
    await warmUp.close();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { lcp, cls } = await measureWebVitals(page);
    console.log(`desktop home: LCP ${Math.round(lcp)} ms, CLS ${cls.toFixed(3)}`);
    expect(lcp).toBeLessThan(WEB_VITALS_BUDGET.lcpMs);
    expect(cls).toBeLessThan(WEB_VITALS_BUDGET.cls);
  });
});
