// Steps of the login dialog (libs/auth) as both sites' e2e tests drive it: a real browser, the real
// reference server, codes from its SMS outbox and scans through its dev scan endpoint.
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { forgetSmsSends, readSmsCode, scanQr } from './dev-api';
import { waitForHydration } from './fixtures';
import { solveSlideCaptcha } from './slide-captcha';

/**
 * The header's entry for visitors: "Register | Log in" on desktop (a link to the login page, which the
 * dialog replaces once the page runs), "Log in" in the narrow mobile header.
 */
export function headerLoginButton(page: Page): Locator {
  const banner = page.getByRole('banner');
  return banner.getByRole('link', { name: 'Register | Log in', exact: true }).or(banner.getByRole('button', { name: /^(Register \| )?Log in$/ }));
}

/** The login dialog, whatever its mode. */
export function loginDialog(page: Page): Locator {
  return page.locator('[role="dialog"][data-mode]');
}

export async function expectDialogMode(page: Page, mode: string): Promise<Locator> {
  const dialog = loginDialog(page);
  await expect(dialog).toHaveAttribute('data-mode', mode);
  return dialog;
}

/** The first screen of the header's dialog: the WeChat QR on desktop, SMS login on the mobile site (DESIGN §4). */
export type LoginStart = 'qrLogin' | 'accountLogin';

/** Opens the dialog from the header; it starts on `start`. */
export async function openLoginDialog(page: Page, start: LoginStart = 'qrLogin'): Promise<Locator> {
  await headerLoginButton(page).click();
  return expectDialogMode(page, start);
}

/** From account login (the mobile site's first screen) to the QR; nothing to do on the QR already. */
export async function switchToQrLogin(page: Page): Promise<Locator> {
  const dialog = loginDialog(page);
  if ((await dialog.getAttribute('data-mode')) !== 'qrLogin') await dialog.getByRole('button', { name: 'Switch to QR login' }).click();
  return expectDialogMode(page, 'qrLogin');
}

/** A QR is created by POST /wechat/createLoginQrcode (login) or /wechat/qrcode?bind=true (bind): its answer carries the scene id a scan needs. */
export function waitForQrScene(page: Page): Promise<string> {
  return page
    .waitForResponse((r: Response) => /\/wechat\/(createLoginQrcode|qrcode)\b/.test(r.url()) && r.request().method() === 'POST')
    .then(async (response) => {
      const body = (await response.json()) as { playdata?: { sceneId?: string }; payload?: { playdata?: { sceneId?: string } } };
      const sceneId = body.playdata?.sceneId ?? body.payload?.playdata?.sceneId;
      if (!sceneId) throw new Error(`the QR answer has no scene id: ${JSON.stringify(body)}`);
      return sceneId;
    });
}

export async function switchToAccountLogin(page: Page, tab: 'Password login' | 'SMS login / register' = 'Password login'): Promise<Locator> {
  const dialog = loginDialog(page);
  // The mobile site's dialog opens on account login already.
  if ((await dialog.getAttribute('data-mode')) === 'qrLogin') await dialog.getByRole('button', { name: 'Switch to account login' }).click();
  await expectDialogMode(page, 'accountLogin');
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

export async function logInWithPassword(page: Page, phone: string, password: string): Promise<void> {
  const dialog = await switchToAccountLogin(page);
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Clicks "Get code" in `scope`, solves the slide captcha, and returns the code the outbox got. */
export async function requestSmsCode(page: Page, scope: Locator, phone: string): Promise<string> {
  // Demo phones are shared by tests, retries and repeats: none of them may meet an earlier run's cooldown.
  await forgetSmsSends(page.request, phone);
  const before = await page.request.get(`/api/__dev/sms?mobile=${phone}`);
  const previous = before.ok() ? ((await before.json()) as { payload?: { code?: string } }).payload?.code : undefined;
  await scope.getByRole('button', { name: 'Get code' }).click();
  await solveSlideCaptcha(page);
  await expect(scope.getByRole('button', { name: /seconds until retry/ })).toBeVisible();
  return readSmsCode(page.request, phone, previous);
}

export async function scanAs(page: Page, sceneId: string, who: { userId: number } | 'unknown'): Promise<void> {
  await scanQr(page.request, sceneId, who);
}

/** The header shows the member's entry once the login finished. */
export async function expectLoggedIn(page: Page): Promise<void> {
  await expect(loginDialog(page)).toHaveCount(0);
  await expect(headerLoginButton(page)).toHaveCount(0);
}

/** The gift window's answer (a JSON envelope; a payload means a member gift), or undefined when it is not JSON. */
export type GiftWindowAnswer = { payload?: unknown } | undefined;

/**
 * The next answer of the gift window (GET /qbt4-user-window/userGivTrialVipWindow): the last step of
 * a login (spec §4 login flow 6) and of a member's page load. Call it before the click that ends the
 * login, then pass it to `passLoginAftermath`.
 */
export function nextGiftWindowAnswer(page: Page): Promise<GiftWindowAnswer> {
  return page
    .waitForResponse((r) => r.url().includes('/qbt4-user-window/userGivTrialVipWindow'), { timeout: 20_000 })
    .then((response) => response.json().catch(() => undefined) as Promise<GiftWindowAnswer>);
}

/**
 * Clears what may follow a login, in order: the new-device reminder (90001, on repeat runs), then the
 * gift window's answer, and the member gift when that answer has a payload. The answer is waited for,
 * not guessed with a timeout: each login used to wait 4-10 s for a gift that, since issue 27 item 5,
 * a demo login no longer gets.
 */
export async function passLoginAftermath(page: Page, giftWindow: Promise<GiftWindowAnswer>): Promise<void> {
  const reminder = page.getByRole('dialog', { name: 'Account security reminder' });
  const first = await Promise.race([reminder.waitFor().then(() => 'reminder' as const, () => 'none' as const), giftWindow.then(() => 'ended' as const)]);
  if (first === 'reminder') await reminder.getByRole('button', { name: 'Continue normal use' }).click();
  if ((await giftWindow)?.payload) await page.getByRole('dialog', { name: 'Membership gift' }).getByRole('button', { name: 'I know' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * Logs a demo account in by SMS code from `home` (`/` or `/m`), past what may follow a login
 * (`passLoginAftermath`). By SMS, not password: the login suite changes some demo passwords while others run.
 */
export async function logInDemoBySms(page: Page, phone: string, home = '/'): Promise<void> {
  await page.goto(home);
  // A page of a second browser context (not the fixture's) does not wait for hydration on goto, and a
  // click before it is lost: the dialog never opened and the test hung until its timeout.
  await waitForHydration(page);
  await headerLoginButton(page).click();
  const dialog = await switchToAccountLogin(page, 'SMS login / register');
  await dialog.getByLabel('Phone number').fill(phone);
  const code = await requestSmsCode(page, dialog, phone);
  await dialog.getByLabel('Verification code').fill(code);
  const giftWindow = nextGiftWindowAnswer(page);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await passLoginAftermath(page, giftWindow);
  await expect(headerLoginButton(page)).toHaveCount(0);
}
