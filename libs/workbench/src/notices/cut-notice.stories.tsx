import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CutNotice } from './cut-notice';

const meta = {
  title: 'Workbench/Cut notice',
  component: CutNotice,
  args: { cut: { reason: 'login', allowed: 10, available: 2_000 }, unit: 'rows', onLogin: fn(), plansHref: '/pricing' },
} satisfies Meta<typeof CutNotice>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};
export const Expired: Story = { args: { cut: { reason: 'expired', allowed: 10, available: 2_000 } } };
export const Plan: Story = { args: { cut: { reason: 'plan', allowed: 50, available: 2_000, unlockTier: 'starter' } } };
export const Category: Story = { args: { cut: { reason: 'category', allowed: 10, available: 480 } } };
export const HistoryDays: Story = { args: { unit: 'days', cut: { reason: 'plan', allowed: 30, available: 180, unlockTier: 'starter' } } };
