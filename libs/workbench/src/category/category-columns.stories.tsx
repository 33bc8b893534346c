import { CATEGORY_COLUMNS } from '@sealens/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RankingTable } from '../ranking/ranking-table';
import type { CategoryRow } from '../shared/types';
import { THAI_CATEGORIES } from '../testing/category-fixtures';
import { BLUE_OCEAN_INDUSTRY_COLUMN_SET, BLUE_OCEAN_INDUSTRY_COLUMNS, CATEGORY_COLUMN_SET } from './category-columns';

const meta = {
  title: 'Workbench/Ranking table (categories)',
  component: RankingTable<CategoryRow>,
  args: {
    rows: THAI_CATEGORIES,
    columns: CATEGORY_COLUMNS,
    columnSet: CATEGORY_COLUMN_SET,
    money: 'site',
    caption: 'Hot-selling industries, Thailand, last 7 days',
    itemHref: (row) => `/workbench/industry/industry-explanation?id=${row.id}&site=${row.site}`,
    onSortChange: fn(),
    maxHeight: 480,
  },
} satisfies Meta<typeof RankingTable<CategoryRow>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ThaiCategories: Story = {
  args: { sort: { key: 'units', dir: 'desc' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Home living' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Active shops/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'shops', dir: 'desc' });
  },
};

export const BlueOceanIndustries: Story = {
  args: {
    columns: BLUE_OCEAN_INDUSTRY_COLUMNS,
    columnSet: BLUE_OCEAN_INDUSTRY_COLUMN_SET as never,
    caption: 'Blue-ocean industries, Thailand',
    sort: { key: 'blueOcean', dir: 'desc' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: /Active shop growth, 30 days/ })).toBeInTheDocument();
  },
};
