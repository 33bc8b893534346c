import AxeBuilder from '@axe-core/playwright';
import { MOBILE_UA, expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';

test.use({ userAgent: MOBILE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// Spec §2 fixes the mobile viewport (no zoom), which axe's meta-viewport rule reports by design.
const SPEC_FIXED_VIEWPORT = { disableRules: ['meta-viewport'] };

test.describe('mobile Q&A community (issue 13 item 8)', () => {
  test('every text on /m/QACommunity has AA contrast, with the seeded questions shown', async ({ page }) => {
    await page.goto('/m/QACommunity');
    await expect(page.getByRole('heading', { level: 1, name: 'Q&A community' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    const contrast = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    const failing = contrast.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.any.map((c) => c.message).join('; ')}`));
    expect(failing, 'color-contrast').toEqual([]);
    // Every element axe could judge was judged: nothing left "incomplete" (e.g. text over an image).
    expect(contrast.passes.find((rule) => rule.id === 'color-contrast')?.nodes.length ?? 0).toBeGreaterThan(5);
    await expectNoAxeViolations(page, SPEC_FIXED_VIEWPORT);
  });
});
