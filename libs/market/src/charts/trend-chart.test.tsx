import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { renderWithI18n, wrapI18n } from '../testing/render-with-i18n';
import * as ui from '@sealens/ui';
import { act } from 'react';
import { CHART_DRAW_MARGIN, TrendChart, TREND_CHART_DEFAULT_HEIGHT } from './trend-chart';
import { dayToEpochSeconds, trendExtremes } from './trend-summary';

const created: { opts: { width: number; height: number; series: unknown[] }; data: unknown[][]; target: HTMLElement }[] = [];
const destroyed = vi.fn();

vi.mock('uplot', () => ({
  default: class FakeUplot {
    static tzDate = (date: Date) => date;
    constructor(opts: { width: number; height: number; series: unknown[] }, data: unknown[][], target: HTMLElement) {
      created.push({ opts, data, target });
      target.appendChild(document.createElement('canvas'));
    }
    setSize = vi.fn();
    destroy = destroyed;
  },
}));

const DATES = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'];
const SERIES = [{ label: 'Sales volume', values: [12000, null, 25000, 18000] }];

beforeEach(() => {
  created.length = 0;
});

describe('trend summary', () => {
  it('finds first, last and highest point, skipping days without a figure', () => {
    expect(trendExtremes(DATES, [null, 5, 9, 7])).toEqual({
      first: { date: '2026-11-21', value: 5 },
      last: { date: '2026-11-23', value: 7 },
      highest: { date: '2026-11-22', value: 9 },
    });
    expect(trendExtremes(DATES, [null, null, null, null])).toBeNull();
  });

  it('reads a day as UTC midnight', () => {
    expect(dayToEpochSeconds('2026-11-23')).toBe(Date.UTC(2026, 10, 23) / 1000);
  });
});

describe('TrendChart', () => {
  it('reserves its height and gives the summary in the server HTML, without the chart library', () => {
    const html = renderToString(wrapI18n(<TrendChart title="Sales trend" dates={DATES} series={SERIES} />));
    expect(html).toContain(`height:${TREND_CHART_DEFAULT_HEIGHT}px`);
    expect(html).toContain('Sales volume: 12.0K on 2026-11-20, 18.0K on 2026-11-23; highest 25.0K on 2026-11-22.');
    expect(html).toContain('data-chart-state="loading"');
    expect(created).toHaveLength(0);
  });

  it('loads the library after mounting and draws into the reserved box', async () => {
    const { unmount } = renderWithI18n(<TrendChart title="Sales trend" dates={DATES} series={SERIES} height={160} />);
    const figure = screen.getByRole('figure', { name: 'Sales trend' });
    await waitFor(() => expect(figure).toHaveAttribute('data-chart-state', 'ready'));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ opts: { height: 160 }, data: [DATES.map(dayToEpochSeconds), [12000, null, 25000, 18000]] });
    const target = created[0]?.target;
    expect(target).toHaveStyle({ height: '160px' });
    expect(target).toHaveAttribute('aria-hidden', 'true');
    unmount();
    expect(destroyed).toHaveBeenCalled();
  });

  it(`draws a chart off screen only when it comes within ${CHART_DRAW_MARGIN} of the viewport`, async () => {
    const watches: { element: Element; margin: string; then: () => void }[] = [];
    const watch = vi.spyOn(ui, 'whenNear').mockImplementation((element, margin, then) => {
      watches.push({ element, margin, then });
      return () => undefined;
    });
    try {
      renderWithI18n(<TrendChart title="Sales trend" dates={DATES} series={SERIES} />);
      const figure = screen.getByRole('figure', { name: 'Sales trend' });
      expect(watches).toHaveLength(1);
      expect(watches[0]).toMatchObject({ margin: '200px', element: figure.querySelector('[aria-hidden="true"]') });
      await new Promise((r) => setTimeout(r, 20));
      expect(created).toHaveLength(0);
      expect(figure).toHaveAttribute('data-chart-state', 'loading');
      act(() => watches[0]?.then());
      await waitFor(() => expect(figure).toHaveAttribute('data-chart-state', 'ready'));
      expect(created).toHaveLength(1);
    } finally {
      watch.mockRestore();
    }
  });

  it('says so in the summary when a series has no figure at all', () => {
    renderWithI18n(<TrendChart title="T" dates={DATES} series={[{ label: 'GMV', values: [null, null, null, null] }]} />);
    expect(screen.getByTestId('trend-summary')).toHaveTextContent('GMV: no data.');
  });
});
