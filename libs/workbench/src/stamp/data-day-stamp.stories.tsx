import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DataDayStamp } from './data-day-stamp';

const meta = {
  title: 'Workbench/Data day stamp',
  component: DataDayStamp,
  args: {
    day: '2026-11-26',
    period: { from: '2026-11-20', to: '2026-11-26', days: 7 },
    kinds: { units: 'estimated', gmv: 'estimated', gmvUsd: 'estimated', growth: 'estimated', price: 'measured', rating: 'measured', reviews: 'measured', likes: 'measured' },
  },
} satisfies Meta<typeof DataDayStamp>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SevenDays: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('data-day-stamp')).toHaveTextContent(/Data for Nov 26, 2026 \(7 days/);
  },
};

export const DayOnly: Story = { args: { period: undefined, kinds: undefined } };

export const WithMethodsLink: Story = {
  args: { methods: <a href="/workbench/methods" className="underline">How each figure is made</a> },
};
