// Issue 16 item 4: /m/download against the real server. The tab follows the phone's platform (the
// app on Android, the mini program inside WeChat); "Open the mini program" links to the scheme the
// server answers to GET /public/mini/urlScheme; the product tab's cards lead here.
import { MOBILE_UA, expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';

const VIEWPORT = { width: 390, height: 844 };
const WECHAT_UA = `${MOBILE_UA} MicroMessenger/8.0.50`;
test.use({ userAgent: MOBILE_UA, viewport: VIEWPORT, isMobile: true, hasTouch: true });

test.describe('/m/download', () => {
  test('an Android phone opens on the app; the mini program tab links to the server scheme', async ({ page }) => {
    const response = await page.goto('/m/download');
    expect(response?.status()).toBe(200);
    // Server-rendered: the page and its tabs are in the first HTML.
    expect(await response?.text()).toContain('Download for Android');
    await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'App', selected: true })).toBeVisible();
    await expect(page.getByTestId('download-android')).toHaveAttribute('href', /\.apk$/);
    await expectNoAxeViolations(page);

    const scheme = page.waitForResponse((r) => r.url().includes('/api/public/mini/urlScheme'));
    await page.getByRole('tab', { name: 'Mini program' }).click();
    const answer = (await (await scheme).json()) as { code: number; payload: { openlink: string } };
    expect(answer.code).toBe(200);
    expect(answer.payload.openlink).toMatch(/^weixin:\/\/dl\/business\/\?t=/);
    await expect(page.getByRole('link', { name: 'Open the mini program' })).toHaveAttribute('href', answer.payload.openlink);
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Browser plugin' }).click();
    await expect(page.getByText("The plugin installs in a computer's browser. Open the download page on your computer, or copy its link.")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('inside WeChat it opens on the mini program; ?tab= names a tab', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: WECHAT_UA, viewport: VIEWPORT, isMobile: true, hasTouch: true });
    const wechat = await context.newPage();
    await wechat.goto('/m/download');
    await expect(wechat.getByRole('tab', { name: 'Mini program', selected: true })).toBeVisible();
    await expect(wechat.getByRole('link', { name: 'Open the mini program' })).toHaveAttribute('href', /^weixin:\/\//);
    await wechat.goto('/m/download?tab=app');
    await expect(wechat.getByRole('tab', { name: 'App', selected: true })).toBeVisible();
    await expect(wechat.getByText('WeChat does not download apps: tap ··· at the top right and open this page in your browser.')).toBeVisible();
    await context.close();
  });

  test('the product tab leads to the mini program download', async ({ page }) => {
    await page.goto('/m/product');
    await page.getByRole('article', { name: 'Mini program' }).getByRole('link', { name: 'Get it' }).click();
    await expect(page).toHaveURL(/\/m\/download\?tab=mini$/);
    await expect(page.getByRole('tab', { name: 'Mini program', selected: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the mini program' })).toHaveAttribute('href', /^weixin:\/\//);
  });
});
