// Where the estimate mark stands (issue 33 item 4): beside every estimated figure of the rankings,
// the explanation's figures and the charts, never beside a measured one; a product's units and sales
// value with their own interval.
import { PRODUCT_COLUMNS } from '@sealens/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { BRAND_COLUMN_SET } from '../brand/brand-columns';
import { CATEGORY_COLUMN_SET } from '../category/category-columns';
import { FigureTile } from '../explanation/explanation-layout';
import { HistoryCharts } from '../history/history-charts';
import { KEYWORD_COLUMN_SET, PRODUCT_COLUMN_SET, SHOP_COLUMN_SET } from '../ranking/ranking-columns';
import { RankingTable } from '../ranking/ranking-table';
import { nth } from '../shared/nth';
import { historyPoints, periodFigures, THAI_ROWS } from '../testing/fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';

const MARK = 'Estimated: how we estimate';
const INTERVAL = { unitsLow: 1180, unitsHigh: 1302, gmvLow: 35_400, gmvHigh: 39_060, gmvUsdLow: 1012.5, gmvUsdHigh: 1117.25 };

describe('estimate marks', () => {
  it('mark the estimated columns of every entity, and no measured one', () => {
    expect([...(PRODUCT_COLUMN_SET.estimated ?? [])]).toEqual(['units', 'gmv', 'growth', 'trend']);
    expect([...(SHOP_COLUMN_SET.estimated ?? [])]).toEqual(['units', 'gmv', 'growth', 'products', 'newShare', 'trend']);
    // A search word's own figures are the marketplace's counters.
    expect(KEYWORD_COLUMN_SET.estimated).toBeUndefined();
    expect([...(BRAND_COLUMN_SET.estimated ?? [])]).toEqual(['units', 'gmv', 'growth', 'shops', 'products', 'trend']);
    expect(CATEGORY_COLUMN_SET.estimated?.has('blueOcean')).toBe(true);
    const rows = [{ ...nth(THAI_ROWS, 0), interval: INTERVAL }, nth(THAI_ROWS, 1)];
    renderWithI18n(<RankingTable rows={rows} columns={PRODUCT_COLUMNS} columnSet={PRODUCT_COLUMN_SET} money="site" itemHref={(r) => `/p/${r.id}`} caption="Products" />);
    const headers = screen.getAllByRole('columnheader');
    const marked = headers.filter((h) => h.querySelector('a[data-estimate-mark]')).map((h) => h.textContent?.replace(/[▲▼↕]/g, ''));
    expect(marked).toEqual(['Units sold', 'Sales value', 'Growth', '30-day units']);
    // A header's mark leads to the method page but leaves the header's name the column's.
    expect(nth(headers, 4).querySelector('a[data-estimate-mark]')).toHaveAttribute('href', '/workbench/method');
    expect(screen.getByRole('columnheader', { name: 'Units sold' })).toBeInTheDocument();
  });

  it("give a product row's units and sales value their own interval, and a row without one no mark in its cells", async () => {
    const rows = [{ ...nth(THAI_ROWS, 0), interval: INTERVAL }, { ...nth(THAI_ROWS, 1), interval: undefined }];
    renderWithI18n(<RankingTable rows={rows} columns={['rank', 'product', 'units', 'gmv', 'price']} columnSet={PRODUCT_COLUMN_SET} money="site" itemHref={(r) => `/p/${r.id}`} caption="Products" />);
    const [, first, second] = screen.getAllByRole('row');
    const [rank, , units, gmv, price] = within(first as HTMLElement).getAllByRole('gridcell');
    expect(within(rank as HTMLElement).queryByRole('link', { name: MARK })).toBeNull();
    expect(within(price as HTMLElement).queryByRole('link', { name: MARK })).toBeNull();
    // The mark adds no text to the figure.
    expect(units).toHaveTextContent(/^[\d.,]+K?$/);
    await act(async () => fireEvent.pointerEnter(within(units as HTMLElement).getByRole('link', { name: MARK })));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Estimated: likely between 1,180 and 1,302.');
    await act(async () => fireEvent.pointerEnter(within(gmv as HTMLElement).getByRole('link', { name: MARK })));
    expect(within(gmv as HTMLElement).getByRole('link', { name: MARK })).toHaveAttribute('tabindex', '-1');
    expect(within(second as HTMLElement).queryAllByRole('link', { name: MARK })).toHaveLength(0);
  });

  it("mark the explanation's figures (with the interval when the answer has one) and the estimated charts", async () => {
    const figures = nth(periodFigures(nth(THAI_ROWS, 0)), 0);
    const { unmount } = renderWithI18n(<FigureTile figures={{ ...figures, interval: INTERVAL }} currency="THB" />);
    const marks = screen.getAllByRole('link', { name: MARK });
    // Units, sales value and growth.
    expect(marks).toHaveLength(3);
    await act(async () => fireEvent.pointerEnter(nth(marks, 1)));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Estimated: likely between THB 35.4K and THB 39.1K.');
    unmount();
    renderWithI18n(<FigureTile figures={figures} currency="THB" />);
    expect(screen.getAllByRole('link', { name: MARK })).toHaveLength(3);
  });

  it('mark the charts of estimates (units, sales value, rank) and not the price', () => {
    renderWithI18n(<HistoryCharts points={historyPoints(30)} currency="THB" days={30} />);
    const captions = screen.getAllByRole('figure').map((f) => [f.querySelector('figcaption')?.textContent, !!within(f).queryByRole('link', { name: MARK })]);
    expect(captions.filter(([, marked]) => marked).length).toBe(3);
    expect(captions.find(([caption]) => /^Price/.test(String(caption)))?.[1]).toBe(false);
  });
});
