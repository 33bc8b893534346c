import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { allSitesCategoryContrastItems, categoryContrastItems } from '../testing/category-fixtures';
import { contrastItems } from '../testing/fixtures';
import { ContrastChart } from './contrast-chart';
import { ContrastTable } from './contrast-table';

const meta = {
  title: 'Workbench/Contrast',
  component: ContrastTable,
  args: { items: contrastItems(3), money: 'site', itemHref: (item) => `/workbench/product-explanation?id=${item.id}`, onRemove: fn() },
} satisfies Meta<typeof ContrastTable>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ThreeProducts: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('columnheader')).toHaveLength(3);
  },
};

export const SixInUsDollars: Story = { args: { items: contrastItems(6), money: 'usd' } };

export const Chart: Story = {
  render: (args) => <ContrastChart items={args.items} />,
};

/** Three categories of a site (issue 29 item 4): the category ranking's figures. */
export const ThreeCategories: Story = {
  args: { items: categoryContrastItems(3), itemHref: (item) => `/workbench/industry/industry-explanation?id=${item.id}&site=TH` },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Categories side by side' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    await expect(within(table).getByRole('row', { name: /^Blue-ocean index/ })).toBeInTheDocument();
  },
};

/** Categories over all sites, in US dollars. */
export const CategoriesOfAllSites: Story = {
  args: { items: allSitesCategoryContrastItems(4), itemHref: (item) => `/workbench/industry/industry-explanation?id=${item.id}` },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('row', { name: /^Sales value/ })).getAllByRole('cell')[0]).toHaveTextContent(/^USD/);
  },
};

export const CategoryChart: Story = {
  args: { items: categoryContrastItems(3) },
  render: (args) => <ContrastChart items={args.items} />,
};
