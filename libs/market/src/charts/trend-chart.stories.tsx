import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { TrendChart } from './trend-chart';

const DATES = Array.from({ length: 14 }, (_, i) => `2026-11-${String(10 + i).padStart(2, '0')}`);
const wave = (base: number, amp: number) => DATES.map((_, i) => Math.round(base + amp * Math.sin(i / 2)));

const meta = {
  title: 'Market/Trend chart',
  component: TrendChart,
  args: { title: 'Sales volume, last 14 days', dates: DATES, series: [{ label: 'Sales volume', values: wave(52000, 9000) }] },
} satisfies Meta<typeof TrendChart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OneSeries: Story = {
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByTestId('trend-chart');
    await waitFor(() => expect(figure).toHaveAttribute('data-chart-state', 'ready'));
    await expect(figure.querySelector('canvas')).not.toBeNull();
  },
};

export const TwoSeries: Story = {
  args: {
    series: [
      { label: 'Thailand', values: wave(52000, 9000) },
      { label: 'Vietnam', values: wave(41000, 6000) },
    ],
  },
};
