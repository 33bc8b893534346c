// Tables of the members' workbench (issue 26): exports counted per member and UTC day, saved views
// and column choices. In the database, so every server process counts and answers alike (DESIGN.md §3).
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Exports a member started on a UTC day (the plan's `exportsPerDay` caps `count`). */
export const workbenchExportCounts = pgTable(
  'workbench_export_counts',
  {
    userId: integer('user_id').notNull(),
    /** The UTC day, "YYYY-MM-DD". */
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** A member's named view of a workbench page: the page's query string (issue 26 item 7). */
export const workbenchSavedViews = pgTable(
  'workbench_saved_views',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** The page's path under /workbench/, e.g. `product/hot-sales-product`. */
    page: text('page').notNull(),
    name: text('name').notNull(),
    /** The query string without the leading `?`. */
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workbench_saved_views_user_page_idx').on(t.userId, t.page, t.createdAt)],
);

/** The columns a member chose to see on a page (issue 26 item 4: a column chooser remembered per member). */
export const workbenchColumnChoices = pgTable(
  'workbench_column_choices',
  {
    userId: integer('user_id').notNull(),
    page: text('page').notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.page] })],
);
