// Demo-data lifecycle shared by start-up and POST /api/__dev/reset: seed an empty database once, or
// wipe every table (except drizzle's migration journal) and seed again.
import { eq, sql } from 'drizzle-orm';

import type { AppMode } from '../../app-options';
import type { Database } from '../database';
import { serverSettings, users } from '../schema';
import { TOKEN_SECRET_SETTING_KEY } from '../../security/security-constants';
import { seedAll } from './seed-all';

/** `server_settings` key set once the demo data went in (so deleting every user does not reseed). */
export const SEEDED_SETTING_KEY = 'seeded';

/** drizzle-orm's migration journal: never truncated (it normally lives in the `drizzle` schema anyway). */
const MIGRATIONS_TABLE = '__drizzle_migrations';

/**
 * The market data's tables (`market_*`) are the imported feed, not seeded demo data: a reset keeps
 * them (re-importing months of history on every e2e run would take a minute for nothing).
 */
export const KEPT_ON_RESET = /^market_/;

function rowsOf<T>(result: unknown): T[] {
  // node-postgres answers a QueryResult ({ rows }), PGlite a Results object with `rows` too.
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Advisory-lock key serialising seeding and resets across server processes. */
const LOCK_SEED = 7310;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The base tables of the public schema, sorted, without the migrations table. */
export async function listTables(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rowsOf<{ table_name: string }>(result)
    .map((row) => row.table_name)
    .filter((name) => name !== MIGRATIONS_TABLE);
}

/** Row count of each table. */
export async function countRows(db: Database, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await db.execute(sql.raw(`select count(*)::int as n from ${quoteIdent(table)}`));
    counts[table] = Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
  }
  return counts;
}

async function markSeeded(db: Database): Promise<void> {
  await db
    .insert(serverSettings)
    .values({ key: SEEDED_SETTING_KEY, value: new Date().toISOString() })
    .onConflictDoUpdate({ target: serverSettings.key, set: { value: new Date().toISOString() } });
}

export interface ResetResult {
  /** Tables emptied (all but the market data's). */
  truncated: string[];
  /** Rows per table after seeding. */
  rows: Record<string, number>;
}

/**
 * Empties every public table but the market data's (`TRUNCATE ... RESTART IDENTITY CASCADE`, one
 * statement, so foreign keys never get in the way) and runs the seeders. The access-token secret survives, so the running
 * server processes and the database keep agreeing on it.
 */
export async function resetDatabase(db: Database): Promise<ResetResult> {
  const tables = (await listTables(db)).filter((name) => !KEPT_ON_RESET.test(name));
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(LOCK_SEED))})`);
    const [secret] = await tx.select().from(serverSettings).where(eq(serverSettings.key, TOKEN_SECRET_SETTING_KEY));
    if (tables.length > 0) await tx.execute(sql.raw(`truncate table ${tables.map(quoteIdent).join(', ')} restart identity cascade`));
    if (secret) await tx.insert(serverSettings).values(secret);
    await seedAll(tx);
    await markSeeded(tx);
  });
  return { truncated: tables, rows: await countRows(db, tables) };
}

/**
 * Seeds a fresh database in local mode: only when no user exists and the `seeded` marker is absent.
 * Answers whether it seeded. One transaction under an advisory lock, so two processes starting at
 * once on one PostgreSQL seed once, and a failed seeder leaves nothing half-written behind.
 * Production never seeds (issue 25 item 2): the demo accounts share a published password, and one
 * of them is a member until 2099.
 */
export async function seedIfEmpty(db: Database, mode: AppMode): Promise<boolean> {
  if (mode !== 'local') return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(LOCK_SEED))})`);
    const [marker] = await tx.select({ key: serverSettings.key }).from(serverSettings).where(eq(serverSettings.key, SEEDED_SETTING_KEY));
    if (marker) return false;
    const [anyUser] = await tx.select({ id: users.id }).from(users).limit(1);
    if (anyUser) return false;
    await seedAll(tx);
    await markSeeded(tx);
    return true;
  });
}
