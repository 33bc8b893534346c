import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FeedbackForm } from './feedback-form';

const meta = {
  title: 'Site services/Feedback form',
  component: FeedbackForm,
  args: {
    upload: fn(async () => ({ code: 200, message: 'ok', payload: { url: '/demo/cover-1.png' } })),
    send: fn(async () => ({ code: 200, message: 'thank you for your feedback' })),
  },
} satisfies Meta<typeof FeedbackForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please choose the kind of feedback.');
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Kind of feedback'), 'Suggestion');
    await userEvent.type(canvas.getByLabelText('Problem description'), 'Please add a Vietnamese keyword list.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByRole('heading', { name: 'Thank you for your feedback' })).toBeVisible();
  },
};

export const SendFails: Story = {
  args: { send: fn(async () => ({ code: 0, message: 'network' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Kind of feedback'), 'Page error');
    await userEvent.type(canvas.getByLabelText('Problem description'), 'The chart is cut off on a small screen.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('could not be sent');
  },
};
