// Market data (issue #11): what the daily feed brings in (src/market/feed), the importer's record of
// it, and the figures derived after each import (src/market/derive). Every table is `market_*`; the
// demo reset leaves them alone (they are the feed's, not the seeders').
//
// Daily tables (`*_days`, lives, slots) are keyed by day first. The four `*_days` tables are range
// partitioned by month of `day` (migration 0025, src/market/partitions.ts: drizzle's pgTable cannot
// say so, and a partition must exist before a row of its month is written); entity tables hold
// each item's latest attributes.
import { sql, type SQL } from 'drizzle-orm';
import type { ExtraConfigColumn, IndexBuilderOn } from 'drizzle-orm/pg-core';
import { KEYWORD_SOARING_BASE_FACTOR, SOARING_MIN_BASE } from '../market/ranking-rules';
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

/**
 * An estimate's interval for each figure period (issue 33): the lower and upper ends of its units and
 * sales value over the 1, 7, 30, 90 and 180 days ending on `day`. A product's sums its days' ends; a
 * shop's, brand's or category's sums its products' (null: derived before intervals were kept).
 */
const intervalColumns = () => ({
  unitsLow1: id8('units_low_1'),
  unitsHigh1: id8('units_high_1'),
  gmvLow1: doublePrecision('gmv_low_1'),
  gmvHigh1: doublePrecision('gmv_high_1'),
  unitsLow7: id8('units_low_7'),
  unitsHigh7: id8('units_high_7'),
  gmvLow7: doublePrecision('gmv_low_7'),
  gmvHigh7: doublePrecision('gmv_high_7'),
  unitsLow30: id8('units_low_30'),
  unitsHigh30: id8('units_high_30'),
  gmvLow30: doublePrecision('gmv_low_30'),
  gmvHigh30: doublePrecision('gmv_high_30'),
  unitsLow90: id8('units_low_90'),
  unitsHigh90: id8('units_high_90'),
  gmvLow90: doublePrecision('gmv_low_90'),
  gmvHigh90: doublePrecision('gmv_high_90'),
  unitsLow180: id8('units_low_180'),
  unitsHigh180: id8('units_high_180'),
  gmvLow180: doublePrecision('gmv_low_180'),
  gmvHigh180: doublePrecision('gmv_high_180'),
});

/** Platform-wide figures of one category on one site and day (the feed's market file, spec §1). */

type IndexPart = Parameters<IndexBuilderOn['on']>[0];
/** An index's columns: a scope's equality columns, then the order (drizzle wants a non-empty tuple). */
const columns = (scope: readonly ExtraConfigColumn[], order: IndexPart, id: ExtraConfigColumn): [IndexPart, ...IndexPart[]] => {
  const [first = order, ...rest] = scope;
  return scope.length ? [first, ...rest, order, id] : [order, id];
};

/**
 * Partial indexes on the soaring order `(now - before) / before` of each period (1, 7, 30 days),
 * optionally after a scope's equality columns, holding only the rows whose period before reached
 * the soaring base (so no division by zero). The rankings repeat the expression and the base
 * literally (market-queries.ts).
 */
function soaringIndexes(
  name: string,
  id: ExtraConfigColumn,
  periods: Record<1 | 7 | 30, readonly [now: ExtraConfigColumn, before: ExtraConfigColumn]>,
  factor = 1,
  scope: readonly ExtraConfigColumn[] = [],
) {
  return ([1, 7, 30] as const).map((period) => {
    const [now, before] = periods[period];
    return index(`${name}${period}_idx`)
      .on(...columns(scope, sql`((${now} - ${before})::float8 / ${before}) desc`, id))
      .where(sql`${before} >= ${sql.raw(String(SOARING_MIN_BASE[period] * factor))}`);
  });
}

/**
 * A ranking's order `(order desc, id)` of each period, optionally after the equality columns of a
 * scope (site, category) and only over the rows of a partial predicate. With the scope first, a list
 * of one site and category reads its first rows in order instead of filtering the whole order
 * (one category of one site is 1/108 of the products: 20 rows meant 2,000+ random reads).
 */
function orderIndexes(name: string, id: ExtraConfigColumn, orders: Record<1 | 7 | 30, ExtraConfigColumn>, scope: readonly ExtraConfigColumn[] = [], where?: SQL) {
  return ([1, 7, 30] as const).map((period) => {
    // `desc` as the rankings write it (drizzle's .desc() adds NULLS LAST, which their order would not match).
    const built = index(`${name}${period}_idx`).on(...columns(scope, sql`${orders[period]} desc`, id));
    return where ? built.where(where) : built;
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
  (t) => [
    primaryKey({ columns: [t.day, t.site, t.typeId] }),
    // A category's trend over 18 months is one range of this index per month's partition (the key,
    // day first, read every site's and category's day of those months: ~17 ms of 19 partitions).
    index('market_category_days_site_type_day_idx').on(t.site, t.typeId, t.day),
  ],
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
  (t) => [
    // A shop's products, and (the monitors' new products of a followed shop) those listed since a day, from the index alone.
    index('market_products_shop_listed_idx').on(t.shopId, t.listedAt, t.goodsId),
    index('market_products_site_type_idx').on(t.site, t.typeId),
  ],
);

/**
 * One product on one day: the day's sales and its price and stock that day. The key is day first
 * (bulk loads append); a product's history is one range of the (goods_id, day) index (a probe per
 * day of the key cost ~90 ms for 360 days, issue 26).
 */
export const marketProductDays = pgTable(
  'market_product_days',
  {
    day: day().notNull(),
    goodsId: id8('goods_id').notNull(),
    sales: integer('sales').notNull(),
    price: doublePrecision('price').notNull(),
    stock: integer('stock').notNull(),
    /**
     * Its place by units that day among its site's products of its category (ties share a place),
     * set by the importer from the whole day's file; null on rows imported before it was (issue 26).
     */
    categoryRank: integer('category_rank'),
    /**
     * Issue 33: `sales` is the estimator's (src/market/estimate), from what the crawler saw; its
     * interval, how it was made, and the pass it read (null on a day the crawler missed, whose units
     * come from the passes around it). Null on rows imported before.
     */
    salesLow: integer('sales_low'),
    salesHigh: integer('sales_high'),
    estimateBasis: text('estimate_basis'),
    /** Made without an earlier pass: made again when one arrives (days imported newest first). */
    provisional: boolean('provisional'),
    soldLow: integer('sold_low'),
    soldHigh: integer('sold_high'),
    monthlyLow: integer('monthly_low'),
    monthlyHigh: integer('monthly_high'),
    reviews: integer('reviews'),
    observedAt: timestamp('observed_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.goodsId] }),
    // One product's days are one range of this index (the workbench's item history), not a probe per
    // day; it holds the figures the history shows, so 548 days read ~40 index pages instead of a heap
    // page per day (the rows of a day lie together, a product's days apart: 18 months took 545 reads).
    // With the pass's sighting (observed_at) the monitors' 17-day window of every followed product is read from it
    // alone too (migration 0053: 60,000 products' windows read 1.2 M heap pages at --scale large).
    index('market_product_days_goods_day_idx').on(t.goodsId, t.day, t.sales, t.price, t.stock, t.categoryRank, t.observedAt),
  ],
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
  (t) => [
    primaryKey({ columns: [t.shopId, t.day] }),
    // A shop's history read from the index alone (its days are written a day at a time, so apart in the table).
    index('market_shop_days_history_idx').on(t.shopId, t.day, t.sales, t.gmv, t.productsSold),
  ],
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
  /**
   * cross-border, local or mall, as the feed's shops file says (issue 26). Null only for a shop no
   * feed day since the field came has described (the next day's file names every open shop).
   */
  shopType: text('shop_type'),
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
    /** The products a search for it showed first on `last_day` (goods ids, best first): what it finds. */
    topGoods: id8('top_goods').array().notNull().default(sql`'{}'::bigint[]`),
    /** The marketplace's related searches for it on `last_day` (keyword ids). */
    relatedIds: integer('related_ids').array().notNull().default(sql`'{}'::integer[]`),
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
  (t) => [
    primaryKey({ columns: [t.day, t.keywordId] }),
    // One word's days are one range of this index (the monitors' followed words, a word's history), not a scan of each day's words.
    index('market_keyword_days_keyword_day_idx').on(t.keywordId, t.day, t.searchIndex, t.productBase),
  ],
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
    /** Viewers watching at each quarter hour of the session (issue 32), or null: a feed without the curve. */
    viewerCurve: integer('viewer_curve').array(),
  },
  (t) => [index('market_lives_day_idx').on(t.day, t.site)],
);

/** A product a live session showed (issue 32): the units it sold during the session and their value (site currency). */
export const marketLiveGoods = pgTable(
  'market_live_goods',
  {
    liveId: id8('live_id').notNull(),
    goodsId: id8('goods_id').notNull(),
    site: text('site').notNull(),
    day: day().notNull(),
    sales: integer('sales').notNull(),
    gmv: doublePrecision('gmv').notNull(),
  },
  (t) => [primaryKey({ columns: [t.liveId, t.goodsId] }), index('market_live_goods_day_idx').on(t.day, t.site)],
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

/**
 * A supplier offer of the 1688 wholesale market (issue 30, sourcing): its latest attributes as the
 * offers file last showed them. `product_word` is the offer's product word as the sourcing matcher
 * reads it from the title (src/market/sourcing), stored so a product's candidates are one index range.
 */
export const marketOffers = pgTable(
  'market_offers',
  {
    offerId: id8('offer_id').primaryKey(),
    typeId: integer('type_id').notNull(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    /** Each price tier's smallest quantity, ascending (the first is the minimum order). */
    tierQuantities: integer('tier_quantities').array().notNull(),
    /** Each tier's unit price, CNY. */
    tierPrices: doublePrecision('tier_prices').array().notNull(),
    minOrder: integer('min_order').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    supplierId: id8('supplier_id').notNull(),
    supplierName: text('supplier_name').notNull(),
    supplierRating: real('supplier_rating').notNull(),
    productWord: text('product_word'),
    lastDay: day('last_day').notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [index('market_offers_word_idx').on(t.typeId, t.productWord)],
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
    /** Listed within the hot-new days (HOT_NEW_DAYS) of `day`: the hot-new lists' rows. */
    hotNew: boolean('hot_new').notNull().default(false),
  },
  (t) => {
    const sales = { 1: t.sales1, 7: t.sales7, 30: t.sales30 };
    const soaring = { 1: [t.sales1, t.prevSales1], 7: [t.sales7, t.prevSales7], 30: [t.sales30, t.prevSales30] } as const;
    const site = [t.site];
    const type = [t.typeId];
    const siteAndType = [t.site, t.typeId];
    return [
      // Each ranking (hot-selling, soaring, hot-new) of each period has its order alone (all sites)
      // and after the equality columns of each scope: one category (a sub-category also names its
      // category), one category of one site, and for the hot-selling and soaring orders one site
      // (the hot-new rows of one site are few enough to sort). So every page of a
      // ranking, down to RANKING_MAX_ROWS, reads its rows in order instead of filtering the whole order.
      index('market_product_stats_sales1_idx').on(t.sales1),
      index('market_product_stats_sales7_idx').on(t.sales7),
      index('market_product_stats_sales30_idx').on(t.sales30),
      ...orderIndexes('market_product_stats_site_sales', t.goodsId, sales, site),
      ...orderIndexes('market_product_stats_type_sales', t.goodsId, sales, type),
      ...orderIndexes('market_product_stats_scope_sales', t.goodsId, sales, siteAndType),
      // The soaring rankings' order, one partial index per period (only the rows a soaring list may rank).
      ...soaringIndexes('market_product_stats_soaring', t.goodsId, soaring),
      ...soaringIndexes('market_product_stats_site_soaring', t.goodsId, soaring, 1, site),
      ...soaringIndexes('market_product_stats_type_soaring', t.goodsId, soaring, 1, type),
      ...soaringIndexes('market_product_stats_scope_soaring', t.goodsId, soaring, 1, siteAndType),
      ...orderIndexes('market_product_stats_new_sales', t.goodsId, sales, [], sql`${t.hotNew}`),
      ...orderIndexes('market_product_stats_type_new_sales', t.goodsId, sales, type, sql`${t.hotNew}`),
      ...orderIndexes('market_product_stats_scope_new_sales', t.goodsId, sales, siteAndType, sql`${t.hotNew}`),
    ];
  },
);

/**
 * Derived: how many products each product ranking holds, per site ('ALL' = all sites) and category
 * (0 = all; a sub-category by its own id), so a ranking's pages are counted by one read.
 */
export const marketRankingCounts = pgTable(
  'market_ranking_counts',
  {
    site: text('site').notNull(),
    typeId: integer('type_id').notNull(),
    hot: integer('hot').notNull(),
    hotNew: integer('hot_new').notNull(),
    soaring1: integer('soaring_1').notNull(),
    soaring7: integer('soaring_7').notNull(),
    soaring30: integer('soaring_30').notNull(),
  },
  (t) => [primaryKey({ columns: [t.site, t.typeId] })],
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
    // Hot-selling shops of all sites or one category (a site's 5,000 shops sort in a few ms).
    ...orderIndexes('market_shop_stats_sales', t.shopId, { 1: t.sales1, 7: t.sales7, 30: t.sales30 }),
    ...soaringIndexes('market_shop_stats_soaring', t.shopId, { 1: [t.sales1, t.prevSales1], 7: [t.sales7, t.prevSales7], 30: [t.sales30, t.prevSales30] }),
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
    // Bids are in the site's currency (a dong bid outnumbers a dollar one): the order of all sites,
    // and one per site, else a site's first bids are found far down the common order.
    index('market_keyword_stats_bid_idx').on(sql`${t.recommendedBid} desc`, t.keywordId),
    index('market_keyword_stats_site_bid_idx').on(t.site, sql`${t.recommendedBid} desc`, t.keywordId),
    ...soaringIndexes('market_keyword_stats_soaring', t.keywordId, { 1: [t.search1, t.prevSearch1], 7: [t.search7, t.prevSearch7], 30: [t.search30, t.prevSearch30] }, KEYWORD_SOARING_BASE_FACTOR),
  ],
);

/**
 * Derived for the workbench (issue 26): one row per product sold in the item window (180 days),
 * with everything its rankings filter, sort and show, so a ranking reads this table alone: the
 * figures of the 1, 7, 30 and 90 days ending on `day` and of the periods before (growth, the
 * previous period's place) and before those (the previous soaring place), the 30-day units series,
 * and the product's, shop's and brand's attributes. Money in the site's currency; `per_usd`
 * converts it (sites differ by up to 25,000 times). Written into a fresh table and swapped in.
 */
export const marketWorkbenchProducts = pgTable(
  'market_workbench_products',
  {
    goodsId: id8('goods_id').primaryKey(),
    day: day().notNull(),
    site: text('site').notNull(),
    typeId: integer('type_id').notNull(),
    subTypeId: integer('sub_type_id'),
    shopId: id8('shop_id').notNull(),
    shopName: text('shop_name').notNull(),
    shopType: text('shop_type'),
    brandId: integer('brand_id'),
    brandName: text('brand_name'),
    title: text('title').notNull(),
    image: text('image').notNull(),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
    /** The listing's day in market time (China, UTC+8), what the listing-date filters compare. */
    listedDay: day('listed_day').notNull(),
    /** Price on `day` (else the latest known), site currency. */
    price: doublePrecision('price').notNull(),
    /** Site currency per US dollar (the reference rate of site-profiles.ts). */
    perUsd: doublePrecision('per_usd').notNull(),
    rating: real('rating').notNull(),
    reviews: integer('reviews').notNull(),
    likes: integer('likes').notNull(),
    units1: integer('units_1').notNull(),
    units7: integer('units_7').notNull(),
    units30: integer('units_30').notNull(),
    units90: integer('units_90').notNull(),
    /** The explanation page's longest period (issue 26): 180 days and the 180 before (its growth). */
    units180: integer('units_180').notNull(),
    gmv1: doublePrecision('gmv_1').notNull(),
    gmv7: doublePrecision('gmv_7').notNull(),
    gmv30: doublePrecision('gmv_30').notNull(),
    gmv90: doublePrecision('gmv_90').notNull(),
    gmv180: doublePrecision('gmv_180').notNull(),
    prevUnits1: integer('prev_units_1').notNull(),
    prevUnits7: integer('prev_units_7').notNull(),
    prevUnits30: integer('prev_units_30').notNull(),
    prevUnits90: integer('prev_units_90').notNull(),
    prevUnits180: integer('prev_units_180').notNull(),
    /** Units of the period before the previous one (the previous soaring list's growth); 90 days has none in 180 days. */
    prev2Units1: integer('prev2_units_1').notNull(),
    prev2Units7: integer('prev2_units_7').notNull(),
    prev2Units30: integer('prev2_units_30').notNull(),
    /** Units sold on each of the 30 days ending on `day`, oldest first. */
    trend: integer('trend').array().notNull(),
    /**
     * The price's change since 30 days before `day` as a fraction (the product finder's range, issue
     * 30): derived so the finder filters it on the row, not by a join to the daily rows. Null: no
     * price above 0 that day.
     */
    priceChange30: doublePrecision('price_change_30'),
  },
  (t) => [
    // A ranking scans its scope's rows (every filter and its count need them): one site, one
    // category of one site, one category of all sites.
    index('market_workbench_products_site_type_idx').on(t.site, t.typeId),
    index('market_workbench_products_type_idx').on(t.typeId),
    index('market_workbench_products_shop_idx').on(t.shopId, t.units30),
    // A brand's summary reads its selling products (top ones, their shops and categories) three times.
    index('market_workbench_products_brand_idx').on(t.brandId, t.units30),
    // A product's summary counts the products of its site and category that sold more in 30 days (its
    // place): an index-only range here, not every row of a 30,000-product category (34 -> 1.4 ms at --scale large).
    index('market_workbench_products_category_units_idx').on(t.site, t.typeId, t.units30),
    // The most-liked list (issue 32) reads its page in this order (its size from the hot places): 50
    // rows, not every product of all sites sorted (migration 0049).
    index('market_workbench_products_likes_idx').on(t.likes.desc().nullsLast(), t.goodsId),
    // The hot-new lists hold the products listed within 30 days of the period's end (and of the period
    // before's): a range of this index, not a scan of every product (migration 0049).
    index('market_workbench_products_listed_idx').on(t.listedDay),
  ],
);

/**
 * Derived with the product table (issue 33): each product's estimate interval over its figure periods,
 * the sums of its days' lower and upper ends (a day without them counts its estimate as both), one row
 * per product of market_workbench_products. The shop, brand and category tables sum these; kept
 * apart so the product rankings' scans stay as narrow as they were.
 */
export const marketWorkbenchProductIntervals = pgTable('market_workbench_product_intervals', {
  goodsId: id8('goods_id').primaryKey(),
  ...intervalColumns(),
});

/**
 * Derived with the product table (issue 28 item 1): the first places of the product rankings' default
 * views, hot order over all sites (`scope` '') or one site (its code) for each rolling period, so
 * such a page reads one range of this key instead of numbering its whole scope (~70 ms on PGlite at
 * the default scale, 220 ms p50 on PostgreSQL at --scale large). Each place carries the product's
 * place in the period before's hot list of the same scope (its rank change) and the list's size.
 */
export const marketWorkbenchProductPlaces = pgTable(
  'market_workbench_product_places',
  {
    scope: text('scope').notNull(),
    period: integer('period').notNull(),
    place: integer('place').notNull(),
    goodsId: id8('goods_id').notNull(),
    prevPlace: integer('prev_place'),
    total: integer('total').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.period, t.place] })],
);

/**
 * Derived for the workbench's shop pages (issue 29 item 1): one row per shop that sold in the item
 * window (180 days), with everything its rankings filter, sort and show, read alone like the
 * product table: units and sales value of the 1, 7, 30, 90 and 180 days ending on `day` and of the
 * periods before (growth, the previous place) and before those, the 30-day units series, its active
 * products and the share of its 30-day sales value from products listed within 30 days. Money in
 * the site's currency; `per_usd` converts it. Written into a fresh table and swapped in.
 */
export const marketWorkbenchShops = pgTable(
  'market_workbench_shops',
  {
    shopId: id8('shop_id').primaryKey(),
    day: day().notNull(),
    site: text('site').notNull(),
    /** The shop's own category (spec §3 typeId): what the category scope of a shop ranking compares. */
    typeId: integer('type_id').notNull(),
    shopType: text('shop_type'),
    name: text('name').notNull(),
    logo: text('logo').notNull(),
    /** The day it opened on the marketplace, in market time (China, UTC+8). */
    openedDay: day('opened_day').notNull(),
    /**
     * Its first day with a sale, when that is after the first day of the item history (null: it
     * sold from the history's start, or before it): a shop first selling is new to the market.
     */
    firstSaleDay: day('first_sale_day'),
    perUsd: doublePrecision('per_usd').notNull(),
    rating: real('rating').notNull(),
    followers: integer('followers').notNull(),
    /** Its products with a sale within the 30 days ending on `day`. */
    activeProducts: integer('active_products').notNull(),
    /** Of its 30-day sales value, the share from products listed within those 30 days (0 to 1; null without sales). */
    newShare: doublePrecision('new_share'),
    units1: integer('units_1').notNull(),
    units7: integer('units_7').notNull(),
    units30: integer('units_30').notNull(),
    units90: integer('units_90').notNull(),
    units180: integer('units_180').notNull(),
    gmv1: doublePrecision('gmv_1').notNull(),
    gmv7: doublePrecision('gmv_7').notNull(),
    gmv30: doublePrecision('gmv_30').notNull(),
    gmv90: doublePrecision('gmv_90').notNull(),
    gmv180: doublePrecision('gmv_180').notNull(),
    prevUnits1: integer('prev_units_1').notNull(),
    prevUnits7: integer('prev_units_7').notNull(),
    prevUnits30: integer('prev_units_30').notNull(),
    prevUnits90: integer('prev_units_90').notNull(),
    prevUnits180: integer('prev_units_180').notNull(),
    prev2Units1: integer('prev2_units_1').notNull(),
    prev2Units7: integer('prev2_units_7').notNull(),
    prev2Units30: integer('prev2_units_30').notNull(),
    /** Units sold on each of the 30 days ending on `day`, oldest first. */
    trend: integer('trend').array().notNull(),
    ...intervalColumns(),
  },
  (t) => [index('market_workbench_shops_site_type_idx').on(t.site, t.typeId), index('market_workbench_shops_type_idx').on(t.typeId)],
);

/**
 * Derived for the workbench's search-word pages (issue 29 item 2): one row per word searched within
 * the item window, with its search index summed over 1/7/30/90/180 days and the periods before,
 * its product base and recommended bid on the data day, what it finds (its top products, and their
 * 30-day units and selling shops: the blue-ocean word inputs), its related words and a 30-day series.
 */
export const marketWorkbenchKeywords = pgTable(
  'market_workbench_keywords',
  {
    keywordId: integer('keyword_id').primaryKey(),
    day: day().notNull(),
    site: text('site').notNull(),
    typeId: integer('type_id').notNull(),
    keyword: text('keyword').notNull(),
    perUsd: doublePrecision('per_usd').notNull(),
    /** Its first day in the feed, when after the first day of the item history (null: searched from its start). */
    firstSeenDay: day('first_seen_day'),
    search1: id8('search_1').notNull(),
    search7: id8('search_7').notNull(),
    search30: id8('search_30').notNull(),
    search90: id8('search_90').notNull(),
    search180: id8('search_180').notNull(),
    prevSearch1: id8('prev_search_1').notNull(),
    prevSearch7: id8('prev_search_7').notNull(),
    prevSearch30: id8('prev_search_30').notNull(),
    prevSearch90: id8('prev_search_90').notNull(),
    prevSearch180: id8('prev_search_180').notNull(),
    prev2Search1: id8('prev2_search_1').notNull(),
    prev2Search7: id8('prev2_search_7').notNull(),
    prev2Search30: id8('prev2_search_30').notNull(),
    /** On the data day (its latest day in the feed). */
    productBase: integer('product_base').notNull(),
    /** 30 days before the data day (null: the word was not in that day's feed). */
    prevProductBase: integer('prev_product_base'),
    recommendedBid: doublePrecision('recommended_bid').notNull(),
    topGoods: id8('top_goods').array().notNull(),
    relatedIds: integer('related_ids').array().notNull(),
    /** 30-day units of its top products, and how many shops sold them in those days. */
    foundUnits30: id8('found_units_30').notNull(),
    foundShops: integer('found_shops').notNull(),
    /** Its search index on each of the 30 days ending on `day`, oldest first. */
    trend: integer('trend').array().notNull(),
    /** Its blue-ocean index (libs/domain blueOceanIndex) from the inputs above; null when one is missing. */
    blueOcean: doublePrecision('blue_ocean'),
  },
  (t) => [
    index('market_workbench_keywords_site_type_idx').on(t.site, t.typeId),
    index('market_workbench_keywords_type_idx').on(t.typeId),
    // The blue-ocean order (highest first, then the id) over all sites and over one: its first page is the index's first entries.
    index('market_workbench_keywords_blue_ocean_idx').on(sql`${t.blueOcean} desc nulls last`, t.keywordId).where(sql`${t.blueOcean} is not null`),
    index('market_workbench_keywords_site_blue_ocean_idx').on(t.site, sql`${t.blueOcean} desc nulls last`, t.keywordId).where(sql`${t.blueOcean} is not null`),
  ],
);

/**
 * Derived for the workbench's industry pages (issue 29 items 4 and 5): one row per category and
 * sub-category of each site, and of all sites ('ALL', money in US dollars), summed from the derived
 * product rows: units and sales value of the 1, 7, 30, 90 and 180 days ending on `day` and of the
 * periods before, the 30-day series, its selling products and shops (now and the 30 days before),
 * the top-10 products' and the newcomers' shares of its 30-day sales value.
 */
export const marketWorkbenchCategories = pgTable(
  'market_workbench_categories',
  {
    /** A site code, or 'ALL' (every site; money in US dollars). */
    site: text('site').notNull(),
    /** A category (spec §3 typeId) or a sub-category (the category's id × 100 + n). */
    categoryId: integer('category_id').notNull(),
    /** A sub-category's category (null: a category). */
    parentId: integer('parent_id'),
    day: day().notNull(),
    /** Money units per US dollar (1 for 'ALL', whose money is in dollars already). */
    perUsd: doublePrecision('per_usd').notNull(),
    units1: id8('units_1').notNull(),
    units7: id8('units_7').notNull(),
    units30: id8('units_30').notNull(),
    units90: id8('units_90').notNull(),
    units180: id8('units_180').notNull(),
    gmv1: doublePrecision('gmv_1').notNull(),
    gmv7: doublePrecision('gmv_7').notNull(),
    gmv30: doublePrecision('gmv_30').notNull(),
    gmv90: doublePrecision('gmv_90').notNull(),
    gmv180: doublePrecision('gmv_180').notNull(),
    prevUnits1: id8('prev_units_1').notNull(),
    prevUnits7: id8('prev_units_7').notNull(),
    prevUnits30: id8('prev_units_30').notNull(),
    prevUnits90: id8('prev_units_90').notNull(),
    prevUnits180: id8('prev_units_180').notNull(),
    prev2Units1: id8('prev2_units_1').notNull(),
    prev2Units7: id8('prev2_units_7').notNull(),
    prev2Units30: id8('prev2_units_30').notNull(),
    /** Its products with a sale within the 30 days ending on `day`. */
    products: integer('products').notNull(),
    /** Shops with a sale of its products within those 30 days, and within the 30 days before. */
    activeShops: integer('active_shops').notNull(),
    prevActiveShops: integer('prev_active_shops').notNull(),
    /** Of its 30-day sales value, the share of its ten best-selling products (0 to 1; null without sales). */
    top10Share: doublePrecision('top10_share'),
    /** Of its 30-day sales value, the share from products listed within those 30 days (0 to 1; null without sales). */
    newShare: doublePrecision('new_share'),
    /** Units sold on each of the 30 days ending on `day`, oldest first. */
    trend: id8('trend').array().notNull(),
    ...intervalColumns(),
  },
  (t) => [primaryKey({ columns: [t.site, t.categoryId] }), index('market_workbench_categories_parent_idx').on(t.site, t.parentId)],
);

/**
 * Derived for the workbench's brand pages (issue 29 item 3): one row per brand of each site, and of
 * all sites ('ALL', money in US dollars), summed from the derived product rows (a brand's sales are
 * its products' estimates): units and sales value of the 1, 7, 30, 90 and 180 days ending on `day`
 * and of the periods before, the 30-day series, its selling products and shops, and its top
 * category by 30-day sales value with that category's share of the brand's.
 */
export const marketWorkbenchBrands = pgTable(
  'market_workbench_brands',
  {
    /** A site code, or 'ALL' (every site; money in US dollars). */
    site: text('site').notNull(),
    brandId: integer('brand_id').notNull(),
    day: day().notNull(),
    name: text('name').notNull(),
    logo: text('logo').notNull(),
    /** Money units per US dollar (1 for 'ALL', whose money is in dollars already). */
    perUsd: doublePrecision('per_usd').notNull(),
    units1: id8('units_1').notNull(),
    units7: id8('units_7').notNull(),
    units30: id8('units_30').notNull(),
    units90: id8('units_90').notNull(),
    units180: id8('units_180').notNull(),
    gmv1: doublePrecision('gmv_1').notNull(),
    gmv7: doublePrecision('gmv_7').notNull(),
    gmv30: doublePrecision('gmv_30').notNull(),
    gmv90: doublePrecision('gmv_90').notNull(),
    gmv180: doublePrecision('gmv_180').notNull(),
    prevUnits1: id8('prev_units_1').notNull(),
    prevUnits7: id8('prev_units_7').notNull(),
    prevUnits30: id8('prev_units_30').notNull(),
    prevUnits90: id8('prev_units_90').notNull(),
    prevUnits180: id8('prev_units_180').notNull(),
    prev2Units1: id8('prev2_units_1').notNull(),
    prev2Units7: id8('prev2_units_7').notNull(),
    prev2Units30: id8('prev2_units_30').notNull(),
    /** Its products with a sale within the 30 days ending on `day`, and the shops selling them. */
    products: integer('products').notNull(),
    shops: integer('shops').notNull(),
    /** Its category (spec §3 typeId) of the most 30-day sales value, and that category's share of its own (0 to 1); null without sales. */
    topTypeId: integer('top_type_id'),
    topTypeShare: doublePrecision('top_type_share'),
    /** Units sold on each of the 30 days ending on `day`, oldest first. */
    trend: id8('trend').array().notNull(),
    ...intervalColumns(),
  },
  (t) => [primaryKey({ columns: [t.site, t.brandId] })],
);

/**
 * Derived for the workbench's month periods (issue 26): a product's units and sales value in one
 * calendar month of the item history (`month` = its first day). Months are recomputed only when
 * their item days changed (market_workbench_month_days).
 */
export const marketWorkbenchMonths = pgTable(
  'market_workbench_months',
  {
    month: day('month').notNull(),
    goodsId: id8('goods_id').notNull(),
    units: integer('units').notNull(),
    gmv: doublePrecision('gmv').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.goodsId] })],
);

/**
 * Derived for the price analysis and a category's explanation (issues 29 and 30's large-scale bounds,
 * src/market/derive/workbench-category-sums-derive.ts): per scope (a site, or 'ALL' in US dollars),
 * category or sub-category and rolling period, the default price bands the analysis cuts from its
 * selling products' price quantiles. The scope's row is `band` -1 (its edges, dearest price, selling
 * products and shops); each band that holds products is a row of its sums and its best sellers' ids.
 */
export const marketWorkbenchPriceBands = pgTable(
  'market_workbench_price_bands',
  {
    site: text('site').notNull(),
    categoryId: integer('category_id').notNull(),
    /** 1, 7, 30 or 90 days ending on the derive's day. */
    period: integer('period').notNull(),
    /** The band's index (width_bucket of the price on `edges`), or -1: the scope's row. */
    band: integer('band').notNull(),
    /** The scope's row: the band edges chosen from the data (readable prices, rising). */
    edges: doublePrecision('edges').array(),
    /** The scope's row: the dearest selling product's price (null: none sold). */
    maxPrice: doublePrecision('max_price'),
    units: id8('units').notNull(),
    gmv: doublePrecision('gmv').notNull(),
    products: integer('products').notNull(),
    shops: integer('shops').notNull(),
    /** A band's best sellers in the period (units, then id), at most the analysis's top rows. */
    topIds: id8('top_ids').array(),
  },
  (t) => [primaryKey({ columns: [t.site, t.categoryId, t.period, t.band] })],
);

/**
 * Derived with the price bands: a category's best-selling shops over 30 days per scope (a site, or
 * 'ALL'), the explanation's top shops, with their selling products and units.
 */
export const marketWorkbenchCategoryShops = pgTable(
  'market_workbench_category_shops',
  {
    site: text('site').notNull(),
    categoryId: integer('category_id').notNull(),
    place: integer('place').notNull(),
    shopId: id8('shop_id').notNull(),
    products: integer('products').notNull(),
    units: id8('units').notNull(),
  },
  (t) => [primaryKey({ columns: [t.site, t.categoryId, t.place] })],
);

/**
 * Derived for a category's daily history (issue 29 item 4; its explanation and contrast): per day, site,
 * category and sub-category, its products' units, sales value (site currency and US dollars) and
 * products with a sale, recomputed with the month rows (the months whose item days changed). A
 * category's or sub-category's day, of a site or all sites, is a sum of these rows, not of its
 * products' days.
 */
export const marketWorkbenchCategoryDays = pgTable(
  'market_workbench_category_days',
  {
    day: day('day').notNull(),
    site: text('site').notNull(),
    typeId: integer('type_id').notNull(),
    subTypeId: integer('sub_type_id'),
    units: id8('units').notNull(),
    gmv: doublePrecision('gmv').notNull(),
    gmvUsd: doublePrecision('gmv_usd').notNull(),
    sold: integer('sold').notNull(),
  },
  (t) => [index('market_workbench_category_days_type_day_idx').on(t.typeId, t.day)],
);

/**
 * Derived for a brand's daily history (issue 29 item 3; its explanation and summary with 180 days): per
 * day, site and brand, its products' units, sales value (site currency and US dollars) and products
 * with a sale, recomputed with the month rows as the category days are. A brand's day, of a site or
 * all sites, is a sum of at most nine of these rows, not of its products' days (a brand of 700
 * products read 41,000 product days over 180 days, 0.6-0.8 s p99 on a loaded machine).
 */
export const marketWorkbenchBrandDays = pgTable(
  'market_workbench_brand_days',
  {
    day: day('day').notNull(),
    site: text('site').notNull(),
    brandId: integer('brand_id').notNull(),
    units: id8('units').notNull(),
    gmv: doublePrecision('gmv').notNull(),
    gmvUsd: doublePrecision('gmv_usd').notNull(),
    sold: integer('sold').notNull(),
  },
  (t) => [index('market_workbench_brand_days_brand_day_idx').on(t.brandId, t.day)],
);

/**
 * The live sessions of the workbench's window (issue 32; src/market/derive/workbench-live-derive.ts):
 * each session of the last WORKBENCH_LIVE_DAYS days with its shop's name and category, its peak
 * viewers and the products it showed, money in the site's currency with the day's `per_usd`.
 */
export const marketWorkbenchLives = pgTable(
  'market_workbench_lives',
  {
    liveId: id8('live_id').primaryKey(),
    site: text('site').notNull(),
    day: day('day').notNull(),
    shopId: id8('shop_id').notNull(),
    shopName: text('shop_name').notNull(),
    typeId: integer('type_id').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    viewers: integer('viewers').notNull(),
    peakViewers: integer('peak_viewers').notNull(),
    sales: integer('sales').notNull(),
    gmv: doublePrecision('gmv').notNull(),
    perUsd: doublePrecision('per_usd').notNull(),
    viewerCurve: integer('viewer_curve').array().notNull(),
    goods: integer('goods').notNull(),
  },
  (t) => [index('market_workbench_lives_site_day_idx').on(t.site, t.day)],
);

/** The products the window's sessions showed (issue 32), with the product's attributes the live rankings show. */
export const marketWorkbenchLiveGoods = pgTable(
  'market_workbench_live_goods',
  {
    liveId: id8('live_id').notNull(),
    goodsId: id8('goods_id').notNull(),
    site: text('site').notNull(),
    day: day('day').notNull(),
    shopId: id8('shop_id').notNull(),
    shopName: text('shop_name').notNull(),
    brandId: integer('brand_id'),
    brandName: text('brand_name'),
    typeId: integer('type_id').notNull(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    sales: integer('sales').notNull(),
    gmv: doublePrecision('gmv').notNull(),
    perUsd: doublePrecision('per_usd').notNull(),
  },
  (t) => [primaryKey({ columns: [t.liveId, t.goodsId] }), index('market_workbench_live_goods_site_day_idx').on(t.site, t.day)],
);

/** Which item days (site-days, and the first and last day) each month's rows were computed from. */
export const marketWorkbenchMonthDays = pgTable('market_workbench_month_days', {
  month: day('month').primaryKey(),
  siteDays: integer('site_days').notNull(),
  firstDay: day('first_day').notNull(),
  lastDay: day('last_day').notNull(),
});

/** Small facts of the market pipeline: the latest complete day, the data version, the last refresh. */
export const marketState = pgTable('market_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
