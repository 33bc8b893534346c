// A product summary's place in its category (workbench-queries.ts, productSummary): the products of
// its site and category that sold more in 30 days, counted from the (site, type_id, units_30) index
// alone (migration 0048). Without it the count read every row of the category: 34 ms for a
// 30,000-product category at --scale large, the summary + 180 days' p99 over its 20 ms bound (issue 26).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../../db/database';
import { openTestDatabase } from '../../security/test-database';
import { addDays } from '../days';
import { marketSqlOf, type MarketSql } from '../market-sql';
import { rankingPeriodPlan, rankingSql } from './ranking-sql';
import { PRODUCT_RANKING_SQL } from './workbench-queries';

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

describe('the marketplace lists over all sites (migration 0049)', () => {
  const DAY = '2026-09-30';
  const history = { months: async () => [], historyStart: async () => addDays(DAY, -400) };
  const planText = async (text: string, params: unknown[]) => {
    const plan = await sql.transaction(async (tx) => {
      await tx.exec('set local enable_seqscan = off');
      return tx.query<Record<string, string>>(`explain ${text}`, params);
    });
    return plan.map((r) => Object.values(r)[0]).join('\n');
  };

  it("read the most-liked list's page in the likes index's order, not every product sorted", async () => {
    const plan = await rankingPeriodPlan(history, 7, DAY, PRODUCT_RANKING_SQL.periods);
    if (!plan) throw new Error('no plan');
    const list = rankingSql(PRODUCT_RANKING_SQL, { order: 'likes', period: 7, filters: {}, dir: 'desc', page: 1, size: 50 }, plan);
    expect(list.ownOrder).not.toBeNull();
    const text = await planText(`${list.body} select * from b where cur_in order by ${list.ownOrder} limit 50`, list.params);
    expect(text).toContain('Index Scan using market_workbench_products_likes_idx');
    expect(text).not.toContain('Sort');
  });

  it('read the hot-new list and the list before it from ranges of the listing day index', async () => {
    const plan = await rankingPeriodPlan(history, 30, DAY, PRODUCT_RANKING_SQL.periods);
    if (!plan) throw new Error('no plan');
    const list = rankingSql(PRODUCT_RANKING_SQL, { order: 'new', period: 30, filters: {}, dir: 'desc', page: 1, size: 50 }, plan);
    expect(await planText(list.ranked, list.params)).toContain('market_workbench_products_listed_idx');
  });
});
