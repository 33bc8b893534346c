import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { renderWithI18n } from '../testing/render-with-i18n';
import { DataDayStamp } from './data-day-stamp';

const KINDS = { units: 'estimated', gmv: 'estimated', gmvUsd: 'estimated', price: 'measured', rating: 'measured', reviews: 'measured', likes: 'measured' } as const;

describe('DataDayStamp', () => {
  it('says the data day, the period and which figures are estimated or measured', () => {
    renderWithI18n(<DataDayStamp day="2026-11-26" period={{ from: '2026-11-20', to: '2026-11-26', days: 7 }} kinds={KINDS} />);
    expect(screen.getByTestId('data-day-stamp')).toHaveTextContent(
      'Data for Nov 26, 2026 (7 days: Nov 20, 2026 – Nov 26, 2026). Units and sales value are estimated. Price, rating, reviews, and likes are measured.',
    );
    expect(screen.getByTestId('data-day-stamp').querySelector('time')).toHaveAttribute('dateTime', '2026-11-26');
  });

  it('says one day and one figure in the singular, and the day alone without a period', () => {
    const { rerender } = renderWithI18n(<DataDayStamp day="2026-11-26" period={{ from: '2026-11-26', to: '2026-11-26', days: 1 }} kinds={{ price: 'measured' }} />);
    expect(screen.getByTestId('data-day-stamp')).toHaveTextContent('Data for Nov 26, 2026 (1 day: Nov 26, 2026 – Nov 26, 2026). Price is measured.');
    rerender(<DataDayStamp day="2026-11-26" />);
    expect(screen.getByTestId('data-day-stamp')).toHaveTextContent(/^Data for Nov 26, 2026\.$/);
  });

  it("names a search word's figures: its counters measured, what the products it finds sold estimated", () => {
    const kinds = { searchIndex: 'measured', growth: 'measured', productBase: 'measured', recommendedBid: 'measured', foundUnits: 'estimated', salesPerShop: 'estimated', blueOcean: 'estimated' } as const;
    renderWithI18n(<DataDayStamp day="2026-11-26" kinds={kinds} />);
    expect(screen.getByTestId('data-day-stamp')).toHaveTextContent(
      'Data for Nov 26, 2026. Units of its top products, units per shop, and blue-ocean index are estimated. Growth, search index, product base, and recommended bid are measured.',
    );
  });

  it('writes dates in the reader\'s language', () => {
    const i18n = setupI18n({ locale: 'zh', messages: { zh: {} } });
    render(
      <I18nProvider i18n={i18n}>
        <DataDayStamp day="2026-11-26" />
      </I18nProvider>,
    );
    expect(screen.getByTestId('data-day-stamp')).toHaveTextContent('2026年11月26日');
  });

  it('makes its list formatter once per language, not at every render (issue 28: a server-rendered page paid for one each time)', () => {
    const Real = Intl.ListFormat;
    let made = 0;
    const counting = Object.create(Intl) as typeof Intl;
    Object.defineProperty(counting, 'ListFormat', {
      value: function ListFormat(...args: ConstructorParameters<typeof Intl.ListFormat>) {
        made += 1;
        return new Real(...args);
      },
    });
    vi.stubGlobal('Intl', counting);
    try {
      const { rerender } = renderWithI18n(<DataDayStamp day="2026-11-26" kinds={KINDS} />);
      rerender(<DataDayStamp day="2026-11-25" kinds={KINDS} />);
      rerender(<DataDayStamp day="2026-11-24" kinds={KINDS} />);
      expect(screen.getByTestId('data-day-stamp')).toHaveTextContent(/and/);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(made).toBeLessThanOrEqual(1);
  });
});
