import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PROCEED_RISK_CODES, SECURITY_CHECK_CODES } from '@sealens/domain';

import type { OpenDatabase } from '../database';
import { users } from '../schema';
import { openTestDatabase } from '../../security/test-database';
import { verifyPassword } from '../../security/password';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccountsSeeder } from './demo-accounts';
import { SEEDERS } from './seed-all';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.close());

describe('demo accounts', () => {
  it('is registered with the seeders', () => {
    expect(SEEDERS).toContain(demoAccountsSeeder);
  });

  it('covers every security-check code, 10099, sub-accounts, an unbound and a member account', () => {
    const codes = DEMO_ACCOUNTS.map((a) => a.riskCode).filter((c): c is number => c !== null);
    expect([...codes].sort()).toEqual([...SECURITY_CHECK_CODES, 10099].sort());
    expect(DEMO_ACCOUNTS.filter((a) => !a.wechatBound)).toHaveLength(1);
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.phone)).size).toBe(DEMO_ACCOUNTS.length);
    for (const a of DEMO_ACCOUNTS) expect(a.phone).toMatch(/^1[0-9]{10}$/);
    // Freezes with an end carry it; proceed codes never do.
    for (const a of DEMO_ACCOUNTS) if ((PROCEED_RISK_CODES as readonly number[]).includes(a.riskCode ?? 0)) expect(a.riskEndTime).toBeNull();
  });

  it('seeds the same rows twice (deterministic, idempotent) with the documented password', async () => {
    await demoAccountsSeeder.seed(database.db);
    const first = await database.db.select().from(users).orderBy(asc(users.id));
    await demoAccountsSeeder.seed(database.db);
    const second = await database.db.select().from(users).orderBy(asc(users.id));
    expect(second).toEqual(first);
    expect(first).toHaveLength(DEMO_ACCOUNTS.length + 2);
    expect(await verifyPassword(DEMO_PASSWORD, first[0]?.passwordHash)).toBe(true);
    const [created] = await database.db.insert(users).values({ account: 'after-seed' }).returning();
    expect(created?.id).toBeGreaterThan(1_000_102);
    // Two seeds hash every demo password with scrypt (~60-80 ms each, more on a loaded machine).
  }, 30_000);
});
