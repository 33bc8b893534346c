// The lottery on the desktop site against the real server: server-rendered page, a member's chances
// after logging in, the popups (rules, winning record with the inline delivery form) and axe.
import { DEMO_PASSWORD, demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { expectLoggedIn, logInWithPassword, nextGiftWindowAnswer, passLoginAftermath } from '../../../tools/e2e/login-steps';

test.describe('lottery (desktop)', () => {
  test('the running activity is in the first HTML; a visitor is offered registration and login', async ({ page }) => {
    const html = await (await page.request.get('/lottery')).text();
    expect(html).toContain('Demo lucky draw (running)');
    expect(html).toContain('Demo 7-day starter edition');
    await page.goto('/lottery');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo lucky draw (running)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register and get a chance' })).toBeVisible();
    await page.getByRole('button', { name: 'Activity rules' }).click();
    await expect(page.getByRole('dialog', { name: 'Activity rules' })).toContainText('Every draw is decided by the server.');
    await expectNoAxeViolations(page);
  });

  test('a member logs in on the page and sees the chances, the invitation link and the winning record', async ({ page }) => {
    await page.goto('/lottery?actId=demo-handbook');
    await page.getByRole('button', { name: 'Log in to draw' }).click();
    const giftWindow = nextGiftWindowAnswer(page);
    await logInWithPassword(page, demoPhone(21), DEMO_PASSWORD);
    // Finishing a login fetches several things (spec §4 step 5): slow on a busy machine.
    await expect(page.locator('[role="dialog"][data-mode]')).toHaveCount(0, { timeout: 20_000 });
    await passLoginAftermath(page, giftWindow);
    await expectLoggedIn(page);
    await expect(page.getByTestId('lottery-chances')).toHaveText(/Chances left: \d+/);
    await expect(page.getByLabel('Your invitation link')).toHaveValue(/\/lottery\?actId=demo-handbook&aic=/);
    await expectNoAxeViolations(page);
    // Demo account 21 has no chance of its own: Draw is disabled and says why (issue 27 item 6).
    const chances = Number(/(\d+)/.exec((await page.getByTestId('lottery-chances').textContent()) ?? '')?.[1]);
    if (chances === 0) {
      await expect(page.getByRole('button', { name: 'Draw', exact: true })).toBeDisabled();
      await expect(page.getByText('You have no chances left.')).toBeVisible();
    }
    await page.getByRole('button', { name: 'Winning record' }).click();
    const record = page.getByRole('dialog', { name: 'Winning record' });
    await expect(record.getByText(/No prizes won yet\.|Demo seller handbook/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an ended activity opens its popup on arrival', async ({ page }) => {
    await page.goto('/lottery?actId=demo-winter');
    await expect(page.getByRole('dialog', { name: 'The activity has ended' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
