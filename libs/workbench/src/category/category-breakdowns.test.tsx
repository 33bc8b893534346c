import { screen, within } from '@testing-library/react';
import { nth } from '../shared/nth';
import { FOUND_SHOPS } from '../testing/keyword-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { CategoryTopShops, SubCategoryShares } from './category-breakdowns';

describe('an industry overview’s breakdowns', () => {
  it("lists its sub-categories' sales and shares, a category's name for a category id", () => {
    renderWithI18n(
      <SubCategoryShares
        categories={[
          { categoryId: 99997, units: 1200, gmv: 36_000, share: 60 },
          { categoryId: 9999701, units: 800, gmv: 24_000, share: 40 },
        ]}
        currency="THB"
      />,
    );
    const table = screen.getByRole('table', { name: 'Sales by sub-category, last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(within(nth(rows, 1)).getByRole('rowheader')).toHaveTextContent('Home living');
    expect(within(nth(rows, 1)).getByText('60.0%')).toBeInTheDocument();
    expect(within(nth(rows, 2)).getByText('40.0%')).toBeInTheDocument();
  });

  it('links each top shop to its overview', () => {
    renderWithI18n(<CategoryTopShops shops={FOUND_SHOPS.slice(0, 3)} shopHref={(id) => `/workbench/store/store-explanation?id=${id}`} />);
    const first = nth(FOUND_SHOPS, 0);
    expect(screen.getByRole('link', { name: first.name })).toHaveAttribute('href', `/workbench/store/store-explanation?id=${first.id}`);
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });
});
