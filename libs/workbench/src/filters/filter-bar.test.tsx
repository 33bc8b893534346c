import { parseRankingQuery, RANKING_ENTITY_RULES, rankingQueryParams, type RankingQuery } from '@sealens/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n';
import { FilterBar } from './filter-bar';
import { nth } from '../shared/nth';

const base: RankingQuery = parseRankingQuery(new URLSearchParams('site=TH&period=30&page=4&sort=gmv')).query;
const form = () => nth(screen.getAllByRole('form', { name: 'Filters' }), 0);
const field = (name: string) => within(form()).getByRole('textbox', { name });

describe('FilterBar', () => {
  it('labels every field and names the money filters\' currency', () => {
    renderWithI18n(<FilterBar query={base} currency="THB" onApply={vi.fn()} />);
    for (const name of ['Price from (THB)', 'Price to (THB)', 'Sales value from (THB)', 'Units sold from', 'Growth (%) to', 'Rating at least', 'Reviews at least', 'Likes at least'])
      expect(field(name)).toBeInTheDocument();
    for (const name of ['Site', 'Category', 'Sub-category', 'Shop type', 'Brand']) expect(within(form()).getByRole('combobox', { name })).toBeInTheDocument();
    expect(within(form()).getByLabelText('Listed from')).toHaveAttribute('type', 'date');
    expect(within(form()).getByRole('combobox', { name: 'Site' })).toHaveValue('TH');
    expect(within(within(form()).getByRole('combobox', { name: 'Site' })).getAllByRole('option')).toHaveLength(10);
  });

  it('keeps invalid input as typed, says why beside the field, and applies nothing', async () => {
    const onApply = vi.fn();
    renderWithI18n(<FilterBar query={base} currency="THB" onApply={onApply} />);
    await userEvent.type(field('Price from (THB)'), '12,5x');
    await userEvent.type(field('Units sold from'), '3.5');
    await userEvent.type(field('Growth (%) from'), '-150');
    await userEvent.type(field('Rating at least'), '6');
    await userEvent.type(field('Sales value from (THB)'), '500');
    await userEvent.type(field('Sales value to (THB)'), '100');
    await userEvent.click(within(form()).getByRole('button', { name: 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(field('Price from (THB)')).toHaveValue('12,5x');
    expect(field('Price from (THB)')).toHaveAccessibleDescription('Enter a number, such as 12.5.');
    expect(field('Units sold from')).toHaveAccessibleDescription('Enter a whole number.');
    expect(field('Growth (%) from')).toHaveAccessibleDescription('Enter -100 or more.');
    expect(field('Rating at least')).toHaveAccessibleDescription('Enter a number from 0 to 5.');
    expect(field('Sales value to (THB)')).toHaveAccessibleDescription('The upper end is below the lower end.');
    expect(field('Sales value from (THB)')).not.toHaveAttribute('aria-invalid');
    expect(within(form()).getByRole('alert')).toHaveTextContent('Some filters need a change before they can be applied.');
  });

  it('applies valid filters as a query on page 1, keeping the period and the sort', async () => {
    const onApply = vi.fn();
    renderWithI18n(<FilterBar query={base} currency="THB" onApply={onApply} brands={[{ id: 12, name: 'Glow' }]} subCategories={[{ id: 9999801, name: 'vitamin C serum' }, { id: 9999701, name: 'storage box' }]} />);
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: 'Category' }), 'Beauty and personal care');
    const sub = within(form()).getByRole('combobox', { name: 'Sub-category' });
    expect(within(sub).getAllByRole('option').map((o) => o.textContent)).toEqual(['All sub-categories', 'vitamin C serum']);
    await userEvent.selectOptions(sub, 'vitamin C serum');
    await userEvent.type(field('Price from (THB)'), '10');
    await userEvent.type(field('Price to (THB)'), '99.5');
    await userEvent.type(field('Growth (%) from'), '-20');
    await userEvent.type(field('Rating at least'), '4.5');
    fireEvent.change(within(form()).getByLabelText('Listed from'), { target: { value: '2026-01-01' } });
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: 'Shop type' }), 'Mall');
    await userEvent.selectOptions(within(form()).getByRole('combobox', { name: 'Brand' }), 'Glow');
    await userEvent.click(within(form()).getByRole('button', { name: 'Apply' }));
    const next = nth(onApply.mock.calls, 0)[0] as RankingQuery;
    expect(rankingQueryParams(next).toString()).toBe(
      'site=TH&cat=9999801&period=30&priceMin=10&priceMax=99.5&growthMin=-20&ratingMin=4.5&listedFrom=2026-01-01&shopType=mall&brand=12&sort=gmv',
    );
  });

  it('resets every filter and applies at once', async () => {
    const onApply = vi.fn();
    const query = parseRankingQuery(new URLSearchParams('site=VN&cat=99991&priceMin=5&shopType=local&period=90')).query;
    renderWithI18n(<FilterBar query={query} currency="VND" onApply={onApply} />);
    expect(field('Price from (VND)')).toHaveValue('5');
    await userEvent.click(within(form()).getByRole('button', { name: 'Reset' }));
    expect(rankingQueryParams(nth(onApply.mock.calls, 0)[0] as RankingQuery).toString()).toBe('period=90');
    expect(field('Price from (VND)')).toHaveValue('');
  });

  it('leaves site and category to the page when it holds the scope, and keeps them on reset', async () => {
    const onApply = vi.fn();
    const query = parseRankingQuery(new URLSearchParams('site=VN&cat=99991&unitsMin=5')).query;
    renderWithI18n(<FilterBar query={query} currency="VND" onApply={onApply} withScope={false} />);
    expect(within(form()).queryByRole('combobox', { name: 'Site' })).toBeNull();
    expect(within(form()).queryByRole('combobox', { name: 'Category' })).toBeNull();
    await userEvent.type(field('Likes at least'), '9');
    await userEvent.click(within(form()).getByRole('button', { name: 'Apply' }));
    expect(rankingQueryParams(nth(onApply.mock.calls, 0)[0] as RankingQuery).toString()).toBe('site=VN&cat=99991&unitsMin=5&likesMin=9');
    await userEvent.click(within(form()).getByRole('button', { name: 'Reset' }));
    expect(rankingQueryParams(nth(onApply.mock.calls, 1)[0] as RankingQuery).toString()).toBe('site=VN&cat=99991');
  });

  it('takes a new query from outside (Back, a saved view) into its fields', () => {
    const { rerender } = renderWithI18n(<FilterBar query={base} currency="THB" onApply={vi.fn()} />);
    rerender(<FilterBar query={parseRankingQuery(new URLSearchParams('unitsMin=30')).query} currency="USD" onApply={vi.fn()} />);
    expect(field('Units sold from')).toHaveValue('30');
    expect(within(form()).getByRole('combobox', { name: 'Site' })).toHaveValue('');
  });

  it('opens the same filters in a sheet on a narrow screen', async () => {
    const onApply = vi.fn();
    renderWithI18n(<FilterBar query={base} currency="THB" onApply={onApply} />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    // Held to the screen's top and height (its centring classes would put its top at half the screen).
    expect(sheet).toHaveStyle({ top: '0px', height: '100dvh' });
    expect(sheet.style.translate).toBe('none');
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Likes at least' }), '100');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect((nth(onApply.mock.calls, 0)[0] as RankingQuery).filters.likesMin).toBe(100);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('FilterBar inside a shell that sets the scope', () => {
  it('offers no site or category, and Reset keeps them', async () => {
    const onApply = vi.fn();
    const query = parseRankingQuery(new URLSearchParams('site=TH&cat=99997&priceMin=5&sort=gmv')).query;
    renderWithI18n(<FilterBar query={query} currency="THB" onApply={onApply} withScope={false} />);
    expect(screen.queryByLabelText('Site')).toBeNull();
    expect(screen.queryByLabelText('Category')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onApply).toHaveBeenCalledWith({ ...query, filters: {}, page: 1 });
    await userEvent.clear(field('Price from (THB)'));
    await userEvent.type(field('Price from (THB)'), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith(expect.objectContaining({ site: 'TH', categoryId: 99997, filters: { price: { min: 9 } } }));
  });

  it("offers a shop ranking only the filters a shop has, and applies them as shops'", async () => {
    const onApply = vi.fn();
    const query = parseRankingQuery({ site: 'TH' }, { entity: 'shop' }).query;
    renderWithI18n(<FilterBar query={query} currency="THB" onApply={onApply} withScope={false} filters={RANKING_ENTITY_RULES.shop.filters} />);
    for (const name of ['Price from (THB)', 'Reviews at least', 'Likes at least']) expect(within(form()).queryByRole('textbox', { name })).toBeNull();
    expect(within(form()).queryByLabelText('Listed from')).toBeNull();
    expect(within(form()).queryByRole('combobox', { name: 'Brand' })).toBeNull();
    expect(within(form()).getByRole('combobox', { name: 'Shop type' })).toBeInTheDocument();
    await userEvent.type(field('Units sold from'), '40');
    await userEvent.type(field('Rating at least'), '4.5');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith({ ...query, filters: { units: { min: 40 } , ratingMin: 4.5 }, page: 1 });
  });

  it("offers a search-word ranking its search index, growth, product base and bid, the bid in the list's currency (issue 29 item 2)", async () => {
    const onApply = vi.fn();
    const query = parseRankingQuery({ site: 'TH' }, { entity: 'keyword' }).query;
    renderWithI18n(<FilterBar query={query} currency="THB" onApply={onApply} withScope={false} filters={RANKING_ENTITY_RULES.keyword.filters} />);
    for (const name of ['Units sold from', 'Rating at least', 'Price from (THB)']) expect(within(form()).queryByRole('textbox', { name })).toBeNull();
    expect(within(form()).queryByRole('combobox', { name: 'Shop type' })).toBeNull();
    await userEvent.type(field('Search index from'), '500');
    await userEvent.type(field('Product base to'), '2000');
    await userEvent.type(field('Recommended bid to (THB)'), '3.5');
    await userEvent.type(field('Growth (%) from'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenLastCalledWith({ ...query, filters: { growth: { min: 10 }, search: { min: 500 }, productBase: { max: 2000 }, bid: { max: 3.5 } }, page: 1 });
    // A search index is a whole number.
    await userEvent.type(field('Search index to'), '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledTimes(1);
  });
});
