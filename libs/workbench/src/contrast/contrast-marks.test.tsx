// The contrast tables' estimate marks (issue 33): as on the rankings, an estimated figure's row name
// carries the mark and a measured one none, and an item's units and sales value carry their own
// interval on hover (a product's, a shop's, a category's, in the table's money).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { nth } from '../shared/nth';
import type { AnyContrastItem, KeywordContrastItem } from '../shared/types';
import { allSitesCategoryContrastItems, categoryContrastItems } from '../testing/category-fixtures';
import { contrastItems, shopContrastItems } from '../testing/fixtures';
import { keywordHistoryPoints, THAI_WORDS } from '../testing/keyword-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { ContrastTable } from './contrast-table';

const MARK = 'Estimated: how we estimate';
const INTERVAL = { unitsLow: 1180, unitsHigh: 1302, gmvLow: 35_400, gmvHigh: 39_060, gmvUsdLow: 1012.5, gmvUsdHigh: 1117.25 };
const itemHref = (item: { id: string }) => `/workbench/x?id=${item.id}`;

/** The names of the rows whose name carries the (decorative) mark, and of those that carry none. */
function markedRows() {
  const rows = screen.getAllByRole('row').slice(1);
  const name = (row: HTMLElement) => within(row).getByRole('rowheader').textContent ?? '';
  const marked = (row: HTMLElement) => within(row).getByRole('rowheader').querySelector('a[data-estimate-mark]') !== null;
  return { marked: rows.filter(marked).map(name), measured: rows.filter((r) => !marked(r)).map(name) };
}

/** The tooltip of the mark in the `index`th cell of the row named `row`. */
async function intervalText(row: RegExp, index: number) {
  const cell = nth(within(screen.getByRole('row', { name: row })).getAllByRole('cell'), index);
  await act(async () => fireEvent.pointerEnter(within(cell).getByRole('link', { name: MARK })));
  // Amounts are written with no-break spaces.
  return (await screen.findByRole('tooltip')).textContent?.replace(/\s/g, ' ');
}

// A loaded machine renders a first table slowly.
describe('estimate marks on the contrast tables', { timeout: 20_000 }, () => {
  it("mark a product contrast's estimated rows, and give a product's units its interval", async () => {
    const items = contrastItems(2);
    nth(items, 0).figures = { ...nth(items, 0).figures, interval: INTERVAL };
    renderWithI18n(<ContrastTable items={items} money="site" itemHref={itemHref} />);
    expect(markedRows()).toEqual({ marked: ['Units sold', 'Sales value', 'Growth'], measured: ['Site', 'Price', 'Rating', 'Reviews', 'Likes', 'Shop', 'Category', 'Listed'] });
    // A row name's mark leads to the method page, hidden from a screen reader (the row keeps its name).
    const header = within(screen.getByRole('row', { name: /^Units sold/ })).getByRole('rowheader');
    expect(header.querySelector('a[data-estimate-mark]')).toHaveAttribute('href', '/workbench/method');
    expect(header.querySelector('a[data-estimate-mark]')).toHaveAttribute('aria-hidden', 'true');
    // The item without an interval has no mark in its cells.
    expect(within(nth(within(screen.getByRole('row', { name: /^Units sold/ })).getAllByRole('cell'), 1)).queryByRole('link', { name: MARK })).toBeNull();
    expect(await intervalText(/^Units sold/, 0)).toContain('Estimated: likely between 1,180 and 1,302.');
  });

  it("mark a shop contrast's estimated rows and give a shop's sales value its interval in the site's money", async () => {
    const items = shopContrastItems(2).map((c) => ({ ...c, figures: { ...c.figures, interval: INTERVAL } }));
    renderWithI18n(<ContrastTable items={items} money="site" itemHref={itemHref} />);
    expect(markedRows()).toEqual({
      marked: ['Units sold', 'Sales value', 'Growth', 'Active products', "New products' share"],
      measured: ['Site', 'Shop type', 'Rating', 'Followers', 'Category', 'Opened'],
    });
    expect(await intervalText(/^Sales value/, 1)).toContain('Estimated: likely between THB 35.4K and THB 39.1K.');
  });

  it("give a category's sales value its interval in US dollars when the table shows dollars", async () => {
    const items = categoryContrastItems(2).map((c) => ({ ...c, figures: { ...c.figures, interval: INTERVAL } }));
    const { unmount } = renderWithI18n(<ContrastTable items={items} money="usd" itemHref={itemHref} />);
    expect(markedRows().measured).toEqual(['Site']);
    expect(await intervalText(/^Sales value/, 0)).toContain('Estimated: likely between USD 1,012.50 and USD 1,117.25.');
    unmount();
    // All sites' categories are in dollars whatever the table's money.
    renderWithI18n(<ContrastTable items={allSitesCategoryContrastItems(2).map((c) => ({ ...c, figures: { ...c.figures, interval: INTERVAL } }))} money="site" itemHref={itemHref} />);
    expect(await intervalText(/^Sales value/, 1)).toContain('Estimated: likely between USD 1,012.50 and USD 1,117.25.');
  });

  it("leave a search word's own counters unmarked and mark what its products sold", () => {
    const items: KeywordContrastItem[] = THAI_WORDS.slice(0, 2).map((item) => ({
      item,
      figures: { days: 30, from: '2026-06-01', to: '2026-06-30', searchIndex: item.searchIndex, growth: item.growth },
      points: keywordHistoryPoints(30),
    }));
    renderWithI18n(<ContrastTable items={items as AnyContrastItem[]} money="site" itemHref={itemHref} />);
    expect(markedRows()).toEqual({ marked: ['Units per shop'], measured: ['Site', 'Search index', 'Growth', 'Product base', 'Recommended bid', 'Category'] });
    expect(screen.queryAllByRole('link', { name: MARK })).toHaveLength(0);
  });
});
