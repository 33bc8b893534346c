// The test databases: on PostgreSQL each is a copy of one migrated template (made once per set of migrations).
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { migratedTemplate, migrationsDigest, openPreparedTestDatabase, openTestDatabase, runDatabasePrefix, TEST_RUN_VARIABLE } from './test-database';

const migrationsDir = fileURLToPath(new URL('../../drizzle', import.meta.url));
const url = process.env['SEALENS_TEST_DATABASE_URL'];
if (!url) console.warn('skipped the PostgreSQL template test: SEALENS_TEST_DATABASE_URL is not set (no PostgreSQL server here)');

describe('the migrations digest', () => {
  it('changes when a migration changes or one is added, and only then', () => {
    const folder = mkdtempSync(join(tmpdir(), 'sealens-migrations-'));
    try {
      cpSync(migrationsDir, folder, { recursive: true });
      const before = migrationsDigest(folder);
      expect(migrationsDigest(folder)).toBe(before);
      expect(before).toBe(migrationsDigest(migrationsDir));
      writeFileSync(join(folder, '0099_new.sql'), 'create table t (id int);');
      const added = migrationsDigest(folder);
      expect(added).not.toBe(before);
      writeFileSync(join(folder, '0099_new.sql'), 'create table t (id bigint);');
      expect(migrationsDigest(folder)).not.toBe(added);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!url)('test databases on PostgreSQL', () => {
  it('are copies of one migrated template: each holds every migration, and each is its own', async () => {
    const journal = (await import('../../drizzle/meta/_journal.json', { with: { type: 'json' } })).default as { entries: unknown[] };
    const template = await migratedTemplate(url ?? '');
    expect(template).toBe(`sealens_template_${migrationsDigest()}`);
    const [a, b] = await Promise.all([openTestDatabase(url), openTestDatabase(url)]);
    try {
      for (const database of [a, b]) {
        const applied = (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as { rows: Array<{ n: number }> };
        expect(applied.rows[0]?.n).toBe(journal.entries.length);
      }
      await a.db.execute(sql`create table only_in_a (id int)`);
      const inB = (await b.db.execute(sql`select to_regclass('only_in_a') as t`)) as { rows: Array<{ t: string | null }> };
      expect(inB.rows[0]?.t).toBeNull();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);

  it('prepare once per key and run: the second caller gets a copy of what the first prepared', async () => {
    const run = process.env[TEST_RUN_VARIABLE];
    expect(run).toBeTruthy();
    const key = `test-database.test ${Math.random()}`;
    let prepared = 0;
    const prepare = async (database: { db: typeof a.db }) => {
      prepared += 1;
      await database.db.execute(sql`create table prepared_rows (n int)`);
      await database.db.execute(sql`insert into prepared_rows values (1), (2), (3)`);
    };
    const a = await openPreparedTestDatabase(url, key, prepare);
    const b = await openPreparedTestDatabase(url, key, prepare);
    try {
      expect(prepared).toBe(1);
      await a.db.execute(sql`insert into prepared_rows values (4)`);
      const rows = (await b.db.execute(sql`select count(*)::int as n from prepared_rows`)) as { rows: Array<{ n: number }> };
      expect(rows.rows[0]?.n).toBe(3);
      const templates = (await a.db.execute(sql`select count(*)::int as n from pg_database where datname like ${`${runDatabasePrefix(run ?? '')}%`}`)) as { rows: Array<{ n: number }> };
      expect(templates.rows[0]?.n).toBeGreaterThanOrEqual(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 60_000);
});
