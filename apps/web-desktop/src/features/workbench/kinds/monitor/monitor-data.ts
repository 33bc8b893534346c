// The monitor centre's data (issue 31): a monitor's follows of one entity sorted and paged as its
// URL says (GET /follows), the alert rules (GET /rules), and the notification centre with where
// alerts go (GET /notifications, /alert-settings, /webhook, /webhook/deliveries). All of it is the
// member's own: a visitor's page says to log in and asks nothing.
import type { WorkbenchComponents } from '@sealens/api';
import type { FollowEntity, FollowSortKey } from '@sealens/workbench';
import { siteApi } from '@sealens/auth';
import { loaderApi } from '@sealens/ssr';
import type { LoaderFunctionArgs } from 'react-router';
import type { MonitorPageConfig } from '../../workbench-pages';
import { isMemberRequest, payloadOf, workbenchApi } from '../workbench-api';

type Schemas = WorkbenchComponents['schemas'];

export const FOLLOW_SORTS: readonly FollowSortKey[] = ['followed', 'title', 'units', 'units7', 'gmv7', 'price', 'rank', 'stock', 'searchIndex', 'search7', 'unitsChange', 'priceChange', 'searchChange', 'change'];
export const FOLLOW_PAGE_SIZES = [50, 100, 200] as const;
export type FollowPageSize = (typeof FOLLOW_PAGE_SIZES)[number];
export const NOTIFICATION_PAGE_SIZE = 20;

export interface FollowsQuery {
  entity: FollowEntity;
  /** Absent: the newest follow first (the server's order). */
  sort?: FollowSortKey;
  dir: 'asc' | 'desc';
  page: number;
  size: FollowPageSize;
  group?: string;
}

export interface FollowsData {
  view: 'follows';
  query: FollowsQuery;
  follows: Schemas['FollowPage'] | null;
}

export interface RulesData {
  view: 'rules';
  rules: { rules: Schemas['AlertRule'][]; max: number; unlockTier?: Schemas['Tier'] } | null;
  groups: string[];
}

export interface NotificationsData {
  view: 'notifications';
  query: { unread: boolean; page: number };
  notifications: { rows: Schemas['Notification'][]; total: number; unread: number } | null;
  email: string;
  webhook: Schemas['Webhook'] | null;
  deliveries: Schemas['WebhookDelivery'][];
}

/** One of the member's authorised shops (spec §2's multi-shop authorisation) and what the data holds of it. */
export interface MyShop {
  shopId: string;
  site: string;
  name: string;
  /** Absent: the market data holds no shop with this id. */
  row?: Schemas['ShopRow'];
  /** Its figures over the 7 days ending on the data day. */
  week?: Schemas['PeriodFigures'] | undefined;
  categoryRank?: number | null;
  /** Its category on its site, over the same 7 days. */
  category?: { id: number; week?: Schemas['PeriodFigures'] | undefined };
}

export interface MyShopData {
  view: 'my-shop';
  /** Null: the authorised shops could not be read. */
  shops: MyShop[] | null;
  /** The shops the member follows (their rivals), most units over 7 days first. */
  rivals: Schemas['FollowRow'][];
}

export type MonitorData = { view: 'visitor' } | FollowsData | RulesData | NotificationsData | MyShopData;

/** The days My shop compares over: the follows' 7-day figures (FollowRow units7, gmv7). */
export const MY_SHOP_DAYS = 7;

async function myShopData(context: unknown): Promise<MyShopData> {
  const api = workbenchApi(context);
  const main = loaderApi(context, siteApi).main;
  const [authorized, rivals] = await Promise.all([
    main.GET('/shop/authorized', { verifyCode: false }).then(
      ({ data }) => payloadOf(data),
      () => undefined,
    ),
    settle(api.GET('/follows', { params: { query: { entity: 'shop', sort: 'units7', dir: 'desc', page: 1, size: 50 } } })),
  ]);
  if (!authorized) return { view: 'my-shop', shops: null, rivals: rivals?.rows ?? [] };
  const shops = await Promise.all(
    authorized.shops.map(async (shop): Promise<MyShop> => {
      const mine: MyShop = { shopId: shop.shopId, site: shop.site, name: shop.shopName };
      if (!/^[0-9]{1,18}$/.test(shop.shopId)) return mine;
      const summary = await settle(api.GET('/item', { params: { query: { entity: 'shop', id: shop.shopId } } }));
      const row = summary?.item as Schemas['ShopRow'] | undefined;
      if (!summary || !row || !('logo' in row)) return mine;
      const category = await settle(api.GET('/item', { params: { query: { entity: 'category', id: String(row.categoryId), site: row.site } } }));
      const week = (figures: Schemas['PeriodFigures'][] | undefined) => figures?.find((f) => f.days === MY_SHOP_DAYS);
      return {
        ...mine,
        row,
        week: week(summary.figures),
        categoryRank: summary.categoryRank ?? null,
        category: { id: row.categoryId, week: week(category?.figures) },
      };
    }),
  );
  return { view: 'my-shop', shops, rivals: rivals?.rows ?? [] };
}

const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : fallback;
};

export function followsQueryOf(entity: FollowEntity, params: URLSearchParams): FollowsQuery {
  const sort = params.get('sort') as FollowSortKey | null;
  const size = Number(params.get('size'));
  const group = params.get('group')?.trim();
  return {
    entity,
    ...(sort && FOLLOW_SORTS.includes(sort) ? { sort } : {}),
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: positive(params.get('page'), 1),
    size: (FOLLOW_PAGE_SIZES as readonly number[]).includes(size) ? (size as FollowPageSize) : FOLLOW_PAGE_SIZES[0],
    ...(group ? { group: group.slice(0, 40) } : {}),
  };
}

/** A monitor's query as its URL (defaults left out). */
export function followsSearch(query: FollowsQuery): string {
  const params = new URLSearchParams();
  if (query.group) params.set('group', query.group);
  if (query.sort) params.set('sort', query.sort);
  if (query.sort && query.dir === 'asc') params.set('dir', 'asc');
  if (query.page > 1) params.set('page', String(query.page));
  if (query.size !== FOLLOW_PAGE_SIZES[0]) params.set('size', String(query.size));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The monitor's whole list as a file (GET /follows/export), sorted as shown. */
export function followsExportHref(query: FollowsQuery, format: 'csv' | 'xlsx', lang: string): string {
  const params = new URLSearchParams({ entity: query.entity, format, lang });
  if (query.group) params.set('group', query.group);
  if (query.sort) {
    params.set('sort', query.sort);
    params.set('dir', query.dir);
  }
  return `/api/workbench/follows/export?${params.toString()}`;
}

const settle = <T>(answer: Promise<{ data?: { code?: number; payload?: T } }>): Promise<T | undefined> =>
  answer.then(
    ({ data }) => payloadOf(data),
    () => undefined,
  );

export async function monitorLoader({ request, context }: LoaderFunctionArgs, page: MonitorPageConfig): Promise<MonitorData> {
  if (!isMemberRequest(context)) return { view: 'visitor' };
  const api = workbenchApi(context);
  const params = new URL(request.url).searchParams;
  if (page.view === 'follows' && page.entity) {
    const query = followsQueryOf(page.entity, params);
    const follows = await settle(
      api.GET('/follows', {
        params: { query: { entity: query.entity, dir: query.dir, page: query.page, size: query.size, ...(query.sort ? { sort: query.sort } : {}), ...(query.group ? { group: query.group } : {}) } },
      }),
    );
    return { view: 'follows', query, follows: follows ?? null };
  }
  if (page.view === 'my-shop') return myShopData(context);
  if (page.view === 'rules') {
    const [rules, keys] = await Promise.all([settle(api.GET('/rules', {})), settle(api.GET('/follows/keys', {}))]);
    return { view: 'rules', rules: rules ?? null, groups: keys?.groups ?? [] };
  }
  const query = { unread: params.get('unread') === '1', page: positive(params.get('page'), 1) };
  const [notifications, settings, webhook, deliveries] = await Promise.all([
    settle(api.GET('/notifications', { params: { query: { page: query.page, size: NOTIFICATION_PAGE_SIZE, ...(query.unread ? { unread: 1 } : {}) } } })),
    settle(api.GET('/alert-settings', {})),
    settle(api.GET('/webhook', {})),
    settle(api.GET('/webhook/deliveries', { params: { query: { page: 1, size: NOTIFICATION_PAGE_SIZE } } })),
  ]);
  return { view: 'notifications', query, notifications: notifications ?? null, email: settings?.email ?? '', webhook: webhook ?? null, deliveries: deliveries?.rows ?? [] };
}
