import { BRAND_COLUMNS } from '@sealens/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FoundShopsTable } from '../keyword/keyword-finds';
import { RankingTable } from '../ranking/ranking-table';
import { formatAmount as formatted } from '../shared/money';
import { nth } from '../shared/nth';
import { BRAND_CATEGORIES, BRAND_SITES, BRANDS_ALL_SITES, THAI_BRAND } from '../testing/brand-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { BrandCategoriesTable, BrandSitesTable } from './brand-breakdowns';
import { BrandHeaderCard } from './brand-header-card';
import { BRAND_COLUMN_SET, STORE_BRAND_COLUMN_SET, STORE_BRAND_COLUMNS, type BrandRow } from './brand-columns';

/** A formatted amount as the page shows it (Testing Library folds its no-break space). */
const money = (value: number, currency: string) => formatted(value, currency, 'en').replace(/\s/g, ' ');

const brandHref = (row: BrandRow) => `/workbench/brandAnalysis/brand-all-site-analysis?id=${row.id}`;

describe('the ranking table over brands (BRAND_COLUMN_SET)', () => {
  it('has the brand columns, each with a width and a name, and a brand row in US dollars over all sites', () => {
    expect(BRAND_COLUMN_SET.all).toEqual(BRAND_COLUMNS);
    for (const id of BRAND_COLUMNS) expect(BRAND_COLUMN_SET.widths[id]).toBeGreaterThan(0);
    renderWithI18n(<RankingTable rows={BRANDS_ALL_SITES.slice(0, 3)} columns={BRAND_COLUMNS} columnSet={BRAND_COLUMN_SET} money="usd" itemHref={brandHref} caption="Hot-selling brands" />);
    const grid = screen.getByRole('grid', { name: 'Hot-selling brands' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Rank', 'Brand', 'Units sold', 'Sales value', 'Growth', 'Shops', 'Active products', 'Top category', '30-day units',
    ]);
    const first = nth(within(grid).getAllByRole('row'), 1);
    const brand = nth(BRANDS_ALL_SITES, 0);
    expect(within(first).getByRole('link', { name: brand.name })).toHaveAttribute('href', brandHref(brand));
    expect(within(first).getByText('All sites')).toBeInTheDocument();
    expect(within(first).getByText(money(brand.gmvUsd, 'USD'))).toBeInTheDocument();
    expect(within(first).getByText('60')).toBeInTheDocument();
    expect(within(first).getByText('62.5% of its sales')).toBeInTheDocument();
    // A brand without a logo keeps the picture's box and asks for no picture (src="" would fetch the page).
    expect(brand.logo).toBe('');
    expect(first.querySelector('img')).toBeNull();
  });

  it("shows one site's brand in its currency, leads with shops and products on the shop group's pages, and asks for the brand sorts", async () => {
    const onSortChange = vi.fn();
    renderWithI18n(
      <RankingTable rows={[THAI_BRAND]} columns={STORE_BRAND_COLUMNS} columnSet={STORE_BRAND_COLUMN_SET} money="site" itemHref={brandHref} caption="Brands" onSortChange={onSortChange} />,
    );
    const grid = screen.getByRole('grid', { name: 'Brands' });
    expect(within(grid).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '')).slice(0, 4)).toEqual(['Rank', 'Brand', 'Shops', 'Active products']);
    expect(within(grid).getByText('TH')).toBeInTheDocument();
    // Its sales value in baht (the row's gmv), not its dollars.
    expect(within(grid).getByText(money(THAI_BRAND.gmv, 'THB'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Shops/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'shops', dir: 'desc' });
    // The top category is not a sort of the brand ranking.
    expect(within(grid).queryByRole('button', { name: /Top category/ })).toBeNull();
  });

  it('says a brand without sales in 30 days has no top category', () => {
    renderWithI18n(<RankingTable rows={[nth(BRANDS_ALL_SITES, 11)]} columns={BRAND_COLUMNS} columnSet={BRAND_COLUMN_SET} money="usd" itemHref={brandHref} caption="Brands" />);
    expect(screen.getByText('No sales in the last 30 days')).toBeInTheDocument();
  });
});

describe('BrandSitesTable and BrandCategoriesTable', () => {
  it("lists each site's units, sales value in its money and in dollars, and share", () => {
    renderWithI18n(<BrandSitesTable sites={BRAND_SITES} />);
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(BRAND_SITES.length + 1);
    const thai = nth(rows, 1);
    expect(within(thai).getByRole('rowheader')).toHaveTextContent('Thailand');
    expect(within(thai).getByText('4,100')).toBeInTheDocument();
    expect(within(thai).getByText(money(40_277.78, 'USD'))).toBeInTheDocument();
    expect(within(thai).getByText(money(1_450_000, 'THB'))).toBeInTheDocument();
    expect(within(thai).getByText('45.2%')).toBeInTheDocument();
  });

  it("gives each category's share of the brand and the brand's share of the category, and says why one is missing", () => {
    renderWithI18n(<BrandCategoriesTable categories={BRAND_CATEGORIES} currency="USD" />);
    expect(screen.getByRole('columnheader', { name: 'Its share of the category' })).toBeInTheDocument();
    const first = nth(screen.getAllByRole('row'), 1);
    expect(within(first).getByText('60.0%')).toBeInTheDocument();
    expect(within(first).getByText('12.4%')).toBeInTheDocument();
    expect(within(nth(screen.getAllByRole('row'), 3)).getByText('The category sold nothing')).toBeInTheDocument();
  });
});

describe('BrandHeaderCard', () => {
  it('names the brand, its scope, its shops, products and top category with its share', () => {
    const brand = nth(BRANDS_ALL_SITES, 0);
    renderWithI18n(<BrandHeaderCard brand={brand} />);
    expect(screen.getByRole('heading', { level: 1, name: brand.name })).toBeInTheDocument();
    expect(screen.getByText('All sites, in US dollars')).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: brand.name });
    expect(within(facts).getByText('Shops').nextElementSibling).toHaveTextContent('60');
    expect(within(facts).getByText('Active products').nextElementSibling).toHaveTextContent('240');
    expect(within(facts).getByText("Its share of the brand's sales").nextElementSibling).toHaveTextContent('62.5%');
  });

  it("names one site's brand by its site", () => {
    renderWithI18n(<BrandHeaderCard brand={THAI_BRAND} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: THAI_BRAND.name })).toBeInTheDocument();
    expect(screen.getByText('Thailand')).toBeInTheDocument();
  });
});

describe('FoundShopsTable of a brand', () => {
  it("names its counts as the brand's products", () => {
    renderWithI18n(<FoundShopsTable shops={[{ id: '7', name: 'Shop seven', logo: '', type: 'mall', products: 3, units: 90 }]} shopHref={(id) => `/s/${id}`} of="brand" />);
    expect(screen.getByRole('table', { name: "Shops selling the brand's products, last 30 days" })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Its products of the brand' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop seven' })).toHaveAttribute('href', '/s/7');
  });
});
