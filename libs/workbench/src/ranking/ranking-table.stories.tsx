import { PRODUCT_COLUMNS, type ProductColumn } from '@sealens/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MANY_ROWS, THAI_ROWS } from '../testing/fixtures';
import type { ProductRow } from '../shared/types';
import { RankingTable, type RankingSort } from './ranking-table';

const meta = {
  title: 'Workbench/Ranking table',
  component: RankingTable<ProductRow>,
  args: {
    rows: THAI_ROWS,
    columns: PRODUCT_COLUMNS,
    money: 'site',
    caption: 'Hot-selling products, Thailand, last 7 days',
    itemHref: (row) => `/workbench/product-explanation?id=${row.id}`,
    onSortChange: fn(),
    maxHeight: 480,
  },
} satisfies Meta<typeof RankingTable<ProductRow>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OneSite: Story = {
  args: { sort: { key: 'units', dir: 'desc' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: /Units sold/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('button', { name: /Sales value/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'gmv', dir: 'desc' });
  },
};

/** 2,000 rows over all sites in US dollars: only the rows near the window are rendered. */
export const TwoThousandRows: Story = {
  args: { rows: MANY_ROWS, money: 'usd', caption: 'Hot-selling products, all sites, last 30 days' },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', '2001');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(60);
  },
};

/** The sort lives in the page's URL; here in the story's state. */
export const SortedByTheServer: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<RankingSort>({ key: 'units', dir: 'desc' });
    const rows = [...args.rows].sort((a, b) => {
      // The story's rows are products: their sorts are ProductRow fields.
      const key = (sort.key === 'listed' ? 'listedAt' : sort.key) as 'listedAt' | 'units' | 'gmv' | 'growth' | 'price' | 'rating' | 'reviews' | 'likes';
      const x = a[key] ?? 0;
      const y = b[key] ?? 0;
      return (x < y ? -1 : x > y ? 1 : 0) * (sort.dir === 'asc' ? 1 : -1);
    });
    return <RankingTable {...args} rows={rows} sort={sort} onSortChange={setSort} />;
  },
};

export const ChosenColumns: Story = {
  args: { columns: ['rank', 'product', 'units', 'gmv', 'growth', 'trend'] satisfies ProductColumn[] },
};

export const Loading: Story = {
  args: { rows: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No products match these filters.')).toBeVisible();
  },
};

/** A 390 px phone: the table scrolls sideways under the sticky rank and product columns. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
};
