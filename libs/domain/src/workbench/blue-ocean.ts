// The blue-ocean word index (issue 29 item 5): words where demand grows faster than competition
// and the shops that sell what the word finds sell much each. The one place the formula is
// written: the server puts it on every search-word row beside its inputs, and the blue-ocean page
// explains it with those inputs shown, so a member can recompute any row.

/** A search word's inputs to the index, as its ranking row carries them. */
export interface BlueOceanInputs {
  /** Growth of the word's search index on the period before, in percent (null: no searches before). */
  searchGrowth: number | null;
  /** Growth of the products the word finds over 30 days, in percent (null: no product base 30 days before). */
  productBaseGrowth: number | null;
  /** 30-day units of the products the word finds, per shop selling them (null: none sold). */
  salesPerShop: number | null;
}

/**
 * index = (100 + search growth %) / (100 + product-base growth %) × log10(1 + sales per active shop),
 * rounded to two decimals. The first factor is above 1 when searches grow faster than the products
 * competing for them; the second grows with what a shop sells there, on a log scale so that one
 * giant seller does not outweigh the demand. Null when an input is missing, or when the product
 * base fell to nothing (no competition left to divide by).
 */
export function blueOceanIndex({ searchGrowth, productBaseGrowth, salesPerShop }: BlueOceanInputs): number | null {
  if (searchGrowth === null || productBaseGrowth === null || salesPerShop === null) return null;
  const competition = 100 + productBaseGrowth;
  if (!(competition > 0) || salesPerShop < 0) return null;
  const demand = Math.max(0, 100 + searchGrowth) / competition;
  return Math.round(demand * Math.log10(1 + salesPerShop) * 100) / 100;
}
