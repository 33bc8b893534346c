// Monthly partitions of the daily tables (issue 28 item 3; migration 0025 made the tables
// partitioned by month of `day`). A month's partition is made before the importer writes a day of it
// (no default partition catches a row of a month without one: the write fails loudly instead),
// and an old month can be detached (kept as a plain table, to archive or drop) and attached again
// while the tables are read. Same on PostgreSQL and PGlite; only PostgreSQL detaches CONCURRENTLY.
//
// New partitions are made as plain tables and attached, which locks the parent only against other
// DDL (SHARE UPDATE EXCLUSIVE), never against reads and writes; CREATE TABLE ... PARTITION OF
// would take an ACCESS EXCLUSIVE lock that queues every reader behind any running one.
import type { MarketSql } from './market-sql';

/** The tables partitioned by month of their `day` (lives and slots are keyed by their own id). */
export const PARTITIONED_TABLES = ['market_product_days', 'market_shop_days', 'market_keyword_days', 'market_category_days'] as const;
export type PartitionedTable = (typeof PARTITIONED_TABLES)[number];

/** Advisory-lock key of partition changes (the importer holds 7311 for its writes, the seeders 7310). */
const PARTITION_LOCK = 7312;

const MONTH_RE = /^(\d{4})-(\d{2})$/;

/** "YYYY-MM" of a day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The first day of a month, and of the month after it. */
export function monthBounds(month: string): { from: string; to: string } {
  const match = MONTH_RE.exec(month);
  if (!match) throw new Error(`not a month: ${month}`);
  const year = Number(match[1]);
  const m = Number(match[2]);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}

/** Every month from the one of `first` to the one of `last`, ascending. */
export function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let month = monthOf(first); month <= monthOf(last); month = monthOf(monthBounds(month).to)) out.push(month);
  return out;
}

/** A month's partition of a table (migration 0025 names them the same way). */
export function partitionName(table: PartitionedTable, month: string): string {
  monthBounds(month);
  return `${table}_p${month.replace('-', '')}`;
}

export interface MonthPartition {
  table: PartitionedTable;
  month: string;
  name: string;
}

/** The months each table has a partition for (attached), ascending. */
export async function monthPartitions(sql: MarketSql, table: PartitionedTable): Promise<MonthPartition[]> {
  const rows = await sql.query<{ name: string }>(
    `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
     where i.inhparent = $1::regclass order by c.relname`,
    [table],
  );
  return rows.flatMap(({ name }) => {
    const match = /_p(\d{4})(\d{2})$/.exec(name);
    return match ? [{ table, month: `${match[1]}-${match[2]}`, name }] : [];
  });
}

async function tableExists(sql: MarketSql, name: string): Promise<boolean> {
  const [row] = await sql.query<{ found: boolean }>('select to_regclass($1) is not null as found', [name]);
  return row?.found === true;
}

/**
 * Attaches a plain table as a month's partition. A CHECK constraint of the month's range, added
 * first, spares ATTACH its validating scan under the parent's lock (the table is not yet read).
 */
async function attach(sql: MarketSql, table: PartitionedTable, month: string, name: string): Promise<void> {
  const { from, to } = monthBounds(month);
  const check = `${name}_month`;
  await sql.exec(`alter table "${name}" add constraint "${check}" check ("day" >= date '${from}' and "day" < date '${to}')`);
  await sql.exec(`alter table "${table}" attach partition "${name}" for values from ('${from}') to ('${to}')`);
  await sql.exec(`alter table "${name}" drop constraint "${check}"`);
}

export interface EnsureResult {
  /** Partitions made (new, empty). */
  created: string[];
  /** Detached months attached again because days of them arrived. */
  attached: string[];
}

/**
 * Makes sure every month of `days` has its partition in every partitioned table before rows of
 * those days are written (the importer calls it; so must anyone who writes rows by hand). A
 * detached month whose days arrive again is attached again, its rows with it. Idempotent, and safe
 * with concurrent imports: one transaction under an advisory lock looks again before it acts.
 */
export async function ensureMonthPartitions(sql: MarketSql, days: readonly string[]): Promise<EnsureResult> {
  const result: EnsureResult = { created: [], attached: [] };
  const months = [...new Set(days.map(monthOf))].sort();
  const missing = async (s: MarketSql) => {
    const out: { table: PartitionedTable; month: string }[] = [];
    for (const table of PARTITIONED_TABLES) {
      const have = new Set((await monthPartitions(s, table)).map((p) => p.month));
      for (const month of months) if (!have.has(month)) out.push({ table, month });
    }
    return out;
  };
  // The usual case, every month there: one catalog read per table and no transaction.
  if (months.length === 0 || (await missing(sql)).length === 0) return result;
  await sql.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(${PARTITION_LOCK})`);
    const make: string[] = [];
    for (const { table, month } of await missing(tx)) {
      const name = partitionName(table, month);
      if (await tableExists(tx, name)) {
        // Detached before: its days are being written again.
        await attach(tx, table, month, name);
        result.attached.push(name);
        continue;
      }
      const { from, to } = monthBounds(month);
      // Empty: ATTACH has nothing to scan. One round trip for every new partition.
      make.push(`create table "${name}" (like "${table}" including defaults)`, `alter table "${table}" attach partition "${name}" for values from ('${from}') to ('${to}')`);
      result.created.push(name);
    }
    if (make.length) await tx.exec(make.join(';\n'));
  });
  return result;
}

async function detachPending(sql: MarketSql, table: PartitionedTable, name: string): Promise<boolean> {
  const [row] = await sql.query<{ pending: boolean }>(
    `select i.inhdetachpending as pending from pg_inherits i where i.inhparent = $1::regclass and i.inhrelid = to_regclass($2)`,
    [table, name],
  );
  return row?.pending === true;
}

/**
 * Detaches a month's partition of `table`: its rows leave the table (reads stop seeing them) and
 * stay in a plain table of the partition's name, to archive, drop or attach again. On PostgreSQL it
 * is DETACH ... CONCURRENTLY (outside a transaction; reads and writes of the other months go on), on
 * PGlite a plain DETACH. Returns the detached table's name, or undefined when the month was not
 * attached. A concurrent detach that was interrupted is finished.
 */
export async function detachMonth(sql: MarketSql, table: PartitionedTable, month: string): Promise<string | undefined> {
  const name = partitionName(table, month);
  if (!(await monthPartitions(sql, table)).some((p) => p.name === name)) return undefined;
  if (sql.engine === 'postgres' && (await detachPending(sql, table, name))) {
    await sql.exec(`alter table "${table}" detach partition "${name}" finalize`);
    return name;
  }
  await sql.exec(`alter table "${table}" detach partition "${name}"${sql.engine === 'postgres' ? ' concurrently' : ''}`);
  return name;
}

/** Attaches a detached month again (its table kept its name). False when there is no such table or it is attached. */
export async function attachMonth(sql: MarketSql, table: PartitionedTable, month: string): Promise<boolean> {
  const name = partitionName(table, month);
  return sql.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(${PARTITION_LOCK})`);
    if (!(await tableExists(tx, name)) || (await monthPartitions(tx, table)).some((p) => p.name === name)) return false;
    await attach(tx, table, month, name);
    return true;
  });
}

/**
 * Detaches, in every partitioned table, the months that end before `firstKeptDay` (a month holding
 * that day stays whole). Returns the detached tables' names.
 */
export async function detachMonthsBefore(sql: MarketSql, firstKeptDay: string): Promise<string[]> {
  const keep = monthOf(firstKeptDay);
  const detached: string[] = [];
  for (const table of PARTITIONED_TABLES) {
    for (const { month } of await monthPartitions(sql, table)) {
      if (month >= keep) continue;
      const name = await detachMonth(sql, table, month);
      if (name) detached.push(name);
    }
  }
  return detached;
}

