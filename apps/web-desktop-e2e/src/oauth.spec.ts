// /oauth, the auth2 automatic login of spec §3, against the real server: a code from the passport
// call logs a fresh browser in and goes on to the callback; a bad code says so.
import { DEMO_PASSWORD, demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { expectLoggedIn, headerLoginButton, logInWithPassword, openLoginDialog } from '../../../tools/e2e/login-steps';

test.describe('/oauth', () => {
  test('a valid code logs in and goes on to the callback address', async ({ page, browser }) => {
    await page.goto('/');
    await openLoginDialog(page);
    await logInWithPassword(page, demoPhone(22), DEMO_PASSWORD);
    await expect(page.locator('[role="dialog"][data-mode]')).toHaveCount(0, { timeout: 20_000 });
    // The passport call of another SeaLens product, made with this member's session cookie.
    const origin = new URL(page.url()).origin;
    const passport = await page.request.get(`/api/ram/sealens/v1/user/auth/passport?clientId=e2e&callbackUrl=${encodeURIComponent(`${origin}/about`)}`);
    const redirect = ((await passport.json()) as { payload: string }).payload;
    const code = new URL(redirect).searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(`${origin}/oauth?code=${encodeURIComponent(code)}&callbackUrl=${encodeURIComponent(`${origin}/about`)}`);
    await expect(other).toHaveURL(`${origin}/about`, { timeout: 20_000 });
    await other.locator('html[data-started]').waitFor({ state: 'attached' });
    await expectLoggedIn(other);
    await fresh.close();
  });

  test('the giving half: a signed-in member is sent on to the callback with a code another browser logs in with; another origin is refused', async ({ page, browser }) => {
    await page.goto('/oauth?clientId=e2e&callbackUrl=%2Fabout');
    // A visitor logs in first, then goes on by itself.
    await expect(page.getByText('Log in to SeaLens to continue to the application that sent you here.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.locator('section[aria-labelledby="oauth-title"]').getByRole('button', { name: 'Log in' }).click();
    await logInWithPassword(page, demoPhone(27), DEMO_PASSWORD);
    const origin = new URL(page.url()).origin;
    await expect(page).toHaveURL(/\/about\?code=/, { timeout: 20_000 });
    const code = new URL(page.url()).searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(`${origin}/oauth?code=${encodeURIComponent(code)}&callbackUrl=%2Fabout`);
    await expect(other).toHaveURL(`${origin}/about`, { timeout: 20_000 });
    await other.locator('html[data-started]').waitFor({ state: 'attached' });
    await expectLoggedIn(other);
    await fresh.close();

    await page.goto(`/oauth?clientId=e2e&callbackUrl=${encodeURIComponent('https://evil.example/steal')}`);
    await expect(page.getByText('This application cannot receive a SeaLens login.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a bad code says so and offers the login', async ({ page }) => {
    await page.goto('/oauth?code=not-a-real-code&callbackUrl=%2Fabout');
    await expect(page.getByText('The login code is invalid or expired. Log in again.')).toBeVisible();
    await expect(headerLoginButton(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/oauth');
    await expect(page.getByText('This login link has no login code.')).toBeVisible();
  });
});
