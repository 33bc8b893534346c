import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { marketMatrix } from '../testing/market-fixtures';
import { MarketMatrix, MatrixLegend } from './market-matrix';

const matrix = marketMatrix();

const meta = {
  title: 'Workbench/Market matrix',
  component: MarketMatrix,
  args: { matrix, measure: 'gmv', caption: 'Markets, last 7 days', cellHref: (cell) => `#${cell.site}-${cell.categoryId}` },
} satisfies Meta<typeof MarketMatrix>;
export default meta;

type Story = StoryObj<typeof meta>;

export const BySalesValue: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(108);
  },
};

export const ByGrowthWithLegend: Story = {
  args: { measure: 'growth', marked: { site: 'TH', categoryId: 99997 } },
  render: (args) => (
    <div className="flex flex-col gap-2">
      <MatrixLegend matrix={args.matrix} measure={args.measure} />
      <MarketMatrix {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const active = () => canvasElement.ownerDocument.activeElement;
    // The legend's estimate mark is the first stop (issue 33), then the totals headers' marks, then the grid's one cell.
    await userEvent.tab();
    await expect(active()).toHaveAttribute('data-estimate-mark');
    for (let stop = 0; stop < 4 && !active()?.hasAttribute('data-site'); stop++) await userEvent.tab();
    await expect(active()).toHaveAttribute('data-site');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvasElement.ownerDocument.activeElement).toHaveAttribute('data-site', 'ID');
    await expect(canvas.getByRole('figure', { name: 'Legend' })).toBeInTheDocument();
  },
};
