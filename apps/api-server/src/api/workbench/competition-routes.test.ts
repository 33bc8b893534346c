// The competitive analysis (issue 30 item 6): GET /competition compares a shop and its rivals in one
// read. Checked against the derived rows it reads, recomputed here: the shops' sales and prices, their
// sales by category, the words each ranks for (a word's top products) and the shared ones, the rivals'
// new products and price changes since a day; the plan's contrast width and history days.
import { SITE_CURRENCIES } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addDays } from '../../market/days';
import { marketSqlOf, type MarketSql } from '../../market/market-sql';
import { COMPETITION_CHANGES_MAX, COMPETITION_WORDS_MAX } from '../../market/queries/workbench-competition-queries';
import { COMPETITION_FIGURE_KINDS, COMPETITION_SINCE_DEFAULT_DAYS, COMPETITION_SINCE_MAX_DAYS } from './competition-routes';
import { openMemberHarness, type MemberHarness } from './member-routes-harness';

const DAY = '2026-06-30';
let h: MemberHarness;
let sql: MarketSql;
let ultimate: string;
let trial: string;
/** Three shops of one site that rank for a word together: the member's first, two rivals. */
let trio: string[];

const n = (v: unknown) => Number(v ?? 0);
const round2 = (v: number) => Math.round(v * 100) / 100;
const idsOf = (text: string | number[]) => (Array.isArray(text) ? text : String(text).replace(/[{}]/g, '').split(',').filter(Boolean)).map(String);

beforeAll(async () => {
  h = await openMemberHarness({ market: true });
  sql = marketSqlOf(h.main.deps.db);
  ultimate = await h.member(30_601, 'ultimate');
  trial = await h.member(30_602, 'trial');
  // The word whose top products span the most shops gives three shops that share it.
  const words = await sql.query<{ top_goods: string | number[] }>(`select top_goods from market_workbench_keywords order by cardinality(top_goods) desc, keyword_id`);
  const products = new Map((await sql.query<{ goods_id: string; shop_id: string }>(`select goods_id::text, shop_id::text from market_workbench_products`)).map((p) => [p.goods_id, p.shop_id]));
  for (const w of words) {
    const shops = [...new Set(idsOf(w.top_goods).map((g) => products.get(g)).filter((s): s is string => s !== undefined))];
    if (shops.length >= 3) {
      trio = shops.slice(0, 3);
      break;
    }
  }
  if (!trio) throw new Error('no word finds products of three shops in the test data');
}, 180_000);
afterAll(() => h.close());

const get = (url: string, token?: string) => h.call('GET', url, token ? { token } : {});

/**
 * A member's shop and two rivals of which one listed a product and one changed a price, and the day
 * since which both happened: the newest listing's day or before it, a day the other's price differed.
 */
async function setWithChanges(): Promise<{ ids: string[]; since: string }> {
  const [fresh] = await sql.query<{ shop_id: string; day: string }>(
    `select shop_id::text, max(listed_day)::text as day from market_workbench_products where listed_day > $1::date and shop_id <> $2::int8 group by shop_id order by 2 desc, 1 limit 1`,
    [addDays(DAY, -COMPETITION_SINCE_MAX_DAYS), trio[0]],
  );
  if (!fresh) throw new Error('no product was listed in the test data');
  const [moved] = await sql.query<{ shop_id: string; day: string }>(
    `select p.shop_id::text, d.day::text from market_product_days d join market_workbench_products p on p.goods_id = d.goods_id
     where d.day <= $1::date and d.day >= $2::date and d.price > 0 and d.price <> p.price and p.shop_id <> $3::int8 order by d.day desc, p.shop_id limit 1`,
    [fresh.day, addDays(DAY, -COMPETITION_SINCE_MAX_DAYS), trio[0]],
  );
  if (!moved) throw new Error('no price changed in the test data');
  return { ids: [...new Set([trio[0] as string, fresh.shop_id, moved.shop_id])], since: moved.day };
}

describe('GET /competition', () => {
  it("compares a shop and two rivals: sales, prices, categories, the words each ranks for and the shared ones", async () => {
    const since = addDays(DAY, -COMPETITION_SINCE_DEFAULT_DAYS);
    const { body } = await get(`/api/workbench/competition?ids=${trio.join(',')}&days=30&since=${since}`, ultimate);
    expect(body.code).toBe(200);
    const answer = body.payload;
    expect(answer).toMatchObject({ day: DAY, days: 30, since, figureKinds: COMPETITION_FIGURE_KINDS });
    // Every figure the page shows says its kind: what is made of sales is estimated (issue 33), the rest measured.
    const kindsOf = (kind: string) => Object.keys(answer.figureKinds).filter((k) => answer.figureKinds[k] === kind).sort();
    expect(kindsOf('estimated')).toEqual(['activeProducts', 'gmv', 'gmvUsd', 'growth', 'share', 'units', 'units30']);
    expect(kindsOf('measured')).toEqual(['listedDay', 'place', 'price', 'priceChange', 'search30']);
    expect(answer.cut).toBeUndefined();
    expect(answer.missing).toBeUndefined();
    expect(answer.shops.map((s: { id: string }) => s.id)).toEqual(trio);

    const shopRows = await sql.query<{ shop_id: string; units_30: number; gmv_30: number; prev_units_30: number; per_usd: number; site: string }>(
      `select shop_id::text, units_30, gmv_30, prev_units_30, per_usd, site from market_workbench_shops where shop_id = any($1::int8[])`,
      [trio],
    );
    const goods = await sql.query<{ goods_id: string; shop_id: string; type_id: number; price: number; units_30: number; gmv_30: number; listed_day: string }>(
      `select goods_id::text, shop_id::text, type_id, price, units_30, gmv_30, listed_day::text from market_workbench_products where shop_id = any($1::int8[])`,
      [trio],
    );
    for (const shop of answer.shops) {
      const row = shopRows.find((r) => r.shop_id === shop.id);
      if (!row) throw new Error(`shop ${shop.id} has no row`);
      const selling = goods.filter((g) => g.shop_id === shop.id && n(g.units_30) > 0).map((g) => n(g.price));
      expect(shop).toMatchObject({
        units: n(row.units_30),
        gmv: round2(n(row.gmv_30)),
        gmvUsd: round2(n(row.gmv_30) / n(row.per_usd)),
        currency: SITE_CURRENCIES[row.site as keyof typeof SITE_CURRENCIES],
        growth: n(row.prev_units_30) > 0 ? round2(((n(row.units_30) - n(row.prev_units_30)) / n(row.prev_units_30)) * 100) : null,
        minPrice: selling.length ? round2(Math.min(...selling)) : null,
        maxPrice: selling.length ? round2(Math.max(...selling)) : null,
        avgPrice: selling.length ? round2(selling.reduce((a, b) => a + b, 0) / selling.length) : null,
      });
      // Its categories split its sales: their shares add up to the whole.
      const mine = answer.categories.filter((c: { shopId: string }) => c.shopId === shop.id);
      const byCategory = new Map<number, number>();
      for (const g of goods.filter((x) => x.shop_id === shop.id && n(x.units_30) > 0)) byCategory.set(g.type_id, (byCategory.get(g.type_id) ?? 0) + n(g.gmv_30));
      expect(mine.map((c: { categoryId: number }) => c.categoryId).sort()).toEqual([...byCategory.keys()].sort());
      for (const c of mine) expect(c.gmv).toBe(round2(byCategory.get(c.categoryId) ?? -1));
      if (shop.gmv > 0) expect(mine.reduce((a: number, c: { share: number }) => a + c.share, 0)).toBeCloseTo(1, 3);
    }

    // The words each shop ranks for, recomputed from every word's top products.
    const shopOf = new Map(goods.map((g) => [g.goods_id, g.shop_id]));
    const words = await sql.query<{ keyword_id: number; top_goods: string | number[]; search_30: number }>(`select keyword_id, top_goods, search_30 from market_workbench_keywords`);
    const expected = new Map<number, Map<string, number>>();
    for (const w of words) {
      idsOf(w.top_goods).forEach((g, i) => {
        const shop = shopOf.get(g);
        if (!shop) return;
        const places = expected.get(n(w.keyword_id)) ?? new Map<string, number>();
        places.set(shop, Math.min(places.get(shop) ?? Infinity, i + 1));
        expected.set(n(w.keyword_id), places);
      });
    }
    const shared = [...expected.values()].filter((p) => p.size >= 2).length;
    expect(shared).toBeGreaterThan(0);
    expect(answer.sharedWords).toBe(shared);
    expect(answer.words.length).toBe(Math.min(expected.size, COMPETITION_WORDS_MAX));
    // Shared words come first.
    expect(answer.words.slice(0, shared).every((w: { places: unknown[] }) => w.places.length >= 2)).toBe(true);
    for (const w of answer.words) {
      const places = expected.get(w.keywordId);
      expect(Object.fromEntries(w.places.map((p: { shopId: string; place: number }) => [p.shopId, p.place]))).toEqual(Object.fromEntries(places ?? []));
    }
  });

  it("lists the rivals' products listed since the day and their prices changed since it, not the member's own", async () => {
    const { ids, since } = await setWithChanges();
    const answer = (await get(`/api/workbench/competition?ids=${ids.join(',')}&since=${since}`, ultimate)).body.payload;
    expect(answer.since).toBe(since);
    const goods = await sql.query<{ goods_id: string; shop_id: string; price: number; listed_day: string }>(
      `select goods_id::text, shop_id::text, price, listed_day::text from market_workbench_products where shop_id = any($1::int8[])`,
      [ids],
    );
    const rivals = new Set(ids.slice(1));
    const fresh = goods.filter((g) => rivals.has(g.shop_id) && g.listed_day >= since);
    expect(fresh.length).toBeGreaterThan(0);
    expect(answer.newProducts.length).toBe(Math.min(fresh.length, COMPETITION_CHANGES_MAX));
    for (const p of answer.newProducts) {
      expect(rivals.has(p.shopId)).toBe(true);
      expect(p.listedDay >= since).toBe(true);
    }
    const before = new Map(
      (await sql.query<{ goods_id: string; price: number }>(`select goods_id::text, price from market_product_days where day = $1::date and goods_id = any($2::int8[])`, [since, goods.map((g) => g.goods_id)])).map((d) => [d.goods_id, n(d.price)]),
    );
    const moved = goods.filter((g) => rivals.has(g.shop_id) && (before.get(g.goods_id) ?? 0) > 0 && before.get(g.goods_id) !== n(g.price));
    expect(moved.length).toBeGreaterThan(0);
    expect(answer.priceChanges.length).toBe(Math.min(moved.length, COMPETITION_CHANGES_MAX));
    for (const p of answer.priceChanges) {
      const was = before.get(p.id) ?? NaN;
      const now = n(goods.find((g) => g.goods_id === p.id)?.price);
      expect(p).toMatchObject({ priceBefore: round2(was), priceNow: round2(now), change: round2(((now - was) / was) * 100) });
    }
    const changes = answer.priceChanges.map((p: { change: number }) => Math.abs(p.change));
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
  });

  it('counts from a week before the data day without `since`, names the shops it does not hold, and the period changes the sales', async () => {
    const { body } = await get(`/api/workbench/competition?ids=${trio[0]},999999999999`, ultimate);
    expect(body.payload).toMatchObject({ since: addDays(DAY, -COMPETITION_SINCE_DEFAULT_DAYS), missing: ['999999999999'] });
    expect(body.payload.shops.map((s: { id: string }) => s.id)).toEqual([trio[0]]);
    const week = (await get(`/api/workbench/competition?ids=${trio.join(',')}&days=7`, ultimate)).body.payload;
    const [row] = await sql.query<{ units_7: number }>(`select units_7 from market_workbench_shops where shop_id = $1::int8`, [trio[0]]);
    expect(week.days).toBe(7);
    expect(week.shops[0].units).toBe(n(row?.units_7));
  });

  it('answers 400 naming a bad ids, days or since', async () => {
    expect((await get(`/api/workbench/competition?ids=${trio[0]}`, ultimate)).body).toMatchObject({ code: 400, message: 'invalid parameter: ids' });
    expect((await get('/api/workbench/competition?ids=1,2,3,4,5,6,7', ultimate)).body).toMatchObject({ code: 400, message: 'invalid parameter: ids' });
    expect((await get(`/api/workbench/competition?ids=${trio.join(',')}&days=10`, ultimate)).body).toMatchObject({ code: 400 });
    expect((await get(`/api/workbench/competition?ids=${trio.join(',')}&since=2026-02-30`, ultimate)).body).toMatchObject({ code: 400 });
    expect((await get(`/api/workbench/competition?ids=${trio.join(',')}&since=${addDays(DAY, 1)}`, ultimate)).body).toMatchObject({ code: 400, message: 'invalid parameter: since' });
    expect((await get(`/api/workbench/competition?ids=${trio.join(',')}&since=${addDays(DAY, -COMPETITION_SINCE_MAX_DAYS - 1)}`, ultimate)).body).toMatchObject({
      code: 400,
      message: 'invalid parameter: since',
    });
    expect((await get(`/api/workbench/competition?ids=${trio.join(',')}&since=${addDays(DAY, -COMPETITION_SINCE_MAX_DAYS)}`, ultimate)).body.code).toBe(200);
  });

  it("refuses more shops than the plan's contrast width, and moves a since beyond its history days, saying so", async () => {
    const refused = await get(`/api/workbench/competition?ids=${trio.join(',')}`, trial);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('contrast width 2: this plan compares up to 2 shops side by side, 3 were asked');
    expect((await get(`/api/workbench/competition?ids=${trio.join(',')}`)).status).toBe(403);
    // A trial reads 30 days of history: 40 days back is moved to the 30th.
    const { body } = await get(`/api/workbench/competition?ids=${trio.slice(0, 2).join(',')}&since=${addDays(DAY, -40)}`, trial);
    expect(body.payload.since).toBe(addDays(DAY, -29));
    expect(body.payload.cut).toMatchObject({ reason: 'plan', allowed: 30, available: 41 });
  });
});
