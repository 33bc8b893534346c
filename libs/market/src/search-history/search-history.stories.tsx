import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchHistory } from './search-history';

const meta = {
  title: 'Market/Search history',
  component: SearchHistory,
  args: {
    items: ['https://shopee.co.th/Mug-i.11.22334455', '22334455', 'insulated mug'],
    onPick: fn(),
    onRemove: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof SearchHistory>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ThreeEntries: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove 22334455' }));
    await expect(args.onRemove).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'insulated mug' }));
    await expect(args.onPick).toHaveBeenCalledWith('insulated mug');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
