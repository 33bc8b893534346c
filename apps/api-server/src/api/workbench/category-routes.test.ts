// Categories as an entity (issue 29 item 4) and the analysis operation's price bands: the ranking,
// export, item summary, history, picker and contrast answer `entity=category` from the derived
// category table with the product routes' rights; the price analysis's bands sum to the category.
import { blueOceanIndustryIndex, PREVIEW_ROWS, SITE_CURRENCIES } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { addDays } from '../../market/days';
import { deriveStats } from '../../market/derive/derive';
import { marketSqlOf, type MarketSql } from '../../market/market-sql';
import { marketOf } from '../../market/market-service';
import { ANALYSIS_EDGES_MAX, ANALYSIS_QUANTILES, BAND_TOP_ROWS, bandEdgesOf, parseBandEdges, readablePrice } from '../../market/queries/workbench-category-queries';
import { SITE_PROFILES } from '../../market/site-profiles';
import { parseCsv } from './export/csv-test-reader';
import { CATEGORY_EXPORT_COLUMNS, exportHeaders } from './export/export-columns';
import { openMemberHarness, type MemberHarness } from './member-routes-harness';
import { CATEGORY_FIGURE_KINDS } from './workbench-entities';

const DAY = '2026-06-30';
let h: MemberHarness;
let sql: MarketSql;
let trial: string;
let ultimate: string;
/** The TH category that sells most over 30 days, and its biggest sub-category. */
let category = 0;
let sub = 0;

const n = (v: unknown) => Number(v ?? 0);

beforeAll(async () => {
  h = await openMemberHarness({ market: true });
  sql = marketSqlOf(h.main.deps.db);
  trial = await h.member(29_401, 'trial');
  ultimate = await h.member(29_402, 'ultimate');
  await deriveStats(sql, DAY);
  const [top] = await sql.query<{ id: number }>(`select category_id as id from market_workbench_categories where site = 'TH' and parent_id is null order by units_30 desc limit 1`);
  category = n(top?.id);
  const [child] = await sql.query<{ id: number }>(`select category_id as id from market_workbench_categories where site = 'TH' and parent_id = $1 order by units_30 desc limit 1`, [category]);
  sub = n(child?.id);
}, 180_000);
afterAll(() => h.close());

const get = (url: string, token?: string) => h.call('GET', url, token ? { token } : {});

/** A TH category's (or sub-category's) units and sales value over the `days` ending on DAY and the days before, from its products' daily rows. */
async function direct(id: number, days: number, site: string | null = 'TH'): Promise<{ units: number; gmv: number; prev: number }> {
  const column = id >= 1_000_000 ? 'p.sub_type_id' : 'p.type_id';
  const rates = Object.entries(SITE_PROFILES).map(([s, p]) => `('${s}', ${p.perUsd}::float8)`).join(', ');
  const [row] = await sql.query<{ units: number; gmv: number; prev: number }>(
    `select coalesce(sum(d.sales) filter (where d.day > $2::date - $3::int), 0)::int8 as units,
       coalesce(sum(d.sales * d.price / ${site ? '1' : 'r.per_usd'}) filter (where d.day > $2::date - $3::int), 0) as gmv,
       coalesce(sum(d.sales) filter (where d.day <= $2::date - $3::int), 0)::int8 as prev
     from market_product_days d join market_products p on p.goods_id = d.goods_id join (values ${rates}) as r(site, per_usd) on r.site = p.site
     where ${column} = $1 ${site ? `and p.site = '${site}'` : ''} and d.day > $2::date - 2 * $3::int and d.day <= $2::date`,
    [id, DAY, days],
  );
  return { units: n(row?.units), gmv: n(row?.gmv), prev: n(row?.prev) };
}

describe('GET /ranking?entity=category', () => {
  it("ranks a site's categories by units with their figures from the daily rows, and a category's sub-categories", async () => {
    const { body } = await get('/api/workbench/ranking?entity=category&site=TH', ultimate);
    const page = body.payload;
    expect(page).toMatchObject({ entity: 'category', order: 'hot', currency: 'THB', day: DAY, figureKinds: CATEGORY_FIGURE_KINDS });
    expect(page.total).toBeGreaterThan(1);
    expect(page.rows.every((r: { parentId: number | null }) => r.parentId === null)).toBe(true);
    const units = page.rows.map((r: { units: number }) => r.units);
    expect(units).toEqual([...units].sort((a, b) => b - a));
    for (const row of page.rows.slice(0, 3)) {
      const d = await direct(row.categoryId, 7);
      expect(row.units).toBe(d.units);
      expect(row.gmv).toBeCloseTo(d.gmv, 1);
      expect(row.gmvUsd).toBeCloseTo(d.gmv / SITE_PROFILES.TH.perUsd, 1);
      expect(row.growth).toBe(d.prev > 0 ? Math.round(((d.units - d.prev) / d.prev) * 10_000) / 100 : null);
      expect(row).toMatchObject({ site: 'TH', currency: SITE_CURRENCIES.TH, id: String(row.categoryId) });
      expect(row.trend).toHaveLength(30);
      expect(row.trend.slice(-7).reduce((t: number, u: number) => t + u, 0)).toBe(d.units);
      // The blue-ocean index is the domain's formula over the inputs the row carries.
      expect(row.blueOcean).toBe(blueOceanIndustryIndex({ salesGrowth: row.salesGrowth30, shopGrowth: row.shopGrowth, salesPerShop: row.salesPerShop }));
      expect(row.salesPerShop).toBeCloseTo(row.shops > 0 ? (await direct(row.categoryId, 30)).units / row.shops : Number.NaN, 1);
    }
    const subs = (await get(`/api/workbench/ranking?entity=category&site=TH&cat=${category}&period=30`, ultimate)).body.payload;
    expect(subs.rows.length).toBeGreaterThan(0);
    expect(subs.rows.every((r: { parentId: number; categoryId: number }) => r.parentId === category && Math.floor(r.categoryId / 100) === category)).toBe(true);
    const first = subs.rows[0];
    expect(first.units).toBe((await direct(first.categoryId, 30)).units);
  });

  it('ranks all sites in US dollars, sorts by the blue-ocean index and filters by units', async () => {
    const all = (await get('/api/workbench/ranking?entity=category&period=30', ultimate)).body.payload;
    expect(all.currency).toBe('USD');
    const row = all.rows[0];
    expect(row).toMatchObject({ site: 'ALL', currency: 'USD' });
    const d = await direct(row.categoryId, 30, null);
    expect(row.units).toBe(d.units);
    expect(row.gmv).toBeCloseTo(d.gmv, 0);
    expect(row.gmvUsd).toBe(row.gmv);

    // The route tests' market holds 35 days: no 30 days before the last 30, so no index and no inputs of it
    // (workbench-category-derive.test.ts sorts by it over 60 days).
    const blue = (await get('/api/workbench/ranking?entity=category&site=TH&sort=blueOcean', ultimate)).body.payload;
    expect(blue.total).toBeGreaterThan(1);
    expect(blue.rows.every((r: { blueOcean: number | null; salesGrowth30: number | null; shopGrowth: number | null }) => r.blueOcean === null && r.salesGrowth30 === null && r.shopGrowth === null)).toBe(true);

    const floor = n(all.rows[2]?.units);
    const filtered = (await get(`/api/workbench/ranking?entity=category&period=30&unitsMin=${floor}`, ultimate)).body.payload;
    expect(filtered.rows.every((r: { units: number }) => r.units >= floor)).toBe(true);
    expect(filtered.total).toBe(all.rows.filter((r: { units: number }) => r.units >= floor).length);
  });

  it('answers 400 to a filter, sort or order a category does not have', async () => {
    // No hot-new list of categories; the blue-ocean order is theirs (empty here: 35 days hold no index).
    expect((await get('/api/workbench/ranking?entity=category&order=new', ultimate)).body).toMatchObject({ code: 400, message: expect.stringContaining('order') });
    expect((await get('/api/workbench/ranking?entity=category&order=blueOcean&site=TH', ultimate)).body.payload).toMatchObject({ order: 'blueOcean', total: 0 });
    expect((await get('/api/workbench/ranking?entity=category&priceMin=3', ultimate)).body).toMatchObject({ code: 400, message: expect.stringContaining('priceMin') });
    expect((await get('/api/workbench/ranking?entity=category&sort=rating', ultimate)).body).toMatchObject({ code: 400, message: expect.stringContaining('sort') });
  });

  it("cuts a trial member's list of a category not bought to the preview, saying why", async () => {
    const page = (await get(`/api/workbench/ranking?entity=category&site=TH&cat=${category}`, trial)).body.payload;
    expect(page.rows.length).toBeLessThanOrEqual(PREVIEW_ROWS);
    if (page.total > PREVIEW_ROWS) expect(page.cut).toMatchObject({ reason: 'category', allowed: PREVIEW_ROWS });
  });
});

describe('the category explanation, history, picker, contrast and export', () => {
  it("gives a category's figures, sub-categories, top products and shops and its price bands", async () => {
    const { body } = await get(`/api/workbench/item?entity=category&id=${category}&site=TH`, ultimate);
    const s = body.payload;
    expect(s.item).toMatchObject({ categoryId: category, site: 'TH', parentId: null });
    const f30 = s.figures.find((f: { days: number }) => f.days === 30);
    expect(f30.units).toBe((await direct(category, 30)).units);
    expect(s.categories.length).toBeGreaterThan(0);
    expect(s.categories.every((c: { categoryId: number }) => Math.floor(c.categoryId / 100) === category)).toBe(true);
    expect(s.shopTop.length).toBeGreaterThan(0);
    expect(s.shopTop.every((p: { categoryId: number; site: string }) => p.categoryId === category && p.site === 'TH')).toBe(true);
    expect(s.foundShops.length).toBeGreaterThan(0);
    expect(s.priceBands.reduce((t: number, b: { units: number }) => t + b.units, 0)).toBe(f30.units);
    expect(s.categoryRank).toBe(1);
    expect((await get(`/api/workbench/item?entity=category&id=123456&site=TH`, ultimate)).body.code).toBe(404);
  });

  it("gives a category's daily history from its products' days", async () => {
    const { body } = await get(`/api/workbench/item/history?entity=category&id=${sub}&site=TH&days=7`, ultimate);
    const points = body.payload.points;
    expect(points).toHaveLength(7);
    expect(points.at(-1).date).toBe(DAY);
    expect(points.reduce((t: number, p: { units: number }) => t + p.units, 0)).toBe((await direct(sub, 7)).units);
  });

  it('finds a category by id or name, and compares three', async () => {
    const found = (await get(`/api/workbench/item/find?entity=category&q=${category}&site=TH`, ultimate)).body.payload;
    expect(found.matches.map((m: { id: string }) => m.id)).toEqual([String(category)]);
    const byName = (await get('/api/workbench/item/find?entity=category&q=home', ultimate)).body.payload;
    expect(byName.matches.length).toBeGreaterThan(0);
    const ranking = (await get('/api/workbench/ranking?entity=category&site=TH', ultimate)).body.payload;
    const ids = ranking.rows.slice(0, 3).map((r: { id: string }) => r.id);
    const contrast = (await get(`/api/workbench/contrast?entity=category&site=TH&ids=${ids.join(',')}&days=7`, ultimate)).body.payload;
    expect(contrast.items.map((i: { item: { id: string } }) => i.item.id)).toEqual(ids);
    for (const item of contrast.items) expect(item.points).toHaveLength(7);
  });

  it("compares categories by their cards: each one's row and figures as its explanation gives them, none of its products read", async () => {
    const ranking = (await get('/api/workbench/ranking?entity=category', ultimate)).body.payload;
    const ids: string[] = ranking.rows.slice(0, 3).map((r: { id: string }) => r.id);
    const reads = marketOf(h.main.deps).workbench.categories;
    const query = vi.spyOn(reads.sql, 'query');
    const contrast = (await get(`/api/workbench/contrast?entity=category&ids=${ids.join(',')}&days=7`, ultimate)).body.payload;
    const texts = query.mock.calls.map(([text]) => text);
    query.mockRestore();
    // A full summary reads its top products, shops and price bands from the product rows per category.
    expect(texts.filter((t) => t.includes('market_workbench_products'))).toEqual([]);
    // Per category: its row with its place, and its days (whether it is known, then the sums); a summary read 10.
    expect(texts.filter((t) => !t.includes('market_state')).length).toBe(3 * ids.length);
    for (const [i, id] of ids.entries()) {
      const summary = (await get(`/api/workbench/item?entity=category&id=${id}`, ultimate)).body.payload;
      expect(contrast.items[i].item).toEqual(summary.item);
      expect(contrast.items[i].figures).toEqual(summary.figures.find((f: { days: number }) => f.days === 7));
    }
  });

  it('exports the category ranking with its blue-ocean inputs', async () => {
    const response = await h.send('GET', '/api/workbench/export?entity=category&site=TH&format=csv', { token: ultimate });
    expect(response.status).toBe(200);
    const rows = parseCsv((await response.text()).replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual(exportHeaders('en', CATEGORY_EXPORT_COLUMNS));
    const ranking = (await get('/api/workbench/ranking?entity=category&site=TH', ultimate)).body.payload;
    expect(rows).toHaveLength(ranking.total + 1);
    expect(rows[1]?.[1]).toBe(ranking.rows[0].id);
  });
});

describe('GET /analysis (price bands)', () => {
  it('reads quantile edges as readable prices', () => {
    expect(ANALYSIS_QUANTILES).toEqual([0.2, 0.4, 0.6, 0.8]);
    expect(readablePrice(187.3)).toBe(150);
    expect(readablePrice(0.734)).toBe(0.5);
    expect(readablePrice(26)).toBe(25);
    expect(readablePrice(9999)).toBe(7500);
    expect(bandEdgesOf([3.1, 3.4, 48, 260])).toEqual([2.5, 25, 250]);
    expect(parseBandEdges('10,20,50')).toEqual([10, 20, 50]);
    expect(parseBandEdges('20,10')).toBeUndefined();
    expect(parseBandEdges('0,10')).toBeUndefined();
    expect(parseBandEdges(Array.from({ length: ANALYSIS_EDGES_MAX + 1 }, (_, i) => i + 1).join(','))).toBeUndefined();
  });

  it("splits a category's sales into bands that sum to the category's totals, edges from the data", async () => {
    const { body } = await get(`/api/workbench/analysis?site=TH&cat=${category}&period=30`, ultimate);
    const a = body.payload;
    const d = await direct(category, 30);
    expect(a).toMatchObject({ breakdown: 'priceBands', site: 'TH', categoryId: category, currency: 'THB', edgesChosen: 'data', day: DAY });
    expect(a.period).toMatchObject({ days: 30, from: addDays(DAY, -29), to: DAY });
    expect(a.total.units).toBe(d.units);
    expect(a.total.gmv).toBeCloseTo(d.gmv, 1);
    expect(a.bands).toHaveLength(a.edges.length + 1);
    expect(a.bands.reduce((t: number, b: { units: number }) => t + b.units, 0)).toBe(a.total.units);
    expect(a.bands.reduce((t: number, b: { gmv: number }) => t + b.gmv, 0)).toBeCloseTo(a.total.gmv, 0);
    expect(a.bands.reduce((t: number, b: { products: number }) => t + b.products, 0)).toBe(a.total.products);
    expect(a.bands.reduce((t: number, b: { share: number }) => t + b.share, 0)).toBeCloseTo(100, 0);
    expect(a.bands[0].from).toBe(0);
    expect(a.bands.at(-1).to).toBeNull();
    for (const [i, band] of a.bands.entries()) {
      if (i > 0) expect(band.from).toBe(a.edges[i - 1]);
      expect(band.unitsPerProduct).toBe(band.products > 0 ? Math.round((band.units / band.products) * 100) / 100 : null);
      expect(band.top.length).toBeLessThanOrEqual(BAND_TOP_ROWS);
      for (const p of band.top) {
        expect(p.price).toBeGreaterThanOrEqual(band.from);
        if (band.to !== null) expect(p.price).toBeLessThan(band.to);
      }
    }
    // Edges are readable prices: each one is readablePrice of itself.
    for (const e of a.edges) expect(readablePrice(e)).toBe(e);
  });

  it("takes the member's edges, over all sites in dollars too", async () => {
    const { body } = await get(`/api/workbench/analysis?cat=${category}&period=7&edges=1,5,20`, ultimate);
    const a = body.payload;
    expect(a).toMatchObject({ edges: [1, 5, 20], edgesChosen: 'member', currency: 'USD' });
    expect(a.bands.map((b: { from: number; to: number | null }) => [b.from, b.to])).toEqual([[0, 1], [1, 5], [5, 20], [20, null]]);
    expect(a.total.units).toBe((await direct(category, 7, null)).units);
    expect(a.bands.reduce((t: number, b: { units: number }) => t + b.units, 0)).toBe(a.total.units);
  });

  it('checks its parameters, and gives a preview its bands without their products', async () => {
    for (const [query, name] of [
      ['cat=12&period=30', 'cat'],
      [`cat=${category}&period=180`, 'period'],
      [`cat=${category}&edges=50,20`, 'edges'],
      [`cat=${category}&site=XX`, 'site'],
    ] as const) {
      const { body } = await get(`/api/workbench/analysis?${query}`, ultimate);
      expect(body.code).toBe(400);
      expect(body.message).toContain(name);
    }
    const preview = (await get(`/api/workbench/analysis?site=TH&cat=${category}`, trial)).body.payload;
    expect(preview.cut).toMatchObject({ reason: 'category', allowed: 0 });
    expect(preview.bands.every((b: { top: unknown[] }) => b.top.length === 0)).toBe(true);
    expect(preview.bands.reduce((t: number, b: { units: number }) => t + b.units, 0)).toBe(preview.total.units);
  });
});
