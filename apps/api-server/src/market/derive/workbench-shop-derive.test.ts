import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../../db/database';
import { addDays } from '../days';
import { marketSqlOf, type MarketSql } from '../market-sql';
import { HOT_NEW_DAYS } from '../ranking-rules';
import { openSimulatedTestMarket } from '../refresh/simulated-test-market';
import { MARKET_SCALES } from '../scale';
import { SITE_PROFILES } from '../site-profiles';
import { deriveStats } from './derive';
import { SHOP_FIGURE_PERIODS } from './workbench-shop-derive';

const DAY = '2026-09-30';
let database: OpenDatabase;
let sql: MarketSql;
/** A shop whose days the test rewrites: no sale before its first, 12 days before DAY. */
let late: string;
const n = (v: unknown) => Number(v ?? 0);

beforeAll(async () => {
  database = await openSimulatedTestMarket({ seed: 11, now: '2026-10-01T04:00:00Z', scale: { ...MARKET_SCALES.tiny, itemDays: 60, readyItemDays: 60, marketDays: 60 } });
  sql = marketSqlOf(database.db);
  // The smallest selling shop stops selling before its twelfth-last day: its first sale falls within the data.
  const [small] = await sql.query<{ id: string }>('select shop_id::text as id from market_shop_days group by shop_id having sum(sales) > 0 order by sum(sales), shop_id limit 1');
  late = small?.id ?? '';
  await sql.query('update market_shop_days set sales = 0, gmv = 0, products_sold = 0 where shop_id = $1::int8 and day <= $2::date', [late, addDays(DAY, -12)]);
  await sql.query('update market_shop_days set sales = sales + 3, gmv = gmv + 30 where shop_id = $1::int8 and day = $2::date', [late, addDays(DAY, -11)]);
  await deriveStats(sql, DAY);
}, 300_000);
afterAll(async () => {
  await database.close();
});

describe('the workbench shop table', () => {
  it('has the 1, 7, 30, 90 and 180-day periods', () => {
    expect(SHOP_FIGURE_PERIODS).toEqual([1, 7, 30, 90, 180]);
  });

  it("sums each shop's daily rows over every period, the periods before and the 30-day series", async () => {
    const rows = await sql.query<Record<string, unknown>>('select *, shop_id::text as id, day::text as day_text from market_workbench_shops order by units_30 desc, shop_id limit 6');
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(row['day_text']).toBe(DAY);
      const daily = await sql.query<{ day: string; sales: number; gmv: number }>('select day::text as day, sales, gmv from market_shop_days where shop_id = $1::int8', [row['id']]);
      const within = (from: number, to: number) => daily.filter((d) => d.day > addDays(DAY, -from) && d.day <= addDays(DAY, -to));
      const units = (days: typeof daily) => days.reduce((t, d) => t + n(d.sales), 0);
      for (const p of SHOP_FIGURE_PERIODS) {
        expect(n(row[`units_${p}`])).toBe(units(within(p, 0)));
        expect(n(row[`gmv_${p}`])).toBeCloseTo(within(p, 0).reduce((t, d) => t + n(d.gmv), 0), 2);
        expect(n(row[`prev_units_${p}`])).toBe(units(within(2 * p, p)));
      }
      for (const p of [1, 7, 30]) expect(n(row[`prev2_units_${p}`])).toBe(units(within(3 * p, 2 * p)));
      const trend = (row['trend'] as number[]).map(Number);
      expect(trend).toHaveLength(30);
      expect(trend).toEqual(Array.from({ length: 30 }, (_, i) => units(daily.filter((d) => d.day === addDays(DAY, i - 29)))));
      expect(n(row['per_usd'])).toBe(SITE_PROFILES[row['site'] as 'TH'].perUsd);
    }
  });

  it("counts a shop's active products and the share of its sales from products listed within 30 days", async () => {
    const [row] = await sql.query<{ id: string; active_products: number; new_share: number | null }>(
      'select shop_id::text as id, active_products, new_share from market_workbench_shops where new_share > 0 order by units_30 desc limit 1',
    );
    expect(row).toBeDefined();
    const products = await sql.query<{ listed: string; units: number; gmv: number }>(
      `select (p.listed_at at time zone 'Asia/Shanghai')::date::text as listed, sum(d.sales)::int as units, sum(d.sales * d.price)::float8 as gmv
       from market_product_days d join market_products p on p.goods_id = d.goods_id
       where p.shop_id = $1::int8 and d.day > $2::date - 30 and d.day <= $2::date group by p.goods_id, p.listed_at`,
      [row?.id, DAY],
    );
    expect(n(row?.active_products)).toBe(products.filter((p) => n(p.units) > 0).length);
    const total = products.reduce((t, p) => t + n(p.gmv), 0);
    const recent = products.filter((p) => p.listed > addDays(DAY, -HOT_NEW_DAYS)).reduce((t, p) => t + n(p.gmv), 0);
    expect(n(row?.new_share)).toBeCloseTo(recent / total, 6);
  });

  it('names a first sale only when it falls after the first day of the data', async () => {
    const [row] = await sql.query<{ first: string | null }>('select first_sale_day::text as first from market_workbench_shops where shop_id = $1::int8', [late]);
    expect(row?.first).toBe(addDays(DAY, -11));
    const [counts] = await sql.query<{ all: number; first: number }>('select count(*)::int as all, count(first_sale_day)::int as first from market_workbench_shops');
    // Most shops sold from the history's first day: they have none.
    expect(n(counts?.first)).toBeLessThan(n(counts?.all) / 2);
  });
});
