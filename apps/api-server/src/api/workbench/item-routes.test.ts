import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { WORKBENCH_RIGHTS } from '@sealens/domain';

import { addDays } from '../../market/days';
import { marketSqlOf, type MarketSql } from '../../market/market-sql';
import { openWorkbenchHarness, type WorkbenchHarness } from './workbench-test-harness';

const DAY = '2026-06-30';
let h: WorkbenchHarness;
let sql: MarketSql;
let trial: string;
let operation: string;
let ultimate: string;
/** A product that sold on the data day, with its shop. */
let top: { id: string; shop_id: string; site: string; type_id: number; title: string };

beforeAll(async () => {
  h = await openWorkbenchHarness();
  sql = marketSqlOf(h.main.deps.db);
  trial = await h.member(9201, 'trial');
  operation = await h.member(9202, 'operation');
  ultimate = await h.member(9203, 'ultimate');
  const [row] = await sql.query<typeof top>(
    `select p.goods_id::text as id, p.shop_id::text as shop_id, p.site, p.type_id, p.title from market_product_days d join market_products p on p.goods_id = d.goods_id
     join (select shop_id from market_products group by shop_id having count(*) > 3) s on s.shop_id = p.shop_id
     where d.day = $1::date order by d.sales desc, d.goods_id limit 1`,
    [DAY],
  );
  if (!row) throw new Error('no product sold on the data day');
  top = row;
}, 180_000);
afterAll(() => h.close());

const n = (v: unknown) => Number(v ?? 0);

describe('GET /api/workbench/item', () => {
  it("gives the figures of 1 to 180 days within the caller's history, with the cut saying what a dearer plan shows", async () => {
    const full = (await h.call(`/api/workbench/item?id=${top.id}`, operation)).body.payload;
    expect(full.figures.map((f: { days: number }) => f.days)).toEqual([1, 7, 30, 90, 180]);
    expect(full.cut).toBeUndefined();
    expect(full.historyDays).toBe(WORKBENCH_RIGHTS.operation.historyDays);
    const [week] = await sql.query<{ units: number; gmv: number }>(
      'select sum(sales)::int as units, sum(sales * price) as gmv from market_product_days where goods_id = $1::int8 and day > $2::date - 7 and day <= $2::date',
      [top.id, DAY],
    );
    const seven = full.figures.find((f: { days: number }) => f.days === 7);
    expect(seven).toMatchObject({ from: addDays(DAY, -6), to: DAY, units: n(week?.units) });
    expect(seven.gmv).toBeCloseTo(n(week?.gmv), 1);
    // The tiny scale's 35 days hold no 180 days before: no growth rather than a made-up one.
    expect(full.figures.find((f: { days: number }) => f.days === 180).growth).toBeNull();
    expect(full.item).toMatchObject({ id: top.id, title: top.title, site: top.site, categoryId: top.type_id });
    expect(full.figureKinds).toMatchObject({ units: 'estimated', price: 'measured' });

    const visitor = (await h.call(`/api/workbench/item?id=${top.id}`)).body.payload;
    expect(visitor.figures.map((f: { days: number }) => f.days)).toEqual([1, 7]);
    expect(visitor.cut).toEqual({ reason: 'login', allowed: 7, available: 180 });
    const member = (await h.call(`/api/workbench/item?id=${top.id}`, trial)).body.payload;
    expect(member.figures.map((f: { days: number }) => f.days)).toEqual([1, 7, 30]);
    expect(member.cut).toEqual({ reason: 'plan', allowed: 30, available: 180, unlockTier: 'starter' });
  });

  it("lists the shop's other top products by 30-day units and the product's 30-day place in its category", async () => {
    const { shopTop, categoryRank, item } = (await h.call(`/api/workbench/item?id=${top.id}`, operation)).body.payload;
    const expected = await sql.query<{ id: string }>(
      `select goods_id::text as id from market_product_days where goods_id in (select goods_id from market_products where shop_id = $1::int8) and goods_id <> $2::int8
       and day > $3::date - 30 and day <= $3::date group by goods_id having sum(sales) > 0 order by sum(sales) desc, goods_id limit 10`,
      [top.shop_id, top.id, DAY],
    );
    expect(shopTop.map((r: { id: string }) => r.id)).toEqual(expected.map((r) => r.id));
    // Each carries its 30 days' interval (issue 33), the sums of its days' lower and upper ends.
    for (const r of shopTop as { id: string; units: number; interval?: { unitsLow: number; unitsHigh: number } }[]) {
      const [sums] = await sql.query<{ ul: string; uh: string }>(
        `select sum(coalesce(sales_low, sales)) as ul, sum(coalesce(sales_high, sales)) as uh from market_product_days where goods_id = $1::int8 and day > $2::date - 30 and day <= $2::date`,
        [r.id, DAY],
      );
      expect(r.interval && [r.interval.unitsLow, r.interval.unitsHigh], r.id).toEqual([n(sums?.ul), n(sums?.uh)]);
    }
    const [above] = await sql.query<{ n: number }>(
      `select count(*)::int as n from (select d.goods_id from market_product_days d join market_products p on p.goods_id = d.goods_id
       where p.site = $1 and p.type_id = $2 and d.day > $3::date - 30 and d.day <= $3::date group by d.goods_id having sum(d.sales) > $4) x`,
      [top.site, top.type_id, DAY, item.units],
    );
    expect(categoryRank).toBe(n(above?.n) + 1);
  });

  it('answers code 404 for a product the data does not hold and 400 for a malformed id', async () => {
    expect((await h.call('/api/workbench/item?id=123', operation)).body.code).toBe(404);
    expect((await h.call('/api/workbench/item?id=abc', operation)).body.code).toBe(400);
  });
});

describe('GET /api/workbench/item/history', () => {
  it("gives daily units, sales value, price and the day's place in its category, cut to the caller's history", async () => {
    const full = (await h.call(`/api/workbench/item/history?id=${top.id}&days=30`, ultimate)).body.payload;
    expect(full).toMatchObject({ id: top.id, from: addDays(DAY, -29), to: DAY });
    expect(full.cut).toBeUndefined();
    expect(full.points).toHaveLength(30);
    const last = full.points.at(-1);
    const sameDay = await sql.query<{ id: string; sales: number }>(
      `select d.goods_id::text as id, d.sales from market_product_days d join market_products p on p.goods_id = d.goods_id
       where d.day = $1::date and p.site = $2 and p.type_id = $3`,
      [DAY, top.site, top.type_id],
    );
    const mine = sameDay.find((r) => r.id === top.id);
    if (!mine) throw new Error('the product has no row on the data day');
    expect(last).toMatchObject({ date: DAY, units: n(mine.sales), categoryRank: sameDay.filter((r) => n(r.sales) > n(mine.sales)).length + 1 });
    expect(last.gmv).toBeCloseTo(n(mine.sales) * last.price, 1);

    const visitor = (await h.call(`/api/workbench/item/history?id=${top.id}&days=30`)).body.payload;
    expect(visitor.points.map((p: { date: string }) => p.date)).toEqual(full.points.slice(-7).map((p: { date: string }) => p.date));
    expect(visitor.cut).toEqual({ reason: 'login', allowed: 7, available: 30 });
    expect(visitor.from).toBe(addDays(DAY, -6));

    const range = (await h.call(`/api/workbench/item/history?id=${top.id}&from=2026-06-10&to=2026-06-12`, trial)).body.payload;
    expect(range.points.map((p: { date: string }) => p.date)).toEqual(['2026-06-10', '2026-06-11', '2026-06-12']);
    const reversed = await h.call(`/api/workbench/item/history?id=${top.id}&from=2026-06-12&to=2026-06-10`, trial);
    expect(reversed.body.code).toBe(400);
  });

  it('cuts a range that starts before the caller\'s history and names the plan that reaches its first day', async () => {
    // 400 days back, ending 5 days before the data day: the ultimate plan holds the last 365.
    const from = addDays(DAY, -399);
    const to = addDays(DAY, -5);
    const range = (await h.call(`/api/workbench/item/history?id=${top.id}&from=${from}&to=${to}`, ultimate)).body.payload;
    expect(range.from).toBe(addDays(DAY, -364));
    expect(range.to).toBe(to);
    expect(range.cut).toEqual({ reason: 'plan', allowed: 365, available: 400, unlockTier: 'professional' });
    const trialRange = (await h.call(`/api/workbench/item/history?id=${top.id}&from=${addDays(DAY, -59)}&to=${addDays(DAY, -40)}`, trial)).body.payload;
    expect(trialRange.cut).toEqual({ reason: 'plan', allowed: 30, available: 60, unlockTier: 'starter' });
    expect(trialRange.points).toEqual([]);
  });
});

describe('GET /api/workbench/item/find', () => {
  it('finds a product by its marketplace link, its id, or words of its title', async () => {
    const { body } = await h.call(`/api/workbench/item?id=${top.id}`, operation);
    const link = body.payload.item.link;
    expect((await h.call(`/api/workbench/item/find?q=${encodeURIComponent(link)}`)).body.payload.matches.map((m: { id: string }) => m.id)).toEqual([top.id]);
    expect((await h.call(`/api/workbench/item/find?q=${top.id}`)).body.payload.matches.map((m: { id: string }) => m.id)).toEqual([top.id]);
    const words = top.title.split(/\s+/).slice(0, 2).join(' ');
    const byTitle = (await h.call(`/api/workbench/item/find?q=${encodeURIComponent(words)}&site=${top.site}`)).body.payload.matches;
    expect(byTitle.map((m: { id: string }) => m.id)).toContain(top.id);
    for (const m of byTitle) expect(m.site).toBe(top.site);
    expect((await h.call('/api/workbench/item/find?q=%25_%25')).body.payload.matches).toEqual([]);
  });
});

describe('GET /api/workbench/contrast', () => {
  it("refuses more products than the plan's contrast width, and a visitor, naming the width", async () => {
    const ids = (await sql.query<{ id: string }>('select goods_id::text as id from market_workbench_products order by units_30 desc, goods_id limit 3')).map((r) => r.id);
    const visitor = await h.call(`/api/workbench/contrast?ids=${ids.slice(0, 2).join(',')}`);
    expect(visitor.status).toBe(403);
    expect(visitor.body.message).toContain('contrast width 0');
    const tooMany = await h.call(`/api/workbench/contrast?ids=${ids.join(',')}`, trial);
    expect(tooMany.status).toBe(403);
    expect(tooMany.body.message).toContain(`contrast width ${WORKBENCH_RIGHTS.trial.contrastWidth}`);

    const two = (await h.call(`/api/workbench/contrast?ids=${ids.slice(0, 2).join(',')},1&days=90`, ultimate)).body.payload;
    expect(two.items.map((i: { item: { id: string } }) => i.item.id)).toEqual(ids.slice(0, 2));
    expect(two.missing).toEqual(['1']);
    expect(two.days).toBe(90);
    for (const item of two.items) expect(item.figures.days).toBe(90);
    const cut = (await h.call(`/api/workbench/contrast?ids=${ids.slice(0, 2).join(',')}&days=90`, trial)).body.payload;
    expect(cut.days).toBe(30);
    expect(cut.cut).toEqual({ reason: 'plan', allowed: 30, available: 90, unlockTier: 'starter' });
    for (const item of cut.items) expect(item.points.length).toBeLessThanOrEqual(30);
    expect((await h.call('/api/workbench/contrast?ids=1', ultimate)).body.code).toBe(400);
  });
});
