import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { thaiLive } from '../testing/live-fixtures';
import { LiveBreakdownTable, LiveListTable } from './live-dashboard';

const sessions = thaiLive('sessions');

const meta = {
  title: 'Workbench/Live analysis',
  component: LiveListTable,
  args: {
    list: 'sessions',
    rows: sessions.rows,
    currency: sessions.currency,
    caption: 'Top live sessions, 7 days',
    allSites: false,
    hrefOf: (row) => `#shop-${row.shopId}`,
  },
} satisfies Meta<typeof LiveListTable>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TopSessions: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(3);
    await expect(within(canvasElement).getByRole('link', { name: /Bangkok Beauty/ })).toHaveAttribute('href', '#shop-300000001');
  },
};

export const HotProducts: Story = {
  args: { list: 'product', rows: thaiLive('product').rows, allSites: true, hrefOf: (row) => `#product-${row.goodsId}`, shopHrefOf: (row) => `#shop-${row.shopId}` },
};

export const HotBrands: Story = {
  args: { list: 'brand', rows: thaiLive('brand').rows, hrefOf: (row) => `#brand-${row.brandId}` },
};

export const ByCategory: StoryObj<typeof LiveBreakdownTable> = {
  render: () => (
    <LiveBreakdownTable
      parts={sessions.categories}
      totalGmv={sessions.total.gmv}
      currency={sessions.currency}
      caption="Live sessions by category, 7 days"
      nameHeader="Category"
      keyOf={(p) => String(p.categoryId)}
      nameOf={(p) => `Category ${p.categoryId}`}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('80.0%')).toBeInTheDocument();
  },
};
