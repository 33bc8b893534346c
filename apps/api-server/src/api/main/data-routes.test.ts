import { asc, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dataSupplements } from '../../db/content-schema';
import { marketProducts } from '../../db/market-schema';
import { goodsIdOf, shopIdOf } from './data-routes';
import { openMainHarness, type MainHarness } from './main-test-harness';

let h: MainHarness;
beforeAll(async () => {
  h = await openMainHarness({ market: true });
}, 120_000);
afterAll(() => h.close());

describe('goods and shop lookup', () => {
  it('parses ids from links', () => {
    expect(goodsIdOf('https://shopee.co.th/Some-item-i.123456.987654321?sp=1')).toBe('987654321');
    expect(goodsIdOf('https://shopee.example/product/300000001/20000000007')).toBe('20000000007');
    expect(goodsIdOf(' 42 ')).toBe('42');
    expect(shopIdOf('https://shopee.co.th/shop/300000001')).toBe('300000001');
    expect(shopIdOf('https://shopee.co.th/x-i.300000002.55')).toBe('300000002');
    expect(shopIdOf('https://shopee.co.th/x?a=1&ShopId=77')).toBe('77');
    expect(shopIdOf('https://shopee.co.th/x/shop/a/shop/9')).toBe('9');
    expect(goodsIdOf('https://shopee.co.th/a-i.1.b-i.22.33?x=4')).toBe('33');
    expect(goodsIdOf('a12b34c')).toBe('34');
    expect(goodsIdOf('no digits')).toBe('no digits');
  });

  // Issue #25 item 1: a lookahead regular expression took ~1.1 s on the first of these.
  it('reads the id of a hostile keyword in linear time (under 5 ms of CPU for 2,048 characters)', () => {
    const hostile = [
      `${'1'.repeat(2046)}a1`,
      `${'-i.1'.repeat(512)}`,
      `${'/product/1'.repeat(204)}x`,
      `${'/shop/'.repeat(341)}x`,
      `${'?shopid='.repeat(256)}`,
      `${' '.repeat(2047)}x`,
    ];
    for (const keyword of hostile) {
      expect(keyword.length).toBeLessThanOrEqual(2048);
      const before = process.cpuUsage();
      goodsIdOf(keyword);
      shopIdOf(keyword);
      const spent = process.cpuUsage(before);
      expect((spent.user + spent.system) / 1000, keyword.slice(0, 12)).toBeLessThan(5);
    }
    expect(goodsIdOf(`${'1'.repeat(2046)}a1`)).toBe('1');
  });

  it('finds a known product by link and id, with the day its figures describe, and answers found false for an unknown one', async () => {
    const [row] = await h.deps.db.select().from(marketProducts).orderBy(desc(marketProducts.lastDay), asc(marketProducts.goodsId)).limit(1);
    if (!row) throw new Error('no products imported');
    const id = String(row.goodsId);
    const byId = await h.call('GET', `/api/goods/lookup?keyword=${id}`);
    expect(byId.body.payload).toMatchObject({ id, found: true, date: '2026-06-30', goods: { goodsId: id, goodsInfo: { title: row.title } } });
    const byLink = await h.call('GET', `/api/goods/lookup?keyword=${encodeURIComponent(byId.body.payload.goods.goodsInfo.link)}`);
    expect(byLink.body.payload).toMatchObject({ id, found: true, goods: { goodsId: id } });
    const unknown = await h.call('GET', '/api/goods/lookup?keyword=123');
    expect(unknown.body.payload).toEqual({ id: '123', found: false });
    expect((await h.call('GET', '/api/goods/lookup?keyword=')).body.code).toBe(400);
  });

  it('finds a known shop and answers found false for an unknown one', async () => {
    const known = await h.call('GET', '/api/mall/lookup?keyword=' + encodeURIComponent('https://shopee.example/shop/300000001'));
    expect(known.body.payload).toMatchObject({ id: '300000001', found: true, date: '2026-06-30', mall: { shopId: '300000001' } });
    const unknown = await h.call('GET', '/api/mall/lookup?keyword=999');
    expect(unknown.body.payload).toEqual({ id: '999', found: false });
  });
});

describe('product and shop daily history', () => {
  it("answers a product's days, ending on the day the data describes, with the day's sales, sales value, price and stock", async () => {
    const ranked = await h.call('GET', '/api/home/goodsRanking?dateType=3');
    const top = ranked.body.payload[0];
    const { body } = await h.call('GET', `/api/goods/history?goodsId=${top.goodsId}&days=30`);
    expect(body.payload).toMatchObject({ id: top.goodsId, found: true, date: '2026-06-30' });
    expect(body.payload.points).toHaveLength(30);
    expect(body.payload.points.at(-1).date).toBe('2026-06-30');
    expect(body.payload.points.reduce((n: number, p: { sales: number }) => n + p.sales, 0)).toBe(top.sales);
    const week = await h.call('GET', `/api/goods/history?goodsId=${top.goodsId}`);
    expect(week.body.payload.points.length).toBeGreaterThanOrEqual(30);
  });

  it("answers a shop's days as the sums of its products", async () => {
    const shops = await h.call('GET', '/api/home/mallSoaring?dateType=2');
    const shop = shops.body.payload[0];
    const { body } = await h.call('GET', `/api/mall/history?shopId=${shop.shopId}&days=7`);
    expect(body.payload).toMatchObject({ id: shop.shopId, found: true, date: '2026-06-30' });
    expect(body.payload.points).toHaveLength(7);
    expect(body.payload.points.reduce((n: number, p: { sales: number }) => n + p.sales, 0)).toBe(shop.sales);
  });

  it('answers found false for an unknown id and 400 for a bad id or number of days', async () => {
    expect((await h.call('GET', '/api/goods/history?goodsId=98765432109')).body.payload).toEqual({ id: '98765432109', found: false, points: [] });
    expect((await h.call('GET', '/api/mall/history?shopId=9')).body.payload).toEqual({ id: '9', found: false, points: [] });
    expect((await h.call('GET', '/api/goods/history?goodsId=abc')).body).toMatchObject({ code: 400, message: 'goodsId must be a product id' });
    expect((await h.call('GET', '/api/mall/history?shopId=300000001&days=551')).body).toMatchObject({ code: 400, message: 'invalid parameter: days is out of range' });
    expect((await h.call('GET', '/api/mall/history?shopId=300000001&days=2.5')).body.code).toBe(400);
  });
});

describe('data backfill', () => {
  it('records product and shop applications with code 200', async () => {
    expect((await h.call('GET', '/api/data-supplement/goodSupplement?goodsId=123')).body.code).toBe(200);
    expect((await h.call('GET', '/api/data-supplement/mallSupplement?mallParm=' + encodeURIComponent('https://shopee.example/shop/9'))).body.code).toBe(200);
    expect((await h.call('GET', '/api/data-supplement/goodSupplement?goodsId=')).body.code).toBe(400);
    const rows = await h.deps.db.select().from(dataSupplements).orderBy(asc(dataSupplements.id));
    // The id each asks for, read from the link (what the refresher looks for); a visitor's has no member.
    expect(rows.map((r) => [r.kind, r.param, r.targetId, r.userId, r.state])).toEqual([
      ['good', '123', 123, null, 'requested'],
      ['mall', 'https://shopee.example/shop/9', 9, null, 'requested'],
    ]);
  });
});
