import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { nth } from '../shared/nth';
import { FOUND_SHOPS, RELATED_WORDS, THAI_WORDS } from '../testing/keyword-fixtures';
import { FoundShopsTable, RelatedWords } from './keyword-finds';
import { KeywordHeaderCard } from './keyword-header-card';

const meta = {
  title: 'Workbench/Search word',
  component: KeywordHeaderCard,
  args: { word: nth(THAI_WORDS, 0) },
} satisfies Meta<typeof KeywordHeaderCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Header: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(nth(THAI_WORDS, 0).keyword);
  },
};

export const NewWordWithoutIndex: Story = { args: { word: nth(THAI_WORDS, 4) } };

export const Shops: Story = {
  render: () => <FoundShopsTable shops={FOUND_SHOPS} shopHref={(id) => `#shop-${id}`} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(FOUND_SHOPS.length + 1);
  },
};

export const Related: Story = { render: () => <RelatedWords words={RELATED_WORDS} wordHref={(id) => `#word-${id}`} /> };
