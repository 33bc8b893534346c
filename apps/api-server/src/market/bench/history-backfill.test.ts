// The benches' SQL history (history-backfill.ts) on a tiny market of two imported item days: it writes
// the 15 days before them that the monitors' evaluation reads (issue 31's bench at full depth), each of
// what the evaluation reads: product days seen by the crawler's pass (or missed), shop days summed from
// them, brand days as the derive sums them, search-word days; and it refuses to write a day twice.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { figuresCtes, PRODUCT_WINDOW_DAYS } from '../../monitor/monitor-figures';
import { openTestDatabase, simulatedClock, type TestDatabase } from '../../security/test-database';
import { addDays, daysBetween } from '../days';
import { marketSqlOf, type MarketSql } from '../market-sql';
import { latestCompleteDay } from '../market-state';
import { MarketRefresher } from '../refresh/refresher';
import { MARKET_SCALES } from '../scale';
import { MISSED_SHARE } from '../sim/observe';
import { backfillConflicts, backfillItemHistory, type BackfillReport } from './history-backfill';

const SEED = 31;
let database: TestDatabase;
let sql: MarketSql;
let folder: string;
let day: string;
let oldest: string;
let report: BackfillReport;

beforeAll(async () => {
  database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
  sql = marketSqlOf(database.db);
  folder = await mkdtemp(join(tmpdir(), 'sealens-history-backfill-'));
  const scale = { ...MARKET_SCALES.tiny, itemDays: 2, readyItemDays: 2, marketDays: 2 };
  const refresher = new MarketRefresher({ sql, mode: 'local', feedDir: join(folder, 'feed'), now: simulatedClock('2026-07-01T04:00:00.000Z').now, scale, seed: SEED });
  await refresher.tick();
  await refresher.settled();
  day = (await latestCompleteDay(sql)) ?? '';
  oldest = addDays(day, -1);
  expect(await backfillConflicts(sql, addDays(oldest, -15), addDays(oldest, -1))).toEqual([]);
  report = await backfillItemHistory(sql, SEED, addDays(oldest, -15), () => undefined);
}, 240_000);

afterAll(async () => {
  await database?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const count = async (text: string, params: unknown[] = []) => Number((await sql.query<{ n: number }>(text, params))[0]?.n);

describe('the SQL item history before the imported days', () => {
  it('writes the 15 product days before the imported two, each product from its listing on, seen by the pass but for the missed share', async () => {
    expect(report).toMatchObject({ from: addDays(oldest, -15), to: addDays(oldest, -1) });
    const days = await sql.query<{ day: string; n: number; seen: number; late: number }>(
      `select day::text as day, count(*)::int as n, count(observed_at)::int as seen,
         -- The pass runs the night after the day (China time): from its midnight on, within 14 hours.
         count(*) filter (where observed_at < ((day + 1)::timestamp at time zone 'Asia/Shanghai') or observed_at >= ((day + 1)::timestamp at time zone 'Asia/Shanghai') + interval '14 hours')::int as late
       from market_product_days where day <= $1::date group by day order by day`,
      [day],
    );
    expect(days.map((d) => d.day)).toEqual(daysBetween(addDays(day, -PRODUCT_WINDOW_DAYS), day));
    const written = days.slice(0, 15);
    expect(written.reduce((n, d) => n + d.n, 0)).toBe(report.productRows);
    for (const d of written) {
      expect(d.n).toBeGreaterThan(300);
      expect(d.late).toBe(0);
    }
    const missed = 1 - written.reduce((n, d) => n + d.seen, 0) / report.productRows;
    expect(missed).toBeGreaterThan(MISSED_SHARE / 2);
    expect(missed).toBeLessThan(MISSED_SHARE * 2);
    // No product has a day before its listing; every product of the imported days listed before the window has all 15.
    expect(
      await count(`select count(*)::int as n from market_product_days d join market_products p using (goods_id) where d.day < $1::date and d.day < (p.listed_at at time zone 'Asia/Shanghai')::date`, [oldest]),
    ).toBe(0);
    expect(
      await count(
        `select count(*)::int as n from (select d.goods_id from market_product_days d join market_products p using (goods_id)
           where p.listed_at < ($1::date at time zone 'Asia/Shanghai') and d.day < $2::date group by d.goods_id having count(*) <> 15) x`,
        [addDays(oldest, -15), oldest],
      ),
    ).toBe(0);
    // In the simulator's shape: the days written sell about what the imported day sold, not nothing and not ten times it.
    const [sums] = await sql.query<{ written: number; imported: number }>(
      `select sum(sales) filter (where day < $1::date) / 15.0 as written, sum(sales) filter (where day = $2::date) as imported from market_product_days`,
      [oldest, day],
    );
    expect(Number(sums?.written) / Number(sums?.imported)).toBeGreaterThan(0.4);
    expect(Number(sums?.written) / Number(sums?.imported)).toBeLessThan(2.5);
  });

  it('sums the shop and brand days from them and moves every search word of the oldest imported day back', async () => {
    const from = addDays(oldest, -15);
    expect(report.shopRows).toBeGreaterThan(0);
    // Each shop day is its products' day.
    expect(
      await count(
        `select count(*)::int as n from market_shop_days s full join (
           select p.shop_id, d.day, sum(d.sales)::int as sales from market_product_days d join market_products p using (goods_id)
           where d.day between $1::date and $2::date group by 1, 2) x on x.shop_id = s.shop_id and x.day = s.day
         where (s.day between $1::date and $2::date or x.day is not null) and (s.sales is distinct from x.sales)`,
        [from, addDays(oldest, -1)],
      ),
    ).toBe(0);
    expect(await count(`select count(distinct day)::int as n from market_shop_days where day between $1::date and $2::date`, [from, addDays(oldest, -1)])).toBe(15);
    // Each brand day is its products' (the derive's sums of the imported days, the same statement).
    expect(
      await count(
        `select count(*)::int as n from market_workbench_brand_days b full join (
           select d.day, p.site, p.brand_id, sum(d.sales)::int8 as units from market_product_days d join market_products p using (goods_id)
           where p.brand_id is not null and p.site in ('BR', 'ID', 'MY', 'MX', 'PH', 'SG', 'TW', 'TH', 'VN') and d.day between $1::date and $2::date group by 1, 2, 3) x
           on x.day = b.day and x.site = b.site and x.brand_id = b.brand_id
         where (b.day between $1::date and $2::date or x.day is not null) and b.units is distinct from x.units`,
        [from, addDays(oldest, -1)],
      ),
    ).toBe(0);
    expect(report.brandRows).toBe(await count(`select count(*)::int as n from market_workbench_brand_days where day < $1::date`, [oldest]));
    // Every word searched on the oldest imported day, every day before it, near its searches then.
    const words = await count(`select count(*)::int as n from market_keyword_days where day = $1::date`, [oldest]);
    expect(report.keywordRows).toBe(words * 15);
    const [ratio] = await sql.query<{ r: number }>(
      `select avg(b.search_index::float8 / nullif(o.search_index, 0)) as r from market_keyword_days b join market_keyword_days o on o.keyword_id = b.keyword_id and o.day = $2::date where b.day between $1::date and $2::date - 1`,
      [from, oldest],
    );
    expect(Number(ratio?.r)).toBeGreaterThan(0.6);
    expect(Number(ratio?.r)).toBeLessThan(1.6);
  });

  it('gives the evaluation the figures it reads at full depth: the 7 days before of every entity and the delisting`s sightings', async () => {
    const figures = await sql.query<{ entity: string; n: number; average7: number; units7: number }>(
      `with items as (
         select 'product'::text as entity, goods_id as item_id, site from market_products where listed_at < ($2::date at time zone 'Asia/Shanghai')
         union all select 'shop', shop_id, site from market_shops
         union all select 'brand', brand_id::bigint, 'ALL' from market_brands
         union all select 'keyword', keyword_id::bigint, site from market_keywords
       )${figuresCtes()}
       select entity, count(*)::int as n, count(figures->'average7')::int as average7, count(figures->'search7')::int as search7, count(figures->'units7')::int as units7
       from figs group by entity order by entity`,
      [day, addDays(day, -PRODUCT_WINDOW_DAYS)],
    );
    const of = (entity: string) => figures.find((f) => f.entity === entity);
    // Every product listed before the window has its 7 days before (the average) from the written days.
    expect(of('product')?.n).toBeGreaterThan(300);
    expect(of('product')?.average7).toBe(of('product')?.n);
    expect(of('shop')?.average7).toBeGreaterThan(0);
    expect(of('brand')?.average7).toBeGreaterThan(0);
    // A word's 7 days of searches: 5 of them written.
    const [search] = await sql.query<{ n: number; full: number }>(
      `select count(distinct keyword_id)::int as n, count(*) filter (where days = 7)::int as full from (
         select keyword_id, count(*) as days from market_keyword_days where day between $1::date - 6 and $1::date group by keyword_id) x`,
      [day],
    );
    expect(search?.full).toBeGreaterThan(0);
    // The delisting and relisting presets read the pass's sightings of the 16 days back: the written days have them.
    const [seen] = await sql.query<{ before: number }>(
      `select count(*) filter (where observed_at is not null)::int as before from market_product_days where day between $1::date - ${PRODUCT_WINDOW_DAYS} and $1::date - 3`,
      [day],
    );
    expect(seen?.before).toBeGreaterThan(0);
  });

  it('refuses to write the days again', async () => {
    const from = addDays(oldest, -15);
    expect(await backfillConflicts(sql, from, addDays(oldest, -1))).toEqual(['market_product_days', 'market_shop_days', 'market_keyword_days', 'market_workbench_brand_days']);
    await expect(backfillItemHistory(sql, SEED, addDays(from, 3), () => undefined)).rejects.toThrow(/nothing to write/);
  });
});
