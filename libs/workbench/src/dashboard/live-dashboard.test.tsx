import { screen, within } from '@testing-library/react';
import { thaiLive } from '../testing/live-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { LiveBreakdownTable, LiveListTable } from './live-dashboard';

describe('LiveBreakdownTable', () => {
  it('lists the parts with their sessions, viewers, units and sales value in the currency, shares of the total, each linking to its list', () => {
    const live = thaiLive();
    renderWithI18n(
      <LiveBreakdownTable
        parts={live.categories}
        totalGmv={live.total.gmv}
        currency={live.currency}
        caption="Live sessions by category"
        nameHeader="Category"
        keyOf={(p) => String(p.categoryId)}
        nameOf={(p) => `Category ${p.categoryId}`}
        hrefOf={(p) => (p.categoryId === 99991 ? '/workbench/live/live-hot-product?site=TH&cat=99991' : undefined)}
      />,
    );
    const table = screen.getByRole('table', { name: 'Live sessions by category' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Category', 'Live sessions', 'Viewers (people)', 'Units sold live', 'Sales value live (THB)', 'Share of sales value']);
    const first = within(table).getByRole('row', { name: /Category 99991/ });
    expect(within(first).getByRole('link', { name: 'Category 99991' })).toHaveAttribute('href', '/workbench/live/live-hot-product?site=TH&cat=99991');
    // 72,000 of 90,000.
    expect(first).toHaveTextContent('80.0%');
    expect(within(within(table).getByRole('row', { name: /Category 99992/ })).queryByRole('link')).toBeNull();
  });
});

describe('LiveListTable', () => {
  it("shows the top sessions with their viewers over the session, a curve's absence as a dash, rows opening their shop", () => {
    const live = thaiLive('sessions');
    renderWithI18n(<LiveListTable list="sessions" rows={live.rows} currency="THB" caption="Top sessions" allSites={false} hrefOf={(r) => `/workbench/store/store-explanation?id=${r.shopId}`} />);
    const table = screen.getByRole('table', { name: 'Top sessions' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Rank',
      'Session',
      'Length (minutes)',
      'Viewers (people)',
      'Peak viewers (people)',
      'Viewers each quarter hour',
      'Products shown',
      'Units sold live',
      'Sales value live (THB)',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: /Bangkok Beauty/ })).toHaveAttribute('href', '/workbench/store/store-explanation?id=300000001');
    expect(within(rows[0] as HTMLElement).getByRole('img', { name: /Viewers each quarter hour of the session/ })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('1,020');
    // No curve given: no peak, no sparkline.
    expect(within(rows[1] as HTMLElement).queryByRole('img')).toBeNull();
  });

  it('shows the products sold live with their shop, and a brand list with its shops and products', () => {
    const { rows } = thaiLive('product');
    const { unmount } = renderWithI18n(
      <LiveListTable list="product" rows={rows} currency="USD" caption="Products" allSites hrefOf={(r) => `/p/${r.goodsId}`} shopHrefOf={(r) => `/s/${r.shopId}`} />,
    );
    const row = within(screen.getByRole('table', { name: 'Products' })).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Lip tint 3 colours' })).toHaveAttribute('href', '/p/20000000007');
    expect(within(row).getByRole('link', { name: 'Bangkok Beauty' })).toHaveAttribute('href', '/s/300000001');
    expect(within(row).getByTitle('Thailand')).toBeInTheDocument();
    unmount();
    renderWithI18n(<LiveListTable list="brand" rows={thaiLive('brand').rows} currency="THB" caption="Brands" allSites={false} hrefOf={(r) => `/b/${r.brandId}`} />);
    const brands = screen.getByRole('table', { name: 'Brands' });
    expect(within(brands).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Rank', 'Brand', 'Live sessions', 'Shops', 'Products', 'Units sold live', 'Sales value live (THB)']);
    expect(within(brands).getByRole('link', { name: 'Rosy' })).toHaveAttribute('href', '/b/12');
  });
});
