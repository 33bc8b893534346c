// The second marketplace's product table (issue 32 item 3, migration 0044): derived by the workbench's
// product statement from Lazada's sites' products alone, with figures worked out here by hand, and
// neither marketplace's table holding the other's products.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../../db/database';
import { openTestDatabase } from '../../security/test-database';
import { marketSqlOf, type MarketSql } from '../market-sql';
import { ensureMonthPartitions } from '../partitions';
import { deriveWorkbenchProducts, LAZADA_PRODUCT_TABLE, SHOPEE_PRODUCT_TABLE } from './workbench-derive';

const DAY = '2026-09-30';
const LAZADA = '40000000001';
const SHOPEE = '20000000001';
let database: OpenDatabase;
let sql: MarketSql;
const n = (v: unknown) => Number(v ?? 0);

beforeAll(async () => {
  database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
  sql = marketSqlOf(database.db);
  await ensureMonthPartitions(sql, ['2026-08-31', DAY]);
  await sql.exec(`insert into market_shops (shop_id, site, type_id, name, logo, rating, followers, product_count, opened_at, last_day) values
    (400000001, 'LZ-TH', 3, 'Lazada shop', '/l.png', 4.5, 10, 1, '2025-01-01T00:00:00Z', '${DAY}'),
    (300000001, 'TH', 3, 'Shopee shop', '/s.png', 4.5, 10, 1, '2025-01-01T00:00:00Z', '${DAY}')`);
  await sql.exec(`insert into market_products (goods_id, site, type_id, shop_id, title, image, price, stock, rating, rating_count, likes, comments, listed_at, last_day) values
    (${LAZADA}, 'LZ-TH', 3, 400000001, 'Lazada kettle', '/k.png', 350, 9, 4.6, 20, 31, 12, '2026-08-01T00:00:00Z', '${DAY}'),
    (${SHOPEE}, 'TH', 3, 300000001, 'Shopee kettle', '/k.png', 320, 9, 4.6, 20, 31, 12, '2026-08-01T00:00:00Z', '${DAY}')`);
  // Lazada's product: the data day, two days before, 10 and 20 days before, and the 30th day before (the 30 days before's).
  await sql.exec(`insert into market_product_days (day, goods_id, sales, price, stock) values
    ('${DAY}', ${LAZADA}, 4, 350, 9), ('2026-09-28', ${LAZADA}, 6, 340, 9), ('2026-09-20', ${LAZADA}, 10, 300, 9),
    ('2026-09-10', ${LAZADA}, 5, 300, 9), ('2026-08-31', ${LAZADA}, 7, 300, 9),
    ('${DAY}', ${SHOPEE}, 50, 320, 9)`);
  await sql.transaction(async (tx) => {
    await deriveWorkbenchProducts(tx, DAY);
    await deriveWorkbenchProducts(tx, DAY, LAZADA_PRODUCT_TABLE);
  });
}, 120_000);
afterAll(async () => {
  await database.close();
});

describe("Lazada's product table", () => {
  it("sums its product's days over the periods and the periods before, with the site's rate, price and series", async () => {
    const [row] = await sql.query<Record<string, unknown>>(`select *, day::text as day_text from ${LAZADA_PRODUCT_TABLE.table} where goods_id = ${LAZADA}`);
    expect(row).toBeDefined();
    expect(row?.['site']).toBe('LZ-TH');
    expect(row?.['day_text']).toBe(DAY);
    expect(row?.['shop_name']).toBe('Lazada shop');
    // Thailand's baht, as Shopee's Thai site.
    expect(n(row?.['per_usd'])).toBe(35);
    expect(n(row?.['price'])).toBe(350);
    expect(n(row?.['units_1'])).toBe(4);
    expect(n(row?.['gmv_1'])).toBe(4 * 350);
    // 7 days: the 30th and 28th of September; before them (the 17th to the 23rd) the 20th's 10.
    expect(n(row?.['units_7'])).toBe(4 + 6);
    expect(n(row?.['gmv_7'])).toBe(4 * 350 + 6 * 340);
    expect(n(row?.['prev_units_7'])).toBe(10);
    // 30 days: the 1st to the 30th of September; the 31st of August is the 30 days before's.
    expect(n(row?.['units_30'])).toBe(4 + 6 + 10 + 5);
    expect(n(row?.['gmv_30'])).toBe(4 * 350 + 6 * 340 + 10 * 300 + 5 * 300);
    expect(n(row?.['prev_units_30'])).toBe(7);
    expect(n(row?.['prev_units_1'])).toBe(0);
    // The series from the 1st of September: the 10th, 20th, 28th and 30th sold.
    const trend = Array.from({ length: 30 }, () => 0);
    trend[9] = 5;
    trend[19] = 10;
    trend[27] = 6;
    trend[29] = 4;
    expect((row?.['trend'] as number[]).map(Number)).toEqual(trend);
    // 350 against the 31st of August's 300.
    expect(n(row?.['price_change_30'])).toBeCloseTo(50 / 300, 10);
  });

  it("holds Lazada's products alone, and Shopee's table none of them", async () => {
    const ids = async (table: string) => (await sql.query<{ id: string }>(`select goods_id::text as id from ${table} order by goods_id`)).map((r) => r.id);
    expect(await ids(LAZADA_PRODUCT_TABLE.table)).toEqual([LAZADA]);
    expect(await ids(SHOPEE_PRODUCT_TABLE.table)).toEqual([SHOPEE]);
  });
});
