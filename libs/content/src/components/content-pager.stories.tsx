import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContentPager } from './content-pager';

const meta = {
  title: 'Content/ContentPager',
  component: ContentPager,
  args: { page: 6, pageCount: 20, hrefFor: (n: number) => `#page-${n}` },
} satisfies Meta<typeof ContentPager>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
  },
};

export const FirstPage: Story = { args: { page: 1, pageCount: 3 } };
