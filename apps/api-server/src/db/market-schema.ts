// Market data (issue #11): what the daily feed brings in (src/market/feed), the importer's record of
// it, and the figures derived after each import (src/market/derive). Every table is `market_*`; the
// demo reset leaves them alone (they are the feed's, not the seeders').
//
// Daily tables (`*_days`, lives, slots) are keyed by day first, so on PostgreSQL they can be range
// partitioned by day (README "Market data"); entity tables hold each item's latest attributes.
import { sql } from 'drizzle-orm';
import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { KEYWORD_SOARING_BASE_FACTOR, SOARING_MIN_BASE } from '../market/soaring-rule';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const id8 = (name: string) => bigint(name, { mode: 'number' });
const day = (name = 'day') => date(name, { mode: 'string' });

/** Platform-wide figures of one category on one site and day (the feed's market file, spec §1). */

/**
 * Partial indexes on the soaring order `(now - before) / before` of each period (1, 7, 30 days),
 * holding only the rows whose period before reached the soaring base (so no division by zero).
 * The rankings repeat the expression and the base literally (market-queries.ts).
 */
function soaringIndexes(table: string, id: ExtraConfigColumn, periods: Record<1 | 7 | 30, [now: ExtraConfigColumn, before: ExtraConfigColumn]>, factor = 1) {
  return ([1, 7, 30] as const).map((period) => {
    const [now, before] = periods[period];
    return index(`${table}_soaring${period}_idx`)
      .on(sql`((${now} - ${before})::float8 / ${before}) desc`, id)
      .where(sql`${before} >= ${sql.raw(String(SOARING_MIN_BASE[period] * factor))}`);
  });
}

export const marketCategoryDays = pgTable(
  'market_category_days',
  {
    site: text('site').notNull(),
    day: day().notNull(),
    typeId: integer('type_id').notNull(),
    /** Sales value in the site's currency. */
    gmv: doublePrecision('gmv').notNull(),
    sales: bigint('sales', { mode: 'number' }).notNull(),
    productsSold: integer('products_sold').notNull(),
    /** Sales value through resource slots (time-limited spikes, campaign and banner slots). */
    slotGmv: doublePrecision('slot_gmv').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.site, t.typeId] })],
);

/** A product's latest attributes (`lastDay` = the newest feed day that described it). */
export const marketProducts = pgTable(
  'market_products',
  {
    goodsId: id8('goods_id').primaryKey(),
    site: text('site').notNull(),
    typeId: integer('type_id').notNull(),
    /** The sub-category (typeId * 100 + n), when the feed names one. */
    subTypeId: integer('sub_type_id'),
    shopId: id8('shop_id').notNull(),
    brandId: integer('brand_id'),
    title: text('title').notNull(),
    image: text('image').notNull(),
    price: doublePrecision('price').notNull(),
    stock: integer('stock').notNull(),
    rating: real('rating').notNull(),
    ratingCount: integer('rating_count').notNull(),
    likes: integer('likes').notNull(),
    comments: integer('comments').notNull(),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
    lastDay: day('last_day').notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [index('market_products_shop_idx').on(t.shopId), index('market_products_site_type_idx').on(t.site, t.typeId)],
);

/**
 * One product on one day: the day's sales and its price and stock that day. One index only, day
 * first (bulk loads append): a product's history is read with `day = any(<days>) and goods_id = x`,
 * one index probe per day.
 */
export const marketProductDays = pgTable(
  'market_product_days',
  {
    day: day().notNull(),
    goodsId: id8('goods_id').notNull(),
    sales: integer('sales').notNull(),
    price: doublePrecision('price').notNull(),
    stock: integer('stock').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.goodsId] })],
);

/**
 * Derived at import: a shop's day (sums of its products' rows), so a shop's history is one index
 * range, not a probe per product and day.
 */
export const marketShopDays = pgTable(
  'market_shop_days',
  {
    shopId: id8('shop_id').notNull(),
    day: day().notNull(),
    sales: integer('sales').notNull(),
    gmv: doublePrecision('gmv').notNull(),
    productsSold: integer('products_sold').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day] })],
);

export const marketShops = pgTable('market_shops', {
  shopId: id8('shop_id').primaryKey(),
  site: text('site').notNull(),
  typeId: integer('type_id').notNull(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  rating: real('rating').notNull(),
  followers: integer('followers').notNull(),
  productCount: integer('product_count').notNull(),
  openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  lastDay: day('last_day').notNull(),
  demo: boolean('demo').notNull().default(false),
});

export const marketBrands = pgTable('market_brands', {
  brandId: integer('brand_id').primaryKey(),
  typeId: integer('type_id').notNull(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  lastDay: day('last_day').notNull(),
  demo: boolean('demo').notNull().default(false),
});

export const marketKeywords = pgTable(
  'market_keywords',
  {
    keywordId: integer('keyword_id').primaryKey(),
    site: text('site').notNull(),
    typeId: integer('type_id').notNull(),
    keyword: text('keyword').notNull(),
    searchIndex: integer('search_index').notNull(),
    productBase: integer('product_base').notNull(),
    recommendedBid: doublePrecision('recommended_bid').notNull(),
    lastDay: day('last_day').notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [index('market_keywords_site_type_idx').on(t.site, t.typeId)],
);

export const marketKeywordDays = pgTable(
  'market_keyword_days',
  {
    day: day().notNull(),
    keywordId: integer('keyword_id').notNull(),
    searchIndex: integer('search_index').notNull(),
    productBase: integer('product_base').notNull(),
    recommendedBid: doublePrecision('recommended_bid').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.keywordId] })],
);

/** A live-stream session of a shop. */
export const marketLives = pgTable(
  'market_lives',
  {
    liveId: id8('live_id').primaryKey(),
    site: text('site').notNull(),
    day: day().notNull(),
    shopId: id8('shop_id').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    viewers: integer('viewers').notNull(),
    sales: integer('sales').notNull(),
    gmv: doublePrecision('gmv').notNull(),
  },
  (t) => [index('market_lives_day_idx').on(t.day, t.site)],
);

/** An activity slot (spec §1 resource slots: time-limited spikes, campaign and banner slots). */
export const marketSlots = pgTable(
  'market_slots',
  {
    slotId: id8('slot_id').primaryKey(),
    site: text('site').notNull(),
    day: day().notNull(),
    kind: text('kind').notNull(),
    goodsId: id8('goods_id').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    slotPrice: doublePrecision('slot_price').notNull(),
    sales: integer('sales').notNull(),
  },
  (t) => [index('market_slots_day_idx').on(t.day, t.site)],
);

/** One imported feed file: its checksum makes a repeated import a no-op. */
export const marketFeedFiles = pgTable(
  'market_feed_files',
  {
    site: text('site').notNull(),
    day: day().notNull(),
    kind: text('kind').notNull(),
    sha256: text('sha256').notNull(),
    rows: integer('rows').notNull(),
    rejected: integer('rejected').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.site, t.kind] })],
);

/** A rejected row (or a missing or unreadable file): which file, which line, why. */
export const marketFeedErrors = pgTable(
  'market_feed_errors',
  {
    id: serial('id').primaryKey(),
    site: text('site').notNull(),
    day: day().notNull(),
    file: text('file').notNull(),
    /** 1-based line; 0 for the file as a whole. */
    line: integer('line').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('market_feed_errors_day_idx').on(t.day, t.site)],
);

/**
 * A site's day as imported: `complete` once every file its manifest lists went in; `items` when the
 * day carried item files (products, shops, ...) and not only the market totals.
 */
export const marketFeedDays = pgTable(
  'market_feed_days',
  {
    site: text('site').notNull(),
    day: day().notNull(),
    complete: boolean('complete').notNull(),
    items: boolean('items').notNull(),
    source: text('source').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.site] })],
);

/** Derived after each import: a product's sales and sales value over the day, 7 and 30 days, and the periods before. */
export const marketProductStats = pgTable(
  'market_product_stats',
  {
    goodsId: id8('goods_id').primaryKey(),
    day: day().notNull(),
    site: text('site').notNull(),
    typeId: integer('type_id').notNull(),
    subTypeId: integer('sub_type_id'),
    shopId: id8('shop_id').notNull(),
    brandId: integer('brand_id'),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
    sales1: integer('sales_1').notNull(),
    sales7: integer('sales_7').notNull(),
    sales30: integer('sales_30').notNull(),
    gmv1: doublePrecision('gmv_1').notNull(),
    gmv7: doublePrecision('gmv_7').notNull(),
    gmv30: doublePrecision('gmv_30').notNull(),
    prevSales1: integer('prev_sales_1').notNull(),
    prevSales7: integer('prev_sales_7').notNull(),
    prevSales30: integer('prev_sales_30').notNull(),
  },
  (t) => [
    index('market_product_stats_site_type_idx').on(t.site, t.typeId),
    index('market_product_stats_sales1_idx').on(t.sales1),
    index('market_product_stats_sales7_idx').on(t.sales7),
    index('market_product_stats_sales30_idx').on(t.sales30),
    // The soaring rankings' order over all sites and categories, one partial index per period
    // (only the rows a soaring list may rank): a scan of the first rows instead of a sort of all.
    ...soaringIndexes('market_product_stats', t.goodsId, { 1: [t.sales1, t.prevSales1], 7: [t.sales7, t.prevSales7], 30: [t.sales30, t.prevSales30] }),
  ],
);

/** Derived: a shop's figures over the same periods (sums of its products). */
export const marketShopStats = pgTable(
  'market_shop_stats',
  {
    shopId: id8('shop_id').primaryKey(),
    day: day().notNull(),
    site: text('site').notNull(),
    typeId: integer('type_id').notNull(),
    sales1: integer('sales_1').notNull(),
    sales7: integer('sales_7').notNull(),
    sales30: integer('sales_30').notNull(),
    gmv1: doublePrecision('gmv_1').notNull(),
    gmv7: doublePrecision('gmv_7').notNull(),
    gmv30: doublePrecision('gmv_30').notNull(),
    prevSales1: integer('prev_sales_1').notNull(),
    prevSales7: integer('prev_sales_7').notNull(),
    prevSales30: integer('prev_sales_30').notNull(),
  },
  (t) => [
    index('market_shop_stats_site_type_idx').on(t.site, t.typeId),
    ...soaringIndexes('market_shop_stats', t.shopId, { 1: [t.sales1, t.prevSales1], 7: [t.sales7, t.prevSales7], 30: [t.sales30, t.prevSales30] }),
  ],
);

/**
 * Derived: a brand's figures per site, and over all sites (`site` = 'ALL', money in US dollars at
 * the reference rates), per category it sells in (`typeId`) and over all its categories (0).
 */
export const marketBrandStats = pgTable(
  'market_brand_stats',
  {
    brandId: integer('brand_id').notNull(),
    site: text('site').notNull(),
    typeId: integer('type_id').notNull(),
    day: day().notNull(),
    sales1: integer('sales_1').notNull(),
    sales7: integer('sales_7').notNull(),
    sales30: integer('sales_30').notNull(),
    gmv1: doublePrecision('gmv_1').notNull(),
    gmv7: doublePrecision('gmv_7').notNull(),
    gmv30: doublePrecision('gmv_30').notNull(),
    prevSales1: integer('prev_sales_1').notNull(),
    prevSales7: integer('prev_sales_7').notNull(),
    prevSales30: integer('prev_sales_30').notNull(),
  },
  (t) => [primaryKey({ columns: [t.site, t.typeId, t.brandId] })],
);

/** Derived: a keyword's search index summed over the day, 7 and 30 days, and the periods before. */
export const marketKeywordStats = pgTable(
  'market_keyword_stats',
  {
    keywordId: integer('keyword_id').primaryKey(),
    day: day().notNull(),
    site: text('site').notNull(),
    typeId: integer('type_id').notNull(),
    search1: integer('search_1').notNull(),
    search7: integer('search_7').notNull(),
    search30: integer('search_30').notNull(),
    prevSearch1: integer('prev_search_1').notNull(),
    prevSearch7: integer('prev_search_7').notNull(),
    prevSearch30: integer('prev_search_30').notNull(),
    productBase: integer('product_base').notNull(),
    recommendedBid: doublePrecision('recommended_bid').notNull(),
  },
  (t) => [
    index('market_keyword_stats_site_type_idx').on(t.site, t.typeId),
    index('market_keyword_stats_search1_idx').on(t.search1),
    index('market_keyword_stats_search7_idx').on(t.search7),
    index('market_keyword_stats_search30_idx').on(t.search30),
    ...soaringIndexes('market_keyword_stats', t.keywordId, { 1: [t.search1, t.prevSearch1], 7: [t.search7, t.prevSearch7], 30: [t.search30, t.prevSearch30] }, KEYWORD_SOARING_BASE_FACTOR),
  ],
);

/** Small facts of the market pipeline: the latest complete day, the data version, the last refresh. */
export const marketState = pgTable('market_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
