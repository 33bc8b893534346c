// The lottery played by two newcomers against the real server (issue 27 item 6): each registers
// through "Log in to draw" then "SMS login / register", lands back on the lottery with a chance, the
// inviter gets a chance for the friend, and with 0 chances the Draw button is disabled and says why.
import type { Page } from '@playwright/test';
import { freshPhone } from '../../../tools/e2e/dev-api';
import { expect, test, waitForHydration } from '../../../tools/e2e/fixtures';
import { expectLoggedIn, nextGiftWindowAnswer, passLoginAftermath, requestSmsCode, switchToAccountLogin } from '../../../tools/e2e/login-steps';
import { slideCaptchaDialog, solveSlideCaptcha } from '../../../tools/e2e/slide-captcha';

const PASSWORD = 'lucky2026';

/** Registers `phone` from the lottery's "Log in to draw" on the SMS screen; ends back on the lottery. */
async function registerThroughLottery(page: Page, phone: string): Promise<void> {
  await page.getByRole('button', { name: 'Log in to draw' }).click();
  const dialog = await switchToAccountLogin(page, 'SMS login / register');
  await dialog.getByLabel('Phone number').fill(phone);
  const code = await requestSmsCode(page, dialog, phone);
  await dialog.getByLabel('Verification code').fill(code);
  // The set-password field shows once the phone is known to be new: from the code's send, or from
  // the check the submit makes (with a captcha) when the send did not say.
  const setPassword = dialog.getByLabel('Set a password');
  if (!(await setPassword.waitFor({ timeout: 3000 }).then(() => true, () => false))) {
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    if (await slideCaptchaDialog(page).waitFor({ timeout: 5000 }).then(() => true, () => false)) await solveSlideCaptcha(page);
  }
  await setPassword.fill(PASSWORD);
  // The login's last step and the reloaded lottery's session check both ask the gift window.
  const giftWindow = nextGiftWindowAnswer(page);
  await dialog.getByRole('button', { name: 'Register and log in' }).click();
  // The page reloads on the lottery (a new member's gift may open over it).
  await page.waitForURL(/\/lottery\?actId=demo-handbook/, { timeout: 20_000 });
  await waitForHydration(page);
  await passLoginAftermath(page, giftWindow);
  await expectLoggedIn(page);
  // No bind dialog over the lottery.
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function chancesOf(page: Page): Promise<number> {
  const text = (await page.getByTestId('lottery-chances').textContent()) ?? '';
  return Number(/(\d+)/.exec(text)?.[1] ?? NaN);
}

test.describe('the lottery played by two newcomers', () => {
  test.setTimeout(120_000);

  test('each gets a chance by registering through "Log in to draw", the inviter a chance for the friend; 0 chances disable Draw', async ({ page, browser }) => {
    // Newcomer A arrives at the lottery with no invitation.
    await page.goto('/lottery?actId=demo-handbook');
    await registerThroughLottery(page, freshPhone());
    await expect(page.getByTestId('lottery-chances')).toHaveText('Chances left: 1');
    const link = await page.getByLabel('Your invitation link').inputValue();
    expect(link).toMatch(/\/lottery\?actId=demo-handbook&aic=\d+-/);

    // A draws the one chance; then Draw is disabled and says why.
    await page.getByRole('button', { name: 'Draw', exact: true }).click();
    const result = page.getByRole('dialog');
    await expect(result).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('lottery-chances')).toHaveText('Chances left: 0');
    const draw = page.getByRole('button', { name: 'Draw', exact: true });
    await expect(draw).toBeDisabled();
    await expect(draw).toHaveAccessibleDescription(/You have no chances left\. Invite friends/);

    // Newcomer B opens A's invitation link in a browser of their own and registers the same way.
    const friend = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `100.126.${Date.now() % 250}.${(Date.now() >> 8) % 250 || 1}` } });
    try {
      const friendPage = await friend.newPage();
      await friendPage.goto(new URL(link).pathname + new URL(link).search);
      await waitForHydration(friendPage);
      await expect(friendPage.getByText('A friend invited you')).toBeVisible();
      const friendPhone = freshPhone();
      await registerThroughLottery(friendPage, friendPhone);
      await expect(friendPage.getByTestId('lottery-chances')).toHaveText('Chances left: 1');
      await expect(friendPage.getByRole('button', { name: 'Draw', exact: true })).toBeEnabled();

      // A's chance for the friend, and the friend in A's invitation record.
      await page.reload();
      expect(await chancesOf(page)).toBe(1);
      await expect(page.getByRole('button', { name: 'Draw', exact: true })).toBeEnabled();
      await page.getByRole('button', { name: 'Invitation record' }).click();
      await expect(page.getByRole('dialog', { name: 'Invitation record' })).toContainText(friendPhone.slice(-4));
    } finally {
      await friend.close();
    }
  });
});
