// bench:monitors's command line (monitor-bench.ts): the scale, the item days imported, a kept PGlite
// folder, and the older item days written in SQL before the evaluation is timed. Apart from the bench
// so its parsing is tested (monitor-bench-options.test.ts) without a run.
import { PRODUCT_WINDOW_DAYS } from '../../monitor/monitor-figures';
import { MARKET_SCALES, type MarketScale } from '../scale';
import { parseBenchArgs, wholeNumber } from './bench-args';

/** The item days the evaluation reads: the data day and the 16 before it (a delisting looks that far back). */
export const EVALUATION_DAYS = PRODUCT_WINDOW_DAYS + 1;

export interface MonitorBenchOptions {
  /** The scale's name (the market imported when the database has none). */
  scaleName: string;
  /** The scale, its item days (and ready and market days) cut to `--item-days`. */
  scale: MarketScale;
  /** A PGlite folder kept after the run (and reused: imported once). */
  dataDir?: string;
  /**
   * `--backfill-days N`: the N item days before the oldest imported one written in SQL in the
   * simulator's shape (history-backfill.ts) before the timing, so the evaluation reads its full depth
   * on a database that imported fewer (the large scale's two).
   */
  backfillDays?: number;
}

export const MONITOR_BENCH_USAGE = `usage: npm run bench:monitors -- [--scale ${Object.keys(MARKET_SCALES).join('|')}] [--item-days N] [--data-dir <PGlite folder to keep>] [--backfill-days N]
  --item-days N   item days imported when the database has no market (default and least ${EVALUATION_DAYS}, what the evaluation reads;
                  fewer only with --backfill-days making up the rest)
  --backfill-days N  writes the N item days before the oldest imported one in SQL, in the simulator's shape (product, shop,
                  brand and search-word days; history-backfill.ts), then times the evaluation at that depth; refused when the
                  database already holds the ${EVALUATION_DAYS} item days the evaluation reads or rows of the days it would write
                  (DATABASE_URL=... npm run bench:monitors -- --scale large --backfill-days 15 on the large scale's two imported days)
  DATABASE_URL=postgres://... runs it on PostgreSQL (its market as it is, when it has one) instead of PGlite.`;

/** The options of `args` (the arguments after the script's), `help` when asked, or what is wrong with them. */
export function parseMonitorBenchOptions(args: readonly string[]): { options: MonitorBenchOptions } | { help: true } | { error: string } {
  const parsed = parseBenchArgs(args, {
    scale: { type: 'string', default: 'default' },
    'item-days': { type: 'string', default: String(EVALUATION_DAYS) },
    'data-dir': { type: 'string' },
    'backfill-days': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (!('values' in parsed)) return parsed;
  const { values, scale: base } = parsed;
  const count = wholeNumber;
  const backfillDays = values['backfill-days'] === undefined ? undefined : count(values['backfill-days']);
  if (values['backfill-days'] !== undefined && !backfillDays) return { error: `--backfill-days ${values['backfill-days']}: a whole number of days, 1 or more` };
  const itemDays = count(values['item-days']);
  if (!itemDays) return { error: `--item-days ${values['item-days']}: a whole number of days, 1 or more` };
  if (itemDays + (backfillDays ?? 0) < EVALUATION_DAYS) {
    return { error: `--item-days ${itemDays}${backfillDays ? ` and --backfill-days ${backfillDays}` : ''}: the evaluation reads ${EVALUATION_DAYS} item days` };
  }
  const days = Math.min(base.itemDays, itemDays);
  return {
    options: {
      scaleName: base.name,
      scale: { ...base, itemDays: days, readyItemDays: days, marketDays: Math.min(base.marketDays, itemDays) },
      ...(values['data-dir'] ? { dataDir: values['data-dir'] } : {}),
      ...(backfillDays ? { backfillDays } : {}),
    },
  };
}
