// The importers' tests' setting (importer.test.ts, tiktok-importer.test.ts): each test gets a fresh database
// (PGlite, or the PostgreSQL of SEALENS_TEST_DATABASE_URL) and a feed folder of its own; the file's
// databases are closed and its feed folders removed after its tests.
import { rm } from 'node:fs/promises';
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
  const feedDirs: string[] = [];
  let serial = 0;
  const open = async () => {
    const database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
    opened.push(database);
    return database;
  };
  beforeEach(async () => {
    const database = await open();
    const another = async () => marketSqlOf((await open()).db);
    const feedDir = join(tmpdir(), `${feedPrefix}-${process.pid}-${serial++}-${Date.now()}`);
    feedDirs.push(feedDir);
    use({ database, sql: marketSqlOf(database.db), feedDir, another });
  }, 60_000);
  // Many databases to close (on PostgreSQL each is dropped): more than the default 10 s on a busy machine.
  afterAll(async () => {
    for (const db of opened) await db.close();
    // A day's feed is megabytes: left behind, a day's test runs filled /tmp with hundreds of folders.
    for (const dir of feedDirs) await rm(dir, { recursive: true, force: true });
  }, 60_000);
}
