import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { nth } from '../shared/nth';
import { marketMatrix } from '../testing/market-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { MarketMatrix, MATRIX_MEASURES, MATRIX_SHADES, MatrixLegend, measureOf, shadeScale, type MarketCell, type MatrixMeasure } from './market-matrix';

const href = (cell: MarketCell) => `/workbench/site-analysis/industry-analysis?site=${cell.site}&cat=${cell.categoryId}`;

describe('MarketMatrix', () => {
  it('shows every site x category with its measure, the totals, and cells whose sales add up to the total', () => {
    const matrix = marketMatrix();
    renderWithI18n(<MarketMatrix matrix={matrix} measure="gmv" cellHref={href} caption="Markets" />);
    const grid = screen.getByRole('grid', { name: 'Markets' });
    // Every market is a link (read by selector: 108 accessible-name lookups outlast a loaded machine's test timeout).
    const links = [...grid.querySelectorAll<HTMLAnchorElement>('td[role="gridcell"] > a[href]')];
    expect(links).toHaveLength(9 * 12);
    const sum = links.reduce((t, a) => t + Number(a.getAttribute('data-gmv-usd')), 0);
    expect(sum).toBeCloseTo(Number(screen.getByTestId('matrix-total').getAttribute('data-gmv-usd')), 2);
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent)).toHaveLength(13);
    expect(within(grid).getByRole('rowheader', { name: 'Thailand' })).toBeInTheDocument();
    expect(within(grid).getByRole('rowheader', { name: 'All sites (US dollars)' })).toBeInTheDocument();
    // A cell opens its market and names every figure, its days and its units.
    const th = nth(links.filter((a) => a.getAttribute('data-site') === 'TH' && a.getAttribute('data-category') === '99997'), 0);
    expect(th).toHaveAttribute('href', '/workbench/site-analysis/industry-analysis?site=TH&cat=99997');
    const name = th.getAttribute('aria-label') ?? '';
    for (const word of ['Thailand', 'Home living', 'Sales value (USD)', 'Growth', 'Average price (USD)', 'Selling products', 'Active shops', 'Top-10 share', "Newcomers' share", 'Nov 20, 2026', 'Nov 26, 2026', '30 days'])
      expect(name).toContain(word);
  }, 20_000);

  it("shows every market's sales value in one precision, thousands and millions alike", () => {
    const matrix = marketMatrix();
    renderWithI18n(<MarketMatrix matrix={matrix} measure="gmv" cellHref={href} caption="Markets" />);
    const texts = [...screen.getByRole('grid').querySelectorAll('td[role="gridcell"] > a[href]')].map((a) => a.textContent ?? '');
    const values = [...screen.getByRole('grid').querySelectorAll('td[role="gridcell"] > a[href]')].map((a) => Number(a.getAttribute('data-gmv-usd')));
    // The fixture holds markets below and above ten thousand dollars.
    expect(values.some((v) => v < 10_000) && values.some((v) => v >= 10_000)).toBe(true);
    for (const text of texts) expect(text).toMatch(/USD\s?[\d,]+\.\d(K|M)?\b|^-$/);
  });

  it('is a grid with one tab stop: arrow keys, Home and End move between cells', async () => {
    const user = userEvent.setup();
    renderWithI18n(<MarketMatrix matrix={marketMatrix()} measure="gmv" cellHref={href} caption="Markets" />);
    const grid = screen.getByRole('grid', { name: 'Markets' });
    const focusable = grid.querySelectorAll('[tabindex="0"]');
    expect(focusable).toHaveLength(1);
    await user.tab();
    expect(document.activeElement).toHaveAttribute('data-site', 'BR');
    expect(document.activeElement).toHaveAttribute('data-category', '99997');
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('data-site', 'ID');
    expect(document.activeElement).toHaveAttribute('data-category', '99991');
    await user.keyboard('{End}');
    expect(document.activeElement?.getAttribute('aria-label')).toContain('Indonesia, all categories');
    await user.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toHaveAttribute('data-testid', 'matrix-total');
    await user.keyboard('{Control>}{Home}{/Control}{ArrowUp}{ArrowLeft}');
    expect(document.activeElement).toHaveAttribute('data-site', 'BR');
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  }, 20_000);

  it('opens a cell in the app with Enter when asked to', async () => {
    const user = userEvent.setup();
    const opened: string[] = [];
    renderWithI18n(<MarketMatrix matrix={marketMatrix()} measure="shops" cellHref={href} caption="Markets" onOpen={(to) => opened.push(to)} />);
    await user.tab();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(opened).toEqual(['/workbench/site-analysis/industry-analysis?site=ID&cat=99997']);
  }, 20_000);

  it('shades by the measure picked, a market without sales apart, and says what each shade means', () => {
    const matrix = marketMatrix();
    const { rerender } = renderWithI18n(<MarketMatrix matrix={matrix} measure="growth" cellHref={href} caption="Markets" />);
    const cellOf = (site: string, cat: string) => nth(document.querySelectorAll(`a[data-site="${site}"][data-category="${cat}"]`), 0).parentElement as HTMLElement;
    const values = matrix.cells.map((c) => measureOf(c, 'growth'));
    const scale = shadeScale(values);
    if (!scale) throw new Error('no scale');
    const top = matrix.cells.reduce((a, b) => ((b.growth ?? -1e9) > (a.growth ?? -1e9) ? b : a));
    expect(cellOf(top.site, String(top.categoryId)).className).toContain(MATRIX_SHADES[4].split(' ')[0]);
    expect(scale.step(scale.min)).toBe(0);
    expect(scale.step(scale.max)).toBe(4);
    expect(cellOf('SG', '99993').className).toContain('bg-surface');
    expect(within(cellOf('SG', '99993')).getByRole('link').textContent).toBe('-');
    rerender(<MatrixLegend matrix={matrix} measure="products" />);
    expect(screen.getByRole('figure', { name: 'Legend' })).toHaveTextContent('Shaded by Selling products, the last 30 days to Nov 26, 2026');
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent(/^47 to under 93$/);
    expect(screen.getAllByRole('listitem')).toHaveLength(MATRIX_SHADES.length + 1);
    expect(screen.getByText('No sales')).toBeInTheDocument();
    expect(MATRIX_MEASURES).toEqual(['gmv', 'growth', 'products', 'shops', 'avgPrice', 'top10Share', 'newShare']);
  }, 20_000);

  // Issue 33: sales value, growth and what is made of units and sales (products and shops with a sale,
  // average price, shares) are estimates; the method page says so, and the answer's figureKinds too.
  it("marks the legend of an estimated measure, as the answer's figureKinds says, and the totals' headers, never a cell", () => {
    const matrix = marketMatrix();
    const expected: Record<MatrixMeasure, boolean> = { gmv: true, growth: true, products: true, shops: true, avgPrice: true, top10Share: true, newShare: true };
    expect(Object.keys(expected)).toEqual([...MATRIX_MEASURES]);
    for (const measure of MATRIX_MEASURES) {
      const { unmount } = renderWithI18n(<MatrixLegend matrix={matrix} measure={measure} />);
      const caption = screen.getByRole('figure', { name: 'Legend' }).querySelector('figcaption') as HTMLElement;
      expect(!!within(caption).queryByRole('link', { name: 'Estimated: how we estimate' }), measure).toBe(expected[measure]);
      unmount();
    }
    // A measure the answer calls measured carries none.
    renderWithI18n(<MatrixLegend matrix={{ ...matrix, figureKinds: { ...matrix.figureKinds, avgPrice: 'measured' } }} measure="avgPrice" />);
    expect(screen.queryByRole('link', { name: 'Estimated: how we estimate' })).toBeNull();
  });

  it("marks the totals' headers (sales value) without changing their names, and no market cell", () => {
    renderWithI18n(<MarketMatrix matrix={marketMatrix()} measure="shops" cellHref={href} caption="Markets" />);
    const grid = screen.getByRole('grid', { name: 'Markets' });
    const marked = [...grid.querySelectorAll('a[data-estimate-mark]')].map((a) => a.closest('th')?.textContent);
    expect(marked).toEqual(['All categories', 'All sites (US dollars)']);
    expect(within(grid).getByRole('columnheader', { name: 'All categories' })).toBeInTheDocument();
    expect(within(grid).getByRole('rowheader', { name: 'All sites (US dollars)' })).toBeInTheDocument();
    expect(grid.querySelectorAll('td a[data-estimate-mark]')).toHaveLength(0);
  }, 20_000);

  it("gives a cell's link its sales value interval as its description and tooltip (issue 33), still one link, and none to a cell without one", () => {
    const matrix = marketMatrix();
    const [first, second] = matrix.cells;
    if (!first || !second) throw new Error('no cells');
    const withInterval = { ...matrix, cells: [{ ...first, interval: { unitsLow: 90, unitsHigh: 130, gmvLow: 40_000, gmvHigh: 52_000, gmvUsdLow: 1_140, gmvUsdHigh: 1_480 } }, { ...second, interval: undefined }, ...matrix.cells.slice(2)] };
    renderWithI18n(<MarketMatrix matrix={withInterval} measure="gmv" cellHref={href} caption="Markets" />);
    const link = nth(document.querySelectorAll<HTMLAnchorElement>(`a[data-site="${first.site}"][data-category="${first.categoryId}"]`), 0);
    // (The amounts' space is the locale's no-break space.)
    const said = /^Sales value \(USD\): Estimated: likely between USD\s1\.1K and USD\s1\.5K\.$/;
    expect(link).toHaveAccessibleDescription(said);
    expect(link.getAttribute('title')).toMatch(said);
    expect(link.parentElement?.querySelectorAll('a')).toHaveLength(1);
    expect(nth(document.querySelectorAll(`a[data-site="${second.site}"][data-category="${second.categoryId}"]`), 0)).not.toHaveAttribute('title');
  }, 20_000);
});
