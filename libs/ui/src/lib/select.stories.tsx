import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './select';

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Site',
    placeholder: 'Choose a site',
    options: [
      { value: 'my', label: 'Malaysia' },
      { value: 'th', label: 'Thailand' },
      { value: 'vn', label: 'Vietnam' },
      { value: 'br', label: 'Brazil', disabled: true },
    ],
    onValueChange: fn(),
  },
} satisfies Meta<typeof Select>;
export default meta;

type Story = StoryObj<typeof meta>;

export const PicksAnOption: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Site' });
    await userEvent.click(trigger);
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Thailand' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('th');
    await expect(trigger).toHaveTextContent('Thailand');
  },
};

export const HiddenLabel: Story = { args: { hideLabel: true, defaultValue: 'vn' } };
