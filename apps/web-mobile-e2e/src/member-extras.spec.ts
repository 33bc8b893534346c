// Issue 16 item 5 on the mobile site, against the real server and database: the footer's friendly
// links (server-rendered), the feedback form with a phone photo through the public upload
// (POST /public/uploadImg), a promotion link's coupon, and sharing: inside WeChat's browser (its user
// agent) the page asks the server for the JS-SDK signature and configures WeChat's SDK with it;
// elsewhere the link is copied and neither the signature nor the SDK is fetched. The SDK's script is
// never fetched from the internet here: the test serves a stand-in at its address.
import type { Page } from '@playwright/test';
import { MOBILE_UA, expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';

const VIEWPORT = { width: 390, height: 844 };
test.use({ userAgent: MOBILE_UA, viewport: VIEWPORT, isMobile: true, hasTouch: true });
const WECHAT_UA = `${MOBILE_UA} MicroMessenger/8.0.50.2600(0x28003237) NetType/WIFI Language/zh_CN`;
const JSSDK = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** A stand-in for WeChat's JS-SDK that records what the page configures and shares. */
const FAKE_SDK = `
window.__wx = { configs: [], shares: [] };
window.wx = {
  config(options) { window.__wx.configs.push(options); setTimeout(() => this._ready && this._ready(), 0); },
  ready(callback) { this._ready = callback; },
  error() {},
  updateAppMessageShareData(data) { window.__wx.shares.push(data); },
  updateTimelineShareData() {},
};`;

async function serveFakeSdk(page: Page): Promise<string[]> {
  const fetched: string[] = [];
  await page.route(JSSDK, (route) => {
    fetched.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: FAKE_SDK });
  });
  return fetched;
}

test.describe('member extras (mobile)', () => {
  test('the footer shows the friendly links in the server HTML; feedback with a photo goes through the public upload', async ({ page }) => {
    // Two axe runs and two uploads on a shared machine.
    test.setTimeout(60_000);
    const html = await (await page.request.get('/m/about')).text();
    expect(html).toContain('Demo link: SeaLens college');
    await page.goto('/m');
    const links = page.getByRole('navigation', { name: 'Friendly links' });
    await expect(links.getByRole('link')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Campaign' }).getByRole('link', { name: /Demo campaign/ })).toHaveAttribute('href', '/m/pricing');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Feedback' }).click();
    await expect(page).toHaveURL(/\/m\/feedback$/);

    await page.getByLabel('Kind of feedback').selectOption({ label: 'Page error' });
    await page.getByLabel('Problem description').fill('The keyword chart is cut off on my phone.');
    const upload = page.waitForResponse((r) => r.url().includes('/api/public/uploadImg'));
    await page.getByLabel('Add a picture').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    expect((await (await upload).json()).code).toBe(200);
    await expect(page.getByTestId('feedback-picture-stored')).toBeVisible();
    // The 5 MB limit is checked before anything is sent.
    await page.getByRole('button', { name: 'Remove picture' }).click();
    await page.getByLabel('Add a picture').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) });
    await expect(page.getByRole('alert')).toHaveText('The picture can be at most 5 MB.');
    await page.getByLabel('Add a picture').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('feedback-picture-stored')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByTestId('feedback-sent')).toContainText('Thank you for your feedback');
    await expectNoAxeViolations(page);
  });

  test('a promotion link with a coupon asks a visitor to log in to claim it', async ({ page }) => {
    await page.goto('/m?couponId=DEMO-LOBBY-1');
    await expect(page.getByRole('region', { name: 'Coupon' })).toContainText('This link carries a coupon for you.');
  });

  test.describe('inside WeChat', () => {
    test.use({ userAgent: WECHAT_UA });
    test('sharing configures the JS-SDK with the server signature and the page', async ({ page }) => {
      const fetched = await serveFakeSdk(page);
      await page.goto('/m/about');
      // Nothing of WeChat's is fetched before the share button is pressed.
      expect(fetched).toEqual([]);
      const signature = page.waitForResponse((r) => r.url().includes('/public/weChatJsapiSignaturePublic'));
      await page.getByRole('button', { name: 'Share this page' }).click();
      const answer = await signature;
      const query = new URL(answer.url()).searchParams;
      expect(query.get('jumpUrl')).toBe(page.url());
      const signed = (await answer.json()).payload;
      await expect(page.getByTestId('share-outcome')).toHaveText('Tap ··· at the top right to send this page to a friend or to Moments.');
      expect(fetched).toEqual([JSSDK]);
      const recorded = await page.evaluate(() => (window as unknown as { __wx: { configs: unknown[]; shares: { link: string; title: string }[] } }).__wx);
      expect(recorded.configs).toEqual([
        { debug: false, appId: signed.appId, timestamp: signed.timestamp, nonceStr: signed.nonceStr, signature: signed.signature, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] },
      ]);
      expect(recorded.shares[0]?.link).toBe(page.url());
      expect(recorded.shares[0]?.title).toBe(await page.title());
    });
  });

  test('outside WeChat the share copies the link, without the signature or the SDK', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const fetched = await serveFakeSdk(page);
    const signatures: string[] = [];
    page.on('request', (r) => (r.url().includes('weChatJsapiSignaturePublic') ? signatures.push(r.url()) : undefined));
    await page.goto('/m/about');
    // Chromium on Linux has no share sheet: the link goes to the clipboard.
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByRole('button', { name: 'Share this page' }).click();
    await expect(page.getByTestId('share-outcome')).toHaveText('Link copied: paste it to share this page.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(fetched).toEqual([]);
    expect(signatures).toEqual([]);
  });
});
