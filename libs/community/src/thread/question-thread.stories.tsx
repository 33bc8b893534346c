import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_QUESTION } from '../testing/qa-fixtures';
import { QuestionThread } from './question-thread';

const meta = {
  title: 'Community/Question thread',
  component: QuestionThread,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  args: { question: SAMPLE_QUESTION, editTo: '/post/5', onRemoveQuestion: fn(async () => undefined), onRemoveReply: fn(async () => undefined) },
} satisfies Meta<typeof QuestionThread>;
export default meta;

type Story = StoryObj<typeof meta>;

/** What a visitor sees: no remove buttons. */
export const ForAVisitor: Story = {};

/** The author: their question and their answer can be removed, after a confirmation. */
export const ForTheAuthor: Story = {
  args: {
    question: { ...SAMPLE_QUESTION, mine: true, replies: SAMPLE_QUESTION.replies?.map((r, i) => ({ ...r, mine: i === 1 })) },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove answer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, remove' }));
    await expect(args.onRemoveReply).toHaveBeenCalledWith('12');
  },
};
