import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
    // The first paint is a look-alike trigger; the mouse's arrival swaps in the real one.
    const firstPaint = canvas.getByRole('combobox', { name: 'Site' });
    await userEvent.hover(firstPaint);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Site' })).not.toBe(firstPaint));
    await userEvent.click(canvas.getByRole('combobox', { name: 'Site' }));
    await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Thailand' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('th');
    await expect(canvas.getByRole('combobox', { name: 'Site' })).toHaveTextContent('Thailand');
  },
};

export const HiddenLabel: Story = { args: { hideLabel: true, defaultValue: 'vn' } };
