// The category sums the workbench's price analysis and category explanation read (issues 29 and 30:
// their bounds at --scale large), derived after the category table (derive.ts). Answered from the
// product rows at each request, all sites' largest category numbered and banded 81,052-171,471
// products in two or three passes (p99 161-180 ms); here they are made once a derive:
// - market_workbench_price_bands: per scope (a site, or all sites in US dollars), category or
//   sub-category and rolling period, the analysis's default bands exactly as it cuts them (the
//   selling products' price quantiles made readable, bandEdgesOf), their sums and each band's best
//   sellers' ids; the scope's own row (band -1) holds the edges, the dearest price, its selling
//   products and shops. Every category row gets one for each period, empty or not.
// - market_workbench_category_shops: a category's ten best-selling shops over 30 days per scope.
// A member's own band edges are still banded at the request (WorkbenchCategoryQueries.analysis).
import { SITE_CODES } from '@sealens/domain';

import type { MarketSql } from '../market-sql';
import {
  ANALYSIS_QUANTILES,
  BAND_TOP_ROWS,
  bandEdgesOf,
  CATEGORY_SHOPS_TABLE,
  CATEGORY_TOP_SHOPS,
  PRICE_BANDS_TABLE,
  SCOPE_BAND,
  spreadOf,
} from '../queries/workbench-category-queries';
import { ALL_SITES } from './workbench-category-derive';
import { WORKBENCH_PERIODS, type WorkbenchPeriod } from './workbench-derive';

/**
 * Each selling product of the period in its four scopes (its site's category and sub-category, all
 * sites' category and sub-category: the scopes the analysis reads with productScope), with its price
 * and sales value in the scope's money (`$1`: the nine sites). A sub-category scope holds a product
 * whose category is the sub-category's (as productScope asks both).
 */
function scopedProducts(p: WorkbenchPeriod | 30, columns = ''): string {
  const sub = 'case when w.sub_type_id / 100 = w.type_id then w.sub_type_id end';
  return `select x.site, x.category_id, w.goods_id, w.shop_id, x.price, w.units_${p} as u, x.g${columns}
    from market_workbench_products w
    cross join lateral (values
      (w.site, w.type_id, w.price, w.gmv_${p}),
      (w.site, ${sub}, w.price, w.gmv_${p}),
      ('${ALL_SITES}', w.type_id, w.price / w.per_usd, w.gmv_${p} / w.per_usd),
      ('${ALL_SITES}', ${sub}, w.price / w.per_usd, w.gmv_${p} / w.per_usd)
    ) as x(site, category_id, price, g)
    where w.site = any($1::text[]) and w.units_${p} > 0 and x.category_id is not null`;
}

/** Recomputes the price bands and the categories' top shops for the derived product and category tables. */
export async function deriveWorkbenchCategorySums(tx: MarketSql): Promise<void> {
  await tx.exec(`delete from ${PRICE_BANDS_TABLE}`);
  await tx.exec(`delete from ${CATEGORY_SHOPS_TABLE}`);
  const categories = await tx.query<{ site: string; category_id: number }>('select site, category_id from market_workbench_categories order by site, category_id');
  const sites = [...SITE_CODES];
  for (const p of WORKBENCH_PERIODS) {
    // The quantiles per scope, as the analysis takes them (percentile_cont over the same prices).
    const spreads = await tx.query<{ site: string; category_id: number; q: number[] | string | null; max: number | null }>(
      `select site, category_id, percentile_cont(array[${ANALYSIS_QUANTILES.join(', ')}]::float8[]) within group (order by price) as q, max(price) as max
       from (${scopedProducts(p)}) s group by site, category_id`,
      [sites],
    );
    const spreadBy = new Map(spreads.map((s) => [`${s.site}/${Number(s.category_id)}`, s]));
    // Every category row has a scope row (a scope with no selling product: one band, no edges).
    await tx.copy(
      PRICE_BANDS_TABLE,
      [['site', 'text'], ['category_id', 'int4'], ['period', 'int4'], ['band', 'int4'], ['edges', 'float8[]'], ['max_price', 'float8'], ['units', 'int8'], ['gmv', 'float8'], ['products', 'int4'], ['shops', 'int4']],
      categories.map((c) => {
        const spread = spreadOf(spreadBy.get(`${c.site}/${Number(c.category_id)}`));
        return [c.site, Number(c.category_id), p, SCOPE_BAND, bandEdgesOf(spread.quantiles), spread.max, 0, 0, 0, 0];
      }),
    );
    // Each band's sums and best sellers, and the scope's selling products and shops (its grouping set).
    await tx.query(
      `with banded as (
         select width_bucket(x.price, s.edges) as band, x.* from (${scopedProducts(p)}) x
         join ${PRICE_BANDS_TABLE} s on s.site = x.site and s.category_id = x.category_id and s.period = $2 and s.band = ${SCOPE_BAND}
       ), sums as (
         select site, category_id, band, grouping(band) as whole, sum(u)::int8 as units, sum(g) as gmv, count(*)::int as products, count(distinct shop_id)::int as shops,
           (array_agg(goods_id order by u desc, goods_id))[1:${BAND_TOP_ROWS}] as top_ids
         from banded group by grouping sets ((site, category_id, band), (site, category_id))
       ), bands as (
         insert into ${PRICE_BANDS_TABLE} (site, category_id, period, band, units, gmv, products, shops, top_ids)
         select site, category_id, $2, band, units, gmv, products, shops, top_ids from sums where whole = 0
       )
       update ${PRICE_BANDS_TABLE} t set products = s.products, shops = s.shops
       from sums s where s.whole = 1 and t.site = s.site and t.category_id = s.category_id and t.period = $2 and t.band = ${SCOPE_BAND}`,
      [sites, p],
    );
  }
  // The top shops by 30-day units, ties by id, with their selling products (the summary's foundShops).
  await tx.query(
    `insert into ${CATEGORY_SHOPS_TABLE} (site, category_id, place, shop_id, products, units)
     select site, category_id, place, shop_id, products, units from (
       select site, category_id, shop_id, products, units, row_number() over (partition by site, category_id order by units desc, shop_id) as place
       from (select site, category_id, shop_id, count(*)::int as products, sum(u)::int8 as units from (${scopedProducts(30)}) x group by site, category_id, shop_id) g
     ) r where place <= ${CATEGORY_TOP_SHOPS}`,
    [sites],
  );
}

/**
 * On a database derived before migration 0051 (its categories derived, their sums not), makes the sums
 * from the derived tables alone, in one transaction: not a whole derive (at --scale large 15 minutes).
 * Until then the price analysis and the explanation sum the product rows. Answers whether it made them.
 */
export async function fillMissingCategorySums(sql: MarketSql): Promise<boolean> {
  const [row] = await sql.query<{ missing: boolean }>(
    `select exists (select 1 from market_workbench_categories) and not exists (select 1 from ${PRICE_BANDS_TABLE}) as missing`,
  );
  if (row?.missing !== true) return false;
  await sql.transaction((tx) => deriveWorkbenchCategorySums(tx));
  return true;
}
