// Tables of the main and report bases (spec §7 "Other", home widgets, content, Q&A, lottery and data
// backfill). Market rows (goods, shops, keywords, brands, daily figures) and content are demo data,
// seeded deterministically by src/db/seed/demo-content.ts and flagged `demo`.
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A product (goods table row, spec §3). */
export const demoGoods = pgTable(
  'demo_goods',
  {
    goodsId: text('goods_id').primaryKey(),
    site: text('site').notNull(),
    typeId: integer('type_id').notNull(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    link: text('link').notNull(),
    shopId: text('shop_id').notNull(),
    shopName: text('shop_name').notNull(),
    price: doublePrecision('price').notNull(),
    sales: integer('sales').notNull(),
    gmv: doublePrecision('gmv').notNull(),
    commentsCount: integer('comments_count').notNull(),
    likesCount: integer('likes_count').notNull(),
    score: doublePrecision('score').notNull(),
    shelfTime: timestamp('shelf_time', { withTimezone: true }).notNull(),
    growthRate: doublePrecision('growth_rate').notNull(),
    demo: boolean('demo').notNull().default(true),
  },
  (t) => [index('demo_goods_site_type_idx').on(t.site, t.typeId)],
);

/** A shop (mall). */
export const demoShops = pgTable('demo_shops', {
  shopId: text('shop_id').primaryKey(),
  site: text('site').notNull(),
  typeId: integer('type_id').notNull(),
  shopName: text('shop_name').notNull(),
  logo: text('logo').notNull(),
  sales: integer('sales').notNull(),
  gmv: doublePrecision('gmv').notNull(),
  growthRate: doublePrecision('growth_rate').notNull(),
  demo: boolean('demo').notNull().default(true),
});

/** A keyword (keyword table row, spec §3). */
export const demoKeywords = pgTable('demo_keywords', {
  id: serial('id').primaryKey(),
  site: text('site').notNull(),
  typeId: integer('type_id').notNull(),
  keyword: text('keyword').notNull(),
  searchIndex: integer('search_index').notNull(),
  productBase: integer('product_base').notNull(),
  recommendedBid: doublePrecision('recommended_bid').notNull(),
  demo: boolean('demo').notNull().default(true),
});

/** A brand with its day and week figures. */
export const demoBrands = pgTable('demo_brands', {
  id: serial('id').primaryKey(),
  site: text('site').notNull(),
  typeId: integer('type_id').notNull(),
  brandName: text('brand_name').notNull(),
  logo: text('logo').notNull(),
  daySales: integer('day_sales').notNull(),
  dayGmv: doublePrecision('day_gmv').notNull(),
  weekSales: integer('week_sales').notNull(),
  weekGmv: doublePrecision('week_gmv').notNull(),
  demo: boolean('demo').notNull().default(true),
});

/** Market-wide figures of one site on one day (spec §1). */
export const marketDaily = pgTable(
  'market_daily',
  {
    site: text('site').notNull(),
    /** "YYYY-MM-DD". */
    day: text('day').notNull(),
    totalSalesValue: doublePrecision('total_sales_value').notNull(),
    salesVolume: integer('sales_volume').notNull(),
    productsSold: integer('products_sold').notNull(),
    resourceSlotSalesValue: doublePrecision('resource_slot_sales_value').notNull(),
    demo: boolean('demo').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.site, t.day] }), index('market_daily_day_idx').on(t.day)],
);

/** Articles, courses, operating tips, release records, reports, industry news and industry reports. */
export const contentItems = pgTable(
  'content_items',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    typeId: integer('type_id'),
    site: text('site'),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    coverUrl: text('cover_url').notNull(),
    author: text('author').notNull(),
    publishTime: timestamp('publish_time', { withTimezone: true }).notNull(),
    views: integer('views').notNull(),
    likes: integer('likes').notNull(),
    videoUrl: text('video_url'),
    pdfUrl: text('pdf_url'),
    content: text('content').notNull(),
    demo: boolean('demo').notNull().default(true),
  },
  (t) => [index('content_items_kind_idx').on(t.kind, t.publishTime)],
);

/** One user's like of one content item. */
export const contentLikes = pgTable(
  'content_likes',
  {
    contentId: text('content_id').notNull(),
    userId: text('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.userId] })],
);

export const qaQuestions = pgTable(
  'qa_questions',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    imgUrls: jsonb('img_urls').$type<string[]>().notNull().default([]),
    nickName: text('nick_name').notNull(),
    headImg: text('head_img').notNull().default(''),
    createdAt: createdAt(),
    removed: boolean('removed').notNull().default(false),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [index('qa_questions_user_idx').on(t.userId)],
);

export const qaReplies = pgTable(
  'qa_replies',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id').notNull(),
    parentId: integer('parent_id'),
    userId: text('user_id'),
    content: text('content').notNull(),
    nickName: text('nick_name').notNull(),
    headImg: text('head_img').notNull().default(''),
    createdAt: createdAt(),
    removed: boolean('removed').notNull().default(false),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [index('qa_replies_question_idx').on(t.questionId), index('qa_replies_user_idx').on(t.userId)],
);

export const lotteryActivities = pgTable('lottery_activities', {
  actId: text('act_id').primaryKey(),
  name: text('name').notNull(),
  startTime: timestamp('start_time', { withTimezone: true }).notNull(),
  endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  rules: text('rules').notNull(),
  demo: boolean('demo').notNull().default(true),
});

export const lotteryPrizes = pgTable('lottery_prizes', {
  prizeId: text('prize_id').primaryKey(),
  actId: text('act_id').notNull(),
  name: text('name').notNull(),
  imgUrl: text('img_url').notNull(),
  planId: integer('plan_id'),
  /** Relative chance of this prize among the activity's prizes; 0 never wins. */
  weight: integer('weight').notNull(),
  demo: boolean('demo').notNull().default(true),
});

/** Remaining draws of a user in an activity (absent row = the starting chances). */
export const lotteryChances = pgTable(
  'lottery_chances',
  {
    actId: text('act_id').notNull(),
    userId: text('user_id').notNull(),
    chances: integer('chances').notNull(),
  },
  (t) => [primaryKey({ columns: [t.actId, t.userId] })],
);

export const lotteryInvitations = pgTable(
  'lottery_invitations',
  {
    id: serial('id').primaryKey(),
    actId: text('act_id').notNull(),
    inviterUserId: text('inviter_user_id').notNull(),
    account: text('account').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lottery_invitations_inviter_idx').on(t.actId, t.inviterUserId)],
);

export const lotteryRecords = pgTable(
  'lottery_records',
  {
    id: serial('id').primaryKey(),
    actId: text('act_id').notNull(),
    userId: text('user_id').notNull(),
    prizeId: text('prize_id').notNull(),
    received: boolean('received').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('lottery_records_user_idx').on(t.actId, t.userId)],
);

/** A data-backfill application (spec §2 data backfill dialog). */
export const dataSupplements = pgTable('data_supplements', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  param: text('param').notNull(),
  createdAt: createdAt(),
});
