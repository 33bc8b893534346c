import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LINE_ICON_NAMES, LineIcon } from './line-icon';

const meta = {
  title: 'UI/LineIcon',
  component: LineIcon,
  args: { name: 'chart', className: 'text-brand-700' },
  argTypes: { name: { control: 'select', options: LINE_ICON_NAMES } },
} satisfies Meta<typeof LineIcon>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Gallery: Story = {
  render: (args) => (
    <ul className="grid grid-cols-4 gap-4 sm:grid-cols-6">
      {LINE_ICON_NAMES.map((name) => (
        <li key={name} className="flex flex-col items-center gap-2 rounded-lg p-3 text-xs text-ink-muted ring-1 ring-border">
          <LineIcon name={name} className={args.className} size={args.size} />
          <span>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(LINE_ICON_NAMES.length);
  },
};
