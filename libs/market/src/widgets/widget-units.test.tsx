// Issue 27 items 1 and 2, as the server's HTML carries them: every amount of the home's widgets
// has its currency, lists that mix sites name the site, sums over all sites are in US dollars and
// say so, and every product and shop row leads to its page here with the marketplace's as a
// secondary link.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToString } from 'react-dom/server';
import { YesterdayMarket } from '../figures/yesterday-market';
import { HomeMarket } from '../home/home-market';
import type { HomeMarketData } from '../home/home-market-data';
import { renderWithI18n, wrapI18n } from '../testing/render-with-i18n';
import { screen, within } from '@testing-library/react';
import { HomeWidgets } from './home-widgets';
import { homeWidgetsFixture, WIDGETS_DATE } from './home-widgets-fixtures';
import { roundStep, SalesMap, SALES_MAP_BANDS, salesMapBands } from './sales-map';

const nbsp = (html: string) => html.replace(/\u00a0|&nbsp;/g, ' ');
/** The section of the HTML from a widget's test id to the next section. */
function section(html: string, testId: string): string {
  const start = html.indexOf(`data-testid="${testId}"`);
  expect(start).toBeGreaterThan(-1);
  const end = html.indexOf('<section', start + 1);
  return nbsp(html.slice(start, end === -1 ? undefined : end));
}
function sectionByTitle(html: string, title: string): string {
  const start = html.indexOf(`aria-label="${title}"`);
  expect(start).toBeGreaterThan(-1);
  const end = html.indexOf('<section', start + 1);
  return nbsp(html.slice(start, end === -1 ? undefined : end));
}

describe('units on every amount (issue 27 item 1)', () => {
  const html = renderToString(wrapI18n(<HomeWidgets data={homeWidgetsFixture()} date={WIDGETS_DATE} />));

  it("recommended bids are in their keyword's site currency, and the site is named", () => {
    const hot = sectionByTitle(html, 'Hot search keywords');
    // desk lamp is a Brazilian keyword (BRL), phone case an Indonesian one (IDR).
    expect(hot).toContain('R$0.64');
    expect(hot).toContain('IDR 1<');
    expect(hot).toContain('data-site="BR"');
    expect(hot).toContain('Brazil');
    expect(hot).toContain('Indonesia');
  });

  it('the brand ranking over all sites is in US dollars and its header says so', () => {
    const brands = sectionByTitle(html, 'Brand ranking, top 10');
    expect(brands).toContain('Sales value (US dollars)');
    expect(brands).toContain('$312.4K');
  });

  it("the sales map's tiles are in US dollars with the site's currency under them, and the legend's bands hold every tile", () => {
    const map = section(html, 'sales-map');
    expect(map).toContain('Sales value in US dollars; each site');
    // Indonesia: US$3.4M, about Rp 55.4 billion.
    expect(map).toContain('$3.4M');
    expect(map).toMatch(/IDR 55\.4B/);
    // The largest tile (Vietnam, $9.7M) falls in the legend: 4 bands of $2.5M.
    expect(map).toContain('$7.5M to $10.0M');
    expect(map).toContain('$0 to $2.5M');
    expect(map).not.toContain('and more');
  });

  it('the industry trends say their sales value is of all sites, in US dollars', () => {
    const industry = section(html, 'industry-types');
    expect(industry).toContain('Sales value of all sites, in US dollars');
    expect(industry).toContain('$24.4M');
  });

  it('the product list shows each product’s site and price in its currency', () => {
    const products = section(html, 'product-list');
    expect(products).toContain('data-site="ID"');
    expect(products).toContain('IDR 29<');
  });

  it('uses 亿 for a Chinese reader’s hundreds of millions on the map', () => {
    const zh = setupI18n({ locale: 'zh', messages: { zh: {} } });
    const fixture = homeWidgetsFixture();
    const zhHtml = nbsp(
      renderToString(
        <I18nProvider i18n={zh}>
          <SalesMap initial={fixture.salesMap} date={WIDGETS_DATE} />
        </I18nProvider>,
      ),
    );
    // Indonesia: 55,420,000,000 rupiah (a tile read 53,563,806.8万 before).
    expect(zhHtml).toContain('IDR 554.2亿');
    expect(zhHtml).not.toMatch(/\d{1,3}(,\d{3}){2,}(\.\d)?万/);
  });
});

describe('sales-map bands come from the figures they shade', () => {
  it('rounds a band width up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(roundStep(2_400_000)).toBe(2_500_000);
    expect(roundStep(2_500_000)).toBe(2_500_000);
    expect(roundStep(2_600_000)).toBe(5_000_000);
    expect(roundStep(1.2)).toBe(2);
    expect(roundStep(0)).toBe(1);
  });

  it(`divides into ${SALES_MAP_BANDS} bands from 0 that hold the largest figure`, () => {
    expect(SALES_MAP_BANDS).toBe(4);
    expect(salesMapBands([9_700_000, 2_500_000, null])).toEqual([
      { min: 0, max: 2_500_000, label: '' },
      { min: 2_500_000, max: 5_000_000, label: '' },
      { min: 5_000_000, max: 7_500_000, label: '' },
      { min: 7_500_000, max: 10_000_000, label: '' },
    ]);
    expect(salesMapBands([null, null])).toEqual([]);
  });
});

describe("yesterday's market over all sites (issue 27 item 1)", () => {
  const figures = { date: '2026-11-23', totalSalesValue: 162_100_000, salesVolume: 2_345_678, productsSold: 456_789, resourceSlotSalesValue: 9_876.5 };

  it('shows its money in US dollars and says so', () => {
    renderWithI18n(<YesterdayMarket figures={figures} site="all" />);
    const values = screen.getAllByRole('definition').map((dd) => dd.textContent);
    expect(values).toEqual(['$162.1M', '2.3M', '456.8K', '$9,876.50']);
    expect(screen.getByTestId('all-sites-currency')).toHaveTextContent('All sites: money in US dollars');
  });

  it("says nothing of US dollars for one site, whose money is in the site's currency", () => {
    renderWithI18n(<YesterdayMarket figures={figures} site="TW" />);
    expect(screen.queryByTestId('all-sites-currency')).toBeNull();
    expect(screen.getAllByRole('definition')[0]).toHaveTextContent('NT$162.1M');
  });
});

describe('every row leads somewhere (issue 27 item 2)', () => {
  const html = renderToString(wrapI18n(<HomeWidgets data={homeWidgetsFixture()} date={WIDGETS_DATE} />));

  it("a soaring shop's name opens its page here, the marketplace's page opens in a new tab", () => {
    const shops = sectionByTitle(html, 'Soaring shops');
    expect(shops).toContain('href="/mall-detail/mallReceivable?shopId=shop-0"');
    expect(shops).toContain('href="https://shopee.example/shop/shop-0" target="_blank" rel="noopener noreferrer" aria-label="Home Corner BR on the marketplace (opens in a new tab)"');
    // The site under the name, also on a phone (no site column left out below 640 px).
    expect(shops).toContain('data-site="BR"');
  });

  it("a growing product's title opens its page here, with the marketplace as the secondary link", () => {
    const goods = sectionByTitle(html, 'Fastest-growing products');
    expect(goods).toContain('href="/details?id=5000"');
    expect(goods).toContain('aria-label="Insulated mug 500 ml on the marketplace (opens in a new tab)"');
  });

  it('a product of the product list opens its page here', () => {
    expect(section(html, 'product-list')).toContain('href="/details?id=7000"');
  });
});

describe('the hot-selling list of the home (issue 27 items 1, 2)', () => {
  const data: HomeMarketData = {
    figures: null,
    ranking: {
      typeId: 99997,
      dateType: 1,
      rows: [
        { productId: '11', title: 'Rice cooker', site: 'ID', link: 'https://shopee.example/product/1/11', sales: 1200, gmv: 61_300_000 },
        { productId: '12', title: 'Desk lamp', site: 'TW', sales: 90, gmv: 75_800 },
        { productId: '13', title: 'Yoga mat', site: 'BR', sales: 400, gmv: 8_207.95 },
      ],
    },
  };

  it("shows each sales value in its site's currency, names the site and links each product to its page", () => {
    renderWithI18n(<HomeMarket data={data} toolLinks={{ pricing: '/pricing', multiShopChat: '/app', plugin: '/plugin' }} />);
    const table = screen.getByRole('table', { name: 'Hot-selling products' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => nbsp(row.textContent ?? ''))).toEqual([
      '1Rice cookerIndonesia1,200IDR 61.3M',
      '2Desk lampTaiwan90NT$75.8K',
      '3Yoga matBrazil400R$8,207.95',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Rice cooker' })).toHaveAttribute('href', '/details?id=11');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Rice cooker on the marketplace (opens in a new tab)' })).toHaveAttribute('target', '_blank');
    // A row without a marketplace page still leads to its page here.
    expect(within(rows[1] as HTMLElement).getAllByRole('link')).toHaveLength(1);
  });
});
