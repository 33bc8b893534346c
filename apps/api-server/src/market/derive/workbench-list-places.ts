// The first places of the lists beyond Shopee's hot lists (queries/product-places.ts PLACED_LISTS:
// Shopee's soaring and hot-new lists, the second marketplace's hot and soaring lists; all sites and each site;
// each rolling period), kept in market_workbench_product_places beside the hot lists' under scopes of
// their own. Each list is numbered by the ranking's own SQL (rankingSql of its default view), so its
// places are the ranking's: a page reads its range of places and its rows by id instead of numbering
// every candidate (Lazada's soaring list over all six sites: p99 120-139 ms at --scale large).
import type { RankingQuery } from '@sealens/domain';

import type { MarketSql } from '../market-sql';
import { PLACED_LISTS, placesScopeOf } from '../queries/product-places';
import { rankingPeriodPlan, rankingSql } from '../queries/ranking-sql';
import { LAZADA_PRODUCT_RANKING_SQL, PRODUCT_RANKING_SQL, WorkbenchQueries } from '../queries/workbench-queries';
import { DEFAULT_VIEW_PLACES, WORKBENCH_PERIODS } from './workbench-derive';

/** Writes the places of PLACED_LISTS for `day` (after both marketplaces' product tables and Shopee's hot places). */
export async function deriveListPlaces(tx: MarketSql, day: string, depth = DEFAULT_VIEW_PLACES): Promise<void> {
  // The history's first day as the ranking reads it (the data day is `day`: the derive has not written it yet).
  const history = new WorkbenchQueries(tx);
  for (const list of PLACED_LISTS) {
    const marketplace = 'marketplace' in list ? list.marketplace : undefined;
    const entity = marketplace === 'lazada' ? LAZADA_PRODUCT_RANKING_SQL : PRODUCT_RANKING_SQL;
    for (const site of [undefined, ...list.sites]) {
      for (const period of WORKBENCH_PERIODS) {
        const query = { entity: 'product', ...(marketplace ? { marketplace } : {}), order: list.order, ...(site ? { site } : {}), period, filters: {}, dir: 'desc', page: 1, size: 50 } as RankingQuery;
        const scope = placesScopeOf(query);
        const plan = await rankingPeriodPlan(history, period, day, entity.periods);
        if (scope === undefined || !plan) continue;
        const ranked = rankingSql(entity, query, plan);
        const n = ranked.params.length;
        // A place before only where the row was in the list before (the read takes a place as that).
        await tx.query('delete from market_workbench_product_places where scope = $1 and period = $2', [scope, period]);
        await tx.query(
          `insert into market_workbench_product_places (scope, period, place, goods_id, prev_place, total)
           select $${n + 1}, $${n + 2}, r.rank, r.goods_id, case when r.prev_in then r.prev_place end, r.total
           from (${ranked.ranked}) r where r.cur_in and r.rank <= $${n + 3}`,
          [...ranked.params, scope, period, depth],
        );
      }
    }
  }
}
