import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PRICE_ANALYSIS } from '../testing/category-fixtures';
import { BandEdgesForm, PriceBandAnalysis } from './price-band-analysis';

const meta = {
  title: 'Workbench/Price band analysis',
  component: PriceBandAnalysis,
  args: {
    analysis: PRICE_ANALYSIS,
    productHref: (row) => `/workbench/product/product-explanation?id=${row.id}`,
    caption: 'Price bands of home living, Thailand, last 30 days',
  },
} satisfies Meta<typeof PriceBandAnalysis>;
export default meta;

type Story = StoryObj<typeof meta>;

export const HomeLiving: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'All prices' })).toBeInTheDocument();
  },
};

export const EdgesForm: StoryObj<typeof BandEdgesForm> = {
  render: (args) => <BandEdgesForm {...args} />,
  args: { edges: [50, 150, 250, 750], chosen: 'data', currency: 'THB', onApply: fn(), onReset: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Band edges (THB)' });
    await userEvent.clear(input);
    await userEvent.type(input, '100, 300');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith([100, 300]);
  },
};
