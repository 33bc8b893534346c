// Monitors' fixtures (issue 31): follows with their figures, rules, notifications and deliveries as
// the contract shapes them (openapi/workbench.yaml FollowRow, AlertRule, Notification, WebhookDelivery).
import type { AlertRule } from '../monitor/alert-rule-rules';
import type { WebhookDelivery } from '../monitor/delivery-settings';
import type { FollowRow } from '../monitor/follows-table';
import type { Notification } from '../monitor/monitor-words';

export const FOLLOW_ROWS: FollowRow[] = [
  {
    id: 11,
    entity: 'product',
    itemId: '100200300',
    site: 'TH',
    currency: 'THB',
    title: 'Lip tint 12 colours',
    image: '',
    categoryId: 99998,
    group: 'Rivals',
    note: 'Watch the price',
    followedDay: '2026-11-20',
    followedFigures: { price: 199, units7: 700, gmv7: 139300, rank: 12 },
    figures: { price: 179, priceChange: -10.05, units: 120, units7: 840, gmv7: 150360, unitsChange: 20, rank: 9, stock: 35 },
    change: { price: -10.05, units7: 20, gmv7: 7.94, rank: 3, main: 20 },
    createdAt: '2026-11-20 08:00:00',
  },
  {
    id: 12,
    entity: 'product',
    itemId: '100200301',
    site: 'VN',
    currency: 'VND',
    title: 'Sun cream SPF 50',
    followedDay: '2026-11-25',
    followedFigures: { units7: 300 },
    figures: { price: 120000, units: 30, units7: 240, gmv7: 28800000, rank: 40, stock: 0 },
    change: { units7: -20, main: -20 },
    createdAt: '2026-11-25 08:00:00',
  },
];

export const KEYWORD_FOLLOW: FollowRow = {
  id: 21,
  entity: 'keyword',
  itemId: '5001',
  site: 'ID',
  currency: 'IDR',
  title: 'lip tint',
  followedDay: '2026-11-20',
  followedFigures: { search7: 10000 },
  figures: { searchIndex: 1600, search7: 12000, searchChange: 6.7, productBase: 5200 },
  change: { search7: 20, productBase: 4, main: 20 },
  createdAt: '2026-11-20 08:00:00',
};

export const ALERT_RULES: AlertRule[] = [
  { id: 1, name: 'Price moves', entity: 'product', kind: 'priceChange', threshold: 10, enabled: true, createdAt: '2026-11-20 08:00:00' },
  {
    id: 2,
    name: 'Cheap and scarce',
    entity: 'product',
    kind: 'custom',
    conditions: [
      { measure: 'price', op: 'lt', value: 100 },
      { measure: 'stock', op: 'lte', value: 5 },
    ],
    combine: 'and',
    group: 'Rivals',
    enabled: false,
    createdAt: '2026-11-21 08:00:00',
  },
];

export const NOTIFICATIONS: Notification[] = [
  {
    id: 101,
    ruleId: 1,
    ruleName: 'Price moves',
    kind: 'priceChange',
    threshold: 10,
    entity: 'product',
    itemId: '100200300',
    site: 'TH',
    title: 'Lip tint 12 colours',
    day: '2026-11-26',
    figures: { price: 179, previousPrice: 199, priceChange: -10.05 },
    read: false,
    createdAt: '2026-11-27 06:00:00',
  },
  {
    id: 100,
    ruleId: 3,
    ruleName: 'Top 10',
    kind: 'topEnter',
    threshold: 10,
    entity: 'product',
    itemId: '100200301',
    site: 'VN',
    title: 'Sun cream SPF 50',
    day: '2026-11-25',
    figures: { rank: 9, previousRank: 14 },
    read: true,
    createdAt: '2026-11-26 06:00:00',
  },
];

export const DELIVERIES: WebhookDelivery[] = [
  {
    id: 7,
    type: 'alert',
    status: 'pending',
    url: 'https://hooks.example.com/sealens',
    attempts: [{ at: '2026-11-27 06:00:01', ok: false, httpStatus: 503, ms: 120 }],
    nextAttemptAt: '2026-11-27 06:01:01',
    event: { delivery: 7, type: 'alert', sentAt: '2026-11-27T06:00:01Z', notifications: [] },
    createdAt: '2026-11-27 06:00:01',
  },
];
