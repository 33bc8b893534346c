import type { RankingPeriod } from '@sealens/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PeriodSwitch } from './period-switch';

const meta = {
  title: 'Workbench/Period switch',
  component: PeriodSwitch,
  args: { value: 7, months: ['2026-10', '2026-09', '2026-08', '2026-07'], onChange: fn() },
} satisfies Meta<typeof PeriodSwitch>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SevenDays: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: '30 days' }));
    await expect(args.onChange).toHaveBeenCalledWith(30);
  },
};

/** Arrow keys move the choice (a real browser: Radix moves the focus on the next task). */
export const ArrowKeys: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<RankingPeriod>(args.value);
    return <PeriodSwitch {...args} value={value} onChange={(next) => { setValue(next); args.onChange(next); }} />;
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: '7 days' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith(30));
    await expect(canvas.getByRole('radio', { name: '30 days' })).toHaveFocus();
  },
};

export const AMonth: Story = { args: { value: '2026-09' } };

export const Interactive: Story = {
  render: function Render(args) {
    const [value, setValue] = useState<RankingPeriod>(args.value);
    return <PeriodSwitch {...args} value={value} onChange={setValue} />;
  },
};
