import { expect, test } from '../../../tools/e2e/fixtures';
import { loginDialog } from '../../../tools/e2e/login-steps';
import { loginSuite } from '../../../tools/e2e/login-suite';

loginSuite({
  name: 'desktop',
  home: '/',
  registerPath: '/register',
  width: (specWidth) => specWidth,
  expectMember: async (page) => {
    await expect(page.getByRole('banner').getByRole('link', { name: 'My workbench' })).toHaveAttribute('href', '/workbench/home');
  },
  logOut: async (page, displayName) => {
    await page.getByRole('button', { name: displayName }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
  },
  sessionCheckOnLoad: true,
  clickTarget: 'footer',
  loginStart: 'qrLogin',
});

// DESIGN §4: a phone-sized window cannot scan its own screen either, whatever the site.
test.describe('desktop site in a narrow window', () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test('the login dialog opens on SMS login, the QR one tap away', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Start for free' }).click();
    const dialog = loginDialog(page);
    await expect(dialog).toHaveAttribute('data-mode', 'accountLogin');
    await expect(dialog.getByRole('tab', { name: 'SMS login / register', selected: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Switch to QR login' }).click();
    await expect(dialog).toHaveAttribute('data-mode', 'qrLogin');
  });
});
