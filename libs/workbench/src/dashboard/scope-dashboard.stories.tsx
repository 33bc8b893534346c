import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { thaiDashboard } from '../testing/market-fixtures';
import { DashboardFigures, ScopeBreakdownTable } from './scope-dashboard';

const dashboard = thaiDashboard();

const meta = {
  title: 'Workbench/Scope dashboard',
  component: DashboardFigures,
  args: {
    figures: [
      { id: 'gmv', label: 'Sales value', value: 'THB 1.2M', note: '30 days to Nov 26, 2026', href: '#products' },
      { id: 'units', label: 'Units sold', value: '6,000', note: '30 days to Nov 26, 2026', href: '#products' },
      { id: 'top10', label: 'Top-10 products’ share', value: '34.5%', note: 'Of the sales value, 30 days', href: '#top' },
      { id: 'growth', label: 'Growth', value: '+12.5%', note: 'Units on the 30 days before' },
    ],
  },
} satisfies Meta<typeof DashboardFigures>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Figures: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
  },
};

export const ByPriceBand: Story = {
  render: () => (
    <ScopeBreakdownTable
      parts={dashboard.priceBands}
      currency="THB"
      caption="Sales by price band"
      nameHeader="Price band"
      nameOf={(p) => `${p.from} – ${p.to ?? '…'}`}
      hrefOf={(p) => `#band-${p.key}`}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(dashboard.priceBands.length + 1);
  },
};
