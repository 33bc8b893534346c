// The short-video derive's 30-day series (market_tt_items.trend): read from the days an item has and
// filled with zeros, not from every item crossed with the 30 days (40 M rows sorted at the large
// scale). Each item's series must be what its daily rows say, day by day.
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../../db/database';
import { openTestDatabase } from '../../security/test-database';
import { addDays, daysBetween } from '../days';
import { importTiktokDays } from '../import/tiktok-importer';
import { marketSqlOf, type MarketSql } from '../market-sql';
import { MARKET_SCALES } from '../scale';
import { MarketSimulator } from '../sim/simulator';
import { deriveTiktok, TT_TREND_DAYS } from './tiktok-derive';

const DAY = '2026-06-30';
// Longer than the series: items whose days are all older have a series of zeros.
const DAYS = daysBetween(addDays(DAY, -(TT_TREND_DAYS + 3)), DAY);

let database: OpenDatabase;
let sql: MarketSql;
const feedDir = join(tmpdir(), `sealens-tiktok-trend-${process.pid}-${Date.now()}`);

beforeAll(async () => {
  database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
  sql = marketSqlOf(database.db);
  const simulator = new MarketSimulator(11, MARKET_SCALES.tiny);
  for (const day of DAYS) await simulator.writeTiktokDay(feedDir, day);
  expect((await importTiktokDays(sql, feedDir)).problems).toEqual([]);
  await sql.transaction((tx) => deriveTiktok(tx, DAY));
}, 180_000);
afterAll(async () => {
  await database?.close();
  await rm(feedDir, { recursive: true, force: true });
}, 60_000);

describe('TikTok derive: the 30-day series', () => {
  it("is each item's daily units (a video's views) over the 30 days, zero on a day without its row", async () => {
    const days = await sql.query<{ entity: string; item_id: string; day: string; units: string; views: string }>(
      `select entity, item_id::text as item_id, day::text as day, units::text as units, views::text as views from market_tt_days where day > $1::date - ${TT_TREND_DAYS}`,
      [DAY],
    );
    const expected = new Map<string, number[]>();
    const seriesDays = daysBetween(addDays(DAY, -(TT_TREND_DAYS - 1)), DAY);
    for (const d of days) {
      const key = `${d.entity}:${d.item_id}`;
      const series = expected.get(key) ?? Array.from({ length: TT_TREND_DAYS }, () => 0);
      series[seriesDays.indexOf(d.day)] = Number(d.entity === 'video' ? d.views : d.units);
      expected.set(key, series);
    }
    const items = await sql.query<{ entity: string; item_id: string; trend: number[] }>(`select entity, item_id::text as item_id, trend from market_tt_items`);
    const shapes = { none: 0, some: 0, all: 0 };
    for (const item of items) {
      const want = expected.get(`${item.entity}:${item.item_id}`) ?? Array.from({ length: TT_TREND_DAYS }, () => 0);
      expect(item.trend.map(Number), `${item.entity} ${item.item_id}`).toEqual(want);
      const held = days.filter((d) => d.entity === item.entity && d.item_id === item.item_id).length;
      shapes[held === 0 ? 'none' : held === TT_TREND_DAYS ? 'all' : 'some']++;
    }
    // Each of the statement's three cases is met: no day in the 30 (older days only), some, and all 30.
    expect(shapes.none).toBeGreaterThan(0);
    expect(shapes.some).toBeGreaterThan(0);
    expect(shapes.all).toBeGreaterThan(0);
  }, 120_000);
});
