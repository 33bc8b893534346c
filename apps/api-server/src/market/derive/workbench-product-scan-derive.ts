// The product rankings' narrow copy (migration 0052, issue 30's finder bound at --scale large): the
// columns of market_workbench_products that a ranking's scope, filters, figures and sorts read, none
// of the row's text, picture or series. A filtered ranking over all sites reads every product row to
// keep the ones its filters pass (no index serves a finder's ranges), and on the wide table that read
// walked past each row's title, picture and 30-day series to reach its figures: 484 MB at --scale
// large, this copy 208 MB; the kept rows' attributes are then read from the product table by id
// (queries/ranking-sql.ts, RankingSource.scanTable). Written after the product table in the derive
// job; the migration fills it from a product table derived before it.
import type { MarketSql } from '../market-sql';

export const PRODUCT_SCAN_TABLE = 'market_workbench_product_scan';

/** The copied columns, in the migration's order. */
export const PRODUCT_SCAN_COLUMNS = [
  'goods_id', 'day', 'site', 'type_id', 'sub_type_id', 'shop_type', 'brand_id', 'listed_at', 'listed_day',
  'price', 'per_usd', 'rating', 'reviews', 'likes',
  'units_1', 'units_7', 'units_30', 'units_90', 'gmv_1', 'gmv_7', 'gmv_30', 'gmv_90',
  'prev_units_1', 'prev_units_7', 'prev_units_30', 'prev_units_90', 'prev2_units_1', 'prev2_units_7', 'prev2_units_30',
  'price_change_30',
] as const;

/** Writes the copy again from the product table just derived (emptied, so a scan reads no dead rows). */
export async function deriveProductScan(tx: MarketSql): Promise<void> {
  const columns = PRODUCT_SCAN_COLUMNS.join(', ');
  await tx.exec(`truncate ${PRODUCT_SCAN_TABLE}`);
  await tx.exec(`insert into ${PRODUCT_SCAN_TABLE} (${columns}) select ${columns} from market_workbench_products`);
  await tx.exec(`analyze ${PRODUCT_SCAN_TABLE}`);
}
