import { screen, within } from '@testing-library/react';
import { RankingTable } from '../ranking/ranking-table';
import { nth } from '../shared/nth';
import { renderWithI18n } from '../testing/render-with-i18n';
import { REALTIME_ANSWER } from '../testing/realtime-fixtures';
import { REALTIME_COLUMNS, realtimeColumnSet, RealtimeStamp, realtimeTableRows } from './realtime-blocks';

describe('realtime blocks', () => {
  it("ranks the answer's categories in its order, with the day's figures, the change and the top product", () => {
    const set = realtimeColumnSet((id) => `/product/${id}`);
    const rows = realtimeTableRows(REALTIME_ANSWER);
    renderWithI18n(<RankingTable rows={rows} columns={REALTIME_COLUMNS} columnSet={set} money="site" itemHref={(r) => `?cat=${r.id}`} caption="Categories" />);
    const grid = screen.getAllByRole('row');
    expect(grid).toHaveLength(REALTIME_ANSWER.rows.length + 1);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    const first = within(nth(grid, 1)).getAllByRole('gridcell');
    const cellOf = (name: string) => nth(first, headers.indexOf(name));
    expect(cellOf('Rank')).toHaveTextContent('1');
    expect(within(cellOf('Category')).getByRole('link')).toHaveAttribute('href', `?cat=${nth(REALTIME_ANSWER.rows, 0).categoryId}`);
    expect(cellOf('Units sold')).toHaveTextContent('12.3K');
    expect(cellOf('Sales value')).toHaveTextContent('THB 456.8K');
    expect(cellOf('Change on the day before')).toHaveTextContent('+23.5%');
    expect(within(cellOf('Best-selling product')).getByRole('link')).toHaveAttribute('href', '/product/7001');
    // A category without a top product says why.
    const last = within(nth(grid, grid.length - 1)).getAllByRole('gridcell');
    expect(nth(last, headers.indexOf('Best-selling product'))).toHaveTextContent('No product of ours sold on the day');
    expect(within(nth(last, headers.indexOf('Change on the day before'))).getByRole('img', { name: 'No sales on the day before' })).toHaveTextContent('-');
  });

  it('stamps the day the figures describe and the time its feed was imported, in market time', () => {
    renderWithI18n(<RealtimeStamp day="2026-11-26" importedAt="2026-11-26T20:05:00.000Z" source="market" />);
    const stamp = screen.getByTestId('realtime-stamp');
    expect(stamp.querySelector('time[datetime="2026-11-26"]')).toHaveTextContent('Nov 26, 2026');
    // 20:05 UTC is 04:05 the next morning in UTC+8.
    expect(stamp.querySelector('time[datetime="2026-11-26T20:05:00.000Z"]')).toHaveTextContent(/Nov 27, 2026.*4:05/);
    expect(stamp).toHaveTextContent("the marketplace's totals");
  });

  it('names the sums of our products for sub-categories, and a day without an import record', () => {
    renderWithI18n(<RealtimeStamp day="2026-11-26" importedAt={null} source="items" />);
    const stamp = screen.getByTestId('realtime-stamp');
    expect(stamp).toHaveTextContent('Data of Nov 26, 2026. The next day');
    expect(stamp).toHaveTextContent('sums of the products in our data');
  });
});
