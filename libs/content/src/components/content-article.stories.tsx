import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { detailFixture, neighboursFixture } from '../testing/content-fixtures';
import { ContentArticle } from './content-article';

const meta = {
  title: 'Content/ContentArticle',
  component: ContentArticle,
  args: {
    item: detailFixture(),
    crumbs: [
      { label: 'Home', href: '#' },
      { label: 'E-commerce news', href: '#' },
    ],
    neighbours: neighboursFixture,
    hrefFor: (item) => `#${item.id}`,
  },
} satisfies Meta<typeof ContentArticle>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('reading-time')).toHaveTextContent('2 min read');
  },
};

export const InAnotherLanguage: Story = { args: { item: detailFixture({ lang: 'th', title: 'บทความตัวอย่าง 2: อิเล็กทรอนิกส์ดิจิทัล' }) } };
