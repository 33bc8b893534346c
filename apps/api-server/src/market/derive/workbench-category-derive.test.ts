import { blueOceanIndustryIndex } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../../db/database';
import { addDays } from '../days';
import { marketSqlOf, type MarketSql } from '../market-sql';
import { WorkbenchQueries } from '../queries/workbench-queries';
import { HOT_NEW_DAYS } from '../ranking-rules';
import { openSimulatedTestMarket } from '../refresh/simulated-test-market';
import { MARKET_SCALES } from '../scale';
import { SITE_PROFILES } from '../site-profiles';
import { deriveStats } from './derive';
import { ALL_SITES, CATEGORY_FIGURE_PERIODS, TOP_SHARE_PRODUCTS } from './workbench-category-derive';


const DAY = '2026-09-30';
let database: OpenDatabase;
let sql: MarketSql;
const n = (v: unknown) => Number(v ?? 0);

/** One product's days as the daily rows hold them, with its category, shop, listing day and site. */
interface ProductDay {
  goods: string;
  day: string;
  sales: number;
  gmv: number;
  site: 'TH';
  type_id: number;
  sub_type_id: number | null;
  shop: string;
  listed: string;
}

let days: ProductDay[] = [];

beforeAll(async () => {
  database = await openSimulatedTestMarket({ seed: 13, now: '2026-10-01T04:00:00Z', scale: { ...MARKET_SCALES.tiny, itemDays: 60, readyItemDays: 60, marketDays: 60 } });
  sql = marketSqlOf(database.db);
  await deriveStats(sql, DAY);
  days = await sql.query<ProductDay>(
    `select d.goods_id::text as goods, d.day::text as day, d.sales::int as sales, (d.sales * d.price)::float8 as gmv, p.site, p.type_id, p.sub_type_id,
       p.shop_id::text as shop, (p.listed_at at time zone 'Asia/Shanghai')::date::text as listed
     from market_product_days d join market_products p on p.goods_id = d.goods_id where d.day <= $1::date and p.site not like 'LZ-%'`,
    [DAY],
  );
}, 300_000);
afterAll(async () => {
  await database.close();
});

/** What the daily rows say of one scope: `money` converts a product's sales value into the row's currency. */
function expected(rows: ProductDay[], money: (gmv: number, site: string) => number) {
  const within = (from: number, to: number) => rows.filter((d) => d.day > addDays(DAY, -from) && d.day <= addDays(DAY, -to));
  const units = (list: ProductDay[]) => list.reduce((t, d) => t + d.sales, 0);
  const gmv = (list: ProductDay[]) => list.reduce((t, d) => t + money(d.gmv, d.site), 0);
  const last30 = within(30, 0);
  const byProduct = new Map<string, { units: number; gmv: number; listed: string }>();
  for (const d of last30) {
    const p = byProduct.get(d.goods) ?? { units: 0, gmv: 0, listed: d.listed };
    p.units += d.sales;
    p.gmv += money(d.gmv, d.site);
    byProduct.set(d.goods, p);
  }
  const products = [...byProduct.values()];
  const total = products.reduce((t, p) => t + p.gmv, 0);
  const top = [...products].sort((a, b) => b.gmv - a.gmv).slice(0, TOP_SHARE_PRODUCTS).reduce((t, p) => t + p.gmv, 0);
  const fresh = products.filter((p) => p.listed > addDays(DAY, -HOT_NEW_DAYS)).reduce((t, p) => t + p.gmv, 0);
  return {
    periods: CATEGORY_FIGURE_PERIODS.map((p) => ({ p, units: units(within(p, 0)), gmv: gmv(within(p, 0)), prev: units(within(2 * p, p)) })),
    products: products.filter((p) => p.units > 0).length,
    activeShops: new Set(last30.filter((d) => d.sales > 0).map((d) => d.shop)).size,
    prevActiveShops: new Set(within(60, 30).filter((d) => d.sales > 0).map((d) => d.shop)).size,
    top10Share: total > 0 ? top / total : null,
    newShare: total > 0 ? fresh / total : null,
    trend: Array.from({ length: 30 }, (_, i) => units(rows.filter((d) => d.day === addDays(DAY, i - 29)))),
  };
}

async function rowOf(site: string, categoryId: number) {
  const [row] = await sql.query<Record<string, unknown>>('select *, day::text as day_text from market_workbench_categories where site = $1 and category_id = $2', [site, categoryId]);
  return row;
}

function expectRow(row: Record<string, unknown> | undefined, want: ReturnType<typeof expected>) {
  expect(row).toBeDefined();
  if (!row) return;
  expect(row['day_text']).toBe(DAY);
  for (const { p, units, gmv, prev } of want.periods) {
    expect(n(row[`units_${p}`])).toBe(units);
    expect(n(row[`gmv_${p}`])).toBeCloseTo(gmv, 2);
    expect(n(row[`prev_units_${p}`])).toBe(prev);
  }
  expect(n(row['products'])).toBe(want.products);
  expect(n(row['active_shops'])).toBe(want.activeShops);
  expect(n(row['prev_active_shops'])).toBe(want.prevActiveShops);
  expect(n(row['top10_share'])).toBeCloseTo(n(want.top10Share), 6);
  expect(n(row['new_share'])).toBeCloseTo(n(want.newShare), 6);
  expect((row['trend'] as unknown[]).map(Number)).toEqual(want.trend);
}

describe('the workbench category table', () => {
  it('has the 1, 7, 30, 90 and 180-day periods and the top-10 share', () => {
    expect(CATEGORY_FIGURE_PERIODS).toEqual([1, 7, 30, 90, 180]);
    expect(TOP_SHARE_PRODUCTS).toBe(10);
  });

  it("sums a site's category from its products' daily rows: periods, the periods before, products, shops, shares and series", async () => {
    const [biggest] = await sql.query<{ site: 'TH'; category_id: number }>(
      `select site, category_id from market_workbench_categories where site <> '${ALL_SITES}' and site not like 'LZ-%' and parent_id is null order by units_30 desc limit 1`,
    );
    expect(biggest).toBeDefined();
    const site = biggest?.site ?? 'TH';
    const category = n(biggest?.category_id);
    expectRow(await rowOf(site, category), expected(days.filter((d) => d.site === site && d.type_id === category), (g) => g));
    expect(n((await rowOf(site, category))?.['per_usd'])).toBe(SITE_PROFILES[site].perUsd);
  });

  it("sums a sub-category under its category, and all sites' category in US dollars", async () => {
    const [sub] = await sql.query<{ site: 'TH'; category_id: number; parent_id: number }>(
      `select site, category_id, parent_id from market_workbench_categories where site <> '${ALL_SITES}' and site not like 'LZ-%' and parent_id is not null order by units_30 desc limit 1`,
    );
    expect(sub).toBeDefined();
    expect(Math.floor(n(sub?.category_id) / 100)).toBe(n(sub?.parent_id));
    expectRow(await rowOf(sub?.site ?? 'TH', n(sub?.category_id)), expected(days.filter((d) => d.site === sub?.site && d.sub_type_id === n(sub?.category_id)), (g) => g));

    const category = n(sub?.parent_id);
    const all = await rowOf(ALL_SITES, category);
    expectRow(all, expected(days.filter((d) => d.type_id === category), (g, site) => g / SITE_PROFILES[site as 'TH'].perUsd));
    expect(n(all?.['per_usd'])).toBe(1);
  });

  it("a category's sub-categories sum to no more than it (products without a sub-category count in the category alone)", async () => {
    const rows = await sql.query<{ units: number; subs: number }>(
      `select c.units_30 as units, coalesce((select sum(s.units_30) from market_workbench_categories s where s.site = c.site and s.parent_id = c.category_id), 0) as subs
       from market_workbench_categories c where c.parent_id is null`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(n(r.subs)).toBeLessThanOrEqual(n(r.units));
  });
});

describe('the blue-ocean industry ranking over 60 days of history', () => {
  it("carries each category's index inputs from its row, the index recomputed from them, highest first", async () => {
    const reads = new WorkbenchQueries(sql);
    const query = { entity: 'category', site: 'TH', period: 30, filters: {}, dir: 'desc', page: 1, size: 50 } as const;
    // The blue-ocean order: the categories that have an index, by it (as the sort by it puts them).
    const slice = await reads.categories.rank({ ...query, order: 'blueOcean' }, { offset: 0, limit: 50 });
    const rows = slice?.rows ?? [];
    const indexes = rows.map((r) => r.blueOcean);
    expect(indexes.length).toBeGreaterThan(3);
    expect(indexes.every((v) => v !== null)).toBe(true);
    expect(indexes).toEqual([...indexes].sort((a, b) => (b ?? 0) - (a ?? 0)));
    expect(rows.every((r) => r.rankChange === null)).toBe(true);
    const sorted = await reads.categories.rank({ ...query, order: 'hot', sort: 'blueOcean' }, { offset: 0, limit: 50 });
    expect((sorted?.rows ?? []).slice(0, rows.length).map((r) => r.id)).toEqual(rows.map((r) => r.id));
    for (const r of rows) {
      const row = await rowOf('TH', r.categoryId);
      const growth = (now: number, before: number) => (before > 0 ? Math.round(((now - before) / before) * 10_000) / 100 : null);
      expect(r.salesGrowth30).toBe(growth(n(row?.['units_30']), n(row?.['prev_units_30'])));
      expect(r.shopGrowth).toBe(growth(n(row?.['active_shops']), n(row?.['prev_active_shops'])));
      expect(r.blueOcean).toBe(blueOceanIndustryIndex({ salesGrowth: r.salesGrowth30, shopGrowth: r.shopGrowth, salesPerShop: r.salesPerShop }));
    }
  });
});

describe("a category's daily history", () => {
  it("is its products' days summed per day (units, sales value, products with a sale), of a site or all sites in US dollars, from the derived category days", async () => {
    // The derived sums hold every day of the history, once per site, category and sub-category.
    const [held] = await sql.query<{ days: number; rows: number; keys: number }>(
      `select count(distinct day)::int as days, count(*)::int as rows, count(distinct (day, site, type_id, sub_type_id))::int as keys from market_workbench_category_days`,
    );
    expect(n(held?.days)).toBe(new Set(days.map((d) => d.day)).size);
    expect(n(held?.rows)).toBe(n(held?.keys));
    const reads = new WorkbenchQueries(sql);
    const from = addDays(DAY, -59);
    const round2 = (v: number) => Math.round(v * 100) / 100;
    const [sub] = await sql.query<{ id: number; site: string }>(`select category_id as id, site from market_workbench_categories where parent_id is not null and site <> 'ALL' and site not like 'LZ-%' order by units_30 desc limit 1`);
    const cases: { id: number; site?: 'TH' }[] = [{ id: 99990, site: 'TH' }, { id: 99990 }, { id: 99995 }, { id: n(sub?.id), site: sub?.site as 'TH' }, { id: n(sub?.id) }];
    for (const c of cases) {
      const history = await reads.categories.history(String(c.id), from, DAY, c.site);
      if (!history) throw new Error(`no history of ${c.id} ${c.site ?? 'all sites'}`);
      const mine = days.filter((d) => (c.site ? d.site === c.site : true) && (c.id >= 1_000_000 ? d.sub_type_id === c.id : d.type_id === c.id) && d.day >= from);
      const byDay = new Map<string, { units: number; gmv: number; sold: number }>();
      for (const d of mine) {
        const sums = byDay.get(d.day) ?? { units: 0, gmv: 0, sold: 0 };
        sums.units += d.sales;
        sums.gmv += c.site ? d.gmv : d.gmv / SITE_PROFILES[d.site].perUsd;
        sums.sold += d.sales > 0 ? 1 : 0;
        byDay.set(d.day, sums);
      }
      const expected = [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, s]) => ({ date, units: s.units, gmv: round2(s.gmv), productsSold: s.sold }));
      expect(history.points.length).toBeGreaterThan(30);
      expect(history.points.map(({ date, units, productsSold }) => ({ date, units, productsSold }))).toEqual(expected.map(({ date, units, productsSold }) => ({ date, units, productsSold })));
      // The sales value summed in another order: equal to the cent.
      for (const [i, p] of history.points.entries()) expect(p.gmv).toBeCloseTo(expected[i]?.gmv ?? 0, 1);
    }
  });
});
