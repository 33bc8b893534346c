import { blueOceanIndustryIndex, CATEGORY_COLUMNS } from '@sealens/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RankingTable } from '../ranking/ranking-table';
import { nth } from '../shared/nth';
import type { CategoryRow } from '../shared/types';
import { THAI_CATEGORIES } from '../testing/category-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { BLUE_OCEAN_INDUSTRY_COLUMN_SET, BLUE_OCEAN_INDUSTRY_COLUMNS, CATEGORY_COLUMN_SET } from './category-columns';

const href = (row: CategoryRow) => `/workbench/industry/industry-explanation?id=${row.id}&site=${row.site}`;

describe('the ranking table over categories (CATEGORY_COLUMN_SET)', () => {
  it("has the category columns, each with a width and a name, and a category's figures in its cells", () => {
    expect(CATEGORY_COLUMN_SET.all).toEqual(CATEGORY_COLUMNS);
    for (const id of CATEGORY_COLUMNS) expect(CATEGORY_COLUMN_SET.widths[id]).toBeGreaterThan(0);
    const rows = THAI_CATEGORIES.slice(0, 3);
    renderWithI18n(<RankingTable rows={rows} columns={CATEGORY_COLUMNS} columnSet={CATEGORY_COLUMN_SET} money="site" itemHref={href} caption="Hot-selling industries" />);
    const grid = screen.getByRole('grid', { name: 'Hot-selling industries' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Rank', 'Category', 'Units sold', 'Sales value', 'Growth', 'Products sold', 'Active shops', 'Units per active shop, 30 days', "Top 10 products' share", "New products' share", 'Blue-ocean index', '30-day units',
    ]);
    const first = nth(within(grid).getAllByRole('row'), 1);
    expect(within(first).getByRole('link', { name: 'Home living' })).toHaveAttribute('href', href(nth(rows, 0)));
  });

  it('asks for the category sorts', async () => {
    const onSortChange = vi.fn();
    renderWithI18n(<RankingTable rows={THAI_CATEGORIES.slice(0, 3)} columns={CATEGORY_COLUMNS} columnSet={CATEGORY_COLUMN_SET} money="site" itemHref={href} caption="Industries" onSortChange={onSortChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Active shops/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'shops', dir: 'desc' });
    await userEvent.click(screen.getByRole('button', { name: /Blue-ocean index/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'blueOcean', dir: 'desc' });
  });
});

describe('the blue-ocean industry table', () => {
  it('shows every input of the index beside it, so a row recomputes to its index', () => {
    const rows = THAI_CATEGORIES.filter((r) => r.blueOcean !== null).slice(0, 2);
    renderWithI18n(<RankingTable rows={rows} columns={BLUE_OCEAN_INDUSTRY_COLUMNS} columnSet={BLUE_OCEAN_INDUSTRY_COLUMN_SET} money="site" itemHref={href} caption="Blue-ocean industries" />);
    const grid = screen.getByRole('grid', { name: 'Blue-ocean industries' });
    const heads = within(grid).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(heads.slice(0, 6)).toEqual(['Rank', 'Category', 'Units growth, 30 days', 'Active shop growth, 30 days', 'Units per active shop, 30 days', 'Blue-ocean index']);
    const row = nth(rows, 0);
    const cells = within(nth(within(grid).getAllByRole('row'), 1)).getAllByRole('gridcell').map((c) => c.textContent ?? '');
    const read = (text: string) => Number(text.replace(/[+%,]/g, ''));
    expect(read(nth(cells, 2))).toBe(row.salesGrowth30);
    expect(read(nth(cells, 3))).toBe(row.shopGrowth);
    expect(read(nth(cells, 4))).toBe(row.salesPerShop);
    expect(read(nth(cells, 5))).toBe(blueOceanIndustryIndex({ salesGrowth: read(nth(cells, 2)), shopGrowth: read(nth(cells, 3)), salesPerShop: read(nth(cells, 4)) }));
  });

  it('says why a row has no index', () => {
    const row = { ...nth(THAI_CATEGORIES, 4), salesGrowth30: null, blueOcean: null };
    renderWithI18n(<RankingTable rows={[row]} columns={BLUE_OCEAN_INDUSTRY_COLUMNS} columnSet={BLUE_OCEAN_INDUSTRY_COLUMN_SET} money="site" itemHref={href} caption="Blue-ocean industries" />);
    expect(screen.getByText('No sales in the 30 days before')).toBeInTheDocument();
    expect(screen.getByText('No index: an input is missing')).toBeInTheDocument();
  });
});
