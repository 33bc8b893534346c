import { parseRankingQuery, type RankingQuery } from '@sealens/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterBar } from './filter-bar';
import { nth } from '../shared/nth';

const meta = {
  title: 'Workbench/Filter bar',
  component: FilterBar,
  args: {
    query: parseRankingQuery(new URLSearchParams('site=TH&cat=99998&priceMax=500&period=30')).query,
    currency: 'THB',
    onApply: fn(),
    brands: [
      { id: 12, name: 'Glow' },
      { id: 13, name: 'Aqua Pure' },
    ],
    subCategories: [
      { id: 9999801, name: 'vitamin C serum' },
      { id: 9999802, name: 'sunscreen SPF50' },
      { id: 9999803, name: 'matte lipstick' },
    ],
  },
  render: function Render(args) {
    const [query, setQuery] = useState<RankingQuery>(args.query);
    return (
      <FilterBar
        {...args}
        query={query}
        onApply={(next) => {
          setQuery(next);
          args.onApply(next);
        }}
      />
    );
  },
} satisfies Meta<typeof FilterBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OneSite: Story = {};

export const InvalidInputStays: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const price = nth(canvas.getAllByRole('textbox', { name: 'Price from (THB)' }), 0);
    await userEvent.type(price, 'ten');
    await userEvent.click(nth(canvas.getAllByRole('button', { name: 'Apply' }), 0));
    await expect(price).toHaveValue('ten');
    await expect(price).toHaveAccessibleDescription('Enter a number, such as 12.5.');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const AllSites: Story = { args: { query: parseRankingQuery(new URLSearchParams('')).query, currency: 'USD' } };
