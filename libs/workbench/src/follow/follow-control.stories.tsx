import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { FollowControl, type FollowDetails } from './follow-control';

const meta = {
  title: 'Workbench/Follow',
  component: FollowControl,
  args: {
    itemName: 'Lip tint 12 colours',
    follow: null,
    groups: ['Rivals', 'Lipsticks'],
    used: 3,
    limit: 20,
    onFollow: fn(async () => undefined),
    onUpdate: fn(async () => undefined),
    onUnfollow: fn(async () => undefined),
  },
} satisfies Meta<typeof FollowControl>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The follow lives on the server; here in the story's state. */
export const Working: Story = {
  render: function Render(args) {
    const [follow, setFollow] = useState<FollowDetails | null>(args.follow);
    return (
      <FollowControl
        {...args}
        follow={follow}
        used={args.used + (follow ? 1 : 0)}
        onFollow={async (details) => setFollow(details)}
        onUpdate={async (details) => setFollow(details)}
        onUnfollow={async () => setFollow(null)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Follow' }));
    const panel = await screen.findByRole('dialog');
    await userEvent.type(within(panel).getByRole('combobox', { name: 'Group (optional)' }), 'Rivals');
    await userEvent.click(within(panel).getByRole('button', { name: 'Follow' }));
    await expect(within(canvasElement).getByRole('button', { name: 'Followed' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A ranking row's star. */
export const InARow: Story = { args: { compact: true, follow: { group: 'Rivals', note: '' } } };

/** Every follow of the plan is used: the limit in words, with the plan that follows more. */
export const PlanFull: Story = {
  args: { used: 20, limit: 20, plansHref: '/pricing' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Follow' }));
    await expect(await screen.findByRole('status')).toHaveTextContent('Operations edition');
  },
};

/** The server refused: the words typed stay. */
export const Refused: Story = { args: { onFollow: fn(async () => Promise.reject(new Error('The service is busy.'))) } };
