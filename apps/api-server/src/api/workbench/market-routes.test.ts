// Market selection's matrix and the site / all-site analysis dashboards (issue 30 items 2 and 5):
// GET /analysis?breakdown=market gives every site x category of the period in US dollars, whose
// cells sum to the all-sites total; breakdown=scope gives a scope's totals and its breakdowns, each
// summing to them, checked against the derived product rows. Every answer is checked against the
// contract by the harness.
import { CATEGORY_IDS, SITE_CODES } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addDays } from '../../market/days';
import { deriveStats } from '../../market/derive/derive';
import { marketSqlOf, type MarketSql } from '../../market/market-sql';
import { MATRIX_STRUCTURE_DAYS, SCOPE_TOP_SHARE } from '../../market/queries/workbench-market-queries';
import { HOT_NEW_DAYS } from '../../market/ranking-rules';
import { openMemberHarness, type MemberHarness } from './member-routes-harness';

const DAY = '2026-06-30';
let h: MemberHarness;
let sql: MarketSql;
let ultimate: string;

const n = (v: unknown) => Number(v ?? 0);
const sum = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((t, r) => t + f(r), 0);

beforeAll(async () => {
  h = await openMemberHarness({ market: true });
  sql = marketSqlOf(h.main.deps.db);
  ultimate = await h.member(30_501, 'ultimate');
  await deriveStats(sql, DAY);
}, 180_000);
afterAll(() => h.close());

const get = (url: string, token?: string) => h.call('GET', url, token ? { token } : {});

/** A scope's selling products of `days` from the derived product rows, money in the scope's currency. */
async function products(days: number, site?: string, typeId?: number) {
  return sql.query<{ goods_id: string; shop_id: string; type_id: number; u: number; g: number; price: number; listed_day: string; shop_type: string | null }>(
    `select goods_id::text, shop_id::text, type_id, units_${days} as u, ${site ? `gmv_${days}` : `gmv_${days} / per_usd`} as g,
       (${site ? 'price' : 'price / per_usd'})::float8 as price, listed_day::text, shop_type
     from market_workbench_products where units_${days} > 0 ${site ? `and site = '${site}'` : ''} ${typeId ? `and type_id = ${typeId}` : ''}`,
  );
}

describe('GET /analysis?breakdown=market', () => {
  it('gives every site x category of the period in US dollars, and the cells add up to the all-site total', async () => {
    const { body } = await get('/api/workbench/analysis?breakdown=market&period=7', ultimate);
    const m = body.payload;
    expect(m).toMatchObject({ breakdown: 'market', currency: 'USD', day: DAY, structureDays: MATRIX_STRUCTURE_DAYS });
    expect(MATRIX_STRUCTURE_DAYS).toBe(30);
    expect(m.period).toMatchObject({ days: 7, from: addDays(DAY, -6), to: DAY });
    expect(m.sites).toEqual([...SITE_CODES]);
    expect(m.categories).toEqual([...CATEGORY_IDS]);
    expect(m.cells).toHaveLength(9 * 12);
    // Every measure of a cell is made from the estimates (issue 33: the matrix marks it); a price alone is measured.
    expect(m.figureKinds).toEqual({ units: 'estimated', gmv: 'estimated', growth: 'estimated', products: 'estimated', shops: 'estimated', avgPrice: 'estimated', top10Share: 'estimated', newShare: 'estimated', price: 'measured' });
    // The all-sites total is the all-sites rows', summed from the products in dollars one by one.
    const all = await products(7);
    expect(m.total.units).toBe(sum(all, (p) => n(p.u)));
    expect(m.total.gmvUsd).toBeCloseTo(sum(all, (p) => n(p.g)), 0);
    // The cells (each rounded to the cent) add up to it, and each category's cells to its all-sites total.
    expect(sum(m.cells, (c: { units: number }) => c.units)).toBe(m.total.units);
    expect(Math.abs(sum(m.cells, (c: { gmvUsd: number }) => c.gmvUsd) - m.total.gmvUsd)).toBeLessThanOrEqual(m.cells.length * 0.005);
    for (const t of m.categoryTotals) {
      const cells = m.cells.filter((c: { categoryId: number }) => String(c.categoryId) === t.key);
      expect(sum(cells, (c: { units: number }) => c.units)).toBe(t.units);
    }
    expect(sum(m.siteTotals, (t: { gmvUsd: number }) => t.gmvUsd)).toBeCloseTo(m.total.gmvUsd, 0);
  });

  it("gives a selling cell its products' intervals summed (issue 33), around its units and sales value, as the category row keeps them", async () => {
    const { body } = await get('/api/workbench/analysis?breakdown=market&period=7', ultimate);
    type Interval = { unitsLow: number; unitsHigh: number; gmvUsdLow: number; gmvUsdHigh: number };
    const cells: { site: string; categoryId: number; units: number; gmvUsd: number; interval?: Interval }[] = body.payload.cells;
    const selling = cells.filter((c) => c.units > 0);
    expect(selling.length).toBeGreaterThan(20);
    for (const c of selling) {
      const i = c.interval;
      expect(i, `${c.site} ${c.categoryId}`).toBeDefined();
      if (!i) continue;
      expect(i.unitsLow).toBeLessThanOrEqual(c.units);
      expect(i.unitsHigh).toBeGreaterThanOrEqual(c.units);
      expect(i.gmvUsdLow).toBeLessThanOrEqual(c.gmvUsd + 0.01);
      expect(i.gmvUsdHigh).toBeGreaterThanOrEqual(c.gmvUsd - 0.01);
    }
    // The category row's own columns: the sums of its products' 7-day intervals.
    const top = [...selling].sort((a, b) => b.units - a.units)[0] as (typeof selling)[number];
    const [row] = await sql.query<{ low: string; high: string }>(
      'select units_low_7 as low, units_high_7 as high from market_workbench_categories where site = $1 and category_id = $2 and parent_id is null',
      [top.site, top.categoryId],
    );
    expect(top.interval?.unitsLow).toBe(Number(row?.low));
    expect(top.interval?.unitsHigh).toBe(Number(row?.high));
    // A market without a sale states none.
    for (const c of cells.filter((x) => x.units === 0)) expect(c.interval).toBeUndefined();
  });

  it("gives a cell its products, shops, average price and shares from the site's category row", async () => {
    const { body } = await get('/api/workbench/analysis?breakdown=market&period=30', ultimate);
    const cells: { site: string; categoryId: number; units: number; gmvUsd: number; products: number; shops: number; avgPrice: number | null; top10Share: number | null; newShare: number | null }[] =
      body.payload.cells;
    const [cell] = [...cells].sort((a, b) => b.gmvUsd - a.gmvUsd);
    if (!cell) throw new Error('no cell');
    const own = await products(30, cell.site, cell.categoryId);
    const perUsd = n((await sql.query<{ r: number }>(`select per_usd as r from market_workbench_products where site = $1 limit 1`, [cell.site]))[0]?.r);
    const gmv = sum(own, (p) => n(p.g));
    expect(cell.units).toBe(sum(own, (p) => n(p.u)));
    expect(cell.gmvUsd).toBeCloseTo(gmv / perUsd, 1);
    expect(cell.products).toBe(own.length);
    expect(cell.shops).toBe(new Set(own.map((p) => p.shop_id)).size);
    expect(cell.avgPrice).toBeCloseTo(gmv / perUsd / cell.units, 1);
    const top = [...own].sort((a, b) => n(b.g) - n(a.g)).slice(0, 10);
    expect(cell.top10Share).toBeCloseTo((sum(top, (p) => n(p.g)) / gmv) * 100, 1);
    const fresh = own.filter((p) => p.listed_day > addDays(DAY, -HOT_NEW_DAYS));
    expect(cell.newShare).toBeCloseTo((sum(fresh, (p) => n(p.g)) / gmv) * 100, 1);
  });

  it('checks its period, and answers a visitor too (totals, no rows)', async () => {
    const bad = await get('/api/workbench/analysis?breakdown=market&period=180', ultimate);
    expect(bad.body.code).toBe(400);
    expect(bad.body.message).toContain('period');
    const visitor = await get('/api/workbench/analysis?breakdown=market');
    expect(visitor.body.payload.cells).toHaveLength(108);
  });
});

describe('GET /analysis?breakdown=scope', () => {
  it("gives a site's totals and breakdowns by category, price band and shop type that sum to them", async () => {
    const { body } = await get('/api/workbench/analysis?breakdown=scope&site=TH&period=30', ultimate);
    const a = body.payload;
    const own = await products(30, 'TH');
    expect(a).toMatchObject({ breakdown: 'scope', site: 'TH', currency: 'THB', day: DAY });
    expect(a.total.units).toBe(sum(own, (p) => n(p.u)));
    expect(a.total.gmv).toBeCloseTo(sum(own, (p) => n(p.g)), 0);
    expect(a.total.products).toBe(own.length);
    expect(a.total.shops).toBe(new Set(own.map((p) => p.shop_id)).size);
    for (const parts of [a.categories, a.priceBands, a.shopTypes]) {
      expect(sum(parts, (p: { units: number }) => p.units)).toBe(a.total.units);
      expect(sum(parts, (p: { products: number }) => p.products)).toBe(a.total.products);
      expect(sum(parts, (p: { gmv: number }) => p.gmv)).toBeCloseTo(a.total.gmv, 0);
      expect(sum(parts, (p: { share: number }) => p.share)).toBeCloseTo(100, 0);
    }
    expect(a.categories.map((c: { key: string }) => Number(c.key)).every((id: number) => (CATEGORY_IDS as readonly number[]).includes(id))).toBe(true);
    expect(a.priceBands).toHaveLength(a.edges.length + 1);
    expect(a.priceBands[0].from).toBe(0);
    expect(a.priceBands.at(-1).to).toBeNull();
    const top = [...own].sort((x, y) => n(y.g) - n(x.g)).slice(0, SCOPE_TOP_SHARE);
    expect(SCOPE_TOP_SHARE).toBe(10);
    expect(a.concentration.top10Products).toBeCloseTo((sum(top, (p) => n(p.g)) / a.total.gmv) * 100, 1);
    const fresh = own.filter((p) => p.listed_day > addDays(DAY, -HOT_NEW_DAYS));
    expect(a.newcomers).toMatchObject({ days: 30, products: fresh.length });
    expect(a.newcomers.productShare).toBeCloseTo((sum(fresh, (p) => n(p.g)) / a.total.gmv) * 100, 1);
    expect(a.trend).toHaveLength(30);
    expect(a.trend.at(-1).date).toBe(DAY);
    expect(a.trend[0].date).toBe(addDays(DAY, -29));
  });

  it("gives each price band its cheapest and dearest product: the list's range, holding its products and none of a neighbour's", async () => {
    for (const site of ['TH', undefined]) {
      const { body } = await get(`/api/workbench/analysis?breakdown=scope${site ? `&site=${site}` : ''}&period=30`, ultimate);
      const own = await products(30, site);
      const bands = body.payload.priceBands.filter((b: { products: number }) => b.products > 0);
      expect(bands.length).toBeGreaterThan(1);
      for (const band of bands) {
        expect(band.lowest).toBeGreaterThanOrEqual(band.from);
        if (band.to !== null) expect(band.highest).toBeLessThan(band.to);
        // The list behind the band (priceMin=lowest&priceMax=highest, both inclusive) is exactly the band.
        expect(own.filter((p) => n(p.price) >= band.lowest && n(p.price) <= band.highest)).toHaveLength(band.products);
      }
    }
  });

  it("gives all sites in US dollars, and a category's sub-categories", async () => {
    const { body } = await get(`/api/workbench/analysis?breakdown=scope&cat=${CATEGORY_IDS[0]}&period=7`, ultimate);
    const a = body.payload;
    const own = await products(7, undefined, CATEGORY_IDS[0]);
    expect(a).toMatchObject({ currency: 'USD', categoryId: CATEGORY_IDS[0] });
    expect(a.site).toBeUndefined();
    expect(a.total.units).toBe(sum(own, (p) => n(p.u)));
    expect(a.total.gmv).toBeCloseTo(sum(own, (p) => n(p.g)), 0);
    expect(a.categories.every((c: { key: string }) => c.key === 'other' || Math.floor(Number(c.key) / 100) === CATEGORY_IDS[0])).toBe(true);
    expect(sum(a.categories, (p: { units: number }) => p.units)).toBe(a.total.units);
    // The same scope's matrix column: the category's all-sites total over the same period.
    const matrix = (await get('/api/workbench/analysis?breakdown=market&period=7', ultimate)).body.payload;
    expect(matrix.categoryTotals.find((t: { key: string }) => t.key === String(CATEGORY_IDS[0])).units).toBe(a.total.units);
  });

  it('checks its site, category and period', async () => {
    for (const [query, name] of [
      ['site=XX', 'site'],
      ['cat=12', 'cat'],
      ['period=2026-05', 'period'],
    ] as const) {
      const { body } = await get(`/api/workbench/analysis?breakdown=scope&${query}`, ultimate);
      expect(body.code).toBe(400);
      expect(body.message).toContain(name);
    }
  });
});
