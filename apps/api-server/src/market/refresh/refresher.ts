// T+1 for real (issue #11): the server knows the latest complete day and, at start and after every
// midnight (China time, the product's market time), brings the data up to yesterday by the
// injected clock. In local mode it runs the simulator for the days that are missing, writes their
// feed and imports it; in production it imports only what the feed folder holds.
//
// First start: the newest days the rankings need (scale.readyItemDays) and every market-total day
// go in before the market answers (`ready`); the older item history follows in the background.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';

import type { AppMode } from '../../app-options';
import { addDays, dayNumber, daysBetween, marketYesterday, nextMarketMidnight } from '../days';
import { deriveStats, DERIVE_WINDOW_DAYS, MARKET_STATE } from '../derive/derive';
import { fillMissingCategorySums } from '../derive/workbench-category-sums-derive';
import { WORKBENCH_WINDOW_DAYS } from '../derive/workbench-derive';
import { TT_WINDOW_DAYS } from '../derive/tiktok-derive';
import { listDaySets } from '../feed/read-feed';
import { importDaySets, type ImportResult } from '../import/importer';
import { importTiktokDays } from '../import/tiktok-importer';
import type { MarketSql } from '../market-sql';
import { dayCoverage, itemDaysIn, latestCompleteDay, marketStateOf } from '../market-state';
import type { MarketScale } from '../scale';
import { OFFER_CRAWL_DAYS } from '../sim/offers';
import { LazadaSimulator } from '../sim/lazada';
import { MarketSimulator } from '../sim/simulator';
import { LAZADA_SITE_CODES, SITE_CODES } from '@sealens/domain';

export interface RefreshOptions {
  sql: MarketSql;
  mode: AppMode;
  feedDir: string;
  now: () => Date;
  scale: MarketScale;
  seed: number;
  log?: (line: string) => void;
  /** Local mode: simulated day sets older than this many days are deleted once imported (default 14). */
  keepFeedDays?: number;
  /** Item days per import transaction before the market answers (default: the scale's, else 4). */
  batchDays?: number;
  /**
   * Item days per import transaction of the background history (default: batchDays). The market
   * answers meanwhile, and on PGlite a read waits for the whole transaction running; one day a
   * transaction was tried and cost 3x the time over all, each batch re-estimating ~1,250 first passes
   * and re-ranking up to 7 days after it (default scale), so reads waited about as long.
   */
  historyBatchDays?: number;
  /** Production: how often the feed folder is looked at between midnights (default 10 minutes). */
  pollMs?: number;
  /**
   * Runs in the same job after each pass that imported item days, once they are derived (issue 31:
   * the monitors' rules are evaluated for the new days, in bulk).
   */
  afterImport?: (importedDays: string[], latest: string) => Promise<void>;
}

export interface RefreshReport {
  /** The day the data should end on (yesterday, China time). */
  target: string;
  /** The latest complete day after the pass. */
  latest?: string;
  simulatedDays: string[];
  importedDays: string[];
  rows: number;
  problems: number;
  derived?: string;
  ms: number;
}

/**
 * Where a server's market data stands: `starting` (the first pass brings the newest days in; the
 * market answers wait for it), `history` (they answer; the older item history is still being
 * imported in the background, then derived), `complete` (everything up to yesterday is in and derived).
 */
export type MarketPhase = 'starting' | 'history' | 'complete';

export interface MarketProgress {
  phase: MarketPhase;
  /** Days of item history the data should hold (the scale's), and how many of them are in. */
  itemDays: number;
  itemDaysIn: number;
  /** The day the market answers describe. */
  latest?: string;
}

const DEFAULT_POLL_MS = 10 * 60_000;
const ANALYZE = 'analyze market_product_days, market_products, market_keyword_days, market_keywords, market_category_days, market_shops';
/**
 * Data-backfill applications whose product or shop the market data now holds become "updated" (the
 * member gift tells the member so, api/identity/user-routes.ts). One statement after the imports.
 */
export const MARK_SUPPLEMENTS_UPDATED = `update data_supplements s set state = 'updated', updated_at = $1
  where s.state = 'requested' and s.target_id is not null and (
    (s.kind = 'good' and exists (select 1 from market_products p where p.goods_id = s.target_id))
    or (s.kind = 'mall' and exists (select 1 from market_shops m where m.shop_id = s.target_id)))`;

/** The process's CPU time so far, ms (all its threads: PGlite works in the server's). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export class MarketRefresher {
  private running: Promise<RefreshReport> | null = null;
  private background: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private simulator: MarketSimulator | null = null;
  /** The second marketplace's (issue 32 item 3): streams of its own, its days written beside Shopee's. */
  private lazada: LazadaSimulator | null = null;
  private phase: MarketPhase = 'starting';
  private itemDaysKnown = 0;
  private latestKnown: string | undefined;
  private resolveReady!: () => void;
  /** Resolves once the first pass brought the newest days in (the market answers wait for it). */
  readonly ready: Promise<void>;
  /** Every pass that imported something, newest last (tests and the log read it). */
  readonly history: RefreshReport[] = [];

  constructor(private readonly options: RefreshOptions) {
    this.ready = new Promise((resolve) => (this.resolveReady = resolve));
  }

  private log(line: string) {
    this.options.log?.(line);
  }

  /** Runs the first pass now and schedules the next ones (midnight, and polls in production). */
  start(): void {
    void this.tick()
      .catch((error: unknown) => this.log(`market data: the first refresh failed: ${String(error)}`))
      .finally(() => this.resolveReady());
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /** Waits for the background history import (tests, the bench). */
  settled(): Promise<void> {
    return this.background;
  }

  /**
   * The phase, and how much of the item history is in (`GET /api/__dev/market`; bench:api waits on
   * it). Kept in memory by the passes, never read from the database: the import may hold it for seconds.
   */
  progress(): MarketProgress {
    const { itemDays } = this.options.scale;
    // A batch that commits while the pass counts again is counted twice until the next count.
    return { phase: this.phase, itemDays, itemDaysIn: Math.min(itemDays, this.itemDaysKnown), ...(this.latestKnown ? { latest: this.latestKnown } : {}) };
  }

  /** Counts the item days of the scale's window the database holds, and the latest complete day. */
  private async recount(target: string): Promise<void> {
    this.itemDaysKnown = await itemDaysIn(this.options.sql, addDays(target, -(this.options.scale.itemDays - 1)), target);
    this.latestKnown = await latestCompleteDay(this.options.sql);
  }

  private schedule() {
    if (this.stopped) return;
    const now = this.options.now();
    // A little after midnight, and never longer than the poll interval (a clock that jumps, a
    // crawler that finishes late).
    const untilMidnight = nextMarketMidnight(now) - now.getTime() + 5_000;
    const delay = Math.max(1_000, Math.min(untilMidnight, this.options.pollMs ?? DEFAULT_POLL_MS));
    this.timer = setTimeout(() => {
      void this.tick()
        .catch((error: unknown) => this.log(`market data: refresh failed: ${String(error)}`))
        .finally(() => this.schedule());
    }, delay);
    this.timer.unref?.();
  }

  /** One pass, unless one is running (then its result). */
  tick(): Promise<RefreshReport> {
    if (!this.running) {
      this.running = this.refresh().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  private async refresh(): Promise<RefreshReport> {
    const started = performance.now();
    const { sql, scale } = this.options;
    const target = marketYesterday(this.options.now());
    const report: RefreshReport = { target, simulatedDays: [], importedDays: [], rows: 0, problems: 0, ms: 0 };
    let derivedNeeded = false;
    const absorb = (result: ImportResult) => {
      report.rows += result.rows;
      report.problems += result.problems.length;
      report.importedDays.push(...result.days);
      this.itemDaysKnown += result.itemDays.length;
      for (const p of result.problems.slice(0, 20)) this.log(`market feed: ${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`);
      // The workbench's figures read the longest window (90 days and the 90 before them).
      const windowStart = addDays(target, -(Math.max(DERIVE_WINDOW_DAYS, WORKBENCH_WINDOW_DAYS) - 1));
      if (result.itemDays.some((d) => d >= windowStart)) derivedNeeded = true;
    };

    if (this.options.mode === 'local') {
      const marketStart = addDays(target, -(scale.marketDays - 1));
      const itemStart = addDays(target, -(scale.itemDays - 1));
      const readyStart = addDays(target, -(Math.max(scale.readyItemDays, Math.min(DERIVE_WINDOW_DAYS, scale.itemDays)) - 1));
      const coverage = await dayCoverage(sql, marketStart, target);
      const sites = SITE_CODES.length;
      const missingItems = daysBetween(itemStart, target).filter((d) => (coverage.get(d)?.items ?? 0) < sites);
      this.itemDaysKnown = scale.itemDays - missingItems.length;
      const missingMarket = daysBetween(marketStart, addDays(itemStart, -1)).filter((d) => (coverage.get(d)?.complete ?? 0) < sites);
      // Newest first: an item's newest attributes go in once, older days never rewrite them.
      const now = missingItems.filter((d) => d >= readyStart).reverse();
      const later = missingItems.filter((d) => d < readyStart).reverse();
      // The second marketplace goes in for the ready window alone: its lists and explanation pages read
      // those days (30 and the 30 before them), nothing reads its market totals, and at the default scale
      // its 370 older market days and 120 days of background history cost the first start for nothing.
      if (missingMarket.length) await this.simulateAndImport(missingMarket, false, report, absorb, 60, 'without');
      if (now.length) await this.simulateAndImport(now, true, report, absorb);
      // A database imported before the feed named shop types (issue 26): the newest day is written
      // again, with them; its changed shops file replaces the old one's rows (the importer's rule).
      else if (missingItems.length === 0 && (await sql.query('select 1 from market_shops where shop_type is null limit 1')).length) {
        await this.simulateAndImport([target], true, report, absorb);
      }
      // A database imported before the feed carried supplier offers (issue 30): the last week is
      // written again (each product's offers are crawled once a week); its unchanged files are skipped.
      else if (missingItems.length === 0 && (await sql.query('select 1 from market_offers limit 1')).length === 0) {
        await this.simulateAndImport(daysBetween(addDays(target, -(OFFER_CRAWL_DAYS - 1)), target).reverse(), true, report, absorb);
      }
      // A database imported before the feed carried the short-video marketplace (issue 32 item 4): its
      // derive window is written again; the first marketplace's unchanged files are skipped.
      else if (missingItems.length === 0 && (await sql.query('select 1 from market_tt_feed_sets limit 1')).length === 0) {
        await this.simulateAndImport(daysBetween(addDays(target, -(Math.min(TT_WINDOW_DAYS, scale.itemDays) - 1)), target).reverse(), true, report, absorb);
        derivedNeeded = true;
      }
      // A database imported before local mode simulated the second marketplace (issue 32 item 3): its
      // newest item days (the ready ones, which its rankings read) are written alone; Shopee's are in.
      else if (missingItems.length === 0 && (await this.lazadaItemSetsIn(readyStart, target)) < daysBetween(readyStart, target).length * LAZADA_SITE_CODES.length) {
        await this.simulateAndImport(daysBetween(readyStart, target).reverse(), true, report, absorb, this.batchDays(), 'only');
        derivedNeeded = true;
      }
      // Fresh planner statistics after a big load (the rankings' plans depend on them).
      if (report.rows > 100_000) await sql.exec(ANALYZE);
      if (derivedNeeded || (await this.statsBehind())) report.derived = await this.derive();
      // A database derived before migration 0051: its categories' sums alone (not a whole derive).
      await fillMissingCategorySums(sql);
      if (later.length) {
        this.phase = 'history';
        this.background = this.background.then(async () => {
          const back: RefreshReport = { target, simulatedDays: [], importedDays: [], rows: 0, problems: 0, ms: 0 };
          const t0 = performance.now();
          await this.simulateAndImport(
            later,
            true,
            back,
            (r) => {
              back.rows += r.rows;
              back.problems += r.problems.length;
              back.importedDays.push(...r.days);
              this.itemDaysKnown += r.itemDays.length;
            },
            this.options.historyBatchDays ?? this.batchDays(),
            'without',
          );
          if (back.rows > 100_000) await sql.exec(ANALYZE);
          // The workbench's 90-day figures, the periods before them and the months read this history.
          if (back.rows > 0) back.derived = await this.derive();
          back.latest = await latestCompleteDay(sql);
          await this.recount(target);
          back.ms = Math.round(performance.now() - t0);
          this.history.push(back);
          this.log(`market data: ${later.length} older days of item history imported in the background (${back.rows} rows, ${back.ms} ms)`);
        }).catch((error: unknown) => this.log(`market data: the background history import failed: ${String(error)}`))
          .finally(() => {
            this.phase = 'complete';
          });
      }
    } else {
      const sets = await listDaySets(this.options.feedDir);
      const perBatch = SITE_CODES.length * this.batchDays();
      for (let i = 0; i < sets.length; i += perBatch) absorb(await importDaySets(sql, sets.slice(i, i + perBatch), { now: this.options.now }));
      if ((await this.importTiktok()) > 0) derivedNeeded = true;
      if (derivedNeeded || (await this.statsBehind())) report.derived = await this.derive();
      await fillMissingCategorySums(sql);
    }

    await this.afterImport(report);
    // A first pass that left no history for the background is the whole of it.
    if (this.phase === 'starting') this.phase = 'complete';
    await sql.query(MARK_SUPPLEMENTS_UPDATED, [this.options.now().toISOString()]);
    report.latest = await latestCompleteDay(sql);
    // Counted again now the pass is done (a day imported partly is not in).
    await this.recount(target);
    report.ms = Math.round(performance.now() - started);
    if (report.rows > 0 || report.derived) {
      this.history.push(report);
      this.log(
        `market data: ${report.importedDays.length ? `${new Set(report.importedDays).size} days imported (${report.rows} rows, ${report.problems} rejected), ` : ''}data ends ${report.latest ?? 'nowhere yet'} (${report.ms} ms)`,
      );
    }
    await sql.query(`insert into market_state (key, value) values ($1, $2) on conflict (key) do update set value = excluded.value`, [
      MARKET_STATE.lastRefresh,
      this.options.now().toISOString(),
    ]);
    return report;
  }

  private async afterImport(report: RefreshReport): Promise<void> {
    if (!this.options.afterImport || report.importedDays.length === 0) return;
    const latest = await latestCompleteDay(this.options.sql);
    if (latest) await this.options.afterImport([...new Set(report.importedDays)], latest);
  }

  /**
   * Local mode only (`POST /api/__dev/market/advance`): simulates and imports the day after the
   * latest complete one, derives it and runs the after-import job, as a midnight would a day later,
   * so an e2e test can see a new day's alerts. The data then ends a day after yesterday.
   */
  async advanceDay(): Promise<RefreshReport> {
    if (this.options.mode !== 'local') throw new Error('only a local-mode server simulates days');
    // After the pass and the older history running now: the simulator and the estimates are theirs until then.
    await this.running?.catch(() => undefined);
    await this.background;
    const run = (async () => {
      const started = performance.now();
      const latest = await latestCompleteDay(this.options.sql);
      const day = latest ? addDays(latest, 1) : marketYesterday(this.options.now());
      const report: RefreshReport = { target: day, simulatedDays: [], importedDays: [], rows: 0, problems: 0, ms: 0 };
      await this.simulateAndImport([day], true, report, (result) => {
        report.rows += result.rows;
        report.problems += result.problems.length;
        report.importedDays.push(...result.days);
      });
      report.derived = await this.derive();
      await this.afterImport(report);
      report.latest = await latestCompleteDay(this.options.sql);
      this.latestKnown = report.latest;
      report.ms = Math.round(performance.now() - started);
      this.history.push(report);
      return report;
    })();
    this.running = run.finally(() => {
      this.running = null;
    });
    return run;
  }

  /**
   * Whether the derived figures describe an older day than the latest complete one, or a database
   * derived before the workbench's tables existed (issue 26) has them empty: its pages showed no
   * rows until the next day's import.
   */
  private async statsBehind(): Promise<boolean> {
    const latest = await latestCompleteDay(this.options.sql);
    if (!latest) return false;
    const { statsDay } = await marketStateOf(this.options.sql);
    if (statsDay !== latest) return true;
    // Each derived workbench table a migration added (shops, words, categories, brands, the default
    // views' places) starts empty on a database derived before it.
    const [row] = await this.options.sql.query<{ missing: boolean }>(
      `select (exists (select 1 from market_product_stats) and not (exists (select 1 from market_workbench_products) and exists (select 1 from market_workbench_shops)
          and exists (select 1 from market_workbench_categories) and exists (select 1 from market_workbench_product_places)))
        or (exists (select 1 from market_keyword_stats) and not exists (select 1 from market_workbench_keywords))
        or (exists (select 1 from market_brand_stats) and not exists (select 1 from market_workbench_brands))
        or (exists (select 1 from market_feed_days where items and site = any($1::text[])) and not exists (select 1 from market_lz_workbench_products)) as missing`,
      [LAZADA_SITE_CODES],
    );
    return row?.missing === true;
  }

  /** The second marketplace's complete item day sets from `first` to `last`. */
  private async lazadaItemSetsIn(first: string, last: string): Promise<number> {
    const [row] = await this.options.sql.query<{ n: number }>(
      'select count(*)::int as n from market_feed_days where complete and items and site = any($1::text[]) and day between $2::date and $3::date',
      [LAZADA_SITE_CODES, first, last],
    );
    return Number(row?.n ?? 0);
  }

  /** Imports the short-video marketplace's day sets of `days` (all the feed holds when absent); answers the sets written. */
  private async importTiktok(days?: readonly string[]): Promise<number> {
    const result = await importTiktokDays(this.options.sql, this.options.feedDir, days);
    for (const p of result.problems.slice(0, 20)) this.log(`market feed: ${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`);
    return result.sets;
  }

  private async derive(): Promise<string | undefined> {
    const latest = await latestCompleteDay(this.options.sql);
    if (!latest) return undefined;
    const t0 = performance.now();
    const c0 = cpuMs();
    await deriveStats(this.options.sql, latest);
    if (process.env['SEALENS_MARKET_TRACE']) this.log(`trace: derive ${latest} ${Math.round(performance.now() - t0)} ms wall, CPU ${Math.round(cpuMs() - c0)} ms`);
    return latest;
  }

  private batchDays(): number {
    return this.options.batchDays ?? this.options.scale.batchDays ?? 4;
  }

  /**
   * Simulates `days` (local mode), writes their day sets and imports them, `perBatch` days a
   * transaction. `lazada`: the second marketplace's sites with the others (`with`), not at all
   * (`without`: the market-totals days and the background history, which none of its pages read), or
   * alone (`only`: a database imported before it; Shopee's and the short-video marketplace's are in).
   */
  private async simulateAndImport(
    days: string[],
    items: boolean,
    report: RefreshReport,
    absorb: (result: ImportResult) => void,
    perBatch = this.batchDays(),
    lazada: 'with' | 'without' | 'only' = 'with',
  ): Promise<void> {
    const { feedDir, seed, scale, sql } = this.options;
    this.simulator ??= new MarketSimulator(seed, scale);
    const lazadaSimulator = lazada === 'without' ? undefined : (this.lazada ??= new LazadaSimulator(seed, scale));
    const others = lazada !== 'only';
    const keep = this.options.keepFeedDays ?? 14;
    const oldest = addDays(marketYesterday(this.options.now()), -(keep - 1));
    const written = new Set<string>();
    const trace = process.env['SEALENS_MARKET_TRACE'] ? (line: string) => this.log(`trace: ${line}`) : undefined;
    for (let i = 0; i < days.length; i += perBatch) {
      if (this.stopped) return;
      const chunk = days.slice(i, i + perBatch);
      // Where a first start's time goes (SEALENS_MARKET_TRACE): each marketplace's simulation and the
      // imports, in the process's CPU time (the wall time of a loaded machine is mostly waiting for a core).
      const spent = { shopee: 0, tiktok: 0, lazada: 0 };
      const timed = async (key: keyof typeof spent, work: () => Promise<unknown>) => {
        const t = cpuMs();
        await work();
        spent[key] += cpuMs() - t;
      };
      // Newest first: the day before the chunk (the next chunk's newest) is written now, so the
      // chunk's oldest passes have the pass before them (issue 33: no estimate to make again later).
      const before = items ? days.slice(i + perBatch).find((d) => d === addDays(chunk.at(-1) ?? '', -1)) : undefined;
      for (const day of before ? [...chunk, before] : chunk) {
        if (!written.has(day)) {
          const { simulator } = this;
          if (others) await timed('shopee', () => simulator.writeDay(feedDir, day, items));
          if (items && others) await timed('tiktok', () => simulator.writeTiktokDay(feedDir, day));
          if (lazadaSimulator) await timed('lazada', () => lazadaSimulator.writeDay(feedDir, day, items));
        }
        written.add(day);
      }
      report.simulatedDays.push(...chunk);
      const t1 = performance.now();
      const c1 = cpuMs();
      const sets = await listDaySets(feedDir, new Set(chunk));
      const passes = before ? await listDaySets(feedDir, new Set([before])) : undefined;
      absorb(await importDaySets(sql, sets, { now: this.options.now, passes }));
      const c2 = cpuMs();
      if (others) await this.importTiktok(chunk);
      const ms = (n: number) => Math.round(n);
      trace?.(
        `${chunk[0]} x${chunk.length} simulate CPU ${ms(spent.shopee + spent.tiktok + spent.lazada)} ms (shopee ${ms(spent.shopee)}, tiktok ${ms(spent.tiktok)}, lazada ${ms(spent.lazada)}), ` +
          `import ${ms(performance.now() - t1)} ms wall, CPU ${ms(cpuMs() - c1)} ms (sites ${ms(c2 - c1)}, tiktok ${ms(cpuMs() - c2)})`,
      );
      // The simulated feed can always be written again: only the newest days stay on disk.
      for (const day of chunk) if (dayNumber(day) < dayNumber(oldest)) await rm(join(feedDir, day), { recursive: true, force: true });
      // The API's requests that came in meanwhile (and their reads) go before the next batch.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
