import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { renderWithI18n, wrapI18n } from '../testing/render-with-i18n';
import * as ui from '@sealens/ui';
import { act } from 'react';
import { CHART_DRAW_MARGIN, TrendChart, TREND_CHART_DEFAULT_HEIGHT } from './trend-chart';
import { dayToEpochSeconds, trendExtremes } from './trend-summary';

interface FakeOpts {
  width: number;
  height: number;
  series: unknown[];
  legend?: { show?: boolean };
  hooks?: { setCursor?: ((u: { cursor: { idx: number | null } }) => void)[] };
  axes?: { font?: string; label?: string; incrs?: number[]; values?: (u: unknown, ticks: number[]) => string[]; size?: (u: unknown, values: string[]) => number }[];
}
const created: { opts: FakeOpts; data: unknown[][]; target: HTMLElement }[] = [];
const destroyed = vi.fn();

vi.mock('uplot', () => ({
  default: class FakeUplot {
    static tzDate = (date: Date) => date;
    constructor(opts: FakeOpts, data: unknown[][], target: HTMLElement) {
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

describe('TrendChart legend and axes (issue 27 items 10, 11)', () => {
  const THREE = [
    { label: 'Brazil', values: [1, 2, 3, 4] },
    { label: 'Indonesia', values: [5, 6, 7, 8] },
    { label: 'Vietnam', values: [9, 10, 11, 12_000_000] },
  ];

  it('draws its own legend of every series in the page’s HTML, not the library’s clipped one', async () => {
    const html = renderToString(wrapI18n(<TrendChart title="T" dates={DATES} series={THREE} />));
    expect(html).toContain('data-testid="trend-legend"');
    for (const label of ['Brazil', 'Indonesia', 'Vietnam']) expect(html).toContain(`<span>${label}</span>`);
    renderWithI18n(<TrendChart title="T" dates={DATES} series={THREE} />);
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]?.opts.legend).toEqual({ show: false });
    // The box is the plot's height only: no room reserved for a legend that could clip.
    expect(created[0]?.target).toHaveStyle({ height: `${TREND_CHART_DEFAULT_HEIGHT}px` });
  });

  it('shows the hovered day and its values in the legend, with a translated day label (not "Time")', async () => {
    renderWithI18n(<TrendChart title="T" dates={DATES} series={THREE} money="all" />);
    await waitFor(() => expect(created).toHaveLength(1));
    const legend = screen.getByTestId('trend-legend');
    expect(legend).not.toHaveTextContent('Day:');
    act(() => created[0]?.opts.hooks?.setCursor?.[0]?.({ cursor: { idx: 3 } }));
    expect(legend).toHaveTextContent('Day: 2026-11-23');
    expect(legend).toHaveTextContent('Vietnam$12.0M');
    expect(legend).not.toHaveTextContent('Time');
    act(() => created[0]?.opts.hooks?.setCursor?.[0]?.({ cursor: { idx: null } }));
    expect(legend).not.toHaveTextContent('Day:');
  });

  it('draws its axes in the page’s typeface, days as dates, the money axis named by its currency', async () => {
    // What a Thai page's box inherits from the theme (jsdom computes no inherited fonts).
    const computed = vi.spyOn(window, 'getComputedStyle').mockReturnValue({ fontFamily: '"Noto Sans Thai", sans-serif' } as CSSStyleDeclaration);
    renderWithI18n(<TrendChart title="T" dates={DATES} series={THREE} money="all" />);
    await waitFor(() => expect(created).toHaveLength(1));
    const [x, y] = created[0]?.opts.axes ?? [];
    expect(x?.font).toBe('12px "Noto Sans Thai", sans-serif');
    expect(y?.font).toBe('12px "Noto Sans Thai", sans-serif');
    expect(x?.incrs?.[0]).toBe(86_400);
    expect(x?.values?.(null, [dayToEpochSeconds('2026-11-20')])).toEqual(['Nov 20']);
    expect(y?.label).toBe('US Dollar');
    expect(y?.values?.(null, [0, 5_000_000, 10_000_000])).toEqual(['0', '5M', '10M']);
    // The summary carries the unit too.
    expect(screen.getByTestId('trend-summary')).toHaveTextContent('Vietnam: $9.00 on 2026-11-20, $12.0M on 2026-11-23');
    computed.mockRestore();
  });
});
