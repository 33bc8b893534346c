// What the database says about the market data: the latest complete day, which days are in, the
// data version (bumped by every import and derivation; caches key on it).
import { SITE_CODES } from '@sealens/domain';

import { MARKET_STATE } from './derive/derive';
import type { MarketSql } from './market-sql';
import { SHOPEE_SITES_SQL } from './marketplace-profiles';

export interface DayCoverage {
  /** Sites whose day set is complete. */
  complete: number;
  /** Sites whose complete day set carried items (not only the market totals). */
  items: number;
}

/** Coverage of each day in [first, last] that has any record. */
export async function dayCoverage(sql: MarketSql, first: string, last: string): Promise<Map<string, DayCoverage>> {
  const rows = await sql.query<{ day: string; complete: number; items: number }>(
    `select day::text as day, (count(*) filter (where complete))::int as complete, (count(*) filter (where complete and items))::int as items
     from market_feed_days where day between $1::date and $2::date and site in ${SHOPEE_SITES_SQL} group by day`,
    [first, last],
  );
  return new Map(rows.map((r) => [r.day, { complete: Number(r.complete), items: Number(r.items) }]));
}

/** The newest day every site has complete, items included: the day the market answers describe. */
export async function latestCompleteDay(sql: MarketSql): Promise<string | undefined> {
  const [row] = await sql.query<{ day: string | null }>(
    `select max(day)::text as day from (select day from market_feed_days where complete and items and site in ${SHOPEE_SITES_SQL} group by day having count(*) = $1) d`,
    [SITE_CODES.length],
  );
  return row?.day ?? undefined;
}

/** The day the derived figures were computed for, and the data version. */
export async function marketStateOf(sql: MarketSql): Promise<{ statsDay?: string; dataVersion: number }> {
  const rows = await sql.query<{ key: string; value: string }>('select key, value from market_state where key = any($1::text[])', [
    [MARKET_STATE.statsDay, MARKET_STATE.dataVersion],
  ]);
  const map = new Map(rows.map((r) => [r.key, r.value]));
  return { statsDay: map.get(MARKET_STATE.statsDay), dataVersion: Number(map.get(MARKET_STATE.dataVersion) ?? 0) };
}

/** How many days of [first, last] every site has complete with items (the item history that is in). */
export async function itemDaysIn(sql: MarketSql, first: string, last: string): Promise<number> {
  const [row] = await sql.query<{ n: number }>(
    `select count(*)::int as n from (select day from market_feed_days where day between $1::date and $2::date and complete and items and site in ${SHOPEE_SITES_SQL} group by day having count(*) = $3) d`,
    [first, last, SITE_CODES.length],
  );
  return Number(row?.n ?? 0);
}
