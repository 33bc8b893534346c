// Issue 27 item 10: the home's campaign banner, live notices, hot articles and friendly links came in
// English to Chinese and Thai readers. The server's HTML (JavaScript off: what arrives, before any
// client fetch) must carry them in the reader's language: here, no Latin word but the brand names.
import { expect, test } from '../../../tools/e2e/fixtures';
import { NO_JS_CLIENT } from '../../../tools/e2e/server-rendering-suite';

/** The home's parts whose texts come from the server's content. */
const PARTS = ['theme-banners', 'live-notices', 'hot-articles', 'friendly-links'] as const;
/** Names that stay as they are in every language. */
const BRANDS = /SeaLens|Shopee/g;

for (const [locale, browserLocale, headers] of [
  ['zh', 'en-US', { Cookie: 'i18n_redirected=zh' }],
  // No cookie: the browser's language alone (the server's own API calls must carry it too).
  ['th', 'th-TH', {}],
] as const) {
  test(`the ${locale} home's server-rendered campaign, live notices, hot articles and friendly links have no English`, async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: browserLocale,
      userAgent: NO_JS_CLIENT,
      extraHTTPHeaders: { ...headers, 'x-forwarded-for': `100.127.27.${locale === 'zh' ? 10 : 11}` },
    });
    try {
      const page = await context.newPage();
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'zh' ? 'zh-CN' : 'th');
      for (const part of PARTS) {
        const region = page.getByTestId(part);
        await expect(region, part).toBeAttached();
        const text = ((await region.textContent()) ?? '').replace(/\s+/g, ' ').trim();
        expect(text.length, `${part} shows something`).toBeGreaterThan(10);
        const english = text.replace(BRANDS, '').match(/[A-Za-z]{2,}/g) ?? [];
        expect(english, `${locale} ${part}: "${text}"`).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
}
