// The importers' tests' setting (importer.test.ts, tiktok-importer.test.ts): each test gets a fresh database
// (PGlite, or the PostgreSQL of SEALENS_TEST_DATABASE_URL) and a feed folder of its own; the file's
// databases are closed after its tests.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeEach } from 'vitest';

import type { OpenDatabase } from '../../db/database';
import { openTestDatabase } from '../../security/test-database';
import { marketSqlOf, type MarketSql } from '../market-sql';

export interface TestMarket {
  database: OpenDatabase;
  sql: MarketSql;
  feedDir: string;
  /** Opens a second fresh database for the test (closed with the others). */
  another(): Promise<MarketSql>;
}

/** Registers the hooks; `use` receives each test's database, its SQL and its feed folder before the test runs. */
export function freshMarketPerTest(feedPrefix: string, use: (market: TestMarket) => void): void {
  const opened: OpenDatabase[] = [];
  let serial = 0;
  const open = async () => {
    const database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
    opened.push(database);
    return database;
  };
  beforeEach(async () => {
    const database = await open();
    const another = async () => marketSqlOf((await open()).db);
    use({ database, sql: marketSqlOf(database.db), feedDir: join(tmpdir(), `${feedPrefix}-${process.pid}-${serial++}-${Date.now()}`), another });
  }, 60_000);
  // Many databases to close (on PostgreSQL each is dropped): more than the default 10 s on a busy machine.
  afterAll(async () => {
    for (const db of opened) await db.close();
  }, 60_000);
}
