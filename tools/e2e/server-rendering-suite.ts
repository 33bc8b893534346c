// Issue #9 on both sites, against the real server: pages arrive rendered (no JavaScript needed to
// read them) in the visitor's language, and hydrate without a warning.
import { expect, test } from './fixtures';
import { htmlText, translated } from './catalog';

/** Not a browser: the server's device redirects are for browsers only. */
export const NO_JS_CLIENT = 'curl/8.5.0';

export interface RenderedPage {
  path: string;
  /** The page's main heading (English text of its message). */
  heading: string;
}

export function serverRenderingSuite(site: { name: string; pages: RenderedPage[]; userAgent?: string }) {
  test.describe(`${site.name}: server rendering`, () => {
    if (site.userAgent) test.use({ userAgent: site.userAgent });
    for (const { path, heading } of site.pages) {
      for (const [locale, iso, headers] of [
        ['en', 'en', {}],
        ['th', 'th', { 'Accept-Language': 'th-TH,th;q=0.9,en;q=0.5' }],
        ['vi', 'vi', { Cookie: 'i18n_redirected=vi', 'Accept-Language': 'zh-CN' }],
        ['tw', 'zh-TW', { 'Accept-Language': 'zh-HK' }],
      ] as const) {
        test(`${path} arrives rendered in ${locale} (${Object.keys(headers).join(', ') || 'no preference'})`, async ({ request }) => {
          const res = await request.get(path, { headers: { 'User-Agent': NO_JS_CLIENT, ...headers }, maxRedirects: 0 });
          expect(res.status()).toBe(200);
          const html = await res.text();
          expect(html).toContain(`<html lang="${iso}">`);
          expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(htmlText(translated(locale, heading)))}</h1>`));
          expect(html).toMatch(/<title>[^<]+<\/title>/);
          expect(html).toContain('<link rel="canonical"');
          expect(html).toContain('<meta property="og:title"');
          expect(html).toContain('id="sealens-hydration"');
          expect(res.headers()['cache-control']).toContain('public');
        });
      }

      test(`${path} hydrates without a warning and keeps its content`, async ({ page }) => {
        // The fixture fails the test on any console error, hydration mismatches included.
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('data-started', 'hydrated');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      });
    }

    test("a session cookie the server cannot verify gets a visitor's page, not a member's (issue 26 item 1)", async ({ request }) => {
      const res = await request.get(site.pages[0]?.path ?? '/', { headers: { 'User-Agent': NO_JS_CLIENT, Cookie: 'sealens_token=x' } });
      expect(res.headers()['cache-control']).toContain('public');
      expect(res.headers()['x-robots-tag']).toBeUndefined();
      expect(await res.text()).toContain('"member":false');
    });
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
