// A shop's, brand's and category's ranking row shows its interval on hover (issue 33): its units and
// sales value carry the sum of its products' intervals the answer states, in the row's money; a row
// without one (a calendar month's) draws no mark in its cells, its column header's mark says enough.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { BRAND_COLUMN_SET } from '../brand/brand-columns';
import { CATEGORY_COLUMN_SET } from '../category/category-columns';
import { SHOP_COLUMN_SET } from '../ranking/ranking-columns';
import { RankingTable } from '../ranking/ranking-table';
import { nth } from '../shared/nth';
import { BRANDS_ALL_SITES } from '../testing/brand-fixtures';
import { THAI_CATEGORIES } from '../testing/category-fixtures';
import { THAI_SHOPS } from '../testing/fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';

const MARK = 'Estimated: how we estimate';
const INTERVAL = { unitsLow: 1180, unitsHigh: 1302, gmvLow: 35_400, gmvHigh: 39_060, gmvUsdLow: 1012.5, gmvUsdHigh: 1117.25 };
const href = (row: { id: string }) => `/x/${row.id}`;

/** The first row's cells and the second's (which has no interval). */
function bodyRows() {
  const [, first, second] = screen.getAllByRole('row');
  return { first: within(first as HTMLElement).getAllByRole('gridcell'), second: second as HTMLElement };
}

async function tooltipOf(cell: HTMLElement | undefined) {
  await act(async () => fireEvent.pointerEnter(within(cell as HTMLElement).getByRole('link', { name: MARK })));
  return (await screen.findByRole('tooltip')).textContent?.replace(/\s/g, ' ');
}

// A loaded machine renders a first table slowly.
describe('interval marks of aggregate ranking rows', { timeout: 20_000 }, () => {
  it("give a shop row's units its interval and none to a row without one", async () => {
    const rows = [{ ...nth(THAI_SHOPS, 0), interval: INTERVAL }, nth(THAI_SHOPS, 1)];
    renderWithI18n(<RankingTable rows={rows} columns={['rank', 'shop', 'units', 'gmv', 'rating']} columnSet={SHOP_COLUMN_SET} money="site" itemHref={href} caption="Shops" />);
    const { first, second } = bodyRows();
    expect(within(nth(first, 4)).queryByRole('link', { name: MARK })).toBeNull();
    expect(within(second).queryAllByRole('link', { name: MARK })).toHaveLength(0);
    expect(await tooltipOf(first[2])).toContain('Estimated: likely between 1,180 and 1,302.');
  });

  it("give a shop row's sales value its interval in US dollars when the ranking shows dollars", async () => {
    renderWithI18n(<RankingTable rows={[{ ...nth(THAI_SHOPS, 0), interval: INTERVAL }, nth(THAI_SHOPS, 1)]} columns={['rank', 'shop', 'gmv']} columnSet={SHOP_COLUMN_SET} money="usd" itemHref={href} caption="Shops" />);
    expect(await tooltipOf(bodyRows().first[2])).toContain('Estimated: likely between USD 1,012.50 and USD 1,117.25.');
  });

  it("give a brand row of all sites its sales value's interval in dollars", async () => {
    const rows = [{ ...nth(BRANDS_ALL_SITES, 0), interval: { ...INTERVAL, gmvLow: 1012.5, gmvHigh: 1117.25 } }, nth(BRANDS_ALL_SITES, 1)];
    renderWithI18n(<RankingTable rows={rows} columns={['rank', 'brand', 'units', 'gmv']} columnSet={BRAND_COLUMN_SET} money="site" itemHref={href} caption="Brands" />);
    expect(await tooltipOf(bodyRows().first[3])).toContain('Estimated: likely between USD 1,012.50 and USD 1,117.25.');
  });

  it("give a category row's sales value its interval in its site's money", async () => {
    const rows = [{ ...nth(THAI_CATEGORIES, 0), interval: INTERVAL }, nth(THAI_CATEGORIES, 1)];
    renderWithI18n(<RankingTable rows={rows} columns={['rank', 'category', 'units', 'gmv']} columnSet={CATEGORY_COLUMN_SET} money="site" itemHref={href} caption="Categories" />);
    expect(await tooltipOf(bodyRows().first[3])).toContain('Estimated: likely between THB 35.4K and THB 39.1K.');
  });
});
