import { screen, within } from '@testing-library/react';
import { nth } from '../shared/nth';
import { CATEGORY_SHARES, PRICE_BANDS, THAI_SHOPS } from '../testing/fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { CategoryMix, PriceBandTable } from './shop-breakdowns';
import { ShopHeaderCard } from './shop-header-card';

describe('ShopHeaderCard', () => {
  it("names the shop and gives its type, active products, new products' share and opening day", () => {
    const shop = { ...nth(THAI_SHOPS, 0), type: 'mall' as const, products: 123, newShare: 12.5, openedAt: '2021-03-04' };
    renderWithI18n(<ShopHeaderCard shop={shop} />);
    expect(screen.getByRole('heading', { level: 1, name: shop.name })).toBeInTheDocument();
    expect(screen.getByText('Mall')).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: shop.name });
    expect(within(facts).getByText('123')).toBeInTheDocument();
    expect(within(facts).getByText('12.5%')).toBeInTheDocument();
    expect(within(facts).getByText('Opened').nextElementSibling?.querySelector('time')).toHaveAttribute('dateTime', '2021-03-04');
    expect(screen.queryByText('First sale')).toBeNull();
    expect(screen.getByRole('link', { name: /On the marketplace/ })).toHaveAttribute('href', shop.link);
  });

  it('says the first sale of a shop the data saw start selling, and why a share is missing', () => {
    renderWithI18n(<ShopHeaderCard shop={{ ...nth(THAI_SHOPS, 0), newShare: null, firstSaleAt: '2026-11-14' }} />);
    expect(screen.getByText('First sale').nextElementSibling?.querySelector('time')).toHaveAttribute('dateTime', '2026-11-14');
    expect(screen.getByText('No sales in the last 30 days')).toBeInTheDocument();
  });
});

describe('CategoryMix and PriceBandTable', () => {
  it("lists each category's units, sales value and share", () => {
    renderWithI18n(<CategoryMix categories={CATEGORY_SHARES} currency="THB" />);
    const table = screen.getByRole('table', { name: 'Sales by category, last 30 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(CATEGORY_SHARES.length);
    expect(within(nth(rows, 0)).getByText('62.4%')).toBeInTheDocument();
    expect(within(nth(rows, 0)).getByText('5,200')).toBeInTheDocument();
  });

  it('names each price band by its edges and counts its products', () => {
    renderWithI18n(<PriceBandTable bands={PRICE_BANDS} currency="THB" />);
    const table = screen.getByRole('table', { name: 'Selling products by price, last 30 days' });
    expect(within(table).getByRole('columnheader', { name: 'Price (THB)' })).toBeInTheDocument();
    const band = within(table).getByRole('row', { name: /200 to under 400/ });
    expect(within(band).getByText('22')).toBeInTheDocument();
    expect(within(band).getByText('4,000')).toBeInTheDocument();
  });
});
