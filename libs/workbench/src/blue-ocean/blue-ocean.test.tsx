import { blueOceanIndex } from '@sealens/domain';
import { screen, within } from '@testing-library/react';
import { BLUE_OCEAN_INDUSTRY_COLUMN_SET } from '../category/category-columns';
import { HEADER_HEIGHT_PX, RankingTable } from '../ranking/ranking-table';
import { nth } from '../shared/nth';
import { keywordRows } from '../testing/keyword-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { BLUE_OCEAN_HEADER_PX, BLUE_OCEAN_WORD_COLUMN_SET, BLUE_OCEAN_WORD_COLUMNS } from './blue-ocean-columns';
import { BlueOceanFormula } from './blue-ocean-formula';

const TERMS = [
  { symbol: 'g', name: 'Search index growth, 30 days', meaning: 'in percent, on the 30 days before' },
  { symbol: 'c', name: 'Product base growth, 30 days', meaning: 'in percent' },
  { symbol: 'u', name: 'Units per shop', meaning: '30-day units of its top products per shop selling them' },
];

describe('BlueOceanFormula', () => {
  it('gives the formula in words and in symbols, and what each of the terms it is given stands for', () => {
    renderWithI18n(<BlueOceanFormula title="How the index is computed" words="Demand growth over competition growth, times what a shop sells." symbols="B = (100 + g) ÷ (100 + c) × log10(1 + u)" terms={TERMS} reading="Higher is bluer." />);
    const block = screen.getByRole('region', { name: 'How the index is computed' });
    expect(within(block).getByRole('heading', { level: 2 })).toHaveTextContent('How the index is computed');
    expect(within(block).getByText('B = (100 + g) ÷ (100 + c) × log10(1 + u)').tagName).toBe('CODE');
    const terms = within(block).getAllByRole('term');
    expect(terms.map((t) => t.textContent)).toEqual(['g', 'c', 'u']);
    expect(nth(within(block).getAllByRole('definition'), 2)).toHaveTextContent('Units per shop: 30-day units of its top products per shop selling them');
    expect(within(block).getByText('Higher is bluer.')).toBeInTheDocument();
  });

  it('takes its heading level from the page', () => {
    renderWithI18n(<BlueOceanFormula title="Index" words="w" symbols="s" terms={TERMS} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Index' })).toBeInTheDocument();
  });
});

describe('BLUE_OCEAN_WORD_COLUMN_SET', () => {
  it("shows every input of a row's index with the decimals it is computed from, and the index", () => {
    const row = { ...nth(keywordRows(1), 0), searchGrowth30: 12.34, productBaseGrowth: -5.5, salesPerShop: 41.67, blueOcean: blueOceanIndex({ searchGrowth: 12.34, productBaseGrowth: -5.5, salesPerShop: 41.67 }) };
    renderWithI18n(<RankingTable rows={[row]} columns={BLUE_OCEAN_WORD_COLUMNS} columnSet={BLUE_OCEAN_WORD_COLUMN_SET} money="site" itemHref={(r) => `/word/${r.id}`} caption="Blue-ocean words" />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    const cells = within(nth(screen.getAllByRole('row'), 1)).getAllByRole('gridcell');
    const cellOf = (name: string) => nth(cells, headers.indexOf(name));
    expect(cellOf('Search index growth, 30 days')).toHaveTextContent('+12.34%');
    expect(cellOf('Product base growth, 30 days')).toHaveTextContent('-5.50%');
    expect(cellOf('Units per shop')).toHaveTextContent('41.67');
    // (112.34 / 94.5) × log10(42.67) = 1.94
    expect(cellOf('Blue-ocean index')).toHaveTextContent('1.94');
    expect(within(cellOf('Search word')).getByRole('link')).toHaveAttribute('href', `/word/${row.id}`);
  });

  it('shows large inputs whole, so the index can be recomputed from them', () => {
    const row = { ...nth(keywordRows(1), 0), searchGrowth30: 12_345.67, productBaseGrowth: 0, salesPerShop: 23_456.78, blueOcean: blueOceanIndex({ searchGrowth: 12_345.67, productBaseGrowth: 0, salesPerShop: 23_456.78 }) };
    renderWithI18n(<RankingTable rows={[row]} columns={BLUE_OCEAN_WORD_COLUMNS} columnSet={BLUE_OCEAN_WORD_COLUMN_SET} money="site" itemHref={() => '#'} caption="Blue-ocean words" />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    const cells = within(nth(screen.getAllByRole('row'), 1)).getAllByRole('gridcell');
    expect(nth(cells, headers.indexOf('Search index growth, 30 days'))).toHaveTextContent('+12,345.67%');
    expect(nth(cells, headers.indexOf('Units per shop'))).toHaveTextContent('23,456.78');
    // (12,445.67 / 100) × log10(23,457.78) = 543.91
    expect(nth(cells, headers.indexOf('Blue-ocean index'))).toHaveTextContent('543.91');
  });

  it('says why an input is missing', () => {
    const row = { ...nth(keywordRows(1), 0), searchGrowth30: null, salesPerShop: null, blueOcean: null };
    renderWithI18n(<RankingTable rows={[row]} columns={BLUE_OCEAN_WORD_COLUMNS} columnSet={BLUE_OCEAN_WORD_COLUMN_SET} money="site" itemHref={() => '#'} caption="Blue-ocean words" />);
    expect(screen.getByText('No searches in the period before')).toBeInTheDocument();
    expect(screen.getByText('No shop sold its top products')).toBeInTheDocument();
    expect(screen.getByText('An input is missing')).toBeInTheDocument();
  });
});

describe("the blue-ocean tables' header", () => {
  it('is tall enough for the three lines of their inputs\' names, where the other tables keep two', () => {
    // Three lines of 16 px with 8 px above and below ("Units of its top products, 30 days" touched the edge at 40 px).
    expect(BLUE_OCEAN_HEADER_PX).toBe(64);
    expect(BLUE_OCEAN_WORD_COLUMN_SET.headerHeight).toBe(BLUE_OCEAN_HEADER_PX);
    expect(BLUE_OCEAN_INDUSTRY_COLUMN_SET.headerHeight).toBe(BLUE_OCEAN_HEADER_PX);
    renderWithI18n(<RankingTable rows={keywordRows(3)} columns={BLUE_OCEAN_WORD_COLUMNS} columnSet={BLUE_OCEAN_WORD_COLUMN_SET} money="site" itemHref={() => '#'} caption="Words" />);
    expect(nth(screen.getAllByRole('row'), 0)).toHaveStyle({ height: '64px' });
    renderWithI18n(<RankingTable rows={keywordRows(3)} columns={['rank', 'keyword']} columnSet={{ ...BLUE_OCEAN_WORD_COLUMN_SET, headerHeight: undefined }} money="site" itemHref={() => '#'} caption="Two lines" />);
    expect(nth(screen.getAllByRole('row', { name: /^Rank/ }), 1)).toHaveStyle({ height: `${HEADER_HEIGHT_PX}px` });
  });
});
