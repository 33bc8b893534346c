// Issue 27 items 3, 5, 7 and 11 on the desktop: the finished parts are linked (footer, in English and
// Thai), spec §2's /ExplosionDetection/ addresses answer, the header's menus show every group within
// 500 px, the visitor's warning, and a click before the page has hydrated is not lost.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../../../tools/e2e/fixtures';

const DATA_PAGES = [
  ['Explosion detection', '/ExplosionDetection/dataList'],
  ['Product sales make-up', '/goods-detail/goodsMakeUp'],
  ['Shop revenue', '/mall-detail/mallReceivable'],
  ['Pricing calculator', '/pricing'],
] as const;
const CONTENT = [
  ['Business college', '/college/home'],
  ['Q&A community', '/QACommunity'],
  ['Industry news', '/IndustryNews'],
  ['Reports', '/report'],
  ['Lucky draw', '/lottery'],
] as const;

/**
 * Holds the page's own modules (everything but the first load that index.html names) until released:
 * the page's code runs, but it cannot hydrate (it waits for its route module and its catalog).
 */
async function holdHydration(page: Page, html: string) {
  const firstLoad = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = (_request: Request) => undefined as void;
  const runs = new Promise<Request>((resolve) => (asked = resolve));
  await page.route('**/assets/*.js', async (route) => {
    if (firstLoad.has(new URL(route.request().url()).pathname)) return route.continue();
    asked(route.request());
    await released;
    await route.continue();
  });
  return { runs, release };
}

test.describe('navigation (issue 27)', () => {
  for (const [locale, names] of [
    ['en', { data: 'Data tools', content: 'Learn and connect' }],
    ['th', { data: 'เครื่องมือข้อมูล', content: 'เรียนรู้และพูดคุย' }],
  ] as const) {
    test(`the footer links the data pages and the content areas (${locale})`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL ?? '' }]);
      await page.goto('/pluginIntroduce');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const footer = page.getByRole('contentinfo');
      const data = footer.getByRole('navigation', { name: names.data });
      const content = footer.getByRole('navigation', { name: names.content });
      await expect(data.getByRole('link')).toHaveCount(DATA_PAGES.length);
      await expect(content.getByRole('link')).toHaveCount(CONTENT.length);
      const hrefs = async (nav: typeof data) => nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(await hrefs(data)).toEqual(DATA_PAGES.map(([, href]) => href));
      expect(await hrefs(content)).toEqual(CONTENT.map(([, href]) => href));
      if (locale === 'en') {
        for (const [name, href] of [...DATA_PAGES, ...CONTENT]) await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
      }
      // The links lead to real pages.
      await content.getByRole('link').nth(1).click();
      await expect(page).toHaveURL(/\/QACommunity$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test("spec §2's /ExplosionDetection/details and /historyList answer: a redirect to the pages, the query kept", async ({ page, request }) => {
    const details = await request.get('/ExplosionDetection/details?id=12345', { maxRedirects: 0 });
    expect(details.status()).toBe(301);
    expect(details.headers()['location']).toBe('/details?id=12345');
    const history = await request.get('/ExplosionDetection/historyList', { maxRedirects: 0 });
    expect(history.status()).toBe(301);
    expect(history.headers()['location']).toBe('/historyList');
    // In the browser: the page itself, and the detection pages' navigation marks it.
    await page.goto('/ExplosionDetection/details');
    await expect(page).toHaveURL(/\/details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Detection details' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Explosion detection' }).getByRole('link', { name: 'Detection details' })).toHaveAttribute('aria-current', 'page');
  });

  for (const [menu, last] of [
    ['Data', 'Freight forwarder'],
    ['Products', 'Graphic video'],
  ] as const) {
    test(`the ${menu} menu shows every group within 500 px, nothing below a scroll`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: menu, exact: true }).click();
      const panel = page.getByRole('menu');
      await expect(panel).toBeVisible();
      const box = await panel.evaluate((el) => ({ height: el.getBoundingClientRect().height, scroll: el.scrollHeight, client: el.clientHeight, scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
      expect(box.height).toBeLessThanOrEqual(500);
      expect(box.scroll).toBeLessThanOrEqual(box.client + 1);
      expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1);
      // The last entry is inside the panel's box, not clipped.
      const item = page.getByRole('menuitem', { name: new RegExp(last) });
      await expect(item).toBeInViewport();
      const [panelBox, itemBox] = [await panel.boundingBox(), await item.boundingBox()];
      expect((itemBox?.y ?? 0) + (itemBox?.height ?? 0)).toBeLessThanOrEqual((panelBox?.y ?? 0) + (panelBox?.height ?? 0) + 1);
    });
  }

  test("a visitor's first click on a data-menu entry says visitors must log in first (spec §2)", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Data', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Hot-selling products' }).click();
    await expect(page.getByText('Visitors must log in first: log in to open this page.', { exact: true })).toBeVisible();
    await expect(page.getByText(/tourist/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a click on the data menu or the language switch before hydration is carried out once the page has hydrated', async ({ page, request }) => {
    const held = await holdHydration(page, await (await request.get('/')).text());
    const navigation = page.goto('/', { waitUntil: 'commit' });
    // The page's code runs (it asked for its route module) but has not hydrated.
    await held.runs;
    await expect(page.locator('html[data-started]')).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'Data', exact: true }).click();
    await expect(page.locator('html[data-started]')).toHaveCount(0);
    held.release();
    await navigation;
    await expect(page.getByRole('menuitem', { name: 'Hot-selling products' })).toBeVisible();

    await page.unrouteAll({ behavior: 'wait' });
    const heldAgain = await holdHydration(page, await (await request.get('/pluginIntroduce')).text());
    const second = page.goto('/pluginIntroduce', { waitUntil: 'commit' });
    await heldAgain.runs;
    await page.getByRole('banner').getByRole('button', { name: /^Language/ }).click();
    await expect(page.locator('html[data-started]')).toHaveCount(0);
    heldAgain.release();
    await second;
    await expect(page.getByRole('menuitemradio', { name: 'ไทย' })).toBeVisible();
  });

  test('"Register | Log in" works before any script has run: a real link to the login page, which logs in', async ({ page }) => {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      await released;
      await route.continue();
    });
    const navigation = page.goto('/pricing', { waitUntil: 'commit' });
    const login = page.getByRole('banner').getByRole('link', { name: 'Register | Log in' });
    await expect(login).toHaveAttribute('href', '/workbench/login?urlCode=sealens&redirect=%2Fpricing');
    await login.click();
    await expect(page).toHaveURL(/\/workbench\/login\?urlCode=sealens&redirect=%2Fpricing$/);
    release();
    await navigation.catch(() => undefined);
    await expect(page.locator('[role="dialog"][data-mode]')).toBeVisible();
  });
});
