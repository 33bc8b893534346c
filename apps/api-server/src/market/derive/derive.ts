// Figures derived after each import (issue #11), never stored as constants: per product, shop,
// brand and keyword, the sales (search index for keywords) and sales value of the day, the 7 and
// the 30 days ending on the latest complete day, and of the periods just before them (growth).
// Brands are summed per site and over all sites (money in US dollars at the reference rates).
import { SITE_CODES } from '@sealens/domain';

import type { MarketSql } from '../market-sql';
import { SOARING_MIN_BASE, hotNewSinceSql } from '../ranking-rules';
import { SHOPEE_SITES_SQL } from '../marketplace-profiles';
import { SITE_PROFILES } from '../site-profiles';
import { deriveWorkbenchBrands } from './workbench-brand-derive';
import { deriveWorkbenchCategories } from './workbench-category-derive';
import { deriveWorkbenchCategorySums } from './workbench-category-sums-derive';
import { deriveListPlaces } from './workbench-list-places';
import { deriveProductScan } from './workbench-product-scan-derive';
import { deriveSearchWords } from './workbench-search-words-derive';
import { deriveWorkbenchMonths, deriveWorkbenchProducts, LAZADA_PRODUCT_TABLE } from './workbench-derive';
import { deriveWorkbenchMonthIntervals, deriveWorkbenchProductIntervals } from './workbench-interval-derive';
import { deriveWorkbenchKeywords } from './workbench-keyword-derive';
import { deriveWorkbenchCampaigns } from './workbench-campaign-derive';
import { deriveWorkbenchLives } from './workbench-live-derive';
import { deriveTiktok } from './tiktok-derive';
import { deriveWorkbenchShops } from './workbench-shop-derive';

/**
 * Days of daily rows the rankings' figures read: 30 days and the 30 before them (the workbench's
 * figures read WORKBENCH_WINDOW_DAYS, workbench-derive.ts).
 */
export const DERIVE_WINDOW_DAYS = 60;

export const MARKET_STATE = {
  statsDay: 'stats_day',
  dataVersion: 'data_version',
  lastRefresh: 'last_refresh',
} as const;

const RATES = SITE_CODES.map((s) => `('${s}', ${SITE_PROFILES[s].perUsd}::float8)`).join(', ');

/** `sum(<value>) filter (where <period>)` for the three periods and the three before them. */
function periods(value: string, prefix: string, money?: string): string {
  const sum = (v: string, where: string) => `coalesce(sum(${v}) filter (where ${where}), 0)`;
  const out = [
    `${sum(value, 'd.day = $1::date')} as ${prefix}_1`,
    `${sum(value, 'd.day > $1::date - 7')} as ${prefix}_7`,
    `${sum(value, 'd.day > $1::date - 30')} as ${prefix}_30`,
  ];
  if (money) {
    out.push(
      `${sum(money, 'd.day = $1::date')} as gmv_1`,
      `${sum(money, 'd.day > $1::date - 7')} as gmv_7`,
      `${sum(money, 'd.day > $1::date - 30')} as gmv_30`,
    );
  }
  out.push(
    `${sum(value, 'd.day = $1::date - 1')} as prev_${prefix}_1`,
    `${sum(value, 'd.day <= $1::date - 7 and d.day > $1::date - 14')} as prev_${prefix}_7`,
    `${sum(value, 'd.day <= $1::date - 30')} as prev_${prefix}_30`,
  );
  return out.join(',\n  ');
}

const STAT_COLUMNS = 'sales_1, sales_7, sales_30, gmv_1, gmv_7, gmv_30, prev_sales_1, prev_sales_7, prev_sales_30';
const sums = (t = '') => STAT_COLUMNS.split(', ').map((c) => `sum(${t}${c})`).join(', ');

const PRODUCT_STATS = 'market_product_stats';
/** Where the product figures are written before they replace PRODUCT_STATS (swapProductStats). */
const NEXT_PRODUCT_STATS = `${PRODUCT_STATS}_next`;

/**
 * Puts the next product figures in place of the current ones, with the current table's indexes:
 * each is built in bulk on the full next table (a sorted build), far cheaper than maintaining the
 * rankings' 34 indexes row by row through a million-row insert (derive at 1 M products: 240 -> 79 s). The
 * names stay those of the schema (db/market-schema.ts); readers wait only for the swap's commit.
 */
async function swapProductStats(tx: MarketSql): Promise<void> {
  const indexes = await tx.query<{ name: string; def: string; primary: boolean }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as def, x.indisprimary as primary
     from pg_index x join pg_class i on i.oid = x.indexrelid where x.indrelid = '${PRODUCT_STATS}'::regclass`,
  );
  for (const { name, def } of indexes) {
    const next = def.replace(`INDEX ${name} ON `, `INDEX ${name}_next ON `).replace(new RegExp(`ON (\\S+\\.)?${PRODUCT_STATS} USING`), `ON ${NEXT_PRODUCT_STATS} USING`);
    if (next === def) throw new Error(`derive: cannot rebuild index ${name} (${def})`);
    await tx.exec(next);
  }
  await tx.exec(`analyze ${NEXT_PRODUCT_STATS}`);
  await tx.exec(`drop table ${PRODUCT_STATS}`);
  await tx.exec(`alter table ${NEXT_PRODUCT_STATS} rename to ${PRODUCT_STATS}`);
  for (const { name, primary } of indexes) {
    await tx.exec(primary ? `alter table ${PRODUCT_STATS} add constraint ${name} primary key using index ${name}_next` : `alter index ${name}_next rename to ${name}`);
  }
}

/** Recomputes every derived table for `day` (the latest complete day) in one transaction. */
export async function deriveStats(sql: MarketSql, day: string): Promise<void> {
  await sql.transaction(async (tx) => {
    await tx.exec(`drop table if exists ${NEXT_PRODUCT_STATS}`);
    await tx.exec(`create table ${NEXT_PRODUCT_STATS} (like ${PRODUCT_STATS} including defaults)`);
    await tx.query(
      `insert into ${NEXT_PRODUCT_STATS} (goods_id, day, site, type_id, sub_type_id, shop_id, brand_id, listed_at, hot_new, ${STAT_COLUMNS})
select p.goods_id, $1::date, p.site, p.type_id, p.sub_type_id, p.shop_id, p.brand_id, p.listed_at, p.listed_at >= ${hotNewSinceSql('$1')},
  ${periods('d.sales', 'sales', 'd.sales * d.price')}
from market_product_days d join market_products p on p.goods_id = d.goods_id
where d.day > $1::date - ${DERIVE_WINDOW_DAYS} and d.day <= $1::date and p.site in ${SHOPEE_SITES_SQL}
group by p.goods_id`,
      [day],
    );
    // Each product ranking's size per scope: all, site, category, both, sub-category, site and sub-category.
    await tx.exec('delete from market_ranking_counts');
    await tx.exec(
      `insert into market_ranking_counts (site, type_id, hot, hot_new, soaring_1, soaring_7, soaring_30)
select coalesce(site, 'ALL'), coalesce(sub_type_id, type_id, 0), count(*), count(*) filter (where hot_new),
  ${([1, 7, 30] as const).map((p) => `count(*) filter (where prev_sales_${p} >= ${SOARING_MIN_BASE[p]})`).join(', ')}
from ${NEXT_PRODUCT_STATS}
group by grouping sets ((), (site), (type_id), (site, type_id), (sub_type_id), (site, sub_type_id))
having grouping(sub_type_id) = 1 or sub_type_id is not null`,
    );
    await tx.exec('delete from market_shop_stats');
    await tx.query(
      `insert into market_shop_stats (shop_id, day, site, type_id, ${STAT_COLUMNS})
select s.shop_id, $1::date, s.site, s.type_id, ${sums('ps.')}
from ${NEXT_PRODUCT_STATS} ps join market_shops s on s.shop_id = ps.shop_id
group by s.shop_id`,
      [day],
    );
    await tx.exec('delete from market_brand_stats');
    await tx.query(
      `insert into market_brand_stats (brand_id, site, type_id, day, ${STAT_COLUMNS})
select brand_id, site, coalesce(type_id, 0), $1::date, ${sums()}
from ${NEXT_PRODUCT_STATS} where brand_id is not null
group by grouping sets ((brand_id, site, type_id), (brand_id, site))`,
      [day],
    );
    await tx.query(
      `insert into market_brand_stats (brand_id, site, type_id, day, ${STAT_COLUMNS})
select brand_id, 'ALL', coalesce(type_id, 0), $1::date,
  sum(sales_1), sum(sales_7), sum(sales_30), sum(gmv_1 / r.per_usd), sum(gmv_7 / r.per_usd), sum(gmv_30 / r.per_usd),
  sum(prev_sales_1), sum(prev_sales_7), sum(prev_sales_30)
from ${NEXT_PRODUCT_STATS} ps join (values ${RATES}) as r(site, per_usd) on r.site = ps.site
where brand_id is not null
group by grouping sets ((brand_id, type_id), (brand_id))`,
      [day],
    );
    await tx.exec('delete from market_keyword_stats');
    await tx.query(
      `insert into market_keyword_stats (keyword_id, day, site, type_id, search_1, search_7, search_30, prev_search_1, prev_search_7, prev_search_30, product_base, recommended_bid)
select k.keyword_id, $1::date, k.site, k.type_id,
  ${periods('d.search_index', 'search')},
  coalesce(max(d.product_base) filter (where d.day = $1::date), k.product_base),
  coalesce(max(d.recommended_bid) filter (where d.day = $1::date), k.recommended_bid)
from market_keyword_days d join market_keywords k on k.keyword_id = d.keyword_id
where d.day > $1::date - ${DERIVE_WINDOW_DAYS} and d.day <= $1::date and k.site in ${SHOPEE_SITES_SQL}
group by k.keyword_id`,
      [day],
    );
    await swapProductStats(tx);
    await deriveWorkbenchProducts(tx, day);
    // Its narrow copy, which filtered rankings over all sites scan (migration 0052).
    await deriveProductScan(tx);
    // Before the shops, categories and brands: they sum these (issue 33).
    await deriveWorkbenchProductIntervals(tx, day);
    await deriveWorkbenchShops(tx, day);
    await deriveWorkbenchKeywords(tx, day);
    await deriveWorkbenchCategories(tx, day);
    // After the categories: a scope row for each of theirs (the price analysis's and explanation's sums).
    await deriveWorkbenchCategorySums(tx);
    await deriveWorkbenchBrands(tx, day);
    // After the products, shops, words and brands: the search's word lists of their names (migration 0054).
    await deriveSearchWords(tx);
    await deriveWorkbenchLives(tx, day);
    await deriveTiktok(tx, day);
    // The second marketplace's products (issue 32 item 3): its own table, its own sites' daily rows.
    await deriveWorkbenchProducts(tx, day, LAZADA_PRODUCT_TABLE);
    // The soaring lists' and the second marketplace's first places, beside the hot lists' (after both tables).
    await deriveListPlaces(tx, day);
    // The shops', brands' and categories' intervals of the months just derived (issue 33).
    await deriveWorkbenchMonthIntervals(tx, await deriveWorkbenchMonths(tx));
    // After the month rows: it sums their category days.
    await deriveWorkbenchCampaigns(tx, day);
    await tx.query(
      `insert into market_state (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value`,
      [MARKET_STATE.statsDay, day],
    );
    await tx.query(
      `insert into market_state (key, value) values ($1, '1') on conflict (key) do update set value = (coalesce(nullif(market_state.value, ''), '0')::int8 + 1)::text`,
      [MARKET_STATE.dataVersion],
    );
  });
}
