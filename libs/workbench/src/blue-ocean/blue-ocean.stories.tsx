import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RankingTable } from '../ranking/ranking-table';
import { keywordRows } from '../testing/keyword-fixtures';
import { BLUE_OCEAN_WORD_COLUMN_SET, BLUE_OCEAN_WORD_COLUMNS } from './blue-ocean-columns';
import { BlueOceanFormula } from './blue-ocean-formula';

const meta = {
  title: 'Workbench/Blue ocean',
  component: BlueOceanFormula,
  args: {
    title: 'How the blue-ocean index is computed',
    words: 'The growth of searches for the word over the growth of the products competing for them, times the log of what a shop selling them sells.',
    symbols: 'B = (100 + g) ÷ (100 + c) × log10(1 + u)',
    terms: [
      { symbol: 'g', name: 'Search index growth, 30 days', meaning: 'the last 30 days on the 30 before, in percent' },
      { symbol: 'c', name: 'Product base growth, 30 days', meaning: 'the products the word finds now on 30 days ago, in percent' },
      { symbol: 'u', name: 'Units per shop', meaning: '30-day units of its top products per shop selling them' },
    ],
    reading: 'Above 1 when searches grow faster than competition.',
  },
} satisfies Meta<typeof BlueOceanFormula>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Formula: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('term')).toHaveLength(3);
  },
};

export const IndustryTerms: Story = {
  args: {
    title: 'How the blue-ocean industry index is computed',
    symbols: 'B = (100 + s) ÷ (100 + a) × log10(1 + u)',
    terms: [
      { symbol: 's', name: 'Units growth, 30 days', meaning: 'in percent' },
      { symbol: 'a', name: 'Active shops growth', meaning: 'in percent' },
      { symbol: 'u', name: 'Units per active shop', meaning: '30 days' },
    ],
  },
};

export const WordsTable: Story = {
  render: () => <RankingTable rows={keywordRows(12)} columns={BLUE_OCEAN_WORD_COLUMNS} columnSet={BLUE_OCEAN_WORD_COLUMN_SET} money="site" itemHref={(r) => `#word-${r.id}`} caption="Blue-ocean words" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(13);
  },
};
