import { PRODUCT_COLUMNS } from '@sealens/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MANY_ROWS, productRows, THAI_ROWS } from '../testing/fixtures';
import { renderWithI18n, wrapI18n } from '../testing/render-with-i18n';
import { COLUMN_WIDTHS, FIRST_SCREEN_ROWS, HEADER_HEIGHT_PX, RankingTable, ROW_ACTION_WIDTH_PX, ROW_HEIGHT_PX, ROWS_PER_GROUP, SIDEWAYS_ATTRIBUTE, VIRTUAL_OVERSCAN, VIRTUAL_ROWS_FROM, type RankingTableProps } from './ranking-table';
import { cachedSparklinePath, sparklinePath, Sparkline } from './sparkline';
import { PICTURE_SETTLE_MS, shownPictures } from './picture-settle';
import { nth } from '../shared/nth';

/** A key pressed where the focus is. */
const press = (init: { key: string; ctrlKey?: boolean }) => fireEvent.keyDown(document.activeElement ?? document.body, init);

const itemHref = (row: { id: string }) => `/workbench/product-explanation?id=${row.id}`;

function renderTable(props: Partial<RankingTableProps> = {}) {
  return renderWithI18n(
    <RankingTable rows={THAI_ROWS.slice(0, 5)} columns={PRODUCT_COLUMNS} money="site" itemHref={itemHref} caption="Hot-selling products" {...props} />,
  );
}

describe('RankingTable', () => {
  it('is a grid named by its caption with a header row and one row per product', () => {
    renderTable();
    const grid = screen.getByRole('grid', { name: 'Hot-selling products' });
    expect(grid).toHaveAttribute('aria-rowcount', '6');
    expect(within(grid).getAllByRole('row')).toHaveLength(6);
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(PRODUCT_COLUMNS.length);
  });

  it("shows each row's place alone where the list has no previous order (likes), not \"New\" on every row", () => {
    const rows = THAI_ROWS.slice(0, 5).map((row) => ({ ...row, rankChange: null }));
    const { unmount } = renderTable({ rows });
    expect(within(screen.getByRole('grid')).getAllByText('New')).toHaveLength(5);
    unmount();
    renderTable({ rows, rankChanges: false });
    const grid = screen.getByRole('grid');
    expect(within(grid).queryAllByText('New')).toEqual([]);
    const firstRank = within(grid).getAllByRole('row')[1]?.querySelector('[role="gridcell"], [role="rowheader"]');
    expect(firstRank).toHaveTextContent(String(nth(rows, 0).rank));
  });

  it('puts a row action before the item, sticky, and the item columns after it (the follow star)', () => {
    const render = (row: { id: string }) => <button type="button">{`follow ${row.id}`}</button>;
    renderTable({ rowAction: { label: 'Follow', render } });
    const grid = screen.getByRole('grid');
    expect(grid).toHaveAttribute('aria-colcount', String(PRODUCT_COLUMNS.length + 1));
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers[0]).toHaveTextContent('Follow');
    expect(headers[0]).toHaveStyle({ width: `${ROW_ACTION_WIDTH_PX}px`, left: '0px' });
    // The rank and product columns stick after the action: their offsets move by its width.
    expect(headers[1]).toHaveStyle({ left: `${ROW_ACTION_WIDTH_PX}px` });
    expect(headers[2]).toHaveStyle({ left: `${ROW_ACTION_WIDTH_PX + (COLUMN_WIDTHS.rank ?? 0)}px` });
    const firstRow = within(grid).getAllByRole('row')[1] as HTMLElement;
    const cells = within(firstRow).getAllByRole('gridcell');
    expect(cells).toHaveLength(PRODUCT_COLUMNS.length + 1);
    expect(within(cells[0] as HTMLElement).getByRole('button', { name: `follow ${THAI_ROWS[0]?.id}` })).toBeInTheDocument();
    expect(cells[1]).toHaveAttribute('aria-colindex', '2');
  });

  it('asks the server for a sort: a new column sorts descending, the sorted one flips', async () => {
    const onSortChange = vi.fn();
    const { rerender } = renderTable({ onSortChange });
    await userEvent.click(screen.getByRole('button', { name: /Units sold/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'units', dir: 'desc' });

    rerender(
      <RankingTable rows={THAI_ROWS.slice(0, 5)} columns={PRODUCT_COLUMNS} money="site" itemHref={itemHref} caption="Hot-selling products" sort={{ key: 'units', dir: 'desc' }} onSortChange={onSortChange} />,
    );
    expect(screen.getByRole('columnheader', { name: /Units sold/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Sales value/ })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByRole('button', { name: /Units sold/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'units', dir: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: /Listed/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'listed', dir: 'desc' });
  });

  it("links each row's shop to its page when the page gives one, and names it plainly otherwise", () => {
    const rows = THAI_ROWS.slice(0, 2);
    const { unmount } = renderWithI18n(
      <RankingTable rows={rows} columns={PRODUCT_COLUMNS} money="site" itemHref={itemHref} shopHref={(row) => `/shop?id=${row.shop.id}`} caption="Hot-selling products" />,
    );
    for (const row of rows) expect(screen.getAllByRole('link', { name: row.shop.name })[0]).toHaveAttribute('href', `/shop?id=${row.shop.id}`);
    unmount();
    renderWithI18n(<RankingTable rows={rows} columns={PRODUCT_COLUMNS} money="site" itemHref={itemHref} caption="Hot-selling products" />);
    for (const row of rows) expect(screen.queryByRole('link', { name: row.shop.name })).toBeNull();
  });

  it('leaves unsortable columns as plain headers', () => {
    renderTable({ onSortChange: vi.fn() });
    for (const name of ['Rank', 'Product', 'Shop', 'Category', '30-day units']) {
      const header = screen.getByRole('columnheader', { name });
      expect(within(header).queryByRole('button')).toBeNull();
      expect(header).not.toHaveAttribute('aria-sort');
    }
  });

  it('moves focus between cells with the arrow keys, Home and End, through a cell\'s links', () => {
    renderTable({ onSortChange: vi.fn() });
    const grid = screen.getByRole('grid');
    const rankHeader = screen.getByRole('columnheader', { name: 'Rank' });
    expect(rankHeader).toHaveAttribute('tabindex', '0');
    rankHeader.focus();

    press({ key: 'ArrowDown' });
    const firstRow = nth(within(grid).getAllByRole('row'), 1);
    expect(document.activeElement).toBe(within(firstRow).getAllByRole('gridcell')[0]);

    press({ key: 'ArrowRight' });
    const title = within(firstRow).getByRole('link', { name: nth(THAI_ROWS, 0).title });
    expect(document.activeElement).toBe(title);
    expect(title).toHaveAttribute('href', itemHref(nth(THAI_ROWS, 0)));

    press({ key: 'ArrowRight' });
    const market = within(firstRow).getByRole('link', { name: /On the marketplace/ });
    expect(document.activeElement).toBe(market);
    expect(market).toHaveAttribute('target', '_blank');
    expect(market).toHaveAttribute('rel', expect.stringContaining('noopener'));

    press({ key: 'End' });
    expect(document.activeElement).toBe(within(firstRow).getAllByRole('gridcell').at(-1));
    press({ key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Listed/ }));
    press({ key: 'Home' });
    expect(document.activeElement).toBe(rankHeader);
    press({ key: 'End', ctrlKey: true });
    const lastRow = nth(within(grid).getAllByRole('row'), -1);
    expect(document.activeElement).toBe(within(lastRow).getAllByRole('gridcell').at(-1));
    // One tab stop: only the focused cell is tabbable.
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  it('renders only a window of a 2,000-row list and says how many rows there are', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    expect(MANY_ROWS).toHaveLength(2_000);
    expect(MANY_ROWS.length).toBeGreaterThan(VIRTUAL_ROWS_FROM);
    renderTable({ rows: MANY_ROWS });
    const grid = screen.getByRole('grid');
    expect(grid).toHaveAttribute('aria-rowcount', '2001');
    const rendered = within(grid).getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(40);
    expect(grid.querySelector(`a[href="${itemHref(nth(MANY_ROWS, 0))}"]`)).not.toBeNull();
    expect(grid.querySelector(`a[href="${itemHref(nth(MANY_ROWS, 1_999))}"]`)).toBeNull();
  });

  it('lays each row out alone: a contained box of fixed size, in groups placed by a transform in the virtual window', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    renderTable({ rows: MANY_ROWS });
    const grid = screen.getByRole('grid');
    const width = PRODUCT_COLUMNS.reduce((sum, id) => sum + COLUMN_WIDTHS[id], 0);
    expect(ROW_HEIGHT_PX).toBe(60);
    expect(HEADER_HEIGHT_PX).toBe(48);
    expect(ROWS_PER_GROUP).toBe(5);
    // The first body holds the rows' height (the scroll range); the groups of rows follow it.
    const [spacer, ...groups] = Array.from(grid.querySelectorAll('tbody'));
    expect(spacer?.style.height).toBe(`${MANY_ROWS.length * ROW_HEIGHT_PX}px`);
    expect(spacer?.querySelector('tr')).toBeNull();
    expect(groups.length).toBeGreaterThan(1);
    groups.forEach((group, g) => {
      expect(group.style.transform).toBe(`translateY(${HEADER_HEIGHT_PX + g * ROWS_PER_GROUP * ROW_HEIGHT_PX}px)`);
      const rows = within(group).getAllByRole('row');
      expect(rows).toHaveLength(ROWS_PER_GROUP);
      rows.forEach((row, i) => expect(row).toHaveAttribute('aria-rowindex', String(g * ROWS_PER_GROUP + i + 2)));
    });
    const rows = within(grid).getAllByRole('row').slice(1);
    for (const row of rows) {
      expect(row.style.contain).toBe('strict');
      expect(row.style.height).toBe(`${ROW_HEIGHT_PX}px`);
      expect(row.style.width).toBe(`${width}px`);
    }
    // Every cell has its column's width: nothing is measured.
    within(nth(rows, 0)).getAllByRole('gridcell').forEach((cell, i) => expect(cell.style.width).toBe(`${COLUMN_WIDTHS[nth(PRODUCT_COLUMNS, i)]}px`));
  });

  it('gives no row a position of its own: every row has the same style, its group carries the place', () => {
    // A transform unique to every row made Chromium's style recalculation grow with each row placed (issue 26).
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    renderTable({ rows: MANY_ROWS });
    const scroller = screen.getByTestId('ranking-scroller');
    act(() => {
      scroller.scrollTop = 500 * ROW_HEIGHT_PX;
      fireEvent.scroll(scroller);
    });
    const rows = Array.from(scroller.querySelectorAll<HTMLElement>('tbody tr[aria-rowindex]'));
    expect(rows.length).toBeGreaterThan(ROWS_PER_GROUP);
    expect(new Set(rows.map((row) => row.getAttribute('style'))).size).toBe(1);
    expect(nth(rows, 0).style.transform).toBe('');
    expect(nth(rows, 0).style.position).toBe('');
  });

  it('keeps the rendered rows when the window moves: only rows entering are made', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    renderTable({ rows: MANY_ROWS });
    const scroller = screen.getByTestId('ranking-scroller');
    const rowAt = (index: number) => scroller.querySelector<HTMLElement>(`tr[aria-rowindex="${index + 2}"]`);
    const kept = rowAt(12);
    expect(kept).not.toBeNull();
    expect(rowAt(40)).toBeNull();
    act(() => {
      scroller.scrollTop = 10 * ROW_HEIGHT_PX;
      fireEvent.scroll(scroller);
    });
    expect(rowAt(23)).not.toBeNull();
    // The same element, not a new one: a row in the window across a scroll is not rendered again.
    expect(rowAt(12)).toBe(kept);
    expect(kept?.parentElement?.style.transform).toBe(`translateY(${HEADER_HEIGHT_PX + 10 * ROW_HEIGHT_PX}px)`);
  });

  it('renders the rows entering after the scroll event, not inside it: the frame paints what is there', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    renderTable({ rows: MANY_ROWS });
    const scroller = screen.getByTestId('ranking-scroller');
    const rowAt = (index: number) => scroller.querySelector(`tr[aria-rowindex="${index + 2}"]`);
    // As in the browser: no act() to flush the update, React schedules it as it would there.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      scroller.scrollTop = 30 * ROW_HEIGHT_PX;
      scroller.dispatchEvent(new Event('scroll'));
      // A synchronous (flushSync) render inside the event would have added the rows here.
      expect(rowAt(35)).toBeNull();
      await waitFor(() => expect(rowAt(35)).not.toBeNull());
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it("shows the first window's pictures at once, then requests an entering row's only once it stayed PICTURE_SETTLE_MS: rows flying past fetch none (issue 26)", () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
      expect(PICTURE_SETTLE_MS).toBe(150);
      shownPictures.clear();
      renderTable({ rows: MANY_ROWS });
      const scroller = screen.getByTestId('ranking-scroller');
      const pictureOf = (index: number) => scroller.querySelector(`tr[aria-rowindex="${index + 2}"] img`);
      const rowAt = (index: number) => scroller.querySelector(`tr[aria-rowindex="${index + 2}"]`);
      // The rows there before the list first scrolls show their pictures at once (the first window).
      expect(pictureOf(0)).toHaveAttribute('src', nth(MANY_ROWS, 0).image);
      fireEvent.load(pictureOf(0) as HTMLImageElement);
      // Once it scrolls, an entering row's picture waits in a box of its size (nothing moves when it comes).
      act(() => {
        scroller.scrollTop = 100 * ROW_HEIGHT_PX;
        fireEvent.scroll(scroller);
      });
      expect(rowAt(102)?.querySelector('span[aria-hidden="true"].rounded')).toHaveStyle({ width: '40px', height: '40px' });
      expect(pictureOf(102)).toBeNull();
      act(() => vi.advanceTimersByTime(PICTURE_SETTLE_MS - 1));
      expect(pictureOf(102)).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(pictureOf(102)).toHaveAttribute('src', nth(MANY_ROWS, 102).image);
      // A fling: rows 500-520 enter and leave again within 100 ms, and none of them asks for its picture.
      act(() => {
        scroller.scrollTop = 500 * ROW_HEIGHT_PX;
        fireEvent.scroll(scroller);
      });
      expect(rowAt(505)).not.toBeNull();
      expect(pictureOf(505)).toBeNull();
      act(() => vi.advanceTimersByTime(100));
      expect(pictureOf(505)).toBeNull();
      // Back at the top before they settled: the first row's picture (shown before) comes at once.
      act(() => {
        scroller.scrollTop = 0;
        fireEvent.scroll(scroller);
      });
      expect(rowAt(505)).toBeNull();
      expect(pictureOf(0)).not.toBeNull();
      act(() => vi.advanceTimersByTime(PICTURE_SETTLE_MS));
      expect(shownPictures.has(nth(MANY_ROWS, 505).image)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sticks the rows' first columns only while the box is scrolled sideways: at its left edge they are not layers (issue 26)", () => {
    renderTable({ rows: MANY_ROWS.slice(0, 20) });
    const grid = screen.getByRole('grid');
    const scroller = screen.getByTestId('ranking-scroller');
    // The rule: sticky under the table's attribute, never on its own.
    expect(grid.className).toContain(`[&[${SIDEWAYS_ATTRIBUTE}]_.rk-stick]:sticky`);
    expect(grid.className).not.toMatch(/(^| )\[&_\.rk-stick\]:sticky/);
    expect(grid.querySelectorAll('.rk-stick').length).toBe(40);
    expect(grid).not.toHaveAttribute(SIDEWAYS_ATTRIBUTE);
    scroller.scrollLeft = 120;
    fireEvent.scroll(scroller);
    expect(grid).toHaveAttribute(SIDEWAYS_ATTRIBUTE);
    scroller.scrollTop = 300;
    fireEvent.scroll(scroller);
    expect(grid).toHaveAttribute(SIDEWAYS_ATTRIBUTE);
    scroller.scrollLeft = 0;
    fireEvent.scroll(scroller);
    expect(grid).not.toHaveAttribute(SIDEWAYS_ATTRIBUTE);
  });

  it('keeps a few rows beyond the window on each side, no more', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    expect(VIRTUAL_OVERSCAN).toBe(4);
    renderTable({ rows: MANY_ROWS });
    const scroller = screen.getByTestId('ranking-scroller');
    act(() => {
      scroller.scrollTop = 100 * ROW_HEIGHT_PX;
      fireEvent.scroll(scroller);
    });
    const indexes = Array.from(scroller.querySelectorAll('tbody tr[aria-rowindex]'), (row) => Number(row.getAttribute('aria-rowindex')) - 2);
    // The rows start below the 40 px header: the 600 px box shows parts of rows 99 to 109; with the
    // overscan, rows 95 to 113, in whole groups of five: 95 to 114.
    expect(Math.min(...indexes)).toBe(Math.floor((99 - VIRTUAL_OVERSCAN) / ROWS_PER_GROUP) * ROWS_PER_GROUP);
    expect(Math.min(...indexes)).toBe(95);
    expect(Math.max(...indexes)).toBe(Math.ceil((109 + VIRTUAL_OVERSCAN + 1) / ROWS_PER_GROUP) * ROWS_PER_GROUP - 1);
    expect(Math.max(...indexes)).toBe(114);
  });

  it('gives each cell only its markers: the cells\' look is set once on the table', () => {
    renderTable({ rows: THAI_ROWS.slice(0, 2) });
    const grid = screen.getByRole('grid');
    const cells = within(grid).getAllByRole('gridcell');
    const markers = (i: number) => nth(cells, i).className.split(' ');
    expect(markers(0)).toEqual(['rk-cell', 'rk-num', 'rk-stick']);
    expect(markers(1)).toEqual(['rk-cell', 'rk-stick', 'rk-edge']);
    expect(markers(PRODUCT_COLUMNS.indexOf('site'))).toEqual(['rk-cell']);
    expect(markers(PRODUCT_COLUMNS.indexOf('units'))).toEqual(['rk-cell', 'rk-num']);
    expect(nth(cells, 1).style.left).toBe('64px');
    for (const rule of ['[&_.rk-cell]:flex', '[&_.rk-cell]:border-b', '[&_.rk-num]:justify-end', '[&[data-sideways]_.rk-stick]:sticky', '[&_.rk-cell:focus-visible]:ring-2']) expect(grid.className.split(' ')).toContain(rule);
  });

  // A hundred rows rendered in jsdom take seconds on a loaded machine.
  it('renders every row of a short list (no virtual window)', { timeout: 20_000 }, () => {
    const rows = productRows(VIRTUAL_ROWS_FROM, { site: 'VN' });
    renderTable({ rows });
    expect(within(screen.getByRole('grid')).getAllByRole('row')).toHaveLength(VIRTUAL_ROWS_FROM + 1);
  });

  it("renders a 50-row list's first screen on the server in a body as tall as the list, the rest once hydrated (issue 28)", { timeout: 20_000 }, async () => {
    expect(FIRST_SCREEN_ROWS).toBe(20);
    const rows = productRows(50, { site: 'VN' });
    const table = <RankingTable rows={rows} columns={PRODUCT_COLUMNS} money="site" itemHref={itemHref} caption="Hot-selling products" />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(wrapI18n(table));
    document.body.append(container);
    const grid = within(container).getByRole('grid');
    expect(grid).toHaveAttribute('aria-rowcount', '51');
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(within(grid).getAllByRole('row')).toHaveLength(FIRST_SCREEN_ROWS + 1);
    // The rows still to come take their place already: nothing below the table moves when they arrive.
    expect(grid.querySelector('tbody')).toHaveStyle({ height: `${50 * ROW_HEIGHT_PX}px` });

    const recoverable = vi.fn();
    renderWithI18n(table, { container, hydrate: true, onRecoverableError: recoverable });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(51));
    expect(nth(within(grid).getAllByRole('row'), -1)).toHaveAttribute('aria-rowindex', '51');
    expect(grid.querySelector('tbody')?.style.height).toBe('');
    expect(grid).not.toHaveAttribute('aria-busy');
    // The browser's first render matched the server's HTML.
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('says money with its currency, in US dollars when asked', () => {
    const row = { ...nth(productRows(1, { site: 'BR' }), 0), price: 299, gmv: 1_234_567, gmvUsd: 34_567.8, units: 4_129 };
    const { rerender } = renderTable({ rows: [row], columns: ['rank', 'product', 'price', 'gmv'] });
    const cells = within(nth(screen.getAllByRole('row'), 1)).getAllByRole('gridcell');
    expect(cells[2]).toHaveTextContent('R$299.00 BRL');
    expect(cells[3]).toHaveTextContent('R$1.2M BRL');
    rerender(<RankingTable rows={[row]} columns={['rank', 'product', 'price', 'gmv']} money="usd" itemHref={itemHref} caption="c" />);
    expect(within(nth(screen.getAllByRole('row'), 1)).getAllByRole('gridcell')[3]).toHaveTextContent('USD 34.6K');
  });

  it('gives growth a sign and rank changes words, not colour alone', () => {
    const rows = [
      { ...nth(THAI_ROWS, 0), rankChange: 3, growth: 12.5 },
      { ...nth(THAI_ROWS, 1), rankChange: -2, growth: -4 },
      { ...nth(THAI_ROWS, 2), rankChange: null, growth: null },
      { ...nth(THAI_ROWS, 3), rankChange: 0, growth: 0 },
    ];
    renderTable({ rows, columns: ['rank', 'product', 'growth'] });
    const cells = (i: number) => within(nth(screen.getAllByRole('row'), i + 1)).getAllByRole('gridcell');
    // The signs are named in words (role img), their glyphs shown.
    const sign = (cell: HTMLElement | undefined, name: string) => within(cell as HTMLElement).getByRole('img', { name });
    expect(sign(cells(0)[0], 'Up 3 places')).toHaveTextContent('▲3');
    expect(cells(0)[2]).toHaveTextContent('+12.5%');
    expect(sign(cells(1)[0], 'Down 2 places')).toHaveTextContent('▼2');
    expect(cells(1)[2]).toHaveTextContent('-4.0%');
    expect(cells(2)[0]).toHaveTextContent('New');
    expect(sign(cells(2)[2], 'No sales in the period before')).toHaveTextContent('-');
    expect(sign(cells(3)[0], 'Unchanged')).toHaveTextContent('=');
    // No visually hidden span in a row: each was a paint layer of its own (issue 26).
    expect(within(nth(screen.getAllByRole('row'), 1)).getByRole('link', { name: 'On the marketplace (opens in a new tab)' })).toHaveTextContent(/^On the marketplace$/);
    for (let i = 0; i < 4; i += 1) expect(nth(screen.getAllByRole('row'), i + 1).querySelector('.sr-only')).toBeNull();
  });

  it('shows the picture at a fixed size, lazily, and the shop type and category by name', () => {
    renderTable({ rows: [{ ...nth(THAI_ROWS, 0), categoryId: 99998, shop: { id: '1', name: 'Glow Shop', type: 'mall' } }] });
    const row = nth(screen.getAllByRole('row'), 1);
    const img = row.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('width', '40');
    expect(img).toHaveAttribute('height', '40');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(row).toHaveTextContent('Glow ShopMall');
    expect(row).toHaveTextContent('Beauty and personal care');
  });

  it('is busy with skeleton rows while loading, and says so when empty', () => {
    const { rerender } = renderTable({ loading: true });
    expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(nth(THAI_ROWS, 0).title)).toBeNull();
    rerender(<RankingTable rows={[]} columns={PRODUCT_COLUMNS} money="site" itemHref={itemHref} caption="c" />);
    expect(screen.getByText('No products match these filters.')).toBeInTheDocument();
    rerender(<RankingTable rows={[]} columns={PRODUCT_COLUMNS} money="site" itemHref={itemHref} caption="c" emptyText="Nothing here" />);
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });
});

describe('Sparkline', () => {
  it('is an image named by its first, last and highest value', () => {
    renderWithI18n(<Sparkline values={[5, 20, 12_000, 7]} label="Units sold, last 30 days" />);
    expect(screen.getByRole('img', { name: 'Units sold, last 30 days: first 5, last 7, highest 12.0K.' })).toBeInTheDocument();
  });

  it('draws a series once per size: a row scrolled back reuses its path', () => {
    const values = [3, 9, 4];
    const path = cachedSparklinePath(values, 96, 28);
    expect(path).toBe(sparklinePath(values, 96, 28));
    // A changed series in the same array would show the cached path: a row's data is new arrays, never edited.
    values[1] = 0;
    expect(cachedSparklinePath(values, 96, 28)).toBe(path);
    expect(cachedSparklinePath(values, 48, 14)).toBe(sparklinePath(values, 48, 14));
    expect(cachedSparklinePath([3, 9, 4], 96, 28)).toBe(path);
  });

  it('draws the highest value at the top and the lowest at the bottom', () => {
    expect(sparklinePath([0, 10], 100, 20)).toBe('M1.0 19.0 L99.0 1.0');
    expect(sparklinePath([], 100, 20)).toBe('');
  });
});
