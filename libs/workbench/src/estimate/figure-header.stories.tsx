import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FigureHeader } from './figure-header';

const head = 'border-b border-border bg-surface-muted p-2 text-xs font-semibold text-ink-muted';

const meta = {
  title: 'Workbench/Figure header',
  component: FigureHeader,
  args: { className: head, label: 'Units sold', figure: 'units', kinds: { units: 'estimated' } },
  render: (args) => (
    <table className="w-80 border-separate border-spacing-0 text-sm">
      <thead>
        <tr>
          <th scope="col" className={`${head} text-left`}>
            Site
          </th>
          <FigureHeader {...args} />
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row" className="p-2 text-left font-normal">
            Thailand
          </th>
          <td className="p-2 text-right tabular-nums">1,234</td>
        </tr>
      </tbody>
    </table>
  ),
} satisfies Meta<typeof FigureHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Estimated: Story = {
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('columnheader', { name: 'Units sold' });
    await expect(cell.querySelector('a[data-estimate-mark]')).not.toBeNull();
  },
};

export const Measured: Story = {
  args: { kinds: { units: 'measured' } },
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('columnheader', { name: 'Units sold' });
    await expect(cell.querySelector('a[data-estimate-mark]')).toBeNull();
  },
};
