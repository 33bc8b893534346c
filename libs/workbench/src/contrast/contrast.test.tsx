import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contrastItems, shopContrastItems } from '../testing/fixtures';
import { allSitesCategoryContrastItems, categoryContrastItems } from '../testing/category-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { formatNumber } from '@sealens/domain';
import { formatAmount } from '../shared/money';
import { ContrastChart } from './contrast-chart';
import { ContrastTable } from './contrast-table';
import { nth } from '../shared/nth';

const created: { opts: { series: { label?: string }[]; axes: { label?: string }[] }; data: unknown[][] }[] = [];
vi.mock('../charts/load-uplot', () => ({
  loadUplot: async () =>
    class FakeUplot {
      static tzDate = (date: Date) => date;
      constructor(opts: (typeof created)[number]['opts'], data: unknown[][]) {
        created.push({ opts, data });
      }
      setSize = vi.fn();
      destroy = vi.fn();
    },
}));
vi.mock('@sealens/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), whenNear: (_el: Element, _m: string, run: () => void) => (run(), () => undefined) }));

beforeEach(() => {
  created.length = 0;
});

const itemHref = (item: { id: string }) => `/workbench/product-explanation?id=${item.id}`;

describe('ContrastTable', () => {
  it('puts one column per item and one row per figure', () => {
    const items = contrastItems(3);
    renderWithI18n(<ContrastTable items={items} money="site" itemHref={itemHref} />);
    const table = screen.getByRole('table', { name: 'Products side by side' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    const units = within(table).getByRole('row', { name: /^Units sold/ });
    expect(within(units).getAllByRole('cell')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: nth(items, 1).item.title })).toHaveAttribute('href', itemHref(nth(items, 1).item));
  });

  it('shows sales value in US dollars when asked, and removes an item', async () => {
    const items = contrastItems(2);
    nth(items, 0).figures = { ...nth(items, 0).figures, gmvUsd: 1_234.5 };
    const onRemove = vi.fn();
    renderWithI18n(<ContrastTable items={items} money="usd" itemHref={itemHref} onRemove={onRemove} />);
    expect(within(screen.getByRole('row', { name: /^Sales value/ })).getAllByRole('cell')[0]).toHaveTextContent('USD 1,234.50');
    await userEvent.click(screen.getByRole('button', { name: `Remove ${nth(items, 1).item.title} from the contrast` }));
    expect(onRemove).toHaveBeenCalledWith(nth(items, 1).item.id);
  });
});

describe('ContrastChart', () => {
  it('draws one line per item of the chosen metric, with a legend', async () => {
    const items = contrastItems(3, 30);
    renderWithI18n(<ContrastChart items={items} />);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(nth(created, 0).opts.series.slice(1).map((s) => s.label)).toEqual(items.map((c) => expect.stringContaining(c.item.id)));
    expect(nth(created, 0).data[1]).toEqual(nth(items, 0).points.map((p) => p.units));
    expect(nth(nth(created, 0).opts.axes, 1).label).toBe('units');

    await userEvent.click(screen.getByRole('radio', { name: 'Price' }));
    await waitFor(() => expect(created).toHaveLength(2));
    expect(nth(created, 1).data[2]).toEqual(nth(items, 1).points.map((p) => p.price));
    expect(nth(nth(created, 1).opts.axes, 1).label).toBe('THB');
    expect(screen.getByRole('figure', { name: /Price per day, last 30 days/ })).toBeInTheDocument();
  });

  it('reports the metric to a page that keeps it', async () => {
    const onMetricChange = vi.fn();
    renderWithI18n(<ContrastChart items={contrastItems(2)} metric="units" onMetricChange={onMetricChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Sales value' }));
    expect(onMetricChange).toHaveBeenCalledWith('gmv');
  });
});

describe('a contrast of shops (issue 29 item 1)', () => {
  it("puts the shops' own figures in the table and their products sold in the chart", async () => {
    const items = shopContrastItems(3);
    renderWithI18n(<ContrastTable items={items} money="site" itemHref={itemHref} />);
    const table = screen.getByRole('table', { name: 'Shops side by side' });
    expect(within(table).getByRole('link', { name: nth(items, 2).item.name })).toHaveAttribute('href', itemHref(nth(items, 2).item));
    expect(within(within(table).getByRole('row', { name: /^Active products/ })).getAllByRole('cell')[0]).toHaveTextContent(String(nth(items, 0).item.products));
    expect(within(table).queryByRole('row', { name: /^Price/ })).toBeNull();
    renderWithI18n(<ContrastChart items={items} />);
    expect(screen.queryByRole('radio', { name: 'Price' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Products sold' }));
    await waitFor(() => expect(created.length).toBeGreaterThanOrEqual(2));
    expect(nth(created, created.length - 1).data[1]).toEqual(nth(items, 0).points.map((p) => p.productsSold));
    expect(nth(nth(created, created.length - 1).opts.axes, 1).label).toBe('products');
  });
});

describe('a contrast of categories (issue 29 item 4)', () => {
  const industryHref = (item: { id: string }) => `/workbench/industry/industry-explanation?id=${item.id}&site=TH`;

  it("puts the category ranking's figures in the table, the period's sales from the contrast's figures", () => {
    const items = categoryContrastItems(3);
    renderWithI18n(<ContrastTable items={items} money="site" itemHref={industryHref} />);
    const table = screen.getByRole('table', { name: 'Categories side by side' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    const first = nth(items, 0);
    expect(within(table).getByRole('link', { name: 'Home living' })).toHaveAttribute('href', industryHref(first.item));
    const rowNames = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(rowNames).toEqual([
      'Site',
      'Units sold',
      'Sales value',
      'Growth',
      'Products sold',
      'Active shops',
      'Units per active shop, 30 days',
      "Top 10 products' share",
      "New products' share",
      'Blue-ocean index',
    ]);
    const cellOf = (row: RegExp, i: number) => within(within(table).getByRole('row', { name: row })).getAllByRole('cell')[i];
    expect(cellOf(/^Site/, 0)).toHaveTextContent('Thailand');
    expect(cellOf(/^Units sold/, 1)).toHaveTextContent(formatNumber(nth(items, 1).figures.units, { locale: 'en' }));
    // The period's sales value (the contrast's figures), not the row's.
    expect(cellOf(/^Sales value/, 0)?.textContent?.replace(/\s/g, ' ')).toContain(formatAmount(first.figures.gmv, 'THB', 'en').replace(/\s/g, ' '));
    expect(cellOf(/^Active shops/, 2)).toHaveTextContent(String(nth(items, 2).item.shops));
    expect(cellOf(/^Blue-ocean index/, 0)).toHaveTextContent(String(first.item.blueOcean?.toFixed(2)));
    expect(within(table).queryByRole('row', { name: /^Price/ })).toBeNull();
  });

  it("shows all sites' categories in US dollars, and a sub-category under its category", async () => {
    const items = allSitesCategoryContrastItems(2);
    const sub = { ...nth(items, 1), item: { ...nth(items, 1).item, id: '9999701', categoryId: 9999701, parentId: 99997 } };
    const onRemove = vi.fn();
    renderWithI18n(<ContrastTable items={[nth(items, 0), sub]} money="site" itemHref={industryHref} onRemove={onRemove} />);
    const table = screen.getByRole('table', { name: 'Categories side by side' });
    expect(within(within(table).getByRole('row', { name: /^Site/ })).getAllByRole('cell')[0]).toHaveTextContent('All sites');
    expect(within(within(table).getByRole('row', { name: /^Sales value/ })).getAllByRole('cell')[0]).toHaveTextContent(/^USD /);
    const subHeader = nth(within(table).getAllByRole('columnheader'), 1);
    // The sub-category's category is named under it (its own name loads with the sub-category names).
    expect(subHeader).toHaveTextContent('Home living');
    await userEvent.click(within(subHeader).getByRole('button', { name: /^Remove .+ from the contrast$/ }));
    expect(onRemove).toHaveBeenCalledWith('9999701');
  });

  it("draws the categories' units, sales value and products sold per day, named", async () => {
    const items = categoryContrastItems(3);
    renderWithI18n(<ContrastChart items={items} />);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label') ?? r.textContent)).toEqual(['Units sold', 'Sales value', 'Products sold']);
    expect(nth(created, 0).opts.series.slice(1).map((s) => s.label)).toEqual(items.map((c) => expect.stringMatching(new RegExp(`^[A-Z].* \\(${c.item.id}\\)$`))));
    expect(nth(nth(created, 0).opts.series, 1).label).toBe(`Home living (${nth(items, 0).item.id})`);
    await userEvent.click(screen.getByRole('radio', { name: 'Sales value' }));
    await waitFor(() => expect(created).toHaveLength(2));
    expect(nth(created, 1).data[3]).toEqual(nth(items, 2).points.map((p) => p.gmv));
    expect(nth(nth(created, 1).opts.axes, 1).label).toBe('THB');
  });
});
