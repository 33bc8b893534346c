import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FOUND_SHOPS } from '../testing/keyword-fixtures';
import { CategoryTopShops, SubCategoryShares } from './category-breakdowns';

const meta = {
  title: 'Workbench/Industry breakdowns',
  component: SubCategoryShares,
  args: {
    categories: [
      { categoryId: 9999701, units: 1200, gmv: 36_000, share: 60 },
      { categoryId: 9999702, units: 800, gmv: 24_000, share: 40 },
    ],
    currency: 'THB',
  },
} satisfies Meta<typeof SubCategoryShares>;
export default meta;

export const SubCategories: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Sales by sub-category, last 30 days' })).toBeInTheDocument();
  },
};

export const TopShops: StoryObj<typeof CategoryTopShops> = {
  render: (args) => <CategoryTopShops {...args} />,
  args: { shops: FOUND_SHOPS, shopHref: (id) => `/workbench/store/store-explanation?id=${id}` },
};
