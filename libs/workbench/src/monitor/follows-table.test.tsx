import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FOLLOW_ROWS, KEYWORD_FOLLOW } from '../testing/monitor-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { FOLLOW_COLUMN_IDS, FollowsTable } from './follows-table';

const itemHref = (row: { itemId: string }) => `/workbench/product/product-explanation?id=${row.itemId}`;

describe('FollowsTable', () => {
  it("lists each follow with the data day's figures and the change since it was followed", () => {
    renderWithI18n(<FollowsTable entity="product" rows={FOLLOW_ROWS} itemHref={itemHref} caption="Product monitor" emptyText="none" />);
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = rows[1] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Lip tint 12 colours' })).toHaveAttribute('href', '/workbench/product/product-explanation?id=100200300');
    expect(first).toHaveTextContent('Group: Rivals');
    expect(first).toHaveTextContent('Watch the price');
    // Price 179 now, down 10.1 % since followed (199); units 7 days 840, up 20 %; place 9, up 3 places.
    expect(first).toHaveTextContent('THB 179.00');
    expect(first).toHaveTextContent('down 10.1%');
    expect(first).toHaveTextContent('840');
    expect(first).toHaveTextContent('up 20.0%');
    expect(first).toHaveTextContent('up 3');
    // A figure the follow's day lacked shows no change, not a zero.
    const second = rows[2] as HTMLElement;
    expect(within(second).getAllByText('-').length).toBeGreaterThan(0);
    expect(second).toHaveTextContent('down 20.0%');
  });

  it("writes a product's price in its site's currency when the answer names none (products and shops), and US dollars over all sites", () => {
    const [thai] = FOLLOW_ROWS;
    if (!thai) throw new Error('fixture');
    const { currency: _currency, ...asServed } = thai;
    const { site: _site, ...allSites } = asServed;
    renderWithI18n(<FollowsTable entity="product" rows={[asServed, { ...allSites, id: 99 }]} itemHref={itemHref} caption="Product monitor" emptyText="none" />);
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('THB 179.00');
    expect(rows[1]).not.toHaveTextContent('USD');
    expect(rows[2]).toHaveTextContent('USD 179.00');
  });

  it("sorts by a column through the server and marks the column sorted", async () => {
    const onSortChange = vi.fn();
    renderWithI18n(<FollowsTable entity="product" rows={FOLLOW_ROWS} itemHref={itemHref} caption="c" emptyText="none" sort={{ key: 'change', dir: 'desc' }} onSortChange={onSortChange} />);
    expect(screen.getByRole('columnheader', { name: /Change since followed/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: /Change since followed/ }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'change', dir: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: /Price \(since followed\)/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'price', dir: 'desc' });
  });

  it("shows a search word's search figures, and each entity its own columns", () => {
    renderWithI18n(<FollowsTable entity="keyword" rows={[KEYWORD_FOLLOW]} itemHref={itemHref} caption="c" emptyText="none" />);
    expect(screen.getByRole('row', { name: /lip tint/ })).toHaveTextContent('12.0K');
    expect(FOLLOW_COLUMN_IDS).toEqual({
      product: ['price', 'priceChange', 'units', 'units7', 'gmv7', 'unitsChange', 'rank', 'stock'],
      shop: ['units', 'units7', 'gmv7', 'unitsChange', 'newProducts'],
      brand: ['units', 'units7', 'gmv7', 'unitsChange'],
      keyword: ['searchIndex', 'search7', 'searchChange', 'productBase'],
    });
  });

  it('says how to follow when nothing is followed, and renders each row\'s follow control', () => {
    const { rerender } = renderWithI18n(<FollowsTable entity="shop" rows={[]} itemHref={itemHref} caption="c" emptyText="Follow a shop from its row." />);
    expect(screen.getByText('Follow a shop from its row.')).toBeInTheDocument();
    rerender(<FollowsTable entity="product" rows={FOLLOW_ROWS} itemHref={itemHref} caption="c" emptyText="none" followCell={(row) => <button type="button">{`edit ${row.id}`}</button>} />);
    expect(screen.getByRole('button', { name: 'edit 12' })).toBeInTheDocument();
  });
});
