import { DETECTION_HISTORY_MAX, DETECTION_HOT_RANK, DETECTION_SOARING_GROWTH_PERCENT, RANKING_MAX_ROWS, VISITOR_RANKING_ANSWER_ROWS } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { marketSqlOf } from '../../market/market-sql';
import { COMPARABLE_PRODUCTS, SHOP_TOP_PRODUCTS, detectionFlags } from '../../market/queries/detail-queries';
import { openMainHarness, type MainHarness } from './main-test-harness';

// The harness clock is noon in China on 2026-07-01: the market data ends on 2026-06-30.
const DAY = '2026-06-30';

let h: MainHarness;
beforeAll(async () => {
  h = await openMainHarness({ market: true });
}, 120_000);
afterAll(() => h.close());

describe('GET /detection/list', () => {
  it('pages a member through the soaring products of the period, ordered by growth, with the day described', async () => {
    const token = h.tokenFor('501');
    const first = await h.call('GET', '/api/detection/list?period=7&pageNum=1&pageSize=5', { token });
    expect(first.body.payload).toMatchObject({ date: DAY, list: 'soaring', period: 7, pageNum: 1, pageSize: 5, limited: false });
    const rows = first.body.payload.rows as { goodsId: string; growthRate: number }[];
    expect(rows).toHaveLength(5);
    expect(first.body.payload.total).toBeGreaterThan(5);
    rows.slice(1).forEach((row, i) => expect(rows[i]?.growthRate).toBeGreaterThanOrEqual(row.growthRate));
    const second = await h.call('GET', '/api/detection/list?period=7&pageNum=2&pageSize=5', { token });
    expect(second.body.payload.pageNum).toBe(2);
    const ids = new Set(rows.map((r) => r.goodsId));
    for (const row of second.body.payload.rows as { goodsId: string }[]) expect(ids.has(row.goodsId)).toBe(false);
  });

  it('narrows to a site and lists hot-new and hot-selling products', async () => {
    const token = h.tokenFor('502');
    const hot = await h.call('GET', '/api/detection/list?list=hot&period=30&site=TH&pageSize=10', { token });
    const rows = hot.body.payload.rows as { sales: number; goodsInfo: { site: string } }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.goodsInfo.site === 'TH')).toBe(true);
    rows.slice(1).forEach((row, i) => expect(rows[i]?.sales).toBeGreaterThanOrEqual(row.sales));
    const fresh = await h.call('GET', '/api/detection/list?list=new&period=7', { token });
    const since = Date.parse(`${DAY}T00:00:00+08:00`) - 29 * 86_400_000;
    for (const row of fresh.body.payload.rows as { shelfTime: string }[]) expect(Date.parse(row.shelfTime.replace(' ', 'T') + '+08:00')).toBeGreaterThanOrEqual(since);
  });

  it(`answers a visitor the first ${VISITOR_RANKING_ANSWER_ROWS} rows of page 1 only, whatever page is asked`, async () => {
    const { body } = await h.call('GET', '/api/detection/list?pageNum=3&pageSize=20');
    expect(body.payload).toMatchObject({ limited: true, pageNum: 1 });
    expect(body.payload.rows).toHaveLength(VISITOR_RANKING_ANSWER_ROWS);
  });

  it('counts every list of every scope as the products themselves do (derived counts)', async () => {
    const token = h.tokenFor('504');
    const sql = marketSqlOf(h.database.db);
    const [sub] = await sql.query<{ site: string; sub: number }>('select site, sub_type_id as sub from market_product_stats where sub_type_id is not null limit 1');
    const scopes: [string, string][] = [
      ['', 'true'],
      ['&site=TH', "site = 'TH'"],
      ['&typeId=99991', 'type_id = 99991'],
      ['&site=VN&typeId=99996', "site = 'VN' and type_id = 99996"],
      [`&site=${sub?.site}&typeId=${sub?.sub}`, `site = '${sub?.site}' and sub_type_id = ${sub?.sub}`],
    ];
    const lists: [string, string][] = [
      ['list=hot&period=1', 'true'],
      ['list=new&period=7', `listed_at >= (('${DAY}'::date - 29)::timestamp - interval '8 hours') at time zone 'UTC'`],
      ['list=soaring&period=30', 'prev_sales_30 >= 40'],
    ];
    for (const [scope, scopeSql] of scopes) {
      for (const [list, listSql] of lists) {
        const { body } = await h.call('GET', `/api/detection/list?${list}${scope}`, { token });
        const [row] = await sql.query<{ n: number }>(`select count(*)::int as n from market_product_stats where ${scopeSql} and ${listSql}`);
        expect({ list, scope, total: body.payload.total }).toEqual({ list, scope, total: row?.n });
      }
    }
  });

  it(`pages a member through the first ${RANKING_MAX_ROWS} rows of a ranking, no further`, async () => {
    const token = h.tokenFor('505');
    const pageSize = 100;
    const last = RANKING_MAX_ROWS / pageSize;
    expect((await h.call('GET', `/api/detection/list?list=hot&pageSize=${pageSize}&pageNum=${last}`, { token })).body.code).toBe(200);
    const beyond = await h.call('GET', `/api/detection/list?list=hot&pageSize=${pageSize}&pageNum=${last + 1}`, { token });
    expect(beyond.body.code).toBe(400);
    expect(beyond.body.message).toContain(`first ${RANKING_MAX_ROWS} rows`);
  });

  it('refuses a list or period outside the contract with code 400', async () => {
    expect((await h.call('GET', '/api/detection/list?list=cold')).body.code).toBe(400);
    expect((await h.call('GET', '/api/detection/list?period=14')).body.code).toBe(400);
    expect((await h.call('GET', '/api/detection/list?pageSize=101')).body.code).toBe(400);
  });
});

describe('GET /goods/makeUp', () => {
  it("answers a product's periods, shares, rank, detections and comparable products for the day described", async () => {
    const ranked = await h.call('GET', '/api/detection/list?list=hot&period=30&pageSize=1', { token: h.tokenFor('503') });
    const top = ranked.body.payload.rows[0];
    const { body } = await h.call('GET', `/api/goods/makeUp?goodsId=${top.goodsId}`);
    const p = body.payload;
    expect(p).toMatchObject({ id: top.goodsId, found: true, date: DAY, goods: { goodsId: top.goodsId } });
    expect(p.periods.map((x: { period: number }) => x.period)).toEqual([1, 7, 30]);
    const month = p.periods[2];
    expect(month.sales).toBe(top.sales);
    expect(month.shopShare).toBeGreaterThan(0);
    expect(month.shopShare).toBeLessThanOrEqual(100);
    expect(month.categoryShare).toBeGreaterThan(0);
    expect(month.categoryShare).toBeLessThanOrEqual(100);
    expect(p.hotRank).toBeGreaterThanOrEqual(1);
    expect(p.hotRank).toBeLessThanOrEqual(p.categoryProducts);
    expect(p.comparable.length).toBeLessThanOrEqual(COMPARABLE_PRODUCTS);
    expect(p.comparable.some((g: { goodsId: string }) => g.goodsId === top.goodsId)).toBe(false);
  });

  it('answers found false for an unknown product and 400 for a bad id', async () => {
    expect((await h.call('GET', '/api/goods/makeUp?goodsId=98765432109')).body.payload).toEqual({ id: '98765432109', found: false });
    expect((await h.call('GET', '/api/goods/makeUp?goodsId=abc')).body.code).toBe(400);
  });
});

describe('detection flags', () => {
  const day = DAY;
  const old = new Date('2026-01-01T00:00:00Z');
  it(`flags soaring from ${DETECTION_SOARING_GROWTH_PERCENT}% growth on a base of at least 14 sales`, () => {
    expect(detectionFlags({ sales7: 21, prevSales7: 14, listedAt: old, hotRank: 500 }, day)).toEqual(['soaring']);
    expect(detectionFlags({ sales7: 20, prevSales7: 14, listedAt: old, hotRank: 500 }, day)).toEqual([]);
    expect(detectionFlags({ sales7: 30, prevSales7: 13, listedAt: old, hotRank: 500 }, day)).toEqual([]);
  });
  it('flags new for a product listed within 30 days that sells, and hot within the first 100', () => {
    expect(detectionFlags({ sales7: 1, prevSales7: 0, listedAt: new Date('2026-06-01T00:00:00+08:00'), hotRank: 500 }, day)).toEqual(['new']);
    expect(detectionFlags({ sales7: 1, prevSales7: 0, listedAt: new Date('2026-05-31T23:59:59+08:00'), hotRank: 500 }, day)).toEqual([]);
    expect(detectionFlags({ sales7: 1, prevSales7: 0, listedAt: old, hotRank: DETECTION_HOT_RANK }, day)).toEqual(['hot']);
    expect(detectionFlags({ sales7: 1, prevSales7: 0, listedAt: old, hotRank: DETECTION_HOT_RANK + 1 }, day)).toEqual([]);
  });
});

describe('GET /mall/receivable', () => {
  it("answers a shop's periods, top products by 30-day sales value and category split", async () => {
    const { body } = await h.call('GET', '/api/mall/receivable?shopId=300000001');
    const p = body.payload;
    expect(p).toMatchObject({ id: '300000001', found: true, date: DAY, mall: { shopId: '300000001' } });
    expect(p.periods.map((x: { period: number }) => x.period)).toEqual([1, 7, 30]);
    expect(p.topProducts.length).toBeGreaterThan(0);
    expect(p.topProducts.length).toBeLessThanOrEqual(SHOP_TOP_PRODUCTS);
    for (let i = 1; i < p.topProducts.length; i++) expect(p.topProducts[i - 1].gmv).toBeGreaterThanOrEqual(p.topProducts[i].gmv);
    const shares = (p.categories as { share: number; gmv: number }[]).reduce((n, c) => n + c.share, 0);
    expect(shares).toBeGreaterThan(99.9);
    expect(shares).toBeLessThan(100.1);
    const month = (p.categories as { gmv: number }[]).reduce((n, c) => n + c.gmv, 0);
    expect(month).toBeCloseTo(p.periods[2].gmv, 0);
  });

  it('answers found false for an unknown shop and 400 for a bad id', async () => {
    expect((await h.call('GET', '/api/mall/receivable?shopId=9')).body.payload).toEqual({ id: '9', found: false });
    expect((await h.call('GET', '/api/mall/receivable?shopId=x1')).body.code).toBe(400);
  });
});

describe('detection history', () => {
  const someGoods = async (n: number) => {
    const ids: string[] = [];
    for (let page = 1; ids.length < n; page++) {
      const { body } = await h.call('GET', `/api/detection/list?list=hot&period=30&pageSize=100&pageNum=${page}`, { token: h.tokenFor('599') });
      ids.push(...(body.payload.rows as { goodsId: string }[]).map((r) => r.goodsId));
    }
    return ids.slice(0, n);
  };

  it('needs a session (HTTP 401)', async () => {
    expect((await h.raw('GET', '/api/detection/history')).status).toBe(401);
    expect((await h.raw('POST', '/api/detection/history/save', { json: { goodsId: '1' } })).status).toBe(401);
    expect((await h.raw('POST', '/api/detection/history/remove', { json: { id: '1' } })).status).toBe(401);
  });

  it("keeps each member's own history, last opened first, one entry per product; nobody reads or deletes another's", async () => {
    const alice = h.tokenFor('511');
    const bob = h.tokenFor('512');
    const [a, b] = await someGoods(2);
    await h.call('POST', '/api/detection/history/save', { token: alice, json: { goodsId: a } });
    h.clock.advance(1);
    await h.call('POST', '/api/detection/history/save', { token: alice, json: { goodsId: b } });
    h.clock.advance(1);
    const again = await h.call('POST', '/api/detection/history/save', { token: alice, json: { goodsId: a } });
    expect(again.body.payload).toMatchObject({ goodsId: a, goods: { goodsId: a } });
    const list = await h.call('GET', '/api/detection/history', { token: alice });
    expect(list.body.payload.map((e: { goodsId: string }) => e.goodsId)).toEqual([a, b]);
    expect((await h.call('GET', '/api/detection/history', { token: bob })).body.payload).toEqual([]);
    const id = list.body.payload[0].id;
    expect((await h.call('POST', '/api/detection/history/remove', { token: bob, json: { id } })).body.code).toBe(403);
    expect((await h.call('POST', '/api/detection/history/remove', { token: alice, json: { id } })).body.code).toBe(200);
    expect((await h.call('POST', '/api/detection/history/remove', { token: alice, json: { id } })).body.code).toBe(404);
    expect((await h.call('GET', '/api/detection/history', { token: alice })).body.payload.map((e: { goodsId: string }) => e.goodsId)).toEqual([b]);
  });

  it('refuses an unknown product (404) and a bad id (400)', async () => {
    const token = h.tokenFor('513');
    expect((await h.call('POST', '/api/detection/history/save', { token, json: { goodsId: '98765432109' } })).body.code).toBe(404);
    expect((await h.call('POST', '/api/detection/history/save', { token, json: { goodsId: 'x' } })).body.code).toBe(400);
  });

  it(`keeps at most ${DETECTION_HISTORY_MAX} entries, dropping the oldest`, async () => {
    const token = h.tokenFor('514');
    const ids = await someGoods(DETECTION_HISTORY_MAX + 1);
    expect(ids).toHaveLength(DETECTION_HISTORY_MAX + 1);
    for (const goodsId of ids) {
      await h.call('POST', '/api/detection/history/save', { token, json: { goodsId } });
      h.clock.advance(0.01);
    }
    const list = (await h.call('GET', '/api/detection/history', { token })).body.payload as { goodsId: string }[];
    expect(list).toHaveLength(DETECTION_HISTORY_MAX);
    expect(list.some((e) => e.goodsId === ids[0])).toBe(false);
    expect(list[0]?.goodsId).toBe(ids.at(-1));
  }, 60_000);
});
