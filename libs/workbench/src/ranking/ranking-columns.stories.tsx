import { SHOP_COLUMNS } from '@sealens/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ShopRow } from '../shared/types';
import { THAI_SHOPS } from '../testing/fixtures';
import { SHOP_COLUMN_SET } from './ranking-columns';
import { RankingTable } from './ranking-table';

const meta = {
  title: 'Workbench/Ranking table (shops)',
  component: RankingTable<ShopRow>,
  args: {
    rows: THAI_SHOPS,
    columns: SHOP_COLUMNS,
    columnSet: SHOP_COLUMN_SET,
    money: 'site',
    caption: 'Hot-selling shops, Thailand, last 7 days',
    itemHref: (row) => `/workbench/store/store-explanation?id=${row.id}`,
    onSortChange: fn(),
    maxHeight: 480,
  },
} satisfies Meta<typeof RankingTable<ShopRow>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ThaiShops: Story = {
  args: { sort: { key: 'units', dir: 'desc' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: /Units sold/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('button', { name: /Active products/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'products', dir: 'desc' });
  },
};

export const AllSitesInUsDollars: Story = { args: { money: 'usd', caption: 'Hot-selling shops, all sites, last 30 days' } };
