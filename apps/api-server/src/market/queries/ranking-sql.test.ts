import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { parseRankingQuery, type RankingQuery } from '@sealens/domain';

import type { OpenDatabase } from '../../db/database';
import { openTestDatabase } from '../../security/test-database';
import { marketSqlOf, type MarketSql } from '../market-sql';
import { MONTH_SOARING_MIN_BASE, WORKBENCH_SOARING_MIN_BASE } from '../ranking-rules';
import { rankingPeriodPlan, rankingSql, rankingWindow, streamRanking, type PeriodSource, type RankingEntitySql, type RankingHistory } from './ranking-sql';

const DAY = '2026-09-30';
const history = (start: string, months: { month: string; from: string; to: string }[] = []): RankingHistory => ({ months: async () => months, historyStart: async () => start });
const joinsOf = (tag: string): PeriodSource['monthJoins'] => (span) => ({ joins: `join ${tag} m on true`, params: [span.from, span.to, span.prevMonth] });
const UNITS: PeriodSource = { measure: 'units', gmv: true, monthJoins: joinsOf('months') };

describe('rankingPeriodPlan', () => {
  it('reads a rolling period from the row, with the periods before only where the history holds them', async () => {
    const plan = await rankingPeriodPlan(history('2026-01-01'), 7, DAY, UNITS);
    expect(plan).toMatchObject({ measure: 'w.units_7', gmv: 'w.gmv_7', prev: 'w.prev_units_7', prev2: 'w.prev2_units_7', soaringBase: WORKBENCH_SOARING_MIN_BASE[7], end: DAY, prevEnd: '2026-09-23', joins: '' });
    expect(plan?.info).toEqual({ key: '7', from: '2026-09-24', to: DAY, days: 7 });
    // 14 days held, not 21: the period before counts, the one before it does not.
    const short = await rankingPeriodPlan(history('2026-09-17'), 7, DAY, { ...UNITS, measure: 'search', gmv: false, soaringBaseFactor: 10 });
    expect(short).toMatchObject({ measure: 'w.search_7', gmv: null, prev: 'w.prev_search_7', prev2: null, soaringBase: WORKBENCH_SOARING_MIN_BASE[7] * 10 });
    // 90 days has no period before the one before (the derived window is 180 days).
    expect((await rankingPeriodPlan(history('2025-01-01'), 90, DAY, UNITS))?.prev2).toBeNull();
  });

  it('reads a calendar month through the entity joins, or not at all when the history does not hold it', async () => {
    const months = [
      { month: '2026-08', from: '2026-08-01', to: '2026-08-31' },
      { month: '2026-07', from: '2026-07-03', to: '2026-07-31' },
    ];
    expect(await rankingPeriodPlan(history('2026-07-03', months), '2026-05', DAY, UNITS)).toBeUndefined();
    const plan = await rankingPeriodPlan(history('2026-07-03', months), '2026-08', DAY, UNITS);
    expect(plan).toMatchObject({ joins: 'join months m on true', measure: 'm.units', gmv: 'm.gmv', prevEnd: '2026-07-31', soaringBase: MONTH_SOARING_MIN_BASE });
    expect(plan?.params).toEqual(['2026-08-01', '2026-08-31', '2026-07-01']);
    // July is held from its 3rd day only: no growth on it.
    expect(plan?.prev).toBeNull();
    expect(plan?.info.days).toBe(31);
  });
});

/** A ranking over a small table keyed by (id, site), as the brand rows are (per site and 'ALL'). */
const TOY: RankingEntitySql = {
  source: {
    table: 'toy_rank',
    keys: [
      { name: 'id', type: 'int8' },
      { name: 'site', type: 'text' },
    ],
    columns: 'w.id::text as id, w.site, w.name',
  },
  periods: UNITS,
  figures: (plan) => ({ u: plan.measure, pu: plan.prev ?? 'null::int' }),
  filter: (s) => {
    s.where.push(`w.site = ${s.arg(s.query.site ?? 'ALL')}`);
    s.range(s.plan.measure, s.query.filters.units);
  },
  isNew: (s, end) => `w.born > ${s.arg(end)}::date - 30`,
  sorts: (s) => ({ units: s.plan.measure, gmv: s.money(s.plan.gmv ?? '0') }),
};

describe('rankingSql over a table', () => {
  let database: OpenDatabase;
  let sql: MarketSql;
  const query = (qs: string): RankingQuery => parseRankingQuery(new URLSearchParams(qs)).query;
  const plan = () => rankingPeriodPlan(history('2026-01-01'), 7, DAY, UNITS);

  beforeAll(async () => {
    database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
    sql = marketSqlOf(database.db);
    await sql.exec(`create temporary table toy_rank (id int8, site text, name text, born date, per_usd float8, units_7 int, prev_units_7 int, prev2_units_7 int, gmv_7 float8)`);
    // Units now, the week before and the one before that: rows 1-5 in 'ALL', 1 and 2 again in 'MY'.
    await sql.exec(`insert into toy_rank values
      (1, 'ALL', 'a', '2026-01-01', 1, 50, 10, 10, 500), (2, 'ALL', 'b', '2026-09-20', 1, 40, 40, 20, 400),
      (3, 'ALL', 'c', '2026-01-01', 1, 40, 20, 40, 800), (4, 'ALL', 'd', '2026-01-01', 1, 0, 30, 5, 0),
      (5, 'ALL', 'e', '2026-01-01', 1, 10, 0, 0, 100), (1, 'MY', 'a', '2026-01-01', 4, 7, 1, 1, 70), (2, 'MY', 'b', '2026-01-01', 4, 9, 1, 1, 90)`);
  }, 120_000);
  afterAll(async () => database.close());

  it('numbers the hot list by the measure (ties by key), with its rank change on the list before and its size', async () => {
    const p = await plan();
    if (!p) throw new Error('no plan');
    const { records, total } = await rankingWindow<{ id: string; name: string; u: number; pu: number | null }>(sql, TOY.source, rankingSql(TOY, query('order=hot'), p), { offset: 0, limit: 10 });
    expect(total).toBe(4);
    expect(records.map((r) => [r.id, Number(r.rank), Number(r.order_place), r.prev_in ? Number(r.prev_place) : null])).toEqual([
      ['1', 1, 1, 4],
      ['2', 2, 2, 1],
      ['3', 3, 3, 3],
      ['5', 4, 4, null],
    ]);
    // Row 4 sold nothing this week: in the list before only (2nd), so it is counted in no total.
    expect(records.map((r) => r.name)).toEqual(['a', 'b', 'c', 'e']);
    const page2 = await rankingWindow(sql, TOY.source, rankingSql(TOY, query('order=hot'), p), { offset: 10, limit: 10 });
    expect(page2).toEqual({ records: [], total: 4 });
  });

  it('ranks soaring rows by growth among those with the base before, applies filters and the sort asked', async () => {
    const p = await plan();
    if (!p) throw new Error('no plan');
    const soaring = await rankingWindow<{ id: string }>(sql, TOY.source, rankingSql(TOY, query('order=soaring'), { ...p, soaringBase: 10 }), { offset: 0, limit: 10 });
    // Growth: 1 +400%, 3 +100%, 2 0%, 4 -100%; 5 had nothing before.
    expect(soaring.records.map((r) => r.id)).toEqual(['1', '3', '2', '4']);
    const filtered = await rankingWindow<{ id: string }>(sql, TOY.source, rankingSql(TOY, query('order=hot&unitsMin=40&unitsMax=45&sort=units&dir=asc'), p), { offset: 0, limit: 10 });
    expect(filtered.records.map((r) => r.id)).toEqual(['2', '3']);
    const site = await rankingWindow<{ id: string; site: string }>(sql, TOY.source, rankingSql(TOY, query('order=hot&site=MY'), p), { offset: 0, limit: 10 });
    expect(site.records.map((r) => `${r.id}${r.site}`)).toEqual(['2MY', '1MY']);
    const fresh = await rankingWindow<{ id: string }>(sql, TOY.source, rankingSql(TOY, query('order=new'), p), { offset: 0, limit: 10 });
    expect(fresh.records.map((r) => r.id)).toEqual(['2']);
  });

  it("reads a list ranked in its own order with no list before (blue ocean) by that order alone: the numbered list's window and size", async () => {
    const p = await plan();
    if (!p) throw new Error('no plan');
    // An own order on the week's units in tens: rows 2 and 3 tie (by key then), row 4 sold nothing.
    const OWN: RankingEntitySql = { ...TOY, lists: { blueOcean: () => ({ curIn: 'w.units_7 > 0', orderKey: 'round(w.units_7::numeric / 10)', prevIn: null, prevKey: null }) } };
    // The product rules of parseRankingQuery have no blue-ocean order: the query is set by hand.
    const own: RankingQuery = { ...query('order=hot'), order: 'blueOcean' };
    const list = rankingSql(OWN, own, p);
    expect(list.ownOrder).not.toBeNull();
    // A sort of its own, or a list with a period before, is numbered whole.
    expect(rankingSql(OWN, { ...own, sort: 'units', dir: 'desc' }, p).ownOrder).toBeNull();
    expect(rankingSql(TOY, query('order=hot'), p).ownOrder).toBeNull();
    const numbered = { ...list, ownOrder: null };
    for (const window of [{ offset: 0, limit: 10 }, { offset: 1, limit: 2 }, { offset: 3, limit: 5 }, { offset: 4, limit: 5 }, { offset: 0, limit: 0 }]) {
      const own = await rankingWindow<{ id: string; site: string; u: number }>(sql, OWN.source, list, window);
      const whole = await rankingWindow<{ id: string; site: string; u: number }>(sql, OWN.source, numbered, window);
      const shape = (r: { records: { id: string; site: string; u: number; rank?: number; order_place?: number | null; prev_place?: number | null; prev_in?: boolean }[]; total: number }) => ({
        total: r.total,
        rows: r.records.map((x) => [x.id, x.site, Number(x.u), Number(x.rank), Number(x.order_place), x.prev_place ?? null, x.prev_in === true]),
      });
      expect(shape(own)).toEqual(shape(whole));
    }
    // 5, 4, 4 (ids 2 and 3: by key), 1.
    expect((await rankingWindow<{ id: string }>(sql, OWN.source, list, { offset: 0, limit: 10 })).records.map((r) => r.id)).toEqual(['1', '2', '3', '5']);
  });

  it('streams the ranked rows in batches joined back on every key, in rank order', async () => {
    const p = await plan();
    if (!p) throw new Error('no plan');
    const batches: string[][] = [];
    for await (const batch of streamRanking<{ id: string; site: string; name: string }>(sql, TOY.source, rankingSql(TOY, query('order=hot'), p), 3, 2)) {
      batches.push(batch.map((r) => `${r.id}${r.site}${r.name}${Number(r.rank)}`));
    }
    expect(batches).toEqual([['1ALLa1', '2ALLb2'], ['3ALLc3']]);
  });
});
