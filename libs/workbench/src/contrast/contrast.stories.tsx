import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
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
