import { KEYWORD_COLUMNS } from '@sealens/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContrastChart } from '../contrast/contrast-chart';
import { ContrastTable } from '../contrast/contrast-table';
import { HistoryCharts } from '../history/history-charts';
import { KEYWORD_COLUMN_SET } from '../ranking/ranking-columns';
import { RankingTable } from '../ranking/ranking-table';
import { nth } from '../shared/nth';
import type { KeywordContrastItem, KeywordRow } from '../shared/types';
import { keywordHistoryPoints, THAI_WORDS } from '../testing/keyword-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';

const wordHref = (row: Pick<KeywordRow, 'id'>) => `/workbench/hot-search-word/hot-search-word-explanation?id=${row.id}`;

describe('the ranking table over search words (KEYWORD_COLUMN_SET)', () => {
  it('has the word columns of issue 29 item 2, each with a width and a name, and the top products a word finds', () => {
    expect(KEYWORD_COLUMN_SET.all).toEqual(KEYWORD_COLUMNS);
    for (const id of KEYWORD_COLUMNS) expect(KEYWORD_COLUMN_SET.widths[id]).toBeGreaterThan(0);
    const rows = [{ ...nth(THAI_WORDS, 0), productBase: 4321, searchIndex: 9876 }, { ...nth(THAI_WORDS, 1), topProducts: [], growth: null }];
    renderWithI18n(<RankingTable rows={rows} columns={KEYWORD_COLUMNS} columnSet={KEYWORD_COLUMN_SET} money="site" itemHref={wordHref} caption="Hot-selling words" />);
    const grid = screen.getByRole('grid', { name: 'Hot-selling words' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Rank', 'Search word', 'Site', 'Search index', 'Growth', 'Product base', 'Recommended bid', 'Top products', '30-day search index', 'Category', 'First seen',
    ]);
    const bodyRows = within(grid).getAllByRole('row');
    const first = nth(bodyRows, 1);
    const second = nth(bodyRows, 2);
    expect(within(first).getByRole('link', { name: nth(rows, 0).keyword })).toHaveAttribute('href', wordHref(nth(rows, 0)));
    expect(within(first).getByText('9,876')).toBeInTheDocument();
    expect(within(first).getByText('4,321')).toBeInTheDocument();
    const products = within(first).getByRole('list', { name: 'Top products' });
    expect(within(products).getAllByRole('listitem')).toHaveLength(nth(rows, 0).topProducts.length);
    expect(within(products).getByText(nth(nth(rows, 0).topProducts, 0).title)).toBeInTheDocument();
    expect(within(second).getByText('It finds no product in our data')).toBeInTheDocument();
    expect(within(second).getByRole('img', { name: 'No searches in the period before' })).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: /^Search index, last 30 days/ })).toBeInTheDocument();
  });

  it('asks for the word sorts', async () => {
    const onSortChange = vi.fn();
    renderWithI18n(<RankingTable rows={THAI_WORDS.slice(0, 3)} columns={KEYWORD_COLUMNS} columnSet={KEYWORD_COLUMN_SET} money="site" itemHref={wordHref} caption="Words" onSortChange={onSortChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Recommended bid/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'bid', dir: 'desc' });
    await userEvent.click(screen.getByRole('button', { name: /Product base/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'productBase', dir: 'desc' });
  });
});

describe("a search word's contrast and history", () => {
  const items: KeywordContrastItem[] = THAI_WORDS.slice(0, 3).map((word, i) => ({
    item: word,
    figures: { days: 30, from: '2026-10-28', to: '2026-11-26', searchIndex: 1_000 * (i + 1), growth: i === 2 ? null : 12.5 },
    points: keywordHistoryPoints(30),
  }));

  it('compares the words by search index, product base and bid, and charts their search index and bid', () => {
    renderWithI18n(<ContrastTable items={items} money="site" itemHref={wordHref} />);
    const table = screen.getByRole('table', { name: 'Search words side by side' });
    expect(within(table).getByRole('link', { name: nth(items, 0).item.keyword })).toHaveAttribute('href', wordHref(nth(items, 0).item));
    const searchRow = within(table).getByRole('row', { name: /^Search index/ });
    expect(within(searchRow).getByText('2,000')).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Recommended bid' })).toBeInTheDocument();
    renderWithI18n(<ContrastChart items={items} />);
    const radios = screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent ?? r.getAttribute('aria-label') ?? r.textContent);
    expect(radios.join(' ')).toMatch(/Search index.*Recommended bid/);
  });

  it("draws a word's search index, bid and product base by day", () => {
    renderWithI18n(<HistoryCharts points={keywordHistoryPoints(30)} entity="keyword" currency="THB" days={30} />);
    const charts = screen.getByTestId('history-charts');
    expect(within(charts).getAllByText('Search index per day, last 30 days').length).toBeGreaterThan(0);
    expect(within(charts).getAllByText('Recommended bid, last 30 days').length).toBeGreaterThan(0);
    expect(within(charts).getAllByText('Product base, last 30 days').length).toBeGreaterThan(0);
    expect(within(charts).queryByText(/Units sold per day/)).toBeNull();
  });
});
