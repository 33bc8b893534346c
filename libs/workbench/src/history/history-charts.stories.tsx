import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { historyPoints } from '../testing/fixtures';
import { HistoryCharts } from './history-charts';

const meta = {
  title: 'Workbench/History charts',
  component: HistoryCharts,
  args: { points: historyPoints(180), currency: 'THB', days: 30 },
} satisfies Meta<typeof HistoryCharts>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ThirtyDays: Story = {
  play: async ({ canvasElement }) => {
    const charts = within(canvasElement).getAllByTestId('line-chart');
    await waitFor(() => expect(charts.every((c) => c.getAttribute('data-chart-state') === 'ready')).toBe(true));
  },
};
export const SevenDays: Story = { args: { days: 7 } };
export const HalfAYear: Story = { args: { days: 180 } };
