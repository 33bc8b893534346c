// The short-video marketplace's rankings (issue 32 item 4): TikTok Shop's products, shops, videos and creators,
// read by the workbench's generic ranking, item and history operations with `entity` one of TIKTOK_ENTITIES.
// The same keys as the other rankings' (the URL is the state), with this marketplace's sites, periods,
// orders and sorts.
import { CATEGORY_IDS } from '../categories';

export const TIKTOK_ENTITIES = ['tt-product', 'tt-shop', 'video', 'creator'] as const;
export type TiktokEntity = (typeof TIKTOK_ENTITIES)[number];
/** The TikTok Shop sites the data covers (each in its country's currency). */
export const TIKTOK_SITE_CODES = ['ID', 'MY', 'PH', 'SG', 'TH', 'VN'] as const;
export type TiktokSiteCode = (typeof TIKTOK_SITE_CODES)[number];
/** Days of the periods its figures are derived for. */
export const TIKTOK_PERIODS = [1, 7, 30] as const;
export type TiktokPeriod = (typeof TIKTOK_PERIODS)[number];
export const TIKTOK_DEFAULT_PERIOD: TiktokPeriod = 7;
export const TIKTOK_SIZES = [50, 100, 200] as const;
/** A soaring row sold at least this many units in the period before (a growth on less says little). */
export const TIKTOK_SOARING_BASE = 10;
/** A new product was listed, a new shop opened, within these days of the data day. */
export const TIKTOK_NEW_DAYS = 30;

export type TiktokOrder = 'hot' | 'soaring' | 'new';
export type TiktokSort = 'units' | 'gmv' | 'growth' | 'videoUnits' | 'liveUnits' | 'views' | 'likes' | 'commission' | 'creators' | 'products' | 'followers' | 'price' | 'listed';

/**
 * Each entity's orders (hot: units in the period, a video's views; soaring: units' growth on the period
 * before; new: products listed and shops opened within 30 days) and the columns it sorts by.
 */
export const TIKTOK_ENTITY_RULES: Readonly<Record<TiktokEntity, { orders: readonly TiktokOrder[]; sorts: readonly TiktokSort[] }>> = {
  'tt-product': { orders: ['hot', 'soaring', 'new'], sorts: ['units', 'gmv', 'growth', 'videoUnits', 'liveUnits', 'commission', 'creators', 'price', 'listed'] },
  'tt-shop': { orders: ['hot', 'soaring', 'new'], sorts: ['units', 'gmv', 'growth', 'videoUnits', 'liveUnits', 'commission', 'creators', 'products', 'followers'] },
  video: { orders: ['hot'], sorts: ['views', 'likes', 'units', 'gmv', 'commission', 'listed'] },
  creator: { orders: ['hot', 'soaring'], sorts: ['units', 'gmv', 'growth', 'videoUnits', 'liveUnits', 'views', 'likes', 'commission', 'products', 'followers'] },
};

export interface TiktokRange {
  min?: number;
  max?: number;
}

export interface TiktokQuery {
  entity: TiktokEntity;
  order: TiktokOrder;
  /** Absent: all sites, money in US dollars. */
  site?: TiktokSiteCode;
  categoryId?: number;
  period: TiktokPeriod;
  sort?: TiktokSort;
  dir: 'asc' | 'desc';
  page: number;
  size: (typeof TIKTOK_SIZES)[number];
  units?: TiktokRange;
  gmv?: TiktokRange;
  growth?: TiktokRange;
}

export function isTiktokEntity(value: unknown): value is TiktokEntity {
  return typeof value === 'string' && (TIKTOK_ENTITIES as readonly string[]).includes(value);
}

const KEYS = new Set(['entity', 'order', 'site', 'cat', 'period', 'sort', 'dir', 'page', 'size', 'unitsMin', 'unitsMax', 'gmvMin', 'gmvMax', 'growthMin', 'growthMax']);
const MAX_VALUE = 1e15;

/**
 * Reads a TikTok ranking's state from query parameters; `issues` names each key outside the contract
 * (a filter of the other rankings that these rows lack, such as `priceMin`, is one).
 */
export function parseTiktokQuery(params: URLSearchParams | Readonly<Record<string, string | undefined>>, defaults: { entity?: TiktokEntity; order?: TiktokOrder } = {}): { query: TiktokQuery; issues: string[] } {
  const entries: [string, string][] = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined);
  const values = new Map(entries.filter(([, v]) => v !== ''));
  const issues: string[] = [];
  for (const key of values.keys()) if (!KEYS.has(key)) issues.push(key);
  const pick = <T extends string>(key: string, allowed: readonly T[]): T | undefined => {
    const v = values.get(key);
    if (v === undefined) return undefined;
    if ((allowed as readonly string[]).includes(v)) return v as T;
    issues.push(key);
    return undefined;
  };
  const number = (key: string, { integer = false, min = -MAX_VALUE, max = MAX_VALUE } = {}): number | undefined => {
    const v = values.get(key);
    if (v === undefined) return undefined;
    const n = v.length <= 24 ? Number(v) : Number.NaN;
    if (!Number.isFinite(n) || (integer && !Number.isInteger(n)) || n < min || n > max) {
      issues.push(key);
      return undefined;
    }
    return n;
  };
  const range = (prefix: string, options: { integer?: boolean; min?: number }): TiktokRange | undefined => {
    const min = number(`${prefix}Min`, options);
    const max = number(`${prefix}Max`, options);
    if (min !== undefined && max !== undefined && min > max) {
      issues.push(`${prefix}Max`);
      return { min };
    }
    return min === undefined && max === undefined ? undefined : { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  };
  const entity = pick('entity', TIKTOK_ENTITIES) ?? defaults.entity ?? 'tt-product';
  const rules = TIKTOK_ENTITY_RULES[entity];
  const order = pick('order', rules.orders) ?? (defaults.order && rules.orders.includes(defaults.order) ? defaults.order : 'hot');
  const site = pick('site', TIKTOK_SITE_CODES);
  const cat = number('cat', { integer: true, min: 1, max: 9_999_999 });
  if (cat !== undefined && !(CATEGORY_IDS as readonly number[]).includes(cat)) issues.push('cat');
  const period = pick('period', TIKTOK_PERIODS.map(String));
  const sort = pick('sort', rules.sorts);
  const size = pick('size', TIKTOK_SIZES.map(String));
  const query: TiktokQuery = {
    entity,
    order,
    ...(site ? { site } : {}),
    ...(cat !== undefined && (CATEGORY_IDS as readonly number[]).includes(cat) ? { categoryId: cat } : {}),
    period: period ? (Number(period) as TiktokPeriod) : TIKTOK_DEFAULT_PERIOD,
    ...(sort ? { sort } : {}),
    dir: pick('dir', ['asc', 'desc'] as const) ?? 'desc',
    page: number('page', { integer: true, min: 1, max: 10_000 }) ?? 1,
    size: size ? (Number(size) as TiktokQuery['size']) : 50,
  };
  const units = range('units', { integer: true, min: 0 });
  if (units) query.units = units;
  const gmv = range('gmv', { min: 0 });
  if (gmv) query.gmv = gmv;
  const growth = range('growth', { min: -100 });
  if (growth) query.growth = growth;
  return { query, issues };
}

/** The query's parameters, defaults left out (a page's address, a saved view). */
export function tiktokQueryParams(query: TiktokQuery, defaults: { entity?: TiktokEntity; order?: TiktokOrder } = {}): URLSearchParams {
  const p = new URLSearchParams();
  if (query.entity !== (defaults.entity ?? 'tt-product')) p.set('entity', query.entity);
  if (query.order !== (defaults.order ?? 'hot')) p.set('order', query.order);
  if (query.site) p.set('site', query.site);
  if (query.categoryId !== undefined) p.set('cat', String(query.categoryId));
  if (query.period !== TIKTOK_DEFAULT_PERIOD) p.set('period', String(query.period));
  if (query.sort) p.set('sort', query.sort);
  if (query.dir !== 'desc') p.set('dir', query.dir);
  if (query.page !== 1) p.set('page', String(query.page));
  if (query.size !== 50) p.set('size', String(query.size));
  for (const [key, range] of [
    ['units', query.units],
    ['gmv', query.gmv],
    ['growth', query.growth],
  ] as const) {
    if (range?.min !== undefined) p.set(`${key}Min`, String(range.min));
    if (range?.max !== undefined) p.set(`${key}Max`, String(range.max));
  }
  return p;
}
