import { screen, within } from '@testing-library/react';
import { nth } from '../shared/nth';
import { thaiDashboard } from '../testing/market-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { DashboardFigures, ScopeBreakdownTable } from './scope-dashboard';

describe('DashboardFigures', () => {
  it('shows each figure with its unit and days, and links to the list behind it', () => {
    renderWithI18n(
      <DashboardFigures
        figures={[
          { id: 'gmv', label: 'Sales value', value: 'THB 1.2M', note: '30 days to Nov 26, 2026', href: '/workbench/product/hot-sales-product?site=TH&period=30' },
          { id: 'growth', label: 'Growth', value: '+12.5%', note: 'Units on the 30 days before' },
        ]}
      />,
    );
    const tile = screen.getByText('THB 1.2M').closest('[data-figure]') as HTMLElement;
    expect(within(tile).getByText('Sales value')).toBeInTheDocument();
    expect(within(tile).getByText('30 days to Nov 26, 2026')).toBeInTheDocument();
    expect(within(tile).getByRole('link', { name: 'Sales value: see the list behind it' })).toHaveAttribute('href', '/workbench/product/hot-sales-product?site=TH&period=30');
    // A figure without a list has no link.
    expect(within(screen.getByText('+12.5%').closest('[data-figure]') as HTMLElement).queryByRole('link')).toBeNull();
  });
});

describe('ScopeBreakdownTable', () => {
  it('lists the parts with their figures, shares summing to 100, each linking to its list', () => {
    const dashboard = thaiDashboard();
    renderWithI18n(
      <ScopeBreakdownTable
        parts={dashboard.shopTypes}
        currency={dashboard.currency}
        caption="Sales by shop type"
        nameHeader="Shop type"
        nameOf={(p) => p.key}
        hrefOf={(p) => (p.key === 'mall' ? undefined : `/workbench/store/hot-sales-store?site=TH&shopType=${p.key}`)}
      />,
    );
    const table = screen.getByRole('table', { name: 'Sales by shop type' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Shop type', 'Units sold', 'Sales value (THB)', 'Selling products', 'Active shops', 'Share of sales value', 'Growth',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(nth(rows, 0)).getByRole('link', { name: 'local' })).toHaveAttribute('href', '/workbench/store/hot-sales-store?site=TH&shopType=local');
    expect(within(nth(rows, 1)).queryByRole('link')).toBeNull();
    expect(within(nth(rows, 0)).getByText('58.3%')).toBeInTheDocument();
    expect(within(nth(rows, 0)).getByText('+10.0%')).toBeInTheDocument();
    const values = [...table.querySelectorAll('data')].map((d) => Number(d.getAttribute('value')));
    expect(values.reduce((t, v) => t + v, 0)).toBe(dashboard.total.gmv);
  });

  it('says when a part has no period before to grow on', () => {
    const dashboard = thaiDashboard();
    renderWithI18n(<ScopeBreakdownTable parts={dashboard.categories} currency="THB" caption="By category" nameHeader="Category" nameOf={(p) => p.key} />);
    expect(within(nth(screen.getAllByRole('row'), 3)).getByText('no period before')).toBeInTheDocument();
  });
});
