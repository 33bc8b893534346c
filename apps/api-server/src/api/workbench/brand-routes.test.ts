// The workbench's brand entity (issue 29 item 3): the ranking, export, item summary, history and
// picker answer `entity=brand` from the derived brand table, per site or over all sites in US
// dollars (`site` absent), with the product routes' rights.
import { PREVIEW_ROWS, SITE_CURRENCIES, WORKBENCH_RIGHTS } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { addDays } from '../../market/days';
import { deriveStats } from '../../market/derive/derive';
import { marketSqlOf, type MarketSql } from '../../market/market-sql';
import { marketOf } from '../../market/market-service';
import { SITE_PROFILES } from '../../market/site-profiles';
import { BRAND_EXPORT_COLUMNS } from './export/brand-export-columns';
import { parseCsv } from './export/csv-test-reader';
import { exportHeaders } from './export/export-columns';
import { openMemberHarness, type MemberHarness } from './member-routes-harness';
import { BRAND_FIGURE_KINDS } from './workbench-entities';

const DAY = '2026-06-30';
let h: MemberHarness;
let sql: MarketSql;
let trial: string;
let ultimate: string;

const n = (v: unknown) => Number(v ?? 0);
const round2 = (x: number) => Math.round(x * 100) / 100;
const growth = (now: number, before: number) => (before > 0 ? round2(((now - before) / before) * 100) : null);

beforeAll(async () => {
  h = await openMemberHarness({ market: true });
  sql = marketSqlOf(h.main.deps.db);
  trial = await h.member(29_301, 'trial');
  ultimate = await h.member(29_302, 'ultimate');
  await deriveStats(sql, DAY);
}, 180_000);
afterAll(() => h.close());

const get = (url: string, token?: string) => h.call('GET', url, token ? { token } : {});

/** Each brand's 7-day units, sales value (a site's money, or dollars over all sites) and the 7 days before, summed from its products' derived rows. */
async function directWeek(site?: string): Promise<Map<string, { units: number; gmv: number; prev: number; shops: number; products: number }>> {
  const rows = await sql.query<{ id: string; units: number; gmv: number; prev: number; shops: number; products: number }>(
    `select brand_id::text as id, sum(units_7)::int8 as units, sum(gmv_7 / ${site ? '1' : 'per_usd'}) as gmv, sum(prev_units_7)::int8 as prev,
       count(distinct shop_id) filter (where units_30 > 0)::int as shops, count(*) filter (where units_30 > 0)::int as products
     from market_workbench_products where brand_id is not null and ($1::text is null or site = $1) group by brand_id`,
    [site ?? null],
  );
  return new Map(rows.map((r) => [r.id, { units: n(r.units), gmv: n(r.gmv), prev: n(r.prev), shops: n(r.shops), products: n(r.products) }]));
}

describe('GET /ranking?entity=brand', () => {
  it("ranks a site's brands by units with their figures summed from their products", async () => {
    const page = (await get('/api/workbench/ranking?entity=brand&site=TH', ultimate)).body.payload;
    expect(page).toMatchObject({ entity: 'brand', order: 'hot', currency: 'THB', day: DAY, figureKinds: BRAND_FIGURE_KINDS });
    expect(page.brands).toBeUndefined();
    const direct = await directWeek('TH');
    expect(page.total).toBe([...direct.values()].filter((d) => d.units > 0).length);
    expect(page.rows.length).toBe(Math.min(50, page.total));
    const units = page.rows.map((r: { units: number }) => r.units);
    expect(units).toEqual([...units].sort((a, b) => b - a));
    for (const row of page.rows) {
      const d = direct.get(row.id) ?? { units: -1, gmv: -1, prev: 0, shops: -1, products: -1 };
      expect(row).toMatchObject({ site: 'TH', currency: SITE_CURRENCIES.TH, units: d.units, shops: d.shops, products: d.products, growth: growth(d.units, d.prev) });
      expect(row.gmv).toBeCloseTo(d.gmv, 1);
      expect(row.gmvUsd).toBeCloseTo(d.gmv / SITE_PROFILES.TH.perUsd, 1);
      expect(row.trend).toHaveLength(30);
      expect(row.trend.slice(-7).reduce((t: number, u: number) => t + u, 0)).toBe(d.units);
    }
  });

  it('ranks the brands of all sites in US dollars', async () => {
    const page = (await get('/api/workbench/ranking?entity=brand', ultimate)).body.payload;
    expect(page.currency).toBe('USD');
    const direct = await directWeek();
    expect(page.total).toBe([...direct.values()].filter((d) => d.units > 0).length);
    for (const row of page.rows.slice(0, 10)) {
      const d = direct.get(row.id);
      expect(row).toMatchObject({ site: 'ALL', currency: 'USD', units: d?.units });
      expect(row.gmv).toBeCloseTo(d?.gmv ?? -1, 1);
      expect(row.gmvUsd).toBe(row.gmv);
    }
  });

  it('ranks soaring brands by growth, sorts by shops, filters by units and answers 400 to what a brand lacks', async () => {
    const soaring = (await get('/api/workbench/ranking?entity=brand&order=soaring&period=30', ultimate)).body.payload;
    expect(soaring.order).toBe('soaring');
    const growths = soaring.rows.map((r: { growth: number | null }) => r.growth ?? -Infinity);
    expect(growths).toEqual([...growths].sort((a, b) => b - a));
    const byShops = (await get('/api/workbench/ranking?entity=brand&site=VN&sort=shops&dir=desc&unitsMin=3', ultimate)).body.payload;
    const shops = byShops.rows.map((r: { shops: number }) => r.shops);
    expect(shops).toEqual([...shops].sort((a, b) => b - a));
    expect(byShops.rows.every((r: { units: number }) => r.units >= 3)).toBe(true);
    const bad = await get('/api/workbench/ranking?entity=brand&order=new&priceMin=1&sort=price', ultimate);
    expect(bad.body).toMatchObject({ code: 400, message: 'invalid parameter: order, priceMin, sort' });
    expect((await get('/api/workbench/ranking?entity=brand&cat=100101', ultimate)).body).toMatchObject({ code: 400, message: 'invalid parameter: cat' });
  });

  it("cuts a visitor's and a trial's list at their depth, saying why", async () => {
    const visitor = (await get('/api/workbench/ranking?entity=brand&period=30')).body.payload;
    expect(visitor.rows).toHaveLength(Math.min(PREVIEW_ROWS, visitor.total));
    expect(visitor.cut).toEqual({ reason: 'login', allowed: PREVIEW_ROWS, available: visitor.total });
    expect(visitor.total).toBeGreaterThan(PREVIEW_ROWS);
    // A trial reads its depth of the list, and is told so only when the list is longer.
    const member = (await get('/api/workbench/ranking?entity=brand&period=30&size=200', trial)).body.payload;
    const depth = WORKBENCH_RIGHTS.trial.rowDepth;
    expect(member.rows).toHaveLength(Math.min(depth, member.total));
    if (member.total > depth) expect(member.cut).toMatchObject({ reason: 'plan', allowed: depth, unlockTier: 'starter' });
    else expect(member.cut).toBeUndefined();
  });

  it('ranks a calendar month from its products month rows', async () => {
    const month = DAY.slice(0, 7);
    const page = (await get(`/api/workbench/ranking?entity=brand&site=TH&period=${month}`, ultimate)).body.payload;
    const rows = await sql.query<{ id: string; units: number }>(
      `select p.brand_id::text as id, sum(m.units)::int8 as units from market_workbench_months m join market_workbench_products p on p.goods_id = m.goods_id
       where m.month = $1::date and p.site = 'TH' and p.brand_id is not null group by p.brand_id`,
      [`${month}-01`],
    );
    const direct = new Map(rows.map((r) => [r.id, n(r.units)]));
    expect(page.period.key).toBe(month);
    expect(page.total).toBe(rows.filter((r) => n(r.units) > 0).length);
    for (const row of page.rows) expect(row.units).toBe(direct.get(row.id));
  });
});

describe('GET /export?entity=brand', () => {
  it("streams the brand ranking's rows with the brand columns, named after the brands", async () => {
    const token = await h.member(29_303, 'starter');
    const ranking = (await get('/api/workbench/ranking?entity=brand&order=soaring&period=30&size=200', token)).body.payload;
    const response = await h.send('GET', '/api/workbench/export?format=csv&lang=th&entity=brand&order=soaring&period=30', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`filename="soaring-brands_all-sites_30d_${DAY}.csv"`);
    const [header, ...rows] = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()).slice(1));
    expect(header).toEqual(exportHeaders('th', BRAND_EXPORT_COLUMNS));
    expect(rows.map((r) => r[1])).toEqual(ranking.rows.map((r: { id: string }) => r.id).slice(0, WORKBENCH_RIGHTS.starter.rowDepth));
  });
});

describe('GET /item?entity=brand', () => {
  it("gives a brand's figures over all sites with its sites, shops, top products and its share of each category", async () => {
    const [top] = (await get('/api/workbench/ranking?entity=brand&period=30', ultimate)).body.payload.rows;
    const s = (await get(`/api/workbench/item?entity=brand&id=${top.id}`, ultimate)).body.payload;
    expect(s.item).toMatchObject({ id: top.id, name: top.name, site: 'ALL', units: top.units });
    expect(s.figures.map((f: { days: number }) => f.days)).toEqual([1, 7, 30, 90, 180]);
    expect(s.figures.find((f: { days: number }) => f.days === 30).units).toBe(top.units);
    expect(s.figureKinds).toEqual(BRAND_FIGURE_KINDS);
    // Its sites add up to the whole, their shares to 100.
    expect(s.sites.reduce((t: number, x: { units: number }) => t + x.units, 0)).toBe(top.units);
    expect(s.sites.reduce((t: number, x: { gmvUsd: number }) => t + x.gmvUsd, 0)).toBeCloseTo(top.gmvUsd, 0);
    expect(s.sites.reduce((t: number, x: { share: number }) => t + x.share, 0)).toBeCloseTo(100, 0);
    const products = await sql.query<{ shop_id: string; type_id: number; units: number; usd: number }>(
      'select shop_id::text as shop_id, type_id, units_30 as units, gmv_30 / per_usd as usd from market_workbench_products where brand_id = $1::int4 and units_30 > 0',
      [top.id],
    );
    expect(s.shopTop.length).toBe(Math.min(10, products.length));
    expect(s.shopTop.every((p: { brand?: { id: number } }) => String(p.brand?.id) === top.id)).toBe(true);
    expect(new Set(s.foundShops.map((f: { id: string }) => f.id)).size).toBe(s.foundShops.length);
    expect(s.foundShops.every((f: { id: string }) => products.some((p) => p.shop_id === f.id))).toBe(true);
    // Each category: the brand's dollars in it over the category's dollars over all sites.
    const totals = await sql.query<{ id: number; gmv: number }>(`select category_id as id, gmv_30 as gmv from market_workbench_categories where site = 'ALL'`);
    for (const c of s.categories) {
      const mine = products.filter((p) => n(p.type_id) === c.categoryId).reduce((t, p) => t + n(p.usd), 0);
      expect(c.gmv).toBeCloseTo(mine, 1);
      expect(c.marketShare).toBeCloseTo((mine / n(totals.find((t) => n(t.id) === c.categoryId)?.gmv)) * 100, 1);
    }
    expect(s.categories.reduce((t: number, c: { share: number }) => t + c.share, 0)).toBeCloseTo(100, 0);
  });

  it("gives a brand's figures on one site in its currency, without a breakdown by site", async () => {
    const [top] = (await get('/api/workbench/ranking?entity=brand&period=30&site=TH', ultimate)).body.payload.rows;
    const s = (await get(`/api/workbench/item?entity=brand&id=${top.id}&site=TH`, ultimate)).body.payload;
    expect(s.item).toMatchObject({ id: top.id, site: 'TH', currency: 'THB', units: top.units, gmv: top.gmv });
    expect(s.sites).toBeUndefined();
    expect(s.shopTop.every((p: { site: string }) => p.site === 'TH')).toBe(true);
    expect((await get('/api/workbench/item?entity=brand&id=999999999', ultimate)).body).toMatchObject({ code: 404, message: 'no brand 999999999 in the market data' });
  });

  it("gives a brand's daily history summed from its products' days, in dollars over all sites, cut to the caller's depth", async () => {
    const [top] = (await get('/api/workbench/ranking?entity=brand&period=30', ultimate)).body.payload.rows;
    const all = (await get(`/api/workbench/item/history?entity=brand&id=${top.id}&days=30`, ultimate)).body.payload;
    const th = (await get(`/api/workbench/item/history?entity=brand&id=${top.id}&days=30&site=TH`, ultimate)).body.payload;
    expect([all.currency, th.currency]).toEqual(['USD', 'THB']);
    const rows = await sql.query<{ day: string; site: string; sales: number; gmv: number }>(
      `select d.day::text as day, p.site, d.sales, d.sales * d.price as gmv from market_product_days d join market_products p on p.goods_id = d.goods_id
       where p.brand_id = $1::int4 and d.day > $2::date - 30 and d.day <= $2::date`,
      [top.id, DAY],
    );
    for (const point of all.points) {
      const days = rows.filter((r) => r.day === point.date);
      expect(point.units).toBe(days.reduce((t, r) => t + n(r.sales), 0));
      expect(point.gmv).toBeCloseTo(days.reduce((t, r) => t + n(r.gmv) / SITE_PROFILES[r.site as 'TH'].perUsd, 0), 1);
    }
    expect(all.points.reduce((t: number, p: { units: number }) => t + p.units, 0)).toBe(top.units);
    for (const point of th.points) expect(point.units).toBe(rows.filter((r) => r.day === point.date && r.site === 'TH').reduce((t, r) => t + n(r.sales), 0));
    const cut = (await get(`/api/workbench/item/history?entity=brand&id=${top.id}&days=60`, trial)).body.payload;
    expect(cut.from).toBe(addDays(DAY, -(WORKBENCH_RIGHTS.trial.historyDays - 1)));
  });

  it("reads a brand's days from the derived brand days (one row a day and site), not its products' days", async () => {
    const [top] = (await get('/api/workbench/ranking?entity=brand&period=30', ultimate)).body.payload.rows;
    const [keys] = await sql.query<{ rows: number; keys: number }>('select count(*)::int as rows, count(distinct (day, site, brand_id))::int as keys from market_workbench_brand_days');
    expect(n(keys?.rows)).toBeGreaterThan(0);
    expect(keys?.keys).toBe(keys?.rows);
    const query = vi.spyOn(marketOf(h.main.deps).workbench.brands.sql, 'query');
    const all = (await get(`/api/workbench/item/history?entity=brand&id=${top.id}&days=30`, ultimate)).body.payload;
    const texts = query.mock.calls.map(([text]) => text);
    query.mockRestore();
    expect(texts.some((t) => t.includes('market_workbench_brand_days'))).toBe(true);
    expect(texts.filter((t) => t.includes('market_product_days'))).toEqual([]);
    // Products with a sale on a day, as its products' days count them.
    const sold = await sql.query<{ day: string; sold: number }>(
      `select d.day::text as day, count(*) filter (where d.sales > 0)::int as sold from market_product_days d join market_products p on p.goods_id = d.goods_id
       where p.brand_id = $1::int4 and d.day > $2::date - 30 and d.day <= $2::date group by d.day order by d.day`,
      [top.id, DAY],
    );
    expect(all.points.map((p: { date: string; productsSold: number }) => [p.date, p.productsSold])).toEqual(sold.map((r) => [r.day, n(r.sold)]));
    // Its summary's selling products are one range of the brand index (the planner told to avoid a scan where it can).
    const plan = await sql.transaction(async (tx) => {
      await tx.exec('set local enable_seqscan = off');
      return tx.query<Record<string, string>>(`explain select goods_id from market_workbench_products w where w.brand_id = ${Number(top.id)} and w.units_30 > 0 order by w.units_30 desc limit 10`);
    });
    expect(plan.map((r) => Object.values(r)[0]).join('\n')).toContain('market_workbench_products_brand_idx');
  });

  it('finds a brand by its id or words of its name, once, on its best-selling site', async () => {
    const [top] = (await get('/api/workbench/ranking?entity=brand&period=30', ultimate)).body.payload.rows;
    const byId = (await get(`/api/workbench/item/find?entity=brand&q=${top.id}`, ultimate)).body.payload.matches;
    expect(byId).toHaveLength(1);
    expect(byId[0]).toMatchObject({ id: top.id, title: top.name, image: top.logo });
    const words = (await get(`/api/workbench/item/find?entity=brand&q=${encodeURIComponent(top.name)}`, ultimate)).body.payload.matches;
    expect(words.map((m: { id: string }) => m.id)).toContain(top.id);
  });
});
