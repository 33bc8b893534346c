import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContentLoadError } from './content-load-error';

const meta = {
  title: 'Content/ContentLoadError',
  component: ContentLoadError,
  args: { onRetry: fn() },
} satisfies Meta<typeof ContentLoadError>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Retrying: Story = { args: { retrying: true } };
