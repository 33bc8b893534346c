// The estimate intervals of shops, brands and categories (issue 33): the sum of their products'
// intervals (lower ends summed, upper ends summed) over each rolling period, derived with their rows
// and carried by their ranking rows, explanation figures and contrast figures. A shop is rewritten to
// two products with hand-made days, so its intervals are numbers worked out by hand; a category's
// and a brand's are checked against their products' days summed here.
import { SITE_CODES } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addDays } from '../../market/days';
import { deriveStats } from '../../market/derive/derive';
import { ALL_SITES } from '../../market/derive/workbench-category-derive';
import { aggregateMonthIntervals } from '../../market/queries/aggregate-intervals';
import { marketSqlOf, type MarketSql } from '../../market/market-sql';
import { SITE_PROFILES } from '../../market/site-profiles';
import { openWorkbenchHarness, type WorkbenchHarness } from './workbench-test-harness';

const DAY = '2026-06-30';
const TH_PER_USD = SITE_PROFILES.TH.perUsd;
let h: WorkbenchHarness;
let sql: MarketSql;
let ultimate: string;
let shop: string;
let other: string;
let shopTypeId: number;

const round2 = (v: number) => Math.round(v * 100) / 100;
// Shopee's sites: the second marketplace's products (their own tables) are in no Shopee aggregate.
const SHOPEE_SITES = SITE_CODES.map((s) => `'${s}'`).join(', ');
type Interval = { unitsLow: number; unitsHigh: number; gmvLow: number; gmvHigh: number; gmvUsdLow: number; gmvUsdHigh: number };
const inTh = (unitsLow: number, unitsHigh: number, gmvLow: number, gmvHigh: number): Interval => ({
  unitsLow,
  unitsHigh,
  gmvLow,
  gmvHigh,
  gmvUsdLow: round2(gmvLow / TH_PER_USD),
  gmvUsdHigh: round2(gmvHigh / TH_PER_USD),
});

/**
 * The shop's two products' days (days before DAY, units, lower and upper end, price): an estimate
 * with an interval, an exact one, one imported before intervals were kept (its estimate both ends).
 */
const A_DAYS: [number, number, number | null, number | null, number][] = [
  [0, 10, 8, 13, 2.5],
  [3, 4, 4, 4, 3],
  [10, 6, null, null, 2],
];
const B_DAYS: [number, number, number | null, number | null, number][] = [
  [1, 20, 15, 30, 1.25],
  // The last day of May: outside the 30 days, inside May's days of the item history.
  [30, 7, 5, 9, 4],
];

/**
 * Worked by hand from the days above. 1 day: A's last day. 7 days: + A 3 days before and B's day
 * before: units 10 + 4 + 20 = 34, low 8 + 4 + 15 = 27, high 13 + 4 + 30 = 47, sales value low
 * 8 × 2.5 + 4 × 3 + 15 × 1.25 = 50.75, high 13 × 2.5 + 12 + 30 × 1.25 = 82. 30 days: + A's 6 at 2
 * as both ends. 90 and 180 days: + B's 7 (5 to 9) at 4.
 */
const EXPECTED: Record<number, { units: number; gmv: number; interval: Interval }> = {
  1: { units: 10, gmv: 25, interval: inTh(8, 13, 20, 32.5) },
  7: { units: 34, gmv: 62, interval: inTh(27, 47, 50.75, 82) },
  30: { units: 40, gmv: 74, interval: inTh(33, 53, 62.75, 94) },
  90: { units: 47, gmv: 102, interval: inTh(38, 62, 82.75, 130) },
  180: { units: 47, gmv: 102, interval: inTh(38, 62, 82.75, 130) },
};

beforeAll(async () => {
  h = await openWorkbenchHarness();
  sql = marketSqlOf(h.main.deps.db);
  ultimate = await h.member(9331, 'ultimate');
  // Two Thai shops with at least two selling products: the first is rewritten.
  const shops = await sql.query<{ id: string; type_id: number }>(
    `select w.shop_id::text as id, s.type_id from market_workbench_products w join market_shops s on s.shop_id = w.shop_id
     where w.site = 'TH' and w.units_30 > 0 group by w.shop_id, s.type_id having count(*) >= 2 order by w.shop_id limit 2`,
  );
  shop = shops[0]?.id ?? '';
  other = shops[1]?.id ?? '';
  shopTypeId = Number(shops[0]?.type_id);
  const products = await sql.query<{ id: string }>('select goods_id::text as id from market_products where shop_id = $1::int8 order by goods_id', [shop]);
  const [a, b] = products.map((p) => p.id);
  const from = addDays(DAY, -400);
  // Its products keep only the days above (the others drop out of the item window), and its shop days are made again from them as the importer makes them.
  await sql.query('delete from market_product_days where goods_id = any($1::int8[]) and day > $2::date', [products.map((p) => p.id), from]);
  for (const [id, days] of [
    [a, A_DAYS],
    [b, B_DAYS],
  ] as const) {
    for (const [back, sales, low, high, price] of days) {
      await sql.query('insert into market_product_days (day, goods_id, sales, price, stock, sales_low, sales_high) values ($1::date, $2::int8, $3, $4, 100, $5, $6)', [addDays(DAY, -back), id, sales, price, low, high]);
    }
  }
  await sql.query('delete from market_shop_days where shop_id = $1::int8 and day > $2::date', [shop, from]);
  await sql.query(
    `insert into market_shop_days (shop_id, day, sales, gmv, products_sold)
     select p.shop_id, d.day, sum(d.sales), sum(d.sales * d.price), count(*) filter (where d.sales > 0)
     from market_product_days d join market_products p on p.goods_id = d.goods_id where p.shop_id = $1::int8 and d.day > $2::date group by p.shop_id, d.day`,
    [shop, from],
  );
  // The days changed behind the importer's back: every month is derived again, as a new feed day's month is.
  await sql.query('delete from market_workbench_month_days');
  await deriveStats(sql, DAY);
}, 240_000);
afterAll(() => h.close());

/**
 * The shop's calendar months, worked out by hand: June holds all of A's days and B's day before
 * DAY (as its 30 days do), May B's 7 units (5 to 9) at 4.
 */
const MONTHS: Record<string, { units: number; gmv: number; interval: Interval }> = {
  '2026-06': { units: 40, gmv: 74, interval: inTh(33, 53, 62.75, 94) },
  '2026-05': { units: 7, gmv: 28, interval: inTh(5, 9, 20, 36) },
};

/** A scope's interval summed from its products' days over `days` ending on DAY, or over a month's days (all sites: in US dollars). */
async function summed(where: string, args: unknown[], days: number | { from: string; to: string }, usd: boolean) {
  const [after, last] = typeof days === 'number' ? [addDays(DAY, -days), DAY] : [addDays(days.from, -1), days.to];
  const rows = await sql.query<{ site: 'TH'; ul: string; uh: string; gl: number; gh: number }>(
    `select p.site, sum(coalesce(d.sales_low, d.sales)) as ul, sum(coalesce(d.sales_high, d.sales)) as uh,
       sum(coalesce(d.sales_low, d.sales) * d.price)::float8 as gl, sum(coalesce(d.sales_high, d.sales) * d.price)::float8 as gh
     from market_product_days d join market_products p on p.goods_id = d.goods_id
     where ${where} and p.site in (${SHOPEE_SITES}) and d.day > $${args.length + 1}::date and d.day <= $${args.length + 2}::date group by p.site`,
    [...args, after, last],
  );
  const money = (r: (typeof rows)[number], v: number) => (usd ? v / SITE_PROFILES[r.site].perUsd : v);
  return {
    unitsLow: rows.reduce((t, r) => t + Number(r.ul), 0),
    unitsHigh: rows.reduce((t, r) => t + Number(r.uh), 0),
    gmvLow: rows.reduce((t, r) => t + money(r, Number(r.gl)), 0),
    gmvHigh: rows.reduce((t, r) => t + money(r, Number(r.gh)), 0),
  };
}

describe('estimate intervals of shops, brands and categories', () => {
  it("give a shop's figures of each period its products' intervals summed, worked out by hand", async () => {
    const { body } = await h.call(`/api/workbench/item?entity=shop&id=${shop}`, ultimate);
    const figures = body.payload.figures as { days: number; units: number; gmv: number; interval?: Interval }[];
    expect(figures.map((f) => f.days)).toEqual([1, 7, 30, 90, 180]);
    for (const f of figures) {
      const expected = EXPECTED[f.days];
      expect({ units: f.units, gmv: f.gmv, interval: f.interval }, `${f.days} days`).toEqual(expected);
    }
  });

  it("give a shop's ranking row its period's interval, and a calendar month's row its month's, worked out by hand", async () => {
    const week = await h.call(`/api/workbench/ranking?entity=shop&site=TH&cat=${shopTypeId}&period=7&size=200`, ultimate);
    const row = (week.body.payload.rows as { id: string; interval?: Interval }[]).find((r) => r.id === shop);
    expect(row?.interval).toEqual(EXPECTED[7]?.interval);
    const months = week.body.payload.months as string[];
    expect(months.slice(0, 2)).toEqual(['2026-06', '2026-05']);
    for (const month of months.slice(0, 2)) {
      const inMonth = await h.call(`/api/workbench/ranking?entity=shop&site=TH&cat=${shopTypeId}&period=${month}&size=200`, ultimate);
      const rows = inMonth.body.payload.rows as { id: string; units: number; gmv: number; interval?: Interval }[];
      const mine = rows.find((r) => r.id === shop);
      expect(mine && { units: mine.units, gmv: mine.gmv, interval: mine.interval }, month).toEqual(MONTHS[month]);
      // Every other shop's interval holds its month's units.
      for (const r of rows) {
        expect(r.interval?.unitsLow, r.id).toBeLessThanOrEqual(r.units);
        expect(r.interval?.unitsHigh, r.id).toBeGreaterThanOrEqual(r.units);
      }
    }
  });

  it("give a brand's and a category's month rows, of a site and of all sites in US dollars, their products' days of the month summed", async () => {
    const june = { from: '2026-06-01', to: DAY };
    for (const site of ['TH', undefined] as const) {
      const scope = site ? `&site=${site}` : '';
      const categories = await h.call(`/api/workbench/ranking?entity=category${scope}&period=2026-06&size=200`, ultimate);
      const category = (categories.body.payload.rows as { id: string; units: number; interval?: Interval }[]).find((r) => r.id === String(shopTypeId));
      const c = await summed(site ? 'p.type_id = $1 and p.site = $2' : 'p.type_id = $1', site ? [shopTypeId, site] : [shopTypeId], june, !site);
      const label = `category ${shopTypeId}, ${site ?? 'all sites'}`;
      expect(category?.interval?.unitsLow, label).toBe(c.unitsLow);
      expect(category?.interval?.unitsHigh, label).toBe(c.unitsHigh);
      expect(category?.interval?.gmvLow, label).toBeCloseTo(c.gmvLow, 1);
      expect(category?.interval?.gmvHigh, label).toBeCloseTo(c.gmvHigh, 1);
      expect(category?.interval?.gmvUsdHigh, label).toBeCloseTo(site ? c.gmvHigh / TH_PER_USD : c.gmvHigh, 1);
      const brands = await h.call(`/api/workbench/ranking?entity=brand${scope}&period=2026-06`, ultimate);
      const top = (brands.body.payload.rows as { id: string; units: number; interval?: Interval }[]).slice(0, 3);
      expect(top.length).toBeGreaterThan(0);
      for (const r of top) {
        const b = await summed(site ? 'p.brand_id = $1 and p.site = $2' : 'p.brand_id = $1', site ? [Number(r.id), site] : [Number(r.id)], june, !site);
        expect(r.interval?.unitsLow, `brand ${r.id}`).toBe(b.unitsLow);
        expect(r.interval?.unitsHigh, `brand ${r.id}`).toBe(b.unitsHigh);
        expect(r.interval?.gmvLow, `brand ${r.id}`).toBeCloseTo(b.gmvLow, 1);
        expect(r.units).toBeGreaterThanOrEqual(b.unitsLow);
        expect(r.units).toBeLessThanOrEqual(b.unitsHigh);
      }
    }
  });

  it("give a shop contrast's figures the contrast period's interval", async () => {
    const { body } = await h.call(`/api/workbench/contrast?entity=shop&ids=${shop},${other}&days=30`, ultimate);
    const item = (body.payload.items as { item: { id: string }; figures: { interval?: Interval } }[]).find((i) => i.item.id === shop);
    expect(item?.figures.interval).toEqual(EXPECTED[30]?.interval);
    const second = (body.payload.items as { item: { id: string }; figures: { units: number; interval?: Interval } }[]).find((i) => i.item.id === other);
    expect(second?.figures.interval?.unitsLow).toBeLessThanOrEqual(second?.figures.units ?? -1);
    expect(second?.figures.interval?.unitsHigh).toBeGreaterThanOrEqual(second?.figures.units ?? Infinity);
  });

  it("give a product contrast's figures their interval, as the product's explanation has it", async () => {
    const ranking = await h.call('/api/workbench/ranking?site=TH&period=30', ultimate);
    const ids = (ranking.body.payload.rows as { id: string }[]).slice(0, 2).map((r) => r.id);
    const { body } = await h.call(`/api/workbench/contrast?ids=${ids.join(',')}&days=30`, ultimate);
    for (const { item, figures } of body.payload.items as { item: { id: string }; figures: { interval?: Interval } }[]) {
      const explanation = await h.call(`/api/workbench/item?id=${item.id}`, ultimate);
      const thirty = (explanation.body.payload.figures as { days: number; interval?: Interval }[]).find((f) => f.days === 30);
      expect(figures.interval, item.id).toEqual(thirty?.interval);
      expect(figures.interval).toBeDefined();
    }
  });

  it("give a category of a site, and of all sites in US dollars, its products' intervals summed", async () => {
    for (const site of ['TH', undefined] as const) {
      const { body } = await h.call(`/api/workbench/item?entity=category&id=${shopTypeId}${site ? `&site=${site}` : ''}`, ultimate);
      for (const f of body.payload.figures as { days: number; units: number; interval?: Interval }[]) {
        const d = await summed(site ? 'p.type_id = $1 and p.site = $2' : 'p.type_id = $1', site ? [shopTypeId, site] : [shopTypeId], f.days, !site);
        const label = `${site ?? 'all sites'}, ${f.days} days`;
        expect(f.interval?.unitsLow, label).toBe(d.unitsLow);
        expect(f.interval?.unitsHigh, label).toBe(d.unitsHigh);
        expect(f.interval?.gmvLow, label).toBeCloseTo(d.gmvLow, 1);
        expect(f.interval?.gmvHigh, label).toBeCloseTo(d.gmvHigh, 1);
        expect(f.interval?.gmvUsdHigh, label).toBeCloseTo(site ? d.gmvHigh / TH_PER_USD : d.gmvHigh, 1);
        expect(f.units).toBeGreaterThanOrEqual(d.unitsLow);
        expect(f.units).toBeLessThanOrEqual(d.unitsHigh);
      }
    }
    // Every category row of a ranking carries one around its units.
    const { body } = await h.call('/api/workbench/ranking?entity=category&site=TH&period=30', ultimate);
    for (const r of body.payload.rows as { units: number; interval?: Interval }[]) {
      expect(r.interval?.unitsLow).toBeLessThanOrEqual(r.units);
      expect(r.interval?.unitsHigh).toBeGreaterThanOrEqual(r.units);
    }
    expect((body.payload.rows as { interval?: Interval }[]).some((r) => (r.interval?.unitsHigh ?? 0) > (r.interval?.unitsLow ?? 0))).toBe(true);
  });

  it("give a brand's ranking row of a site its products' intervals summed", async () => {
    const { body } = await h.call('/api/workbench/ranking?entity=brand&site=TH&period=30', ultimate);
    const rows = (body.payload.rows as { id: string; units: number; interval?: Interval }[]).slice(0, 5);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const d = await summed('p.brand_id = $1 and p.site = $2', [Number(r.id), 'TH'], 30, false);
      expect(r.interval?.unitsLow, r.id).toBe(d.unitsLow);
      expect(r.interval?.unitsHigh, r.id).toBe(d.unitsHigh);
      expect(r.interval?.gmvLow, r.id).toBeCloseTo(d.gmvLow, 1);
      expect(r.interval?.gmvUsdLow, r.id).toBeCloseTo(d.gmvLow / TH_PER_USD, 1);
    }
  });
});

/**
 * What a month ranking answered before its intervals were derived (issue 33): every shop's, brand's
 * and category's products' days of the month summed when the answer was made, grouped as the month
 * figures group them, a site's in its currency, all sites' in US dollars. By `${site}:${id}`.
 */
async function summedMonth(entity: 'shop' | 'brand' | 'category', month: string, site: string): Promise<Map<string, { ul: number; uh: number; gl: number; gh: number }>> {
  const all = site === ALL_SITES;
  const rates = SITE_CODES.map((s) => `('${s}', ${SITE_PROFILES[s].perUsd}::float8)`).join(', ');
  const money = (units: string) => `sum(${units} * d.price${all ? ' / r.per_usd' : ''})::float8`;
  const read = (products: string, column: string) =>
    `select p.${column}::text as id, sum(coalesce(d.sales_low, d.sales))::int8 as ul, sum(coalesce(d.sales_high, d.sales))::int8 as uh,
       ${money('coalesce(d.sales_low, d.sales)')} as gl, ${money('coalesce(d.sales_high, d.sales)')} as gh
     from ${products} p join (values ${rates}) as r(site, per_usd) on r.site = p.site join market_product_days d on d.goods_id = p.goods_id
     where p.${column} is not null and d.day >= $1::date and d.day < ($1::date + interval '1 month')::date${all ? '' : ' and p.site = $2'} group by p.${column}`;
  const statements = { shop: [read('market_products', 'shop_id')], brand: [read('market_workbench_products', 'brand_id')], category: [read('market_products', 'type_id'), read('market_products', 'sub_type_id')] }[entity];
  const out = new Map<string, { ul: number; uh: number; gl: number; gh: number }>();
  for (const statement of statements) {
    for (const r of await sql.query<{ id: string; ul: string; uh: string; gl: number; gh: number }>(statement, all ? [month] : [month, site])) {
      out.set(`${site}:${r.id}`, { ul: Number(r.ul), uh: Number(r.uh), gl: Number(r.gl), gh: Number(r.gh) });
    }
  }
  return out;
}

describe('calendar-month intervals of shops, brands and categories, derived', () => {
  it('are the intervals summed from their products\' days, for every row of June and May, of a site and of all sites', async () => {
    const scopes: ['shop' | 'brand' | 'category', string][] = [
      ['shop', 'TH'],
      ['shop', 'VN'],
      ['brand', 'TH'],
      ['brand', ALL_SITES],
      ['category', 'TH'],
      ['category', ALL_SITES],
    ];
    for (const month of ['2026-06-01', '2026-05-01']) {
      // Derived with the month rows: the answer reads them, it sums no product day.
      const [held] = await sql.query<{ n: number }>('select count(*)::int as n from market_workbench_month_intervals where month = $1::date', [month]);
      expect(held?.n, month).toBeGreaterThan(0);
      for (const [entity, site] of scopes) {
        const expected = await summedMonth(entity, month, site);
        const label = `${entity}, ${site}, ${month}`;
        expect(expected.size, label).toBeGreaterThan(0);
        const keys = [...expected.keys()].map((k) => ({ site, id: k.slice(site.length + 1) }));
        const derived = await aggregateMonthIntervals(sql, entity, keys, month);
        expect([...derived.keys()].sort(), label).toEqual([...expected.keys()].sort());
        for (const [key, e] of expected) {
          const d = derived.get(key);
          expect(d && [d.unitsLow, d.unitsHigh], `${label} ${key}`).toEqual([e.ul, e.uh]);
          expect(d?.gmvLow, `${label} ${key}`).toBeCloseTo(e.gl, 1);
          expect(d?.gmvHigh, `${label} ${key}`).toBeCloseTo(e.gh, 1);
        }
      }
    }
    // The hand-made shop's June, as the ranking answered it above.
    const june = await aggregateMonthIntervals(sql, 'shop', [{ site: 'TH', id: shop }], '2026-06-15');
    expect(june.get(`TH:${shop}`)).toEqual(MONTHS['2026-06']?.interval);
  });
});
