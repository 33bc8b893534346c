// The market data benchmark behind `npm run bench:data` (tools/bench/data-bench.mjs starts it):
// a fresh database (PGlite in a temporary folder, or DATABASE_URL), the first start's import at
// the chosen scale (time to ready, time to the full history), one more day's T+1 refresh (simulate,
// import, derive), the database's size and rows, and p50/p99 of the ranking, lookup and history
// queries. Not part of the tests.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { BRAND_SORTS, CATEGORY_IDS, CATEGORY_SORTS, KEYWORD_SORTS, PRODUCT_SORTS, SHOP_SORTS, RANKING_MAX_ROWS, SHOP_TYPES, SITE_CODES, type RankingOrder, type RankingQuery } from '@sealens/domain';

import { openDatabase } from '../../db/database';
import { deriveStats } from '../derive/derive';
import { listDaySets } from '../feed/read-feed';
import { importDaySets } from '../import/importer';
import { marketSqlOf } from '../market-sql';
import { latestCompleteDay } from '../market-state';
import { MarketQueries, type Period, type RankingList } from '../queries/market-queries';
import { WorkbenchQueries } from '../queries/workbench-queries';
import { WorkbenchRealtimeQueries } from '../queries/workbench-realtime-queries';
import { WorkbenchCompetitionQueries } from '../queries/workbench-competition-queries';
import { timeLazada } from './lazada-bench';
import { DATA_BENCH_USAGE, parseDataBenchOptions } from './data-bench-options';
import { loadTiktok, tiktokDataDay, timeTiktok } from './tiktok-bench';
import { LIVE_LIST_ROWS, LIVE_LISTS, WorkbenchLiveQueries } from '../queries/workbench-live-queries';
import { timeCampaigns } from './campaign-bench';
import { timeShopeeLists } from './lists-bench';
import { timeSearch, timeSearchTypes } from './search-bench';
import { DEFAULT_VIEW_PLACES } from '../derive/workbench-derive';
import { CONTRAST_DEFAULT_DAYS } from '../../api/workbench/item-routes';
import { SITE_PROFILES } from '../site-profiles';
import type { MarketSql } from '../market-sql';
import { MarketRefresher } from '../refresh/refresher';
import { addDays, marketYesterday } from '../days';
import { categoryMonths } from '../queries/history-queries';
import type { MarketScale } from '../scale';
import { backfillItemHistory } from './history-backfill';
import { timeFinder } from './finder-bench';
import { MarketSimulator } from '../sim/simulator';

const migrationsDir = fileURLToPath(new URL('../../../drizzle', import.meta.url));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/**
 * p50 and p99 of `run` over `iterations` runs; with `kindOf`, also the kinds of query (list, period,
 * scope) behind the three slowest runs, so a p99 says which index is missing.
 */
async function timeQueries(label: string, iterations: number, run: (i: number) => Promise<unknown>, kindOf?: (i: number) => string): Promise<string> {
  const runs: { ms: number; i: number }[] = [];
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    await run(i);
    runs.push({ ms: performance.now() - t, i });
  }
  const times = runs.map((r) => r.ms).sort((a, b) => a - b);
  const line = `${label.padEnd(34)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(times, 99).toFixed(1).padStart(7)} ms   (${iterations} runs)`;
  if (!kindOf) return line;
  const slowest = [...runs].sort((a, b) => b.ms - a.ms).slice(0, 3);
  return `${line}\n${''.padEnd(36)}slowest: ${slowest.map((r) => `${kindOf(r.i)} ${r.ms.toFixed(0)} ms`).join('; ')}`;
}

/** Queries a ranking's timing is preceded by (inputs of their own, not the timed ones): see timeSteadyQueries. */
const WARM_RUNS = 50;
/** The first queries after the database opened, timed apart. */
const COLD_RUNS = 10;

/**
 * timeQueries of a running server's steady state, with the database's first queries said apart. On
 * PGlite the first queries of each shape after opening pay for the engine's start (catalog caches
 * filled, its WebAssembly compiled by V8 in tiers): measured as CPU, the first ten 3-filter rankings
 * took 35-100 ms, any after the fiftieth at most 18 ms (session 12). Timed from the first query, the
 * p99 of 200 was the start's. So: COLD_RUNS queries timed as "cold", WARM_RUNS more untimed, all of
 * inputs other than the timed ones (`run` of 20,000 + n and 10,000 + n), then timeQueries.
 */
async function timeSteadyQueries(label: string, iterations: number, run: (i: number) => Promise<unknown>, kindOf?: (i: number) => string): Promise<string> {
  const cold: number[] = [];
  for (let n = 0; n < COLD_RUNS; n++) {
    const t = performance.now();
    await run(20_000 + n);
    cold.push(performance.now() - t);
  }
  for (let n = 0; n < WARM_RUNS; n++) await run(10_000 + n);
  const steady = await timeQueries(label, iterations, run, kindOf);
  cold.sort((a, b) => a - b);
  return `${steady}\n${''.padEnd(36)}cold (the database's first ${COLD_RUNS}, before ${WARM_RUNS} untimed): p50 ${percentile(cold, 50).toFixed(1)} ms, max ${(cold.at(-1) ?? 0).toFixed(1)} ms`;
}

async function main(): Promise<void> {
  const parsed = parseDataBenchOptions(process.argv.slice(2));
  if ('help' in parsed) return void console.log(DATA_BENCH_USAGE);
  if ('error' in parsed) {
    console.error(`${parsed.error}\n${DATA_BENCH_USAGE}`);
    process.exitCode = 2;
    return;
  }
  const { scale, itemDays, iterations, part } = parsed.options;
  const work = await mkdtemp(join(tmpdir(), 'sealens-data-bench-'));
  const dataDir = parsed.options.dataDir ?? join(work, 'pglite');
  const databaseUrl = process.env['DATABASE_URL']?.trim() || undefined;
  let clockMs = parsed.options.now ?? Date.now();
  const now = () => new Date(clockMs);
  const feedDir = join(work, 'feed');
  const seed = parsed.options.seed;
  console.log(`SeaLens market data bench: scale ${scale.name} (${scale.products} products, ${scale.shops} shops, ${scale.keywords} keywords, ${scale.brands} brands, ${scale.marketDays} days of totals, ${scale.itemDays} days of items), ${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`}`);

  const t0 = performance.now();
  const database = await openDatabase({ databaseUrl, dataDir, migrationsDir });
  const sql = marketSqlOf(database.db);
  const opened = performance.now() - t0;
  try {
    const refresher = new MarketRefresher({ sql, mode: 'local', feedDir, now, scale, seed, log: (line) => console.log(`  ${line}`) });
    if (part === 'tiktok') {
      // Its tables are its own: the first marketplace's first start is not needed to time its reads.
      // On data already there (an existing --scale large database) the day is the data's, as the routes read it.
      const day = parsed.options.queriesOnly ? await tiktokDataDay(sql) : marketYesterday(now());
      if (!day) throw new Error('--tiktok --queries-only: the database holds no short-video data');
      if (!parsed.options.queriesOnly) console.log(await loadTiktok(sql, feedDir, scale, seed, day, itemDays));
      for (const line of await timeTiktok(sql, day, iterations, timeQueries)) console.log(line);
      refresher.stop();
      return;
    }
    if (!parsed.options.queriesOnly) {
      await importAndRefresh(refresher, scale);
      if (scale.historyDays) await writeOlderHistory(sql, seed, scale.historyDays);
    } else {
      console.log('queries only: timing the data already in the database');
      const latest = parsed.options.derive ? await latestCompleteDay(sql) : undefined;
      if (latest) {
        const t = performance.now();
        await deriveStats(sql, latest);
        console.log(`derived again for ${latest} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
      }
    }
    if (part === 'finder') console.log(await timeFinder(new WorkbenchQueries(sql), iterations, timeQueries));
    else if (part === 'live') console.log(await timeLive(new WorkbenchQueries(sql), iterations));
    else if (part === 'campaigns') console.log(await timeCampaigns(new WorkbenchQueries(sql), iterations, timeQueries));
    else if (part === 'lists') for (const line of await timeShopeeLists(new WorkbenchQueries(sql), iterations, timeQueries)) console.log(line);
    else if (part === 'lazada') {
      const workbench = new WorkbenchQueries(sql);
      const day = await workbench.dataDay();
      if (day) for (const line of await timeLazada(workbench, day, iterations, timeQueries)) console.log(line);
    }
    else if (part === 'search') for (const line of await timeSearch(new WorkbenchQueries(sql), iterations, timeQueries)) console.log(line);
    else if (part === 'workbench') await timeWorkbench(sql, iterations);
    else await timeAll(sql, scale, iterations);
    if (!part && scale.historyDays) await timeHistory(sql, scale.historyDays, iterations);
    refresher.stop();
  } finally {
    await database.close();
    if (!parsed.options.dataDir) await rm(work, { recursive: true, force: true });
    else await rm(feedDir, { recursive: true, force: true });
  }

  /** The first start's import, then one T+1 day (simulate, import, derive), each timed. */
  async function importAndRefresh(refresher: MarketRefresher, scale: MarketScale): Promise<void> {
    const first = await refresher.tick();
    const ready = performance.now() - t0;
    await refresher.settled();
    const full = performance.now() - t0;
    console.log(`first start: database opened and migrated in ${(opened / 1000).toFixed(1)} s; ready (newest ${scale.readyItemDays} item days + ${scale.marketDays} days of totals) after ${(ready / 1000).toFixed(1)} s; full ${scale.itemDays}-day history after ${(full / 1000).toFixed(1)} s; data ends ${first.latest}`);

    // One T+1 day: simulate and write, then import and derive, each timed.
    const simulator = new MarketSimulator(seed, scale);
    const day = addDays(first.latest ?? first.target, 1);
    let t = performance.now();
    await simulator.writeDay(feedDir, day, true);
    const simulated = performance.now() - t;
    t = performance.now();
    const result = await importDaySets(sql, await listDaySets(feedDir, new Set([day])), { now });
    const imported = performance.now() - t;
    t = performance.now();
    await deriveStats(sql, (await latestCompleteDay(sql)) ?? day);
    const derived = performance.now() - t;
    clockMs += 86_400_000;
    console.log(`import of one day (${day}, ${result.rows} rows): simulate and write ${Math.round(simulated)} ms, import ${Math.round(imported)} ms, derive ${Math.round(derived)} ms`);
  }
}

/** `--scale history`: the item days before the imported ones, back to `historyDays`, written in SQL (not through the feed). */
async function writeOlderHistory(sql: MarketSql, seed: number, historyDays: number): Promise<void> {
  const [newest] = await sql.query<{ day: string }>('select max(day)::text as day from market_product_days');
  const from = addDays(newest?.day ?? '', -(historyDays - 1));
  console.log(`older item history: written in SQL, not through the feed (548 simulated days would take hours on 2 cores), from ${from}, in the simulator's shape:`);
  const report = await backfillItemHistory(sql, seed, from, (line) => console.log(line));
  console.log(
    `older item history: ${report.productRows.toLocaleString('en')} product days and ${report.shopRows.toLocaleString('en')} shop days (${report.from} to ${report.to}) in ${(report.ms / 1000).toFixed(0)} s`,
  );
}

/** `--scale history`: a product's and a shop's whole history and a category's monthly trend over it. */
async function timeHistory(sql: MarketSql, historyDays: number, iterations: number): Promise<void> {
  const queries = new MarketQueries(sql);
  const [range] = await sql.query<{ first: string; last: string }>('select min(day)::text as first, max(day)::text as last from market_product_days');
  const last = range?.last ?? '';
  const from = addDays(last, -(historyDays - 1));
  const pick = <T>(list: readonly T[], i: number) => list[(i * 7919) % list.length] as T;
  // Products and shops of every size: a random sample, not the first ids.
  const goodsIds = (await sql.query<{ id: string }>('select goods_id::text as id from market_products tablesample system (5) limit 2000')).map((r) => r.id);
  const shopIds = (await sql.query<{ id: string }>('select shop_id::text as id from market_shops order by random() limit 2000')).map((r) => r.id);
  const [partitions] = await sql.query<{ n: number }>("select count(*)::int as n from pg_inherits where inhparent = 'market_product_days'::regclass");
  const [size] = await sql.query<{ bytes: number }>('select pg_database_size(current_database())::float8 as bytes');
  console.log(
    `18-month history (${from} to ${last}, data from ${range?.first}; market_product_days in ${partitions?.n} month partitions; database ${(Number(size?.bytes) / 1024 ** 3).toFixed(2)} GB):`,
  );
  let points = 0;
  console.log(
    await timeQueries(`goods history (${historyDays} days)`, iterations, async (i) => {
      points += (await queries.goodsHistory(pick(goodsIds, i), historyDays)).points.length;
    }),
  );
  console.log(`  ${(points / iterations).toFixed(0)} days a product on average`);
  console.log(await timeQueries(`shop history (${historyDays} days)`, iterations, (i) => queries.shopHistory(pick(shopIds, i), historyDays)));
  console.log(
    await timeQueries('category trend (18 months, monthly)', iterations, (i) => categoryMonths(sql, pick(SITE_CODES, i), pick(CATEGORY_IDS, i + 1), from, last)),
  );
}

async function timeAll(sql: MarketSql, scale: MarketScale, iterations: number): Promise<void> {
  const [size] = await sql.query<{ bytes: number }>('select pg_database_size(current_database())::float8 as bytes');
  console.log(`database size: ${(Number(size?.bytes) / 1024 / 1024).toFixed(0)} MB`);
  for (const table of ['market_products', 'market_product_days', 'market_shops', 'market_brands', 'market_keywords', 'market_keyword_days', 'market_category_days', 'market_lives', 'market_slots', 'market_product_stats', 'market_workbench_products', 'market_workbench_months']) {
    // A partitioned table's size is its partitions' (the parent itself holds nothing).
    const [row] = await sql.query<{ n: number; bytes: number }>(
      `select (select count(*) from ${table})::float8 as n, coalesce((select sum(pg_total_relation_size(relid)) from pg_partition_tree('${table}') where isleaf), pg_total_relation_size('${table}'))::float8 as bytes`,
    );
    console.log(`  ${table.padEnd(24)} ${String(Number(row?.n)).padStart(10)} rows  ${(Number(row?.bytes) / 1024 / 1024).toFixed(1).padStart(7)} MB`);
  }

  const queries = new MarketQueries(sql);
  const pick = <T>(list: readonly T[], i: number) => list[(i * 7919) % list.length] as T;
  const periods: Period[] = [1, 7, 30];
  const lists: RankingList[] = ['hot', 'soaring', 'new'];
  const scopeOf = (i: number) => ({ ...(i % 3 ? { site: pick(SITE_CODES, i) } : {}), ...(i % 2 ? { typeId: pick(CATEGORY_IDS, i) } : {}) });
  const goodsIds = (await sql.query<{ id: string }>('select goods_id::text as id from market_products order by goods_id limit 5000')).map((r) => r.id);
  const shopIds = (await sql.query<{ id: string }>('select shop_id::text as id from market_shops order by shop_id limit 5000')).map((r) => r.id);
  await queries.goodsRanking('hot', 1, {}, 20); // warm
  console.log('queries (sequential, after one warm-up):');
  const scopeName = (i: number) => Object.entries(scopeOf(i)).map(([k, v]) => `${k}=${v}`).join(',') || 'all sites';
  const rankingKind = (i: number) => `${pick(lists, i)}/${pick(periods, i + 1)}d/${scopeName(i)}`;
  const keywordOrders = ['search', 'soaring', 'bid'] as const;
  console.log(await timeQueries('goods ranking (hot/soaring/new)', iterations, (i) => queries.goodsRanking(pick(lists, i), pick(periods, i + 1), scopeOf(i), 20), rankingKind));
  console.log(await timeQueries('goods ranking count (its pages)', iterations, (i) => queries.goodsRankingCount(pick(lists, i), pick(periods, i + 1), scopeOf(i)), rankingKind));
  const lastRows = RANKING_MAX_ROWS - 20;
  console.log(await timeQueries(`goods ranking, rows ${lastRows + 1}-${RANKING_MAX_ROWS}`, iterations, (i) => queries.goodsRanking(pick(lists, i), pick(periods, i + 1), scopeOf(i), 20, false, lastRows), rankingKind));
  console.log(await timeQueries('shop ranking (hot/soaring/new)', iterations, (i) => queries.shopRanking(pick(lists, i), pick(periods, i + 1), scopeOf(i), 20), rankingKind));
  console.log(await timeQueries('brand ranking', iterations, (i) => queries.brandRanking(scopeOf(i), i % 2 ? 7 : 1, i % 3 === 0, 10)));
  console.log(
    await timeQueries('keyword ranking', iterations, (i) => queries.keywordRanking(pick(keywordOrders, i), pick(periods, i), scopeOf(i), 20), (i) => `${pick(keywordOrders, i)}/${pick(periods, i)}d/${scopeName(i)}`),
  );
  console.log(await timeQueries('goods lookup', iterations, (i) => queries.lookupGoods(pick(goodsIds, i))));
  console.log(await timeQueries('shop lookup', iterations, (i) => queries.lookupShop(pick(shopIds, i))));
  console.log(await timeQueries(`goods history (${scale.itemDays} days)`, iterations, (i) => queries.goodsHistory(pick(goodsIds, i), scale.itemDays)));
  console.log(await timeQueries(`shop history (${scale.itemDays} days)`, iterations, (i) => queries.shopHistory(pick(shopIds, i), scale.itemDays)));
  await timeWorkbench(sql, iterations);
  const marketDay = await queries.marketDay();
  if (marketDay) {
    console.log(await timeQueries("yesterday's market (9 sites)", iterations, () => queries.siteFigures(marketDay, 1)));
    console.log(await timeQueries('trend survey (30 days)', iterations, () => queries.siteTrend(marketDay, 30)));
  }
}

/**
 * The workbench (issue 26): a ranking of one site and category with a price floor (a quarter of the
 * site's price range up), a rolling period, an order and a sort over every column; and one product's
 * summary (1 to 180 days, its shop's top products, its category place) with its 180-day history.
 * Shops (issue 29 item 1): a ranking of one site and category with a units floor, each order and
 * shop sort; one shop's summary (its figures, top products, category mix, price bands) with its
 * 180-day history. Categories (issue 29 item 4): a ranking, the price analysis and a summary.
 */
async function timeWorkbench(sql: MarketSql, iterations: number): Promise<void> {
  const workbench = new WorkbenchQueries(sql);
  const day = await workbench.dataDay();
  if (!day) return;
  const goodsIds = (await sql.query<{ id: string }>('select goods_id::text as id from market_workbench_products order by goods_id limit 5000')).map((r) => r.id);
  const pick = <T>(list: readonly T[], i: number) => list[(i * 7919) % list.length] as T;
  const orders: RankingOrder[] = ['hot', 'soaring', 'new'];
  const periods = [1, 7, 30, 90] as const;
  const queryOf = (i: number): RankingQuery => {
    const site = pick(SITE_CODES, i);
    return {
      order: pick(orders, i + 1),
      site,
      categoryId: pick(CATEGORY_IDS, i + 2),
      period: pick(periods, i + 3),
      filters: { price: { min: SITE_PROFILES[site].priceLevel * SITE_PROFILES[site].perUsd * 2 } },
      sort: pick(PRODUCT_SORTS, i + 4),
      dir: i % 2 ? 'asc' : 'desc',
      page: 1,
      size: 50,
    };
  };
  const kind = (i: number) => {
    const q = queryOf(i);
    return `${q.order}/${q.period}d/${q.site}/${q.categoryId}/sort=${q.sort}`;
  };
  console.log(await timeSteadyQueries('workbench ranking: 3 filters, sort', iterations, (i) => workbench.rankProducts(queryOf(i), { offset: 0, limit: 50 }), kind));
  // The default view (hot, 7 days, all sites, no filter or sort) reads the derived places (issue 26):
  // any of its pages the places hold.
  const placedOf = (i: number): RankingQuery => ({ order: 'hot', period: 7, filters: {}, dir: 'desc', page: 1 + (i % (DEFAULT_VIEW_PLACES / 50)), size: 50 });
  console.log(
    await timeQueries('workbench ranking: default view (places)', iterations, (i) => workbench.rankProducts(placedOf(i), { offset: (placedOf(i).page - 1) * 50, limit: 50 }), (i) => `page ${placedOf(i).page}`),
  );
  const wide = (i: number): RankingQuery => ({ ...queryOf(i), site: undefined, categoryId: undefined, filters: { shopType: pick(SHOP_TYPES, i) } });
  console.log(await timeFinder(workbench, iterations, timeQueries));
  console.log(
    await timeQueries('workbench ranking: all sites, 1 filter', iterations, (i) => workbench.rankProducts(wide(i), { offset: 0, limit: 50 }), (i) => `${wide(i).order}/${wide(i).period}d/sort=${wide(i).sort}`),
  );
  const from = addDays(day, -179);
  console.log(
    await timeQueries('workbench item summary + 180 days', iterations, async (i) => {
      const id = pick(goodsIds, i);
      await workbench.productSummary(id);
      await workbench.productHistory(id, from, day);
    }),
  );
  const shopIds = (await sql.query<{ id: string }>('select shop_id::text as id from market_workbench_shops order by shop_id limit 5000')).map((r) => r.id);
  if (shopIds.length === 0) return;
  const shopQueryOf = (i: number): RankingQuery => ({
    ...queryOf(i),
    entity: 'shop',
    filters: { units: { min: 1 } },
    sort: pick(SHOP_SORTS, i + 4),
  });
  const shopKind = (i: number) => {
    const q = shopQueryOf(i);
    return `${q.order}/${q.period}d/${q.site}/${q.categoryId}/sort=${q.sort}`;
  };
  await workbench.shops.rank(shopQueryOf(0), { offset: 0, limit: 50 }); // warm
  console.log(await timeQueries('workbench shop ranking: 3 filters, sort', iterations, (i) => workbench.shops.rank(shopQueryOf(i), { offset: 0, limit: 50 }), shopKind));
  console.log(
    await timeQueries('workbench shop summary + 180 days', iterations, async (i) => {
      const id = pick(shopIds, i);
      await workbench.shops.summary(id);
      await workbench.shops.history(id, from, day);
    }),
  );
  // Brands (issue 29 item 3): one site's brands or all sites' (in dollars), a units floor and a growth
  // range, hot or soaring, sorted by a brand column; a brand's summary (its sites, shops, categories and
  // its share of each) with its 180-day history, over all sites or one.
  const brandIds = (await sql.query<{ id: string }>(`select brand_id::text as id from market_workbench_brands where site = 'ALL' order by brand_id limit 5000`)).map((r) => r.id);
  if (brandIds.length > 0) {
    const brandQueryOf = (i: number): RankingQuery => ({
      ...queryOf(i),
      entity: 'brand',
      order: pick(['hot', 'soaring'] as const, i),
      site: i % 3 === 0 ? undefined : pick(SITE_CODES, i),
      categoryId: undefined,
      filters: { units: { min: 1 }, growth: { min: -100 } },
      sort: pick(BRAND_SORTS, i + 4),
    });
    const brandKind = (i: number) => {
      const q = brandQueryOf(i);
      return `${q.order}/${q.period}d/${q.site ?? 'all'}/sort=${q.sort}`;
    };
    await workbench.brands.rank(brandQueryOf(0), { offset: 0, limit: 50 }); // warm
    console.log(await timeQueries('workbench brand ranking: 3 filters, sort', iterations, (i) => workbench.brands.rank(brandQueryOf(i), { offset: 0, limit: 50 }), brandKind));
    console.log(
      await timeQueries(
        'workbench brand summary + 180 days',
        iterations,
        async (i) => {
          const id = pick(brandIds, i);
          const site = i % 3 === 0 ? undefined : pick(SITE_CODES, i);
          await workbench.brands.summary(id, site);
          await workbench.brands.history(id, from, day, site);
        },
        (i) => (i % 3 === 0 ? 'all' : pick(SITE_CODES, i)),
      ),
    );
  }
  // Search words (issue 29 item 2): site, category and a search-index floor, sorted by a word column.
  const keywordIds = (await sql.query<{ id: string }>('select keyword_id::text as id from market_workbench_keywords order by keyword_id limit 5000')).map((r) => r.id);
  if (keywordIds.length === 0) return;
  const keywordQueryOf = (i: number): RankingQuery => ({
    ...queryOf(i),
    entity: 'keyword',
    filters: { search: { min: 10 } },
    sort: pick(KEYWORD_SORTS, i + 4),
  });
  const keywordKind = (i: number) => {
    const q = keywordQueryOf(i);
    return `${q.order}/${q.period}d/${q.site}/${q.categoryId}/sort=${q.sort}`;
  };
  await workbench.keywords.rank(keywordQueryOf(0), { offset: 0, limit: 50 }); // warm
  console.log(await timeQueries('workbench word ranking: 3 filters, sort', iterations, (i) => workbench.keywords.rank(keywordQueryOf(i), { offset: 0, limit: 50 }), keywordKind));
  console.log(
    await timeQueries('workbench word summary + 180 days', iterations, async (i) => {
      const id = pick(keywordIds, i);
      await workbench.keywords.summary(id);
      await workbench.keywords.history(id, from, day);
    }),
  );
  // Categories (issue 29 item 4): a site's sub-categories of one category (or all sites' categories) with a
  // units floor and a growth range, sorted by a category column; the price analysis; a category's summary.
  const categoryQueryOf = (i: number): RankingQuery => ({
    ...queryOf(i),
    entity: 'category',
    order: pick(['hot', 'soaring'] as const, i),
    site: i % 3 === 0 ? undefined : pick(SITE_CODES, i),
    filters: { units: { min: 1 }, growth: { min: -100 } },
    sort: pick(CATEGORY_SORTS, i + 4),
  });
  const categoryKind = (i: number) => {
    const q = categoryQueryOf(i);
    return `${q.order}/${q.period}d/${q.site ?? 'all'}/${q.categoryId}/sort=${q.sort}`;
  };
  await workbench.categories.rank(categoryQueryOf(0), { offset: 0, limit: 50 }); // warm
  console.log(await timeQueries('workbench category ranking: 3 filters, sort', iterations, (i) => workbench.categories.rank(categoryQueryOf(i), { offset: 0, limit: 50 }), categoryKind));
  const scopeOf = (i: number) => ({ ...(i % 3 === 0 ? {} : { site: pick(SITE_CODES, i) }), categoryId: pick(CATEGORY_IDS, i + 2), period: pick(periods, i + 3) });
  console.log(
    await timeQueries('workbench price analysis (category)', iterations, (i) => workbench.categories.analysis(scopeOf(i)), (i) => `${scopeOf(i).site ?? 'all'}/${scopeOf(i).categoryId}/${scopeOf(i).period}d`),
  );
  const categorySite = (i: number) => (i % 3 === 0 ? undefined : pick(SITE_CODES, i));
  console.log(
    await timeQueries(
      'workbench category summary + 180 days',
      iterations,
      async (i) => {
        const id = String(pick(CATEGORY_IDS, i + 2));
        await workbench.categories.summary(id, categorySite(i));
        await workbench.categories.history(id, from, day, categorySite(i));
      },
      (i) => `${categorySite(i) ?? 'all'}/${pick(CATEGORY_IDS, i + 2)}`,
    ),
  );
  // The contrast of three categories (GET /contrast: each one's card and its 30 days, one after another).
  const contrastFrom = addDays(day, -(CONTRAST_DEFAULT_DAYS - 1));
  console.log(
    await timeQueries(
      'workbench category contrast (3, 30 days)',
      iterations,
      async (i) => {
        for (const k of [0, 1, 2]) {
          const id = String(pick(CATEGORY_IDS, i + k));
          await workbench.categories.card(id, categorySite(i));
          await workbench.categories.history(id, contrastFrom, day, categorySite(i));
        }
      },
      (i) => categorySite(i) ?? 'all',
    ),
  );
  // Blue-ocean industries (issue 29 item 5): a site's or all sites' categories by the industry index.
  const industriesOf = (i: number): RankingQuery => ({ entity: 'category', order: 'blueOcean', ...(i % 4 === 0 ? {} : { site: pick(SITE_CODES, i) }), period: 30, filters: {}, dir: 'desc', page: 1, size: 50 });
  console.log(await timeQueries('workbench blue-ocean industries', iterations, (i) => workbench.categories.rank(industriesOf(i), { offset: 0, limit: 50 }), (i) => industriesOf(i).site ?? 'all'));

  // Blue-ocean words (issue 29 item 5): a site's or all sites' words with an index, highest first.
  const blueOceanOf = (i: number): RankingQuery => ({ entity: 'keyword', order: 'blueOcean', ...(i % 4 === 0 ? {} : { site: pick(SITE_CODES, i) }), period: 30, filters: {}, dir: 'desc', page: 1, size: 50 });
  console.log(await timeQueries('workbench blue-ocean words', iterations, (i) => workbench.keywords.rank(blueOceanOf(i), { offset: 0, limit: 50 }), (i) => blueOceanOf(i).site ?? 'all'));
  // Real time and search (issue 29 item 6): the data day per category of a site or all sites, or a
  // category's sub-categories; the search page's finds over products, shops and words at once.
  const realtime = new WorkbenchRealtimeQueries(sql, () => workbench.dataDay());
  const realtimeOf = (i: number) => ({ ...(i % 4 === 0 ? {} : { site: pick(SITE_CODES, i) }), ...(i % 2 === 1 ? { categoryId: pick(CATEGORY_IDS, i + 3) } : {}) });
  console.log(
    await timeQueries('workbench real-time categories', iterations, (i) => realtime.latest(realtimeOf(i)), (i) => `${realtimeOf(i).site ?? 'all'}/${realtimeOf(i).categoryId ?? 'categories'}`),
  );
  // The search page (GET /search): each type's pickers, over all sites; 6 runs the five at once.
  for (const line of await timeSearchTypes(workbench, iterations, timeQueries)) console.log(line);
  // The competitive analysis (issue 30 item 6; GET /competition): a site's shop and 1 to 5 of its
  // rivals in one statement, over 7, 30 or 90 days, the rivals' changes since 7 or 30 days before.
  const competition = new WorkbenchCompetitionQueries(sql);
  const rivals = (await sql.query<{ site: string; ids: string[] }>(
    `select site, (array_agg(shop_id::text order by units_30 desc, shop_id))[1:60] as ids from market_workbench_shops group by site order by site`,
  )).filter((r) => r.ids.length >= 6);
  const competitionDay = (await workbench.dataDay()) ?? '';
  const setOf = (i: number) => {
    const site = pick(rivals, i);
    const from = (i * 7) % (site.ids.length - 5);
    return site.ids.slice(from, from + 2 + (i % 5));
  };
  const periodOf = (i: number) => pick([7, 30, 90] as const, i);
  console.log(
    await timeQueries(
      'workbench competition (2-6 shops)',
      iterations,
      (i) => competition.compare(setOf(i), periodOf(i), addDays(competitionDay, i % 2 ? -30 : -7)),
      (i) => `${setOf(i).length} shops/${periodOf(i)}d`,
    ),
  );
  console.log(await timeLive(workbench, iterations));
  console.log(await timeCampaigns(workbench, iterations, timeQueries));
  for (const line of await timeShopeeLists(workbench, iterations, timeQueries)) console.log(line);
  const tiktokDay = await workbench.dataDay();
  if (tiktokDay) for (const line of await timeTiktok(sql, tiktokDay, iterations, timeQueries)) console.log(line);
}

/**
 * The live analysis (issue 32; GET /live): a site's or all sites' sessions (a category's a fourth of
 * the time) over 1 to 90 days, with each of its four lists; one statement an answer.
 */
async function timeLive(workbench: WorkbenchQueries, iterations: number): Promise<string> {
  const live = new WorkbenchLiveQueries(workbench.sql, workbench);
  const pick = <T>(list: readonly T[], i: number) => list[(i * 7919) % list.length] as T;
  const liveOf = (i: number) => ({
    ...(i % 3 === 0 ? {} : { site: pick(SITE_CODES, i) }),
    ...(i % 4 === 1 ? { categoryId: pick(CATEGORY_IDS, i) } : {}),
    period: pick([1, 7, 30, 90] as const, i + 1),
    list: pick(LIVE_LISTS, i),
    rows: LIVE_LIST_ROWS,
  });
  await live.analysis(liveOf(0)); // warm
  return timeQueries('workbench live analysis (4 lists)', iterations, (i) => live.analysis(liveOf(i)), (i) => `${liveOf(i).list}/${liveOf(i).site ?? 'all'}/${liveOf(i).period}d`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
