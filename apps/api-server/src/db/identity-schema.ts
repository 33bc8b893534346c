// Tables of the identity, distribution, promote and payment bases (beyond the security tables of
// schema.ts): login credentials, memberships, trial gifts, window settings, feedback, channels,
// cooperation organs and coupons. Nothing of this lives in process memory (DESIGN.md §3).
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Short-lived single-use credentials, stored as SHA-256 digests: `login` (exchanged for an access
 * token), `identity` (proof of a passed risk verification) and `auth2` (automatic-login code).
 */
export const loginCredentials = pgTable(
  'login_credentials',
  {
    digest: text('digest').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: integer('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('login_credentials_user_idx').on(t.userId)],
);

/** A user's membership (spec §3 "product"): plan, `maturityTime` and the bonus period's end. */
export const userProducts = pgTable('user_products', {
  userId: integer('user_id').primaryKey(),
  planId: integer('plan_id').notNull(),
  maturityTime: timestamp('maturity_time', { withTimezone: true }),
  bonusEndTime: timestamp('bonus_end_time', { withTimezone: true }),
  updatedAt: createdAt(),
});

/** Purchase status per user and category (spec §3 "categoryBuyStatus"); 1 = bought. */
export const userCategoryBuys = pgTable(
  'user_category_buys',
  {
    userId: integer('user_id').notNull(),
    categoryId: integer('category_id').notNull(),
    buyStatus: integer('buy_status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);

/** The 1-day operations-edition trial (spec §6), granted once per user; the gift window shows once. */
export const trialGiveaways = pgTable('trial_giveaways', {
  userId: integer('user_id').primaryKey(),
  planId: integer('plan_id').notNull(),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  windowShownAt: timestamp('window_shown_at', { withTimezone: true }),
});

/** Open-window settings per user (spec §3: openType, openFlag); users without rows get the defaults. */
export const openWindowSettings = pgTable(
  'open_window_settings',
  {
    userId: integer('user_id').notNull(),
    openType: integer('open_type').notNull(),
    openFlag: integer('open_flag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.openType] })],
);

/** Feedback (spec §3: type, complaint, problemDescription, imgUrl). */
export const userFeedback = pgTable(
  'user_feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    type: text('type').notNull(),
    complaint: text('complaint'),
    problemDescription: text('problem_description').notNull(),
    imgUrl: text('img_url'),
    createdAt: createdAt(),
  },
  (t) => [index('user_feedback_user_idx').on(t.userId)],
);

/** What a new account came with: invite fields and the analytics first id (spec §3). */
export const userRegistrations = pgTable('user_registrations', {
  userId: integer('user_id').primaryKey(),
  source: text('source').notNull(),
  invite: text('invite'),
  inviteChannel: text('invite_channel'),
  searchWord: text('search_word'),
  keyWord: text('key_word'),
  expandInfo: text('expand_info'),
  firstId: text('first_id'),
  createdAt: createdAt(),
});

/** Registration channels of the distribution service (`/public/partnerChannel`). */
export const partnerChannels = pgTable('partner_channels', {
  urlCode: text('url_code').primaryKey(),
  appId: text('app_id').notNull(),
  channelId: integer('channel_id').notNull(),
  channelName: text('channel_name').notNull(),
  invite: text('invite'),
  inviteChannel: text('invite_channel'),
});

/** A user's private-area channel (promote type); no row = code 30005. */
export const userPrivateChannels = pgTable('user_private_channels', {
  userId: integer('user_id').primaryKey(),
  channelType: integer('channel_type').notNull(),
});

/** Cooperation-organ users (`getUserCooperationOrgan` returns their userId). */
export const cooperationOrgans = pgTable('cooperation_organs', {
  userId: integer('user_id').primaryKey(),
  organName: text('organ_name').notNull(),
});

/** Coupons of the payment base; `userId` null = a lobby coupon anyone may look at. */
/** Lobby coupons (no owner) claimed by a user from a promotion link: once per user and coupon. */
export const couponClaims = pgTable(
  'coupon_claims',
  {
    couponId: text('coupon_id').notNull(),
    userId: integer('user_id').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] })],
);

export const coupons = pgTable('coupons', {
  couponId: text('coupon_id').primaryKey(),
  appId: text('app_id').notNull(),
  userId: integer('user_id'),
  name: text('name').notNull(),
  planId: integer('plan_id').notNull(),
  amount: integer('amount').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  endTime: timestamp('end_time', { withTimezone: true }).notNull(),
});
