// The blue-ocean words (issue 29 item 5): GET /ranking?entity=keyword&order=blueOcean ranks a
// site's words by the blue-ocean index, highest first, over the words that have one; the SQL order
// is the libs/domain formula over the same inputs (every word of the site is checked).
import { blueOceanIndex } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { addDays } from '../../market/days';
import { marketSqlOf, type MarketSql } from '../../market/market-sql';
import { exportFileName } from './export/export-file';
import { openMemberHarness, type MemberHarness } from './member-routes-harness';

const DAY = '2026-06-30';
let h: MemberHarness;
let sql: MarketSql;
let ultimate: string;

const n = (v: unknown) => Number(v ?? 0);
const round2 = (v: number) => Math.round(v * 100) / 100;
const growth = (now: number, before: number | null) => (before !== null && before > 0 ? round2(((now - before) / before) * 100) : null);

/** Bumps the data version, so the reads see the history's new first day. */
const bumpVersion = () => sql.query(`update market_state set value = (value::int8 + 1)::text where key = 'data_version'`);

beforeAll(async () => {
  h = await openMemberHarness({ market: true });
  sql = marketSqlOf(h.main.deps.db);
  ultimate = await h.member(29_501, 'ultimate');
}, 180_000);
afterAll(() => h.close());

const get = (url: string, token?: string) => h.call('GET', url, token ? { token } : {});

/** Each TH word's index from its derived row's inputs, computed by the domain's function. */
async function indexes(): Promise<Map<string, number | null>> {
  const words = await sql.query<{ id: string; search_30: number; prev_search_30: number; product_base: number; prev_product_base: number | null; found_units_30: number; found_shops: number }>(
    `select keyword_id::text as id, search_30, prev_search_30, product_base, prev_product_base, found_units_30, found_shops from market_workbench_keywords where site = 'TH'`,
  );
  return new Map(
    words.map((w) => [
      w.id,
      blueOceanIndex({
        searchGrowth: growth(n(w.search_30), n(w.prev_search_30)),
        productBaseGrowth: w.prev_product_base === null ? null : growth(n(w.product_base), n(w.prev_product_base)),
        salesPerShop: n(w.found_shops) > 0 ? round2(n(w.found_units_30) / n(w.found_shops)) : null,
      }),
    ]),
  );
}

describe('GET /ranking?entity=keyword&order=blueOcean', () => {
  it('ranks no word while the history lacks the 30 days before the last 30 (no demand input)', async () => {
    const { body } = await get('/api/workbench/ranking?entity=keyword&order=blueOcean&site=TH', ultimate);
    expect(body.payload).toMatchObject({ entity: 'keyword', order: 'blueOcean', total: 0, rows: [] });
  });

  it('ranks the words with an index, highest first, each the domain formula over the inputs it carries', async () => {
    // The tiny market's item history is 35 days: the feed is said to hold 60 (the derived 30 days
    // before are what the import had), so the demand input is read.
    const [first] = await sql.query<{ day: string }>(`select min(day)::text as day from market_feed_days where items and complete`);
    const fake = Array.from({ length: 60 }, (_, i) => addDays(DAY, -59 - i)).filter((d) => d < (first?.day ?? DAY));
    await sql.query(
      `insert into market_feed_days (site, day, complete, items, source, imported_at) select 'TH', d, true, true, 'test', now() from unnest($1::date[]) d on conflict do nothing`,
      [fake],
    );
    await bumpVersion();
    try {
      const expected = await indexes();
      const ranked = [...expected.values()].filter((v) => v !== null);
      expect(ranked.length).toBeGreaterThan(10);
      const { body } = await get('/api/workbench/ranking?entity=keyword&order=blueOcean&site=TH&size=200', ultimate);
      const page = body.payload;
      expect(page.total).toBe(ranked.length);
      expect(page.rows).toHaveLength(Math.min(200, ranked.length));
      const values = page.rows.map((r: { blueOcean: number }) => r.blueOcean);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      for (const row of page.rows) {
        expect(row.blueOcean).not.toBeNull();
        expect(row.blueOcean).toBe(blueOceanIndex({ searchGrowth: row.searchGrowth30, productBaseGrowth: row.productBaseGrowth, salesPerShop: row.salesPerShop }));
        expect(row.blueOcean).toBe(expected.get(row.id));
        expect(row.rankChange).toBeNull();
      }
      // The best index of the site heads the list.
      expect(values[0]).toBe(Math.max(...(ranked as number[])));
    } finally {
      await sql.query(`delete from market_feed_days where source = 'test'`);
      await bumpVersion();
    }
  });

  it('names its export after the blue-ocean words', () => {
    expect(exportFileName({ entity: 'keyword', order: 'blueOcean', site: 'TH', period: 7 }, DAY, 'csv')).toBe('blue-ocean-words_TH_7d_2026-06-30.csv');
  });

  it('is outside the contract of the product and shop rankings', async () => {
    expect((await get('/api/workbench/ranking?order=blueOcean', ultimate)).body).toMatchObject({ code: 400, message: 'invalid parameter: order' });
    expect((await get('/api/workbench/ranking?entity=shop&order=blueOcean', ultimate)).body).toMatchObject({ code: 400, message: 'invalid parameter: order' });
  });
});
