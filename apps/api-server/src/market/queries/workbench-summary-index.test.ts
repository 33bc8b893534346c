// A product summary's place in its category (workbench-queries.ts, productSummary): the products of
// its site and category that sold more in 30 days, counted from the (site, type_id, units_30) index
// alone (migration 0048). Without it the count read every row of the category: 34 ms for a
// 30,000-product category at --scale large, the summary + 180 days' p99 over its 20 ms bound (issue 26).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../../db/database';
import { openTestDatabase } from '../../security/test-database';
import { marketSqlOf, type MarketSql } from '../market-sql';

let database: OpenDatabase;
let sql: MarketSql;

beforeAll(async () => {
  database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
  sql = marketSqlOf(database.db);
}, 60_000);
afterAll(async () => {
  await database?.close();
}, 60_000);

describe('product summary: category place', () => {
  it('is counted by an index-only range of (site, type_id, units_30)', async () => {
    const plan = await sql.transaction(async (tx) => {
      await tx.exec('set local enable_seqscan = off');
      return tx.query<Record<string, string>>(
        `explain select count(*)::int + 1 as n from market_workbench_products where site = 'TH' and type_id = 100017 and units_30 > 25`,
      );
    });
    const text = plan.map((r) => Object.values(r)[0]).join('\n');
    expect(text).toContain('Index Only Scan using market_workbench_products_category_units_idx');
  });
});
