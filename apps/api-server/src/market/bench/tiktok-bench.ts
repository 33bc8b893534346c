// bench:data's timing of the short-video marketplace's reads (issue 32 item 4): its rankings (each entity,
// order and period, a site or all six, a category a fourth of the time, a sort a third of it), an item's
// page (row, figures and related list) and its 30-day history. `--tiktok` alone writes, imports and derives
// the TikTok data of the scale's derive window by itself (its tables are its own: the first marketplace's
// data changes none of its reads), so its figures need no first start of the whole market.
import { CATEGORY_IDS, TIKTOK_ENTITIES, TIKTOK_ENTITY_RULES, TIKTOK_PERIODS, TIKTOK_SITE_CODES, type TiktokQuery } from '@sealens/domain';

import { addDays, daysBetween } from '../days';
import { MARKET_STATE } from '../derive/derive';
import { deriveTiktok, TT_WINDOW_DAYS } from '../derive/tiktok-derive';
import { importTiktokDays } from '../import/tiktok-importer';
import type { MarketSql } from '../market-sql';
import { TiktokQueries } from '../queries/tiktok-queries';
import type { MarketScale } from '../scale';
import { MarketSimulator } from '../sim/simulator';

type TimeQueries = (label: string, iterations: number, run: (i: number) => Promise<unknown>, kindOf?: (i: number) => string) => Promise<string>;

/**
 * Writes, imports and derives the TikTok days of the derive window ending `day` (its newest `days`
 * only, when given: the large scale's window is ~30 M rows); answers what it took.
 */
export async function loadTiktok(sql: MarketSql, feedDir: string, scale: MarketScale, seed: number, day: string, dayCount = TT_WINDOW_DAYS): Promise<string> {
  const simulator = new MarketSimulator(seed, scale);
  const days = daysBetween(addDays(day, -(Math.min(dayCount, TT_WINDOW_DAYS) - 1)), day);
  let t = performance.now();
  let rows = 0;
  for (const d of days) rows += await simulator.writeTiktokDay(feedDir, d);
  const simulate = performance.now() - t;
  t = performance.now();
  const imported = await importTiktokDays(sql, feedDir, days);
  const load = performance.now() - t;
  t = performance.now();
  await sql.transaction((tx) => deriveTiktok(tx, day));
  const derive = performance.now() - t;
  return `tiktok: ${days.length} days, ${rows} rows (${imported.rows} imported, ${imported.problems.length} refused): simulate and write ${(simulate / 1000).toFixed(1)} s, import ${(load / 1000).toFixed(1)} s, derive ${(derive / 1000).toFixed(1)} s`;
}

/**
 * The day the short-video reads of data already in the database are asked for: the data day the routes
 * read (the derive's), else the newest of its derived days (a database loaded by `--tiktok` alone).
 */
export async function tiktokDataDay(sql: MarketSql): Promise<string | undefined> {
  const [row] = await sql.query<{ day: string | null }>(
    'select coalesce((select value from market_state where key = $1), (select max(day)::text from market_tt_days)) as day',
    [MARKET_STATE.statsDay],
  );
  return row?.day ?? undefined;
}

/** The rankings, items and histories, each over `iterations` runs. */
export async function timeTiktok(sql: MarketSql, day: string, iterations: number, timeQueries: TimeQueries): Promise<string[]> {
  const queries = new TiktokQueries(sql);
  const pick = <T>(list: readonly T[], i: number) => list[(i * 7919) % list.length] as T;
  const queryOf = (i: number): TiktokQuery => {
    const entity = pick(TIKTOK_ENTITIES, i);
    const rules = TIKTOK_ENTITY_RULES[entity];
    return {
      entity,
      order: pick(rules.orders, i + 1),
      ...(i % 3 === 0 ? {} : { site: pick(TIKTOK_SITE_CODES, i) }),
      ...(i % 4 === 1 ? { categoryId: pick(CATEGORY_IDS, i) } : {}),
      period: pick(TIKTOK_PERIODS, i + 2),
      ...(i % 3 === 2 ? { sort: pick(rules.sorts, i) } : {}),
      dir: 'desc',
      page: 1 + (i % 2),
      size: 50,
    };
  };
  const ids = new Map<string, string[]>();
  for (const entity of TIKTOK_ENTITIES) {
    const rows = await sql.query<{ id: string | number }>('select item_id as id from market_tt_items where entity = $1 order by units_30 desc, views_30 desc limit 200', [entity]);
    ids.set(entity, rows.map((r) => String(r.id)));
  }
  const itemOf = (i: number) => {
    const entity = pick(TIKTOK_ENTITIES, i);
    return { entity, id: pick(ids.get(entity) ?? ['0'], i) };
  };
  const describe = (q: TiktokQuery) => `${q.entity}/${q.order}/${q.site ?? 'all'}/${q.period}d${q.sort ? `/${q.sort}` : ''}`;
  await queries.rank(queryOf(0), day, { offset: 0, limit: 50 }); // warm
  return [
    await timeQueries('tiktok ranking (4 entities)', iterations, (i) => queries.rank(queryOf(i), day, { offset: (queryOf(i).page - 1) * 50, limit: 50 }), (i) => describe(queryOf(i))),
    await timeQueries('tiktok item + related list', iterations, (i) => queries.item(itemOf(i).entity, itemOf(i).id, day), (i) => itemOf(i).entity),
    await timeQueries('tiktok history, 30 days', iterations, (i) => queries.history(itemOf(i).entity, itemOf(i).id, addDays(day, -29), day), (i) => itemOf(i).entity),
  ];
}
