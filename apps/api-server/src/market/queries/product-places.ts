// A product ranking's default view read from its precomputed places (issue 28 item 1): hot order, a
// rolling period, all sites or one, no category, filter or sort. The derive job numbered those lists
// (market_workbench_product_places, derive/workbench-derive.ts) exactly as rankingSql numbers them,
// so the page reads one range of the places' key and its rows by id instead of numbering its whole
// scope. Any other view, or a window past the places kept, is ranked by rankingSql as before. The
// soaring and hot-new lists and the second marketplace's hot and soaring lists keep places too (PLACED_LISTS,
// numbered by rankingSql itself in derive/workbench-list-places.ts).
import { LAZADA_SITE_CODES, marketSiteCurrency, SITE_CODES, type RankingOrder, type RankingQuery } from '@sealens/domain';

import { DEFAULT_VIEW_PLACES, WORKBENCH_PERIODS, type WorkbenchPeriod } from '../derive/workbench-derive';
import type { MarketSql } from '../market-sql';
import { rankingPeriodPlan, rowReadOf, type RankedPlaces, type RankingData, type RankingEntitySql, type RankingHead } from './ranking-sql';

/** Whether the places hold `query`'s list: the default view of a product ranking. */
export function isPlacedView(query: RankingQuery): boolean {
  return (
    (query.entity ?? 'product') === 'product' &&
    // The places are Shopee's lists (the second marketplace's are ranked from its own table).
    query.marketplace === undefined &&
    query.order === 'hot' &&
    query.categoryId === undefined &&
    query.sort === undefined &&
    (WORKBENCH_PERIODS as readonly unknown[]).includes(query.period) &&
    Object.values(query.filters).every((value) => value === undefined)
  );
}

/**
 * The other lists whose first places the derive keeps (derive/workbench-list-places.ts, issue 32's
 * slowest lists at --scale large: numbering all sites' soaring candidates cost 120-270 ms a page):
 * Shopee's soaring and hot-new lists and the second marketplace's hot and soaring lists, all sites or one.
 */
export const PLACED_LISTS = [
  { order: 'soaring', sites: SITE_CODES },
  { order: 'new', sites: SITE_CODES },
  { marketplace: 'lazada', order: 'hot', sites: LAZADA_SITE_CODES },
  { marketplace: 'lazada', order: 'soaring', sites: LAZADA_SITE_CODES },
] as const satisfies readonly { marketplace?: 'lazada'; order: RankingOrder; sites: readonly string[] }[];

/**
 * The places' scope of `query`'s list when the derive keeps it (its default view: no category, filter
 * or sort, a rolling period), else undefined: a site's code or '' for Shopee's hot lists (isPlacedView),
 * `<marketplace>:<order>:<site or ''>` for PLACED_LISTS.
 */
export function placesScopeOf(query: RankingQuery): string | undefined {
  if (isPlacedView(query)) return query.site ?? '';
  const list = PLACED_LISTS.find((l) => ('marketplace' in l ? l.marketplace : undefined) === query.marketplace && l.order === query.order);
  if (!list || !isPlacedView({ ...query, marketplace: undefined, order: 'hot' })) return undefined;
  return `${query.marketplace ?? 'shopee'}:${query.order}:${query.site ?? ''}`;
}

/**
 * The window of a placed view, as rankEntity answers it for `products` (PRODUCT_RANKING_SQL: its
 * columns over `w`, the figures `u`, `g`, `pu` and the places); undefined when the places do not hold it (another view, a window past them,
 * or none derived yet) and the ranking query must answer.
 */
export async function rankFromPlaces<R>(
  sql: MarketSql,
  data: RankingData,
  products: RankingEntitySql,
  query: RankingQuery,
  window: { offset: number; limit: number },
): Promise<{ head: RankingHead; records: (R & RankedPlaces)[] } | undefined> {
  const scope = placesScopeOf(query);
  if (scope === undefined || window.limit <= 0 || window.offset + window.limit > DEFAULT_VIEW_PLACES) return undefined;
  const day = await data.dataDay();
  if (!day) return undefined;
  const plan = await rankingPeriodPlan(data, query.period, day, products.periods);
  if (!plan) return undefined;
  const p = query.period as WorkbenchPeriod;
  // Without the whole period before in the history there is no list before (rankingSql's `prev`).
  const before = plan.prev !== null;
  const rows = rowReadOf(products.source, query.period);
  const records = await sql.query<R & RankedPlaces>(
    `select ${rows.columns}, w.units_${p} as u, w.gmv_${p} as g, ${before ? `w.prev_units_${p}` : 'null::int'} as pu,
       pl.place as rank, pl.place as order_place, ${before ? 'pl.prev_place' : 'null::int'} as prev_place,
       ${before ? 'pl.prev_place is not null' : 'false'} as prev_in, pl.total
     from market_workbench_product_places pl join ${products.source.table} w on w.goods_id = pl.goods_id ${rows.joins}
     where pl.scope = $1 and pl.period = $2 and pl.place > $3 and pl.place <= $4 order by pl.place`,
    [scope, p, window.offset, window.offset + window.limit],
  );
  // Past the list's end the query still says its size.
  const [first] = records;
  if (!first) return undefined;
  const total = Number(first.total);
  // Places kept to another depth (derived before a change of it) end before the window does.
  if (records.length < window.limit && window.offset + records.length < total) return undefined;
  return { head: { day, period: plan.info, currency: query.site ? marketSiteCurrency(query.site) : 'USD', total }, records };
}

/**
 * The size of the likes list of a view the places hold but for its order (issue 32's most-liked
 * products: a scope's products that sold in the period, most liked first): the products with units in
 * the period are the hot list's rows, whose size the places keep (`total`), so the list need not count
 * a million rows over all sites. Undefined for any other view, or when no places are derived (a
 * ranking then counts its rows).
 */
export async function likesListTotal(sql: MarketSql, query: RankingQuery): Promise<number | undefined> {
  if (query.order !== 'likes' || !isPlacedView({ ...query, order: 'hot' })) return undefined;
  const [row] = await sql.query<{ total: number }>('select total from market_workbench_product_places where scope = $1 and period = $2 and place = 1', [query.site ?? '', query.period]);
  if (row) return Number(row.total);
  // No first place: an empty list, or no places derived yet; only the latter counts rows.
  const [derived] = await sql.query<{ n: number }>('select 1 as n from market_workbench_product_places limit 1');
  return derived ? 0 : undefined;
}
