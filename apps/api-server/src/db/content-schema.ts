// Tables of the main and report bases (spec §7 "Other", content, Q&A, lottery and data backfill).
// Content is demo data, seeded deterministically by src/db/seed/demo-content.ts and flagged `demo`.
// Market data (goods, shops, keywords, brands, daily figures) comes from the daily feed: see
// market-schema.ts and src/market.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One language's text of a content item. */
export interface ContentText {
  title: string;
  summary: string;
  content: string;
}
export type ContentTranslations = Partial<Record<string, ContentText>>;

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
    /** WebVTT captions of `videoUrl`, where there are some. */
    captionsUrl: text('captions_url'),
    /** The language `title`, `summary` and `content` are written in (a locale code of libs/domain). */
    lang: text('lang').notNull().default('en'),
    /** The same text in other languages: a reader gets theirs, else the item's own language (issue 15). */
    translations: jsonb('translations').$type<ContentTranslations>().notNull().default({}),
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
  /** Prizes left to win; null = unlimited. A draw never takes it below zero. */
  stock: integer('stock'),
  /** The "thank you" slot of the wheel: drawing it is not a win and records nothing. */
  noWin: boolean('no_win').notNull().default(false),
  /** A physical prize: claiming it needs a delivery address (/m/DeliveryInfo). */
  shipped: boolean('shipped').notNull().default(false),
  demo: boolean('demo').notNull().default(true),
});

/** Remaining draws of a user in an activity (absent row = none): granted by activity registration and invitations. */
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
    /** The registered friend; one invitation (and one chance for the inviter) per friend and activity. */
    inviteeUserId: text('invitee_user_id'),
    account: text('account').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lottery_invitations_inviter_idx').on(t.actId, t.inviterUserId), uniqueIndex('lottery_invitations_invitee_key').on(t.actId, t.inviteeUserId)],
);

export const lotteryRecords = pgTable(
  'lottery_records',
  {
    id: serial('id').primaryKey(),
    actId: text('act_id').notNull(),
    userId: text('user_id').notNull(),
    prizeId: text('prize_id').notNull(),
    received: boolean('received').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** Delivery address of a shipped prize (/m/DeliveryInfo). */
    deliveryName: text('delivery_name'),
    deliveryPhone: text('delivery_phone'),
    deliveryAddress: text('delivery_address'),
    createdAt: createdAt(),
  },
  (t) => [index('lottery_records_user_idx').on(t.actId, t.userId)],
);

/** The states of a data-backfill application: asked for, then found in an imported market day. */
export const DATA_SUPPLEMENT_STATES = { requested: 'requested', updated: 'updated' } as const;

/**
 * A data-backfill application (spec §2 data backfill dialog). A member's application, once the
 * market data holds what it asked for, earns the member gift (spec §2 "Member gift dialog": its text
 * says the requested correction was made), announced once.
 */
export const dataSupplements = pgTable(
  'data_supplements',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    param: text('param').notNull(),
    /** The product or shop id read from `param`; null when it holds none (nothing to look for). */
    targetId: bigint('target_id', { mode: 'number' }),
    /** The member who asked (a verified session); null for a visitor, who is never gifted. */
    userId: integer('user_id'),
    state: text('state').notNull().default(DATA_SUPPLEMENT_STATES.requested),
    /** When an import first held the product or shop. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** When the gift window told the member (once, whichever of their updated applications). */
    giftAnnouncedAt: timestamp('gift_announced_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The refresher's pass reads the open applications; the gift window a member's updated ones.
    index('data_supplements_requested_idx').on(t.kind, t.targetId).where(sql`${t.state} = 'requested'`),
    index('data_supplements_user_idx').on(t.userId).where(sql`${t.userId} is not null`),
  ],
);
