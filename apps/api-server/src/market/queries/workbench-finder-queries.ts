// The product finder's ranges (issue 30 item 1: big-data product selection): the product ranking
// (PRODUCT_RANKING_SQL) takes them beside its own filters, and its rows carry the figures they
// compare, so a member can check every row against every range. Each is read from the product's
// derived row (market_workbench_products: its price change since 30 days before the data day is
// derived there, issue 30's finder p99) and, for the shops it competes with, one key lookup: the
// active shops of its category on its site (market_workbench_categories' key). Fixed at 30 days whatever the
// ranking's period, like the blue-ocean inputs: a preset's "young and rising" means the same thing
// on a 7-day and a 90-day view.
import type { RankingScope } from './ranking-sql';

/** Days before the data day the price change is measured from. */
export const PRICE_CHANGE_DAYS = 30;

/**
 * Price change since then as a fraction, derived with the row (null: no price above 0 that day, or
 * not yet listed). Read from the daily rows per candidate, the all-sites finder's p99 was 197 ms.
 */
export const PRICE_CHANGE_SQL = 'w.price_change_30';

/** Reviews per unit sold in the 30 days (null: none sold). */
export const REVIEWS_PER_UNIT_SQL = '(w.reviews::float8 / nullif(w.units_30, 0))';

/**
 * Shops with a sale in its sub-category (its category when it has none) on its site within the 30
 * days: the shops it competes with (null: a category the derive has no row of).
 */
export const CATEGORY_SHOPS_SQL =
  '(select c.active_shops from market_workbench_categories c where c.site = w.site and c.category_id = coalesce(w.sub_type_id, w.type_id))';

/** Whole days from its listing day to the data day. */
export const AGE_SQL = '(w.day - w.listed_day)';

/** The columns a finder row adds to a product row (`price_change` a fraction). */
export const FINDER_ROW_COLUMNS = `${PRICE_CHANGE_SQL} as price_change, ${REVIEWS_PER_UNIT_SQL} as reviews_per_unit, ${CATEGORY_SHOPS_SQL} as category_shops, ${AGE_SQL} as age_days`;

/** What FINDER_ROW_COLUMNS read back. */
export interface FinderRecord {
  price_change?: number | null;
  reviews_per_unit?: number | null;
  category_shops?: number | null;
  age_days?: number | null;
}

/** The finder's figures of a product row (the contract's ProductRow: priceChange30, reviewsPerUnit, categoryShops, ageDays); none for a record read without FINDER_ROW_COLUMNS (an explanation's). */
export function finderFigures(r: FinderRecord): { priceChange30: number | null; reviewsPerUnit: number | null; categoryShops: number | null; ageDays: number } | Record<string, never> {
  if (r.age_days === undefined || r.age_days === null) return {};
  const n = (v: number | null | undefined) => (v === null || v === undefined ? null : Number(v));
  const change = n(r.price_change);
  const perUnit = n(r.reviews_per_unit);
  return {
    priceChange30: change === null ? null : Math.round(change * 10_000) / 100,
    reviewsPerUnit: perUnit === null ? null : Math.round(perUnit * 100) / 100,
    categoryShops: n(r.category_shops),
    ageDays: Number(r.age_days),
  };
}

/**
 * Pushes the finder's ranges of `s.query`. The shops of the category are a semi-join the planner can
 * hash (the category rows inside a range), not a lookup per candidate row: over all sites a lookup
 * per row cost 3x the rest of the ranking.
 */
export function finderFilter(s: RankingScope): void {
  const f = s.query.filters;
  s.range(AGE_SQL, f.age);
  if (f.reviewsPerUnit) s.range(REVIEWS_PER_UNIT_SQL, f.reviewsPerUnit);
  const bounds = (expr: string, r: { min?: number; max?: number }) =>
    [...(r.min !== undefined ? [`${expr} >= ${s.arg(r.min)}::float8`] : []), ...(r.max !== undefined ? [`${expr} <= ${s.arg(r.max)}::float8`] : [])].join(' and ') || 'true';
  if (f.categoryShops) {
    s.where.push(
      `(w.site, coalesce(w.sub_type_id, w.type_id)) in (select c.site, c.category_id from market_workbench_categories c where ${bounds('c.active_shops', f.categoryShops)})`,
    );
  }
  // In percent in the query, a fraction in SQL; a row without a change is outside any range.
  s.range(PRICE_CHANGE_SQL, f.priceChange, 100);
}
