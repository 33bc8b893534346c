import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../../db/database';
import { addDays } from '../days';
import { marketSqlOf, type MarketSql } from '../market-sql';
import { openSimulatedTestMarket } from '../refresh/simulated-test-market';
import { MARKET_SCALES } from '../scale';
import { SITE_PROFILES } from '../site-profiles';
import { deriveStats } from './derive';
import { BRAND_FIGURE_PERIODS } from './workbench-brand-derive';

const DAY = '2026-09-30';
let database: OpenDatabase;
let sql: MarketSql;
const n = (v: unknown) => Number(v ?? 0);

beforeAll(async () => {
  database = await openSimulatedTestMarket({ seed: 13, now: '2026-10-01T04:00:00Z', scale: { ...MARKET_SCALES.tiny, itemDays: 60, readyItemDays: 60, marketDays: 60 } });
  sql = marketSqlOf(database.db);
  await deriveStats(sql, DAY);
}, 300_000);
afterAll(async () => {
  await database.close();
});

/** The brand's daily product rows (`site`: one site's, else all), each day's sales value in the site's money and in dollars. */
async function dailyRows(brandId: number, site?: string) {
  return sql.query<{ day: string; goods_id: string; shop_id: string; type_id: number; site: string; sales: number; gmv: number }>(
    `select d.day::text as day, d.goods_id::text as goods_id, p.shop_id::text as shop_id, p.type_id, p.site, d.sales, d.sales * d.price as gmv
     from market_product_days d join market_products p on p.goods_id = d.goods_id
     where p.brand_id = $1 and ($2::text is null or p.site = $2) and d.day <= $3::date`,
    [brandId, site ?? null, DAY],
  );
}

describe('the workbench brand table', () => {
  it('has the 1, 7, 30, 90 and 180-day periods', () => {
    expect(BRAND_FIGURE_PERIODS).toEqual([1, 7, 30, 90, 180]);
  });

  it("sums a brand's daily product rows per site and over all sites in dollars: periods, the periods before, products, shops, top category, series", async () => {
    const [top] = await sql.query<{ brand_id: number }>(`select brand_id from market_workbench_brands where site = 'ALL' order by units_30 desc, brand_id limit 1`);
    if (!top) throw new Error('no brand sold');
    const brandId = n(top.brand_id);
    const rows = await sql.query<Record<string, unknown>>('select *, day::text as day_text from market_workbench_brands where brand_id = $1 order by site', [brandId]);
    const sites = rows.map((r) => String(r['site']));
    expect(sites).toContain('ALL');
    // Every site it sold in within the window has its row, and the 'ALL' row sums them.
    expect(sites.length).toBeGreaterThan(1);
    for (const row of rows) {
      const site = String(row['site']);
      const all = site === 'ALL';
      expect(row['day_text']).toBe(DAY);
      expect(n(row['per_usd'])).toBe(all ? 1 : SITE_PROFILES[site as keyof typeof SITE_PROFILES].perUsd);
      const daily = await dailyRows(brandId, all ? undefined : site);
      const usd = (d: { site: string; gmv: number }) => (all ? n(d.gmv) / SITE_PROFILES[d.site as keyof typeof SITE_PROFILES].perUsd : n(d.gmv));
      const within = (from: number, to: number) => daily.filter((d) => d.day > addDays(DAY, -from) && d.day <= addDays(DAY, -to));
      const units = (days: typeof daily) => days.reduce((t, d) => t + n(d.sales), 0);
      for (const p of BRAND_FIGURE_PERIODS.filter((x) => x <= 90)) {
        expect(n(row[`units_${p}`])).toBe(units(within(p, 0)));
        expect(n(row[`gmv_${p}`])).toBeCloseTo(within(p, 0).reduce((t, d) => t + usd(d), 0), 2);
        expect(n(row[`prev_units_${p}`])).toBe(units(within(2 * p, p)));
      }
      for (const p of [1, 7, 30]) expect(n(row[`prev2_units_${p}`])).toBe(units(within(3 * p, 2 * p)));
      const selling = within(30, 0).filter((d) => n(d.sales) > 0);
      expect(n(row['products'])).toBe(new Set(selling.map((d) => d.goods_id)).size);
      expect(n(row['shops'])).toBe(new Set(selling.map((d) => d.shop_id)).size);
      const byType = new Map<number, number>();
      for (const d of within(30, 0)) byType.set(n(d.type_id), (byType.get(n(d.type_id)) ?? 0) + usd(d));
      const [bestType, bestGmv] = [...byType].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [0, 0];
      expect(n(row['top_type_id'])).toBe(bestType);
      expect(n(row['top_type_share'])).toBeCloseTo(bestGmv / [...byType.values()].reduce((t, g) => t + g, 0), 6);
      const series = Array.from({ length: 30 }, (_, i) => units(daily.filter((d) => d.day === addDays(DAY, i - 29))));
      expect((row['trend'] as unknown[]).map(Number)).toEqual(series);
    }
  });

  it("is written in the order of its scopes (a site's brands together)", async () => {
    const order = await sql.query<{ site: string }>('select site from market_workbench_brands');
    const runs = order.map((r) => r.site).filter((s, i, all) => i === 0 || all[i - 1] !== s);
    expect(new Set(runs).size).toBe(runs.length);
  });
});
