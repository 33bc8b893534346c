import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { fn } from 'storybook/test';
import { RankingPager } from './ranking-pager';

const meta = {
  title: 'Workbench/RankingPager',
  component: RankingPager,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  args: { page: 3, size: 50, total: 2000, depth: 2000, hrefFor: (n: number) => `?page=${n}`, onSizeChange: fn() },
} satisfies Meta<typeof RankingPager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ManyPages: Story = {};
/** A trial member reads the first 50 rows of 2,000: one page, the cut notice says why. */
export const CutByPlan: Story = { args: { page: 1, depth: 50 } };
export const Empty: Story = { args: { page: 1, total: 0, depth: 0 } };
