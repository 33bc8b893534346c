import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CATEGORY_IDS, type RankingQuery } from '@sealens/domain';

import { productIntervals } from '../../api/workbench/estimate-intervals';
import type { OpenDatabase } from '../../db/database';
import { openTestDatabase, simulatedClock } from '../../security/test-database';
import { addDays, daysBetween } from '../days';
import { deriveStats } from '../derive/derive';
import { marketSqlOf, type MarketSql } from '../market-sql';
import { ensureMonthPartitions } from '../partitions';
import { MarketRefresher } from '../refresh/refresher';
import { MARKET_SCALES } from '../scale';
import { PRICE_CHANGE_DAYS } from './workbench-finder-queries';
import { likesListTotal } from './product-places';
import { categoryTopSql } from './workbench-category-queries';
import { rankEntity } from './ranking-sql';
import { PRODUCT_HISTORY_SQL, PRODUCT_RANKING_SQL, SUMMARY_PERIODS, WorkbenchQueries } from './workbench-queries';

const DAY = '2026-09-30';
/** The first day of the history the test adds (its 180-day figures need 360 days). */
const OLDEST = addDays(DAY, -399);
let database: OpenDatabase;
let sql: MarketSql;
let reads: WorkbenchQueries;
/** The best seller, given daily rows back to OLDEST; a product whose rows all moved 200 days back. */
let top: string;
let gone: string;
const feedDir = join(tmpdir(), `sealens-wb-queries-${process.pid}-${Date.now()}`);
const n = (v: unknown) => Number(v ?? 0);

beforeAll(async () => {
  database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
  sql = marketSqlOf(database.db);
  const clock = simulatedClock('2026-10-01T04:00:00Z');
  const refresher = new MarketRefresher({ sql, mode: 'local', feedDir, now: clock.now, scale: { ...MARKET_SCALES.tiny, itemDays: 60, readyItemDays: 60, marketDays: 60 }, seed: 7 });
  await refresher.tick();
  const [best, other] = await sql.query<{ id: string }>(
    // Shopee's products: local mode simulates the second marketplace's too, whose rows are in their own table.
    `select d.goods_id::text as id from market_product_days d join market_products p on p.goods_id = d.goods_id
     where d.day = $1::date and p.site not like 'LZ-%' group by d.goods_id order by sum(d.sales) desc, d.goods_id limit 2`,
    [DAY],
  );
  top = best?.id ?? '';
  gone = other?.id ?? '';
  const [first] = await sql.query<{ day: string }>('select min(day)::text as day from market_product_days');
  // Older days for the best seller, with varying sales and prices, and the feed saying the history starts at OLDEST
  // (their months' partitions first, as an import makes them; they also hold the rows moved 200 days back).
  await ensureMonthPartitions(sql, daysBetween(OLDEST, DAY));
  await sql.query(
    `insert into market_product_days (day, goods_id, sales, price, stock)
     select d::date, $1::int8, (extract(doy from d)::int % 7) + 1, 10 + (extract(doy from d)::int % 5) * 0.35, 100
     from generate_series($2::date, $3::date - 1, interval '1 day') d`,
    [top, OLDEST, first?.day],
  );
  await sql.query(`insert into market_feed_days (site, day, complete, items, source, imported_at) select site, $1::date, true, true, 'test', now() from market_products where goods_id = $2::int8`, [OLDEST, top]);
  await sql.query('update market_product_days set day = day - 200 where goods_id = $1::int8', [gone]);
  await deriveStats(sql, DAY);
  reads = new WorkbenchQueries(sql);
}, 120_000);
afterAll(async () => {
  await database.close();
  await rm(feedDir, { recursive: true, force: true });
});

describe('workbench item reads', () => {
  it("give the item's 1 to 180-day figures and growth exactly as its daily rows sum them", async () => {
    const summary = await reads.productSummary(top);
    const daily = await sql.query<{ day: string; sales: number; price: number }>('select day::text as day, sales, price from market_product_days where goods_id = $1::int8', [top]);
    const sum = (from: number, to: number, value: (d: (typeof daily)[number]) => number) =>
      daily.filter((d) => d.day > addDays(DAY, -from) && d.day <= addDays(DAY, -to)).reduce((t, d) => t + value(d), 0);
    const [product] = await sql.query<{ per_usd: number }>('select per_usd from market_workbench_products where goods_id = $1::int8', [top]);
    expect(summary?.figures.map((f) => f.days)).toEqual([1, 7, 30, 90, 180]);
    for (const p of SUMMARY_PERIODS) {
      const figure = summary?.figures.find((f) => f.days === p);
      const units = sum(p, 0, (d) => n(d.sales));
      const before = sum(2 * p, p, (d) => n(d.sales));
      const gmv = sum(p, 0, (d) => n(d.sales) * n(d.price));
      expect(figure).toMatchObject({ from: addDays(DAY, -(p - 1)), to: DAY, units, growth: before > 0 ? Math.round(((units - before) / before) * 10_000) / 100 : null });
      expect(figure?.gmv).toBeCloseTo(gmv, 2);
      expect(figure?.gmvUsd).toBeCloseTo(gmv / n(product?.per_usd), 2);
    }
    // The 180 days before the 180 are held (the added history): a growth, not a null.
    expect(summary?.figures.find((f) => f.days === 180)?.growth).not.toBeNull();
  });

  it('leave out a product with no day in the 180 days, however old its history', async () => {
    expect(await reads.productSummary(gone)).toBeUndefined();
  });

  it("give the item's history as its daily rows, read as one range of the (goods_id, day) index", async () => {
    const from = addDays(DAY, -179);
    const history = await reads.productHistory(top, from, DAY);
    const daily = await sql.query<{ day: string; sales: number; price: number; category_rank: number | null }>(
      'select day::text as day, sales, price, category_rank from market_product_days where goods_id = $1::int8 and day >= $2::date and day <= $3::date order by day',
      [top, from, DAY],
    );
    expect(history?.points).toHaveLength(180);
    expect(history?.points).toEqual(
      daily.map((d) => ({ date: d.day, units: n(d.sales), gmv: Math.round(n(d.sales) * n(d.price) * 100) / 100, price: n(d.price), categoryRank: d.category_rank === null ? null : n(d.category_rank) })),
    );
    const plan = await sql.query<Record<string, string>>(`explain ${PRODUCT_HISTORY_SQL.replace('$1', `'${top}'`).replace('$2', `'${from}'`).replace('$3', `'${DAY}'`)}`);
    const text = plan.map((r) => Object.values(r)[0]).join('\n');
    expect(text).toMatch(/Index (Only )?Scan (using|on) market_product_days_p\d{6}_goods_id_day_\w*idx/);
  });
});

describe('workbench product search', () => {
  it('finds products by words of their title with the answers of a scan of every title (the word lists of migration 0054)', async () => {
    const [{ title } = { title: '' }] = await sql.query<{ title: string }>('select title from market_workbench_products where goods_id = $1::int8', [top]);
    const words = title.split(/\s+/).filter((w) => /^[\p{L}\p{N}]+$/u.test(w));
    const long = words.sort((a, b) => b.length - a.length)[0] ?? '';
    expect(long.length).toBeGreaterThanOrEqual(3);
    const scan = (patterns: string[]) =>
      sql.query<{ goods_id: string }>(`select goods_id::text as goods_id from market_workbench_products where title ilike all($1::text[]) order by units_30 desc, goods_id limit 20`, [patterns]);
    for (const q of [long, long.toUpperCase(), `${long} ${words.find((w) => w !== long) ?? ''}`, long.slice(0, 2)]) {
      const found = await reads.findProducts(q);
      const patterns = q.split(/\s+/).filter(Boolean).map((w) => `%${w}%`);
      expect(found.map((f) => f.id)).toEqual((await scan(patterns)).map((r) => r.goods_id));
      expect(found.map((f) => f.id)).toContain(top);
    }
  });
});

describe('workbench product finder reads', () => {
  it("keep each product's price change since 30 days before on its row, and filter the finder's range there without reading a daily row", async () => {
    const truth = await sql.query<{ id: string; change: number | null }>(
      `select p.goods_id::text as id, (coalesce(n.price, p.price) - b.price) / b.price as change
       from market_products p left join market_product_days n on n.goods_id = p.goods_id and n.day = $1::date
       left join market_product_days b on b.goods_id = p.goods_id and b.day = $1::date - ${PRICE_CHANGE_DAYS} and b.price > 0
       where p.goods_id in (select goods_id from market_workbench_products)`,
      [DAY],
    );
    const stored = new Map((await sql.query<{ id: string; change: number | null }>('select goods_id::text as id, price_change_30 as change from market_workbench_products')).map((r) => [r.id, r.change]));
    expect(truth.filter((t) => t.change !== null && t.change !== 0).length).toBeGreaterThan(10);
    for (const t of truth) {
      const change = stored.get(t.id);
      if (t.change === null) expect(change, t.id).toBeNull();
      else expect(n(change), t.id).toBeCloseTo(n(t.change), 12);
    }
    // The range is a condition on the row: the daily rows (a lookup per candidate) are not read.
    const texts: string[] = [];
    const recording = new WorkbenchQueries({ ...sql, query: (text, params) => (texts.push(text), sql.query(text, params)) });
    const query: RankingQuery = { order: 'hot', period: 7, filters: { priceChange: { min: -3, max: 3 } }, dir: 'desc', page: 1, size: 50 };
    const slice = await recording.rankProducts(query, { offset: 0, limit: 50 });
    expect(slice?.rows.length).toBeGreaterThan(0);
    for (const row of slice?.rows ?? []) {
      expect(row.priceChange30).not.toBeNull();
      expect(n(row.priceChange30)).toBeGreaterThanOrEqual(-3);
      expect(n(row.priceChange30)).toBeLessThanOrEqual(3);
    }
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((t) => t.includes('market_product_days'))).toEqual([]);
  });
});

describe('workbench ranking rows with their estimate interval', () => {
  it("read a rolling period's intervals with the rows, in the page's one statement, as the daily rows sum them", async () => {
    for (const query of [
      // The default view (its derived places) and a ranked one.
      { order: 'hot', period: 7, filters: {}, dir: 'desc', page: 1, size: 50 },
      { order: 'soaring', site: 'TH', period: 30, filters: { price: { min: 1 } }, sort: 'price', dir: 'asc', page: 1, size: 50 },
    ] satisfies RankingQuery[]) {
      const texts: string[] = [];
      const recording = new WorkbenchQueries({ ...sql, query: (text, params) => (texts.push(text), sql.query(text, params)) });
      const slice = await recording.rankProducts(query, { offset: 0, limit: 50 });
      const rows = slice?.rows ?? [];
      expect(rows.length, query.order).toBeGreaterThan(10);
      // The data day and the history's facts are read apart (cached per data version); the rows in one.
      expect(texts.filter((t) => t.includes('market_workbench_products')), query.order).toHaveLength(1);
      expect(texts.filter((t) => t.includes('market_product_days')), query.order).toEqual([]);
      const days = await productIntervals(
        sql,
        rows.map((r) => r.id),
        slice?.period.from ?? '',
        slice?.period.to ?? '',
      );
      for (const row of rows) {
        const d = days.get(row.id);
        expect(row.interval, row.id).toMatchObject({ unitsLow: n(d?.units_low), unitsHigh: n(d?.units_high) });
        expect(row.interval?.gmvLow, row.id).toBeCloseTo(n(d?.gmv_low), 2);
        expect(row.interval?.gmvHigh, row.id).toBeCloseTo(n(d?.gmv_high), 2);
      }
      expect(rows.some((r) => (r.interval?.unitsHigh ?? 0) > (r.interval?.unitsLow ?? 0))).toBe(true);
    }
  });
});

describe('workbench brand choices', () => {
  it("read a scope's brands once per data version, and again after a derive", async () => {
    const texts: string[] = [];
    const recording = new WorkbenchQueries({ ...sql, query: (text, params) => (texts.push(text), sql.query(text, params)) });
    const reads = () => texts.filter((t) => t.includes('market_workbench_products')).length;
    const all = await recording.brandsIn({}, 100);
    expect(all.length).toBeGreaterThan(3);
    expect(await recording.brandsIn({}, 100)).toEqual(all);
    expect(reads()).toBe(1);
    const site = await recording.brandsIn({ site: 'TH' }, 100);
    expect(site).not.toEqual(all);
    expect(reads()).toBe(2);
    // A derive bumps the data version: the choices are read again.
    await sql.query(`update market_state set value = (value::int8 + 1)::text where key = 'data_version'`);
    expect(await recording.brandsIn({}, 100)).toEqual(all);
    expect(reads()).toBe(3);
  });
});

describe('workbench export reads', () => {
  it('stream the ranked list in batches, row for row as the ranking pages give it', async () => {
    const queries: RankingQuery[] = [
      { order: 'hot', period: 30, filters: {}, dir: 'desc', page: 1, size: 50 },
      { order: 'soaring', period: 7, filters: { price: { min: 1 } }, sort: 'price', dir: 'asc', page: 1, size: 50 },
    ];
    for (const query of queries) {
      const ranking = await reads.rankProducts(query, { offset: 0, limit: 120 });
      const batches: number[] = [];
      const streamed = [];
      for await (const batch of reads.streamProducts(query, 120, 50)) {
        batches.push(batch.length);
        streamed.push(...batch);
      }
      expect(ranking?.rows.length).toBeGreaterThan(60);
      expect(streamed).toEqual(ranking?.rows);
      expect(batches.slice(0, 2)).toEqual([50, 50]);
      expect(streamed.some((r) => r.rankChange !== null)).toBe(true);
    }
  });
});

describe('workbench ranking storage', () => {
  it("keeps each site's category on pages of its own, so a ranking reads a few pages, not one row on each", async () => {
    const scopes = await sql.query<{ rows: number; pages: number }>(
      `select count(*)::int as rows, count(distinct b)::int as pages
       from (select site, type_id, (ctid::text::point)[0]::int as b from market_workbench_products) t group by site, type_id`,
    );
    const [table] = await sql.query<{ rows: number; pages: number }>('select count(*)::int as rows, count(distinct (ctid::text::point)[0])::int as pages from market_workbench_products');
    const scopePages = scopes.reduce((t, s) => t + s.pages, 0);
    // Telling only when scopes are many and the table spans many pages (scattered, they would read ~1 page a row).
    expect(scopes.length).toBeGreaterThan(50);
    expect(n(table?.pages)).toBeGreaterThan(20);
    // Contiguous scopes share at most the page at each boundary; a few rows may take an earlier page's free space.
    expect(scopePages).toBeLessThanOrEqual(n(table?.pages) + scopes.length + 5);
  });
});

describe('the likes ranking (issue 32: the marketplace lists)', () => {
  it("ranks a site's products that sold in the period by their likes, most first, every one of them", async () => {
    const query: RankingQuery = { order: 'likes', site: 'TH', period: 7, filters: {}, dir: 'desc', page: 1, size: 50 };
    const ranking = await reads.rankProducts(query, { offset: 0, limit: 5000 });
    const sold = await sql.query<{ goods_id: string; likes: number }>(
      `select goods_id::text as goods_id, likes from market_workbench_products where site = 'TH' and units_7 > 0 order by likes desc, goods_id`,
    );
    expect(sold.length).toBeGreaterThan(20);
    expect(ranking?.total).toBe(sold.length);
    expect(ranking?.rows.map((r) => [r.id, r.likes])).toEqual(sold.map((r) => [r.goods_id, n(r.likes)]));
    expect(ranking?.rows.map((r) => r.rank)).toEqual(sold.map((_, i) => i + 1));
    // No list of the period before: the counter is the product's as it is now.
    expect(ranking?.rows.every((r) => r.rankChange === null)).toBe(true);
  });

  it("reads the list's size from the hot places (the products that sold in the period), with the answers of counting the list", async () => {
    let read = 0;
    for (const site of [undefined, 'TH', 'VN'] as const) {
      for (const period of [1, 7, 30, 90] as const) {
        const query: RankingQuery = { order: 'likes', ...(site ? { site } : {}), period, filters: {}, dir: 'desc', page: 1, size: 50 };
        const known = await likesListTotal(sql, query);
        const [count] = await sql.query<{ n: number }>(`select count(*)::int as n from market_workbench_products where units_${period} > 0 and ($1::text is null or site = $1)`, [site ?? null]);
        expect(known, `${site ?? 'all'}/${period}`).toBe(n(count?.n));
        for (const window of [
          { offset: 0, limit: 50 },
          { offset: 30, limit: 10 },
          { offset: 1_000_000, limit: 50 },
        ]) {
          const placed = await reads.rankProducts(query, window);
          const counted = await rankEntity(sql, reads, PRODUCT_RANKING_SQL, query, window);
          expect(placed?.total).toBe(counted?.head.total);
          expect(placed?.rows.map((r) => r.id)).toEqual(counted?.records.map((r) => (r as { goods_id: string }).goods_id));
          read += placed?.rows.length ?? 0;
        }
      }
    }
    expect(read).toBeGreaterThan(100);
    // Any other view counts its rows: a category, a filter, a sort, another order.
    for (const other of [{ categoryId: 99997 }, { filters: { units: { min: 2 } } }, { sort: 'likes' as const }, { order: 'hot' as const }]) {
      expect(await likesListTotal(sql, { order: 'likes', period: 7, filters: {}, dir: 'desc', page: 1, size: 50, ...other })).toBeUndefined();
    }
  });
});

describe("a category's top products (its summary)", () => {
  it("over all sites are each site's first rows merged, the rows of sorting every product of the category", async () => {
    const subs = await sql.query<{ id: number }>('select distinct sub_type_id as id from market_workbench_products where sub_type_id is not null order by 1 limit 6');
    let rows = 0;
    for (const categoryId of [...CATEGORY_IDS, ...subs.map((r) => n(r.id))]) {
      for (const site of [undefined, 'TH'] as const) {
        const sub = categoryId >= 1_000_000;
        const top = categoryTopSql(site, categoryId);
        const merged = await sql.query<{ goods_id: string; u: number }>(top.text, top.params);
        const sorted = await sql.query<{ goods_id: string; u: number }>(
          `select goods_id::text as goods_id, units_30 as u from market_workbench_products
           where type_id = $1 and ($2::int4 is null or sub_type_id = $2) and ($3::text is null or site = $3) and units_30 > 0 order by units_30 desc, goods_id limit 10`,
          [sub ? Math.floor(categoryId / 100) : categoryId, sub ? categoryId : null, site ?? null],
        );
        expect(merged.map((r) => [r.goods_id, n(r.u)]), `${site ?? 'all'}/${categoryId}`).toEqual(sorted.map((r) => [r.goods_id, n(r.u)]));
        rows += merged.length;
      }
    }
    expect(rows).toBeGreaterThan(200);
  });
});

describe("a category's price analysis", () => {
  it("gives each band's three best sellers of the period, as sorting the band's selling rows gives them", async () => {
    let rows = 0;
    for (const categoryId of CATEGORY_IDS) {
      for (const site of [undefined, 'TH'] as const) {
        for (const period of [7, 30] as const) {
          const analysis = await reads.categories.analysis({ ...(site ? { site } : {}), categoryId, period });
          if (!analysis) continue;
          const selling = await sql.query<{ goods_id: string; price: number; u: number }>(
            `select goods_id::text as goods_id, ${site ? 'price' : 'price / per_usd'} as price, units_${period} as u from market_workbench_products
             where type_id = $1 and ($2::text is null or site = $2) and units_${period} > 0`,
            [categoryId, site ?? null],
          );
          analysis.bands.forEach((band, i) => {
            const inBand = selling.filter((r) => n(r.price) >= band.from && (band.to === null || n(r.price) < band.to));
            const best = inBand.sort((a, b) => n(b.u) - n(a.u) || Number(BigInt(a.goods_id) - BigInt(b.goods_id))).slice(0, 3);
            expect(band.top.map((r) => r.id), `${site ?? 'all'}/${categoryId}/${period}d band ${i}`).toEqual(best.map((r) => r.goods_id));
            rows += band.top.length;
          });
        }
      }
    }
    expect(rows).toBeGreaterThan(300);
  });
});
