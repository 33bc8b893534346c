// The home's first screen at 1440 x 900 (issue 27 item 9), against the built site: the search box
// is on it, the hero's chart is the market's data, a search from the not-found page lands with its
// result in view, the customer-service QR is a real code of the contact address, and the promotions
// row has no empty slot.
import { expect, test } from '../../../tools/e2e/fixtures';

const VERIFY = { 'X-Verify-Code': '1' };

test.use({ viewport: { width: 1440, height: 900 } });

test.describe('the home at 1440 x 900', () => {
  test('the search box is within the first screen; the hero chart is drawn from the trend data', async ({ page, request }) => {
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Product link or product ID' });
    const box = await search.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 1e9) + (box?.height ?? 0)).toBeLessThanOrEqual(900);

    // One line per site of the trend survey's answer, named by its days.
    const trend = ((await (await request.get('/api/home/trendSurvey', { headers: VERIFY })).json()) as { payload: { date: string; site: string }[] }).payload;
    const dates = [...new Set(trend.map((p) => p.date))].sort();
    const chart = page.getByTestId('hero-chart');
    await expect(chart).toBeVisible();
    await expect(chart.getByRole('img')).toHaveAccessibleName(`Daily sales value by site, ${dates[0]} to ${dates.at(-1)}; each line against its own peak`);
    const sites = new Set(trend.map((p) => p.site));
    await expect(chart.locator('svg path')).toHaveCount(sites.size);
  });

  test("a search from the not-found page lands with its result in view", async ({ page, request }) => {
    const ranking = ((await (await request.get('/api/home/goodsRanking?typeId=99997&dateType=1', { headers: VERIFY })).json()) as { payload: { goodsId: string }[] }).payload;
    const goodsId = ranking[0]?.goodsId ?? '';
    expect(goodsId).not.toBe('');
    await page.goto('/no-such-page');
    const form = page.getByRole('search', { name: 'Search products and shops' });
    await form.getByRole('searchbox', { name: 'Product or shop link, or ID' }).fill(goodsId);
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?search=${goodsId}$`));
    const card = page.getByTestId('product-card');
    await expect(card).toBeVisible();
    await expect(card).toBeInViewport();
    await expect(page.getByRole('searchbox', { name: 'Product link or product ID' })).toBeInViewport();
  });

  test('the customer-service QR is a code of the contact address; the promotions row has no empty slot', async ({ page }) => {
    await page.goto('/');
    const service = page.getByTestId('customer-service-qr');
    await service.scrollIntoViewIfNeeded();
    await expect(service.getByTestId('customer-service-address')).toHaveAttribute('href', 'https://sealens.com/customer-service');
    // The code's modules are drawn (the encoder's chunk arrived), not a picture.
    await expect(service.locator('svg[role="img"] path')).toHaveCount(1);
    expect(await service.locator('img').count()).toBe(0);

    const row = page.getByTestId('image-windows');
    const pictures = await row.getByRole('listitem').count();
    const columns = await row.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(pictures).toBeGreaterThan(0);
    expect(columns).toBe(pictures === 4 ? 4 : Math.min(pictures, 3));
  });
});
