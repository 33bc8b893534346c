// The refresher tests' setting (refresher.test.ts, refresher-marketplaces.test.ts): each call gives a fresh
// database and a feed folder of its own; the file's are closed and removed after its tests.
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll } from 'vitest';

import type { OpenDatabase } from '../../db/database';
import { openTestDatabase } from '../../security/test-database';
import { marketSqlOf, type MarketSql } from '../market-sql';

export function freshDatabasesAndFeeds(prefix: string): () => Promise<{ sql: MarketSql; feedDir: string }> {
  const opened: OpenDatabase[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  return async () => {
    const database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
    opened.push(database);
    const feedDir = join(tmpdir(), `${prefix}-${process.pid}-${dirs.length}-${Date.now()}`);
    dirs.push(feedDir);
    return { sql: marketSqlOf(database.db), feedDir };
  };
}
