// `node --import tsx apps/api-server/src/market/bench/interval-bench.ts --data-dir <PGlite folder> [--iterations 100] [--reads-only]`
//
// What the aggregates' estimate intervals cost (issue 33), on data already imported (a copy of a
// bench:data folder: the migrations run on open): the derive's new pass over the product days and
// the whole derive, then the shop and brand rankings' page reads with their period's interval columns
// and without, interleaved query by query so the machine's load weighs on both alike, and a calendar
// month's page of shops, brands and categories with the read of their month intervals added (derived
// with the month rows, migration 0047, whose pass for the data day's month is timed with the derive).
// Not part of the test command.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { SITE_CODES, type RankingQuery } from '@sealens/domain';

import { openDatabase } from '../../db/database';
import { deriveStats } from '../derive/derive';
import { deriveWorkbenchMonthIntervals, deriveWorkbenchProductIntervals } from '../derive/workbench-interval-derive';
import { marketSqlOf } from '../market-sql';
import { latestCompleteDay } from '../market-state';
import { aggregateMonthIntervals, type AggregateRowKey } from '../queries/aggregate-intervals';
import { rankEntity, type RankingEntitySql } from '../queries/ranking-sql';
import { BRAND_RANKING_SQL } from '../queries/workbench-brand-queries';
import { WorkbenchQueries } from '../queries/workbench-queries';
import { SHOP_RANKING_SQL } from '../queries/workbench-shop-queries';

const migrationsDir = fileURLToPath(new URL('../../../drizzle', import.meta.url));

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, iterations: { type: 'string', default: '100' }, 'reads-only': { type: 'boolean', default: false } } });
const dataDir = values['data-dir'];
if (!dataDir) throw new Error('--data-dir <PGlite folder> is required');
const iterations = Number(values.iterations);

const ms = (t: number) => `${t.toFixed(1)} ms`;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/** The same ranking without the interval columns in its page rows' read. */
const withoutIntervals = (entity: RankingEntitySql): RankingEntitySql => ({ ...entity, source: { ...entity.source, periodRead: undefined } });

const database = await openDatabase({ dataDir, migrationsDir });
const sql = marketSqlOf(database.db);
try {
  const day = await latestCompleteDay(sql);
  if (!day) throw new Error('no complete day in the data');
  // --reads-only: the folder was derived with the intervals already.
  if (!values['reads-only']) {
    let t = performance.now();
    await deriveStats(sql, day);
    console.log(`derive of ${day} (with the intervals): ${ms(performance.now() - t)}`);
    t = performance.now();
    await sql.transaction((tx) => deriveWorkbenchProductIntervals(tx, day));
    console.log(`  of which the products' interval pass, alone: ${ms(performance.now() - t)}`);
    // What a T+1 derive adds for the month ranking: the data day's month's shops', brands' and categories' intervals.
    t = performance.now();
    await sql.transaction((tx) => deriveWorkbenchMonthIntervals(tx, [`${day.slice(0, 7)}-01`]));
    console.log(`  the month intervals of ${day.slice(0, 7)}, alone: ${ms(performance.now() - t)}`);
  }
  const workbench = new WorkbenchQueries(sql);
  const queryOf = (entity: 'shop' | 'brand', i: number): RankingQuery => ({
    entity,
    order: 'hot',
    ...(i % 3 === 0 ? {} : { site: SITE_CODES[i % SITE_CODES.length] }),
    period: ([1, 7, 30, 90] as const)[i % 4] ?? 30,
    filters: {},
    dir: 'desc',
    page: 1 + (i % 5),
    size: 50,
  });
  for (const [name, entity, key] of [
    ['shop', SHOP_RANKING_SQL, 'shop'],
    ['brand', BRAND_RANKING_SQL, 'brand'],
  ] as const) {
    const times = { with: [] as number[], without: [] as number[] };
    for (let i = 0; i < iterations; i++) {
      // Alternating which runs first, so neither always finds the pages cached by the other.
      const order = i % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const);
      for (const variant of order) {
        const s = performance.now();
        const query = queryOf(key, i);
        await rankEntity(sql, workbench, variant === 'with' ? entity : withoutIntervals(entity), query, { offset: (query.page - 1) * 50, limit: 50 });
        times[variant].push(performance.now() - s);
      }
    }
    for (const variant of ['without', 'with'] as const) {
      const sorted = [...times[variant]].sort((a, b) => a - b);
      console.log(`${name} ranking page, ${variant} intervals: p50 ${ms(quantile(sorted, 0.5))}, p99 ${ms(quantile(sorted, 0.99))} (${iterations} runs)`);
    }
  }
  // A calendar month: the page read alone, then with its rows' month intervals (what the ranking route adds).
  const [month] = await workbench.months();
  if (month) {
    const period = month.month as RankingQuery['period'];
    const reads = { shop: workbench.shops, brand: workbench.brands, category: workbench.categories };
    for (const name of ['shop', 'brand', 'category'] as const) {
      const times = { page: [] as number[], intervals: [] as number[] };
      for (let i = 0; i < iterations; i++) {
        const query: RankingQuery = { ...queryOf(name === 'category' ? 'shop' : name, i), entity: name, period, page: 1 };
        let s = performance.now();
        const slice = await reads[name].rank(query, { offset: 0, limit: 50 });
        times.page.push(performance.now() - s);
        if (!slice) continue;
        s = performance.now();
        await aggregateMonthIntervals(sql, name, slice.rows as AggregateRowKey[], slice.period.from);
        times.intervals.push(performance.now() - s);
      }
      for (const part of ['page', 'intervals'] as const) {
        const sorted = [...times[part]].sort((a, b) => a - b);
        console.log(`${name} ranking of ${month.month}, ${part === 'page' ? 'its page' : 'its rows\' month intervals'}: p50 ${ms(quantile(sorted, 0.5))}, p99 ${ms(quantile(sorted, 0.99))} (${sorted.length} runs)`);
      }
    }
  }
} finally {
  await database.close();
}
