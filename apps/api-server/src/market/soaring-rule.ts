// The soaring lists' rule, shared by the rankings (market-queries.ts) and the indexes that serve
// them (db/market-schema.ts): a partial index only serves a query whose filter repeats its
// predicate with the same constant, so both read it from here.

/** Soaring lists only rank items that sold at least this much in the period before (no 1 -> 10 = +900%). */
export const SOARING_MIN_BASE = { 1: 5, 7: 14, 30: 40 } as const satisfies Record<1 | 7 | 30, number>;

/** Keywords are searched far more often than products sell: their soaring base is ten times higher. */
export const KEYWORD_SOARING_BASE_FACTOR = 10;
