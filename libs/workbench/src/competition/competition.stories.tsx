import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { competitionFixture, researchViews } from '../testing/competition-fixtures';
import { CompetitionCategoriesTable, CompetitionShopsTable, CompetitionWordsTable, ResearchList, RivalChanges } from './competition-tables';

const meta = {
  title: 'Workbench/Competition',
  component: CompetitionShopsTable,
  args: { competition: competitionFixture(), shopHref: (id: string) => `/workbench/store/store-explanation?id=${id}`, onRemove: fn() },
} satisfies Meta<typeof CompetitionShopsTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A shop and two rivals: sales and prices side by side. */
export const ShopsSideBySide: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('columnheader')).toHaveLength(3);
  },
};

/** The search words each shop ranks for. */
export const Words: Story = { render: (args) => <CompetitionWordsTable competition={args.competition} /> };

/** Each shop's sales by category. */
export const Categories: Story = { render: (args) => <CompetitionCategoriesTable competition={args.competition} /> };

/** The rivals' new products and price changes since a day. */
export const Changes: Story = { render: (args) => <RivalChanges competition={args.competition} productHref={(id) => `/workbench/product/product-explanation?id=${id}`} /> };

/** The member's saved rival sets (the research admin page). */
export const SavedResearch: Story = {
  render: () => (
    <ResearchList
      views={researchViews}
      pages={[
        { path: 'competition/traffic-comparison', name: 'Traffic comparison' },
        { path: 'competition/competitive-store', name: 'Competing shops' },
        { path: 'competition/marketInsight', name: 'Market insight' },
      ]}
      onRemove={fn()}
    />
  ),
};
