// Long history reads (spec §1: history queries up to 18 months; issue 28 item 3). A product's and a
// shop's daily series are MarketQueries.goodsHistory / shopHistory; this is a category's trend by
// month, summed from the market file's daily totals. Every query names its days, so only the
// months' partitions it needs are read.
import type { SiteCode } from '@sealens/domain';

import type { MarketSql } from '../market-sql';

/** One site's category ($1, $2) per month from $3 to $4: sales value, units, products sold and the days summed. */
export const CATEGORY_MONTHS_SQL = `select to_char(day, 'YYYY-MM') as month, sum(gmv)::float8 as gmv, sum(sales)::float8 as sales,
  sum(products_sold)::float8 as products_sold, count(*)::int as days
  from market_category_days where site = $1 and type_id = $2::int4 and day >= $3::date and day <= $4::date
  group by 1 order by 1`;

export interface CategoryMonth {
  /** "YYYY-MM". */
  month: string;
  /** Sales value in the site's currency. */
  gmv: number;
  sales: number;
  productsSold: number;
  /** Days of the month the data holds (the first and the last month may be partial). */
  days: number;
}

/** A category's monthly trend on one site from `from` to `to` (days, inclusive). */
export async function categoryMonths(sql: MarketSql, site: SiteCode, typeId: number, from: string, to: string): Promise<CategoryMonth[]> {
  const rows = await sql.query<{ month: string; gmv: number; sales: number; products_sold: number; days: number }>(CATEGORY_MONTHS_SQL, [site, typeId, from, to]);
  return rows.map((r) => ({ month: r.month, gmv: Math.round(Number(r.gmv) * 100) / 100, sales: Number(r.sales), productsSold: Number(r.products_sold), days: Number(r.days) }));
}
