import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { competitionFixture, researchViews } from '../testing/competition-fixtures';
import { renderWithI18n } from '../testing/render-with-i18n';
import { CompetitionCategoriesTable, CompetitionShopsTable, CompetitionWordsTable, ResearchList, RivalChanges, RivalPanel } from './competition-tables';

/** Whether an element holds the estimate mark (issue 33). */
const marked = (el: HTMLElement) => el.querySelector('a[data-estimate-mark]') !== null;

const PAGES = [
  { path: 'competition/traffic-comparison', name: 'Traffic comparison' },
  { path: 'competition/competitive-store', name: 'Competing shops' },
  { path: 'competition/marketInsight', name: 'Market insight' },
];

describe('CompetitionShopsTable', () => {
  it("puts one column per shop in the order named, the member's own first, and one row per figure", async () => {
    const onRemove = vi.fn();
    renderWithI18n(<CompetitionShopsTable competition={competitionFixture()} shopHref={(id) => `/shop/${id}`} onRemove={onRemove} />);
    const table = screen.getByRole('table', { name: 'Sales and prices, 30 days' });
    const heads = within(table).getAllByRole('columnheader');
    expect(heads.map((h) => within(h).getByRole('link').textContent)).toEqual(['Home Goods TH', 'Kitchen Corner', 'Casa Store']);
    expect(within(heads[0] as HTMLElement).getByText('Your shop')).toBeInTheDocument();
    expect(within(heads[1] as HTMLElement).queryByText('Your shop')).toBeNull();
    const median = within(table).getByRole('row', { name: /^Median price/ });
    expect(within(median).getAllByRole('cell').map((c) => c.textContent)).toEqual([expect.stringContaining('290'), expect.stringContaining('199'), '-']);
    await userEvent.click(within(table).getByRole('button', { name: 'Remove Kitchen Corner' }));
    expect(onRemove).toHaveBeenCalledWith('502');
  }, 20_000);
});

describe('CompetitionWordsTable', () => {
  it("says how many words the shops share and each shop's place for a word, a dash where it does not rank", () => {
    renderWithI18n(<CompetitionWordsTable competition={competitionFixture()} />);
    expect(screen.getByTestId('shared-words')).toHaveTextContent('1 search words rank two or more of these shops');
    const row = screen.getByRole('row', { name: /^storage box/ });
    // Search index, shops ranking, then one cell per shop.
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['52.0K', '2', '1', '4', '-Not among its first results']);
  });
});

describe('CompetitionCategoriesTable', () => {
  it("gives each shop's share of its sales by category, the set's largest category first", () => {
    renderWithI18n(<CompetitionCategoriesTable competition={competitionFixture()} />);
    const table = screen.getByRole('table', { name: "Each shop's share of its sales value by category, 30 days" });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Home living', 'Digital electronics']);
    const home = rows[0] as HTMLElement;
    expect(within(home).getAllByRole('cell').map((c) => c.textContent?.split('%')[0])).toEqual(['75.0', '100.0', '-No sales']);
  });
});

describe('RivalChanges', () => {
  it("lists the rivals' new products and price changes since the day, each opening its product and its shop", () => {
    renderWithI18n(<RivalChanges competition={competitionFixture()} productHref={(id) => `/p/${id}`} shopHref={(id) => `/shop/${id}`} />);
    const fresh = screen.getByRole('table', { name: "The rivals' new products" });
    expect(within(fresh).getByRole('link', { name: 'Bamboo spice rack' })).toHaveAttribute('href', '/p/9001');
    expect(within(fresh).getByRole('link', { name: 'Kitchen Corner' })).toHaveAttribute('href', '/shop/502');
    const moved = screen.getByRole('table', { name: "The rivals' price changes" });
    const row = within(moved).getByRole('row', { name: /^Glass jar set/ });
    expect(within(row).getByRole('link', { name: 'Casa Store' })).toHaveAttribute('href', '/shop/503');
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('-25');
  });

  it("marks the new products' units as estimated and leaves prices, days and price changes unmarked", () => {
    renderWithI18n(<RivalChanges competition={competitionFixture()} productHref={(id) => `/p/${id}`} shopHref={(id) => `/shop/${id}`} />);
    const heads = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('columnheader');
    const markedHeads = (name: string) => heads(name).filter(marked).map((h) => h.textContent);
    expect(heads("The rivals' new products").map((h) => h.textContent)).toEqual(['Product', 'Shop', 'Listed', 'Price', 'Units, 30 days']);
    expect(markedHeads("The rivals' new products")).toEqual(['Units, 30 days']);
    expect(markedHeads("The rivals' price changes")).toEqual([]);
  });

  it('says when the rivals listed nothing and changed no price', () => {
    renderWithI18n(<RivalChanges competition={{ ...competitionFixture(), newProducts: [], priceChanges: [] }} productHref={(id) => `/p/${id}`} shopHref={(id) => `/shop/${id}`} />);
    expect(screen.getByText('None of the rivals listed a product since then.')).toBeInTheDocument();
    expect(screen.getByText('None of the rivals changed a price since then.')).toBeInTheDocument();
  });
});

describe('RivalPanel', () => {
  it("draws one panel: its heading, the product and its shop linked, then the panel's own columns, an estimated one marked", () => {
    const rows = [{ id: '1', shopId: '9', title: 'Tea tin', stock: 40 }];
    renderWithI18n(
      <RivalPanel
        title="Tins"
        label="The tins"
        emptyText="No tin"
        rows={rows}
        columns={[
          { id: 'stock', name: 'Stock', numeric: true, cell: (r) => r.stock },
          { id: 'sold', name: 'Sold', numeric: true, estimated: true, cell: () => 3 },
        ]}
        shopNames={new Map([['9', 'Tin Shop']])}
        productHref={(id) => `/p/${id}`}
        shopHref={(id) => `/shop/${id}`}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Tins' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'The tins' });
    expect(within(table).getAllByRole('columnheader').map((h) => [h.textContent, marked(h)])).toEqual([
      ['Product', false],
      ['Shop', false],
      ['Stock', false],
      ['Sold', true],
    ]);
    const row = within(table).getByRole('row', { name: /^Tea tin/ });
    expect(within(row).getByRole('link', { name: 'Tin Shop' })).toHaveAttribute('href', '/shop/9');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Tin Shop', '40', '3']);
  });

  it('says its empty text instead of a table when no rival has a row', () => {
    renderWithI18n(<RivalPanel title="Tins" label="The tins" emptyText="No tin" rows={[]} columns={[]} shopNames={new Map()} productHref={String} shopHref={String} />);
    expect(screen.getByRole('status')).toHaveTextContent('No tin');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('estimate marks on the competition tables (issue 33)', () => {
  it("mark the shops' estimated rows (units, sales value, growth, active products) and leave the site and prices unmarked", () => {
    renderWithI18n(<CompetitionShopsTable competition={competitionFixture()} shopHref={(id) => `/shop/${id}`} />);
    const rows = within(screen.getByRole('table', { name: 'Sales and prices, 30 days' })).getAllByRole('rowheader');
    expect(rows.filter(marked).map((r) => r.textContent)).toEqual(['Units sold', 'Sales value', 'Sales value (USD)', 'Growth', 'Active products']);
    expect(rows.filter((r) => !marked(r)).map((r) => r.textContent)).toEqual(['Site', 'Average price', 'Median price', 'Lowest price', 'Highest price']);
    // A row name's mark leads to the method page, hidden from a screen reader (the row keeps its name).
    const mark = rows[1]?.querySelector('a[data-estimate-mark]');
    expect(mark).toHaveAttribute('href', '/workbench/method');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
  });

  it("mark the categories table (estimated shares of sales value) and leave the search words' index and places unmarked", () => {
    const { unmount } = renderWithI18n(<CompetitionCategoriesTable competition={competitionFixture()} />);
    expect(marked(screen.getByRole('table', { name: "Each shop's share of its sales value by category, 30 days" }).querySelector('caption') as HTMLElement)).toBe(true);
    unmount();
    renderWithI18n(<CompetitionWordsTable competition={competitionFixture()} />);
    expect(document.querySelector('a[data-estimate-mark]')).toBeNull();
  });
});

describe('ResearchList', () => {
  it('opens a saved rival set on every competition page and removes it', async () => {
    const onRemove = vi.fn();
    renderWithI18n(<ResearchList views={researchViews} pages={PAGES} onRemove={onRemove} />);
    const row = screen.getByRole('row', { name: /^Kitchen rivals/ });
    expect(within(row).getByRole('link', { name: 'Market insight' })).toHaveAttribute('href', '/workbench/competition/marketInsight?ids=501,502,503&days=30');
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('3');
    await userEvent.click(within(row).getByRole('button', { name: 'Remove Kitchen rivals' }));
    expect(onRemove).toHaveBeenCalledWith(7);
  });

  it('says how to save a set when there is none', () => {
    renderWithI18n(<ResearchList views={[]} pages={PAGES} onRemove={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('No rival set is saved yet');
  });
});
