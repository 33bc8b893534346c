// The market pipeline as the routes see it: its queries, the refresher that keeps the data at
// T+1, and `ready`, which the market answers wait for on a first start (the newest days going in).
import type { AppMode } from '../app-options';
import type { Database } from '../db/database';
import { readMarketConfig } from './market-config';
import { marketSqlOf, type MarketSql } from './market-sql';
import { MarketQueries } from './queries/market-queries';
import { WorkbenchQueries } from './queries/workbench-queries';
import { MarketRefresher } from './refresh/refresher';
import { readMailApi } from '../monitor/mail';
import { MonitorService } from '../monitor/monitor-service';

export interface MarketService {
  sql: MarketSql;
  queries: MarketQueries;
  /** The workbench's reads (issue 26): rankings, one product's figures and history, the picker. */
  workbench: WorkbenchQueries;
  refresher?: MarketRefresher;
  /** The monitors' job (issue 31): evaluates the rules after each import, sends webhooks and digests. */
  monitors?: MonitorService;
  /** Resolves when the market answers may be computed (at once without a refresher). */
  ready: Promise<void>;
}

/** A service over `db` without a refresher (what was imported is what is answered). */
export function marketServiceOf(db: Database, refresher?: MarketRefresher): MarketService {
  const sql = marketSqlOf(db);
  return { sql, queries: new MarketQueries(sql), workbench: new WorkbenchQueries(sql), refresher, ready: refresher?.ready ?? Promise.resolve() };
}

const fallbacks = new WeakMap<object, MarketService>();

/** The deps' market service, or one over its database (harnesses that start no refresher). */
export function marketOf(deps: { db: Database; market?: MarketService }): MarketService {
  if (deps.market) return deps.market;
  let service = fallbacks.get(deps.db);
  if (!service) fallbacks.set(deps.db, (service = marketServiceOf(deps.db)));
  return service;
}

export interface StartMarketOptions {
  db: Database;
  mode: AppMode;
  now: () => Date;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
}

/** Starts the T+1 refresher (local: simulate and import what is missing; production: import the feed folder). */
export function startMarket(options: StartMarketOptions): MarketService {
  const config = readMarketConfig(options.env, options.dataDir);
  const sql = marketSqlOf(options.db);
  const mailApi = options.mode === 'production' ? readMailApi(options.env) : undefined;
  if (options.mode === 'production' && !mailApi) options.log('monitors: no mail API (SEALENS_MAIL_API_URL, _KEY, _FROM): the daily digests stay unsent in mail_outbox');
  const monitors = new MonitorService({ sql, mode: options.mode, now: options.now, log: options.log, ...(mailApi ? { mailApi } : {}) });
  monitors.start();
  const refresher = new MarketRefresher({
    sql,
    mode: options.mode,
    feedDir: config.feedDir,
    now: options.now,
    scale: config.scale,
    seed: config.seed,
    log: options.log,
    afterImport: async (days, latest) => {
      await monitors.afterImport(days, latest);
    },
  });
  refresher.start();
  return { sql, queries: new MarketQueries(sql), workbench: new WorkbenchQueries(sql), refresher, monitors, ready: refresher.ready };
}
