// The second marketplace on GET /ranking and the product explanation (issue 32 item 3): marketplace=lazada
// ranks Lazada's product table alone, one LZ- site in its currency or its six in US dollars, over a
// hand-made market (the harness's simulated Lazada rows replaced) whose every figure is worked out here;
// Shopee's rankings keep none of it. Every answer is checked against openapi/workbench.yaml.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deriveWorkbenchProducts, LAZADA_PRODUCT_TABLE } from '../../market/derive/workbench-derive';
import { marketSqlOf } from '../../market/market-sql';
import { openWorkbenchHarness, type WorkbenchHarness } from './workbench-test-harness';

const DAY = '2026-06-30';
let h: WorkbenchHarness;
let ultimate: string;

// LZ-TH: 101 sold 5 on the 30th and 3 on the 27th (2 on the 20th, in the 7 days before), at 200 baht;
// 102 sold 1 on the 30th (20 on the 21st), at 1,000; 103 sold 4 on the 25th, at 50. LZ-MY: 201 sold 10
// on the 30th at 20 ringgit.
const DAYS: [string, number, number][] = [
  [DAY, 101, 5], ['2026-06-27', 101, 3], ['2026-06-20', 101, 2],
  [DAY, 102, 1], ['2026-06-21', 102, 20],
  ['2026-06-25', 103, 4],
  [DAY, 201, 10],
];
const PRICES: Record<number, number> = { 101: 200, 102: 1_000, 103: 50, 201: 20 };
const id = (n: number) => String(40_000_000_000 + n);

beforeAll(async () => {
  h = await openWorkbenchHarness();
  ultimate = await h.member(32_301, 'ultimate');
  const sql = marketSqlOf(h.main.deps.db);
  await sql.exec(`delete from market_product_days d using market_products p where p.goods_id = d.goods_id and p.site like 'LZ-%'`);
  await sql.exec(`delete from market_products where site like 'LZ-%'`);
  await sql.exec(`delete from market_shops where site like 'LZ-%'`);
  await sql.exec(`insert into market_shops (shop_id, site, type_id, name, logo, rating, followers, product_count, opened_at, last_day) values
    (400000101, 'LZ-TH', 3, 'Thai Lazada shop', '/l1.png', 4.5, 10, 3, '2025-01-01T00:00:00Z', '${DAY}'),
    (400000201, 'LZ-MY', 3, 'Malaysian Lazada shop', '/l2.png', 4.5, 10, 1, '2025-01-01T00:00:00Z', '${DAY}')`);
  for (const n of [101, 102, 103, 201]) {
    await sql.query(
      `insert into market_products (goods_id, site, type_id, shop_id, title, image, price, stock, rating, rating_count, likes, comments, listed_at, last_day)
       values ($1::int8, $2, 3, $3::int8, $4, '/p.png', $5, 9, 4.5, 10, $6, 3, '2026-01-01T00:00:00Z', $7::date)`,
      [id(n), n < 200 ? 'LZ-TH' : 'LZ-MY', n < 200 ? 400000101 : 400000201, `Lazada item ${n}`, PRICES[n], n, DAY],
    );
  }
  for (const [day, n, sales] of DAYS) {
    await sql.query('insert into market_product_days (day, goods_id, sales, price, stock) values ($1::date, $2::int8, $3, $4, 9)', [day, id(n), sales, PRICES[n]]);
  }
  await sql.transaction((tx) => deriveWorkbenchProducts(tx, DAY, LAZADA_PRODUCT_TABLE));
}, 600_000);
afterAll(() => h.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are read field by field
const ranking = async (query: string, token: string | null = ultimate): Promise<any> => (await h.call(`/api/workbench/ranking?${query}`, token ?? undefined)).body;

describe("Lazada's product rankings", () => {
  it("rank one LZ- site's products by units in its currency, with growth on the 7 days before", async () => {
    const body = await ranking('marketplace=lazada&site=LZ-TH&period=7');
    expect(body.code).toBe(200);
    const page = body.payload;
    expect(page).toMatchObject({ day: DAY, entity: 'product', order: 'hot', total: 3, currency: 'THB', period: { key: '7', from: '2026-06-24', to: DAY, days: 7 } });
    expect(page.rows.map((r: { id: string; units: number }) => [r.id, r.units])).toEqual([[id(101), 8], [id(103), 4], [id(102), 1]]);
    // 8 against 2: +300%; 1,600 baht at 35 a dollar.
    expect(page.rows[0]).toMatchObject({ rank: 1, site: 'LZ-TH', currency: 'THB', price: 200, gmv: 1_600, gmvUsd: 45.71, growth: 300, shop: { id: '400000101', name: 'Thai Lazada shop' } });
    expect(page.rows[0].link).toBe(`https://www.lazada.co.th/products/i${id(101)}.html`);
    expect(page.rows[1]).toMatchObject({ gmv: 200, growth: null });
    expect(page.rows[2]).toMatchObject({ gmv: 1_000, growth: -95 });
  });

  it('rank its six sites together in US dollars, soaring over the base, and never among Shopee\'s', async () => {
    const all = (await ranking('marketplace=lazada&period=7')).payload;
    expect(all).toMatchObject({ total: 4, currency: 'USD' });
    // 201: 200 ringgit at 4.5 a dollar.
    expect(all.rows.map((r: { id: string }) => r.id)).toEqual([id(201), id(101), id(103), id(102)]);
    expect(all.rows[0]).toMatchObject({ site: 'LZ-MY', currency: 'MYR', gmv: 200, gmvUsd: 44.44 });
    // Only 102 sold 14 (the 7 days' soaring base) or more before.
    const soaring = (await ranking('marketplace=lazada&site=LZ-TH&order=soaring&period=7')).payload;
    expect(soaring.rows.map((r: { id: string; growth: number }) => [r.id, r.growth])).toEqual([[id(102), -95]]);
    const shopee = (await ranking('site=TH&period=7&size=200')).payload;
    expect(shopee.rows.length).toBeGreaterThan(0);
    expect(shopee.rows.every((r: { site: string }) => r.site === 'TH')).toBe(true);
    const shopeeAll = (await ranking('period=1&size=200')).payload;
    expect(shopeeAll.rows.some((r: { site: string }) => r.site.startsWith('LZ-'))).toBe(false);
  });

  it('answers 400 to a site of the other marketplace and to an entity it has no ranking of', async () => {
    for (const [query, param] of [
      ['marketplace=lazada&site=TH', 'site'],
      ['site=LZ-TH', 'site'],
      ['marketplace=lazada&entity=shop', 'marketplace'],
      ['marketplace=tokopedia', 'marketplace'],
    ] as const) {
      expect((await ranking(query)).code, query).toBe(400);
      expect((await ranking(query)).message, query).toContain(param);
    }
  });

  it("shows a visitor the preview's rows, as any ranking", async () => {
    const visitor = (await ranking('marketplace=lazada&period=7', null)).payload;
    expect(visitor.rows).toHaveLength(4);
    expect(visitor.cut).toBeUndefined();
  });

  it("explains an LZ- product: its figures in its currency, its shop's others and its history", async () => {
    const body = (await h.call(`/api/workbench/item?entity=product&id=${id(101)}`, ultimate)).body;
    expect(body.code).toBe(200);
    expect(body.payload.item).toMatchObject({ id: id(101), site: 'LZ-TH', currency: 'THB', units: 8 + 2 });
    expect(body.payload.figures.find((f: { days: number }) => f.days === 7)).toMatchObject({ units: 8, gmv: 1_600, growth: 300 });
    // The shop's others by 30 days' units: 102's 21, 103's 4.
    expect(body.payload.shopTop.map((r: { id: string }) => r.id)).toEqual([id(102), id(103)]);
    const history = (await h.call(`/api/workbench/item/history?entity=product&id=${id(101)}&from=2026-06-20&to=${DAY}`, ultimate)).body;
    expect(history.code).toBe(200);
    expect(history.payload.currency).toBe('THB');
    expect(history.payload.points.map((p: { date: string; units: number }) => [p.date, p.units])).toEqual([['2026-06-20', 2], ['2026-06-27', 3], [DAY, 5]]);
  });
});
