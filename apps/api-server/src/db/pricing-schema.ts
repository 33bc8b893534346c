// Tables of the pricing and profit calculator (issue 17). The fee schedules and the exchange rates
// are data, not code: a new schedule or a changed rate is a row, never a deploy. Schedules are
// seeded (src/db/seed/pricing-schedules.ts); rates are simulated per day in local mode and imported
// rows in production (src/pricing/pricing-rates.ts). Members' saved calculations are their own.
import { index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** One site's fee schedule as of the day it took effect, with the public page it models. */
export const pricingSchedules = pgTable(
  'pricing_schedules',
  {
    id: text('id').primaryKey(),
    site: text('site').notNull(),
    currency: text('currency').notNull(),
    /** "YYYY-MM-DD": the first day the figures apply. */
    effectiveFrom: text('effective_from').notNull(),
    sourceTitle: text('source_title').notNull(),
    sourceUrl: text('source_url').notNull(),
    transactionFeeBp: integer('transaction_fee_bp').notNull(),
    extraStepGrams: integer('extra_step_grams').notNull(),
    extraStepFeeMinor: integer('extra_step_fee_minor').notNull(),
    /** cm³ per kg; null: actual weight only. */
    volumetricDivisor: integer('volumetric_divisor'),
  },
  (t) => [index('pricing_schedules_site_idx').on(t.site, t.effectiveFrom)],
);

/** Commission by seller type and category (category null: the seller type's default). */
export const pricingCommissions = pgTable(
  'pricing_commissions',
  {
    id: serial('id').primaryKey(),
    scheduleId: text('schedule_id').notNull(),
    sellerType: text('seller_type').notNull(),
    categoryId: integer('category_id'),
    rateBp: integer('rate_bp').notNull(),
  },
  (t) => [index('pricing_commissions_schedule_idx').on(t.scheduleId)],
);

/** Service programmes (free-shipping programme, coins cashback...) a seller may join. */
export const pricingProgrammes = pgTable(
  'pricing_programmes',
  {
    scheduleId: text('schedule_id').notNull(),
    code: text('code').notNull(),
    rateBp: integer('rate_bp').notNull(),
    capMinor: integer('cap_minor'),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.code] })],
);

/** Last-mile shipping by chargeable-weight band. */
export const pricingShippingBands = pgTable(
  'pricing_shipping_bands',
  {
    scheduleId: text('schedule_id').notNull(),
    upToGrams: integer('up_to_grams').notNull(),
    feeMinor: integer('fee_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.upToGrams] })],
);

/** Taxes the site charges the seller, on the platform's fees or on the sale. */
export const pricingTaxes = pgTable(
  'pricing_taxes',
  {
    scheduleId: text('schedule_id').notNull(),
    code: text('code').notNull(),
    rateBp: integer('rate_bp').notNull(),
    base: text('base').notNull(),
    sellerTypes: jsonb('seller_types').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.code] })],
);

/** Site-currency units per 1 CNY on one day. */
export const pricingRates = pgTable(
  'pricing_rates',
  {
    day: text('day').notNull(),
    currency: text('currency').notNull(),
    perCny: numeric('per_cny', { precision: 18, scale: 6 }).notNull(),
    /** 'simulated' (local mode) or where an imported rate came from. */
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency] })],
);

/** A member's named calculation: the inputs, and the schedule and rate day it was made with. */
export const pricingCalculations = pgTable(
  'pricing_calculations',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    site: text('site').notNull(),
    scheduleId: text('schedule_id').notNull(),
    rateDay: text('rate_day').notNull(),
    /** The calculator's URL query (every input), so opening it reproduces the calculation. */
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pricing_calculations_user_idx').on(t.userId, t.createdAt)],
);
