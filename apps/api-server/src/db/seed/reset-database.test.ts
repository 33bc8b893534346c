import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDatabase } from '../../security/test-database';
import type { OpenDatabase } from '../database';
import { serverSettings, users } from '../schema';
import { marketState } from '../market-schema';
import { countRows, KEPT_ON_RESET, listTables, resetDatabase, SEEDED_SETTING_KEY, seedIfEmpty } from './reset-database';
import { SEEDERS } from './seed-all';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
}, 60_000);
afterAll(() => database.close());

describe('seedIfEmpty', () => {
  it('seeds a fresh database once, then never again (even after the users are gone)', async () => {
    const { db } = database;
    let runs = 0;
    SEEDERS.push({ name: 'count', seed: async (tx) => void (runs += (await tx.insert(users).values({ account: `demo-${runs}` }).returning()).length) });
    try {
      expect(await seedIfEmpty(db, 'local')).toBe(true);
      expect(runs).toBe(1);
      expect(await db.select().from(serverSettings).where(eq(serverSettings.key, SEEDED_SETTING_KEY))).toHaveLength(1);
      expect(await seedIfEmpty(db, 'local')).toBe(false);
      await db.delete(users);
      expect(await seedIfEmpty(db, 'local')).toBe(false);
      expect(runs).toBe(1);
    } finally {
      SEEDERS.pop();
    }
  }, 180_000); // the real demo seeders run too
});

describe('resetDatabase', () => {
  it('lists the public tables without the migration journal and counts their rows', async () => {
    const { db } = database;
    const tables = await listTables(db);
    expect(tables).toEqual(expect.arrayContaining(['users', 'sms_outbox', 'qr_scenes', 'server_settings']));
    expect(tables).not.toContain('__drizzle_migrations');
    await db.insert(users).values({ account: 'to-be-wiped' });
    const before = await countRows(db, tables);
    expect(before['users']).toBeGreaterThanOrEqual(1);
    await db.insert(marketState).values({ key: 'imported-feed', value: 'kept' });
    const { truncated, rows } = await resetDatabase(db);
    expect(truncated).toEqual(tables.filter((t) => !KEPT_ON_RESET.test(t)));
    expect(truncated).not.toContain('market_products');
    // The imported market data is the feed's, not the seeders': a reset keeps it.
    expect(await db.select().from(marketState)).toEqual([{ key: 'imported-feed', value: 'kept' }]);
    const left = await db.select().from(users);
    expect(left.find((u) => u.account === 'to-be-wiped')).toBeUndefined();
    expect(rows['users']).toBe(left.length); // whatever the registered seeders insert
    expect(await db.select().from(serverSettings).where(eq(serverSettings.key, SEEDED_SETTING_KEY))).toHaveLength(1);
  }, 180_000);
});
