import { SHOP_COLUMNS } from '@sealens/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColumnChooser } from '../columns/column-chooser';
import { nth } from '../shared/nth';
import type { ShopRow } from '../shared/types';
import { THAI_SHOPS } from '../testing/fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { PRODUCT_COLUMN_SET, SHOP_COLUMN_SET } from './ranking-columns';
import { RankingTable } from './ranking-table';

const shopHref = (row: ShopRow) => `/workbench/store/store-explanation?id=${row.id}`;

describe('the ranking table over shops (SHOP_COLUMN_SET)', () => {
  it("has the shop columns of issue 29, each with a width and a name, and the shop's figures in its cells", () => {
    expect(SHOP_COLUMN_SET.all).toEqual(SHOP_COLUMNS);
    for (const id of SHOP_COLUMNS) expect(SHOP_COLUMN_SET.widths[id]).toBeGreaterThan(0);
    const rows = [{ ...nth(THAI_SHOPS, 0), newShare: 37.5, products: 212 }, nth(THAI_SHOPS, 1)];
    renderWithI18n(<RankingTable rows={rows} columns={SHOP_COLUMNS} columnSet={SHOP_COLUMN_SET} money="site" itemHref={shopHref} caption="Hot-selling shops" />);
    const grid = screen.getByRole('grid', { name: 'Hot-selling shops' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Rank', 'Shop', 'Site', 'Units sold', 'Sales value', 'Growth', 'Active products', "New products' share", 'Rating', '30-day units', 'Category', 'Opened',
    ]);
    const first = nth(within(grid).getAllByRole('row'), 1);
    expect(within(first).getByRole('link', { name: nth(rows, 0).name })).toHaveAttribute('href', shopHref(nth(rows, 0)));
    expect(within(first).getByText('37.5%')).toBeInTheDocument();
    expect(within(first).getByText('212')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /On the marketplace/ })).toHaveAttribute('href', nth(rows, 0).link);
  });

  it("asks for the shop sorts and says an empty list has no shops", async () => {
    const onSortChange = vi.fn();
    const { unmount } = renderWithI18n(
      <RankingTable rows={THAI_SHOPS.slice(0, 3)} columns={SHOP_COLUMNS} columnSet={SHOP_COLUMN_SET} money="site" itemHref={shopHref} caption="Shops" onSortChange={onSortChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Active products/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'products', dir: 'desc' });
    await userEvent.click(screen.getByRole('button', { name: /New products' share/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'newShare', dir: 'desc' });
    // Site, category and the opening day are not sorts of the shop ranking.
    expect(screen.getByRole('columnheader', { name: 'Opened' })).not.toHaveAttribute('aria-sort');
    unmount();
    renderWithI18n(<RankingTable rows={[]} columns={SHOP_COLUMNS} columnSet={SHOP_COLUMN_SET} money="site" itemHref={shopHref} caption="Shops" />);
    expect(screen.getByText('No shops match these filters.')).toBeInTheDocument();
  });

  it('keeps the product set the default (its columns and empty text)', () => {
    expect(PRODUCT_COLUMN_SET.fixed).toEqual(['rank', 'product']);
    expect(SHOP_COLUMN_SET.fixed).toEqual(['rank', 'shop']);
  });

  it("lets the chooser hide a shop column but not the shop's name", async () => {
    const onChange = vi.fn();
    renderWithI18n(<ColumnChooser columns={SHOP_COLUMNS} value={SHOP_COLUMNS} onChange={onChange} columnSet={SHOP_COLUMN_SET} />);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getByRole('checkbox', { name: 'Shop' })).toBeDisabled();
    expect(screen.getByText('Rank and shop are always shown.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Active products' }));
    expect(onChange).toHaveBeenLastCalledWith(SHOP_COLUMNS.filter((c) => c !== 'products'));
  });
});
