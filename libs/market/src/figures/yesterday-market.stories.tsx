import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { YesterdayMarket, type SiteChoice } from './yesterday-market';

const meta = {
  title: 'Market/Yesterday market',
  component: YesterdayMarket,
  args: {
    site: 'all',
    figures: {
      date: '2026-11-23',
      totalSalesValue: 123456789,
      salesVolume: 2345678,
      productsSold: 456789,
      resourceSlotSalesValue: 8765432,
    },
  },
} satisfies Meta<typeof YesterdayMarket>;
export default meta;

type Story = StoryObj<typeof meta>;

export const AllSites: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveTextContent('Data of 2026-11-23, refreshed daily');
  },
};

export const OneSite: Story = { args: { site: 'TH' } };

export const Loading: Story = { args: { figures: null } };

export const WithSiteSwitch: Story = {
  render: function Render(args) {
    const [site, setSite] = useState<SiteChoice>('all');
    return <YesterdayMarket {...args} site={site} onSiteChange={setSite} />;
  },
};
