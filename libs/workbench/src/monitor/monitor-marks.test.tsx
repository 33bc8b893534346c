// The monitors' and My shop's estimate marks (issue 33): a monitor's column carries the mark when
// its answer's figureKinds says the figure is estimated (GET /follows: units, sales value, their
// changes and the place by units), measured ones none (price, stock, new products, a search word's
// figures); My shop's figures are all made of sales, and the shop's and its category's show their
// interval on hover.
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { FigureKinds } from '../shared/types';
import { nth } from '../shared/nth';
import { FOLLOW_ROWS, KEYWORD_FOLLOW } from '../testing/monitor-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { FollowsTable } from './follows-table';
import { MyShopTable } from './my-shop-table';

const MARK = 'Estimated: how we estimate';
const itemHref = (row: { itemId: string }) => `/p/${row.itemId}`;
const marked = (el: HTMLElement) => el.querySelector('a[data-estimate-mark]') !== null;
const headers = () => screen.getAllByRole('columnheader');

/** GET /follows's kinds (monitor-routes.ts FOLLOW_FIGURE_KINDS). */
const SALES: FigureKinds = { units: 'estimated', units7: 'estimated', gmv: 'estimated', gmv7: 'estimated', unitsChange: 'estimated', change: 'estimated' };
const PRODUCT_KINDS: FigureKinds = { price: 'measured', priceChange: 'measured', ...SALES, rank: 'estimated', stock: 'measured' };
const KEYWORD_KINDS: FigureKinds = { searchIndex: 'measured', search7: 'measured', searchChange: 'measured', productBase: 'measured', change: 'measured' };

describe('estimate marks on the monitors and My shop', { timeout: 20_000 }, () => {
  it("mark a product monitor's estimated columns and leave its price, price change and stock unmarked", () => {
    renderWithI18n(<FollowsTable entity="product" rows={FOLLOW_ROWS} itemHref={itemHref} caption="c" emptyText="none" kinds={PRODUCT_KINDS} />);
    expect(headers().filter(marked).map((h) => h.textContent)).toEqual([
      'Units, data day',
      'Units, 7 days (since followed)',
      'Sales value, 7 days (since followed)',
      'Units on the 7-day average',
      'Place in its category (since followed)',
      'Change since followed',
    ]);
    expect(headers().filter((h) => !marked(h)).map((h) => h.textContent)).toEqual(['Followed item', 'Followed on', 'Price (since followed)', 'Price on the day before', 'Stock']);
    // Decorative: the header keeps its name for a screen reader and its sort button.
    expect(screen.getByRole('columnheader', { name: 'Units, data day' }).querySelector('a[data-estimate-mark]')).toHaveAttribute('aria-hidden', 'true');
  });

  it("leave a search word monitor unmarked, and a monitor without kinds too", () => {
    const { unmount } = renderWithI18n(<FollowsTable entity="keyword" rows={[KEYWORD_FOLLOW]} itemHref={itemHref} caption="c" emptyText="none" kinds={KEYWORD_KINDS} />);
    expect(headers().filter(marked)).toEqual([]);
    unmount();
    renderWithI18n(<FollowsTable entity="shop" rows={[]} itemHref={itemHref} caption="c" emptyText="none" />);
    expect(headers().filter(marked)).toEqual([]);
  });

  it("mark My shop's three figure columns, and show the shop's interval in its money on hover", async () => {
    const interval = { unitsLow: 810, unitsHigh: 905, gmvLow: 24_300, gmvHigh: 27_150, gmvUsdLow: 700, gmvUsdHigh: 780 };
    renderWithI18n(
      <MyShopTable
        caption="My shop"
        days={7}
        rows={[
          { key: 'own', own: true, name: 'Your shop', units: 860, gmv: 25_800, currency: 'THB', share: 0.2, interval },
          { key: 'rival', name: 'Rival', units: 400, gmv: 12_000, currency: 'THB', share: 0.1 },
        ]}
      />,
    );
    expect(headers().map((h) => [h.textContent, marked(h)])).toEqual([
      ['Shop or category', false],
      ['Units, 7 days', true],
      ['Sales value, 7 days', true],
      ["Share of the category's units", true],
    ]);
    // A followed shop's row has no interval of its own: its cells carry no mark (the headers say it).
    expect(within(screen.getByRole('row', { name: /^Rival/ })).queryByRole('link', { name: MARK })).toBeNull();
    const gmv = nth(within(screen.getByRole('row', { name: /^Your shop/ })).getAllByRole('cell'), 1);
    await act(async () => fireEvent.pointerEnter(within(gmv).getByRole('link', { name: MARK })));
    expect((await screen.findByRole('tooltip')).textContent?.replace(/\s/g, ' ')).toContain('Estimated: likely between THB 24.3K and THB 27.2K.');
  });
});
