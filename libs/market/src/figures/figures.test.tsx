import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { renderWithI18n, wrapI18n } from '../testing/render-with-i18n';
import { RankingTable, VISITOR_RANKING_ROWS, type RankingColumn } from './ranking-table';
import { YesterdayMarket, type MarketFigures } from './yesterday-market';

const FIGURES: MarketFigures = {
  date: '2026-11-23',
  totalSalesValue: 123456789,
  salesVolume: 2345678,
  productsSold: 456789,
  resourceSlotSalesValue: 9876.5,
};

describe('YesterdayMarket (spec §1)', () => {
  it('shows the four figures of the previous day and the day they describe', () => {
    renderWithI18n(<YesterdayMarket figures={FIGURES} site="all" />);
    const section = screen.getByRole('region', { name: "Yesterday's market" });
    const terms = within(section).getAllByRole('term').map((dt) => dt.textContent);
    expect(terms).toEqual(['Total sales value', 'Sales volume', 'Products sold', 'Resource-slot sales value']);
    // Money over all sites is in US dollars (issue 27 item 1).
    expect(within(section).getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['$123.5M', '2.3M', '456.8K', '$9,876.50']);
    expect(section).toHaveTextContent('Data of 2026-11-23, refreshed daily');
    // A value cut short by a narrow box can still be read whole.
    expect(within(section).getAllByRole('definition').map((dd) => dd.getAttribute('title'))).toEqual(['$123.5M', '2.3M', '456.8K', '$9,876.50']);
  });

  it("shows money in one site's currency when a site is chosen", () => {
    renderWithI18n(<YesterdayMarket figures={FIGURES} site="BR" />);
    const values = screen.getAllByRole('definition').map((dd) => dd.textContent?.replace(/\u00a0/g, ' '));
    expect(values).toEqual(['R$123.5M', '2.3M', '456.8K', 'R$9,876.50']);
  });

  it('keeps the same boxes while loading, busy, with no figures or date yet', () => {
    renderWithI18n(<YesterdayMarket figures={null} site="all" />);
    const section = screen.getByRole('region', { name: "Yesterday's market" });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(section.querySelectorAll('[data-figure]')).toHaveLength(4);
    expect(section).not.toHaveTextContent('Data of');
  });

  it('offers all sites and the 9 sites when it can switch', async () => {
    const onSiteChange = vi.fn();
    renderWithI18n(<YesterdayMarket figures={FIGURES} site="all" onSiteChange={onSiteChange} />);
    screen.getByRole('combobox', { name: 'Site' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findAllByRole('option')).toHaveLength(10);
    await userEvent.click(screen.getByRole('option', { name: 'Vietnam' }));
    expect(onSiteChange).toHaveBeenCalledWith('VN');
  });

  it('renders on the server', () => {
    const html = renderToString(wrapI18n(<YesterdayMarket figures={FIGURES} site="all" />));
    expect(html).toContain('123.5M');
    expect(html).toContain('Data of 2026-11-23, refreshed daily');
  });
});

interface Row {
  name: string;
  sales: number;
}
const ROWS: Row[] = Array.from({ length: 12 }, (_, i) => ({ name: `Item ${i + 1}`, sales: 1000 - i }));
const COLUMNS: RankingColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name },
  { key: 'sales', header: 'Sales', cell: (row) => row.sales, numeric: true },
];

describe('RankingTable', () => {
  const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

  it('shows a visitor the first 5 rows and an honest "log in to see more" that calls onLogin', async () => {
    expect(VISITOR_RANKING_ROWS).toBe(5);
    const onLogin = vi.fn();
    renderWithI18n(<RankingTable title="Goods ranking" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.name} isMember={false} onLogin={onLogin} date="2026-11-23" />);
    expect(bodyRows()).toHaveLength(5);
    expect(bodyRows()[4]).toHaveTextContent('5Item 5996');
    await userEvent.click(screen.getByRole('button', { name: 'Log in to see more' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'Goods ranking' })).toHaveTextContent('Data of 2026-11-23');
  });

  it('shows a member every row and no login button', () => {
    renderWithI18n(<RankingTable title="Goods ranking" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.name} isMember onLogin={vi.fn()} />);
    expect(bodyRows()).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Log in to see more' })).toBeNull();
  });

  it('offers no login button to a visitor when nothing is hidden', () => {
    renderWithI18n(<RankingTable title="T" columns={COLUMNS} rows={ROWS.slice(0, 5)} rowKey={(r) => r.name} isMember={false} onLogin={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Log in to see more' })).toBeNull();
  });

  it('reserves the rows while loading and says when there is nothing', () => {
    const { rerender } = renderWithI18n(<RankingTable title="T" columns={COLUMNS} rows={null} rowKey={(r) => r.name} isMember={false} onLogin={vi.fn()} />);
    expect(screen.getByRole('table', { hidden: true })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('table').querySelectorAll('tbody tr')).toHaveLength(5);
    rerender(<RankingTable title="T" columns={COLUMNS} rows={[]} rowKey={(r) => r.name} isMember={false} onLogin={vi.fn()} />);
    expect(screen.getByText('No data for this selection.')).toBeInTheDocument();
  });

  it('switches date type and category as controlled props', async () => {
    const onDateTypeChange = vi.fn();
    const onCategoryChange = vi.fn();
    renderWithI18n(
      <RankingTable
        title="T"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(r) => r.name}
        isMember
        onLogin={vi.fn()}
        dateType={1}
        onDateTypeChange={onDateTypeChange}
        category={99997}
        onCategoryChange={onCategoryChange}
      />,
    );
    const period = screen.getByRole('group', { name: 'Period' });
    expect(within(period).getByRole('button', { name: 'Previous day' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(period).getByRole('button', { name: 'Last 7 days' }));
    expect(onDateTypeChange).toHaveBeenCalledWith(2);
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveTextContent('Home living');
    select.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findAllByRole('option')).toHaveLength(12);
    await userEvent.click(screen.getByRole('option', { name: 'Fresh fruit' }));
    expect(onCategoryChange).toHaveBeenCalledWith(99999);
  });
});

describe('figures in the reader’s language (DESIGN §4)', () => {
  it('uses 万 in zh and 萬 in tw for the same figures', async () => {
    const { setupI18n } = await import('@lingui/core');
    const { I18nProvider } = await import('@lingui/react');
    for (const [locale, volume, money] of [
      ['zh', '234.6万', 'US$1.2亿'],
      ['tw', '234.6萬', 'US$1.2億'],
      ['pt', '2,3\u00a0mi', 'US$\u00a0123,5\u00a0mi'],
    ] as const) {
      const i18n = setupI18n({ locale, messages: { [locale]: {} } });
      const html = renderToString(
        <I18nProvider i18n={i18n}>
          <YesterdayMarket figures={FIGURES} site="all" />
        </I18nProvider>,
      );
      expect(html).toContain(volume);
      expect(html).toContain(money);
    }
  });
});
