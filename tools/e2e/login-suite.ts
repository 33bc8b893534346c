// Issue #5 end to end, the same on both sites: the login dialog against the real reference server
// (codes from its SMS outbox, scans through its dev scan endpoint), in Debian's Chromium.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, demoPhone, demoUserId, freshPhone } from './dev-api';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { loginSuiteVisitorAddress } from './visitor-address';
import {
  expectDialogMode,
  expectLoggedIn,
  headerLoginButton,
  logInWithPassword,
  loginDialog,
  openLoginDialog,
  requestSmsCode,
  scanAs,
  switchToAccountLogin,
  switchToQrLogin,
  waitForQrScene,
  type LoginStart,
} from './login-steps';

export interface LoginSuiteSite {
  name: string;
  /** The site's home page. */
  home: string;
  /** The registration landing of promotion links. */
  registerPath: string;
  axe?: { disableRules?: string[] };
  /** The rendered width of a dialog whose spec width is `specWidth` (narrow screens clamp it). */
  width: (specWidth: number) => number;
  /** The header shows a logged-in member. */
  expectMember: (page: Page) => Promise<void>;
  logOut: (page: Page, displayName: string) => Promise<void>;
  /** Whether a page load runs the session check (spec §4 skips it on mobile paths), and so the gift dialog. */
  sessionCheckOnLoad: boolean;
  /** Somewhere a click lands without doing anything else (the registration pop-up's trigger). */
  clickTarget: string;
  /** The header dialog's first screen: the QR on desktop, SMS login on the mobile site (DESIGN §4). */
  loginStart: LoginStart;
}

/** The gift window's answers on each page (GET /qbt4-user-window/userGivTrialVipWindow), read as they come. */
const giftWindowAnswers = new WeakMap<Page, Array<Promise<unknown>>>();

function recordGiftWindowAnswers(page: Page): void {
  const answers: Array<Promise<unknown>> = [];
  giftWindowAnswers.set(page, answers);
  page.on('response', (response) => {
    if (response.url().includes('/qbt4-user-window/userGivTrialVipWindow')) answers.push(response.json().catch(() => undefined));
  });
}

/**
 * The gift dialog says a data correction the member asked for was made (spec §2): a member who asked
 * for none is not greeted with it (issue 27 item 5). The window is asked for, answers no payload,
 * and no dialog opens.
 */
async function expectNoMemberGift(page: Page): Promise<void> {
  const answers = giftWindowAnswers.get(page) ?? [];
  await expect.poll(() => answers.length, { message: 'the gift window is asked for after the login' }).toBeGreaterThan(0);
  for (const body of await Promise.all(answers)) {
    expect(body).toMatchObject({ code: 200 });
    expect(body).not.toHaveProperty('payload');
  }
  await expect(page.getByRole('dialog', { name: 'Membership gift' })).toHaveCount(0);
}

async function dialogWidth(page: Page): Promise<number> {
  return Math.round((await loginDialog(page).boundingBox())?.width ?? 0);
}

let visitor = 0;

export function loginSuite(site: LoginSuiteSite): void {
  // Every test is a visitor of its own address: the server allows 5 SMS per IP an hour (spec'd and
  // unit-tested there), and the whole run would otherwise come from 127.0.0.1.
  test.beforeEach(async ({ page }, testInfo) => {
    visitor += 1;
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': loginSuiteVisitorAddress(testInfo.workerIndex, visitor) });
    recordGiftWindowAnswers(page);
  });

  test.describe(`${site.name}: login dialog`, () => {
    test(`opens on ${site.loginStart === 'qrLogin' ? 'the WeChat QR' : 'SMS login'}, 550 wide, one at a time, and switches between QR and account login; axe-clean`, async ({ page }) => {
      await page.goto(site.home);
      const scene = waitForQrScene(page);
      const dialog = await openLoginDialog(page, site.loginStart);
      if (site.loginStart === 'accountLogin') {
        // A phone cannot scan its own screen: SMS login first, the QR one tap away.
        await expect(dialog.getByRole('tab', { name: 'SMS login / register', selected: true })).toBeVisible();
        await expect(dialog.getByLabel('Phone number')).toBeVisible();
        await expectNoAxeViolations(page, site.axe);
        await switchToQrLogin(page);
      }
      await scene;
      await expect(dialog.getByRole('img', { name: 'WeChat login QR code' })).toBeVisible();
      expect(await dialogWidth(page)).toBe(site.width(550));
      await expectNoAxeViolations(page, site.axe);

      await switchToAccountLogin(page);
      await expect(dialog.getByRole('tab', { name: 'Password login', selected: true })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Service Agreement' })).toBeVisible();
      await expectNoAxeViolations(page, site.axe);
      await dialog.getByRole('tab', { name: 'SMS login / register' }).click();
      await expectNoAxeViolations(page, site.axe);

      await dialog.getByRole('button', { name: 'Switch to QR login' }).click();
      await expectDialogMode(page, 'qrLogin');
      await page.keyboard.press('Escape');
      await expect(loginDialog(page)).toHaveCount(0);
      await expect(page.locator('[data-login-dialog-host]')).toHaveCount(0);
    });

    test('in local mode the scan page linked under the QR logs in as a demo user', async ({ page }) => {
      await page.goto(site.home);
      await openLoginDialog(page, site.loginStart);
      const dialog = await switchToQrLogin(page);
      await expect(dialog.getByRole('img', { name: 'WeChat login QR code' })).toBeVisible();
      const link = dialog.getByRole('link', { name: 'Open the scan page (local mode)' });
      await expect(link).toHaveAttribute('href', /\/api\/__dev\/qr\/scan\?sceneId=/);
      const opened = page.waitForEvent('popup');
      await link.click();
      const scanPage = await opened;
      await scanPage.getByLabel('Scan as an existing user').selectOption(String(demoUserId(15)));
      await scanPage.getByRole('button', { name: 'Scan as this user' }).click();
      await expect(scanPage.getByText(`Scanned as user #${demoUserId(15)}`)).toBeVisible();
      await scanPage.close();
      await expectLoggedIn(page);
      await site.expectMember(page);
    });

    test('the service agreement opens 720 wide with its full text', async ({ page }) => {
      await page.goto(site.home);
      await openLoginDialog(page, site.loginStart);
      const dialog = await switchToAccountLogin(page);
      await dialog.getByRole('button', { name: 'Service Agreement' }).click();
      const agreement = page.getByRole('dialog', { name: 'Service Agreement' });
      await expect(agreement).toContainText(/refund/i);
      expect(Math.round((await agreement.boundingBox())?.width ?? 0)).toBe(site.width(720));
      await expectNoAxeViolations(page, site.axe);
    });

    test('password login shows the welcome notice, then logging out returns to the visitor header', async ({ page, context }) => {
      await page.goto(site.home);
      await openLoginDialog(page, site.loginStart);
      await logInWithPassword(page, demoPhone(1), DEMO_PASSWORD);
      await expect(page.getByText('Welcome back', { exact: true })).toBeVisible();
      await expectLoggedIn(page);
      // A member who asked for no data correction gets no gift dialog (spec §2, §4 step 6).
      await expectNoMemberGift(page);
      await site.expectMember(page);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sealens-store') ?? '{}'));
      expect(stored.info.user.account).toBe(demoPhone(1));
      const sessionCookie = async () => (await context.cookies()).find((c) => c.name === 'sealens_token');
      expect(await sessionCookie()).toBeDefined();

      await page.reload();
      await site.expectMember(page);
      await site.logOut(page, 'demo01');
      await expect(headerLoginButton(page)).toBeVisible();
      const after = await page.evaluate(() => JSON.parse(localStorage.getItem('sealens-store') ?? '{}'));
      expect(after.info?.user).toBeUndefined();
      // The server's half of logging out: the HttpOnly session cookie is gone too.
      await expect.poll(sessionCookie).toBeUndefined();
    });

    test('registers by SMS with the code from the outbox, then binds WeChat by QR', async ({ page }) => {
      const phone = freshPhone();
      await page.goto(site.home);
      await openLoginDialog(page, site.loginStart);
      const dialog = await switchToAccountLogin(page, 'SMS login / register');
      await dialog.getByLabel('Phone number').fill(phone);
      // Nothing says whether a phone is registered before a captcha is solved (issue #25 item 6)...
      await expect(dialog.getByLabel('Set a password')).toHaveCount(0);
      const code = await requestSmsCode(page, dialog, phone);
      // ...the code's send does: an unregistered phone gets the set-password field (spec §5).
      await expect(dialog.getByLabel('Set a password')).toBeVisible();
      await dialog.getByLabel('Verification code').fill(code);
      await dialog.getByLabel('Set a password').fill('abc12345');
      const bindScene = waitForQrScene(page);
      await dialog.getByRole('button', { name: 'Register and log in' }).click();

      // A new account has no WeChat: the dialog asks to bind it (spec §4 step 4).
      await expectDialogMode(page, 'bindWxQr');
      await expectNoAxeViolations(page, site.axe);
      // "Binding successful", then the page reloads after 100 ms (spec §4 step 4).
      const reloaded = page.waitForEvent('load');
      await scanAs(page, await bindScene, 'unknown');
      await reloaded;
      if (site.sessionCheckOnLoad) await expectNoMemberGift(page);
      await site.expectMember(page);
    });

    test('a bound user scanning the QR is logged in', async ({ page }) => {
      await page.goto(site.home);
      const scene = waitForQrScene(page);
      await openLoginDialog(page, site.loginStart);
      await switchToQrLogin(page);
      await scanAs(page, await scene, { userId: demoUserId(15) });
      await expectLoggedIn(page);
      await site.expectMember(page);
    });

    test('an unknown user scanning the QR binds a phone and is registered', async ({ page }) => {
      const phone = freshPhone();
      await page.goto(site.home);
      const scene = waitForQrScene(page);
      await openLoginDialog(page, site.loginStart);
      await switchToQrLogin(page);
      await scanAs(page, await scene, 'unknown');
      const dialog = await expectDialogMode(page, 'bindPhone');
      await expectNoAxeViolations(page, site.axe);
      await dialog.getByLabel('Phone number').fill(phone);
      const code = await requestSmsCode(page, dialog, phone);
      await dialog.getByLabel('Verification code').fill(code);
      await dialog.getByLabel('Set a password').fill('abc12345');
      await dialog.getByRole('button', { name: 'Bind and log in' }).click();
      await expectLoggedIn(page);
      await expectNoMemberGift(page);
      await site.expectMember(page);
    });

    test('the QR expires after 60 s and a click brings a new one', async ({ page }) => {
      await page.clock.install();
      await page.goto(site.home);
      const first = waitForQrScene(page);
      const dialog = await openLoginDialog(page, site.loginStart);
      await switchToQrLogin(page);
      await first;
      // The lifetime timer is armed when the code is shown, not when its answer arrives: fast-forwarding
      // before that would move the clock ahead of a timer not yet set.
      await expect(dialog.getByRole('img', { name: 'WeChat login QR code' })).toBeVisible();
      await page.clock.fastForward(59_000);
      await expect(dialog.getByText('QR expired, click to refresh')).toHaveCount(0);
      await page.clock.fastForward(1_000);
      const expired = dialog.getByRole('button', { name: /QR expired, click to refresh/ });
      await expect(expired).toBeVisible();
      await expectNoAxeViolations(page, site.axe);
      const second = waitForQrScene(page);
      await expired.click();
      expect(await second).not.toBe(await first);
      await expect(dialog.getByRole('img', { name: 'WeChat login QR code' })).toBeVisible();
    });

    test('password reset, then login with the new password', async ({ page }) => {
      const phone = demoPhone(15);
      await page.goto(site.home);
      await openLoginDialog(page, site.loginStart);
      let dialog = await switchToAccountLogin(page);
      await dialog.getByRole('button', { name: 'Forgot password?' }).click();
      dialog = await expectDialogMode(page, 'passwordReset');
      await expectNoAxeViolations(page, site.axe);
      await dialog.getByLabel('Phone number').fill(phone);
      const code = await requestSmsCode(page, dialog, phone);
      await dialog.getByLabel('Verification code').fill(code);
      await dialog.getByLabel('New password', { exact: true }).fill('newpass123');
      await dialog.getByLabel('Confirm new password').fill('newpass124');
      await dialog.getByRole('button', { name: 'Reset password' }).click();
      await expect(dialog.getByText('Passwords do not match')).toBeVisible();
      await expect(dialog.getByLabel('Verification code')).toHaveValue(code);
      await dialog.getByLabel('Confirm new password').fill('newpass123');
      await dialog.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByText('Password reset successful', { exact: true })).toBeVisible();
      dialog = await expectDialogMode(page, 'accountLogin');
      await dialog.getByLabel('Phone number').fill(phone);
      await dialog.getByLabel('Password', { exact: true }).fill('newpass123');
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      await expectLoggedIn(page);
    });

    test('10099: identity auth by SMS, auth success, reload after the 3 s countdown', async ({ page }) => {
      const phone = demoPhone(3);
      // The countdown runs on the page's fake clock, paused while the test looks at it: an axe run
      // in real time raced the reload (issue 9 item 9), and a retry then met the 60 s SMS limit.
      await page.clock.install();
      await page.goto(site.home);
      await openLoginDialog(page, site.loginStart);
      await logInWithPassword(page, phone, DEMO_PASSWORD);
      const dialog = await expectDialogMode(page, 'identityAuth');
      await expect(dialog).toContainText('139****0003');
      await expectNoAxeViolations(page, site.axe);
      const code = await requestSmsCode(page, dialog, phone);
      await dialog.getByLabel('Verification code').fill(code);
      // Frozen from here: the countdown cannot start ticking before the test has checked it.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expectDialogMode(page, 'authSuccess');
      // No axe run here: axe-core waits on timers, which are frozen now, and in real time it raced the
      // reload. The screen's axe check is its story's (libs/auth login-dialog.stories.tsx AuthSuccess).
      await expect(dialog).toContainText('3 s');
      await page.clock.runFor(1_000);
      await expect(dialog).toContainText('2 s');
      await page.clock.runFor(1_000);
      await expect(dialog).toContainText('1 s');
      await expectDialogMode(page, 'authSuccess');
      // The reload is awaited from before the last second can end.
      const reloaded = page.waitForEvent('load');
      await page.clock.runFor(1_000);
      await reloaded;
      await page.clock.resume();
      if (site.sessionCheckOnLoad) await expectNoMemberGift(page);
      await site.expectMember(page);
    });

    test('a main account with sub-accounts chooses which to log in with', async ({ page }) => {
      await page.goto(site.home);
      await openLoginDialog(page, site.loginStart);
      await logInWithPassword(page, demoPhone(2), DEMO_PASSWORD);
      const dialog = await expectDialogMode(page, 'accountSelect');
      await expectNoAxeViolations(page, site.axe);
      await dialog.getByRole('radio', { name: /demo-sub-1/ }).check();
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      // The token is the sub-account's; it has no WeChat of its own, so binding comes next (spec §4 step 4).
      await expectDialogMode(page, 'bindWxQr');
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('sealens-store') ?? '{}'));
      expect(stored.info.user.account).toBe('demo-sub-1');
    });

    test('wrong formats get the spec messages and nothing typed is lost', async ({ page }) => {
      await page.goto(site.home);
      await openLoginDialog(page, site.loginStart);
      const dialog = await switchToAccountLogin(page);
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(dialog.getByText('Please enter phone number')).toBeVisible();
      await expect(dialog.getByText('Please enter password')).toBeVisible();
      await dialog.getByLabel('Phone number').fill('12345');
      await dialog.getByLabel('Password', { exact: true }).fill('abc');
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(dialog.getByText('Please enter a correct mobile number')).toBeVisible();
      await expect(dialog.getByText('Password should be 6-16 letters and digits combined, case sensitive')).toBeVisible();
      await expect(dialog.getByLabel('Phone number')).toHaveValue('12345');
      await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('abc');
      await expectNoAxeViolations(page, site.axe);

      // A wrong password is the server's answer: shown, and the form keeps what was typed.
      await dialog.getByLabel('Phone number').fill(demoPhone(14));
      await dialog.getByLabel('Password', { exact: true }).fill('wrong123');
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Wrong account or password');
      // Reported once, in the user's language: no toast of the server's own English message.
      await expect(page.getByText('the account or password is incorrect')).toHaveCount(0);
      await expect(dialog.getByLabel('Phone number')).toHaveValue(demoPhone(14));

      await dialog.getByRole('tab', { name: 'SMS login / register' }).click();
      await dialog.getByLabel('Phone number').fill(demoPhone(14));
      await dialog.getByLabel('Verification code').fill('12');
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(dialog.getByText('SMS verification code is 6 digits')).toBeVisible();
    });

    test('a promotion link opens promote register; the new account then binds WeChat', async ({ page }) => {
      const phone = freshPhone();
      await page.goto(`${site.registerPath}?utm=partner9`);
      const dialog = await expectDialogMode(page, 'promote');
      await expect(dialog.getByRole('heading', { name: 'Register for SeaLens' })).toBeVisible();
      await expectNoAxeViolations(page, site.axe);
      await dialog.getByLabel('Phone number').fill(phone);
      const code = await requestSmsCode(page, dialog, phone);
      await dialog.getByLabel('Verification code').fill(code);
      await dialog.getByLabel('Set a password').fill('abc12345');
      await dialog.getByRole('button', { name: 'Register', exact: true }).click();
      await expectDialogMode(page, 'bindWxQr');
    });

    test('an activity link registers for the activity and grants a lottery chance', async ({ page }) => {
      const phone = freshPhone();
      await page.goto(`${site.registerPath}?actId=spring-draw&aic=INV42`);
      const dialog = await expectDialogMode(page, 'promote');
      await dialog.getByLabel('Phone number').fill(phone);
      const code = await requestSmsCode(page, dialog, phone);
      await dialog.getByLabel('Verification code').fill(code);
      await dialog.getByLabel('Set a password').fill('abc12345');
      const sent = page.waitForRequest((r) => r.url().includes('/public/activityRegister'));
      await dialog.getByRole('button', { name: 'Register and get a lottery chance' }).click();
      const body = (await sent).postDataJSON() as { expandInfo?: string };
      expect(JSON.parse(body.expandInfo ?? '{}')).toEqual({ actId: 'spring-draw', inviteCode: 'INV42' });
      // Activity registration skips the WeChat binding and ends on the home page (spec §4 step 5).
      await expect(page).toHaveURL(new RegExp(`${site.home === '/' ? '/' : '/m'}$`));
    });

    test('the registration pop-up opens SMS login on the first click after 150 s', async ({ page, context }) => {
      await page.clock.install();
      await page.goto(site.home);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The pop-up is armed by the session chunk, which loads after hydration: let it arrive first.
      await page.waitForLoadState('networkidle');
      // The exact 150 s is the unit test's (registration-popup.test.ts, fake clock); here the page
      // needs a moment of real time to arm it, so the boundary is bracketed by a few seconds.
      await page.clock.fastForward(140_000);
      await page.locator(site.clickTarget).click();
      await expect(loginDialog(page)).toHaveCount(0);
      await page.clock.fastForward(15_000);
      await page.locator(site.clickTarget).click();
      const dialog = await expectDialogMode(page, 'accountLogin');
      await expect(dialog.getByRole('tab', { name: 'SMS login / register', selected: true })).toBeVisible();
      const cookie = (await context.cookies()).find((c) => c.name === 'registered_popup');
      expect(cookie).toBeDefined();
      // The flag lives until the next local midnight.
      const expires = new Date((cookie?.expires ?? 0) * 1000);
      const midnight = new Date(await page.evaluate(() => Date.now()));
      midnight.setHours(24, 0, 0, 0);
      expect(Math.abs(expires.getTime() - midnight.getTime())).toBeLessThan(2_000);
    });
  });

  test.describe(`${site.name}: account risk dialogs (demo accounts, spec §4 and §8)`, () => {
    const blocking = [
      { n: 6, state: 'freeze-low', text: '2099-07-01 00:00:00' },
      { n: 8, state: 'freeze-medium', text: '2100-01-01 00:00:00' },
      { n: 10, state: 'freeze-high', text: 'customer service' },
    ];
    for (const { n, state, text } of blocking) {
      test(`${state}: blocked, the 500-wide dialog explains it`, async ({ page }) => {
        await page.goto(site.home);
        await openLoginDialog(page, site.loginStart);
        await logInWithPassword(page, demoPhone(n), DEMO_PASSWORD);
        const dialog = await expectDialogMode(page, 'risk');
        await expect(dialog).toContainText(text);
        expect(await dialogWidth(page)).toBe(site.width(500));
        await expectNoAxeViolations(page, site.axe);
        await dialog.getByRole('button', { name: 'I understand' }).click();
        await expect(loginDialog(page)).toHaveCount(0);
        await expect(headerLoginButton(page)).toBeVisible();
      });
    }

    const proceeding = [
      { n: 4, state: 'reset-low', button: 'Continue normal use' },
      { n: 13, state: 'remove-low', button: 'Continue' },
    ];
    for (const { n, state, button } of proceeding) {
      test(`${state}: logged in, and the dialog advises a password change`, async ({ page }) => {
        await page.goto(site.home);
        await openLoginDialog(page, site.loginStart);
        await logInWithPassword(page, demoPhone(n), DEMO_PASSWORD);
        const dialog = await expectDialogMode(page, 'risk');
        await expect(dialog.getByRole('button', { name: 'Change password' })).toBeVisible();
        await expectNoAxeViolations(page, site.axe);
        await dialog.getByRole('button', { name: button, exact: true }).click();
        await expectLoggedIn(page);
        // The session check follows the acknowledgement, and a new member is given no gift.
        await expectNoMemberGift(page);
        await site.expectMember(page);
      });
    }

    test('anomalous-low: verified by WeChat scan instead, then logged in', async ({ page }) => {
      await page.goto(site.home);
      await openLoginDialog(page, site.loginStart);
      await logInWithPassword(page, demoPhone(12), DEMO_PASSWORD);
      const dialog = await expectDialogMode(page, 'risk');
      const scene = waitForQrScene(page);
      await dialog.getByRole('button', { name: 'Verify by WeChat scan' }).click();
      await expect(dialog.getByRole('img', { name: 'Identity verification QR code' })).toBeVisible();
      await expectNoAxeViolations(page, site.axe);
      await scanAs(page, await scene, { userId: demoUserId(12) });
      await expectLoggedIn(page);
    });

    test('anomalous-low: password login blocked, verified by SMS, then logged in', async ({ page }) => {
      const phone = demoPhone(12);
      await page.goto(site.home);
      await openLoginDialog(page, site.loginStart);
      await logInWithPassword(page, phone, DEMO_PASSWORD);
      let dialog = await expectDialogMode(page, 'risk');
      await expect(dialog.getByRole('button', { name: 'Verify by WeChat scan' })).toBeVisible();
      await expectNoAxeViolations(page, site.axe);
      await dialog.getByRole('button', { name: 'Verify by SMS' }).click();
      dialog = loginDialog(page);
      await expect(dialog).toContainText('139****0012');
      await expectNoAxeViolations(page, site.axe);
      const code = await requestSmsCode(page, dialog, phone);
      await dialog.getByLabel('Verification code').fill(code);
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await expectLoggedIn(page);
    });
  });
}
