// The monitor centre's pages (issue 31): configurations of the monitor kind, listed in WORKBENCH_PAGES.
// Kept beside their kind so their titles and intros are in the monitors' catalog part (lingui.config.ts),
// which the kind loads, not in the one every ranking page loads before it renders.
import { msg } from '@lingui/core/macro';
import type { FollowEntity } from '@sealens/domain';
import type { MonitorPageConfig } from '../../workbench-pages';

/** The monitor centre's pages (issue 31): each entity's monitor (data menu targets), the rules and the notification centre (side navigation and top bar). */
export const MONITOR_PATHS: Readonly<Record<FollowEntity, string>> = {
  product: 'dashboard/product-monitor',
  shop: 'dashboard/store-monitor',
  brand: 'dashboard/brand-monitor',
  keyword: 'dashboard/key-words-monitor',
};
export const ALERT_RULES_PATH = 'dashboard/alert-rules';
export const MY_SHOP_PATH = 'dashboard/my-shop';
export const NOTIFICATIONS_PATH = 'dashboard/notifications';

export const MONITOR_PAGES: readonly MonitorPageConfig[] = [
  {
    kind: 'monitor',
    view: 'follows',
    entity: 'product',
    path: MONITOR_PATHS.product,
    title: msg`Product monitor`,
    intro: msg`The products you follow: their price, units, place in their category and stock on the data day, and how each moved since the day you followed it. Sort, export, and let your alert rules watch them.`,
  },
  {
    kind: 'monitor',
    view: 'follows',
    entity: 'shop',
    path: MONITOR_PATHS.shop,
    title: msg`Shop monitor`,
    intro: msg`The shops you follow: their units and sales value on the data day and over 7 days, their new products, and how each moved since the day you followed it.`,
  },
  {
    kind: 'monitor',
    view: 'follows',
    entity: 'brand',
    path: MONITOR_PATHS.brand,
    title: msg`Brand monitor`,
    intro: msg`The brands you follow, of one site or of all sites: their units and sales value on the data day and over 7 days, and how each moved since the day you followed it.`,
  },
  {
    kind: 'monitor',
    view: 'follows',
    entity: 'keyword',
    path: MONITOR_PATHS.keyword,
    title: msg`Keyword monitor`,
    intro: msg`The search words you follow: their search index on the data day and over 7 days, the products they find, and how each moved since the day you followed it.`,
  },
  {
    kind: 'monitor',
    view: 'my-shop',
    path: MY_SHOP_PATH,
    title: msg`My shop`,
    intro: msg`Your authorised shops beside their category and the shops you follow: units, sales value and share of the category over the last 7 days.`,
  },
  {
    kind: 'monitor',
    view: 'rules',
    path: ALERT_RULES_PATH,
    title: msg`Alert rules`,
    intro: msg`Presets with your threshold, or your own conditions joined by AND or OR: after each day's data comes in, every rule is checked against the items you follow.`,
  },
  {
    kind: 'monitor',
    view: 'notifications',
    path: NOTIFICATIONS_PATH,
    title: msg`Notifications`,
    intro: msg`What your alert rules found, newest first, and where else the news goes: a daily e-mail digest and a webhook to your own chat tool.`,
  },
];
