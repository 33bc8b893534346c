// The product rankings' narrow copy (migration 0052): a filtered hot or soaring list over all sites
// chosen and numbered from it answers what the product table answered (every period, a month, the
// finder's ranges and plain filters, sorts, a page further down, an export's batches), and the
// migration fills it from a product table derived before it.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

import type { RankingFilters, RankingQuery } from '@sealens/domain';
import { describe, expect, it } from 'vitest';

import { rankEntity, rankingPeriodPlan, rankingSql, streamEntity, type RankingEntitySql } from '../queries/ranking-sql';
import { PRODUCT_RANKING_SQL } from '../queries/workbench-queries';
import { derivedTestMarket } from './derived-test-market';
import { WORKBENCH_PERIODS } from './workbench-derive';
import { PRODUCT_SCAN_COLUMNS, PRODUCT_SCAN_TABLE } from './workbench-product-scan-derive';

const market = derivedTestMarket(11);

/** The product ranking as it was: every row chosen from the product table itself. */
const WIDE: RankingEntitySql = { ...PRODUCT_RANKING_SQL, source: { ...PRODUCT_RANKING_SQL.source, scanTable: undefined } };

/** The finder's sets (bench:data's), a plain filter, a price range with a sort. */
const FILTERS: readonly RankingFilters[] = [
  { growth: { min: 20 }, age: { max: 90 }, reviewsPerUnit: { max: 1 }, categoryShops: { max: 10 }, ratingMin: 4 },
  { priceChange: { min: -5, max: 5 }, growth: { min: 0 }, age: { min: 30 }, units: { min: 5 }, shopType: 'local' },
  { categoryShops: { max: 6 }, priceChange: { min: 0 }, age: { max: 180 }, reviewsMin: 10, growth: { min: -10 } },
  { reviewsPerUnit: { max: 0.5 }, age: { max: 120 }, units: { min: 10 }, priceChange: { min: -20 }, likesMin: 5 },
  { shopType: 'mall' },
  { price: { min: 5, max: 500 }, units: { min: 2 } },
];

const query = (over: Partial<RankingQuery>): RankingQuery => ({ order: 'hot', period: 7, filters: {}, dir: 'desc', page: 1, size: 50, ...over });


/** The copy's rows that the product table's columns do not hold, and the other way round. */
async function rowsApart(): Promise<number> {
  const columns = PRODUCT_SCAN_COLUMNS.join(', ');
  const [row] = await market.sql.query<{ n: number }>(
    `select (select count(*) from (select ${columns} from ${PRODUCT_SCAN_TABLE} except all select ${columns} from market_workbench_products) a)
       + (select count(*) from (select ${columns} from market_workbench_products except all select ${columns} from ${PRODUCT_SCAN_TABLE}) b) as n`,
  );
  return Number(row?.n);
}

/** Both paths' window of `q`: head and records. */
async function bothWays(q: RankingQuery, window = { offset: 0, limit: 50 }) {
  const [narrow, wide] = await Promise.all([
    rankEntity<Record<string, unknown>>(market.sql, market.reads, PRODUCT_RANKING_SQL, q, window),
    rankEntity<Record<string, unknown>>(market.sql, market.reads, WIDE, q, window),
  ]);
  return { narrow, wide };
}

describe("the product rankings' narrow copy", () => {
  it("holds the product table's rows, column for column", async () => {
    const [count] = await market.sql.query<{ n: number }>(`select count(*)::int as n from ${PRODUCT_SCAN_TABLE}`);
    expect(Number(count?.n)).toBeGreaterThan(1000);
    expect(await rowsApart()).toBe(0);
  });

  it('is read by the filtered hot and soaring lists over all sites alone', async () => {
    const day = (await market.reads.dataDay()) as string;
    const bodyOf = async (q: RankingQuery) => {
      const plan = await rankingPeriodPlan(market.reads, q.period, day, PRODUCT_RANKING_SQL.periods);
      return plan ? rankingSql(PRODUCT_RANKING_SQL, q, plan).body : '';
    };
    const filters = { shopType: 'mall' } as const;
    expect(await bodyOf(query({ filters }))).toContain(`from ${PRODUCT_SCAN_TABLE} w`);
    expect(await bodyOf(query({ order: 'soaring', filters }))).toContain(PRODUCT_SCAN_TABLE);
    for (const other of [query({}), query({ filters, site: 'TH' }), query({ filters, categoryId: 100001 }), query({ filters, order: 'new' }), query({ filters, order: 'likes' })]) {
      expect(await bodyOf(other), JSON.stringify(other)).not.toContain(PRODUCT_SCAN_TABLE);
    }
  });

  it('answers every period, a month, each filter set and sort as the product table did', async () => {
    const [month] = await market.reads.months();
    const periods: RankingQuery['period'][] = [...WORKBENCH_PERIODS, month?.month as RankingQuery['period']];
    let rows = 0;
    for (const order of ['hot', 'soaring'] as const) {
      for (const period of periods) {
        for (const [i, filters] of FILTERS.entries()) {
          const q = query({ order, period, filters, ...(i % 2 ? { sort: 'price', dir: 'asc' } : {}) });
          const { narrow, wide } = await bothWays(q);
          const label = `${order}/${period}/${i}`;
          expect(wide, label).toBeDefined();
          expect(narrow, label).toEqual(wide);
          rows += wide?.records.length ?? 0;
        }
      }
    }
    // Lists that kept rows were compared, not only empty ones.
    expect(rows).toBeGreaterThan(500);
    // A page further down, and an export's batches.
    const q = query({ period: 30, filters: { units: { min: 1 } } });
    const { narrow, wide } = await bothWays(q, { offset: 50, limit: 50 });
    expect(wide?.records.length).toBe(50);
    expect(narrow).toEqual(wide);
    const batches = async (entity: RankingEntitySql) => {
      const out: unknown[] = [];
      for await (const { records } of streamEntity(market.sql, market.reads, entity, q, 300, 120)) out.push(records);
      return out;
    };
    expect(await batches(PRODUCT_RANKING_SQL)).toEqual(await batches(WIDE));
  }, 300_000);

  it('is filled by its migration from a product table derived before it', async () => {
    const filtered = query({ period: 30, filters: FILTERS[1] as RankingFilters });
    const before = await rankEntity(market.sql, market.reads, PRODUCT_RANKING_SQL, filtered, { offset: 0, limit: 50 });
    await market.sql.exec(`drop table ${PRODUCT_SCAN_TABLE}`);
    const migration = await readFile(fileURLToPath(new URL('../../../drizzle/0052_workbench_product_scan.sql', import.meta.url)), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await market.sql.exec(statement);
    expect(await rowsApart()).toBe(0);
    expect(await rankEntity(market.sql, market.reads, PRODUCT_RANKING_SQL, filtered, { offset: 0, limit: 50 })).toEqual(before);
  });
});
