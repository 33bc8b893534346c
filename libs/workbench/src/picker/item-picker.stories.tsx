import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ITEM_REFS } from '../testing/fixtures';
import { ItemPicker } from './item-picker';

const meta = {
  title: 'Workbench/Item picker',
  component: ItemPicker,
  args: {
    onFind: async (q) => ITEM_REFS.filter((r) => r.id.includes(q) || r.title.toLowerCase().includes(q.toLowerCase())),
    itemHref: (ref) => `/workbench/product-explanation?id=${ref.id}`,
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ItemPicker>;
export default meta;

type Story = StoryObj<typeof meta>;

export const FindsByTitle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'for{Enter}');
    const list = await canvas.findByRole('list', { name: 'Matching products' });
    await expect(within(list).getAllByRole('link').length).toBeGreaterThan(0);
  },
};

export const Fails: Story = { args: { onFind: async () => Promise.reject(new Error('offline')) } };
