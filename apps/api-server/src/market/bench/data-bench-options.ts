// bench:data's command line (data-bench.ts): the scale, how many item days, the runs, and which part
// it times. Apart from the bench so its parsing is tested (data-bench-options.test.ts) without a run.
import { DEFAULT_MARKET_SEED, MARKET_SCALES, type MarketScale } from '../scale';
import { parseBenchArgs, wholeNumber } from './bench-args';

/** The parts timed alone, instead of every query; at most one a run. */
export const BENCH_PARTS = ['finder', 'live', 'campaigns', 'tiktok', 'lists', 'lazada', 'workbench', 'search'] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

export interface DataBenchOptions {
  /** The scale, with `--item-days` applied (its ready days never more than its item days). */
  scale: MarketScale;
  /** `--item-days`: for `--tiktok`, its newest days loaded; otherwise the scale's item days. */
  itemDays?: number;
  iterations: number;
  seed: number;
  /** A PGlite folder kept after the run (and read by `--queries-only`). */
  dataDir?: string;
  /** The clock's instant, ms (default: now). */
  now?: number;
  /** Times the data already in the database (DATABASE_URL or `--data-dir`), importing nothing. */
  queriesOnly: boolean;
  /** With `--queries-only`: derives the figures again first. */
  derive: boolean;
  /** The part timed alone; absent: every query. */
  part?: BenchPart;
}

export const DATA_BENCH_USAGE = `usage: npm run bench:data -- [--scale ${Object.keys(MARKET_SCALES).join('|')}] [--item-days N] [--iterations 200] [--seed N] [--data-dir <PGlite folder to keep>] [--now <ISO instant>] [--queries-only] [--${BENCH_PARTS.join('|--')}]
  --queries-only times the queries on the data already there (DATABASE_URL or --data-dir), importing nothing
    (on an existing --scale large database: DATABASE_URL=... npm run bench:data -- --scale large --queries-only --lazada);
  --finder times only the product finder with five filters (issue 30's p99 target), not every query;
  --live times only the live analysis (issue 32);
  --campaigns times only event marketing's three views (issue 32 item 2);
  --tiktok writes, imports and derives the short-video marketplace's derive window alone and times its reads (issue 32 item 4);
    with --item-days N only its newest N days (the large scale's 60 days are ~30 M rows); with --queries-only it times
    the short-video data already there, at the database's data day;
  --lists times only the first marketplace's five lists (issue 32 item 3);
  --lazada times only the second marketplace's ranking (its two lists), a product's explanation and its history (issue 32 item 3);
  --workbench times only the workbench's reads (issues 26, 29, 30 and 32), not the public rankings before them;
  --search times only the workbench search (issue 29 item 6): types 1 and 6 on each kind of input the page can send, then every type;
  one of these parts a run;
  with --derive it derives the figures again first (after a migration that added or emptied a derived table).
  --item-days N imports N days of item history instead of the scale's (the large scale's 30 take most of an hour on 2 cores).
  --scale history (PostgreSQL) imports the newest 14 item days through the feed and writes the older ones, back to 548 days, in SQL.
  DATABASE_URL=postgres://... runs it against PostgreSQL instead of a throwaway PGlite.`;

/** The options of `args` (the arguments after the script's), `help` when asked, or what is wrong with them. */
export function parseDataBenchOptions(args: readonly string[]): { options: DataBenchOptions } | { help: true } | { error: string } {
  const parsed = parseBenchArgs(args, {
    scale: { type: 'string', default: 'default' },
    seed: { type: 'string', default: String(DEFAULT_MARKET_SEED) },
    iterations: { type: 'string', default: '200' },
    'data-dir': { type: 'string' },
    now: { type: 'string' },
    'queries-only': { type: 'boolean', default: false },
    finder: { type: 'boolean', default: false },
    live: { type: 'boolean', default: false },
    campaigns: { type: 'boolean', default: false },
    tiktok: { type: 'boolean', default: false },
    lists: { type: 'boolean', default: false },
    lazada: { type: 'boolean', default: false },
    workbench: { type: 'boolean', default: false },
    search: { type: 'boolean', default: false },
    'item-days': { type: 'string' },
    derive: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (!('values' in parsed)) return parsed;
  const { values, scale: named } = parsed;
  const count = wholeNumber;
  const itemDays = values['item-days'] === undefined ? undefined : count(values['item-days']);
  if (values['item-days'] !== undefined && !(itemDays && itemDays >= 1)) return { error: `--item-days ${values['item-days']}: a whole number of days, 1 or more` };
  const iterations = count(values.iterations);
  if (!iterations) return { error: `--iterations ${values.iterations}: a whole number of runs, 1 or more` };
  const seed = count(values.seed);
  if (seed === undefined) return { error: `--seed ${values.seed}: a whole number` };
  const now = values.now === undefined ? undefined : Date.parse(values.now);
  if (now !== undefined && Number.isNaN(now)) return { error: `--now ${values.now}: not an instant` };
  const parts = BENCH_PARTS.filter((part) => values[part]);
  // Each part was a branch of its own: two at once ran the first and ignored the other.
  if (parts.length > 1) return { error: `${parts.map((p) => `--${p}`).join(' and ')}: one part a run` };
  if (values.derive && !values['queries-only']) return { error: '--derive goes with --queries-only (a first start derives anyway)' };
  return {
    options: {
      scale: itemDays === undefined ? named : { ...named, itemDays, readyItemDays: Math.min(named.readyItemDays, itemDays) },
      ...(itemDays === undefined ? {} : { itemDays }),
      iterations,
      seed,
      ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
      ...(now === undefined ? {} : { now }),
      queriesOnly: values['queries-only'],
      derive: values.derive,
      ...(parts[0] ? { part: parts[0] } : {}),
    },
  };
}
