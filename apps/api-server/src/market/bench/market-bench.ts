// Market selection's benchmark (issue 30 "Done when": the market matrix at most 50 ms): p50/p99 of
// GET /analysis?breakdown=market's read (the site x category matrix of a period) and, beside it, of
// breakdown=scope's (a site's or all sites' dashboard), on a PGlite imported at the chosen scale as
// bench:data imports it (or on the data already in --data-dir). Not part of the tests. Run:
//   TSX_TSCONFIG_PATH=apps/api-server/tsconfig.json node --import tsx apps/api-server/src/market/bench/market-bench.ts [--scale default] [--iterations 200] [--data-dir <folder>]
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

import { CATEGORY_IDS, SITE_CODES } from '@sealens/domain';

import { openDatabase } from '../../db/database';
import type { WorkbenchPeriod } from '../derive/workbench-derive';
import { marketSqlOf } from '../market-sql';
import { latestCompleteDay } from '../market-state';
import { WorkbenchMarketQueries } from '../queries/workbench-market-queries';
import { WorkbenchQueries } from '../queries/workbench-queries';
import { MarketRefresher } from '../refresh/refresher';
import { DEFAULT_MARKET_SEED, marketScaleOf } from '../scale';

/** The bound on the matrix's read. */
export const MATRIX_BUDGET_MS = 50;
const PERIODS: readonly WorkbenchPeriod[] = [1, 7, 30, 90];
const migrationsDir = fileURLToPath(new URL('../../../drizzle', import.meta.url));

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/**
 * p50 and p99 of `run` over `iterations` runs, in milliseconds: wall time, and this process's CPU time
 * (PGlite runs in it): on a machine loaded many times its cores, a slow run is mostly waiting for one.
 */
export async function timeRuns(iterations: number, run: (i: number) => Promise<unknown>): Promise<{ p50: number; p99: number; cpu50: number; cpu99: number }> {
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    const c = process.cpuUsage();
    await run(i);
    const used = process.cpuUsage(c);
    times.push(performance.now() - t);
    cpu.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), cpu50: percentile(cpu, 50), cpu99: percentile(cpu, 99) };
}

const line = (label: string, r: { p50: number; p99: number; cpu50: number; cpu99: number }, note: string) =>
  `${label.padEnd(36)} p50 ${r.p50.toFixed(1).padStart(7)} ms   p99 ${r.p99.toFixed(1).padStart(7)} ms   CPU p50 ${r.cpu50.toFixed(1).padStart(6)} ms   CPU p99 ${r.cpu99.toFixed(1).padStart(6)} ms   (${note})`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: 'default' },
      iterations: { type: 'string', default: '200' },
      'data-dir': { type: 'string' },
    },
  });
  const scale = marketScaleOf(values.scale);
  const iterations = Number(values.iterations);
  if (!scale || !Number.isInteger(iterations) || iterations < 1) {
    console.error('usage: market-bench.ts [--scale tiny|small|default|large] [--iterations 200] [--data-dir <PGlite folder to keep>]');
    process.exitCode = 2;
    return;
  }
  const work = await mkdtemp(join(tmpdir(), 'sealens-market-bench-'));
  const dataDir = values['data-dir'] ?? join(work, 'pglite');
  // DATABASE_URL: a PostgreSQL database's market as it is (the large scale's is imported by bench:data).
  const database = await openDatabase({ databaseUrl: process.env['DATABASE_URL']?.trim() || undefined, dataDir, migrationsDir });
  const sql = marketSqlOf(database.db);
  try {
    if (!(await latestCompleteDay(sql))) {
      const t = performance.now();
      const refresher = new MarketRefresher({ sql, mode: 'local', feedDir: join(work, 'feed'), now: () => new Date(), scale, seed: DEFAULT_MARKET_SEED, log: () => undefined });
      await refresher.tick();
      await refresher.settled();
      refresher.stop();
      console.log(`imported scale ${scale.name} (${scale.products} products, ${scale.itemDays} item days) in ${((performance.now() - t) / 1000).toFixed(0)} s`);
    }
    const products = new WorkbenchQueries(sql);
    const market = new WorkbenchMarketQueries(sql, products);
    const [rows] = await sql.query<{ n: number }>('select count(*)::int as n from market_workbench_categories');
    console.log(`scale ${scale.name}: market_workbench_categories ${rows?.n} rows, data day ${await products.dataDay()}`);
    await market.matrix(30); // warm
    const matrix = await timeRuns(iterations, (i) => market.matrix(PERIODS[i % PERIODS.length] as WorkbenchPeriod));
    console.log(line('market matrix (9 x 12)', matrix, `${iterations} runs; budget ${MATRIX_BUDGET_MS} ms`));
    const scopeOf = (i: number) => ({ ...(i % 3 === 0 ? {} : { site: SITE_CODES[i % SITE_CODES.length] }), ...(i % 2 === 1 ? { categoryId: CATEGORY_IDS[i % CATEGORY_IDS.length] as number } : {}), period: PERIODS[i % PERIODS.length] as WorkbenchPeriod });
    const scopeRuns = Math.max(1, Math.round(iterations / 4));
    const scope = await timeRuns(scopeRuns, (i) => market.scope(scopeOf(i)));
    console.log(line('scope dashboard (site or all sites)', scope, `${scopeRuns} runs`));
  } finally {
    await database.close();
    if (!values['data-dir']) await rm(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
