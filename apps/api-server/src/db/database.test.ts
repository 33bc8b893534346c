import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { users } from './schema';

const migrationsDir = fileURLToPath(new URL('../../drizzle', import.meta.url));

async function migrateAndUseUsers(databaseUrl?: string) {
  const { db, engine, close } = await openDatabase({ databaseUrl, dataDir: 'memory://', migrationsDir });
  try {
    const account = `demo-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const [created] = await db.insert(users).values({ account, mobile: '13800000000', displayName: 'Demo' }).returning();
    const [found] = await db.select().from(users).where(eq(users.account, account));
    expect(found?.id).toBe(created?.id);
    expect(found?.displayName).toBe('Demo');
    return engine;
  } finally {
    await close();
  }
}

describe('database', () => {
  it('runs the migrations and stores users on embedded PGlite', async () => {
    expect(await migrateAndUseUsers()).toBe('pglite');
  }, 60_000);

  it('keeps its data folder and migrates it again without harm on the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sealens-db-'));
    try {
      const first = await openDatabase({ dataDir, migrationsDir });
      await first.db.insert(users).values({ account: 'kept' });
      await first.close();
      const second = await openDatabase({ dataDir, migrationsDir });
      const rows = await second.db.select().from(users).where(eq(users.account, 'kept'));
      await second.close();
      expect(rows).toHaveLength(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  // The test command starts a throwaway PostgreSQL server and sets this (tools/scripts/ensure-postgres.sh).
  const url = process.env.SEALENS_TEST_DATABASE_URL;
  it.runIf(!!url)('runs the same migrations on a real PostgreSQL server', async () => {
    expect(await migrateAndUseUsers(url)).toBe('postgres');
  }, 60_000);
  if (!url) console.warn('skipped the PostgreSQL test: SEALENS_TEST_DATABASE_URL is not set (no PostgreSQL server here)');
});
