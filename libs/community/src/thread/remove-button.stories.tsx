import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RemoveButton } from './remove-button';

const meta = {
  title: 'Community/Remove button',
  component: RemoveButton,
  args: { what: 'question', remove: fn(async () => undefined) },
} satisfies Meta<typeof RemoveButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Confirming: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove question' }));
    await expect(canvas.getByText('Remove this question?')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Keep it' }));
    await expect(args.remove).not.toHaveBeenCalled();
  },
};
