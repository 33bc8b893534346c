import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { nth } from '../shared/nth';
import { ITEM_REFS } from '../testing/fixtures';
import { renderWithI18n, wrapI18n } from '../testing/render-with-i18n';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';
import { fireEvent } from '@testing-library/react';

describe('SearchResults', () => {
  it('groups what a name finds by entity, each item linked to its explanation', () => {
    renderWithI18n(
      <SearchResults
        groups={[
          { key: 'product', title: 'Products', matches: ITEM_REFS.slice(0, 3), href: (item) => `/product?id=${item.id}` },
          { key: 'shop', title: 'Shops', matches: [], href: (item) => `/shop?id=${item.id}` },
        ]}
      />,
    );
    const products = screen.getByRole('region', { name: 'Products (3)' });
    const links = within(products).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(nth(links, 0)).toHaveAttribute('href', `/product?id=${nth(ITEM_REFS, 0).id}`);
    expect(nth(links, 0)).toHaveTextContent(nth(ITEM_REFS, 0).title);
    const shops = screen.getByRole('region', { name: 'Shops (0)' });
    expect(within(shops).queryAllByRole('link')).toHaveLength(0);
    expect(within(shops).getByText('Nothing of this kind matches.')).toBeInTheDocument();
  });

  it("names a category's site, and says all sites for a category over all sites (no site it does not have)", () => {
    renderWithI18n(
      <SearchResults
        groups={[
          {
            key: 'category',
            title: 'Categories',
            matches: [
              { id: '99997', title: 'Home living', image: '', site: 'ALL' },
              { id: '99991', title: 'Digital electronics', image: '', site: 'TH' },
            ],
            href: (item) => `/industry?id=${item.id}`,
          },
        ]}
      />,
    );
    const [all, thai] = within(screen.getByRole('region', { name: 'Categories (2)' })).getAllByRole('link');
    expect(all).toHaveTextContent(/^Home livingAll sites$/);
    expect(thai).toHaveTextContent(/^Digital electronicsTH$/);
  });

  it('heads its groups at the level the page asks', () => {
    renderWithI18n(<SearchResults groups={[{ key: 'keyword', title: 'Search words', matches: ITEM_REFS.slice(0, 1), href: () => '#' }]} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Search words (1)');
  });
});

describe('SearchForm', () => {
  const TYPES = [
    { value: 6, label: 'Everything' },
    { value: 1, label: 'Products' },
  ];

  it('searches the words typed in the entities chosen, from the keyboard', () => {
    const onSearch = vi.fn();
    renderWithI18n(<SearchForm name="" type={6} types={TYPES} onSearch={onSearch} />);
    const form = screen.getByRole('search');
    fireEvent.change(within(form).getByRole('searchbox', { name: 'Name' }), { target: { value: '  phone case ' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Search in' }), { target: { value: '1' } });
    fireEvent.submit(form);
    expect(onSearch).toHaveBeenCalledWith('phone case', 1);
  });

  it('searches what was typed and chosen in the server-rendered form before hydration, not what was rendered', async () => {
    const onSearch = vi.fn();
    const form = <SearchForm name="son kem" type={6} types={TYPES} onSearch={onSearch} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(wrapI18n(form));
    document.body.append(container);
    const [field, kind] = [container.querySelector('input'), container.querySelector('select')];
    if (!field || !kind) throw new Error('no form rendered');
    field.value = 'Beko';
    kind.value = '1';
    const root = await act(async () => hydrateRoot(container, wrapI18n(form)));
    try {
      fireEvent.submit(screen.getByRole('search'));
      expect(onSearch).toHaveBeenCalledWith('Beko', 1);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it("starts from the address's name and type, and submits them as name= and type=", () => {
    renderWithI18n(<SearchForm name="lip tint" type={1} types={TYPES} onSearch={() => undefined} />);
    expect(screen.getByRole('searchbox', { name: 'Name' })).toHaveValue('lip tint');
    expect(screen.getByRole('searchbox', { name: 'Name' })).toHaveAttribute('name', 'name');
    expect(screen.getByRole('combobox', { name: 'Search in' })).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'Search in' })).toHaveAttribute('name', 'type');
  });
});
