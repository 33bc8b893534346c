// The soaring and hot-new lists' and the second marketplace's derived places (derive/workbench-list-places.ts) give
// each list's default view, over all sites and one site and every rolling period, the ranking query's
// rows, places, rank changes and size; a database derived before them answers by ranking.
import { LAZADA_SITE_CODES, SITE_CODES, type RankingQuery } from '@sealens/domain';
import { describe, expect, it } from 'vitest';

import { PLACED_LISTS, placesScopeOf, rankFromPlaces } from '../queries/product-places';
import { rankChangeOf, rankEntity, type RankedPlaces } from '../queries/ranking-sql';
import { LAZADA_PRODUCT_RANKING_SQL, PRODUCT_RANKING_SQL } from '../queries/workbench-queries';
import { derivedTestMarket } from './derived-test-market';
import { deriveListPlaces } from './workbench-list-places';
import { WORKBENCH_PERIODS } from './workbench-derive';

const market = derivedTestMarket(11);

/** What a page shows of its rows: ids, ranks, rank changes and figures. */
const placesOf = (records: (Record<string, unknown> & RankedPlaces)[]) =>
  records.map((r) => ({ id: String(r['goods_id']), rank: Number(r.rank), rankChange: rankChangeOf(r), units: Number(r['u']), gmv: Number(r['g']), prevUnits: r['pu'] === null ? null : Number(r['pu']) }));

const listQuery = (list: (typeof PLACED_LISTS)[number], over: Partial<RankingQuery>): RankingQuery =>
  ({ entity: 'product', ...('marketplace' in list ? { marketplace: list.marketplace } : {}), order: list.order, filters: {}, dir: 'desc', page: 1, size: 50, period: 7, ...over }) as RankingQuery;


describe("the soaring and second marketplace's lists' derived places", () => {
  it("give each list's default view the ranking query's rows, places, rank changes and size", async () => {
    let rows = 0;
    let changes = 0;
    for (const list of PLACED_LISTS) {
      const entity = 'marketplace' in list ? LAZADA_PRODUCT_RANKING_SQL : PRODUCT_RANKING_SQL;
      for (const site of [undefined, list.sites[0], list.sites[2]]) {
        for (const period of WORKBENCH_PERIODS) {
          const query = listQuery(list, { period, ...(site ? { site } : {}) });
          const label = `${placesScopeOf(query)}/${period}`;
          const ranked = await rankEntity<Record<string, unknown>>(market.sql, market.reads, entity, query, { offset: 0, limit: 2000 });
          const placed = await rankFromPlaces<Record<string, unknown>>(market.sql, market.reads, entity, query, { offset: 0, limit: 2000 });
          if ((ranked?.records.length ?? 0) === 0) {
            // An empty list has no places: the ranking answers it.
            expect(placed, label).toBeUndefined();
            continue;
          }
          expect(placed?.head, label).toEqual(ranked?.head);
          expect(placesOf(placed?.records ?? []), label).toEqual(placesOf(ranked?.records ?? []));
          const window = { offset: 3, limit: 4 };
          const page = await rankFromPlaces<Record<string, unknown>>(market.sql, market.reads, entity, query, window);
          expect(placesOf(page?.records ?? []), label).toEqual(placesOf(ranked?.records.slice(3, 7) ?? []));
          rows += ranked?.records.length ?? 0;
          changes += (ranked?.records ?? []).filter((r) => rankChangeOf(r) !== null).length;
        }
      }
    }
    // Lists with rows and rank changes were compared, Lazada's among them.
    expect(rows).toBeGreaterThan(500);
    expect(changes).toBeGreaterThan(10);
    const lazada = await market.reads.rankProducts(listQuery(PLACED_LISTS[2], { site: LAZADA_SITE_CODES[0] }), { offset: 0, limit: 50 });
    expect(lazada?.rows.length).toBeGreaterThan(0);
  }, 300_000);

  it('are only the default views: a category, filter, sort, month or another order is ranked', () => {
    const soaring = PLACED_LISTS[0];
    expect(placesScopeOf(listQuery(soaring, {}))).toBe('shopee:soaring:');
    expect(placesScopeOf(listQuery(soaring, { site: SITE_CODES[1] }))).toBe(`shopee:soaring:${SITE_CODES[1]}`);
    expect(placesScopeOf(listQuery(PLACED_LISTS[3], { site: LAZADA_SITE_CODES[1] }))).toBe(`lazada:soaring:${LAZADA_SITE_CODES[1]}`);
    expect(placesScopeOf(listQuery(soaring, { order: 'new' }))).toBe('shopee:new:');
    expect(placesScopeOf(listQuery(PLACED_LISTS[2], { order: 'new' }))).toBeUndefined();
    for (const other of [{ categoryId: 99991 }, { filters: { ratingMin: 4 } }, { sort: 'price' as const }, { period: '2026-09' as const }, { order: 'likes' as const }]) {
      expect(placesScopeOf(listQuery(soaring, other)), JSON.stringify(other)).toBeUndefined();
    }
  });

  it('answer a database derived before them by ranking, and the same once derived', async () => {
    const query = listQuery(PLACED_LISTS[0], { period: 1 });
    const lazadaQuery = listQuery(PLACED_LISTS[3], { period: 7 });
    const answers = async () => [await market.reads.rankProducts(query, { offset: 0, limit: 50 }), await market.reads.rankProducts(lazadaQuery, { offset: 0, limit: 50 })];
    const derived = await answers();
    await market.sql.exec(`delete from market_workbench_product_places where scope like '%:%'`);
    expect(await rankFromPlaces(market.sql, market.reads, PRODUCT_RANKING_SQL, query, { offset: 0, limit: 50 })).toBeUndefined();
    expect(await answers()).toEqual(derived);
    const day = (await market.reads.dataDay()) as string;
    await market.sql.transaction((tx) => deriveListPlaces(tx, day));
    expect(await rankFromPlaces(market.sql, market.reads, PRODUCT_RANKING_SQL, query, { offset: 0, limit: 50 })).toBeDefined();
    expect(await answers()).toEqual(derived);
  }, 300_000);
});
