// The product finder's ranges on GET /ranking and /export (issue 30 item 1): price change over 30
// days, reviews per unit sold, shops selling the same category and listing age, beside the product
// filters. The rows found are checked against the same figures computed here from the imported
// daily rows and the derived category table, every product of the site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PREVIEW_ROWS, WORKBENCH_RIGHTS } from '@sealens/domain';

import { addDays, daysBetween } from '../../market/days';
import { marketSqlOf, type MarketSql } from '../../market/market-sql';
import { PRICE_CHANGE_DAYS } from '../../market/queries/workbench-finder-queries';
import { openWorkbenchHarness, type WorkbenchHarness } from './workbench-test-harness';

const DAY = '2026-06-30';
let h: WorkbenchHarness;
let sql: MarketSql;
let trial: string;
let ultimate: string;

beforeAll(async () => {
  h = await openWorkbenchHarness();
  sql = marketSqlOf(h.main.deps.db);
  trial = await h.member(9301, 'trial');
  ultimate = await h.member(9302, 'ultimate');
}, 180_000);
afterAll(() => h.close());

const n = (v: unknown) => Number(v ?? 0);

interface Truth {
  id: string;
  units30: number;
  priceChange: number | null;
  reviewsPerUnit: number | null;
  categoryShops: number | null;
  age: number;
  price: number;
}

/** Every TH product's finder figures, from the daily rows (its units and prices) and the category table. */
async function truths(): Promise<Truth[]> {
  const days = await sql.query<{ id: string; day: string; sales: number; price: number }>(
    `select d.goods_id::text as id, d.day::text as day, d.sales, d.price from market_product_days d join market_products p on p.goods_id = d.goods_id
     where p.site = 'TH' and d.day > $1::date - 31 and d.day <= $1::date`,
    [DAY],
  );
  const products = await sql.query<{ id: string; reviews: number; price: number; listed: string; type_id: number; sub_type_id: number | null }>(
    `select p.goods_id::text as id, p.comments as reviews, p.price, (p.listed_at at time zone 'Asia/Shanghai')::date::text as listed, p.type_id, p.sub_type_id
     from market_products p where p.site = 'TH'`,
  );
  const shops = new Map(
    (await sql.query<{ category_id: number; active_shops: number }>(`select category_id, active_shops from market_workbench_categories where site = 'TH'`)).map((c) => [
      n(c.category_id),
      n(c.active_shops),
    ]),
  );
  const before = addDays(DAY, -PRICE_CHANGE_DAYS);
  const byId = new Map<string, { units: number; now?: number; then?: number }>();
  for (const d of days) {
    const e = byId.get(d.id) ?? { units: 0 };
    if (d.day > before) e.units += n(d.sales);
    if (d.day === DAY) e.now = n(d.price);
    if (d.day === before) e.then = n(d.price);
    byId.set(d.id, e);
  }
  return products.flatMap((p) => {
    const e = byId.get(p.id);
    if (!e) return [];
    // A product without a row on the data day keeps its latest known price (the derive's rule).
    const now = e.now ?? n(p.price);
    return [
      {
        id: p.id,
        units30: e.units,
        price: now,
        priceChange: e.then && e.then > 0 ? ((now - e.then) / e.then) * 100 : null,
        reviewsPerUnit: e.units > 0 ? n(p.reviews) / e.units : null,
        categoryShops: shops.get(n(p.sub_type_id ?? p.type_id)) ?? null,
        age: daysBetween(p.listed, DAY).length - 1,
      },
    ];
  });
}

const within = (v: number | null, min?: number, max?: number) => v !== null && (min === undefined || v >= min) && (max === undefined || v <= max);

describe('GET /api/workbench/ranking: the product finder', () => {
  it('finds exactly the products inside every range, each row carrying the figures it was found by', async () => {
    const all = await truths();
    // Ranges around the site's medians, so each one cuts and together they leave some rows.
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const ages = all.map((t) => t.age);
    const shopCounts = all.flatMap((t) => (t.categoryShops === null ? [] : [t.categoryShops]));
    const ranges = {
      age: { max: median(ages) * 2 },
      categoryShops: { max: median(shopCounts) },
      reviewsPerUnit: { max: 50 },
      priceChange: { min: -20, max: 20 },
    };
    const expected = all.filter(
      (t) =>
        t.units30 > 0 &&
        within(t.age, undefined, ranges.age.max) &&
        within(t.categoryShops, undefined, ranges.categoryShops.max) &&
        within(t.reviewsPerUnit, undefined, ranges.reviewsPerUnit.max) &&
        within(t.priceChange, ranges.priceChange.min, ranges.priceChange.max),
    );
    expect(expected.length).toBeGreaterThan(3);
    expect(expected.length).toBeLessThan(all.filter((t) => t.units30 > 0).length);

    const url = `/api/workbench/ranking?site=TH&period=30&size=200&ageMax=${ranges.age.max}&categoryShopsMax=${ranges.categoryShops.max}&reviewsPerUnitMax=50&priceChangeMin=-20&priceChangeMax=20`;
    const { body } = await h.call(url, ultimate);
    expect(body.code).toBe(200);
    const page = body.payload;
    expect(page.total).toBe(expected.length);
    expect(new Set(page.rows.map((r: { id: string }) => r.id))).toEqual(new Set(expected.slice(0, 200).map((t) => t.id)));
    const truth = new Map(expected.map((t) => [t.id, t]));
    for (const row of page.rows) {
      const t = truth.get(row.id);
      expect(t).toBeDefined();
      if (!t) continue;
      expect(row.ageDays).toBe(t.age);
      expect(row.categoryShops).toBe(t.categoryShops);
      // Shown with two decimals.
      expect(Math.abs(row.reviewsPerUnit - (t.reviewsPerUnit ?? Number.NaN))).toBeLessThanOrEqual(0.005 + 1e-9);
      expect(Math.abs(row.priceChange30 - (t.priceChange ?? Number.NaN))).toBeLessThanOrEqual(0.005 + 1e-9);
    }
  });

  it('keeps a range when the period changes: the finder figures are the 30 days before the data day', async () => {
    const week = await h.call('/api/workbench/ranking?site=TH&period=7&size=200&ageMax=60', ultimate);
    const quarter = await h.call('/api/workbench/ranking?site=TH&period=90&size=200&ageMax=60', ultimate);
    for (const row of [...week.body.payload.rows, ...quarter.body.payload.rows]) expect(row.ageDays).toBeLessThanOrEqual(60);
    expect(week.body.payload.rows.length).toBeGreaterThan(0);
  });

  it('answers 400 naming a range outside its contract, and for an entity without it', async () => {
    for (const [query, name] of [
      ['ageMin=-1', 'ageMin'],
      ['ageMax=1.5', 'ageMax'],
      ['priceChangeMin=-101', 'priceChangeMin'],
      ['categoryShopsMin=2.5', 'categoryShopsMin'],
      ['reviewsPerUnitMin=3&reviewsPerUnitMax=1', 'reviewsPerUnitMax'],
      ['entity=shop&ageMax=30', 'ageMax'],
      ['entity=keyword&priceChangeMin=5', 'priceChangeMin'],
    ] as const) {
      const { body } = await h.call(`/api/workbench/ranking?${query}`, ultimate);
      expect(body.code, query).toBe(400);
      expect(body.message, query).toContain(name);
    }
  });

  it("cuts the finder's rows at the plan's depth, as a ranking", async () => {
    const url = '/api/workbench/ranking?period=30&ageMin=0';
    const visitor = await h.call(url);
    expect(visitor.body.payload.rows).toHaveLength(PREVIEW_ROWS);
    expect(visitor.body.payload.cut).toMatchObject({ reason: 'login', allowed: PREVIEW_ROWS });
    const member = await h.call(`${url}&size=50&page=2`, trial);
    expect(member.body.payload.total).toBeGreaterThan(WORKBENCH_RIGHTS.trial.rowDepth);
    expect(member.body.payload.rows).toEqual([]);
    expect(member.body.payload.cut).toMatchObject({ reason: 'plan', allowed: WORKBENCH_RIGHTS.trial.rowDepth });
  });
});
