// Issue 16 item 5 on the desktop site, against the real server and database: the spec §7 calls that
// had no page. Friendly links in the footer (server-rendered), the feedback form with a picture
// (visitor: POST /public/uploadImg; member: POST /file/imageUploadNoResize), a coupon a promotion
// link carries (shown, claimed once), the trial claimed once from the member landing, the
// cooperation organ and the home's theme campaign.
import type { Page } from '@playwright/test';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { logInDemoBySms } from '../../../tools/e2e/login-steps';

// The feedback / coupon / trial member: its gift window is off, so no trial comes with the login
// (apps/api-server/src/db/seed/demo-accounts.ts DEMO_TRIAL_CLAIMER).
const MEMBER = demoPhone(26);
// A 1x1 PNG: a real picture the server recognises by its bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

async function fillFeedback(page: Page, description: string) {
  await page.getByLabel('Kind of feedback').selectOption({ label: 'Data problem' });
  await page.getByLabel('Problem description').fill(description);
}

async function attachPicture(page: Page, uploadPath: string) {
  const upload = page.waitForResponse((r) => r.url().includes(uploadPath) && r.request().method() === 'POST');
  await page.getByLabel('Add a picture').setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: PNG });
  expect((await (await upload).json()).code).toBe(200);
  await expect(page.getByTestId('feedback-picture-stored')).toHaveText('Picture uploaded');
  await expect(page.getByRole('img', { name: 'Preview of screenshot.png' })).toBeVisible();
}

test.describe('member extras (spec §7 calls placed on the desktop site)', () => {
  test('the footer shows the friendly links in the server HTML, and a link to the feedback form', async ({ page }) => {
    const html = await (await page.request.get('/about')).text();
    expect(html).toContain('Demo link: Shopee Seller Centre');
    await page.goto('/');
    const links = page.getByRole('navigation', { name: 'Friendly links' });
    await expect(links.getByRole('link')).toHaveText(['Demo link: Shopee Seller Centre', 'Demo link: SeaLens college', 'Demo link: freight forwarder']);
    await expect(links.getByRole('link').first()).toHaveAttribute('href', 'https://seller.shopee.example');
    // The theme configuration's campaign on the home, linked where it says.
    const campaign = page.getByRole('region', { name: 'Campaign' });
    await expect(campaign.getByRole('link', { name: /Demo campaign/ })).toHaveAttribute('href', '/pricing');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Feedback' }).click();
    await expect(page).toHaveURL(/\/feedback$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  });

  test('a visitor sends feedback with a picture; a failed send keeps what was typed', async ({ page }) => {
    // Two axe runs and an upload on a shared machine.
    test.setTimeout(60_000);
    await page.goto('/feedback');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please choose the kind of feedback.');
    await fillFeedback(page, 'too short');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please describe the problem in at least 10 characters.');
    await expect(page.getByLabel('Problem description')).toBeFocused();
    const description = 'The shop ranking of Thailand shows yesterday twice.';
    await page.getByLabel('Problem description').fill(description);
    await page.getByLabel('This is a complaint about our service (customer service will contact you)').check();
    // A visitor has no token: the public upload base.
    await attachPicture(page, '/api/public/uploadImg');
    await expectNoAxeViolations(page);

    // The first send meets a busy backend: the message says so and nothing typed is lost.
    await page.route('**/user-back/userFeedback**', (route) => route.fulfill({ json: { code: 503, message: 'busy' } }), { times: 1 });
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('alert')).toContainText('Your feedback could not be sent');
    await expect(page.getByLabel('Problem description')).toHaveValue(description);
    await expect(page.getByTestId('feedback-picture-stored')).toBeVisible();

    const sent = page.waitForRequest((r) => r.url().includes('/user-back/userFeedback'));
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const query = new URL((await sent).url()).searchParams;
    expect(query.get('type')).toBe('2');
    expect(query.get('complaint')).toBe('1');
    expect(query.get('problemDescription')).toBe(description);
    expect(query.get('imgUrl')).toMatch(/^\/api\/file\/uploaded\/[0-9a-f]{64}\.png$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your feedback' })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('a visitor on a promotion link sees that it carries a coupon and is asked to log in', async ({ page }) => {
    await page.goto('/promote/pc?couponId=DEMO-LOBBY-1');
    const coupon = page.getByRole('region', { name: 'Coupon' });
    await expect(coupon).toContainText('This link carries a coupon for you.');
    await coupon.getByRole('button', { name: 'Log in to claim' }).click();
    await expect(page.locator('[role="dialog"][data-mode]')).toBeVisible();
  });

  test('a member claims the coupon of a link and the trial, each once, and sends feedback with a screenshot', async ({ page }) => {
    test.setTimeout(120_000);
    await logInDemoBySms(page, MEMBER);

    // The coupon of a promotion link: shown, claimed, and claimed it stays.
    await page.goto('/?couponId=DEMO-LOBBY-1');
    const coupon = page.getByRole('region', { name: 'Coupon' });
    await expect(coupon).toContainText('¥50.00');
    await expect(coupon).toContainText('Demo: 50 off the operation edition');
    await expect(coupon).toContainText('Valid until 2099-12-31 23:59:59');
    await expectNoAxeViolations(page);
    await coupon.getByRole('button', { name: 'Claim coupon' }).click();
    await expect(coupon.getByTestId('coupon-claimed')).toHaveText('Claimed: it is in your account now.');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Coupon' }).getByTestId('coupon-claimed')).toHaveText('Claimed');
    await expect(page.getByRole('region', { name: 'Coupon' }).getByRole('button', { name: 'Claim coupon' })).toHaveCount(0);

    // The trial: offered on the landing, claimed once, then the plan is the trial and no offer is left.
    await page.goto('/workbench/home');
    const trial = page.getByTestId('trial-claim');
    await expect(trial.getByRole('heading', { name: 'Free 1-day trial' })).toBeVisible();
    await expect(page.getByTestId('workbench-plan-status')).toHaveText('Expired');
    await expectNoAxeViolations(page);
    const claim = page.waitForResponse((r) => r.url().includes('/user-account/giveAway'));
    await trial.getByRole('button', { name: 'Claim the free trial' }).click();
    expect((await (await claim).json()).code).toBe(200);
    await expect(trial.getByTestId('trial-claimed')).toContainText(/active until \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\. The trial can be claimed only once\./);
    await expect(page.getByTestId('workbench-plan')).toContainText('Trial');
    await expect(page.getByTestId('workbench-plan-status')).toHaveText('Active');
    await page.reload();
    await expect(page.getByTestId('workbench-plan-status')).toHaveText('Active');
    await expect(page.getByTestId('trial-claim')).toHaveCount(0);
    // The server decides too: a second claim is refused.
    const again = await page.evaluate(async () => (await fetch('/api/ram/sealens/v1/user-account/giveAway', { credentials: 'include' })).json());
    expect(again.code).toBe(10011);

    // From the landing to the feedback form: a member's screenshot goes through the no-resize upload.
    await page.getByRole('link', { name: 'Send feedback' }).click();
    await expect(page).toHaveURL(/\/feedback$/);
    await fillFeedback(page, 'The brand ranking misses a brand I follow.');
    await attachPicture(page, '/api/file/imageUploadNoResize');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByTestId('feedback-sent')).toContainText('Thank you for your feedback');
  });
});
