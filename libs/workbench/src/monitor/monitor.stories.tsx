import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ALERT_RULES, DELIVERIES, FOLLOW_ROWS, KEYWORD_FOLLOW, NOTIFICATIONS } from '../testing/monitor-fixtures';
import type { AlertRule } from './alert-rule-rules';
import { DeliverySettings } from './delivery-settings';
import { FollowsTable, type FollowSort } from './follows-table';
import { MyShopTable } from './my-shop-table';
import { NotificationList } from './notification-list';
import { RulesEditor } from './rules-editor';

const itemHref = (item: { itemId: string }) => `/workbench/product/product-explanation?id=${item.itemId}`;

const meta = {
  title: 'Workbench/Monitors',
  component: FollowsTable,
  args: { entity: 'product', rows: FOLLOW_ROWS, itemHref, caption: 'Product monitor', emptyText: 'You follow no products yet.' },
} satisfies Meta<typeof FollowsTable>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A product monitor, sorted by the server (here in the story's state); its estimated columns carry the mark. */
export const ProductMonitor: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<FollowSort>({ key: 'change', dir: 'desc' });
    const rows = [...args.rows].sort((a, b) => (sort.dir === 'desc' ? -1 : 1) * ((a.change.main ?? 0) - (b.change.main ?? 0)));
    return (
      <FollowsTable
        {...args}
        rows={rows}
        sort={sort}
        onSortChange={setSort}
        kinds={{ price: 'measured', priceChange: 'measured', units: 'estimated', units7: 'estimated', gmv7: 'estimated', unitsChange: 'estimated', rank: 'estimated', stock: 'measured', change: 'estimated' }}
      />
    );
  },
};

/** My shop beside its category and a followed rival: every figure estimated, the shop's interval on hover. */
export const MyShop: Story = {
  render: () => (
    <MyShopTable
      caption="Home Goods TH beside its category and the shops you follow, 7 days"
      days={7}
      rows={[
        { key: 'own', own: true, name: 'Your shop', units: 860, gmv: 25_800, currency: 'THB', share: 0.2, interval: { unitsLow: 810, unitsHigh: 905, gmvLow: 24_300, gmvHigh: 27_150, gmvUsdLow: 700, gmvUsdHigh: 780 } },
        { key: 'category', name: 'Its category: Home living', units: 4300, gmv: 129_000, currency: 'THB', share: 1 },
        { key: 'rival', name: 'Kitchen Corner', units: 400, gmv: 12_000, currency: 'THB', share: 0.093 },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('th a[data-estimate-mark]')).toHaveLength(3);
  },
};

export const KeywordMonitor: Story = { args: { entity: 'keyword', rows: [KEYWORD_FOLLOW] } };

export const NothingFollowed: Story = { args: { rows: [] } };

/** Rules: presets with their threshold and own AND / OR conditions. */
export const Rules: Story = {
  render: function Render() {
    const [rules, setRules] = useState<AlertRule[]>(ALERT_RULES);
    return (
      <RulesEditor
        rules={rules}
        max={10}
        groups={['Rivals']}
        onCreate={async (input) => setRules((r) => [...r, { ...input, id: r.length + 10, enabled: input.enabled ?? true, createdAt: '2026-11-27 08:00:00' }])}
        onUpdate={async (id, input) => setRules((r) => r.map((x) => (x.id === id ? { ...x, ...input } : x)))}
        onRemove={async (id) => setRules((r) => r.filter((x) => x.id !== id))}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a rule' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save the rule' }));
    await expect(canvas.getByText('Give the rule a name.')).toBeInTheDocument();
  },
};

export const Notifications: Story = {
  render: () => <NotificationList notifications={NOTIFICATIONS} unread={1} itemHref={itemHref} onMarkRead={fn(async () => undefined)} onOnlyUnreadChange={fn()} />,
};

export const WhereAlertsGo: Story = {
  render: () => (
    <DeliverySettings
      email="seller@example.com"
      webhook={{ url: 'https://hooks.example.com/sealens', secretHint: 'a1b2', createdAt: '2026-11-27 06:00:00' }}
      deliveries={DELIVERIES}
      onSaveEmail={fn(async () => undefined)}
      onSetWebhook={fn(async (url: string) => ({ url, secret: 'whsec_0123456789abcdef', secretHint: 'cdef', createdAt: '2026-11-27 06:00:00' }))}
      onRemoveWebhook={fn(async () => undefined)}
      onTestWebhook={fn(async () => DELIVERIES[0] as NonNullable<(typeof DELIVERIES)[0]>)}
    />
  ),
};
