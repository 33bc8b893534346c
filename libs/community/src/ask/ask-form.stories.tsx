import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AskForm } from './ask-form';

const meta = {
  title: 'Community/Ask form',
  component: AskForm,
  args: {
    isMember: true,
    onLogin: fn(),
    upload: fn(async () => '/demo/cover-1.png'),
    save: fn(async () => ({ id: '1', title: 'Saved' })),
    onSaved: fn(),
  },
} satisfies Meta<typeof AskForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NewQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish question' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please enter a title.');
  },
};

export const Editing: Story = {
  args: { editing: { id: '7', title: 'Which site first?', content: 'I sell lamps.', imgUrls: ['/demo/cover-2.png'] } },
};

export const ForAVisitor: Story = { args: { isMember: false } };
