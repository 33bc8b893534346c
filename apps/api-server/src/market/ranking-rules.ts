// The rankings' rules, shared by the rankings (queries/market-queries.ts), the derived figures that
// mark their rows (derive/derive.ts) and the indexes that serve them (db/market-schema.ts): a
// partial index only serves a query whose filter repeats its predicate with the same constant, so
// all three read it from here.

/** Soaring lists only rank items that sold at least this much in the period before (no 1 -> 10 = +900%). */
export const SOARING_MIN_BASE = { 1: 5, 7: 14, 30: 40 } as const satisfies Record<1 | 7 | 30, number>;

/** Keywords are searched far more often than products sell: their soaring base is ten times higher. */
export const KEYWORD_SOARING_BASE_FACTOR = 10;

/** Hot-new: listed (a shop: opened) within this many days of the day described. */
export const HOT_NEW_DAYS = 30;

/** SQL for 00:00 China time of the first of the hot-new days ending on the day in `dayParam` ($n). */
export const hotNewSinceSql = (dayParam: string) => `(((${dayParam}::date - ${HOT_NEW_DAYS - 1})::timestamp - interval '8 hours') at time zone 'UTC')`;

/**
 * The workbench's soaring base per rolling period (issue 26): the rankings' bases and, for 90 days,
 * three times the 30-day one; a calendar month uses the 30-day base.
 */
export const WORKBENCH_SOARING_MIN_BASE = { ...SOARING_MIN_BASE, 90: SOARING_MIN_BASE[30] * 3 } as const satisfies Record<1 | 7 | 30 | 90, number>;
export const MONTH_SOARING_MIN_BASE = SOARING_MIN_BASE[30];
