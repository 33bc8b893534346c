// The monitors' benchmark (issue 31 "Done when": 100,000 follows with 20,000 rules evaluated after one
// day's import): seeds 1,000 members with a running plan, each following 100 items (60 products, 20
// shops, 10 brands, 10 search words, drawn from the market) with 20 rules (presets of every kind and
// AND / OR conditions), a digest address and, for one in four, a webhook; then times the evaluation of
// the latest day (notifications, digests and webhook deliveries written; nothing sent) and twice more
// after clearing what it wrote. Not part of the tests. Run `npm run bench:monitors -- [options]`
// (monitor-bench-options.ts: --scale, --item-days, --data-dir, --backfill-days; DATABASE_URL for
// PostgreSQL, its market as it is when it has one: the large scale's is imported by bench:data, two
// item days, and --backfill-days 15 writes the 15 before them that the evaluation reads).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { openDatabase } from '../../db/database';
import { evaluateMonitors } from '../../monitor/monitor-evaluate';
import { monitorOutputs } from '../../monitor/monitor-output';
import { marketSqlOf, type MarketSql } from '../market-sql';
import { latestCompleteDay } from '../market-state';
import { addDays } from '../days';
import { MarketRefresher } from '../refresh/refresher';
import { DEFAULT_MARKET_SEED } from '../scale';
import { backfillConflicts, backfillItemHistory } from './history-backfill';
import { EVALUATION_DAYS, MONITOR_BENCH_USAGE, parseMonitorBenchOptions } from './monitor-bench-options';

const migrationsDir = fileURLToPath(new URL('../../../drizzle', import.meta.url));
export const BENCH_MEMBERS = 1_000;
export const FOLLOWS_PER_MEMBER = { product: 60, shop: 20, brand: 10, keyword: 10 } as const;
export const RULES_PER_MEMBER = 20;
const FIRST_MEMBER = 5_000_000;

/** The 20 rules every bench member keeps: each preset, and custom AND / OR conditions (thresholds vary by member). */
const RULES: readonly { entity: string; kind: string; threshold?: number; conditions?: unknown[]; combine?: string }[] = [
  { entity: 'product', kind: 'priceChange', threshold: 5 },
  { entity: 'product', kind: 'unitsChange', threshold: 50 },
  { entity: 'product', kind: 'topEnter', threshold: 10 },
  { entity: 'product', kind: 'topLeave', threshold: 10 },
  { entity: 'product', kind: 'outOfStock' },
  { entity: 'product', kind: 'delisted' },
  { entity: 'product', kind: 'relisted' },
  { entity: 'product', kind: 'custom', conditions: [{ measure: 'price', op: 'lt', value: 50 }, { measure: 'unitsChange', op: 'gte', value: 100 }], combine: 'and' },
  { entity: 'product', kind: 'custom', conditions: [{ measure: 'rank', op: 'lte', value: 3 }, { measure: 'stock', op: 'lt', value: 5 }], combine: 'or' },
  { entity: 'product', kind: 'unitsChange', threshold: 200 },
  { entity: 'shop', kind: 'unitsChange', threshold: 30 },
  { entity: 'shop', kind: 'newProduct' },
  { entity: 'shop', kind: 'custom', conditions: [{ measure: 'units', op: 'gte', value: 100 }, { measure: 'newProducts', op: 'gte', value: 2 }], combine: 'and' },
  { entity: 'shop', kind: 'unitsChange', threshold: 80 },
  { entity: 'brand', kind: 'unitsChange', threshold: 25 },
  { entity: 'brand', kind: 'custom', conditions: [{ measure: 'gmv', op: 'gt', value: 10_000 }, { measure: 'unitsChange', op: 'lte', value: -20 }], combine: 'or' },
  { entity: 'brand', kind: 'unitsChange', threshold: 60 },
  { entity: 'keyword', kind: 'searchChange', threshold: 20 },
  { entity: 'keyword', kind: 'custom', conditions: [{ measure: 'searchIndex', op: 'gt', value: 1_000 }, { measure: 'searchChange', op: 'gte', value: 10 }], combine: 'and' },
  { entity: 'keyword', kind: 'searchChange', threshold: 50 },
];

/** Seeds the members, their follows (drawn by a fixed stride over each entity's items) and their rules in a few statements. */
async function seed(sql: MarketSql): Promise<{ follows: number; rules: number }> {
  const last = FIRST_MEMBER + BENCH_MEMBERS - 1;
  await sql.exec(`delete from monitor_follows where user_id between ${FIRST_MEMBER} and ${last};
    delete from monitor_rules where user_id between ${FIRST_MEMBER} and ${last};
    delete from monitor_settings where user_id between ${FIRST_MEMBER} and ${last};
    delete from monitor_webhooks where user_id between ${FIRST_MEMBER} and ${last};
    delete from user_products where user_id between ${FIRST_MEMBER} and ${last};
    delete from users where id between ${FIRST_MEMBER} and ${last};`);
  await sql.exec(`insert into users (id, account, mobile) select g, 'bench-' || g, 'bench-' || g from generate_series(${FIRST_MEMBER}, ${last}) g;
    insert into user_products (user_id, plan_id, maturity_time) select g, 114, '2099-12-31' from generate_series(${FIRST_MEMBER}, ${last}) g;
    insert into monitor_settings (user_id, email) select g, 'bench-' || g || '@example.com' from generate_series(${FIRST_MEMBER}, ${last}) g;
    insert into monitor_webhooks (user_id, url, secret) select g, 'https://hooks.example.com/' || g, 'whsec_bench' from generate_series(${FIRST_MEMBER}, ${last}, 4) g;`);
  const sources: Record<keyof typeof FOLLOWS_PER_MEMBER, string> = {
    product: `select goods_id as item_id, site from market_products`,
    shop: `select shop_id as item_id, site from market_shops`,
    brand: `select brand_id::bigint as item_id, 'ALL'::text as site from market_brands`,
    keyword: `select keyword_id::bigint as item_id, site from market_keywords`,
  };
  for (const [entity, per] of Object.entries(FOLLOWS_PER_MEMBER) as [keyof typeof FOLLOWS_PER_MEMBER, number][]) {
    // Member m's k-th follow is item (m * 7919 + k * 104729) mod n of the entity: spread, never twice per member.
    await sql.exec(`insert into monitor_follows (user_id, entity, item_id, site, followed_day)
      select m, '${entity}', i.item_id, i.site, null
      from generate_series(${FIRST_MEMBER}, ${last}) m
      cross join generate_series(0, ${per - 1}) k
      join (select row_number() over (order by item_id) - 1 as n, item_id, site from (${sources[entity]}) s) i
        on i.n = ((m::bigint * 7919 + k * 104729) % (select count(*) from (${sources[entity]}) c))
      on conflict do nothing`);
  }
  await sql.query(
    `insert into monitor_rules (user_id, name, entity, kind, threshold, conditions, combine)
     select m, 'rule ' || r.ord, r.entity, r.kind, r.threshold * (1 + (m % 3)), coalesce(r.conditions, '[]'::jsonb), coalesce(r.combine, 'and')
     from generate_series(${FIRST_MEMBER}, ${last}) m
     cross join rows from (jsonb_to_recordset($1::jsonb) as (entity text, kind text, threshold float8, conditions jsonb, combine text)) with ordinality as r(entity, kind, threshold, conditions, combine, ord)`,
    [JSON.stringify(RULES)],
  );
  const [counts] = await sql.query<{ follows: number; rules: number }>(
    `select (select count(*)::int from monitor_follows where user_id between $1 and $2) as follows, (select count(*)::int from monitor_rules where user_id between $1 and $2) as rules`,
    [FIRST_MEMBER, last],
  );
  return counts ?? { follows: 0, rules: 0 };
}

async function clear(sql: MarketSql, day: string): Promise<void> {
  await sql.query(`delete from monitor_notifications where day = $1::date`, [day]);
  await sql.query(`delete from mail_outbox where kind = 'digest' and day = $1::date`, [day]);
  await sql.query(`delete from monitor_webhook_deliveries where type = 'alert' and day = $1::date`, [day]);
}

/**
 * The first day `--backfill-days` writes, or why it must not run on this database: it already holds
 * the item days the evaluation reads (nothing to make up), or rows of the days it would write.
 */
async function backfillPlan(sql: MarketSql, day: string, backfillDays: number): Promise<{ from: string } | { refusal: string }> {
  const [held] = await sql.query<{ days: number; oldest: string | null }>(
    `select (select count(distinct day) from market_product_days where day > $1::date - ${EVALUATION_DAYS})::int as days, (select min(day)::text from market_product_days) as oldest`,
    [day],
  );
  if (!day || !held?.oldest) return { refusal: 'the database has no imported market to continue back from' };
  if (held.days >= EVALUATION_DAYS) return { refusal: `the database already holds the ${EVALUATION_DAYS} item days the evaluation reads (to ${day}): nothing to make up` };
  const from = addDays(held.oldest, -backfillDays);
  const conflicts = await backfillConflicts(sql, from, addDays(held.oldest, -1));
  if (conflicts.length) return { refusal: `${conflicts.join(', ')} already hold rows of ${from} to ${addDays(held.oldest, -1)}: the backfill would overwrite that market` };
  return { from };
}

/**
 * CPU seconds the PostgreSQL server's processes have used (its postmaster, the children it reaped,
 * and the live ones: backends, autovacuum, writers), read from /proc when the server runs on this
 * machine; undefined otherwise.
 */
async function serverCpu(sql: MarketSql): Promise<number | undefined> {
  if (sql.engine !== 'postgres') return undefined;
  try {
    const [backend] = await sql.query<{ pid: number }>('select pg_backend_pid() as pid');
    // /proc/<pid>/stat after the command's closing parenthesis: state ppid ... utime(14) stime(15) cutime(16) cstime(17), in clock ticks.
    const stat = async (pid: string | number) => {
      const text = await readFile(`/proc/${pid}/stat`, 'utf8');
      return text.slice(text.lastIndexOf(')') + 2).split(' ');
    };
    const postmaster = (await stat(backend?.pid ?? 0))[1] ?? '';
    const own = await stat(postmaster);
    let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    for (const pid of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
      const fields = await stat(pid).catch(() => undefined);
      if (fields?.[1] === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks / 100; // USER_HZ: 100 on Linux
  } catch {
    return undefined;
  }
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

async function main(): Promise<void> {
  const parsed = parseMonitorBenchOptions(process.argv.slice(2));
  if ('help' in parsed || 'error' in parsed) {
    if ('error' in parsed) console.error(parsed.error);
    console.error(MONITOR_BENCH_USAGE);
    process.exitCode = 'help' in parsed ? 0 : 2;
    return;
  }
  const { scale, scaleName, dataDir, backfillDays } = parsed.options;
  const work = await mkdtemp(join(tmpdir(), 'sealens-monitor-bench-'));
  const databaseUrl = process.env['DATABASE_URL']?.trim() || undefined;
  const database = await openDatabase({ databaseUrl, dataDir: dataDir ?? join(work, 'pglite'), migrationsDir });
  const sql = marketSqlOf(database.db);
  try {
    if (!(await latestCompleteDay(sql))) {
      const t = performance.now();
      const refresher = new MarketRefresher({ sql, mode: 'local', feedDir: join(work, 'feed'), now: () => new Date(), scale, seed: DEFAULT_MARKET_SEED, log: () => undefined });
      await refresher.tick();
      await refresher.settled();
      console.log(`imported ${scale.itemDays} item days at the ${scaleName} scale in ${((performance.now() - t) / 1000).toFixed(1)} s (load ${load()})`);
    }
    const day = (await latestCompleteDay(sql)) ?? '';
    if (backfillDays) {
      const plan = await backfillPlan(sql, day, backfillDays);
      if ('refusal' in plan) {
        console.error(`--backfill-days ${backfillDays}: ${plan.refusal}`);
        process.exitCode = 2;
        return;
      }
      console.log(`writing the ${backfillDays} item days from ${plan.from} in SQL, in the simulator's shape (history-backfill.ts; load ${load()}):`);
      const report = await backfillItemHistory(sql, DEFAULT_MARKET_SEED, plan.from, (line) => console.log(line));
      console.log(
        `written ${report.from} to ${report.to}: ${report.productRows.toLocaleString('en')} product days, ${report.shopRows.toLocaleString('en')} shop days, ${report.keywordRows.toLocaleString('en')} keyword days, ${report.brandRows.toLocaleString('en')} brand days in ${(report.ms / 1000).toFixed(0)} s (load ${load()})`,
      );
    }
    const [held] = await sql.query<{ days: number; products: number }>(
      `select (select count(distinct day) from market_product_days where day > $1::date - ${EVALUATION_DAYS})::int as days, (select count(*) from market_products)::int as products`,
      [day],
    );
    console.log(`${databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${held?.products} products; ${held?.days} of the ${EVALUATION_DAYS} item days the evaluation reads, data ends ${day}`);
    const t0 = performance.now();
    const seeded = await seed(sql);
    await sql.exec('analyze monitor_follows, monitor_rules, user_products, monitor_settings, monitor_webhooks');
    console.log(`seeded ${seeded.follows} follows and ${seeded.rules} rules of ${BENCH_MEMBERS} members in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    for (let run = 1; run <= 3; run++) {
      await clear(sql, day);
      const before = load();
      const server = await serverCpu(sql);
      const cpu = process.cpuUsage();
      const result = await evaluateMonitors(sql, day, new Date(), monitorOutputs);
      const used = process.cpuUsage(cpu);
      const serverAfter = await serverCpu(sql);
      const serverUsed = server !== undefined && serverAfter !== undefined ? `, PostgreSQL's processes ${(serverAfter - server).toFixed(2)} s CPU` : '';
      console.log(
        `evaluation of ${day}, run ${run}: ${(result.ms / 1000).toFixed(2)} s wall, ${((used.user + used.system) / 1e6).toFixed(2)} s CPU of the bench${serverUsed}; ${result.notifications} notifications, ${result.mails} digests, ${result.deliveries} webhook deliveries (load before ${before}, after ${load()})`,
      );
    }
  } finally {
    await database.close();
    if (!dataDir) await rm(work, { recursive: true, force: true });
  }
}

void main();
