import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { I18nProvider } from '@lingui/react';
import { createMemoryAuthStore, WithAuthStore } from '../testing/memory-auth-store';
import { storyI18n } from '../testing/story-locale';
import { DEMO_KEYWORDS, DEMO_PRODUCT, DEMO_SHOP } from './search-fixtures';
import { SearchPanel } from './search-panel';

const meta = {
  title: 'Market/Search panel',
  component: SearchPanel,
  args: {
    lookupGoods: fn(async (query: string) =>
      query.includes('404') ? { found: false as const, id: '404' } : { found: true as const, data: DEMO_PRODUCT },
    ),
    lookupShop: fn(async () => ({ found: true as const, data: DEMO_SHOP })),
    searchKeyword: fn(async () => DEMO_KEYWORDS),
    applyBackfill: fn(async () => ({ code: 200 })),
    toolLinks: { pricing: '/tools/pricing', multiShopChat: 'https://example.com/app', plugin: '/pluginIntroduce' },
  },
  render: function Render(args) {
    const { store } = createMemoryAuthStore();
    return (
      <WithAuthStore store={store}>
        <SearchPanel {...args} />
      </WithAuthStore>
    );
  },
} satisfies Meta<typeof SearchPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const GoodsQuery: Story = {};

export const ProductFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'https://shopee.co.th/Mug-i.11.22334455');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByTestId('product-card')).toHaveTextContent('Data of 2026-11-23');
    await expect(canvas.getByRole('region', { name: 'Recent searches' })).toBeVisible();
  },
};

export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'https://shopee.vn/some_username');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a product link or product id');
    await expect(canvas.getByRole('searchbox')).toHaveValue('https://shopee.vn/some_username');
  },
};

export const NotFoundOpensBackfill: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(canvas.getByRole('searchbox'), '404');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(
      await body.findByRole('dialog', { name: 'The product you searched is not yet included in our data (ID: 404)' }),
    ).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-backfill-host]')).toBeNull());
  },
};

export const HotWordQuery: Story = {
  args: { defaultTab: 'hot-words' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'mug');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('table', { name: 'Keywords for mug' })).toBeVisible();
  },
};

export const ShopDiagnosis: Story = {
  args: { defaultTab: 'shop' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'https://shopee.vn/shop/778899');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByTestId('shop-card')).toHaveTextContent('Kitchen Corner');
  },
};

export const PricingTool: Story = { args: { defaultTab: 'pricing' } };
export const MultiShopChatTool: Story = { args: { defaultTab: 'multi-shop-chat' } };
export const PluginTool: Story = { args: { defaultTab: 'plugin' } };

/** The panel in Thai, with a found product: long tab names and Thai figures. */
export const ThaiProductFound: Story = {
  loaders: [async () => ({ i18n: await storyI18n('th') })],
  render: function Render(args, { loaded }) {
    const { store } = createMemoryAuthStore();
    return (
      <I18nProvider i18n={loaded['i18n']}>
        <WithAuthStore store={store}>
          <SearchPanel {...args} />
        </WithAuthStore>
      </I18nProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), '22334455');
    await userEvent.click(canvas.getByRole('button', { name: 'ค้นหา' }));
    await expect(await canvas.findByTestId('product-card')).toHaveTextContent('ข้อมูลวันที่ 2026-11-23');
  },
};
