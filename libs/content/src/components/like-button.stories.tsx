import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LikeButton } from './like-button';

const meta = {
  title: 'Content/LikeButton',
  component: LikeButton,
  args: {
    liked: false,
    likes: 120,
    loggedIn: true,
    toggle: async () => ({ liked: true, likes: 121 }),
    onLoginNeeded: fn(),
  },
} satisfies Meta<typeof LikeButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Visitor: Story = {
  args: { loggedIn: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onLoginNeeded).toHaveBeenCalled();
  },
};

export const Failing: Story = { args: { toggle: async () => Promise.reject(new Error('offline')) } };
