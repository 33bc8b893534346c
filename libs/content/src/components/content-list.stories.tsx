import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { summaryFixture } from '../testing/content-fixtures';
import { ContentList } from './content-list';

const meta = {
  title: 'Content/ContentList',
  component: ContentList,
  args: {
    items: [summaryFixture(1), summaryFixture(2, { title: 'Demo article 2: digital electronics' }), summaryFixture(5, { title: '演示文章 5：美妆个护', lang: 'zh' })],
    hrefFor: (item) => `#${item.id}`,
  },
} satisfies Meta<typeof ContentList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Demo article 1: home living' })).toBeInTheDocument();
    await expect(within(canvasElement).getByText(/^In Chinese/)).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { items: [] } };
