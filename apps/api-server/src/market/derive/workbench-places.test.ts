import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SITE_CODES, type RankingQuery } from '@sealens/domain';

import type { OpenDatabase } from '../../db/database';
import { marketSqlOf, type MarketSql } from '../market-sql';
import { isPlacedView, rankFromPlaces } from '../queries/product-places';
import { rankChangeOf, rankEntity, type RankedPlaces } from '../queries/ranking-sql';
import { PRODUCT_RANKING_SQL, WorkbenchQueries } from '../queries/workbench-queries';
import { openSimulatedTestMarket } from '../refresh/simulated-test-market';
import { MARKET_SCALES } from '../scale';
import { DEFAULT_VIEW_PLACES, deriveProductPlaces, WORKBENCH_PERIODS } from './workbench-derive';

let database: OpenDatabase;
let sql: MarketSql;
let reads: WorkbenchQueries;

const view = (over: Partial<RankingQuery> = {}): RankingQuery => ({ order: 'hot', period: 30, filters: {}, dir: 'desc', page: 1, size: 50, ...over });

/** What a ranked record says of its place: the fields a page's rows and rank changes are made of. */
const placesOf = (records: (Record<string, unknown> & RankedPlaces)[]) =>
  records.map((r) => ({
    id: String(r['goods_id']),
    rank: Number(r.rank),
    orderPlace: Number(r.order_place),
    // The query numbers the rows outside the list before too (prev_place without prev_in): only the change counts.
    rankChange: rankChangeOf(r),
    prevIn: r.prev_in === true,
    units: Number(r['u']),
    gmv: Number(r['g']),
    prevUnits: r['pu'] === null ? null : Number(r['pu']),
  }));

beforeAll(async () => {
  // 60 days of items: the 1, 7 and 30-day lists have a list before, the 90-day list has none.
  database = await openSimulatedTestMarket({ seed: 11, now: '2026-10-01T04:00:00Z', scale: { ...MARKET_SCALES.tiny, itemDays: 60, readyItemDays: 60, marketDays: 60 } });
  sql = marketSqlOf(database.db);
  reads = new WorkbenchQueries(sql);
}, 300_000);

afterAll(async () => {
  await database.close();
});

describe('the default views\' derived places (issue 28 item 1)', () => {
  it('keep the ranking query\'s order, rank changes and size for every rolling period, over all sites and one site', async () => {
    expect(await reads.dataDay()).toBeDefined();
    const site = SITE_CODES[0];
    for (const period of WORKBENCH_PERIODS) {
      for (const scope of [{}, { site }]) {
        const query = view({ period, ...scope });
        const all = await rankEntity<Record<string, unknown>>(sql, reads, PRODUCT_RANKING_SQL, query, { offset: 0, limit: DEFAULT_VIEW_PLACES });
        const placed = await rankFromPlaces<Record<string, unknown>>(sql, reads, PRODUCT_RANKING_SQL, query, { offset: 0, limit: DEFAULT_VIEW_PLACES });
        expect(all?.records.length, `${period} days ${scope.site ?? 'all sites'}`).toBeGreaterThan(10);
        expect(placed?.head).toEqual(all?.head);
        expect(placesOf(placed?.records ?? [])).toEqual(placesOf(all?.records ?? []));
        // A page further down reads the same rows as the query's window.
        const window = { offset: 5, limit: 5 };
        const page = await rankFromPlaces<Record<string, unknown>>(sql, reads, PRODUCT_RANKING_SQL, query, window);
        expect(placesOf(page?.records ?? [])).toEqual(placesOf(all?.records.slice(5, 10) ?? []));
      }
    }
    // Both kinds of list were compared: rank changes where the history holds the period before, none where it does not.
    const month = await rankFromPlaces<Record<string, unknown>>(sql, reads, PRODUCT_RANKING_SQL, view({ period: 30 }), { offset: 0, limit: 50 });
    expect(month?.records.some((r) => rankChangeOf(r) !== null)).toBe(true);
    const quarter = await rankFromPlaces<Record<string, unknown>>(sql, reads, PRODUCT_RANKING_SQL, view({ period: 90 }), { offset: 0, limit: 50 });
    expect(quarter?.records.every((r) => r.prev_in === false && r.prev_place === null)).toBe(true);
  });

  it('answer the product ranking\'s default view (its page reads them)', async () => {
    const query = view({ period: 7 });
    const before = await reads.rankProducts(query, { offset: 0, limit: 3 });
    const [a, b] = before?.rows ?? [];
    expect(a && b).toBeTruthy();
    // Swap the first two places: the ranking follows the places, not a query of its own.
    await sql.query(`update market_workbench_product_places set goods_id = case when place = 1 then $1::int8 else $2::int8 end where scope = '' and period = 7 and place in (1, 2)`, [b?.id, a?.id]);
    const after = await reads.rankProducts(query, { offset: 0, limit: 3 });
    expect(after?.rows.map((r) => r.id)).toEqual([b?.id, a?.id, before?.rows[2]?.id]);
    await deriveProductPlaces(sql);
    expect((await reads.rankProducts(query, { offset: 0, limit: 3 }))?.rows).toEqual(before?.rows);
  });

  it(`hold ${DEFAULT_VIEW_PLACES} places a list; a window past them, or any other view, is ranked by the query`, async () => {
    expect(DEFAULT_VIEW_PLACES).toBe(2000);
    await deriveProductPlaces(sql, 5);
    const query = view({ period: 7 });
    expect((await rankFromPlaces(sql, reads, PRODUCT_RANKING_SQL, query, { offset: 0, limit: 5 }))?.records).toHaveLength(5);
    expect(await rankFromPlaces(sql, reads, PRODUCT_RANKING_SQL, query, { offset: 0, limit: 6 })).toBeUndefined();
    // The ranking itself still answers the deeper window, from the query.
    expect((await reads.rankProducts(query, { offset: 0, limit: 6 }))?.rows).toHaveLength(6);
    await deriveProductPlaces(sql);
    for (const other of [
      view({ order: 'soaring' }),
      view({ order: 'new' }),
      view({ categoryId: 1 }),
      view({ sort: 'price', dir: 'asc' }),
      view({ filters: { ratingMin: 4 } }),
      view({ period: '2026-09' }),
      view({ entity: 'shop' }),
    ]) {
      expect(isPlacedView(other), JSON.stringify(other)).toBe(false);
    }
    expect(isPlacedView(view({ site: SITE_CODES[1] }))).toBe(true);
  });
});
