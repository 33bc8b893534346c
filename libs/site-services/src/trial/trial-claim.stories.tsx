import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TrialClaim } from './trial-claim';

const meta = {
  title: 'Site services/Trial claim',
  component: TrialClaim,
  args: {
    planActive: false,
    fetchTrial: fn(async () => ({ code: 200, message: 'no trial' })),
    claimTrial: fn(async () => ({ code: 200, message: 'success', payload: { planId: 16 as const, days: 1, endTime: '2026-11-26 10:00:00' } })),
    onClaimed: fn(),
  },
} satisfies Meta<typeof TrialClaim>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Eligible: Story = {};

export const Claimed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim the free trial' }));
    await expect(await canvas.findByTestId('trial-claimed')).toHaveTextContent('can be claimed only once');
  },
};

export const Refused: Story = {
  args: { claimTrial: fn(async () => ({ code: 10011, message: 'the trial has already been claimed' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Claim the free trial' }));
    await expect(await canvas.findByText(/not available for your account/)).toBeVisible();
  },
};
