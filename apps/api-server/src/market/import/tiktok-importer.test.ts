// The short-video marketplace's pipeline (issue 32 item 4): simulator, day sets, importer and derive.
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { deriveTiktok, TT_DERIVE_INPUTS } from '../derive/tiktok-derive';
import { listTiktokSets, tiktokSetDir, writeTiktokDay, type TiktokDay } from '../feed/tiktok-format';
import type { MarketSql } from '../market-sql';
import { freshMarketPerTest } from './import-test-market';
import { MARKET_SCALES } from '../scale';
import { MarketSimulator } from '../sim/simulator';
import { TIKTOK_SITES, tiktokCounts, TiktokUniverse } from '../sim/tiktok';
import { importTiktokDays } from './tiktok-importer';

let sql: MarketSql;
let feedDir: string;
freshMarketPerTest('sealens-tiktok', (market) => ({ sql, feedDir } = market));

const universe = new TiktokUniverse(9, MARKET_SCALES.tiny);
const one = async <T>(text: string, params: unknown[] = []) => (await sql.query<T>(text, params))[0] as T;
const count = async (table: string) => Number((await one<{ n: number }>(`select count(*)::int as n from ${table}`)).n);

describe('TikTok simulator', () => {
  it('writes the six TikTok Shop sites, the same for the same seed, each product selling at least what its videos and lives sold', () => {
    expect([...TIKTOK_SITES]).toEqual(['ID', 'MY', 'PH', 'SG', 'TH', 'VN']);
    expect(tiktokCounts(MARKET_SCALES.default)).toEqual({ products: 5_000, shops: 500, creators: 2_000 });
    const day = universe.day('2026-06-20');
    expect([...day.keys()]).toEqual([...TIKTOK_SITES]);
    expect(new TiktokUniverse(9, MARKET_SCALES.tiny).day('2026-06-20')).toEqual(day);
    let videos = 0;
    for (const set of day.values()) {
      const promoted = new Map<number, number>();
      for (const row of [...(set.videos ?? []), ...(set.lives ?? [])]) for (const g of row.goods) promoted.set(g.goodsId, (promoted.get(g.goodsId) ?? 0) + g.sales);
      for (const p of set.products ?? []) expect(p.sales).toBeGreaterThanOrEqual(promoted.get(p.id) ?? 0);
      videos += set.videos?.length ?? 0;
    }
    expect(videos).toBeGreaterThan(100);
  }, 60_000);

  it("a video's counters only rise from one day to the next", () => {
    const before = new Map([...universe.day('2026-06-20').values()].flatMap((s) => s.videos ?? []).map((v) => [v.id, v]));
    const after = [...universe.day('2026-06-21').values()].flatMap((s) => s.videos ?? []);
    const both = after.filter((v) => before.has(v.id));
    expect(both.length).toBeGreaterThan(50);
    for (const v of both) {
      expect(v.views).toBeGreaterThanOrEqual(before.get(v.id)?.views ?? 0);
      expect(v.likes).toBeGreaterThanOrEqual(before.get(v.id)?.likes ?? 0);
    }
  }, 60_000);

  it("leaves the first marketplace's day sets as they were: its site folders hold the same files, TikTok a folder of its own", async () => {
    const simulator = new MarketSimulator(9, MARKET_SCALES.tiny);
    await simulator.writeDay(feedDir, '2026-06-20', true);
    await simulator.writeTiktokDay(feedDir, '2026-06-20');
    const expected = new MarketSimulator(9, MARKET_SCALES.tiny).day('2026-06-20', true);
    for (const [site, feed] of expected) {
      const dir = join(feedDir, '2026-06-20', site);
      expect(await readFile(join(dir, 'products.ndjson'), 'utf8')).toBe((feed.products ?? []).map((r) => JSON.stringify(r) + '\n').join(''));
      expect(Object.keys(JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')).files)).not.toContain('videos');
    }
    expect((await listTiktokSets(feedDir)).map((s) => s.site)).toEqual([...TIKTOK_SITES]);
  }, 60_000);
});

describe('TikTok importer', () => {
  it('imports the day sets once, reports a bad row with its file and line and loads the rest', async () => {
    for (const [site, rows] of universe.day('2026-06-20')) await writeTiktokDay(feedDir, '2026-06-20', site, rows);
    const first = await importTiktokDays(sql, feedDir);
    expect(first.problems).toEqual([]);
    expect(first.sets).toBe(6);
    const day = [...universe.day('2026-06-20').values()];
    expect(await count('market_tt_products')).toBe(day.reduce((n, s) => n + (s.products?.length ?? 0), 0));
    expect(await count('market_tt_videos')).toBe(day.reduce((n, s) => n + (s.videos?.length ?? 0), 0));
    expect(await count('market_tt_video_goods')).toBe(day.reduce((n, s) => n + (s.videos ?? []).reduce((m, v) => m + v.goods.length, 0), 0));
    expect(await count('market_tt_live_goods')).toBe(day.reduce((n, s) => n + (s.lives ?? []).reduce((m, v) => m + v.goods.length, 0), 0));
    // The same files again: nothing is written.
    expect((await importTiktokDays(sql, feedDir)).sets).toBe(0);

    // A changed TH set: a video naming an unknown creator and a line that is not JSON are refused alone.
    const th = universe.day('2026-06-20').get('TH') as TiktokDay;
    const video = th.videos?.[0];
    if (!video) throw new Error('TH has no video');
    const manifest = await writeTiktokDay(feedDir, '2026-06-20', 'TH', { ...th, videos: [...(th.videos ?? []), { ...video, id: 1, creatorId: 999 }] });
    const file = join(tiktokSetDir(feedDir, '2026-06-20', 'TH'), 'videos.ndjson');
    await appendFile(file, '{not json\n');
    // The manifest follows the file (as a crawler that wrote it so would).
    const { createHash } = await import('node:crypto');
    const text = await readFile(file);
    manifest.files.videos = { rows: (manifest.files.videos?.rows ?? 0) + 1, sha256: createHash('sha256').update(text).digest('hex') };
    await writeFile(join(tiktokSetDir(feedDir, '2026-06-20', 'TH'), 'manifest.json'), JSON.stringify(manifest));
    const again = await importTiktokDays(sql, feedDir);
    expect(again.sets).toBe(1);
    const lines = (th.videos?.length ?? 0) + 1;
    expect(again.problems).toEqual([
      { file: '2026-06-20/tiktok/TH/videos.ndjson', line: lines + 1, message: 'not valid JSON' },
      { file: '2026-06-20/tiktok/TH/videos.ndjson', line: lines, message: 'creator 999 is in neither the creators file nor the data' },
    ]);
    expect(await count('market_tt_videos')).toBe(day.reduce((n, s) => n + (s.videos?.length ?? 0), 0));
  }, 60_000);
});

describe('TikTok derive', () => {
  // A hand-made TH day set of two days: one shop, one product (10% commission), one creator, one video, one live.
  const at = (day: string) => `${day}T02:00:00.000Z`;
  const set = (day: string, views: number, likes: number, videoSales: number, liveSales: number, sales: number): TiktokDay => ({
    shops: [{ id: 7, name: 'Shop Seven', categoryId: 99997, logo: '/demo/s7.png', rating: 4.8, followers: 900, openedAt: at('2024-01-01') }],
    creators: [{ id: 70, handle: 'ann', name: 'Ann', categoryId: 99997, avatar: '/demo/c70.png', followers: 50_000 }],
    products: [{ id: 700, shopId: 7, categoryId: 99997, title: 'Storage box', price: 100, commissionRate: 10, rating: 4.9, listedAt: at('2026-06-01'), image: '/demo/p700.png', sales, gmv: sales * 100 }],
    videos: [{ id: 7000, creatorId: 70, title: 'Box haul', cover: '/demo/v7000.png', postedAt: at('2026-06-19'), durationSec: 30, views, likes, comments: 1, shares: 1, goods: [{ goodsId: 700, sales: videoSales, gmv: videoSales * 100 }] }],
    lives: liveSales ? [{ id: 8000 + liveSales, creatorId: 70, startAt: at(day), minutes: 60, viewers: 500, goods: [{ goodsId: 700, sales: liveSales, gmv: liveSales * 100 }] }] : [],
  });

  it('sums days into 1/7/30-day figures per product, shop, video and creator, with views gained and the commission earned', async () => {
    await writeTiktokDay(feedDir, '2026-06-19', 'TH', set('2026-06-19', 1_000, 100, 3, 0, 5));
    await writeTiktokDay(feedDir, '2026-06-20', 'TH', set('2026-06-20', 1_600, 130, 2, 4, 9));
    expect((await importTiktokDays(sql, feedDir)).problems).toEqual([]);
    await sql.transaction((tx) => deriveTiktok(tx, '2026-06-20'));
    type Item = { units_1: string; units_7: string; prev_units_1: string; video_units_7: string; live_units_7: string; views_1: string; views_7: string; likes_7: string; commission_7: number; gmv_7: number; creators: number; videos: number; lives: number; products: number; trend: number[] };
    const item = (entity: string, id: number) => one<Item>('select * from market_tt_items where entity = $1 and item_id = $2', [entity, id]);
    const product = await item('tt-product', 700);
    // Day 1: 5 units (3 from the video); day 2: 9 (2 from the video, 4 live).
    expect([product.units_1, product.prev_units_1, product.units_7, product.video_units_7, product.live_units_7].map(Number)).toEqual([9, 5, 14, 5, 4]);
    expect(product.gmv_7).toBe(1_400);
    // 10% of what videos and lives sold: (5 + 4) * 100 * 10%.
    expect(product.commission_7).toBe(90);
    expect([product.creators, product.videos, product.lives]).toEqual([1, 1, 1]);
    expect(product.trend.slice(-2)).toEqual([5, 9]);
    expect(product.trend).toHaveLength(30);
    const shop = await item('tt-shop', 7);
    expect([shop.units_7, shop.products].map(Number)).toEqual([14, 1]);
    const video = await item('video', 7000);
    // Posted the first day: its 1,000 views then, 600 more the next.
    expect([video.views_1, video.views_7, video.likes_7, video.units_7].map(Number)).toEqual([600, 1_600, 130, 5]);
    expect(video.commission_7).toBe(50);
    const creator = await item('creator', 70);
    expect([creator.units_7, creator.video_units_7, creator.live_units_7, creator.views_7, creator.videos, creator.lives, creator.products].map(Number)).toEqual([9, 5, 4, 1_600, 1, 1, 1]);
    expect(creator.commission_7).toBe(90);
    const goods = await one<{ units_30: string; gmv_30: number; commission_30: number; videos_30: number; lives_30: number }>('select * from market_tt_creator_goods where creator_id = 70 and goods_id = 700');
    expect([Number(goods.units_30), goods.gmv_30, goods.commission_30, goods.videos_30, goods.lives_30]).toEqual([9, 900, 90, 1, 1]);
  }, 60_000);

  it('analyses the tables it reads before its first statement, and its own daily rows before the statements that read them', async () => {
    // A fresh start imports them in the same job: with the empty tables' statistics the videos'
    // statement ran a nested loop over their day sums (94.7 s of a small-scale first start).
    await writeTiktokDay(feedDir, '2026-06-19', 'TH', set('2026-06-19', 1_000, 100, 3, 0, 5));
    await importTiktokDays(sql, feedDir);
    const statements: string[] = [];
    await sql.transaction((tx) =>
      deriveTiktok(
        {
          ...tx,
          engine: tx.engine,
          query: (text, params) => (statements.push(text), tx.query(text, params)),
          exec: (text) => (statements.push(text), tx.exec(text)),
          copy: (...args) => tx.copy(...args),
          transaction: (fn) => tx.transaction(fn),
        },
        '2026-06-19',
      ),
    );
    const first = statements[0] ?? '';
    for (const table of TT_DERIVE_INPUTS) expect(first).toMatch(new RegExp(`^analyze .*\\b${table}\\b`));
    const videos = statements.findIndex((s) => s.includes("select 'video'"));
    const creators = statements.findIndex((s) => s.includes("select 'creator'"));
    expect(statements[videos - 1]).toBe('analyze market_tt_days');
    expect(statements[creators - 1]).toBe('analyze market_tt_days');
  });
});
