import { blueOceanIndex } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../../db/database';
import { addDays } from '../days';
import { marketSqlOf, type MarketSql } from '../market-sql';
import { WorkbenchQueries } from '../queries/workbench-queries';
import { openSimulatedTestMarket } from '../refresh/simulated-test-market';
import { MARKET_SCALES } from '../scale';
import { SITE_PROFILES } from '../site-profiles';
import { deriveStats } from './derive';
import { KEYWORD_FIGURE_PERIODS, PRODUCT_BASE_GROWTH_DAYS } from './workbench-keyword-derive';

const DAY = '2026-09-30';
let database: OpenDatabase;
let sql: MarketSql;
/** A word whose days the test cuts: first in the feed 9 days before DAY. */
let late: string;
const n = (v: unknown) => Number(v ?? 0);

beforeAll(async () => {
  database = await openSimulatedTestMarket({ seed: 11, now: '2026-10-01T04:00:00Z', scale: { ...MARKET_SCALES.tiny, itemDays: 60, readyItemDays: 60, marketDays: 60 } });
  sql = marketSqlOf(database.db);
  // The most searched word first appears 9 days before DAY: its earlier days leave the feed.
  const [top] = await sql.query<{ id: string }>('select keyword_id::text as id from market_keyword_days group by keyword_id order by sum(search_index) desc, keyword_id limit 1');
  late = top?.id ?? '';
  await sql.query('delete from market_keyword_days where keyword_id = $1::int4 and day < $2::date', [late, addDays(DAY, -9)]);
  await deriveStats(sql, DAY);
}, 300_000);
afterAll(async () => {
  await database.close();
});

describe('the workbench search-word table', () => {
  it('has the 1, 7, 30, 90 and 180-day periods and compares the product base over 30 days', () => {
    expect(KEYWORD_FIGURE_PERIODS).toEqual([1, 7, 30, 90, 180]);
    expect(PRODUCT_BASE_GROWTH_DAYS).toBe(30);
  });

  it("sums each word's daily search index over every period and the periods before, with its product base, bid and 30-day series", async () => {
    const rows = await sql.query<Record<string, unknown>>('select *, keyword_id::text as id, day::text as day_text from market_workbench_keywords order by search_30 desc, keyword_id limit 6');
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(row['day_text']).toBe(DAY);
      const daily = await sql.query<{ day: string; search_index: number; product_base: number; recommended_bid: number }>(
        'select day::text as day, search_index, product_base, recommended_bid from market_keyword_days where keyword_id = $1::int4',
        [row['id']],
      );
      const within = (from: number, to: number) => daily.filter((d) => d.day > addDays(DAY, -from) && d.day <= addDays(DAY, -to));
      const search = (days: typeof daily) => days.reduce((t, d) => t + n(d.search_index), 0);
      for (const p of KEYWORD_FIGURE_PERIODS) {
        expect(n(row[`search_${p}`])).toBe(search(within(p, 0)));
        expect(n(row[`prev_search_${p}`])).toBe(search(within(2 * p, p)));
      }
      for (const p of [1, 7, 30]) expect(n(row[`prev2_search_${p}`])).toBe(search(within(3 * p, 2 * p)));
      const on = (day: string) => daily.find((d) => d.day === day);
      expect(n(row['product_base'])).toBe(n(on(DAY)?.product_base));
      expect(row['prev_product_base'] === null ? null : n(row['prev_product_base'])).toBe(on(addDays(DAY, -30)) ? n(on(addDays(DAY, -30))?.product_base) : null);
      expect(n(row['recommended_bid'])).toBeCloseTo(n(on(DAY)?.recommended_bid), 6);
      const trend = (row['trend'] as number[]).map(Number);
      expect(trend).toEqual(Array.from({ length: 30 }, (_, i) => search(daily.filter((d) => d.day === addDays(DAY, i - 29)))));
      expect(n(row['per_usd'])).toBe(SITE_PROFILES[row['site'] as 'TH'].perUsd);
    }
  });

  it('keeps the products a word finds and its related words from the feed, and sums what those products sold and the shops that sold it', async () => {
    const [row] = await sql.query<{ id: string; top_goods: (string | number)[]; related_ids: number[]; found_units_30: number; found_shops: number }>(
      'select keyword_id::text as id, top_goods, related_ids, found_units_30, found_shops from market_workbench_keywords where cardinality(top_goods) >= 3 and cardinality(related_ids) > 0 order by search_30 desc limit 1',
    );
    expect(row).toBeDefined();
    const [word] = await sql.query<{ top_goods: (string | number)[]; related_ids: number[] }>('select top_goods, related_ids from market_keywords where keyword_id = $1::int4', [row?.id]);
    expect(row?.top_goods.map(Number)).toEqual(word?.top_goods.map(Number));
    expect(row?.related_ids.map(Number)).toEqual(word?.related_ids.map(Number));
    const sold = await sql.query<{ shop: string; units: number }>(
      `select p.shop_id::text as shop, coalesce(sum(d.sales), 0)::int as units from market_products p
       left join market_product_days d on d.goods_id = p.goods_id and d.day > $2::date - 30 and d.day <= $2::date
       where p.goods_id = any($1::int8[]) group by p.goods_id, p.shop_id`,
      [row?.top_goods.map(String), DAY],
    );
    expect(n(row?.found_units_30)).toBe(sold.reduce((t, s) => t + n(s.units), 0));
    expect(n(row?.found_shops)).toBe(new Set(sold.filter((s) => n(s.units) > 0).map((s) => s.shop)).size);
  });

  it('names a first day seen only when it falls after the first day of the data', async () => {
    const [row] = await sql.query<{ first: string | null }>('select first_seen_day::text as first from market_workbench_keywords where keyword_id = $1::int4', [late]);
    expect(row?.first).toBe(addDays(DAY, -9));
    const [counts] = await sql.query<{ all: number; first: number }>('select count(*)::int as all, count(first_seen_day)::int as first from market_workbench_keywords');
    // Most words were searched from the history's first day: they have none.
    expect(n(counts?.first)).toBeLessThan(n(counts?.all) / 2);
  });

  it("keeps each site's category together, in the order of the rankings' scopes", async () => {
    const rows = await sql.query<{ site: string; type_id: number }>('select site, type_id from market_workbench_keywords order by ctid');
    const scopes = rows.map((r) => `${r.site}:${r.type_id}`);
    const runs = scopes.filter((s, i) => i === 0 || s !== scopes[i - 1]);
    const distinct = new Set(scopes).size;
    expect(distinct).toBeGreaterThan(20);
    // Written scope by scope (scattered, nearly every row would start a run); a row may take an earlier page's free space.
    expect(runs.length).toBeLessThanOrEqual(distinct + 3);
    expect(runs.length).toBeLessThan(rows.length / 2);
  });

  it('stores the blue-ocean index of every word, equal to the published formula over its inputs, and orders the blue-ocean ranking by it', async () => {
    const rows = await sql.query<Record<string, unknown>>('select * from market_workbench_keywords');
    expect(rows.length).toBeGreaterThan(100);
    let indexed = 0;
    for (const row of rows) {
      const growth = (now: number, before: number) => (before > 0 ? Math.round(((now - before) / before) * 10_000) / 100 : null);
      // The history holds the 60 days (a first start's item days): the ranking lists the words with one.
      const searchGrowth = growth(n(row['search_30']), n(row['prev_search_30']));
      const productBaseGrowth = row['prev_product_base'] === null ? null : growth(n(row['product_base']), n(row['prev_product_base']));
      const salesPerShop = n(row['found_shops']) > 0 ? Math.round((n(row['found_units_30']) / n(row['found_shops'])) * 100) / 100 : null;
      const index = blueOceanIndex({ searchGrowth, productBaseGrowth, salesPerShop });
      expect(row['blue_ocean'] === null ? null : n(row['blue_ocean'])).toBe(index);
      if (index !== null) indexed += 1;
    }
    expect(indexed).toBeGreaterThan(rows.length / 4);
    const slice = await new WorkbenchQueries(sql).keywords.rank({ entity: 'keyword', order: 'blueOcean', period: 30, filters: {}, dir: 'desc', page: 1, size: 50 }, { offset: 0, limit: 50 });
    expect(slice?.total).toBe(indexed);
    const stored = rows.filter((r) => r['blue_ocean'] !== null).sort((a, b) => n(b['blue_ocean']) - n(a['blue_ocean']) || n(a['keyword_id']) - n(b['keyword_id']));
    expect(slice?.rows.map((r) => [r.id, r.blueOcean, r.rank])).toEqual(stored.slice(0, 50).map((r, i) => [String(r['keyword_id']), n(r['blue_ocean']), i + 1]));
  });

  it("puts the blue-ocean inputs on every ranking row, and the index computed from them, when the history holds 60 days", async () => {
    const slice = await new WorkbenchQueries(sql).keywords.rank({ entity: 'keyword', order: 'hot', period: 30, filters: {}, dir: 'desc', page: 1, size: 200 }, { offset: 0, limit: 200 });
    const rows = slice?.rows ?? [];
    expect(rows.length).toBeGreaterThan(50);
    let indexed = 0;
    for (const row of rows) {
      const daily = await sql.query<{ day: string; search_index: number; product_base: number }>('select day::text as day, search_index, product_base from market_keyword_days where keyword_id = $1::int4', [row.id]);
      const search = (from: number, to: number) => daily.filter((d) => d.day > addDays(DAY, -from) && d.day <= addDays(DAY, -to)).reduce((t, d) => t + n(d.search_index), 0);
      const before = search(60, 30);
      expect(row.searchGrowth30).toBe(before > 0 ? Math.round(((search(30, 0) - before) / before) * 10_000) / 100 : null);
      const base = (day: string) => daily.find((d) => d.day === day)?.product_base;
      const then = base(addDays(DAY, -30));
      expect(row.productBaseGrowth).toBe(then === undefined ? null : Math.round(((n(base(DAY)) - n(then)) / n(then)) * 10_000) / 100);
      expect(row.salesPerShop).toBe(row.foundShops > 0 ? Math.round((row.foundUnits / row.foundShops) * 100) / 100 : null);
      expect(row.blueOcean).toBe(blueOceanIndex({ searchGrowth: row.searchGrowth30, productBaseGrowth: row.productBaseGrowth, salesPerShop: row.salesPerShop }));
      if (row.blueOcean !== null) indexed += 1;
    }
    expect(indexed).toBeGreaterThan(rows.length / 4);
  });
});
