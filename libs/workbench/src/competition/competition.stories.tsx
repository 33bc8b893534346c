import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { competitionFixture, researchViews } from '../testing/competition-fixtures';
import { CompetitionCategoriesTable, CompetitionShopsTable, CompetitionWordsTable, ResearchList, RivalChanges, RivalPanel } from './competition-tables';

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
export const Changes: Story = {
  render: (args) => <RivalChanges competition={args.competition} productHref={(id) => `/workbench/product/product-explanation?id=${id}`} shopHref={args.shopHref} />,
  play: async ({ canvasElement }) => {
    // Each product names its shop with a link to the shop's overview.
    await expect(within(canvasElement).getByRole('link', { name: 'Kitchen Corner' })).toHaveAttribute('href', '/workbench/store/store-explanation?id=502');
  },
};

/** One panel of the rivals' changes alone: its product and shop, then its own columns (an estimated one marked). */
export const OneRivalPanel: Story = {
  render: (args) => (
    <RivalPanel
      title="The rivals' new products"
      label="New products"
      emptyText="None"
      rows={args.competition.newProducts}
      columns={[{ id: 'units30', name: 'Units, 30 days', numeric: true, estimated: true, cell: (p) => p.units30 }]}
      shopNames={new Map(args.competition.shops.map((s) => [s.id, s.name]))}
      productHref={(id) => `/workbench/product/product-explanation?id=${id}`}
      shopHref={args.shopHref}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('th a[data-estimate-mark]')).toHaveLength(1);
  },
};

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
