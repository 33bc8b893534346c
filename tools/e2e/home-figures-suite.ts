// Issue 27 items 1, 2 and 11 on both homes, against the real server and its data: every amount
// of the home's figures carries its unit (all-site sums in US dollars, saying so), lists that mix
// sites name the site, product and shop rows lead to their pages here with the marketplace's as a
// secondary link, the trend chart's legend shows every chosen site and its chips say why they stop.
import { expect, test } from './fixtures';

/** A figure with a currency: a symbol or an ISO code beside the digits. */
const MONEY = /(R\$|NT\$|MX\$|US\$|\$|₫|฿|₱|[A-Z]{3})\s?[\d.,]+|[\d.,]+\s?(₫|R\$)/;

export function homeFiguresSuite(site: {
  name: string;
  home: string;
  userAgent?: string;
  viewport?: { width: number; height: number };
  /** A phone: the site chips must be touch targets of at least 44 px. */
  touch?: boolean;
}) {
  test.describe(`${site.name}: the home's figures have units and its rows lead somewhere (issue 27)`, () => {
    if (site.userAgent) test.use({ userAgent: site.userAgent });
    if (site.viewport) test.use({ viewport: site.viewport });

    test("amounts carry their currency, all-site sums say US dollars, mixed lists name the site", async ({ page }) => {
      await page.goto(site.home);
      const market = page.getByTestId('yesterday-market');
      await expect(market.getByTestId('all-sites-currency')).toHaveText('All sites: money in US dollars');
      await expect(market.locator('[data-figure="totalSalesValue"] dd')).toHaveText(/^\$[\d.,]+[KMB]?$/);

      const hot = page.getByRole('region', { name: 'Hot-selling products' });
      const firstRow = hot.locator('tbody tr').first();
      await expect(firstRow.locator('[data-site]')).toHaveCount(1);
      await expect(firstRow.locator('td').last()).toHaveText(MONEY);

      const keywords = page.getByRole('region', { name: 'Hot search keywords' });
      await expect(keywords.locator('tbody tr').first().locator('[data-site]')).toHaveCount(1);
      await expect(keywords.locator('tbody tr').first().locator('td').last()).toHaveText(MONEY);

      // The sales map: tiles in US dollars, every tile within the legend's bands.
      const map = page.getByTestId('sales-map');
      await map.scrollIntoViewIfNeeded();
      await expect(map.getByTestId('sales-map-unit')).toContainText('US dollars');
      const bands = await map.getByTestId('sales-map-legend').locator('li').allTextContents();
      expect(bands).toHaveLength(4);
      expect(bands.every((band) => /^\$[\d.,]+[KMB]? to \$[\d.,]+[KMB]?$/.test(band.trim()))).toBe(true);
      // No tile is left without a shade: each tile's figure falls in a band.
      await expect(map.locator('li[data-site].bg-surface-muted')).toHaveCount(0);
    });

    test('a product row opens its page here; the marketplace link opens a new tab', async ({ page }) => {
      await page.goto(site.home);
      const hot = page.getByRole('region', { name: 'Hot-selling products' });
      const firstRow = hot.locator('tbody tr').first();
      const marketplace = firstRow.getByRole('link', { name: /on the marketplace \(opens in a new tab\)$/ });
      await expect(marketplace).toHaveAttribute('target', '_blank');
      await expect(marketplace).toHaveAttribute('href', /^https?:\/\//);
      const own = firstRow.getByRole('link').first();
      const href = await own.getAttribute('href');
      expect(href).toMatch(/^\/details\?id=\d+$/);
      await own.click();
      await expect(page).toHaveURL(new RegExp(`${href?.replace('?', '\\?')}$`));

      await page.goto(site.home);
      const shops = page.getByRole('region', { name: 'Soaring shops' });
      const shopLink = shops.locator('tbody tr').first().getByRole('link').first();
      await expect(shopLink).toHaveAttribute('href', /^\/mall-detail\/mallReceivable\?shopId=\d+$/);
    });

    test('the trend legend shows every chosen site, and the chips say why they stop at 4', async ({ page }) => {
      await page.goto(site.home);
      const trend = page.getByTestId('trend-survey');
      await trend.scrollIntoViewIfNeeded();
      await expect(trend.getByTestId('trend-chart')).toHaveAttribute('data-chart-state', 'ready');
      const chips = trend.getByRole('group', { name: 'Sites shown (up to 4)' }).getByRole('button');
      const pressed = await chips.evaluateAll((buttons) => buttons.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent ?? ''));
      expect(pressed).toHaveLength(3);
      const legend = trend.getByTestId('trend-legend');
      for (const name of pressed) await expect(legend.getByText(name, { exact: true })).toBeInViewport();
      // Nothing of the legend is cut off by the chart's box.
      const figure = await trend.getByTestId('trend-chart').boundingBox();
      const legendBox = await legend.boundingBox();
      expect(figure && legendBox && legendBox.y + legendBox.height <= figure.y + figure.height + 1).toBe(true);
      if (site.touch) {
        for (const box of await chips.evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().height))) expect(box).toBeGreaterThanOrEqual(44);
      }
      await trend.locator('button[aria-pressed="false"]').first().click();
      await expect(trend.getByTestId('trend-sites-hint')).toHaveText('4 sites shown, the most the chart draws at once: unselect one to add another.');
      await expect(trend.locator('button[aria-pressed="false"]').first()).toBeDisabled();
    });
  });
}
