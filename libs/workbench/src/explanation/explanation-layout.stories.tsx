import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HistoryCharts } from '../history/history-charts';
import { RankingTable } from '../ranking/ranking-table';
import { DataDayStamp } from '../stamp/data-day-stamp';
import { historyPoints, periodFigures, THAI_ROWS } from '../testing/fixtures';
import { ExplanationLayout } from './explanation-layout';
import { ItemHeaderCard } from './item-header-card';
import { nth } from '../shared/nth';

const item = nth(THAI_ROWS, 0);

const meta = {
  title: 'Workbench/Explanation layout',
  component: ExplanationLayout,
  args: {
    header: <ItemHeaderCard item={item} />,
    figures: periodFigures(item),
    currency: item.currency,
    stamp: <DataDayStamp day="2026-11-26" kinds={{ units: 'estimated', gmv: 'estimated', price: 'measured' }} />,
    actions: (
      <button type="button" className="rounded-md border border-border-strong px-3 py-1 text-sm">
        Add to contrast
      </button>
    ),
    charts: <HistoryCharts points={historyPoints(90, { price: item.price })} currency={item.currency} days={30} />,
    related: (
      <section aria-labelledby="shop-top">
        <h2 id="shop-top" className="mb-2 text-base font-semibold">
          The shop&apos;s other top products
        </h2>
        <RankingTable rows={THAI_ROWS.slice(1, 6)} columns={['rank', 'product', 'price', 'units', 'gmv']} money="site" itemHref={(r) => `?id=${r.id}`} caption="The shop's other top products" />
      </section>
    ),
  },
} satisfies Meta<typeof ExplanationLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Product: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(item.title);
  },
};

export const HeaderCardOnly: Story = {
  render: () => <ItemHeaderCard item={item} marketplaceLabel="Open on Shopee" />,
};
