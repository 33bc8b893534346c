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

/** A category's inputs to the blue-ocean industry index, as its ranking row carries them (30 days on the 30 before). */
export interface BlueOceanIndustryInputs {
  /** Growth of the category's units, in percent (null: none sold in the 30 days before). */
  salesGrowth: number | null;
  /** Growth of its active shops (shops with a sale of its products), in percent (null: none before). */
  shopGrowth: number | null;
  /** Its 30-day units per active shop (null: no shop sold). */
  salesPerShop: number | null;
}

/**
 * The blue-ocean industry index (issue 29 item 5): the word index's formula over a category's sales,
 * index = (100 + sales growth %) / (100 + active-shop growth %) × log10(1 + units per active shop),
 * rounded to two decimals: above the sales term when demand grows faster than the shops competing
 * for it, higher where a shop sells more. Null when an input is missing or no shop is left.
 */
export function blueOceanIndustryIndex({ salesGrowth, shopGrowth, salesPerShop }: BlueOceanIndustryInputs): number | null {
  return blueOceanIndex({ searchGrowth: salesGrowth, productBaseGrowth: shopGrowth, salesPerShop });
}
