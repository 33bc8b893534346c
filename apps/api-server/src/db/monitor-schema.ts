// Monitors and alerts (issue 31): what a member follows, their alert rules, the notifications the
// T+1 evaluation writes, the e-mail digest's outbox, and the webhook with its deliveries and
// attempts. In the database, so every server process evaluates, counts and answers alike (DESIGN.md §3).
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const itemId = () => bigint('item_id', { mode: 'number' }).notNull();

/** An item's figures of one day as the rules read them (openapi MonitorFigures). */
export type MonitorFiguresJson = Record<string, number>;

/** One custom condition of a rule (openapi AlertCondition). */
export interface AlertConditionJson {
  measure: string;
  op: 'gt' | 'gte' | 'lt' | 'lte';
  value: number;
}

/**
 * An item a member follows: a product, shop, brand or search word. `site` is the item's own site,
 * and a brand's site or 'ALL' (all sites, US dollars). The figures of the day it was followed stay,
 * so a monitor shows the change since.
 */
export const monitorFollows = pgTable(
  'monitor_follows',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    entity: text('entity').notNull(),
    itemId: itemId(),
    site: text('site').notNull(),
    groupName: text('group_name').notNull().default(''),
    note: text('note').notNull().default(''),
    /** The data day when it was followed (null: no market data yet). */
    followedDay: date('followed_day', { mode: 'string' }),
    followedFigures: jsonb('followed_figures').$type<MonitorFiguresJson>().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('monitor_follows_user_item_key').on(t.userId, t.entity, t.itemId, t.site),
    // The evaluation joins every follower of an item at once.
    index('monitor_follows_item_idx').on(t.entity, t.itemId, t.site),
  ],
);

/**
 * An alert rule: a preset `kind` with its `threshold`, or `custom` conditions combined by
 * `combine`, over the member's follows of `entity` (of one group when `groupName` is set).
 */
export const monitorRules = pgTable(
  'monitor_rules',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    entity: text('entity').notNull(),
    kind: text('kind').notNull(),
    threshold: doublePrecision('threshold'),
    conditions: jsonb('conditions').$type<AlertConditionJson[]>().notNull().default(sql`'[]'::jsonb`),
    combine: text('combine').notNull().default('and'),
    groupName: text('group_name').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('monitor_rules_user_idx').on(t.userId, t.entity)],
);

/** A rule that fired for a followed item on a data day. One per rule, item and day: an evaluation run again adds nothing. */
export const monitorNotifications = pgTable(
  'monitor_notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    ruleId: integer('rule_id').notNull(),
    ruleName: text('rule_name').notNull(),
    kind: text('kind').notNull(),
    threshold: doublePrecision('threshold'),
    entity: text('entity').notNull(),
    itemId: itemId(),
    site: text('site').notNull(),
    title: text('title').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    figures: jsonb('figures').$type<MonitorFiguresJson>().notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('monitor_notifications_rule_item_day_key').on(t.ruleId, t.entity, t.itemId, t.site, t.day),
    index('monitor_notifications_user_idx').on(t.userId, t.id),
    index('monitor_notifications_unread_idx').on(t.userId).where(sql`not ${t.read}`),
  ],
);

/** Where a member's daily digest goes (empty: none). */
export const monitorSettings = pgTable('monitor_settings', {
  userId: integer('user_id').primaryKey(),
  email: text('email').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mail the server sends (the daily digest): in local mode it stays here, the development outbox
 * (`GET /api/__dev/mail`); in production the mail API sends it and `sentAt` or `error` says how it went.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    /** What the mail is (`digest`) and the data day it reports: one digest per member and day. */
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mail_outbox_user_kind_day_key').on(t.userId, t.kind, t.day), index('mail_outbox_to_idx').on(t.to, t.id)],
);

/** A member's webhook: its address and signing secret (HMAC-SHA256). */
export const monitorWebhooks = pgTable('monitor_webhooks', {
  userId: integer('user_id').primaryKey(),
  url: text('url').notNull(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

/** One event for a member's webhook (an alert day's notifications, or a test), retried with backoff until delivered or given up. */
export const monitorWebhookDeliveries = pgTable(
  'monitor_webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    type: text('type').notNull(),
    /** The alert day (null for a test): one alert delivery per member and day. */
    day: date('day', { mode: 'string' }),
    url: text('url').notNull(),
    /** The event's JSON body as sent (the same bytes on every attempt). */
    body: text('body').notNull(),
    /** pending (an attempt is due at nextAttemptAt), delivered, failed (gave up). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('monitor_webhook_deliveries_user_day_key').on(t.userId, t.type, t.day),
    index('monitor_webhook_deliveries_user_idx').on(t.userId, t.id),
    index('monitor_webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** Each attempt of a delivery: when, and what came back (an HTTP status, or why none did). */
export const monitorWebhookAttempts = pgTable(
  'monitor_webhook_attempts',
  {
    id: serial('id').primaryKey(),
    deliveryId: integer('delivery_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ok: boolean('ok').notNull(),
    httpStatus: integer('http_status'),
    error: text('error'),
    ms: integer('ms').notNull(),
  },
  (t) => [index('monitor_webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);
