// The reference server's tables. Everything that must survive a restart or be shared by several
// server processes lives here, never in process memory (DESIGN.md §3): users, SMS codes and send
// counters, QR scenes, captcha tickets, login failures and known devices, server settings.
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A main account, or a sub-account when `parentId` points at its main account. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    displayName: text('display_name').notNull().default(''),
    nickName: text('nick_name').notNull().default(''),
    headImg: text('head_img').notNull().default(''),
    parentId: integer('parent_id'),
    weChatOpenId: text('wechat_open_id'),
    /** A demo account pinned to a risk state (spec §8 codes), for the documented demo logins. */
    riskCode: integer('risk_code'),
    riskEndTime: timestamp('risk_end_time', { withTimezone: true }),
    /** Access tokens carry the value they were issued under; a password reset raises it, so every older token stops working. */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_account_key').on(t.account), index('users_mobile_idx').on(t.mobile), index('users_parent_idx').on(t.parentId)],
);

/** One issued SMS code: stored hashed, single use, dead after too many wrong tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    sendType: text('send_type').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_lookup_idx').on(t.mobile, t.sendType, t.createdAt)],
);

/** Every SMS send, by phone and by IP: the hourly limits and the resend cooldown count these rows. */
export const smsSends = pgTable(
  'sms_sends',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    ip: text('ip').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_sends_mobile_idx').on(t.mobile, t.sentAt), index('sms_sends_ip_idx').on(t.ip, t.sentAt)],
);

/**
 * A login or bind QR scene: lives 60 s; a scan records who scanned it (a known user, or an unknown
 * messaging-app identity `scannedOpenId`). A known user's scan is collected once (`consumedAt`); an
 * unknown scan is claimed once by the register-and-bind call.
 */
export const qrScenes = pgTable('qr_scenes', {
  sceneId: text('scene_id').primaryKey(),
  ticket: text('ticket').notNull(),
  purpose: text('purpose').notNull(),
  /** The signed-in user who asked for the scene; only they may bind it (issue #10 item 3). */
  createdByUserId: integer('created_by_user_id'),
  scannedUserId: integer('scanned_user_id'),
  scannedUnknown: boolean('scanned_unknown').notNull().default(false),
  scannedOpenId: text('scanned_open_id'),
  scannedAt: timestamp('scanned_at', { withTimezone: true }),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * A slide-captcha challenge and, once solved, its single-use `{ticket, randstr}`. One attempt per
 * session (`attemptedAt`); the piece's y and shape are public, `targetX` never leaves the server.
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    sessionId: text('session_id').primaryKey(),
    targetX: integer('target_x').notNull(),
    pieceY: integer('piece_y').notNull().default(0),
    pieceShape: text('piece_shape').notNull().default('puzzle'),
    /** When the picture was last drawn for it: the plausibility check times the answer from here. */
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    ticket: text('ticket'),
    randstr: text('randstr'),
    ticketExpiresAt: timestamp('ticket_expires_at', { withTimezone: true }),
    ticketUsedAt: timestamp('ticket_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('captcha_challenges_ticket_key').on(t.ticket)],
);

/** The SMS outbox of local mode (the development SMS provider writes here instead of sending). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.createdAt)],
);


/**
 * Access tokens ended by logout before their expiry (issue #10 item 8), by their `jti`; kept until
 * the token would have expired anyway. In the database, so every server process refuses them.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** Requests per key (e.g. an action and a client address) and fixed window, shared by every process. */
export const rateLimitCounts = pgTable(
  'rate_limit_counts',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_counts_window_idx').on(t.windowStart)],
);

/** Server-wide settings that every process must agree on, e.g. the generated access-token secret. */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Wrong passwords per account and source address: enough of them close together from one source lock
 * that source out of the account (risk code 70001); a few from anywhere ask every source for a captcha.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    /** The client's address (clientIp), so a stranger's failures lock the stranger, not the owner. */
    source: text('source').notNull().default(''),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_account_idx').on(t.account, t.failedAt), index('login_failures_source_idx').on(t.account, t.source, t.failedAt)],
);

/** Devices a user has logged in from (a hash of the client's device fingerprint): new ones answer 90001. */
export const userDevices = pgTable(
  'user_devices',
  {
    userId: integer('user_id').notNull(),
    fingerprint: text('fingerprint').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.fingerprint] })],
);
