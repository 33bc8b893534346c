// The real-time category ranking and the search (issue 29 item 6): GET /realtime answers the data
// day's figures per category (the feed's market totals) or per sub-category (the products' day rows),
// the day before's change and the best-selling product, stamped with the day and its import time;
// GET /search answers each entity's picker at once. Checked against the daily rows, not the derive.
import { CATEGORY_IDS, PREVIEW_ROWS, SITE_CURRENCIES } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addDays } from '../../market/days';
import { deriveStats } from '../../market/derive/derive';
import { marketSqlOf, type MarketSql } from '../../market/market-sql';
import { SITE_PROFILES } from '../../market/site-profiles';
import { openMemberHarness, type MemberHarness } from './member-routes-harness';
import { REALTIME_FIGURE_KINDS } from './realtime-routes';

const DAY = '2026-06-30';
let h: MemberHarness;
let sql: MarketSql;
let ultimate: string;

const n = (v: unknown) => Number(v ?? 0);
const round2 = (v: number) => Math.round(v * 100) / 100;

beforeAll(async () => {
  h = await openMemberHarness({ market: true });
  sql = marketSqlOf(h.main.deps.db);
  ultimate = await h.member(29_601, 'ultimate');
}, 180_000);
afterAll(() => h.close());

const get = (url: string, token?: string) => h.call('GET', url, token ? { token } : {});

/** A day's best-selling product per (sub-)category of a site, from the product day rows. */
async function topsOn(day: string, site: string, by: 'type_id' | 'sub_type_id'): Promise<Map<number, { id: string; units: number }>> {
  const rows = await sql.query<{ c: number; id: string; units: number }>(
    `select distinct on (p.${by}) p.${by} as c, d.goods_id::text as id, d.sales as units from market_product_days d join market_products p on p.goods_id = d.goods_id
     where d.day = $1::date and p.site = $2 and p.${by} is not null and d.sales > 0 order by p.${by}, d.sales desc, d.goods_id`,
    [day, site],
  );
  return new Map(rows.map((r) => [n(r.c), { id: r.id, units: n(r.units) }]));
}

describe('GET /realtime', () => {
  it("answers each category of a site on the data day from the feed's market totals, with the day before and the top product", async () => {
    const { body } = await get('/api/workbench/realtime?site=TH', ultimate);
    const page = body.payload;
    expect(page).toMatchObject({ day: DAY, dayBefore: addDays(DAY, -1), site: 'TH', currency: SITE_CURRENCIES.TH, source: 'market', figureKinds: REALTIME_FIGURE_KINDS });
    expect(page.cut).toBeUndefined();
    const [imported] = await sql.query<{ at: Date }>(`select imported_at as at from market_feed_days where site = 'TH' and day = $1::date`, [DAY]);
    expect(page.importedAt).toBe(new Date(imported?.at ?? 0).toISOString());
    const market = await sql.query<{ type_id: number; day: string; sales: number; gmv: number; products_sold: number }>(
      `select type_id, day::text as day, sales, gmv, products_sold from market_category_days where site = 'TH' and day in ($1::date, $2::date)`,
      [DAY, addDays(DAY, -1)],
    );
    const today = market.filter((m) => m.day === DAY);
    expect(page.rows).toHaveLength(today.length);
    const units = page.rows.map((r: { units: number }) => r.units);
    expect(units).toEqual([...units].sort((a, b) => b - a));
    const tops = await topsOn(DAY, 'TH', 'type_id');
    for (const row of page.rows) {
      const m = today.find((x) => x.type_id === row.categoryId);
      const before = market.find((x) => x.type_id === row.categoryId && x.day !== DAY);
      if (!m || !before) throw new Error(`category ${row.categoryId} has no market row`);
      expect(row).toMatchObject({ units: n(m.sales), gmv: round2(n(m.gmv)), productsSold: n(m.products_sold), unitsBefore: n(before.sales) });
      expect(row.change).toBe(n(before.sales) > 0 ? round2(((n(m.sales) - n(before.sales)) / n(before.sales)) * 100) : null);
      const top = tops.get(row.categoryId);
      // Ties on units go to the lower id, as the ranking's order does.
      expect(row.top?.units ?? null).toBe(top?.units ?? null);
      if (top) expect(row.top).toMatchObject({ id: top.id, site: 'TH' });
    }
  });

  it('sums every site in US dollars when no site is asked', async () => {
    const { body } = await get('/api/workbench/realtime', ultimate);
    const page = body.payload;
    expect(page).toMatchObject({ day: DAY, currency: 'USD', source: 'market' });
    expect(page.site).toBeUndefined();
    const rows = await sql.query<{ site: 'TH'; type_id: number; sales: number; gmv: number }>(`select site, type_id, sales, gmv from market_category_days where day = $1::date and site not like 'LZ-%'`, [DAY]);
    const row = page.rows[0];
    const mine = rows.filter((r) => r.type_id === row.categoryId);
    expect(row.units).toBe(mine.reduce((a, r) => a + n(r.sales), 0));
    expect(row.gmv).toBe(round2(mine.reduce((a, r) => a + n(r.gmv) / SITE_PROFILES[r.site].perUsd, 0)));
  });

  it("answers a category's sub-categories from the products' day rows", async () => {
    const cat = CATEGORY_IDS[0];
    const { body } = await get(`/api/workbench/realtime?site=TH&cat=${cat}`, ultimate);
    const page = body.payload;
    expect(page).toMatchObject({ day: DAY, site: 'TH', categoryId: cat, source: 'items' });
    const days = await sql.query<{ sub: number; day: string; units: number; gmv: number; sold: number }>(
      `select p.sub_type_id as sub, d.day::text as day, sum(d.sales)::int as units, sum(d.sales * d.price) as gmv, (count(*) filter (where d.sales > 0))::int as sold
       from market_product_days d join market_products p on p.goods_id = d.goods_id
       where d.day in ($1::date, $2::date) and p.site = 'TH' and p.type_id = $3 and p.sub_type_id is not null group by 1, 2`,
      [DAY, addDays(DAY, -1), cat],
    );
    expect(page.rows.length).toBeGreaterThan(1);
    expect(page.rows.length).toBe(new Set(days.map((d) => d.sub)).size);
    const tops = await topsOn(DAY, 'TH', 'sub_type_id');
    for (const row of page.rows) {
      expect(Math.floor(row.categoryId / 100)).toBe(cat);
      const today = days.find((d) => d.sub === row.categoryId && d.day === DAY);
      const before = days.find((d) => d.sub === row.categoryId && d.day !== DAY);
      expect(row.units).toBe(n(today?.units));
      expect(row.gmv).toBeCloseTo(n(today?.gmv), 1);
      expect(row.productsSold).toBe(n(today?.sold));
      expect(row.unitsBefore).toBe(n(before?.units));
      expect(row.top?.units ?? null).toBe(tops.get(row.categoryId)?.units ?? null);
    }
  });

  it("gives a visitor the preview's rows and says why", async () => {
    const { body } = await get('/api/workbench/realtime?site=TH');
    expect(body.payload.rows).toHaveLength(PREVIEW_ROWS);
    expect(body.payload.cut).toMatchObject({ reason: 'login', allowed: PREVIEW_ROWS });
    expect(body.payload.cut.available).toBeGreaterThan(PREVIEW_ROWS);
  });

  it('names a site or category outside the contract (a sub-category has no sub-categories)', async () => {
    const sub = (CATEGORY_IDS[0] ?? 0) * 100 + 1;
    // A sub-category's id is past the contract's range (the request guard); a number no category has, the route's.
    expect((await get(`/api/workbench/realtime?cat=${sub}`, ultimate)).body).toMatchObject({ code: 400, message: expect.stringMatching(/^invalid parameter: cat/) });
    expect((await get('/api/workbench/realtime?cat=12345', ultimate)).body).toMatchObject({ code: 400, message: 'invalid parameter: cat' });
  });

  it('describes the newest derived day: a derive of another day moves the stamp and the figures', async () => {
    const earlier = addDays(DAY, -1);
    await deriveStats(sql, earlier);
    try {
      const { body } = await get('/api/workbench/realtime?site=TH', ultimate);
      expect(body.payload).toMatchObject({ day: earlier, dayBefore: addDays(earlier, -1) });
      const [m] = await sql.query<{ sales: number }>(`select sales from market_category_days where site = 'TH' and day = $1::date and type_id = $2`, [earlier, body.payload.rows[0].categoryId]);
      expect(body.payload.rows[0].units).toBe(n(m?.sales));
    } finally {
      await deriveStats(sql, DAY);
    }
  }, 120_000);
});

describe('GET /search', () => {
  it('finds products, shops, search words and brands by words of their names, grouped by entity', async () => {
    const [product] = await sql.query<{ id: string; title: string }>(`select goods_id::text as id, title from market_workbench_products where site = 'TH' order by units_30 desc, goods_id limit 1`);
    const [shop] = await sql.query<{ id: string; name: string }>(`select shop_id::text as id, name from market_workbench_shops where site = 'TH' order by units_30 desc, shop_id limit 1`);
    const [word] = await sql.query<{ id: string; keyword: string }>(`select keyword_id::text as id, keyword from market_workbench_keywords where site = 'TH' order by search_30 desc, keyword_id limit 1`);
    const [brand] = await sql.query<{ id: string; name: string }>(`select brand_id::text as id, name from market_workbench_brands where site = 'TH' order by units_30 desc, brand_id limit 1`);
    if (!product || !shop || !word || !brand) throw new Error('the TH market has no product, shop, word or brand');
    for (const [entity, name, id] of [['product', product.title, product.id], ['shop', shop.name, shop.id], ['keyword', word.keyword, word.id], ['brand', brand.name, brand.id]] as const) {
      const { body } = await get(`/api/workbench/search?name=${encodeURIComponent(name)}&type=6&site=TH`, ultimate);
      expect(body.payload).toMatchObject({ day: DAY, type: 6 });
      expect(body.payload.groups.map((g: { entity: string }) => g.entity)).toEqual(['product', 'shop', 'keyword', 'brand', 'category']);
      const group = body.payload.groups.find((g: { entity: string }) => g.entity === entity);
      expect(group.matches.map((m: { id: string }) => m.id)).toContain(id);
    }
  });

  it("finds categories (type 5, and 6 with the rest): in the site asked, or over all sites named as such (issue 29 item 6)", async () => {
    const inSite = (await get('/api/workbench/search?name=home%20living&type=5&site=TH', ultimate)).body.payload;
    expect(inSite.type).toBe(5);
    expect(inSite.groups).toEqual([{ entity: 'category', matches: [{ id: '99997', title: 'home living', image: '', site: 'TH' }] }]);
    // No site asked: the category of all sites, whose site is ALL (a result needs no site it does not have).
    const all = (await get('/api/workbench/search?name=home%20living&type=6', ultimate)).body.payload;
    const categories = all.groups.find((g: { entity: string }) => g.entity === 'category');
    expect(categories.matches).toEqual([{ id: '99997', title: 'home living', image: '', site: 'ALL' }]);
    // The category picker answers the same.
    const picked = (await get('/api/workbench/item/find?entity=category&q=99991', ultimate)).body.payload;
    expect(picked.matches.map((m: { id: string; site: string }) => [m.id, m.site])).toEqual([['99991', 'ALL']]);
  });

  it("searches one entity with type 1, 2, 3 or 4, and is open to a visitor like the picker", async () => {
    const [shop] = await sql.query<{ name: string }>(`select name from market_workbench_shops order by units_30 desc, shop_id limit 1`);
    const { body } = await get(`/api/workbench/search?name=${encodeURIComponent(shop?.name ?? '')}&type=2`);
    expect(body.payload.groups.map((g: { entity: string }) => g.entity)).toEqual(['shop']);
    expect(body.payload.groups[0].matches.length).toBeGreaterThan(0);
    for (const [type, entity] of [[1, 'product'], [3, 'keyword'], [4, 'brand']] as const) {
      const one = await get(`/api/workbench/search?name=a&type=${type}`);
      expect(one.body.payload.groups.map((g: { entity: string }) => g.entity)).toEqual([entity]);
    }
  });

  it('answers 400 naming a missing name or a type outside 1 to 6', async () => {
    expect((await get('/api/workbench/search?name=&type=6')).body).toMatchObject({ code: 400, message: 'invalid parameter: name' });
    expect((await get('/api/workbench/search?name=bag&type=7')).body).toMatchObject({ code: 400, message: expect.stringMatching(/^invalid parameter: type/) });
    expect((await get('/api/workbench/search?name=bag&type=0')).body).toMatchObject({ code: 400, message: expect.stringMatching(/^invalid parameter: type/) });
    expect((await get('/api/workbench/search?name=bag&site=XX')).body).toMatchObject({ code: 400 });
  });
});
