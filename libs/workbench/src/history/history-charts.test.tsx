import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { historyPoints, shopHistoryPoints } from '../testing/fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { HistoryCharts } from './history-charts';
import { nth } from '../shared/nth';

const created: { opts: { scales: Record<string, { dir?: number }>; axes: { label?: string }[] }; data: unknown[][] }[] = [];

vi.mock('../charts/load-uplot', () => ({
  loadUplot: async () =>
    class FakeUplot {
      static tzDate = (date: Date) => date;
      constructor(opts: (typeof created)[number]['opts'], data: unknown[][], target: HTMLElement) {
        created.push({ opts, data });
        target.appendChild(document.createElement('canvas'));
      }
      setSize = vi.fn();
      destroy = vi.fn();
    },
}));
// Draw at once (the charts are drawn when they near the viewport).
vi.mock('@sealens/ui', async (importOriginal) => ({ ...(await importOriginal<object>()), whenNear: (_el: Element, _m: string, run: () => void) => (run(), () => undefined) }));

beforeEach(() => {
  created.length = 0;
});

describe('HistoryCharts', () => {
  it('draws units, sales value, price and an inverted rank over the last N days, with units on the axes', async () => {
    const points = historyPoints(180);
    renderWithI18n(<HistoryCharts points={points} currency="THB" days={30} />);
    const charts = screen.getAllByTestId('line-chart');
    expect(charts.map((c) => c.querySelector('figcaption')?.textContent)).toEqual([
      'Units sold per day, last 30 days (units)',
      'Sales value per day, last 30 days (THB)',
      'Price, last 30 days (THB)',
      'Rank in its category, last 30 days (lower is better) (place)',
    ]);
    await waitFor(() => expect(screen.getAllByTestId('line-chart').map((c) => c.dataset['chartState'])).toEqual(['ready', 'ready', 'ready', 'ready']));
    expect(created).toHaveLength(4);

    expect(created.map((c) => c.opts.axes[1]?.label)).toEqual(['units', 'THB', 'THB', 'place']);
    expect(created.map((c) => c.opts.scales['y']?.dir)).toEqual([undefined, undefined, undefined, -1]);
    expect(nth(created, 0).data[0]).toHaveLength(30);
    expect(nth(created, 0).data[1]).toEqual(points.slice(-30).map((p) => p.units));
    expect(nth(created, 3).data[1]).toEqual(points.slice(-30).map((p) => p.categoryRank ?? null));
  });

  it('says every value as a table too', async () => {
    const points = historyPoints(7);
    renderWithI18n(<HistoryCharts points={points} currency="THB" days={7} />);
    const first = nth(screen.getAllByTestId('line-chart'), 0);
    await userEvent.click(within(first).getByText('Show as a table'));
    const table = within(first).getByRole('table', { name: 'Units sold per day, last 7 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getAllByRole('row')[7]).toHaveTextContent(`Nov 26, 2026${nth(points, 6).units}`);
  });

  it('draws every point of a chosen range and names its first and last day', async () => {
    const points = historyPoints(45);
    renderWithI18n(<HistoryCharts points={points} currency="THB" days={30} range={{ from: nth(points, 0).date, to: nth(points, 44).date }} />);
    const charts = screen.getAllByTestId('line-chart');
    expect(nth(charts, 0).querySelector('figcaption')?.textContent).toBe('Units sold per day, Oct 13, 2026 – Nov 26, 2026 (units)');
    expect(screen.getByTestId('history-charts')).toHaveAttribute('data-from', '2026-10-13');
    expect(screen.getByTestId('history-charts')).not.toHaveAttribute('data-days');
    await waitFor(() => expect(created).toHaveLength(4));
    expect(nth(created, 0).data[0]).toHaveLength(45);
  });
});

describe('HistoryCharts of a shop (issue 29 item 1)', () => {
  it('draws units, sales value and products with a sale, and no price or rank', async () => {
    const points = shopHistoryPoints(30);
    renderWithI18n(<HistoryCharts points={points} entity="shop" currency="THB" days={30} />);
    expect(screen.getAllByTestId('line-chart').map((c) => c.querySelector('figcaption')?.textContent)).toEqual([
      'Units sold per day, last 30 days (units)',
      'Sales value per day, last 30 days (THB)',
      'Products with a sale per day, last 30 days (products)',
    ]);
    await waitFor(() => expect(created).toHaveLength(3));
    expect(nth(created, 2).data[1]).toEqual(points.map((p) => p.productsSold));
  });
});
