// Monthly partitions of the daily tables (issue 28 item 3), on PGlite always and on the throwaway
// PostgreSQL of `npm test` when SEALENS_TEST_DATABASE_URL is set: the migration that converts
// existing tables, the partitions an import makes, pruning to the months a query names, and a month
// detached and attached again while reads go on.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

import { openDatabase, type OpenDatabase } from '../db/database';
import { openTestDatabase } from '../security/test-database';
import { listDaySets } from './feed/read-feed';
import { importDaySets } from './import/importer';
import { marketSqlOf, type MarketSql } from './market-sql';
import {
  attachMonth,
  detachMonth,
  detachMonthsBefore,
  ensureMonthPartitions,
  monthPartitions,
  monthsBetween,
  PARTITIONED_TABLES,
  partitionName,
} from './partitions';
import { CATEGORY_MONTHS_SQL, categoryMonths } from './queries/history-queries';
import { GOODS_HISTORY_SQL, SHOP_HISTORY_SQL } from './queries/market-queries';
import { MARKET_SCALES } from './scale';
import { MarketSimulator } from './sim/simulator';
import { daysBetween } from './days';

const migrationsDir = fileURLToPath(new URL('../../drizzle', import.meta.url));
const postgresUrl = process.env['SEALENS_TEST_DATABASE_URL'];
const engines = [{ name: 'PGlite', url: undefined }, ...(postgresUrl ? [{ name: 'PostgreSQL', url: postgresUrl }] : [])];
if (!postgresUrl) console.warn('partitions: the PostgreSQL cases are skipped (SEALENS_TEST_DATABASE_URL is not set)');

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 60_000);

async function testDatabase(url: string | undefined): Promise<{ database: OpenDatabase; sql: MarketSql }> {
  const database = await openTestDatabase(url);
  cleanups.push(() => database.close());
  return { database, sql: marketSqlOf(database.db) };
}

/** The migrations as they were before 0025 (the daily tables unpartitioned). */
async function migrationsBeforePartitions(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sealens-migrations-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  await cp(migrationsDir, dir, { recursive: true });
  const journalPath = join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag.startsWith('0025_'));
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

/** A database that can be opened twice (an on-disk PGlite folder, or a new PostgreSQL database). */
async function reopenable(url: string | undefined): Promise<(migrations: string) => Promise<OpenDatabase>> {
  if (!url) {
    const dataDir = await mkdtemp(join(tmpdir(), 'sealens-partitions-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    return (migrations) => openDatabase({ dataDir, migrationsDir: migrations });
  }
  const name = `sealens_partitions_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e9).toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const drop = new pg.Client({ connectionString: url });
    await drop.connect();
    await drop.query(`drop database if exists ${name}`);
    await drop.end();
  });
  const own = new URL(url);
  own.pathname = `/${name}`;
  return (migrations) => openDatabase({ databaseUrl: own.toString(), dataDir: 'memory://', migrationsDir: migrations });
}

const count = async (sql: MarketSql, table: string, where = 'true') => Number((await sql.query<{ n: number }>(`select count(*)::int as n from ${table} where ${where}`))[0]?.n);

/** Rows of 3 products (2 shops) over `first`..`last` in every partitioned table; their months must exist. */
async function fillDays(sql: MarketSql, first: string, last: string): Promise<void> {
  const days = `generate_series('${first}'::date, '${last}'::date, interval '1 day') d`;
  await sql.exec(`
    insert into market_product_days (day, goods_id, sales, price, stock, category_rank)
      select d::date, g, (extract(doy from d)::int * g) % 17, 10 + g, 100, 1 from ${days}, generate_series(1, 3) g;
    insert into market_shop_days (shop_id, day, sales, gmv, products_sold)
      select s, d::date, (extract(doy from d)::int * s) % 23, 100.5 * s, 2 from ${days}, generate_series(1, 2) s;
    insert into market_keyword_days (day, keyword_id, search_index, product_base, recommended_bid)
      select d::date, k, 100 + k, 50, 0.5 from ${days}, generate_series(1, 2) k;
    insert into market_category_days (site, day, type_id, gmv, sales, products_sold, slot_gmv)
      select 'TH', d::date, t, 1000.25 * t, 40 * t, 10, 5 from ${days}, generate_series(1, 2) t;`);
}

/** What the tables hold, to compare before and after. */
async function contents(sql: MarketSql) {
  return {
    products: await sql.query('select day::text, goods_id::text, sales, price, stock, category_rank from market_product_days order by day, goods_id'),
    shops: await sql.query('select shop_id::text, day::text, sales, gmv, products_sold from market_shop_days order by day, shop_id'),
    keywords: await sql.query('select day::text, keyword_id, search_index, product_base, recommended_bid from market_keyword_days order by day, keyword_id'),
    categories: await sql.query('select site, day::text, type_id, gmv, sales::text, products_sold, slot_gmv from market_category_days order by day, type_id'),
  };
}

/** The partitions a query's plan reads (scans of `<table>_pYYYYMM`). */
async function partitionsRead(sql: MarketSql, text: string, params: unknown[]): Promise<string[]> {
  const plan = await sql.query<{ 'QUERY PLAN': string }>(`explain (costs off) ${text}`, params);
  const names = plan.flatMap((r) => [...r['QUERY PLAN'].matchAll(/ on (market_\w+_days_p\d{6})/g)].map((m) => m[1] as string));
  return [...new Set(names)].sort();
}

describe.each(engines)('monthly partitions of the daily tables on $name', ({ url }) => {
  it('the migration moves the rows of the unpartitioned tables into a partition per month, unchanged', async () => {
    const open = await reopenable(url);
    const before = await open(await migrationsBeforePartitions());
    const beforeSql = marketSqlOf(before.db);
    // Before 0025 a day of any month goes in: no partition to make first.
    await fillDays(beforeSql, '2026-01-30', '2026-03-02');
    const held = await contents(beforeSql);
    await before.close();

    const after = await open(migrationsDir);
    cleanups.push(() => after.close());
    const sql = marketSqlOf(after.db);
    for (const table of PARTITIONED_TABLES) {
      const [kind] = await sql.query<{ relkind: string }>('select relkind from pg_class where oid = $1::regclass', [table]);
      expect(kind?.relkind).toBe('p');
      expect((await monthPartitions(sql, table)).map((p) => p.name)).toEqual(['2026-01', '2026-02', '2026-03'].map((m) => partitionName(table, m)));
    }
    expect(await contents(sql)).toEqual(held);
    expect(held.products).toHaveLength(32 * 3);
    // The keys and the history index came back under their names, on every partition.
    const [index] = await sql.query<{ n: number }>(
      `select count(*)::int as n from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'market_product_days_goods_day_idx'::regclass`,
    );
    expect(index?.n).toBe(3);
    await expect(sql.query("insert into market_product_days (day, goods_id, sales, price, stock) values ('2026-01-30', 1, 1, 1, 1)")).rejects.toThrow(/duplicate key/);
  }, 180_000);

  it("an import makes its days' months before it writes them, no default partition, and a month without one refuses rows", async () => {
    const { sql } = await testDatabase(url);
    const feedDir = await mkdtemp(join(tmpdir(), 'sealens-partitions-feed-'));
    cleanups.push(() => rm(feedDir, { recursive: true, force: true }));
    const simulator = new MarketSimulator(5, MARKET_SCALES.tiny);
    await simulator.writeDay(feedDir, '2026-06-30', true);
    await simulator.writeDay(feedDir, '2026-07-01', true);
    const result = await importDaySets(sql, await listDaySets(feedDir), { now: () => new Date('2026-07-02T04:00:00Z') });
    expect(result.days).toEqual(['2026-06-30', '2026-07-01']);

    const months = ['2026-06', '2026-07'];
    for (const table of PARTITIONED_TABLES) {
      expect((await monthPartitions(sql, table)).map((p) => p.month)).toEqual(months);
      expect(await count(sql, partitionName(table, '2026-06'))).toBeGreaterThan(0);
      expect(await count(sql, partitionName(table, '2026-07'))).toBeGreaterThan(0);
      expect(await count(sql, table)).toBe((await count(sql, partitionName(table, '2026-06'))) + (await count(sql, partitionName(table, '2026-07'))));
    }
    const defaults = await sql.query(
      `select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid
       where i.inhparent = any($1::regclass[]) and pg_get_expr(c.relpartbound, c.oid) = 'DEFAULT'`,
      [[...PARTITIONED_TABLES]],
    );
    expect(defaults).toEqual([]);
    // Again: nothing to make. A month no day brought has no partition, and its row fails loudly.
    expect(await ensureMonthPartitions(sql, ['2026-07-01', '2026-06-02'])).toEqual({ created: [], attached: [] });
    await expect(sql.query("insert into market_product_days (day, goods_id, sales, price, stock) values ('2026-05-31', 1, 1, 1, 1)")).rejects.toThrow(/no partition/);
    expect((await ensureMonthPartitions(sql, ['2026-05-31', '2026-05-01'])).created).toEqual(PARTITIONED_TABLES.map((t) => partitionName(t, '2026-05')));
    await sql.query("insert into market_product_days (day, goods_id, sales, price, stock) values ('2026-05-31', 1, 1, 1, 1)");
  }, 180_000);

  it('the history queries read only the partitions of the months they name', async () => {
    const { sql } = await testDatabase(url);
    await ensureMonthPartitions(sql, daysBetween('2026-01-01', '2026-06-15'));
    await fillDays(sql, '2026-01-01', '2026-06-15');
    await sql.exec('analyze market_product_days, market_shop_days, market_category_days');
    const parts = (table: Parameters<typeof partitionName>[0], ...months: string[]) => months.map((m) => partitionName(table, m)).sort();
    expect(await partitionsRead(sql, GOODS_HISTORY_SQL, ['2', '2026-03-10', '2026-04-20'])).toEqual(parts('market_product_days', '2026-03', '2026-04'));
    expect(await partitionsRead(sql, SHOP_HISTORY_SQL, ['1', '2026-05-01', '2026-05-31'])).toEqual(parts('market_shop_days', '2026-05'));
    expect(await partitionsRead(sql, CATEGORY_MONTHS_SQL, ['TH', 1, '2026-02-01', '2026-04-30'])).toEqual(parts('market_category_days', '2026-02', '2026-03', '2026-04'));
    // The trend's months sum their days (category 2: 2,000.50 and 80 units a day, 10 products sold).
    expect(await categoryMonths(sql, 'TH', 2, '2026-02-01', '2026-04-30')).toEqual(
      [['2026-02', 28], ['2026-03', 31], ['2026-04', 30]].map(([month, days]) => ({ month, gmv: 2000.5 * Number(days), sales: 80 * Number(days), productsSold: 10 * Number(days), days })),
    );
  }, 180_000);

  it('old months are detached (their rows kept in a table of their own), and attached again when their days come back', async () => {
    const { sql } = await testDatabase(url);
    await ensureMonthPartitions(sql, daysBetween('2026-03-01', '2026-06-15'));
    await fillDays(sql, '2026-03-01', '2026-06-15');
    const held = await contents(sql);
    const march = await count(sql, 'market_product_days', "day < '2026-04-01'");

    expect((await detachMonthsBefore(sql, '2026-04-10')).sort()).toEqual(PARTITIONED_TABLES.map((t) => partitionName(t, '2026-03')).sort());
    expect(await count(sql, 'market_product_days', "day < '2026-04-01'")).toBe(0);
    expect(await count(sql, partitionName('market_product_days', '2026-03'))).toBe(march);
    expect(await count(sql, 'market_product_days')).toBe(held.products.length - march);
    expect(await detachMonthsBefore(sql, '2026-04-10')).toEqual([]);
    // A later day leaves March detached; a day of March arriving brings it back, with its rows.
    expect(await ensureMonthPartitions(sql, ['2026-06-16'])).toEqual({ created: [], attached: [] });
    expect(await ensureMonthPartitions(sql, ['2026-03-31'])).toEqual({ created: [], attached: PARTITIONED_TABLES.map((t) => partitionName(t, '2026-03')) });
    expect(await contents(sql)).toEqual(held);
    // Or by hand, month by month.
    expect(await detachMonth(sql, 'market_shop_days', '2026-04')).toBe('market_shop_days_p202604');
    expect(await count(sql, 'market_shop_days', "day >= '2026-04-01' and day < '2026-05-01'")).toBe(0);
    expect(await attachMonth(sql, 'market_shop_days', '2026-04')).toBe(true);
    expect(await attachMonth(sql, 'market_shop_days', '2026-04')).toBe(false);
    expect(await contents(sql)).toEqual(held);
    expect(await detachMonth(sql, 'market_product_days', '2023-01')).toBeUndefined();
  }, 180_000);
});

describe.runIf(!!postgresUrl)('a month detached and attached again on PostgreSQL', () => {
  it('keeps every read answering while it happens (DETACH ... CONCURRENTLY), and the data is the same afterwards', async () => {
    const { sql } = await testDatabase(postgresUrl);
    await ensureMonthPartitions(sql, daysBetween('2026-01-01', '2026-06-15'));
    await fillDays(sql, '2026-01-01', '2026-06-15');
    const held = await contents(sql);
    const april = await count(sql, 'market_product_days', "day >= '2026-04-01' and day < '2026-05-01'");
    expect(april).toBe(30 * 3);

    // Readers on their own connections, as the server's requests would be: a product's and a shop's
    // history over all six months and the category trend, again and again until told to stop.
    let reading = true;
    const errors: unknown[] = [];
    const seen = new Set<number>();
    let reads = 0;
    const reader = async () => {
      while (reading) {
        try {
          const rows = await sql.query<{ day: string }>(GOODS_HISTORY_SQL, ['2', '2026-01-01', '2026-06-15']);
          seen.add(rows.length);
          await sql.query(SHOP_HISTORY_SQL, ['1', '2026-01-01', '2026-06-15']);
          await sql.query(CATEGORY_MONTHS_SQL, ['TH', 1, '2026-01-01', '2026-06-15']);
          reads++;
        } catch (error) {
          errors.push(error);
        }
      }
    };
    const readers = [reader(), reader()];
    const waitForReads = async (more: number) => {
      const until = reads + more;
      while (reads < until && errors.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await waitForReads(5);
    const name = await detachMonth(sql, 'market_product_days', '2026-04');
    expect(name).toBe('market_product_days_p202604');
    await waitForReads(5);
    expect(await count(sql, 'market_product_days', "day >= '2026-04-01' and day < '2026-05-01'")).toBe(0);
    expect(await count(sql, 'market_product_days_p202604')).toBe(april);
    expect(await attachMonth(sql, 'market_product_days', '2026-04')).toBe(true);
    await waitForReads(5);
    reading = false;
    await Promise.all(readers);

    expect(errors).toEqual([]);
    // The readers saw the product's whole history before and after, and without April while it was out.
    expect([...seen].sort((a, b) => a - b)).toEqual([166 - 30, 166]);
    expect(await contents(sql)).toEqual(held);
    expect((await monthPartitions(sql, 'market_product_days')).some((p) => p.month === '2026-04')).toBe(true);
  }, 180_000);

  it('two imports making the same months at once make each partition once', async () => {
    const { sql } = await testDatabase(postgresUrl);
    const [a, b] = await Promise.all([ensureMonthPartitions(sql, daysBetween('2026-01-10', '2027-02-10')), ensureMonthPartitions(sql, daysBetween('2026-01-11', '2027-02-11'))]);
    const made = [...(a?.created ?? []), ...(b?.created ?? [])].sort();
    const months = monthsBetween('2026-01-10', '2027-02-11');
    expect(made).toEqual(PARTITIONED_TABLES.flatMap((t) => months.map((m) => partitionName(t, m))).sort());
    for (const table of PARTITIONED_TABLES) expect((await monthPartitions(sql, table)).map((p) => p.month)).toEqual(months);
  }, 180_000);
});
