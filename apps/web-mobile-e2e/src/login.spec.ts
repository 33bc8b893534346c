import { MOBILE_UA, expect, test } from '../../../tools/e2e/fixtures';
import { loginSuite } from '../../../tools/e2e/login-suite';

const VIEWPORT = { width: 390, height: 844 };
test.use({ userAgent: MOBILE_UA, viewport: VIEWPORT, isMobile: true, hasTouch: true });

loginSuite({
  name: 'mobile',
  home: '/m',
   
  // Dialogs keep a 1 rem margin on each side of a narrow screen.
  registerPath: '/m/register',
  width: (specWidth) => Math.min(specWidth, VIEWPORT.width - 32),
  expectMember: async (page) => {
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  },
  logOut: async (page) => {
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  },
  sessionCheckOnLoad: false,
  clickTarget: 'main',
  // A phone cannot scan its own screen: the mobile site's dialog opens on SMS login (DESIGN §4).
  loginStart: 'accountLogin',
});
