// The state of a workbench ranking (DESIGN.md §6 "URL is the state"): one shape for the page's
// query string, the API's query and a saved view. Parsing never throws: a value outside its
// contract is dropped (the page) or refused with 400 (the server: `parseRankingQuery(...).issues`).
import { CATEGORY_IDS } from '../categories';
import { LAZADA_SITE_CODES, type MarketSiteCode } from '../marketplaces';
import { SITE_CODES } from '../sites';

export const WORKBENCH_ENTITIES = ['product', 'shop', 'keyword', 'category', 'brand'] as const;
export type WorkbenchEntity = (typeof WORKBENCH_ENTITIES)[number];
export const DEFAULT_ENTITY: WorkbenchEntity = 'product';

/**
 * hot-selling (units), soaring (growth on the period before), hot-new (listed within 30 days),
 * blue-ocean (issue 29 item 5: the blue-ocean index, highest first) and likes (issue 32: products that
 * sold in the period, most liked first; the marketplace lists' likes ranking), which only some entities have.
 */
export const RANKING_ORDERS = ['hot', 'soaring', 'new', 'blueOcean', 'likes'] as const;
export type RankingOrder = (typeof RANKING_ORDERS)[number];
/** The orders every entity's ranking has (an entity's rules may name others: `orders`). */
export const COMMON_RANKING_ORDERS: readonly RankingOrder[] = ['hot', 'soaring', 'new'];

/** Rolling periods in days ending on the data day; a calendar month is written `YYYY-MM`. */
export const ROLLING_PERIODS = [1, 7, 30, 90] as const;
export type RollingPeriod = (typeof ROLLING_PERIODS)[number];
export type RankingPeriod = RollingPeriod | `${number}-${number}`;
export const DEFAULT_PERIOD: RollingPeriod = 7;
const MONTH = /^(20\d\d)-(0[1-9]|1[0-2])$/;

/** Shop types of the marketplace (issue 26: cross-border, local, Mall). */
export const SHOP_TYPES = ['cross-border', 'local', 'mall'] as const;
export type ShopType = (typeof SHOP_TYPES)[number];

/** Sortable columns of the product ranking (the server sorts; the table only asks). */
export const PRODUCT_SORTS = ['units', 'gmv', 'growth', 'price', 'rating', 'reviews', 'likes', 'listed'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Sortable columns of the shop ranking: `products` its active products, `newShare` the share of its sales from products listed within 30 days. */
export const SHOP_SORTS = ['units', 'gmv', 'growth', 'products', 'newShare', 'rating'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
/**
 * Sortable columns of the search-word ranking (issue 29 item 2): `search` its search index in the
 * period, `growth` the index's growth, `productBase` the products it finds, `bid` the recommended
 * bid, `salesPerShop` the 30-day units of its top products per shop selling them.
 */
export const KEYWORD_SORTS = ['search', 'growth', 'productBase', 'bid', 'salesPerShop'] as const;
export type KeywordSort = (typeof KEYWORD_SORTS)[number];
/**
 * Sortable columns of the category ranking (issue 29 item 4): `products` its selling products,
 * `shops` its active shops, `salesPerShop` 30-day units per active shop, `top10Share` its ten best
 * sellers' share of its sales value, `newShare` the newcomers', `blueOcean` the blue-ocean industry index.
 */
export const CATEGORY_SORTS = ['units', 'gmv', 'growth', 'products', 'shops', 'salesPerShop', 'top10Share', 'newShare', 'blueOcean'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];
/**
 * Sortable columns of the brand ranking (issue 29 item 3): `shops` the shops selling its products,
 * `products` its selling products (both within 30 days).
 */
export const BRAND_SORTS = ['units', 'gmv', 'growth', 'shops', 'products'] as const;
export type BrandSort = (typeof BRAND_SORTS)[number];
export type RankingSort = ProductSort | ShopSort | KeywordSort | CategorySort | BrandSort;

/** The product ranking's columns in their default order; `rank` and `product` cannot be hidden. */
export const PRODUCT_COLUMNS = ['rank', 'product', 'site', 'price', 'units', 'gmv', 'growth', 'trend', 'rating', 'reviews', 'likes', 'shop', 'category', 'listed'] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];
export const FIXED_COLUMNS: readonly ProductColumn[] = ['rank', 'product'];

/** The shop ranking's columns in their default order (issue 29 item 1); `rank` and `shop` cannot be hidden. */
export const SHOP_COLUMNS = ['rank', 'shop', 'site', 'units', 'gmv', 'growth', 'products', 'newShare', 'rating', 'trend', 'category', 'opened'] as const;
export type ShopColumn = (typeof SHOP_COLUMNS)[number];
export const FIXED_SHOP_COLUMNS: readonly ShopColumn[] = ['rank', 'shop'];

/** The search-word ranking's columns in their default order (issue 29 item 2); `rank` and `keyword` cannot be hidden. */
export const KEYWORD_COLUMNS = ['rank', 'keyword', 'site', 'search', 'growth', 'productBase', 'bid', 'products', 'trend', 'category', 'firstSeen'] as const;
export type KeywordColumn = (typeof KEYWORD_COLUMNS)[number];
export const FIXED_KEYWORD_COLUMNS: readonly KeywordColumn[] = ['rank', 'keyword'];

/** The category ranking's columns in their default order (issue 29 item 4); `rank` and `category` cannot be hidden. */
export const CATEGORY_COLUMNS = ['rank', 'category', 'units', 'gmv', 'growth', 'products', 'shops', 'salesPerShop', 'top10Share', 'newShare', 'blueOcean', 'trend'] as const;
export type CategoryColumn = (typeof CATEGORY_COLUMNS)[number];
export const FIXED_CATEGORY_COLUMNS: readonly CategoryColumn[] = ['rank', 'category'];

/** The brand ranking's columns in their default order (issue 29 item 3); `rank` and `brand` cannot be hidden. */
export const BRAND_COLUMNS = ['rank', 'brand', 'units', 'gmv', 'growth', 'shops', 'products', 'category', 'trend'] as const;
export type BrandColumn = (typeof BRAND_COLUMNS)[number];
export const FIXED_BRAND_COLUMNS: readonly BrandColumn[] = ['rank', 'brand'];

/** Rows per page of a ranking table. */
export const RANKING_PAGE_SIZES = [50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 50;

/** Inclusive ranges; either end may be open. Money is in the site's currency (US dollars over all sites). */
export interface Range {
  min?: number;
  max?: number;
}

export interface RankingFilters {
  price?: Range;
  units?: Range;
  gmv?: Range;
  /** Growth in percent on the period before. */
  growth?: Range;
  ratingMin?: number;
  reviewsMin?: number;
  likesMin?: number;
  /** Listing date, `YYYY-MM-DD`, inclusive. */
  listedFrom?: string;
  listedTo?: string;
  shopType?: ShopType;
  brandId?: number;
  /** A search word's search index in the period. */
  search?: Range;
  /** The products a search word finds on the marketplace (its product base). */
  productBase?: Range;
  /** A search word's recommended bid, in the site's currency (US dollars over all sites). */
  bid?: Range;
  /** The finder's (issue 30 item 1): a product's price change over the 30 days before the data day, in percent. */
  priceChange?: Range;
  /** Its reviews per unit it sold in the 30 days (few reviews per unit: a market still open). */
  reviewsPerUnit?: Range;
  /** The shops selling its sub-category (else category) on its site within the 30 days: its rivals. */
  categoryShops?: Range;
  /** Days since it was listed, on the data day (a relative listing date: a saved view stays young). */
  age?: Range;
}

export interface RankingQuery {
  /** Absent: products (the link of a product ranking carries no entity). */
  entity?: WorkbenchEntity;
  order: RankingOrder;
  /**
   * The second marketplace's product rankings (issue 32 item 3): its sites (`LZ-` codes) and "All
   * sites" over its six alone; absent, Shopee's (whose "All sites" is its nine).
   */
  marketplace?: 'lazada';
  /** One site of the ranking's marketplace. */
  site?: MarketSiteCode;
  /** A category of spec §3 (its typeId) or a sub-category (typeId * 100 + n). */
  categoryId?: number;
  period: RankingPeriod;
  filters: RankingFilters;
  sort?: RankingSort;
  dir: 'asc' | 'desc';
  page: number;
  size: number;
}

/** Query-string keys, short enough for a link that is shared. */
export const RANKING_PARAM_KEYS = [
  'entity', 'order', 'marketplace', 'site', 'cat', 'period', 'sort', 'dir', 'page', 'size',
  'priceMin', 'priceMax', 'unitsMin', 'unitsMax', 'gmvMin', 'gmvMax', 'growthMin', 'growthMax',
  'ratingMin', 'reviewsMin', 'likesMin', 'listedFrom', 'listedTo', 'shopType', 'brand',
  'searchMin', 'searchMax', 'productBaseMin', 'productBaseMax', 'bidMin', 'bidMax',
  'priceChangeMin', 'priceChangeMax', 'reviewsPerUnitMin', 'reviewsPerUnitMax', 'categoryShopsMin', 'categoryShopsMax', 'ageMin', 'ageMax',
] as const;

/** Each filter's query-string keys. */
const FILTER_PARAMS: Readonly<Record<keyof RankingFilters, readonly string[]>> = {
  price: ['priceMin', 'priceMax'],
  units: ['unitsMin', 'unitsMax'],
  gmv: ['gmvMin', 'gmvMax'],
  growth: ['growthMin', 'growthMax'],
  ratingMin: ['ratingMin'],
  reviewsMin: ['reviewsMin'],
  likesMin: ['likesMin'],
  listedFrom: ['listedFrom'],
  listedTo: ['listedTo'],
  shopType: ['shopType'],
  brandId: ['brand'],
  search: ['searchMin', 'searchMax'],
  productBase: ['productBaseMin', 'productBaseMax'],
  bid: ['bidMin', 'bidMax'],
  priceChange: ['priceChangeMin', 'priceChangeMax'],
  reviewsPerUnit: ['reviewsPerUnitMin', 'reviewsPerUnitMax'],
  categoryShops: ['categoryShopsMin', 'categoryShopsMax'],
  age: ['ageMin', 'ageMax'],
};

/** The product finder's own ranges (issue 30 item 1), beside every product ranking filter. */
export const FINDER_PRODUCT_FILTERS = ['priceChange', 'reviewsPerUnit', 'categoryShops', 'age'] as const satisfies readonly (keyof RankingFilters)[];

/**
 * What each entity's ranking takes (DESIGN.md §6: one ranking over entities): its sorts and its
 * filters. A shop has no price, reviews, likes, listing date or brand of its own.
 */
export const RANKING_ENTITY_RULES: Readonly<
  Record<WorkbenchEntity, { sorts: readonly RankingSort[]; filters: readonly (keyof RankingFilters)[]; subCategories: boolean; orders?: readonly RankingOrder[] }>
> = {
  product: {
    sorts: PRODUCT_SORTS,
    filters: ['price', 'units', 'gmv', 'growth', 'ratingMin', 'reviewsMin', 'likesMin', 'listedFrom', 'listedTo', 'shopType', 'brandId', ...FINDER_PRODUCT_FILTERS],
    subCategories: true,
    orders: [...COMMON_RANKING_ORDERS, 'likes'],
  },
  // A shop's category is its own (spec §3 typeId): it has none of a sub-category's.
  shop: { sorts: SHOP_SORTS, filters: ['units', 'gmv', 'growth', 'ratingMin', 'shopType'], subCategories: false },
  // A category's scope is a site (or all) and its parent: a category lists its sub-categories.
  // A category is not new: no hot-new list; its blue-ocean order is the blue-ocean industry index (issue 29 item 5).
  category: { sorts: CATEGORY_SORTS, filters: ['units', 'gmv', 'growth'], subCategories: true, orders: ['hot', 'soaring', 'blueOcean'] },
  // A search word's growth is its search index's; the feed gives a word its category alone.
  keyword: { sorts: KEYWORD_SORTS, filters: ['search', 'growth', 'productBase', 'bid'], subCategories: false, orders: [...COMMON_RANKING_ORDERS, 'blueOcean'] },
  // A brand's rows are per site or all sites; its category is its top one (by 30-day sales value). It has no hot-new list.
  brand: { sorts: BRAND_SORTS, filters: ['units', 'gmv', 'growth'], subCategories: false, orders: ['hot', 'soaring'] },
};

export const MAX_PAGE = 10_000;
const DAY = /^(20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** The largest number a range may carry (keeps every figure inside a float8 comparison). */
export const MAX_RANGE_VALUE = 1e15;

export interface ParsedRankingQuery {
  query: RankingQuery;
  /** Keys whose value was outside the contract (the server answers 400 naming them). */
  issues: string[];
}

function isCategory(id: number): boolean {
  if ((CATEGORY_IDS as readonly number[]).includes(id)) return true;
  const parent = Math.floor(id / 100);
  return (CATEGORY_IDS as readonly number[]).includes(parent) && id % 100 >= 1;
}

/** What a ranking's defaults may name: its order, and its entity (a page's configuration). */
export interface RankingDefaults {
  order?: RankingOrder;
  entity?: WorkbenchEntity;
  /** A marketplace list's marketplace (its page's address need not name it). */
  marketplace?: 'lazada';
}

/** The marketplaces a ranking reads (`marketplace`); only products have a second marketplace's ranking. */
export const RANKING_MARKETPLACES = ['shopee', 'lazada'] as const;

/** Reads a ranking's state from query parameters (a URLSearchParams or a plain record). */
export function parseRankingQuery(params: URLSearchParams | Readonly<Record<string, string | undefined>>, defaults: RankingDefaults = {}): ParsedRankingQuery {
  const get = (key: string): string | undefined => {
    const value = params instanceof URLSearchParams ? params.get(key) : params[key];
    return value === null || value === undefined || value === '' ? undefined : value;
  };
  const issues: string[] = [];
  const pick = <T extends string>(key: string, allowed: readonly T[]): T | undefined => {
    const value = get(key);
    if (value === undefined) return undefined;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    issues.push(key);
    return undefined;
  };
  const number = (key: string, { integer = false, min = -MAX_RANGE_VALUE, max = MAX_RANGE_VALUE } = {}): number | undefined => {
    const value = get(key);
    if (value === undefined) return undefined;
    const n = value.length <= 24 ? Number(value) : Number.NaN;
    if (!Number.isFinite(n) || (integer && !Number.isInteger(n)) || n < min || n > max) {
      issues.push(key);
      return undefined;
    }
    return n;
  };
  const range = (prefix: string, options: { integer?: boolean; min?: number } = {}): Range | undefined => {
    const min = number(`${prefix}Min`, options);
    const max = number(`${prefix}Max`, options);
    if (min !== undefined && max !== undefined && min > max) {
      issues.push(`${prefix}Max`);
      return { min };
    }
    return min === undefined && max === undefined ? undefined : { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
  };
  const day = (key: string): string | undefined => {
    const value = get(key);
    if (value === undefined) return undefined;
    if (DAY.test(value)) return value;
    issues.push(key);
    return undefined;
  };

  const entity = pick('entity', WORKBENCH_ENTITIES) ?? defaults.entity ?? DEFAULT_ENTITY;
  const rules = RANKING_ENTITY_RULES[entity];
  const order = pick('order', rules.orders ?? COMMON_RANKING_ORDERS) ?? defaults.order ?? 'hot';
  const marketplaceAsked = pick('marketplace', RANKING_MARKETPLACES);
  const marketplace = marketplaceAsked ?? defaults.marketplace ?? 'shopee';
  if (marketplace === 'lazada' && entity !== 'product') issues.push('marketplace');
  const site = pick<MarketSiteCode>('site', marketplace === 'lazada' ? LAZADA_SITE_CODES : SITE_CODES);
  const cat = number('cat', { integer: true, min: 1, max: 9_999_999 });
  const categoryId = cat !== undefined && isCategory(cat) && (rules.subCategories || cat < 1_000_000) ? cat : undefined;
  if (cat !== undefined && categoryId === undefined) issues.push('cat');

  let period: RankingPeriod = DEFAULT_PERIOD;
  const rawPeriod = get('period');
  if (rawPeriod !== undefined) {
    if ((ROLLING_PERIODS as readonly number[]).map(String).includes(rawPeriod)) period = Number(rawPeriod) as RollingPeriod;
    else if (MONTH.test(rawPeriod)) period = rawPeriod as RankingPeriod;
    else issues.push('period');
  }

  const filters: RankingFilters = {};
  const price = range('price', { min: 0 });
  if (price) filters.price = price;
  const units = range('units', { integer: true, min: 0 });
  if (units) filters.units = units;
  const gmv = range('gmv', { min: 0 });
  if (gmv) filters.gmv = gmv;
  const growth = range('growth', { min: -100 });
  if (growth) filters.growth = growth;
  const ratingMin = number('ratingMin', { min: 0, max: 5 });
  if (ratingMin !== undefined) filters.ratingMin = ratingMin;
  const reviewsMin = number('reviewsMin', { integer: true, min: 0 });
  if (reviewsMin !== undefined) filters.reviewsMin = reviewsMin;
  const likesMin = number('likesMin', { integer: true, min: 0 });
  if (likesMin !== undefined) filters.likesMin = likesMin;
  const listedFrom = day('listedFrom');
  if (listedFrom) filters.listedFrom = listedFrom;
  const listedTo = day('listedTo');
  if (listedTo) filters.listedTo = listedTo;
  const shopType = pick('shopType', SHOP_TYPES);
  if (shopType) filters.shopType = shopType;
  const brandId = number('brand', { integer: true, min: 1, max: 2_147_483_647 });
  if (brandId !== undefined) filters.brandId = brandId;
  const search = range('search', { integer: true, min: 0 });
  if (search) filters.search = search;
  const productBase = range('productBase', { integer: true, min: 0 });
  if (productBase) filters.productBase = productBase;
  const bid = range('bid', { min: 0 });
  if (bid) filters.bid = bid;
  const priceChange = range('priceChange', { min: -100 });
  if (priceChange) filters.priceChange = priceChange;
  const reviewsPerUnit = range('reviewsPerUnit', { min: 0 });
  if (reviewsPerUnit) filters.reviewsPerUnit = reviewsPerUnit;
  const categoryShops = range('categoryShops', { integer: true, min: 0 });
  if (categoryShops) filters.categoryShops = categoryShops;
  const age = range('age', { integer: true, min: 0 });
  if (age) filters.age = age;

  // A filter the entity does not have is outside the contract (a shop has no price or listing date).
  for (const key of Object.keys(filters) as (keyof RankingFilters)[]) {
    if (rules.filters.includes(key)) continue;
    issues.push(...FILTER_PARAMS[key].filter((param) => get(param) !== undefined));
    delete filters[key];
  }
  const sort = pick('sort', rules.sorts);
  const dir = pick('dir', ['asc', 'desc'] as const) ?? 'desc';
  const page = number('page', { integer: true, min: 1, max: MAX_PAGE }) ?? 1;
  const sizeRaw = number('size', { integer: true, min: 1, max: 1_000 });
  const size = sizeRaw !== undefined && (RANKING_PAGE_SIZES as readonly number[]).includes(sizeRaw) ? sizeRaw : DEFAULT_PAGE_SIZE;
  if (sizeRaw !== undefined && size !== sizeRaw) issues.push('size');

  return {
    query: { ...(entity !== DEFAULT_ENTITY ? { entity } : {}), order, ...(marketplace === 'lazada' ? { marketplace } : {}), ...(site ? { site } : {}), ...(categoryId !== undefined ? { categoryId } : {}), period, filters, ...(sort ? { sort } : {}), dir, page, size },
    issues,
  };
}

/**
 * The query parameters of a ranking's state, defaults left out, in a fixed key order: the same view
 * always gives the same link (and the same saved-view query).
 */
export function rankingQueryParams(query: RankingQuery, defaults: RankingDefaults = {}): URLSearchParams {
  const out = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined) out.set(key, String(value));
  };
  if ((query.entity ?? DEFAULT_ENTITY) !== (defaults.entity ?? DEFAULT_ENTITY)) set('entity', query.entity ?? DEFAULT_ENTITY);
  if (query.order !== (defaults.order ?? 'hot')) set('order', query.order);
  if ((query.marketplace ?? 'shopee') !== (defaults.marketplace ?? 'shopee')) set('marketplace', query.marketplace ?? 'shopee');
  set('site', query.site);
  set('cat', query.categoryId);
  if (query.period !== DEFAULT_PERIOD) set('period', query.period);
  const f = query.filters;
  set('priceMin', f.price?.min);
  set('priceMax', f.price?.max);
  set('unitsMin', f.units?.min);
  set('unitsMax', f.units?.max);
  set('gmvMin', f.gmv?.min);
  set('gmvMax', f.gmv?.max);
  set('growthMin', f.growth?.min);
  set('growthMax', f.growth?.max);
  set('ratingMin', f.ratingMin);
  set('reviewsMin', f.reviewsMin);
  set('likesMin', f.likesMin);
  set('listedFrom', f.listedFrom);
  set('listedTo', f.listedTo);
  set('shopType', f.shopType);
  set('brand', f.brandId);
  set('searchMin', f.search?.min);
  set('searchMax', f.search?.max);
  set('productBaseMin', f.productBase?.min);
  set('productBaseMax', f.productBase?.max);
  set('bidMin', f.bid?.min);
  set('bidMax', f.bid?.max);
  set('priceChangeMin', f.priceChange?.min);
  set('priceChangeMax', f.priceChange?.max);
  set('reviewsPerUnitMin', f.reviewsPerUnit?.min);
  set('reviewsPerUnitMax', f.reviewsPerUnit?.max);
  set('categoryShopsMin', f.categoryShops?.min);
  set('categoryShopsMax', f.categoryShops?.max);
  set('ageMin', f.age?.min);
  set('ageMax', f.age?.max);
  set('sort', query.sort);
  if (query.dir !== 'desc') set('dir', query.dir);
  if (query.page !== 1) set('page', query.page);
  if (query.size !== DEFAULT_PAGE_SIZE) set('size', query.size);
  return out;
}

/** A calendar month period's first and last day. */
export function monthBounds(period: `${number}-${number}`): { from: string; to: string } {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { from: `${y}-${mm}-01`, to: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

export function isMonthPeriod(period: RankingPeriod): period is `${number}-${number}` {
  return typeof period === 'string';
}
