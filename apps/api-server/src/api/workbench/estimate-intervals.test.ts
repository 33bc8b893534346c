// The estimate's interval on the product answers (issue 33 item 4): a ranking row's and a product's
// figures carry the sum of their days' estimator intervals (units, and the sales value at each day's
// price), computed here straight from the imported days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addDays } from '../../market/days';
import { marketSqlOf, type MarketSql } from '../../market/market-sql';
import { SITE_PROFILES } from '../../market/site-profiles';
import { openWorkbenchHarness, type WorkbenchHarness } from './workbench-test-harness';

const DAY = '2026-06-30';
let h: WorkbenchHarness;
let sql: MarketSql;
let ultimate: string;

beforeAll(async () => {
  h = await openWorkbenchHarness();
  sql = marketSqlOf(h.main.deps.db);
  ultimate = await h.member(9301, 'ultimate');
}, 180_000);
afterAll(() => h.close());

const round2 = (v: number) => Math.round(v * 100) / 100;

/** A product's interval over `from`..`to` from its imported days. */
async function direct(id: string, from: string, to: string) {
  const [r] = await sql.query<{ ul: string; uh: string; gl: number; gh: number; units: string }>(
    `select sum(sales_low) as ul, sum(sales_high) as uh, sum(sales_low * price)::float8 as gl, sum(sales_high * price)::float8 as gh, sum(sales) as units
     from market_product_days where goods_id = $1::int8 and day >= $2::date and day <= $3::date`,
    [id, from, to],
  );
  return { unitsLow: Number(r?.ul), unitsHigh: Number(r?.uh), gmvLow: round2(Number(r?.gl)), gmvHigh: round2(Number(r?.gh)), units: Number(r?.units) };
}

describe('estimate intervals on the product answers', () => {
  it("give each product row of a ranking its period's interval, around its units", async () => {
    const { body } = await h.call('/api/workbench/ranking?site=TH&period=7&size=50', ultimate);
    const rows = body.payload.rows as { id: string; units: number; gmv: number; interval?: Record<string, number> }[];
    expect(body.payload.period.from).toBe(addDays(DAY, -6));
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      const d = await direct(row.id, body.payload.period.from, body.payload.period.to);
      expect(row.interval, row.id).toEqual({ ...d, units: undefined, gmvUsdLow: round2(d.gmvLow / SITE_PROFILES.TH.perUsd), gmvUsdHigh: round2(d.gmvHigh / SITE_PROFILES.TH.perUsd) } as never);
      expect(row.interval?.['unitsLow']).toBeLessThanOrEqual(row.units);
      expect(row.interval?.['unitsHigh']).toBeGreaterThanOrEqual(row.units);
      expect(d.units).toBe(row.units);
    }
    // Some estimate is not exact: the interval says so.
    expect(rows.some((r) => (r.interval?.['unitsHigh'] ?? 0) > (r.interval?.['unitsLow'] ?? 0))).toBe(true);
  });

  // A shop's, brand's and category's intervals: aggregate-intervals.test.ts.
  it("give a product's figures of each period their interval", async () => {
    const ranking = await h.call('/api/workbench/ranking?site=TH&period=30&size=50', ultimate);
    const id = ranking.body.payload.rows[0].id as string;
    const { body } = await h.call(`/api/workbench/item?id=${id}`, ultimate);
    const figures = body.payload.figures as { days: number; from: string; to: string; units: number; interval?: Record<string, number> }[];
    expect(figures.map((f) => f.days)).toEqual([1, 7, 30, 90, 180]);
    for (const f of figures) {
      const d = await direct(id, f.from, f.to);
      expect(f.interval?.['unitsLow'], `${f.days} days`).toBe(d.unitsLow);
      expect(f.interval?.['unitsHigh'], `${f.days} days`).toBe(d.unitsHigh);
      expect(f.interval?.['gmvHigh'], `${f.days} days`).toBe(d.gmvHigh);
    }
  });
});
