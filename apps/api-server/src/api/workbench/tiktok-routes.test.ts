// The short-video marketplace on the generic operations (issue 32 item 4): GET /ranking, /item and /item/history
// with a TikTok entity, over a hand-made TH market whose every figure is computed here by hand (the harness's
// simulated TikTok data is replaced by it), every answer checked against openapi/workbench.yaml.
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import ExcelJS from 'exceljs';
import { PREVIEW_ROWS, WORKBENCH_RIGHTS } from '@sealens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deriveTiktok } from '../../market/derive/tiktok-derive';
import { writeTiktokDay, type TiktokDay } from '../../market/feed/tiktok-format';
import { importTiktokDays } from '../../market/import/tiktok-importer';
import { marketSqlOf } from '../../market/market-sql';
import { parseCsv } from './export/csv-test-reader';
import { exportHeaders } from './export/export-columns';
import { TIKTOK_EXPORT_COLUMNS } from './export/tiktok-export-columns';
import { openWorkbenchHarness, type WorkbenchHarness } from './workbench-test-harness';

const DAY = '2026-06-30';
let h: WorkbenchHarness;
let ultimate: string;

const at = (day: string) => `${day}T02:00:00.000Z`;
// A pass read at the next day's midnight, China time: the counter holds the day's units and none of the next.
const passOf = (day: string) => `${day}T16:00:00.000Z`;
const product = (id: number, day: string, sold: number) => ({
  id,
  shopId: 7,
  categoryId: 99997,
  title: `Box ${id}`,
  price: 100,
  commissionRate: 10,
  rating: 4.5,
  listedAt: at('2026-01-01'),
  image: `/demo/p${id}.png`,
  soldShown: String(sold),
  observedAt: passOf(day),
});
const shops = [{ id: 7, name: 'Shop Seven', categoryId: 99997, logo: '/demo/s7.png', rating: 4.8, followers: 900, openedAt: at('2024-01-01') }];
const creators = [{ id: 70, handle: 'ann', name: 'Ann', categoryId: 99997, avatar: '/demo/c70.png', followers: 50_000 }];
const video = (views: number) => ({
  id: 7000,
  creatorId: 70,
  title: 'Box haul',
  cover: '/demo/v7000.png',
  postedAt: at('2026-06-29'),
  durationSec: 30,
  views,
  likes: views / 10,
  comments: 0,
  shares: 0,
  goods: [{ goodsId: 712 }],
});
// The crawler reads every product's sold counter each day from 06-22 (100 each; a first pass: no units
// known). 06-23 (the 7 days before): product 701 sold 20. 06-29: 712 sold 3, all through video 7000 (posted
// that day, 3,000 views: 4.2 buyers' worth at 0.0014 a view, more than the 3). 06-30: product 700 + n sold n
// (1 to 12); of 712's 12, 2 through the video (1,500 views more: 2.1), of 711's 11, 4 in creator 70's live
// (2,100 viewers at 0.002: 4.2); the rest on the shop's own card.
const SOLD: Record<string, (id: number) => number> = {
  '2026-06-22': () => 100,
  '2026-06-23': (id) => (id === 701 ? 120 : 100),
  '2026-06-29': (id) => (id === 701 ? 120 : id === 712 ? 103 : 100),
  [DAY]: (id) => (id === 701 ? 121 : id === 712 ? 115 : 100 + id - 700),
};
const soldOn = (day: string) => SOLD[day] ?? SOLD[day < '2026-06-29' ? '2026-06-23' : DAY] ?? (() => 100);
const DAY_LIST = ['2026-06-22', '2026-06-23', '2026-06-24', '2026-06-25', '2026-06-26', '2026-06-27', '2026-06-28', '2026-06-29', DAY];
const productsOn = (day: string) => Array.from({ length: 12 }, (_, i) => product(701 + i, day, soldOn(day)(701 + i)));
const DAYS: Record<string, TiktokDay> = Object.fromEntries(
  DAY_LIST.map((day): [string, TiktokDay] => [
    day,
    day === '2026-06-29'
      ? { shops, creators, products: productsOn(day), videos: [video(3_000)], lives: [] }
      : day === DAY
        ? { shops, creators, products: productsOn(day), videos: [video(4_500)], lives: [{ id: 8000, creatorId: 70, startAt: at(DAY), minutes: 60, viewers: 2_100, goods: [{ goodsId: 711 }] }] }
        : { shops, products: productsOn(day), videos: [], lives: [] },
  ]),
);

const feedDir = join(tmpdir(), `sealens-tiktok-routes-${process.pid}-${Date.now()}`);
beforeAll(async () => {
  h = await openWorkbenchHarness();
  ultimate = await h.member(32_401, 'ultimate');
  const sql = marketSqlOf(h.main.deps.db);
  for (const table of ['market_tt_shops', 'market_tt_creators', 'market_tt_products', 'market_tt_product_days', 'market_tt_videos', 'market_tt_video_days', 'market_tt_video_goods', 'market_tt_lives', 'market_tt_live_goods', 'market_tt_feed_sets']) {
    await sql.exec(`delete from ${table}`);
  }
  for (const [day, set] of Object.entries(DAYS)) await writeTiktokDay(feedDir, day, 'TH', set);
  expect((await importTiktokDays(sql, feedDir)).problems).toEqual([]);
  await sql.transaction((tx) => deriveTiktok(tx, DAY));
}, 600_000);
afterAll(async () => {
  await h.close();
  await rm(feedDir, { recursive: true, force: true });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are read field by field
const rows = async (query: string, token: string | null = ultimate): Promise<any> => (await h.call(`/api/workbench/ranking?${query}`, token ?? undefined)).body;

describe('TikTok rankings', () => {
  it("ranks a site's products by units of the period, with channels, commission and growth; all sites in US dollars", async () => {
    const body = await rows('entity=tt-product&site=TH&period=7');
    expect(body.code).toBe(200);
    const page = body.payload;
    expect(page).toMatchObject({ day: DAY, entity: 'tt-product', order: 'hot', total: 12, currency: 'THB', period: { key: '7', from: '2026-06-24', to: DAY, days: 7 } });
    expect(page.figureKinds).toMatchObject({ units: 'estimated', videoUnits: 'estimated', commission: 'estimated', views: 'measured', commissionRate: 'measured' });
    // 712: 3 + 12; 711: 11; then 10 down to 1.
    expect(page.rows.map((r: { id: string; units: number }) => [r.id, r.units])).toEqual([['712', 15], ...Array.from({ length: 11 }, (_, i) => [String(711 - i), 11 - i])]);
    expect(page.rows[0]).toMatchObject({ rank: 1, gmv: 1_500, videoUnits: 5, videoGmv: 500, liveUnits: 0, commission: 50, creators: 1, videos: 1, lives: 0, parentId: '7', parentName: 'Shop Seven', commissionRate: 10 });
    expect(page.rows[1]).toMatchObject({ rank: 2, liveUnits: 4, liveGmv: 400, commission: 40, lives: 1 });
    // 701 sold 20 in the 7 days before and 1 in these: -95%.
    expect(page.rows[11]).toMatchObject({ id: '701', growth: -95 });
    const all = (await rows('entity=tt-product&period=7')).payload;
    expect(all.currency).toBe('USD');
    expect(all.rows[0]).toMatchObject({ id: '712', gmv: 42.86, gmvUsd: 42.86, commission: 1.43 });
  });

  it('orders soaring by growth over a base, sorts and filters by the URL, and answers 400 for what these rows lack', async () => {
    const soaring = (await rows('entity=tt-product&site=TH&order=soaring&period=7')).payload;
    expect(soaring.rows.map((r: { id: string }) => r.id)).toEqual(['701']);
    const byCommission = (await rows('entity=tt-product&site=TH&period=1&sort=commission&unitsMin=5')).payload;
    expect(byCommission.total).toBe(8);
    expect(byCommission.rows.slice(0, 2).map((r: { id: string; commission: number }) => [r.id, r.commission])).toEqual([['711', 40], ['712', 20]]);
    for (const bad of ['entity=tt-product&priceMin=1', 'entity=tt-product&sort=reviews', 'entity=tt-product&site=BR', 'entity=creator&period=90', 'entity=video&order=new']) {
      expect(await rows(bad), bad).toMatchObject({ code: 400, message: `invalid parameter: ${bad.split('&')[1]?.split('=')[0]}` });
    }
  });

  it("ranks shops, videos by views and creators by units, each with its own figures", async () => {
    const shop = (await rows('entity=tt-shop&site=TH&period=7')).payload.rows[0];
    // 15 + 11 + 10 + ... + 1.
    expect(shop).toMatchObject({ id: '7', units: 81, videoUnits: 5, liveUnits: 4, products: 12, creators: 1 });
    const videos = (await rows('entity=video&site=TH&period=1')).payload.rows;
    expect(videos).toEqual([expect.objectContaining({ id: '7000', views: 1_500, likes: 150, units: 2, viewsTotal: 4_500, parentId: '70', parentName: 'ann' })]);
    const creator = (await rows('entity=creator&period=7&site=TH')).payload.rows[0];
    expect(creator).toMatchObject({ id: '70', units: 9, videoUnits: 5, liveUnits: 4, views: 4_500, commission: 90, products: 2, videos: 1, lives: 1, followers: 50_000 });
  });

  it("shows a visitor the preview's rows and says why the rest are cut", async () => {
    const visitor = (await rows('entity=tt-product&site=TH&period=7', null)).payload;
    expect(visitor.rows).toHaveLength(PREVIEW_ROWS);
    expect(visitor.cut).toMatchObject({ reason: 'login', allowed: PREVIEW_ROWS, available: 12 });
  });
});

describe('TikTok items and histories', () => {
  it("a creator's page lists the products they promote with their commission; a video's its product; a product's its creators", async () => {
    const creator = (await h.call('/api/workbench/item?entity=creator&id=70', ultimate)).body.payload;
    expect(creator.item).toMatchObject({ entity: 'creator', id: '70', name: 'Ann' });
    expect(creator.links).toEqual([
      { entity: 'tt-product', id: '712', name: 'Box 712', image: '/demo/p712.png', units: 5, gmv: 500, commission: 50, commissionRate: 10, videos: 1, lives: 0 },
      { entity: 'tt-product', id: '711', name: 'Box 711', image: '/demo/p711.png', units: 4, gmv: 400, commission: 40, commissionRate: 10, videos: 0, lives: 1 },
    ]);
    expect(creator.tiktokFigures.map((f: { days: number; units: number; commission: number }) => [f.days, f.units, f.commission])).toEqual([[1, 6, 60], [7, 9, 90], [30, 9, 90]]);
    const video = (await h.call('/api/workbench/item?entity=video&id=7000', ultimate)).body.payload;
    expect(video.links).toEqual([expect.objectContaining({ entity: 'tt-product', id: '712', units: 5, gmv: 500 })]);
    const goods = (await h.call('/api/workbench/item?entity=tt-product&id=712', ultimate)).body.payload;
    expect(goods.links).toEqual([expect.objectContaining({ entity: 'creator', id: '70', name: 'ann', units: 5, commission: 50 })]);
    expect((await h.call('/api/workbench/item?entity=video&id=1', ultimate)).body).toMatchObject({ code: 404, message: 'no video 1 in the market data' });
  });

  it("answers an item's daily figures, and a visitor's history within the preview's days", async () => {
    const history = (await h.call('/api/workbench/item/history?entity=tt-product&id=712&days=7', ultimate)).body.payload;
    expect(history).toMatchObject({ day: DAY, id: '712', from: '2026-06-24', to: DAY, currency: 'THB' });
    // The days the crawler saw 712 sell nothing are days of the history too.
    const none = (day: string) => ({ day, units: 0, gmv: 0, videoUnits: 0, liveUnits: 0, views: 0, likes: 0, commission: 0 });
    expect(history.points).toEqual([
      ...['2026-06-24', '2026-06-25', '2026-06-26', '2026-06-27', '2026-06-28'].map(none),
      { day: '2026-06-29', units: 3, gmv: 300, videoUnits: 3, liveUnits: 0, views: 0, likes: 0, commission: 30 },
      { day: DAY, units: 12, gmv: 1_200, videoUnits: 2, liveUnits: 0, views: 0, likes: 0, commission: 20 },
    ]);
    const visitor = (await h.call('/api/workbench/item/history?entity=tt-product&id=701&days=30')).body.payload;
    expect(visitor).toMatchObject({ from: '2026-06-24', cut: { reason: 'login', allowed: 7 } });
    expect(visitor.points.map((p: { day: string; units: number }) => [p.day, p.units])).toEqual([...DAY_LIST.slice(2, -1).map((d) => [d, 0]), [DAY, 1]]);
  });
});

describe('TikTok exports', () => {
  /** Every row of the ranking for `query` (size 200, page by page): the export's oracle. */
  const allRows = async (query: string, token: string) => {
    const listed: { id: string; rank: number; units: number; gmv: number; commission: number }[] = [];
    for (let page = 1; ; page += 1) {
      const body = await rows(`${query}&size=200&page=${page}`, token);
      listed.push(...body.payload.rows);
      if (body.payload.rows.length < 200) return { listed, currency: body.payload.currency as string };
    }
  };
  const column = (entity: keyof typeof TIKTOK_EXPORT_COLUMNS, key: string) => TIKTOK_EXPORT_COLUMNS[entity].findIndex((c) => c.key === key);

  it("writes each entity's whole filtered list as CSV in the list's order, with its own columns, headers in the reader's language and the day in the name", async () => {
    for (const [entity, query] of [
      ['tt-product', 'entity=tt-product&site=TH&period=7'],
      ['tt-shop', 'entity=tt-shop&site=TH&period=30'],
      ['video', 'entity=video&site=TH&period=7&sort=views'],
      ['creator', 'entity=creator&period=30'],
    ] as const) {
      const oracle = await allRows(query, ultimate);
      expect(oracle.listed.length, entity).toBeGreaterThan(0);
      const { status, response } = await h.call(`/api/workbench/export?format=csv&lang=vi&${query}`, ultimate);
      expect(status, entity).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(new RegExp(`filename="tiktok-[a-z]+_hot_(TH|all-sites)_(7|30)d_${DAY}\\.csv"`));
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
      const [head, ...records] = parseCsv(text.slice(1));
      expect(head, entity).toEqual(exportHeaders('vi', TIKTOK_EXPORT_COLUMNS[entity]));
      expect(records.map((r) => r[column(entity, 'id')]), entity).toEqual(oracle.listed.map((r) => r.id));
      expect(records.map((r) => Number(r[column(entity, 'units')])), entity).toEqual(oracle.listed.map((r) => r.units));
      expect(records.map((r) => Number(r[column(entity, 'commission')])), entity).toEqual(oracle.listed.map((r) => r.commission));
      expect(records.every((r) => r[column(entity, 'currency')] === oracle.currency), entity).toBe(true);
    }
  });

  it("cuts the file to the plan's depth and writes XLSX with figures as numbers; a visitor gets 401 and a bad sort 400", async () => {
    const trial = await h.member(32_402, 'trial');
    const oracle = await allRows('entity=tt-product&period=30', ultimate);
    const { status, response } = await h.call('/api/workbench/export?format=xlsx&lang=zh&entity=tt-product&period=30', trial);
    expect(status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const [sheet] = book.worksheets;
    if (!sheet) throw new Error('no sheet');
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(exportHeaders('zh', TIKTOK_EXPORT_COLUMNS['tt-product']));
    const ids: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) ids.push(row.getCell(column('tt-product', 'id') + 1).value);
    });
    expect(ids).toEqual(oracle.listed.slice(0, WORKBENCH_RIGHTS.trial.rowDepth).map((r) => r.id));
    expect(sheet.getRow(2).getCell(column('tt-product', 'units') + 1).value).toBe(oracle.listed[0]?.units);
    expect((await h.call('/api/workbench/export?format=csv&entity=video')).status).toBe(401);
    expect((await h.call('/api/workbench/export?format=csv&entity=tt-shop&sort=views', ultimate)).body).toMatchObject({ code: 400 });
  });
});
