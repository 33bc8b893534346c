import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dataSupplements, demoGoods } from '../../db/content-schema';
import { goodsIdOf, shopIdOf } from './data-routes';
import { openMainHarness, type MainHarness } from './main-test-harness';

let h: MainHarness;
beforeAll(async () => {
  h = await openMainHarness();
}, 60_000);
afterAll(() => h.close());

describe('goods and shop lookup', () => {
  it('parses ids from links', () => {
    expect(goodsIdOf('https://shopee.co.th/Some-item-i.123456.987654321?sp=1')).toBe('987654321');
    expect(goodsIdOf('https://shopee.example/product/300000001/20000000007')).toBe('20000000007');
    expect(goodsIdOf(' 42 ')).toBe('42');
    expect(shopIdOf('https://shopee.co.th/shop/300000001')).toBe('300000001');
    expect(shopIdOf('https://shopee.co.th/x-i.300000002.55')).toBe('300000002');
  });

  it('finds a known product by link and id, and answers found false for an unknown one', async () => {
    const [row] = await h.deps.db.select().from(demoGoods).orderBy(asc(demoGoods.goodsId)).limit(1);
    if (!row) throw new Error('no demo goods');
    const byLink = await h.call('GET', `/api/goods/lookup?keyword=${encodeURIComponent(row.link)}`);
    expect(byLink.body.payload).toMatchObject({ id: row.goodsId, found: true, goods: { goodsId: row.goodsId } });
    const unknown = await h.call('GET', '/api/goods/lookup?keyword=123');
    expect(unknown.body.payload).toEqual({ id: '123', found: false });
    expect((await h.call('GET', '/api/goods/lookup?keyword=')).body.code).toBe(400);
  });

  it('finds a known shop and answers found false for an unknown one', async () => {
    const known = await h.call('GET', '/api/mall/lookup?keyword=' + encodeURIComponent('https://shopee.example/shop/300000001'));
    expect(known.body.payload).toMatchObject({ id: '300000001', found: true, mall: { shopId: '300000001' } });
    const unknown = await h.call('GET', '/api/mall/lookup?keyword=999');
    expect(unknown.body.payload).toEqual({ id: '999', found: false });
  });
});

describe('data backfill', () => {
  it('records product and shop applications with code 200', async () => {
    expect((await h.call('GET', '/api/data-supplement/goodSupplement?goodsId=123')).body.code).toBe(200);
    expect((await h.call('GET', '/api/data-supplement/mallSupplement?mallParm=' + encodeURIComponent('https://shopee.example/shop/9'))).body.code).toBe(200);
    expect((await h.call('GET', '/api/data-supplement/goodSupplement?goodsId=')).body.code).toBe(400);
    const rows = await h.deps.db.select().from(dataSupplements).orderBy(asc(dataSupplements.id));
    expect(rows.map((r) => [r.kind, r.param])).toEqual([
      ['good', '123'],
      ['mall', 'https://shopee.example/shop/9'],
    ]);
  });
});
