import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QaCallError } from '../api/qa-api';
import { ReplyForm } from './reply-form';

const meta = {
  title: 'Community/Reply form',
  component: ReplyForm,
  args: { questionId: 'story', isMember: true, onLogin: fn(), send: fn(async () => undefined) },
} satisfies Meta<typeof ReplyForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ForAMember: Story = {};

export const ForAVisitor: Story = { args: { isMember: false } };

/** A failed call: the text stays, the reason is said. */
export const WhenTheCallFails: Story = {
  args: { questionId: 'story-fails', send: fn(async () => Promise.reject(new QaCallError('failed', 'offline'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Your answer'), 'Try bundles');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish answer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('what you wrote is kept');
    await expect(canvas.getByLabelText('Your answer')).toHaveValue('Try bundles');
  },
};
