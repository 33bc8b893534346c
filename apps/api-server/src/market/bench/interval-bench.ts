// `node --import tsx apps/api-server/src/market/bench/interval-bench.ts --data-dir <PGlite folder> [--iterations 100] [--reads-only]`
//
// What the aggregates' estimate intervals cost (issue 33), on data already imported (a copy of a
// bench:data folder: the migrations run on open): the derive's new pass over the product days and
// the whole derive, then the shop and brand rankings' page reads with their period's interval columns
// and without, interleaved query by query so the machine's load weighs on both alike. Not part of the
// test command.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { SITE_CODES, type RankingQuery } from '@sealens/domain';

import { openDatabase } from '../../db/database';
import { deriveStats } from '../derive/derive';
import { deriveWorkbenchProductIntervals } from '../derive/workbench-interval-derive';
import { marketSqlOf } from '../market-sql';
import { latestCompleteDay } from '../market-state';
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
} finally {
  await database.close();
}
