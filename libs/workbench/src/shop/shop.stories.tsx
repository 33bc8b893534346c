import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CATEGORY_SHARES, PRICE_BANDS, THAI_SHOPS } from '../testing/fixtures';
import { nth } from '../shared/nth';
import { CategoryMix, PriceBandTable } from './shop-breakdowns';
import { ShopHeaderCard } from './shop-header-card';

const meta = {
  title: 'Workbench/Shop',
  component: ShopHeaderCard,
  args: { shop: nth(THAI_SHOPS, 0) },
} satisfies Meta<typeof ShopHeaderCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Header: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(nth(THAI_SHOPS, 0).name);
  },
};

export const FirstSellingShop: Story = { args: { shop: nth(THAI_SHOPS, 5) } };

export const Categories: Story = {
  render: () => <CategoryMix categories={CATEGORY_SHARES} currency="THB" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(CATEGORY_SHARES.length + 1);
  },
};

export const PriceBands: Story = { render: () => <PriceBandTable bands={PRICE_BANDS} currency="THB" /> };
