import { expect } from '../../../tools/e2e/fixtures';
import { loginSuite } from '../../../tools/e2e/login-suite';

loginSuite({
  name: 'desktop',
  home: '/',
  registerPath: '/register',
  width: (specWidth) => specWidth,
  expectMember: async (page) => {
    await expect(page.getByRole('banner').getByRole('link', { name: 'Go to backstage' })).toHaveAttribute('href', '/workbench/home');
  },
  logOut: async (page, displayName) => {
    await page.getByRole('button', { name: displayName }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
  },
  sessionCheckOnLoad: true,
  clickTarget: 'footer',
  loginStart: 'qrLogin',
});
