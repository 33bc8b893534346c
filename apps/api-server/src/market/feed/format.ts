// The daily feed (issue #11): one folder per day and site, `<feed>/<YYYY-MM-DD>/<SITE>/`, holding
// one NDJSON file per kind (one JSON object per line) and `manifest.json`, written last, that lists
// the files with their row counts and SHA-256. A day set without a manifest is still being written
// and is never imported. Old days may carry the market file alone (totals, no items).
//
// This file is the format's definition: the row shapes and the checks every row must pass.
import { CATEGORY_IDS, isMarketSiteCode, SHOP_TYPES, type MarketSiteCode, type ShopType } from '@sealens/domain';

import { isDay } from '../days';
import { readCounter } from '../market-config';
import { MARKET_OBSERVATION_RULES, MARKET_SITE_PROFILES } from '../marketplace-profiles';

/**
 * 2 (issue 33): a product row carries what a crawler sees (the sold counters as shown, the stock as
 * shown, the time of the pass), no longer the day's units; the simulator's truth is in TRUTH_FILE.
 */
export const FEED_FORMAT = 2;

export const ITEM_KINDS = ['shops', 'brands', 'products', 'keywords', 'lives', 'slots', 'offers'] as const;
/** In import order: shops before the products that name them. */
export const FEED_KINDS = ['market', ...ITEM_KINDS] as const;
export type FeedKind = (typeof FEED_KINDS)[number];
export type ItemKind = (typeof ITEM_KINDS)[number];

export const MANIFEST_FILE = 'manifest.json';
/** The simulator's truth of a day's products: beside the day set, in no manifest; never imported. */
export const TRUTH_FILE = 'truth.ndjson';
/** Product fields only the simulator knows: a row carrying one is refused (a crawler cannot see them). */
export const TRUTH_FIELDS = ['sales', 'units', 'value'] as const;
/**
 * The simulator's truth of a day's supplier offers (issue 30): which offer each sourced product was
 * sourced from, beside the day set and in no manifest (as TRUTH_FILE); the matching bench reads it.
 */
export const OFFER_TRUTH_FILE = 'offer-truth.ndjson';
/** Offer fields only the simulator knows: an offers row carrying one is refused (the matcher must find the pairs). */
export const OFFER_TRUTH_FIELDS = ['goodsId', 'goodsIds', 'sourceOf'] as const;
/** Most price tiers an offer lists (1688 shows up to a few quantity breaks). */
export const OFFER_TIERS_MAX = 5;
export const fileOf = (kind: FeedKind) => `${kind}.ndjson`;

export const SLOT_KINDS = ['flash-sale', 'campaign', 'banner'] as const;
export type SlotKind = (typeof SLOT_KINDS)[number];

/** Platform-wide figures of one category that day (money in the site's currency). */
export interface MarketRow {
  categoryId: number;
  gmv: number;
  sales: number;
  productsSold: number;
  slotGmv: number;
}

export interface ProductRow {
  id: number;
  shopId: number;
  categoryId: number;
  /** The sub-category: `categoryId * 100 + n` (n from 1 to 99), or null. */
  subCategoryId: number | null;
  brandId: number | null;
  title: string;
  /** Price that day, site currency. */
  price: number;
  /** Stock as the marketplace shows it (capped at the site's limit: OBSERVATION_RULES, MARKET_OBSERVATION_RULES for any marketplace's site). */
  stock: number;
  /** The cumulative sold counter as the marketplace shows it ("987", "1.2k", "10k+"). */
  soldShown: string;
  /** Units sold in the last 30 days as shown, on sites that show it; else null. */
  monthlyShown: string | null;
  rating: number;
  ratingCount: number;
  likes: number;
  comments: number;
  /** ISO 8601 instant the product was listed. */
  listedAt: string;
  image: string;
  /** ISO 8601 instant of the crawler's pass that saw the product (after the day's end). */
  observedAt: string;
}

export interface ShopRow {
  id: number;
  name: string;
  categoryId: number;
  logo: string;
  rating: number;
  followers: number;
  products: number;
  openedAt: string;
  /** cross-border (a seller abroad), local, or mall (an official or brand store). */
  type: ShopType;
}

export interface BrandRow {
  id: number;
  name: string;
  categoryId: number;
  logo: string;
}

export interface KeywordRow {
  id: number;
  keyword: string;
  categoryId: number;
  searchIndex: number;
  productBase: number;
  recommendedBid: number;
  /**
   * The products a search for the word shows first that day (goods ids, best first; at most
   * KEYWORD_LIST_MAX): what the word finds. Absent in feeds written before it: none.
   */
  topProducts: number[];
  /** The marketplace's related searches for the word (keyword ids of the same site; at most KEYWORD_LIST_MAX). Absent: none. */
  related: number[];
}

/** A product a live session showed (issue 32): the units it sold during the session and their value (site currency). */
export interface LiveGoodsRow {
  goodsId: number;
  sales: number;
  gmv: number;
}

export interface LiveRow {
  id: number;
  shopId: number;
  startAt: string;
  minutes: number;
  /** People who watched the session at some time. */
  viewers: number;
  sales: number;
  gmv: number;
  /**
   * Viewers watching at each quarter hour from the start (issue 32): at most LIVE_CURVE_MAX points,
   * none above `viewers`. Absent in feeds written before it: none.
   */
  viewerCurve: number[];
  /**
   * The products the session showed, at most LIVE_GOODS_MAX, each once; their units sum to at most
   * the session's. Absent in feeds written before it: none.
   */
  goods: LiveGoodsRow[];
}

export interface SlotRow {
  id: number;
  kind: SlotKind;
  goodsId: number;
  startAt: string;
  endAt: string;
  slotPrice: number;
  sales: number;
}

/** One quantity break of a supplier offer: from `minQuantity` pieces, `price` CNY a piece. */
export interface OfferTier {
  minQuantity: number;
  price: number;
}

/**
 * A supplier offer of the 1688 wholesale market (issue 30), as the crawler's sourcing search found it
 * that day: a Chinese title, its picture, price tiers in CNY (quantities ascending, prices not
 * rising; the first tier's quantity is the minimum order), the weight of a piece and the supplier.
 */
export interface OfferRow {
  id: number;
  categoryId: number;
  title: string;
  image: string;
  tiers: OfferTier[];
  minOrder: number;
  weightGrams: number;
  supplierId: number;
  supplierName: string;
  /** The supplier's rating on 1688, 0 to 5. */
  supplierRating: number;
}

export interface FeedRows {
  market: MarketRow;
  products: ProductRow;
  shops: ShopRow;
  brands: BrandRow;
  keywords: KeywordRow;
  lives: LiveRow;
  slots: SlotRow;
  offers: OfferRow;
}

export type FeedDay = { [K in FeedKind]?: FeedRows[K][] };

export interface ManifestFile {
  rows: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FEED_FORMAT;
  site: MarketSiteCode;
  day: string;
  /** `simulator` (local mode's marketplace simulator: demo data) or `crawler`. */
  source: 'simulator' | 'crawler';
  files: { [K in FeedKind]?: ManifestFile };
  createdAt: string;
}

type Check<T> = { ok: true; row: T } | { ok: false; message: string };

const MAX_ID = Number.MAX_SAFE_INTEGER;
/** Most ids a keyword's top products or related words list. */
export const KEYWORD_LIST_MAX = 10;
const MAX_COUNT = 2_000_000_000;
/** Most products one live session's row lists. */
export const LIVE_GOODS_MAX = 20;
/** Most points of a session's viewer curve: one each quarter hour of a whole day, and its end. */
export const LIVE_CURVE_MAX = (24 * 60) / 15 + 1;

class RowError extends Error {}

function fail(message: string): never {
  throw new RowError(message);
}

function field(obj: Record<string, unknown>, name: string): unknown {
  if (!(name in obj)) fail(`${name} is missing`);
  return obj[name];
}

function id(obj: Record<string, unknown>, name: string): number {
  const v = field(obj, name);
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > MAX_ID) fail(`${name} must be a positive whole number`);
  return v;
}

function count(obj: Record<string, unknown>, name: string, max = MAX_COUNT): number {
  const v = field(obj, name);
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > max) fail(`${name} must be a whole number from 0 to ${max}`);
  return v;
}

function amount(obj: Record<string, unknown>, name: string, max = 1e15): number {
  const v = field(obj, name);
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > max) fail(`${name} must be a number from 0 to ${max}`);
  return v;
}

function positive(obj: Record<string, unknown>, name: string, max: number): number {
  const v = amount(obj, name, max);
  if (v === 0) fail(`${name} must be above 0`);
  return v;
}

/** A list of distinct ids, at most `max`; an absent list is an empty one (older feeds do not carry it). */
function ids(obj: Record<string, unknown>, name: string, max: number): number[] {
  if (!(name in obj)) return [];
  const v = obj[name];
  if (!Array.isArray(v) || v.length > max || v.some((x) => typeof x !== 'number' || !Number.isInteger(x) || x < 1 || x > MAX_ID)) {
    fail(`${name} must be a list of at most ${max} positive whole numbers`);
  }
  if (new Set(v).size !== v.length) fail(`${name} repeats an id`);
  return v as number[];
}

/** A live session's viewers each quarter hour; absent: none (older feeds do not carry it). */
function viewerCurve(obj: Record<string, unknown>): number[] {
  if (!('viewerCurve' in obj)) return [];
  const v = obj['viewerCurve'];
  if (!Array.isArray(v) || v.length > LIVE_CURVE_MAX || v.some((x) => typeof x !== 'number' || !Number.isInteger(x) || x < 0 || x > MAX_COUNT)) {
    fail(`viewerCurve must be a list of at most ${LIVE_CURVE_MAX} whole numbers from 0`);
  }
  return v as number[];
}

/** The products a live session showed; absent: none (older feeds do not carry them). */
function liveGoods(obj: Record<string, unknown>): LiveGoodsRow[] {
  if (!('goods' in obj)) return [];
  const v = obj['goods'];
  if (!Array.isArray(v) || v.length > LIVE_GOODS_MAX) fail(`goods must be a list of at most ${LIVE_GOODS_MAX} products`);
  const rows = v.map((g: unknown, i) => {
    if (typeof g !== 'object' || g === null || Array.isArray(g)) fail(`goods[${i}] must be an object`);
    const o = g as Record<string, unknown>;
    return { goodsId: id(o, 'goodsId'), sales: count(o, 'sales'), gmv: amount(o, 'gmv') };
  });
  if (new Set(rows.map((g) => g.goodsId)).size !== rows.length) fail('goods repeats a product');
  return rows;
}

function text(obj: Record<string, unknown>, name: string, max: number): string {
  const v = field(obj, name);
  if (typeof v !== 'string' || v.trim() === '' || v.length > max) fail(`${name} must be a text of 1 to ${max} characters`);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(v)) fail(`${name} holds control characters`);
  return v;
}

function category(obj: Record<string, unknown>): number {
  const v = field(obj, 'categoryId');
  if (typeof v !== 'number' || !(CATEGORY_IDS as readonly number[]).includes(v)) fail('categoryId is not one of the 12 categories');
  return v;
}

function instant(obj: Record<string, unknown>, name: string): string {
  const v = field(obj, name);
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) || Number.isNaN(Date.parse(v))) {
    fail(`${name} must be an ISO 8601 instant`);
  }
  return v;
}

/** A picture: a site path (`/demo/...`) or an https address. */
function picture(obj: Record<string, unknown>, name: string): string {
  const v = text(obj, name, 500);
  if (!/^\/[A-Za-z0-9._~/-]+$/.test(v) && !/^https:\/\/[^\s"'<>]+$/.test(v)) fail(`${name} must be a site path or an https address`);
  return v;
}

function price(site: MarketSiteCode, obj: Record<string, unknown>, name: string): number {
  const v = amount(obj, name);
  const [min, max] = MARKET_SITE_PROFILES[site].priceRange;
  if (v < min || v > max) fail(`${name} ${v} is outside ${MARKET_SITE_PROFILES[site].currency} ${min} to ${max}`);
  return v;
}

function shopType(obj: Record<string, unknown>): ShopType {
  const v = field(obj, 'type');
  if (typeof v !== 'string' || !(SHOP_TYPES as readonly string[]).includes(v)) fail(`type must be one of ${SHOP_TYPES.join(', ')}`);
  return v as ShopType;
}

const CHECKS: { [K in FeedKind]: (site: MarketSiteCode, o: Record<string, unknown>) => FeedRows[K] } = {
  offers: (_site, o) => {
    const leaked = OFFER_TRUTH_FIELDS.find((name) => name in o);
    if (leaked) fail(`${leaked} is the simulator's truth, which no crawler sees`);
    const tiers = offerTiers(o);
    const row: OfferRow = {
      id: id(o, 'id'),
      categoryId: category(o),
      title: text(o, 'title', 300),
      image: picture(o, 'image'),
      tiers,
      minOrder: count(o, 'minOrder', 1_000_000),
      weightGrams: count(o, 'weightGrams', 1_000_000),
      supplierId: id(o, 'supplierId'),
      supplierName: text(o, 'supplierName', 120),
      supplierRating: amount(o, 'supplierRating', 5),
    };
    if (row.minOrder !== tiers[0]?.minQuantity) fail("minOrder must be the first tier's quantity");
    if (row.weightGrams === 0) fail('weightGrams must be above 0');
    return row;
  },
  market: (_site, o) => ({
    categoryId: category(o),
    gmv: amount(o, 'gmv'),
    sales: count(o, 'sales', Number.MAX_SAFE_INTEGER),
    productsSold: count(o, 'productsSold'),
    slotGmv: amount(o, 'slotGmv'),
  }),
  products: (site, o) => {
    const brand = field(o, 'brandId');
    const categoryId = category(o);
    const sub = o['subCategoryId'] ?? null;
    if (sub !== null && (typeof sub !== 'number' || !Number.isInteger(sub) || Math.floor(sub / 100) !== categoryId || sub % 100 === 0)) {
      fail('subCategoryId must be categoryId * 100 + 1 to 99');
    }
    const leaked = TRUTH_FIELDS.find((name) => name in o);
    if (leaked) fail(`${leaked} is the simulator's truth, which no crawler sees (format ${FEED_FORMAT})`);
    const rule = MARKET_OBSERVATION_RULES[site].sold;
    const soldShown = field(o, 'soldShown');
    if (typeof soldShown !== 'string' || !readCounter(rule, soldShown)) fail(`soldShown must be a counter as ${site} shows it ("987", "1.2k", "10k+")`);
    const monthlyShown = o['monthlyShown'] ?? null;
    if (monthlyShown !== null && (typeof monthlyShown !== 'string' || !readCounter(rule, monthlyShown))) fail(`monthlyShown must be null or a counter as ${site} shows it`);
    const row: ProductRow = {
      id: id(o, 'id'),
      shopId: id(o, 'shopId'),
      categoryId,
      subCategoryId: sub,
      brandId: brand === null ? null : id(o, 'brandId'),
      title: text(o, 'title', 300),
      price: price(site, o, 'price'),
      stock: count(o, 'stock'),
      soldShown,
      monthlyShown,
      rating: amount(o, 'rating', 5),
      ratingCount: count(o, 'ratingCount'),
      likes: count(o, 'likes'),
      comments: count(o, 'comments'),
      listedAt: instant(o, 'listedAt'),
      image: picture(o, 'image'),
      observedAt: instant(o, 'observedAt'),
    };
    return row;
  },
  shops: (_site, o) => ({
    id: id(o, 'id'),
    name: text(o, 'name', 120),
    categoryId: category(o),
    logo: picture(o, 'logo'),
    rating: amount(o, 'rating', 5),
    followers: count(o, 'followers'),
    products: count(o, 'products'),
    openedAt: instant(o, 'openedAt'),
    type: shopType(o),
  }),
  brands: (_site, o) => ({ id: id(o, 'id'), name: text(o, 'name', 120), categoryId: category(o), logo: picture(o, 'logo') }),
  keywords: (site, o) => ({
    id: id(o, 'id'),
    keyword: text(o, 'keyword', 120),
    categoryId: category(o),
    searchIndex: count(o, 'searchIndex'),
    productBase: count(o, 'productBase'),
    recommendedBid: positive(o, 'recommendedBid', MARKET_SITE_PROFILES[site].priceRange[1]),
    topProducts: ids(o, 'topProducts', KEYWORD_LIST_MAX),
    related: ids(o, 'related', KEYWORD_LIST_MAX),
  }),
  lives: (_site, o) => {
    const row: LiveRow = {
      id: id(o, 'id'),
      shopId: id(o, 'shopId'),
      startAt: instant(o, 'startAt'),
      minutes: count(o, 'minutes', 24 * 60),
      viewers: count(o, 'viewers'),
      sales: count(o, 'sales'),
      gmv: amount(o, 'gmv'),
      viewerCurve: viewerCurve(o),
      goods: liveGoods(o),
    };
    if (row.viewerCurve.some((v) => v > row.viewers)) fail('viewerCurve must not rise above viewers');
    if (row.goods.reduce((sum, g) => sum + g.sales, 0) > row.sales) fail("goods' sales must not add up to more than the session's sales");
    return row;
  },
  slots: (site, o) => {
    const kind = field(o, 'kind');
    if (typeof kind !== 'string' || !(SLOT_KINDS as readonly string[]).includes(kind)) fail(`kind must be one of ${SLOT_KINDS.join(', ')}`);
    const row: SlotRow = {
      id: id(o, 'id'),
      kind: kind as SlotKind,
      goodsId: id(o, 'goodsId'),
      startAt: instant(o, 'startAt'),
      endAt: instant(o, 'endAt'),
      slotPrice: price(site, o, 'slotPrice'),
      sales: count(o, 'sales'),
    };
    if (Date.parse(row.endAt) <= Date.parse(row.startAt)) fail('endAt must be after startAt');
    return row;
  },
};

function offerTiers(obj: Record<string, unknown>): OfferTier[] {
  const v = field(obj, 'tiers');
  if (!Array.isArray(v) || v.length === 0 || v.length > OFFER_TIERS_MAX) fail(`tiers must be a list of 1 to ${OFFER_TIERS_MAX} price tiers`);
  const tiers = v.map((t: unknown, i) => {
    if (typeof t !== 'object' || t === null || Array.isArray(t)) fail(`tiers[${i}] must be an object`);
    const o = t as Record<string, unknown>;
    const minQuantity = count(o, 'minQuantity', 1_000_000);
    if (minQuantity < 1) fail(`tiers[${i}].minQuantity must be at least 1`);
    return { minQuantity, price: positive(o, 'price', 1_000_000) };
  });
  for (let i = 1; i < tiers.length; i++) {
    const [before, tier] = [tiers[i - 1] as OfferTier, tiers[i] as OfferTier];
    if (tier.minQuantity <= before.minQuantity) fail('tiers must list ascending quantities');
    if (tier.price > before.price) fail('a larger tier must not cost more a piece');
  }
  return tiers;
}

/** Checks one parsed line of a `kind` file of `site`: the typed row, or why it is refused. */
export function checkRow<K extends FeedKind>(kind: K, site: MarketSiteCode, value: unknown): Check<FeedRows[K]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, message: 'a row must be a JSON object' };
  try {
    return { ok: true, row: CHECKS[kind](site, value as Record<string, unknown>) };
  } catch (error) {
    if (error instanceof RowError) return { ok: false, message: error.message };
    throw error;
  }
}

/** Checks a parsed manifest against the folder it sits in. */
export function checkManifest(value: unknown, site: string, day: string): Check<Manifest> {
  if (typeof value !== 'object' || value === null) return { ok: false, message: 'the manifest must be a JSON object' };
  const m = value as Record<string, unknown>;
  if (m['format'] !== FEED_FORMAT) return { ok: false, message: `format must be ${FEED_FORMAT}` };
  if (m['site'] !== site || !isMarketSiteCode(site)) return { ok: false, message: `site must be ${site}, the folder's site` };
  if (m['day'] !== day || !isDay(day)) return { ok: false, message: `day must be ${day}, the folder's day` };
  if (m['source'] !== 'simulator' && m['source'] !== 'crawler') return { ok: false, message: 'source must be simulator or crawler' };
  const files = m['files'];
  if (typeof files !== 'object' || files === null) return { ok: false, message: 'files must be an object' };
  for (const [kind, entry] of Object.entries(files as Record<string, unknown>)) {
    if (!(FEED_KINDS as readonly string[]).includes(kind)) return { ok: false, message: `unknown file kind ${kind}` };
    const e = entry as Record<string, unknown> | null;
    if (!e || typeof e['rows'] !== 'number' || typeof e['sha256'] !== 'string' || !/^[0-9a-f]{64}$/.test(e['sha256'])) {
      return { ok: false, message: `files.${kind} needs rows and a sha256` };
    }
  }
  if (!('market' in (files as object))) return { ok: false, message: 'a day set always has the market file' };
  return { ok: true, row: value as Manifest };
}
