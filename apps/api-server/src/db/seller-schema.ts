// Tables of the seller pages (issue 16 item 3): the Shopee shops a member has authorised SeaLens to
// read (/moreShopAuthorize), and applications to the Shopee green entry channel
// (/shopeeGreenEntryChannel).
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** One authorised shop of one member; authorising it again renews `expiresAt`. */
export const authorizedShops = pgTable(
  'authorized_shops',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    site: text('site').notNull(),
    shopId: text('shop_id').notNull(),
    shopName: text('shop_name').notNull(),
    /** 'local': recorded by the reference server without asking Shopee (no real OAuth here). */
    source: text('source').notNull(),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('authorized_shops_user_shop_key').on(t.userId, t.site, t.shopId), index('authorized_shops_user_idx').on(t.userId)],
);

/** An application to the green entry channel: a visitor may send one, a member's carries their id. */
export const greenChannelApplications = pgTable(
  'green_channel_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    company: text('company').notNull(),
    /** Comma-separated site codes, in the order of SITE_CODES. */
    sites: text('sites').notNull(),
    categoryId: integer('category_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('green_channel_applications_phone_idx').on(t.phone, t.createdAt)],
);
