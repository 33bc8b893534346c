import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, within } from 'storybook/test';
import { SAMPLE_QUESTION } from '../testing/qa-fixtures';
import { QuestionCard } from './question-card';

const meta = {
  title: 'Community/Question card',
  component: QuestionCard,
  args: { question: SAMPLE_QUESTION, to: '/answerDetail/5' },
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
} satisfies Meta<typeof QuestionCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: SAMPLE_QUESTION.title });
    await expect(link).toHaveAttribute('href', '/answerDetail/5');
  },
};
