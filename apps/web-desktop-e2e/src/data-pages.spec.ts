// Issue 16 item 3: the explosion detection pages and the two detail pages, against the real server
// and its market data. The member is demo account 13900000024 (no other suite uses it); their
// detection history is emptied first, so repeat runs start the same.
import type { APIRequestContext, Page } from '@playwright/test';
import { demoPhone } from '../../../tools/e2e/dev-api';
import { expect, expectNoAxeViolations, test } from '../../../tools/e2e/fixtures';
import { logInDemoBySms } from '../../../tools/e2e/login-steps';

const MEMBER = 24;
/** Rows a visitor sees of a ranking (libs/domain VISITOR_RANKING_ROWS). */
const VISITOR_ROWS = 5;
const PAGE_SIZE = 20;

interface GoodsRow {
  goodsId: string;
  goodsInfo: { title: string; site?: string; shopName?: string };
  sales: number;
}

/** Charts draw when they come near the viewport (libs/market TrendChart): scroll to each, then count the drawn ones. */
async function drawnCharts(page: Page, scope = page.locator('body')) {
  const charts = scope.getByTestId('trend-chart');
  for (let i = 0; i < (await charts.count()); i++) await charts.nth(i).scrollIntoViewIfNeeded();
  return scope.locator('canvas');
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path, { headers: { 'X-Verify-Code': '1' } });
  expect(response.ok(), path).toBe(true);
  const body = (await response.json()) as { code: number; payload: T };
  expect(body.code, path).toBe(200);
  return body.payload;
}

/** The first rows of a detection list, as the API answers a visitor. */
async function detected(request: APIRequestContext, query: string): Promise<{ date: string; total: number; rows: GoodsRow[] }> {
  return api(request, `/api/detection/list?${query}`);
}

function table(page: Page, testId: string) {
  return page.getByTestId(testId).locator('tbody tr');
}

test.describe('explosion detection and detail pages', () => {
  test('a visitor gets the products taking off, server-rendered, filtered through the URL, first rows only', async ({ page, browser }) => {
    const expected = await detected(page.request, 'site=TH&list=hot&period=30');
    const first = expected.rows[0];
    if (!first) throw new Error('the market data has no hot product in Thailand');

    // The first HTML already holds the list (the server rendered it), with the day it describes.
    const html = await (await page.request.get('/ExplosionDetection/dataList?site=TH&list=hot&period=30')).text();
    expect(html).toContain(first.goodsInfo.title.replace(/&/g, '&amp;'));
    expect(html).toContain(`Data of ${expected.date}, refreshed daily`);

    await page.goto('/ExplosionDetection/dataList');
    await expect(page.getByRole('heading', { level: 1, name: 'Products taking off' })).toBeVisible();
    const filters = page.getByRole('form', { name: 'Detection filters' });
    await filters.getByLabel('Site').selectOption('TH');
    await filters.getByLabel('Detection').selectOption('hot');
    await filters.getByLabel('Period').selectOption('30');
    await filters.getByRole('button', { name: 'Detect' }).click();
    await expect(page).toHaveURL(/\/ExplosionDetection\/dataList\?site=TH&typeId=&list=hot&period=30$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Hot selling · Last 30 days' })).toBeVisible();
    const rows = table(page, 'detection-table');
    await expect(rows).toHaveCount(VISITOR_ROWS);
    await expect(rows.first()).toContainText(first.goodsInfo.title);
    await expect(rows.first()).toContainText('Thailand');
    await expect(page.getByTestId('detection-list')).toContainText(`${expected.total.toLocaleString('en-US')} products`);
    await expect(page.getByTestId('detection-limited')).toContainText('Log in to see every product');
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // A page number that is no page answers the not-found page with 404.
    const bad = await page.goto('/ExplosionDetection/dataList?page=zero');
    expect(bad?.status()).toBe(404);

    // A visitor's history page asks for the login; the API refuses without a session.
    const visitor = await browser.newContext();
    const other = await visitor.newPage();
    expect((await other.request.get('/api/detection/history')).status()).toBe(401);
    await other.goto('/historyList');
    await expect(other.getByRole('dialog')).toBeVisible();
    await visitor.close();
  });

  test("a product's detection details say why it is flagged, with its periods, charts and comparable products; 404 for an unknown id", async ({ page }) => {
    const [top] = (await detected(page.request, 'list=soaring&period=7')).rows;
    if (!top) throw new Error('no soaring product');
    const makeUp = await api<{ date: string; flags: string[]; hotRank: number; categoryProducts: number; periods: { period: number; sales: number }[] }>(
      page.request,
      `/api/goods/makeUp?goodsId=${top.goodsId}`,
    );
    expect(makeUp.flags).toContain('soaring');

    // A product link typed in the lookup form goes to the product's id.
    await page.goto('/details');
    await expect(page.getByTestId('suggested-products').locator('tbody tr')).toHaveCount(VISITOR_ROWS);
    const lookup = page.getByRole('search', { name: 'Product link or product ID' });
    await lookup.getByLabel('Product link or product ID').fill(`https://shopee.example/product/1/${top.goodsId}`);
    await lookup.getByRole('button', { name: 'Look up' }).click();
    await expect(page).toHaveURL(new RegExp(`/details\\?id=${top.goodsId}$`));

    await expect(page.getByRole('heading', { level: 3, name: top.goodsInfo.title })).toBeVisible();
    const verdict = page.getByTestId('detection-verdict');
    await expect(verdict.locator('[data-flag="soaring"]')).toContainText('(the threshold is +50%)');
    await expect(verdict).toContainText(`of ${makeUp.categoryProducts.toLocaleString('en-US')}`);
    await expect(verdict).toContainText(`Data of ${makeUp.date}, refreshed daily`);
    const week = page.getByTestId('period-figures').locator('[data-period="7"]');
    await expect(week).toContainText((makeUp.periods.find((p) => p.period === 7)?.sales ?? -1).toLocaleString('en-US'));
    // The charts load their library when near and draw.
    await expect(await drawnCharts(page, page.getByTestId('history-charts'))).toHaveCount(2);
    await expect(page.getByTestId('comparable-products').locator('tbody tr').first()).toBeVisible();
    await expect(page.getByText('Log in to keep a history of the products you detect.')).toBeVisible();
    await expectNoAxeViolations(page);

    const unknown = await page.goto('/details?id=98765432109');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByText('The page you visited does not exist')).toBeVisible();
    await page.goto('/details?id=no-such-product');
    await expect(page.getByTestId('unknown-item')).toContainText('The market data has no product for “no-such-product”.');
  });

  test("a product's sales make-up and its shop's revenue show the server's figures", async ({ page }) => {
    const [top] = (await detected(page.request, 'list=hot&period=30')).rows;
    if (!top) throw new Error('no hot product');
    const makeUp = await api<{ date: string; shopId: string; periods: { period: number; shopShare?: number; categoryShare?: number }[] }>(
      page.request,
      `/api/goods/makeUp?goodsId=${top.goodsId}`,
    );
    await page.goto(`/goods-detail/goodsMakeUp?goodsId=${top.goodsId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Product sales make-up' })).toBeVisible();
    const month = page.getByTestId('make-up').locator('[data-period="30"]');
    const share = makeUp.periods.find((p) => p.period === 30)?.shopShare;
    expect(share).toBeGreaterThan(0);
    await expect(month).toContainText(`${share?.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`);
    await expect(page.getByTestId('make-up')).toContainText(`Data of ${makeUp.date}`);
    await expect(await drawnCharts(page)).toHaveCount(3);
    await expectNoAxeViolations(page);

    const receivable = await api<{ mall: { shopName: string }; topProducts: GoodsRow[]; categories: unknown[] }>(page.request, `/api/mall/receivable?shopId=${makeUp.shopId}`);
    await page.getByRole('link', { name: "Its shop's revenue" }).click();
    await expect(page).toHaveURL(new RegExp(`/mall-detail/mallReceivable\\?shopId=${makeUp.shopId}$`));
    await expect(page.getByRole('heading', { level: 3, name: receivable.mall.shopName })).toBeVisible();
    const top10 = table(page, 'top-products');
    await expect(top10).toHaveCount(receivable.topProducts.length);
    await expect(top10.first()).toContainText(receivable.topProducts[0]?.goodsInfo.title ?? '');
    await expect(page.getByTestId('category-split').locator('tbody tr')).toHaveCount(receivable.categories.length);
    await expect(await drawnCharts(page, page.getByTestId('history-charts'))).toHaveCount(2);
    await expectNoAxeViolations(page);

    // Opened without a shop: the lookup form; an unknown shop id answers 404.
    await page.goto('/mall-detail/mallReceivable');
    await expect(page.getByTestId('choose-shop')).toBeVisible();
    expect((await page.goto('/mall-detail/mallReceivable?shopId=9'))?.status()).toBe(404);
    expect((await page.goto('/goods-detail/goodsMakeUp?goodsId=9'))?.status()).toBe(404);
  });

  test("a member pages through the list, and the products they open are kept in their history and deletable", async ({ page }) => {
    await logInDemoBySms(page, demoPhone(MEMBER));
    // Start from an empty history (repeat runs).
    const before = await api<{ id: string }[]>(page.request, '/api/detection/history');
    for (const entry of before) await page.request.post('/api/detection/history/remove', { data: { id: entry.id } });

    await page.goto('/historyList');
    await expect(page.getByTestId('history-empty')).toBeVisible();

    // A member sees a whole page and the pager.
    await page.goto('/ExplosionDetection/dataList');
    await expect(table(page, 'detection-table')).toHaveCount(PAGE_SIZE);
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/ExplosionDetection\/dataList\?page=2$/);
    await expect(table(page, 'detection-table').first().locator('td').first()).toHaveText(String(PAGE_SIZE + 1));

    const [a, b] = (await detected(page.request, 'list=hot&period=7&pageSize=2')).rows;
    if (!a || !b) throw new Error('fewer than two hot products');
    for (const goods of [a, b]) {
      await page.goto(`/details?id=${goods.goodsId}`);
      await expect(page.getByTestId('history-keeper')).toHaveAttribute('data-state', 'saved');
    }

    // Kept on the server, last opened first.
    const kept = await api<{ goodsId: string }[]>(page.request, '/api/detection/history');
    expect(kept.map((e) => e.goodsId)).toEqual([b.goodsId, a.goodsId]);

    await page.getByRole('link', { name: 'My detection history' }).first().click();
    const rows = table(page, 'history-table');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(b.goodsInfo.title);
    await expect(rows.nth(1)).toContainText(a.goodsInfo.title);
    await expectNoAxeViolations(page);

    await rows.nth(1).getByRole('button', { name: `Delete ${a.goodsInfo.title} from my history` }).click();
    await expect(rows).toHaveCount(1);
    await page.reload();
    await expect(table(page, 'history-table')).toHaveCount(1);
    await expect(table(page, 'history-table').first()).toContainText(b.goodsInfo.title);
  });
});
