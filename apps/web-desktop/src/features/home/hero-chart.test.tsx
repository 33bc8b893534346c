import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { TrendData } from '@sealens/market';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { HeroChart, heroChartLines } from './hero-chart';

const TREND: TrendData = {
  dates: ['2026-11-24', '2026-11-25', '2026-11-26'],
  series: [
    { site: 'ID', label: 'Indonesia', values: [50, 100, 75] },
    { site: 'VN', label: 'Vietnam', values: [10, null, 20] },
    { site: 'TH', label: 'Thailand', values: [null, 5, null] },
  ],
};

describe('the hero chart (issue 27 item 9)', () => {
  beforeAll(() => {
    i18n.load('en', {});
    i18n.activate('en');
  });

  it("draws each site's line from the data, scaled to its own peak; a day without a figure breaks the line", () => {
    expect(heroChartLines(TREND, 400, 160)).toEqual([
      { site: 'ID', path: 'M0 80L200 0L400 40' },
      { site: 'VN', path: 'M0 80M400 0' },
    ]);
    // Other figures, another chart: nothing is drawn by hand.
    expect(heroChartLines({ ...TREND, series: [{ site: 'ID', label: 'Indonesia', values: [100, 50, 100] }] }, 400, 160)).toEqual([
      { site: 'ID', path: 'M0 0L200 80L400 0' },
    ]);
    expect(heroChartLines(null)).toEqual([]);
    expect(heroChartLines({ dates: ['2026-11-26'], series: [{ site: 'ID', label: 'Indonesia', values: [1] }] })).toEqual([]);
  });

  it('names its days and sites, and shows the market figures it was given', () => {
    render(
      <I18nProvider i18n={i18n}>
        <HeroChart trend={TREND} figures={{ date: '2026-11-26', totalSalesValue: 1, salesVolume: 1234, productsSold: 678, resourceSlotSalesValue: null }} />
      </I18nProvider>,
    );
    const chart = screen.getByRole('img', { name: /Daily sales value by site, 2026-11-24 to 2026-11-26/ });
    expect(chart.querySelector('[data-site="ID"]')?.getAttribute('d')).toBe('M0 80L200 0L400 40');
    expect(screen.getByText('Indonesia')).toBeInTheDocument();
    expect(screen.getByText('Vietnam')).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('678')).toBeInTheDocument();
  });

  it('without trend data draws nothing rather than a picture', () => {
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <HeroChart trend={null} figures={null} />
      </I18nProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
