// The explosion detection's per-member history (issue 16 item 3): the products a member opened in
// the detection details, one row per member and product, the last opening first. Each member reads
// and deletes only their own rows (detection-routes.ts).
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const detectionHistory = pgTable(
  'detection_history',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    goodsId: text('goods_id').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('detection_history_user_goods_key').on(t.userId, t.goodsId), index('detection_history_user_idx').on(t.userId, t.viewedAt)],
);
