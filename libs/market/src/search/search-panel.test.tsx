import { PERSISTED_STORE_KEY } from '@sealens/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryAuthStore, WithAuthStore } from '../testing/memory-auth-store';
import { renderWithI18n } from '../testing/render-with-i18n';
import { DEMO_KEYWORDS, DEMO_PRODUCT, DEMO_SHOP } from './search-fixtures';
import { SearchPanel, type SearchPanelProps } from './search-panel';

const toolLinks = { pricing: '/tools/pricing', multiShopChat: 'https://example.com/app', plugin: '/pluginIntroduce' };

function setup(overrides: Partial<SearchPanelProps> = {}, userOptions: Parameters<typeof userEvent.setup>[0] = {}) {
  const props: SearchPanelProps = {
    lookupGoods: vi.fn().mockResolvedValue({ found: true, data: DEMO_PRODUCT }),
    lookupShop: vi.fn().mockResolvedValue({ found: true, data: DEMO_SHOP }),
    searchKeyword: vi.fn().mockResolvedValue(DEMO_KEYWORDS),
    applyBackfill: vi.fn().mockResolvedValue({ code: 200 }),
    openBackfill: vi.fn(),
    toolLinks,
    ...overrides,
  };
  const { store, storage } = createMemoryAuthStore();
  const user = userEvent.setup(userOptions);
  renderWithI18n(
    <WithAuthStore store={store}>
      <SearchPanel {...props} />
    </WithAuthStore>,
  );
  return { props, storage, user };
}

afterEach(() => vi.useRealTimers());

const persistedHistory = (storage: { map: Map<string, string> }) => JSON.parse(storage.map.get(PERSISTED_STORE_KEY) ?? '{}').history;

describe('SearchPanel tabs (spec §2)', () => {
  it('has the six tabs in the spec order, goods query first', () => {
    setup();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Goods query',
      'Hot-word query',
      'Pricing calculation tool',
      'Multi-shop chat tool',
      'Shop diagnosis',
      'Plugin',
    ]);
    expect(screen.getByRole('tab', { name: 'Goods query' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByPlaceholderText('Please enter a product link or product id')).toBeInTheDocument();
  });

  it.each([
    ['Pricing calculation tool', 'Open the pricing calculator', '/tools/pricing'],
    ['Multi-shop chat tool', 'Get the app', 'https://example.com/app'],
    ['Plugin', 'Install the plugin', '/pluginIntroduce'],
  ])('the %s tab says what it is and links to it', async (tab, link, href) => {
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: tab }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(tab);
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
  });
});

describe('goods query', () => {
  it('refuses an empty or unparsable input with the spec hint and keeps what was typed', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a product link or product id');
    const input = screen.getByRole('searchbox', { name: 'Product link or product ID' });
    await user.type(input, 'https://shopee.vn/some_username');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a product link or product id');
    expect(input).toHaveValue('https://shopee.vn/some_username');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(props.lookupGoods).not.toHaveBeenCalled();
  });

  it('looks a product link up and shows its card with the day of its figures, after at least 200 ms', async () => {
    vi.useFakeTimers();
    try {
      const { props, storage } = setup();
      const link = 'https://shopee.co.th/Mug-i.11.22334455';
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: `  ${link} ` } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(props.lookupGoods).toHaveBeenCalledWith(link);
      expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-busy', 'true');
      expect(screen.getByRole('status', { name: 'Searching' })).toBeInTheDocument();
      // The answer is immediate; the loading state still lasts the spec's 200 ms.
      await act(async () => vi.advanceTimersByTimeAsync(199));
      expect(screen.queryByTestId('product-card')).toBeNull();
      await act(async () => vi.advanceTimersByTimeAsync(1));
      const card = screen.getByTestId('product-card');
      expect(card).toHaveTextContent(DEMO_PRODUCT.title);
      expect(card).toHaveTextContent('Thailand');
      expect(card).toHaveTextContent('THB 259.00');
      expect(card).toHaveTextContent('12.8K');
      expect(card).toHaveTextContent('Data of 2026-11-23');
      // The title leads to the product's page here; the marketplace's page is the secondary link (issue 27 item 2).
      expect(within(card).getByRole('link', { name: DEMO_PRODUCT.title })).toHaveAttribute('href', '/details?id=22334455');
      const marketplace = within(card).getByRole('link', { name: `${DEMO_PRODUCT.title} on the marketplace (opens in a new tab)` });
      expect(marketplace).toHaveAttribute('href', 'https://shopee.co.th/product/11/22334455');
      expect(marketplace).toHaveAttribute('target', '_blank');
      expect(persistedHistory(storage).good).toEqual([link]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens the backfill dialog with the id the lookup reports when the product is not in the data', async () => {
    const { props, user } = setup({ lookupGoods: vi.fn().mockResolvedValue({ found: false, id: '999' }) });
    await user.type(screen.getByRole('searchbox'), '999');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(props.openBackfill).toHaveBeenCalledTimes(1));
    const options = vi.mocked(props.openBackfill)?.mock.calls[0]?.[0];
    expect(options).toMatchObject({ kind: 'good', id: '999' });
    await options?.apply();
    expect(props.applyBackfill).toHaveBeenCalledWith('good', '999');
    expect(screen.queryByTestId('product-card')).toBeNull();
    // The dialog's code could not be loaded (offline): the search says it failed, the input stays.
    act(() => options?.onLoadFailed?.());
    expect(screen.getByText('The search failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('999');
  });

  it('says the search failed when the lookup fails, and keeps the input', async () => {
    const { user } = setup({ lookupGoods: vi.fn().mockRejectedValue(new Error('down')) });
    await user.type(screen.getByRole('searchbox'), '123');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The search failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('123');
  });

  it('keeps recent searches newest first; picking one searches it again, removing and clearing work', async () => {
    const { props, user, storage } = setup();
    for (const id of ['1', '2', '3']) {
      await user.clear(screen.getByRole('searchbox'));
      await user.type(screen.getByRole('searchbox'), id);
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await screen.findByTestId('product-card');
    }
    const history = screen.getByRole('region', { name: 'Recent searches' });
    expect(within(history).getAllByRole('listitem').map((li) => li.firstChild?.textContent)).toEqual(['3', '2', '1']);

    await user.click(within(history).getByRole('button', { name: 'Remove 2' }));
    expect(persistedHistory(storage).good).toEqual(['3', '1']);

    await user.click(within(history).getByRole('button', { name: '1' }));
    await waitFor(() => expect(props.lookupGoods).toHaveBeenLastCalledWith('1'));
    expect(screen.getByRole('searchbox')).toHaveValue('1');
    expect(persistedHistory(storage).good).toEqual(['1', '3']);

    await user.click(within(screen.getByRole('region', { name: 'Recent searches' })).getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('region', { name: 'Recent searches' })).toBeNull();
    expect(persistedHistory(storage)).toEqual({ good: [], mall: [], hot_words: [] });
  });
});

describe('shop diagnosis', () => {
  it('takes a shop link of another site and shows the shop card', async () => {
    const { props, user, storage } = setup();
    await user.click(screen.getByRole('tab', { name: 'Shop diagnosis' }));
    expect(screen.getByPlaceholderText('Please enter a shop link or shop id')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'https://shopee.vn/shop/778899');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const card = await screen.findByTestId('shop-card');
    expect(props.lookupShop).toHaveBeenCalledWith('https://shopee.vn/shop/778899');
    expect(card).toHaveTextContent('Kitchen Corner');
    expect(card).toHaveTextContent('Vietnam');
    // Two figures, then the way to the shop's page here (issue 27 item 2), and the marketplace's.
    expect(within(card).getByRole('link', { name: 'Kitchen Corner' })).toHaveAttribute('href', '/mall-detail/mallReceivable?shopId=778899');
    expect(within(card).getByRole('link', { name: "See the shop's sales, products and categories" })).toHaveAttribute(
      'href',
      '/mall-detail/mallReceivable?shopId=778899',
    );
    expect(within(card).getByRole('link', { name: 'Kitchen Corner on the marketplace (opens in a new tab)' })).toHaveAttribute('href', 'https://shopee.vn/shop/778899');
    expect(persistedHistory(storage).mall).toEqual(['https://shopee.vn/shop/778899']);
  });

  it('opens the shop wording of the backfill dialog for a shop not in the data', async () => {
    const { props, user } = setup({ lookupShop: vi.fn().mockResolvedValue({ found: false, id: '5' }) });
    await user.click(screen.getByRole('tab', { name: 'Shop diagnosis' }));
    await user.type(screen.getByRole('searchbox'), '5');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(props.openBackfill).toHaveBeenCalledWith(expect.objectContaining({ kind: 'mall', id: '5' })));
  });

  it('refuses garbage with the shop hint', async () => {
    const { props, user } = setup();
    await user.click(screen.getByRole('tab', { name: 'Shop diagnosis' }));
    await user.type(screen.getByRole('searchbox'), 'not a shop');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a shop link or shop id');
    expect(props.lookupShop).not.toHaveBeenCalled();
  });
});

describe('hot-word query', () => {
  it('asks for a keyword, then shows keyword, search index, product base and recommended bid', async () => {
    const { props, user, storage } = setup();
    await user.click(screen.getByRole('tab', { name: 'Hot-word query' }));
    await user.type(screen.getByRole('searchbox'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a keyword');
    expect(screen.getByRole('searchbox')).toHaveValue('   ');
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'mug');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Keywords for mug' });
    expect(props.searchKeyword).toHaveBeenCalledWith('mug');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Keyword',
      'Search index',
      'Product base',
      'Recommended bid',
    ]);
    // The bid in its site's currency, the site under the keyword (issue 27 item 1).
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('mugSingapore182.3K52.3KSGD 0.35');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('insulated mugThailand40.2K8,120THB 0.52');
    expect(persistedHistory(storage).hot_words).toEqual(['mug']);
  });
});

describe('server rendering', () => {
  it('renders the panel to HTML with the goods tab open and no history (the store lives in the browser)', async () => {
    const { renderToString } = await import('react-dom/server');
    const { wrapI18n } = await import('../testing/render-with-i18n');
    const { store } = createMemoryAuthStore({
      [PERSISTED_STORE_KEY]: JSON.stringify({ info: {}, history: { good: ['secret-term'], mall: [], hot_words: [] }, promote: {} }),
    });
    const html = renderToString(
      wrapI18n(
        <WithAuthStore store={store}>
          <SearchPanel
            lookupGoods={vi.fn()}
            lookupShop={vi.fn()}
            searchKeyword={vi.fn()}
            applyBackfill={vi.fn()}
            toolLinks={toolLinks}
          />
        </WithAuthStore>,
      ),
    );
    expect(html).toContain('Goods query');
    expect(html).toContain('placeholder="Please enter a product link or product id"');
    // On a phone the field has the whole row, the button under it (issue 27 item 11: the hint was cut).
    expect(html).toMatch(/<form role="search"[^>]*class="flex flex-col gap-2 sm:flex-row"/);
    expect(html).not.toContain('secret-term');
  });
});

describe('initialSearchTab (a search sent from another page)', () => {
  it('opens shop diagnosis for a shop link and the goods query for a product link or an id', async () => {
    const { initialSearchTab } = await import('./search-panel');
    expect(initialSearchTab('https://shopee.co.th/shop/87654329')).toBe('shop');
    expect(initialSearchTab('https://shopee.com.br/Mug-i.11.22334455')).toBe('goods');
    expect(initialSearchTab('22334455')).toBe('goods');
    expect(initialSearchTab('not a link')).toBe('goods');
  });
});
