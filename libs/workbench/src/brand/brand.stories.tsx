import type { Meta, StoryObj } from '@storybook/react-vite';
import { BRAND_COLUMNS } from '@sealens/domain';
import { expect, within } from 'storybook/test';
import { RankingTable } from '../ranking/ranking-table';
import { BRAND_CATEGORIES, BRAND_SITES, BRANDS_ALL_SITES, THAI_BRAND } from '../testing/brand-fixtures';
import { BrandCategoriesTable, BrandSitesTable } from './brand-breakdowns';
import { BrandHeaderCard } from './brand-header-card';
import { BRAND_COLUMN_SET, STORE_BRAND_COLUMN_SET, STORE_BRAND_COLUMNS } from './brand-columns';

const meta = {
  title: 'Workbench/Brand',
  component: BrandSitesTable,
  args: { sites: BRAND_SITES },
} satisfies Meta<typeof BrandSitesTable>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Sites: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(BRAND_SITES.length + 1);
  },
};

export const Categories: Story = {
  render: () => <BrandCategoriesTable categories={BRAND_CATEGORIES} currency="USD" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: 'Its share of the category' })).toBeInTheDocument();
  },
};

export const Ranking: Story = {
  render: () => <RankingTable rows={BRANDS_ALL_SITES} columns={BRAND_COLUMNS} columnSet={BRAND_COLUMN_SET} money="usd" itemHref={(row) => `#${row.id}`} caption="Hot-selling brands" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('grid', { name: 'Hot-selling brands' })).toBeInTheDocument();
  },
};

export const ShopGroupRanking: Story = {
  render: () => (
    <RankingTable rows={BRANDS_ALL_SITES} columns={STORE_BRAND_COLUMNS} columnSet={STORE_BRAND_COLUMN_SET} money="usd" itemHref={(row) => `#${row.id}`} caption="Hot-selling brands of shops" />
  ),
};

export const Header: Story = {
  render: () => <BrandHeaderCard brand={BRANDS_ALL_SITES[0] ?? THAI_BRAND} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(BRANDS_ALL_SITES[0]?.name ?? '');
  },
};

export const SiteHeader: Story = { render: () => <BrandHeaderCard brand={THAI_BRAND} /> };
