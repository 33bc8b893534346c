import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../../db/database';
import { DEMO_MEMBER, demoAccountsSeeder } from '../../db/seed/demo-accounts';
import { openTestDatabase } from '../../security/test-database';
import { bindableCategories, categoryListOf, policyOf, productOf } from './membership';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await demoAccountsSeeder.seed(database.db);
}, 120_000);
afterAll(() => database.close());

describe('membership', () => {
  it('formats the member product as "YYYY-MM-DD HH:mm:ss" with bonus.endTime', async () => {
    expect(await productOf(database.db, DEMO_MEMBER.userId)).toEqual({ planId: 15, maturityTime: '2099-12-31 23:59:59', bonus: { endTime: '2100-01-31 23:59:59' } });
    expect(await productOf(database.db, 1_000_001)).toBeUndefined();
  });

  it('answers the policy flags', async () => {
    expect(await policyOf(database.db, DEMO_MEMBER.userId)).toEqual({ isFilterAbnormal: 0, passwordStatus: 1, promoteType: 1 });
  });

  it('lists the 12 categories with the purchase status', async () => {
    const list = await categoryListOf(database.db, DEMO_MEMBER.userId);
    expect(list.categorys).toHaveLength(12);
    expect(list.categorys.filter((c) => c.buyStatus === 1).map((c) => c.typeId).sort()).toEqual([99991, 99997, 99998]);
    expect(list).toMatchObject({ bindableNum: 12, buyNum: 3, canNextBind: true });
    expect((await categoryListOf(database.db, null)).buyNum).toBe(0);
    expect([bindableCategories(undefined), bindableCategories(16), bindableCategories(4), bindableCategories(10)]).toEqual([1, 1, 3, 6]);
  });
});
