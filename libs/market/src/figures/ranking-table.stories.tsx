import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatNumber, type CategoryId } from '@sealens/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DateType } from './market-labels';
import { RankingTable, type RankingColumn } from './ranking-table';

interface GoodsRow {
  id: string;
  title: string;
  sales: number;
}

const ROWS: GoodsRow[] = Array.from({ length: 10 }, (_, i) => ({
  id: String(1000 + i),
  title: ['Insulated mug 500 ml', 'Phone case', 'Rice cooker', 'Yoga mat', 'LED desk lamp'][i % 5] ?? 'Item',
  sales: 98000 - i * 7300,
}));

const COLUMNS: RankingColumn<GoodsRow>[] = [
  { key: 'title', header: 'Product', cell: (row) => row.title },
  { key: 'sales', header: 'Sales volume', cell: (row) => formatNumber(row.sales, { locale: 'en' }), numeric: true },
];

const meta = {
  title: 'Market/Ranking table',
  component: RankingTable<GoodsRow>,
  args: {
    title: 'Goods ranking',
    columns: COLUMNS,
    rows: ROWS,
    rowKey: (row: GoodsRow) => row.id,
    isMember: false,
    onLogin: fn(),
    date: '2026-11-23',
  },
} satisfies Meta<typeof RankingTable<GoodsRow>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in to see more' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

export const Member: Story = { args: { isMember: true } };

export const Loading: Story = { args: { rows: null } };

export const WithSwitches: Story = {
  render: function Render(args) {
    const [category, setCategory] = useState<CategoryId>(99997);
    const [dateType, setDateType] = useState<DateType>(1);
    return (
      <RankingTable
        {...args}
        category={category}
        onCategoryChange={setCategory}
        dateType={dateType}
        onDateTypeChange={setDateType}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Last 30 days' }));
    await expect(canvas.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  },
};
