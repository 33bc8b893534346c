import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { historyPoints } from '../testing/fixtures';
import { DayRangeForm, RangeTotals } from './day-range-form';

const meta = {
  title: 'Workbench/Day range',
  component: DayRangeForm,
  args: { max: '2026-11-26', onSubmit: fn() },
} satisfies Meta<typeof DayRangeForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the range' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose a first and a last day.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const WithARange: Story = { args: { value: { from: '2026-09-01', to: '2026-10-15' } } };
export const Totals: StoryObj<typeof RangeTotals> = {
  render: () => <RangeTotals range={{ from: '2026-11-17', to: '2026-11-26' }} points={historyPoints(10)} currency="THB" />,
};
