// The short-video rankings' page and count, read by two statements (tiktok-queries.ts), answer what the one
// statement before them answered (`select *, count(*) over ()` beside the page): the same rows in the same
// order and the same total, for every entity, order, scope, filter, sort and window, over the tiny scale's
// simulated TikTok days (PGlite, or the test command's PostgreSQL).
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CATEGORY_IDS, TIKTOK_ENTITIES, TIKTOK_ENTITY_RULES, TIKTOK_PERIODS, TIKTOK_SITE_CODES, type TiktokQuery } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../../db/database';
import { openTestDatabase } from '../../security/test-database';
import { loadTiktok } from '../bench/tiktok-bench';
import { marketSqlOf, type MarketSql } from '../market-sql';
import { MARKET_SCALES } from '../scale';
import { TiktokQueries, tiktokRankingSql } from './tiktok-queries';

const DAY = '2026-09-30';
let database: OpenDatabase;
let sql: MarketSql;
const feedDir = join(tmpdir(), `sealens-tt-queries-${process.pid}-${Date.now()}`);

beforeAll(async () => {
  database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
  sql = marketSqlOf(database.db);
  await loadTiktok(sql, feedDir, MARKET_SCALES.tiny, 17, DAY, 14);
}, 240_000);
afterAll(async () => {
  await database.close();
  await rm(feedDir, { recursive: true, force: true });
});

/** The one statement the ranking was before: the page with its filtered size counted over the window. */
async function oneStatement(query: TiktokQuery, window: { offset: number; limit: number }): Promise<{ ids: string[]; total: number }> {
  const { where, params, order } = tiktokRankingSql(query, DAY);
  const n = params.length;
  const rows = await sql.query<{ item_id: string | number; total: string | number }>(
    `select *, count(*) over () as total from market_tt_items where ${where} order by ${order} limit $${n + 1} offset $${n + 2}`,
    [...params, window.limit, window.offset],
  );
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0) {
    const [count] = await sql.query<{ n: string | number }>(`select count(*) as n from market_tt_items where ${where}`, params);
    total = Number(count?.n ?? 0);
  }
  return { ids: rows.map((r) => String(r.item_id)), total };
}

/** Every entity's orders and sorts, over all sites and one, a category, filters, and windows inside, at and past the end. */
function queries(): TiktokQuery[] {
  const out: TiktokQuery[] = [];
  let i = 0;
  for (const entity of TIKTOK_ENTITIES) {
    const rules = TIKTOK_ENTITY_RULES[entity];
    for (const order of rules.orders) {
      for (const sort of [undefined, ...rules.sorts]) {
        i += 1;
        out.push({
          entity,
          order,
          ...(i % 2 === 0 ? { site: TIKTOK_SITE_CODES[i % TIKTOK_SITE_CODES.length] } : {}),
          ...(i % 5 === 3 ? { categoryId: CATEGORY_IDS[i % CATEGORY_IDS.length] ?? 99997 } : {}),
          period: TIKTOK_PERIODS[i % TIKTOK_PERIODS.length] ?? 7,
          ...(sort ? { sort, dir: i % 3 === 0 ? ('asc' as const) : ('desc' as const) } : { dir: 'desc' as const }),
          ...(i % 4 === 1 ? { units: { min: 1 } } : {}),
          ...(i % 6 === 2 ? { gmv: { min: 0.5, max: 1e9 } } : {}),
          ...(i % 7 === 4 ? { growth: { min: -50 } } : {}),
          page: 1,
          size: 50,
        });
      }
    }
  }
  return out;
}

describe('TikTok rankings: page and count apart', () => {
  it('answer the rows and the total of the one statement before, for every entity, order, sort and window', async () => {
    const queries$ = new TiktokQueries(sql);
    let withRows = 0;
    for (const query of queries()) {
      for (const window of [
        { offset: 0, limit: 50 },
        { offset: 7, limit: 5 },
        { offset: 100_000, limit: 50 },
        { offset: 0, limit: 0 },
      ]) {
        const answer = await queries$.rank(query, DAY, window);
        const before = await oneStatement(query, window);
        expect({ ids: answer.rows.map((r) => r.id), total: answer.total }, JSON.stringify({ query, window })).toEqual(before);
        expect(answer.rows.map((r) => r.rank)).toEqual(answer.rows.map((_, k) => window.offset + k + 1));
        if (answer.rows.length > 1) withRows += 1;
      }
    }
    // The data gives most lists rows to order (a comparison of empty lists would pin nothing).
    expect(withRows).toBeGreaterThan(queries().length / 2);
  });
});

describe('TikTok rows carry their interval (issue 33)', () => {
  it("states each row's units and sales value between the sums of its product days' (or attributed shares') ends, over the row's period, in the answer's money", async () => {
    const queries$ = new TiktokQueries(sql);
    // A product's interval made here from its days' own ends, 7 days to the data day.
    const product = await queries$.rank({ entity: 'tt-product', order: 'hot', period: 7, dir: 'desc', page: 1, size: 50 }, DAY, { offset: 0, limit: 5 });
    const first = product.rows[0];
    if (!first) throw new Error('no product sold');
    const [own] = await sql.query<{ low: string; high: string; gmv_low: number; gmv_high: number }>(
      `select sum(sales_low) as low, sum(sales_high) as high, sum(sales_low * price)::float8 as gmv_low, sum(sales_high * price)::float8 as gmv_high
       from market_tt_product_days where goods_id = $1::int8 and day > $2::date - 7 and day <= $2::date`,
      [first.id, DAY],
    );
    expect(first.interval?.unitsLow).toBe(Number(own?.low));
    expect(first.interval?.unitsHigh).toBe(Number(own?.high));
    // Over all sites the answer's money is US dollars: its sales value's ends too.
    expect(first.interval?.gmvUsdHigh).toBe(first.interval?.gmvHigh);
    for (const entity of TIKTOK_ENTITIES) {
      for (const site of [undefined, 'TH'] as const) {
        const answer = await queries$.rank({ entity, order: 'hot', period: 30, ...(site ? { site } : {}), dir: 'desc', page: 1, size: 50 }, DAY, { offset: 0, limit: 20 });
        for (const row of answer.rows.filter((r) => r.units > 0)) {
          const i = row.interval;
          expect(i, `${entity} ${row.id}`).toBeDefined();
          if (!i) continue;
          expect(i.unitsLow, `${entity} ${row.id}`).toBeLessThanOrEqual(row.units);
          expect(i.unitsHigh, `${entity} ${row.id}`).toBeGreaterThanOrEqual(row.units);
          // Money rounds to the cent, each end on its own.
          expect(i.gmvLow, `${entity} ${row.id}`).toBeLessThanOrEqual(row.gmv + 0.01);
          expect(i.gmvHigh, `${entity} ${row.id}`).toBeGreaterThanOrEqual(row.gmv - 0.01);
        }
      }
    }
    // An item's page: its 30-day row and each period's figures with theirs.
    const item = await queries$.item('tt-product', first.id, DAY);
    expect(item?.item.interval?.unitsHigh).toBeGreaterThanOrEqual(item?.item.units ?? 0);
    expect(item?.figures.map((f) => f.interval !== undefined)).toEqual(TIKTOK_PERIODS.map(() => true));
    expect(item?.figures.find((f) => f.days === 7)?.interval?.unitsLow).toBe(Number(own?.low));
  }, 120_000);
});
