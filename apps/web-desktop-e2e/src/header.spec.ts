// Issue #13 items 2, 3 and 9 on the desktop header.
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { DEMO_PASSWORD, demoPhone } from '../../../tools/e2e/dev-api';
import { logInWithPassword, nextGiftWindowAnswer, openLoginDialog, passLoginAftermath } from '../../../tools/e2e/login-steps';

/** WCAG contrast ratio of two `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

test.describe('desktop header', () => {
  test('the Data menu opens on hover after a short delay, and by keyboard', async ({ page }) => {
    await page.goto('/');
    const data = page.getByRole('button', { name: 'Data' });
    await data.hover();
    await expect(page.getByRole('menuitem', { name: 'Hot-selling products' })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await data.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Hot-selling products' })).toBeVisible();
  });

  test('the not-found page has the site header: navigation and language', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Language/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The page you visited does not exist' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a member's name is readable on the transparent header and on the solid one (AA)", async ({ page }) => {
    await page.goto('/');
    await openLoginDialog(page);
    // Account 16 is this test's own: no device-check race with the login suite running beside it.
    const giftWindow = nextGiftWindowAnswer(page);
    await logInWithPassword(page, demoPhone(16), DEMO_PASSWORD);
    await passLoginAftermath(page, giftWindow);
    await expect(page.locator('header').getByRole('link', { name: 'My workbench' })).toBeVisible();
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('sealens-store') ?? '{}').info?.user);
    const name = String(user?.nickName || user?.account);
    const account = page.locator('header').getByRole('button', { name });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('header').first()).toHaveAttribute('data-transparent', 'true');
    // Over the hero, whose lightest colour is #7a1d10 (rgb 122, 29, 16).
    const onHero = await account.evaluate((el) => getComputedStyle(el).color);
    expect(contrast(onHero, 'rgb(122, 29, 16)')).toBeGreaterThanOrEqual(4.5);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.locator('header').first()).toHaveAttribute('data-transparent', 'false');
    const [solid, background] = await account.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el.closest('header') as Element).backgroundColor]);
    expect(contrast(solid ?? '', background ?? '')).toBeGreaterThanOrEqual(4.5);
  });
});
