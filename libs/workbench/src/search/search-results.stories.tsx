import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ITEM_REFS } from '../testing/fixtures';
import { SearchForm } from './search-form';
import { SearchResults } from './search-results';

const meta = {
  title: 'Workbench/Search results',
  component: SearchResults,
  args: {
    groups: [
      { key: 'product', title: 'Products', matches: ITEM_REFS, href: (item) => `#product-${item.id}` },
      { key: 'shop', title: 'Shops', matches: ITEM_REFS.slice(0, 2).map((r) => ({ ...r, title: `Shop of ${r.title.slice(0, 12)}` })), href: (item) => `#shop-${item.id}` },
      { key: 'keyword', title: 'Search words', matches: [], href: (item) => `#word-${item.id}` },
    ],
  },
} satisfies Meta<typeof SearchResults>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Grouped: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(3);
  },
};

export const Form: Story = {
  render: () => (
    <SearchForm
      name="phone case"
      type={6}
      types={[
        { value: 6, label: 'Everything' },
        { value: 1, label: 'Products' },
        { value: 2, label: 'Shops' },
        { value: 3, label: 'Search words' },
      ]}
      onSearch={() => undefined}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveValue('phone case');
  },
};
