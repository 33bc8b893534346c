// The workbench's second entity (issue 29 item 1): the ranking, export, item summary, history, picker
// and contrast answer `entity=shop` from the derived shop table, with the product routes' rights.
import { PREVIEW_ROWS, SITE_CURRENCIES, WORKBENCH_RIGHTS } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addDays } from '../../market/days';
import { deriveStats } from '../../market/derive/derive';
import { marketSqlOf, type MarketSql } from '../../market/market-sql';
import { HOT_NEW_DAYS, WORKBENCH_SOARING_MIN_BASE } from '../../market/ranking-rules';
import { SITE_PROFILES } from '../../market/site-profiles';
import { priceBandEdges, shopLink } from '../../market/queries/workbench-shop-queries';
import { parseCsv } from './export/csv-test-reader';
import { exportHeaders, SHOP_EXPORT_COLUMNS } from './export/export-columns';
import { SHOP_FIGURE_KINDS } from './workbench-entities';
import { openMemberHarness, type MemberHarness } from './member-routes-harness';

const DAY = '2026-06-30';
let h: MemberHarness;
let sql: MarketSql;
let trial: string;
let ultimate: string;
/** A shop the test makes new: its first sale 5 days before the data day. */
let newcomer: string;

const n = (v: unknown) => Number(v ?? 0);

beforeAll(async () => {
  h = await openMemberHarness({ market: true });
  sql = marketSqlOf(h.main.deps.db);
  trial = await h.member(29_101, 'trial');
  ultimate = await h.member(29_102, 'ultimate');
  const [small] = await sql.query<{ id: string }>(`select shop_id::text as id from market_shop_days s join market_shops using (shop_id) where site = 'TH' group by shop_id having sum(sales) > 0 order by sum(sales), shop_id limit 1`);
  newcomer = small?.id ?? '';
  await sql.query('update market_shop_days set sales = 0, gmv = 0, products_sold = 0 where shop_id = $1::int8 and day < $2::date', [newcomer, addDays(DAY, -5)]);
  await sql.query('update market_shop_days set sales = sales + 2, gmv = gmv + 20 where shop_id = $1::int8 and day = $2::date', [newcomer, addDays(DAY, -5)]);
  await deriveStats(sql, DAY);
}, 180_000);
afterAll(() => h.close());

const get = (url: string, token?: string) => h.call('GET', url, token ? { token } : {});

/** Each TH shop's 7-day units and sales value and the 7 days before, straight from its daily rows. */
async function directWeek(): Promise<Map<string, { units: number; gmv: number; prev: number }>> {
  const rows = await sql.query<{ id: string; day: string; sales: number; gmv: number }>(
    `select d.shop_id::text as id, d.day::text as day, d.sales, d.gmv from market_shop_days d join market_shops s on s.shop_id = d.shop_id
     where s.site = 'TH' and d.day > $1::date - 14 and d.day <= $1::date`,
    [DAY],
  );
  const out = new Map<string, { units: number; gmv: number; prev: number }>();
  for (const r of rows) {
    const e = out.get(r.id) ?? { units: 0, gmv: 0, prev: 0 };
    if (r.day > addDays(DAY, -7)) {
      e.units += n(r.sales);
      e.gmv += n(r.gmv);
    } else e.prev += n(r.sales);
    out.set(r.id, e);
  }
  return out;
}

describe('GET /ranking?entity=shop', () => {
  it("ranks a site's shops by units with their figures from the daily rows", async () => {
    const { body } = await get('/api/workbench/ranking?entity=shop&site=TH', ultimate);
    const page = body.payload;
    expect(page).toMatchObject({ entity: 'shop', order: 'hot', currency: 'THB', day: DAY, figureKinds: SHOP_FIGURE_KINDS });
    expect(page.brands).toBeUndefined();
    const direct = await directWeek();
    expect(page.total).toBe([...direct.values()].filter((d) => d.units > 0).length);
    expect(page.rows.length).toBe(Math.min(50, page.total));
    const units = page.rows.map((r: { units: number }) => r.units);
    expect(units).toEqual([...units].sort((a, b) => b - a));
    for (const row of page.rows) {
      const d = direct.get(row.id) ?? { units: -1, gmv: -1, prev: 0 };
      expect(row.units).toBe(d.units);
      expect(row.gmv).toBeCloseTo(d.gmv, 1);
      expect(row.gmvUsd).toBeCloseTo(d.gmv / SITE_PROFILES.TH.perUsd, 1);
      expect(row.growth).toBe(d.prev > 0 ? Math.round(((d.units - d.prev) / d.prev) * 10_000) / 100 : null);
      expect(row).toMatchObject({ site: 'TH', currency: SITE_CURRENCIES.TH, link: shopLink('TH', row.id) });
      expect(row.trend).toHaveLength(30);
      expect(row.trend.slice(-7).reduce((t: number, u: number) => t + u, 0)).toBe(d.units);
      if (row.newShare !== null) expect(row.newShare).toBeGreaterThanOrEqual(0);
      expect(row.newShare ?? 0).toBeLessThanOrEqual(100);
    }
  });

  it('sorts by active products and by the share of new products, and filters by shop type and rating', async () => {
    const byProducts = (await get('/api/workbench/ranking?entity=shop&period=30&sort=products', ultimate)).body.payload.rows.map((r: { products: number }) => r.products);
    expect(byProducts).toEqual([...byProducts].sort((a, b) => b - a));
    const share = (await get('/api/workbench/ranking?entity=shop&period=30&sort=newShare&dir=asc', ultimate)).body.payload.rows.map((r: { newShare: number | null }) => r.newShare);
    const shown = share.filter((s: number | null) => s !== null);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    const mall = (await get('/api/workbench/ranking?entity=shop&period=30&shopType=mall&ratingMin=4.5', ultimate)).body.payload;
    expect(mall.total).toBeGreaterThan(0);
    expect(mall.rows.every((r: { type: string; rating: number }) => r.type === 'mall' && r.rating >= 4.5)).toBe(true);
  });

  it('ranks soaring shops by growth over those that sold the base before', async () => {
    const { body } = await get('/api/workbench/ranking?entity=shop&order=soaring&site=TH', ultimate);
    const direct = await directWeek();
    const expected = [...direct.entries()].filter(([, d]) => d.prev >= WORKBENCH_SOARING_MIN_BASE[7]);
    expect(body.payload.total).toBe(expected.length);
    const growth = body.payload.rows.map((r: { growth: number }) => r.growth);
    expect(growth).toEqual([...growth].sort((a, b) => b - a));
  });

  it('lists as new a shop opened, or first selling, within the last 30 days', async () => {
    const { body } = await get('/api/workbench/ranking?entity=shop&order=new&period=30', ultimate);
    const ids = body.payload.rows.map((r: { id: string }) => r.id);
    expect(ids).toContain(newcomer);
    for (const row of body.payload.rows) {
      const since = row.firstSaleAt ?? row.openedAt;
      expect(since > addDays(DAY, -HOT_NEW_DAYS)).toBe(true);
    }
    const row = body.payload.rows.find((r: { id: string }) => r.id === newcomer);
    expect(row.firstSaleAt).toBe(addDays(DAY, -5));
  });

  it("cuts a visitor's and a trial's list at their depth, saying why", async () => {
    const visitor = (await get('/api/workbench/ranking?entity=shop&period=30')).body.payload;
    expect(visitor.total).toBeGreaterThan(WORKBENCH_RIGHTS.trial.rowDepth);
    expect(visitor.rows).toHaveLength(PREVIEW_ROWS);
    expect(visitor.cut).toEqual({ reason: 'login', allowed: PREVIEW_ROWS, available: visitor.total });
    const member = (await get('/api/workbench/ranking?entity=shop&period=30&page=2', trial)).body.payload;
    expect(member.rows).toEqual([]);
    expect(member.cut).toMatchObject({ reason: 'plan', allowed: WORKBENCH_RIGHTS.trial.rowDepth, available: visitor.total, unlockTier: 'starter' });
  });

  it('answers 400 naming what a shop does not have: product filters, product sorts, sub-categories', async () => {
    const bad = await get('/api/workbench/ranking?entity=shop&priceMin=1&brand=2&listedFrom=2026-01-01&sort=price', ultimate);
    expect(bad.body.code).toBe(400);
    expect(bad.body.message).toBe('invalid parameter: priceMin, listedFrom, brand, sort');
    expect((await get('/api/workbench/ranking?entity=shop&cat=9999701', ultimate)).body).toMatchObject({ code: 400, message: 'invalid parameter: cat' });
    // An entity the contract does not name (`video` was one until the short-video marketplace, issue 32 item 4).
    expect((await get('/api/workbench/ranking?entity=live', ultimate)).body.code).toBe(400);
  });

  it('ranks a calendar month from the daily rows', async () => {
    const { body } = await get('/api/workbench/ranking?entity=shop&period=2026-06&site=TH', ultimate);
    const [top] = body.payload.rows;
    const [direct] = await sql.query<{ units: number }>(
      `select sum(sales)::int as units from market_shop_days where shop_id = $1::int8 and day >= '2026-06-01' and day <= '2026-06-30'`,
      [top.id],
    );
    expect(top.units).toBe(n(direct?.units));
  });
});

describe('GET /export?entity=shop', () => {
  it("streams the shop ranking's rows with the shop columns, named after the shops", async () => {
    const token = await h.member(29_103, 'starter');
    const ranking = (await get('/api/workbench/ranking?entity=shop&order=hot&period=30&size=200', token)).body.payload;
    const response = await h.send('GET', '/api/workbench/export?format=csv&lang=zh&entity=shop&period=30', { token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`filename="hot-shops_all-sites_30d_${DAY}.csv"`);
    const [header, ...rows] = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()).slice(1));
    expect(header).toEqual(exportHeaders('zh', SHOP_EXPORT_COLUMNS));
    expect(rows.map((r) => r[1])).toEqual(ranking.rows.map((r: { id: string }) => r.id).slice(0, WORKBENCH_RIGHTS.starter.rowDepth));
  });
});

describe('GET /item?entity=shop', () => {
  it("gives a shop's figures, its top products, category mix and price bands", async () => {
    const [top] = (await get('/api/workbench/ranking?entity=shop&period=30&site=TH', ultimate)).body.payload.rows;
    const { body } = await get(`/api/workbench/item?entity=shop&id=${top.id}`, ultimate);
    const s = body.payload;
    expect(s.item).toMatchObject({ id: top.id, name: top.name, units: top.units, categoryId: top.categoryId });
    expect(s.figures.map((f: { days: number }) => f.days)).toEqual([1, 7, 30, 90, 180]);
    expect(s.figures.find((f: { days: number }) => f.days === 30).units).toBe(top.units);
    expect(s.figureKinds).toEqual(SHOP_FIGURE_KINDS);
    const products = await sql.query<{ id: string; type_id: number; units: number; gmv: number; price: number }>(
      'select goods_id::text as id, type_id, units_30 as units, gmv_30 as gmv, price from market_workbench_products where shop_id = $1::int8 and units_30 > 0',
      [top.id],
    );
    expect(s.shopTop.length).toBe(Math.min(10, products.length));
    expect(s.shopTop.every((p: { shop: { id: string } }) => p.shop.id === top.id)).toBe(true);
    const topUnits = s.shopTop.map((p: { units: number }) => p.units);
    expect(topUnits).toEqual([...topUnits].sort((a, b) => b - a));
    // The mix sums to the shop's 30-day units and to 100 percent.
    expect(s.categories.reduce((t: number, c: { units: number }) => t + c.units, 0)).toBe(products.reduce((t, p) => t + n(p.units), 0));
    expect(s.categories.reduce((t: number, c: { share: number }) => t + c.share, 0)).toBeCloseTo(100, 0);
    // Every selling product falls in exactly one band, and the bands' sales sum to the shop's.
    expect(s.priceBands.reduce((t: number, b: { products: number }) => t + b.products, 0)).toBe(products.length);
    expect(s.priceBands.reduce((t: number, b: { gmv: number }) => t + b.gmv, 0)).toBeCloseTo(products.reduce((t, p) => t + n(p.gmv), 0), 0);
    for (const band of s.priceBands) {
      const inBand = products.filter((p) => n(p.price) >= band.from && (n(p.price) < band.to || band === s.priceBands.at(-1)));
      expect(inBand.length).toBe(band.products);
    }
  });

  it('splits prices into bands of 1, 2 or 5 times a power of ten', () => {
    expect(priceBandEdges(3, 58)).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(priceBandEdges(120, 980)).toEqual([0, 200, 400, 600, 800, 1000]);
    expect(priceBandEdges(7, 7)).toEqual([7, 8]);
  });

  it("gives a shop's daily history cut to the caller's depth, and 404 for a shop the data does not hold", async () => {
    const [top] = (await get('/api/workbench/ranking?entity=shop&period=30', ultimate)).body.payload.rows;
    const { body } = await get(`/api/workbench/item/history?entity=shop&id=${top.id}&days=30`, ultimate);
    const rows = await sql.query<{ day: string; sales: number; products_sold: number }>(
      'select day::text as day, sales, products_sold from market_shop_days where shop_id = $1::int8 and day > $2::date - 30 order by day',
      [top.id, DAY],
    );
    expect(body.payload.points.map((p: { date: string; units: number; productsSold: number }) => [p.date, p.units, p.productsSold])).toEqual(rows.map((r) => [r.day, n(r.sales), n(r.products_sold)]));
    const cut = (await get(`/api/workbench/item/history?entity=shop&id=${top.id}&days=60`, trial)).body.payload;
    expect(cut.from).toBe(addDays(DAY, -(WORKBENCH_RIGHTS.trial.historyDays - 1)));
    expect(cut.cut).toMatchObject({ reason: 'plan', allowed: WORKBENCH_RIGHTS.trial.historyDays });
    expect((await get('/api/workbench/item?entity=shop&id=1', ultimate)).body).toMatchObject({ code: 404, message: 'no shop 1 in the market data' });
  });

  it('finds a shop by its link, its id or words of its name', async () => {
    const [top] = (await get('/api/workbench/ranking?entity=shop&period=30&site=VN', ultimate)).body.payload.rows;
    const byLink = (await get(`/api/workbench/item/find?entity=shop&q=${encodeURIComponent(shopLink('VN', top.id))}`, ultimate)).body.payload.matches;
    expect(byLink).toEqual([{ id: top.id, title: top.name, image: top.logo, site: 'VN' }]);
    expect((await get(`/api/workbench/item/find?entity=shop&q=${top.id}`, ultimate)).body.payload.matches.map((m: { id: string }) => m.id)).toEqual([top.id]);
    const words = (await get(`/api/workbench/item/find?entity=shop&site=VN&q=${encodeURIComponent(top.name)}`, ultimate)).body.payload.matches;
    expect(words.map((m: { id: string }) => m.id)).toContain(top.id);
  });
});

describe('GET /contrast?entity=shop', () => {
  it("compares three shops within an ultimate's width and refuses a trial's", async () => {
    const rows = (await get('/api/workbench/ranking?entity=shop&period=30', ultimate)).body.payload.rows.slice(0, 3);
    const ids = rows.map((r: { id: string }) => r.id).join(',');
    const { body } = await get(`/api/workbench/contrast?entity=shop&ids=${ids}&days=30`, ultimate);
    expect(body.payload.items.map((i: { item: { id: string } }) => i.item.id)).toEqual(rows.map((r: { id: string }) => r.id));
    for (const [i, item] of body.payload.items.entries()) {
      expect(item.figures.units).toBe(rows[i].units);
      expect(item.points.reduce((t: number, p: { units: number }) => t + p.units, 0)).toBe(rows[i].units);
    }
    const refused = await h.call('GET', `/api/workbench/contrast?entity=shop&ids=${ids}`, { token: trial });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(`contrast width ${WORKBENCH_RIGHTS.trial.contrastWidth}: this plan compares up to ${WORKBENCH_RIGHTS.trial.contrastWidth} shops side by side, 3 were asked`);
  });
});
