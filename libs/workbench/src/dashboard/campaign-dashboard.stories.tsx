import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CAMPAIGN_CATEGORIES, CAMPAIGN_DAYS, CAMPAIGN_DISCOUNT_BANDS, CAMPAIGN_GAINERS, CAMPAIGN_PROBE, CAMPAIGN_SLOT_HOURS } from '../testing/campaign-fixtures';
import { CampaignDaysTable, CampaignGainersTable, campaignDayName, DiscountBandsTable, ProbeTable, SlotHoursTable } from './campaign-dashboard';

const meta = {
  title: 'Workbench/Event marketing',
  component: CampaignDaysTable,
  args: {
    days: CAMPAIGN_DAYS,
    currency: 'THB',
    caption: 'Campaign days, Thailand',
    nameHeader: 'Campaign day',
    nameOf: (d) => campaignDayName((d as (typeof CAMPAIGN_DAYS)[number]).day),
    keyOf: (d) => (d as (typeof CAMPAIGN_DAYS)[number]).day,
    hrefOf: (d) => `#day-${(d as (typeof CAMPAIGN_DAYS)[number]).day}`,
    currentKey: '2026-11-11',
    baselineDays: 7,
  },
} satisfies Meta<typeof CampaignDaysTable>;
export default meta;

type Story = StoryObj<typeof meta>;

export const CampaignDays: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Campaign days, Thailand' });
    await expect(within(table).getByRole('link', { name: '11.11' })).toHaveAttribute('href', '#day-2026-11-11');
    await expect(within(table).getAllByRole('row')[2]).toHaveAttribute('aria-current', 'true');
  },
};

export const DayCategories: Story = {
  args: {
    days: CAMPAIGN_CATEGORIES,
    caption: "11.11's categories",
    nameHeader: 'Category',
    nameOf: (c) => `Category ${(c as (typeof CAMPAIGN_CATEGORIES)[number]).categoryId}`,
    keyOf: (c) => String((c as (typeof CAMPAIGN_CATEGORIES)[number]).categoryId),
    hrefOf: (c) => `#category-${(c as (typeof CAMPAIGN_CATEGORIES)[number]).categoryId}`,
    currentKey: undefined,
  },
};

export const Gainers: StoryObj<typeof CampaignGainersTable> = {
  render: () => (
    <CampaignGainersTable rows={CAMPAIGN_GAINERS} currency="THB" caption="Products that gained most on 11.11" baselineDays={7} allSites={false} hrefOf={(r) => `#product-${r.goodsId}`} shopHrefOf={(r) => `#shop-${r.shopId}`} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Lip tint 3 colours' })).toHaveAttribute('href', '#product-20000000007');
  },
};

export const SlotHours: StoryObj<typeof SlotHoursTable> = {
  render: () => <SlotHoursTable hours={CAMPAIGN_SLOT_HOURS} currency="THB" caption="Slots by starting hour, 30 days" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('row', { name: /Flash sale · 12:00/ })).toHaveTextContent('24.3%');
  },
};

export const DiscountBands: StoryObj<typeof DiscountBandsTable> = {
  render: () => <DiscountBandsTable bands={CAMPAIGN_DISCOUNT_BANDS} caption="Slots by discount, 30 days" />,
  play: async ({ canvasElement }) => {
    // 25 of the flash sales' 65 slots.
    await expect(within(canvasElement).getByRole('row', { name: /Flash sale · 30% to under 40%/ })).toHaveTextContent('38.5%');
  },
};

export const Probe: StoryObj<typeof ProbeTable> = {
  render: () => (
    <ProbeTable rows={CAMPAIGN_PROBE} caption="Products in a slot now, all sites" allSites sort="discount" dir="desc" sortHref={(s, d) => `#sort=${s}&dir=${d}`} hrefOf={(r) => `#product-${r.goodsId}`} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: /Slot price \(site currency · USD\)/ })).toBeInTheDocument();
  },
};

export const ProbeOfOneSite: StoryObj<typeof ProbeTable> = {
  render: () => (
    <ProbeTable rows={CAMPAIGN_PROBE.slice(0, 1)} caption="Products in a slot now, Thailand" allSites={false} sort="units" dir="asc" sortHref={(s, d) => `#sort=${s}&dir=${d}`} hrefOf={(r) => `#product-${r.goodsId}`} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: 'Slot price' })).toBeInTheDocument();
  },
};
