// The short-video marketplace's pipeline (issue 32 item 4): simulator, day sets, importer and derive.
import { appendFile, chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { deriveTiktok, TT_DERIVE_INPUTS } from '../derive/tiktok-derive';
import { estimateWindow, sightingOf } from '../estimate/estimator';
import { listTiktokSets, TIKTOK_TRUTH_FILE, tiktokSetDir, writeTiktokDay, type TiktokDay, type TiktokTruthRow } from '../feed/tiktok-format';
import { readCounter, TIKTOK_OBSERVATION_RULE } from '../market-config';
import type { MarketSql } from '../market-sql';
import { freshMarketPerTest } from './import-test-market';
import { MARKET_SCALES } from '../scale';
import { MarketSimulator } from '../sim/simulator';
import { TIKTOK_SITES, tiktokCounts, TiktokUniverse } from '../sim/tiktok';
import { TiktokPassMemory } from '../estimate/tiktok-passes';
import { importTiktokDays } from './tiktok-importer';

let sql: MarketSql;
let feedDir: string;
freshMarketPerTest('sealens-tiktok', (market) => ({ sql, feedDir } = market));

const universe = new TiktokUniverse(9, MARKET_SCALES.tiny);
const one = async <T>(text: string, params: unknown[] = []) => (await sql.query<T>(text, params))[0] as T;
const count = async (table: string) => Number((await one<{ n: number }>(`select count(*)::int as n from ${table}`)).n);

describe('TikTok simulator', () => {
  it('writes the six TikTok Shop sites, the same for the same seed, each product selling (in the truth) at least what its videos and lives sold', () => {
    expect([...TIKTOK_SITES]).toEqual(['ID', 'MY', 'PH', 'SG', 'TH', 'VN']);
    expect(tiktokCounts(MARKET_SCALES.default)).toEqual({ products: 5_000, shops: 500, creators: 2_000 });
    const day = universe.dayWithTruth('2026-06-20');
    expect([...day.keys()]).toEqual([...TIKTOK_SITES]);
    expect(new TiktokUniverse(9, MARKET_SCALES.tiny).dayWithTruth('2026-06-20')).toEqual(day);
    let videos = 0;
    for (const { feed, truth } of day.values()) {
      const promoted = new Map<number, number>();
      const units = new Map<number, number>();
      for (const t of truth) {
        if (t.kind === 'product') units.set(t.id, t.units);
        else for (const g of t.goods) promoted.set(g.goodsId, (promoted.get(g.goodsId) ?? 0) + g.units);
      }
      for (const p of feed.products ?? []) expect(units.get(p.id)).toBeGreaterThanOrEqual(promoted.get(p.id) ?? 0);
      videos += feed.videos?.length ?? 0;
    }
    expect(videos).toBeGreaterThan(100);
  }, 60_000);

  it("shows what a crawler sees: a product's sold counter, rounded as TikTok Shop rounds it, never falling, read some hours into the next day, some days missed", () => {
    // Counters are summed from COUNTER_ANCHOR_DAY (2026-10-01): days after it, as a server's are.
    const days = ['2026-10-18', '2026-10-19', '2026-10-20'];
    const shown = days.map((d) => new Map([...universe.day(d).values()].flatMap((s) => s.products ?? []).map((p) => [p.id, p])));
    const counter = (text: string | null) => (text === null ? undefined : readCounter(TIKTOK_OBSERVATION_RULE.sold, text));
    let rounded = 0;
    let missed = 0;
    let compared = 0;
    for (const [id, today] of shown[2] ?? []) {
      if (today.soldShown === null) {
        missed++;
        expect(today.observedAt).toBeNull();
        continue;
      }
      const now = counter(today.soldShown);
      expect(now).toBeDefined();
      if (now && now[0] !== now[1]) rounded++;
      const hours = (Date.parse(today.observedAt ?? '') - Date.parse('2026-10-20T16:00:00.000Z')) / 3_600_000;
      expect(hours).toBeGreaterThanOrEqual(0);
      expect(hours).toBeLessThanOrEqual(14);
      const before = counter(shown[1]?.get(id)?.soldShown ?? null);
      if (before && now) {
        compared++;
        expect(now[1]).toBeGreaterThanOrEqual(before[0]);
      }
    }
    expect(compared).toBeGreaterThan(150);
    expect(rounded).toBeGreaterThan(0);
    expect(missed).toBeGreaterThan(0);
    expect(missed / ((shown[2]?.size ?? 1) + 1)).toBeLessThan(0.08);
  }, 60_000);

  it('writes the truth beside each set, in no manifest: what the importer reads is what a crawler sees', async () => {
    const simulator = new MarketSimulator(9, MARKET_SCALES.tiny);
    await simulator.writeTiktokDay(feedDir, '2026-06-20');
    for (const site of TIKTOK_SITES) {
      const dir = tiktokSetDir(feedDir, '2026-06-20', site);
      const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as { files: Record<string, unknown> };
      expect(Object.keys(manifest.files)).not.toContain('truth');
      const truth = (await readFile(join(dir, TIKTOK_TRUTH_FILE), 'utf8')).trim().split('\n').map((l) => JSON.parse(l) as TiktokTruthRow);
      expect(truth.some((t) => t.kind === 'product' && t.units > 0)).toBe(true);
    }
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

describe('TikTok importer and the truth (issue 33)', () => {
  it("reads no truth: the product days' units are the estimator's from the feed rows alone, whatever the truth file holds", async () => {
    const days = ['2026-10-19', '2026-10-20'];
    const simulator = new MarketSimulator(9, MARKET_SCALES.tiny);
    for (const day of days) await simulator.writeTiktokDay(feedDir, day);
    // The truth beside each set made unreadable and wrong: an importer that read it would fail or change.
    for (const day of days) {
      for (const site of TIKTOK_SITES) {
        const file = join(tiktokSetDir(feedDir, day, site), TIKTOK_TRUTH_FILE);
        await writeFile(file, '{"kind": "product", "id": 1, "units": 999999, "gmv": 1}\nnot json\n');
        await chmod(file, 0);
      }
    }
    expect((await importTiktokDays(sql, feedDir)).problems).toEqual([]);
    // The second day's units, made again here from the two days' feed rows alone.
    const passes = (day: string) =>
      new Map(
        [...universe.day(day)].flatMap(([site, set]) =>
          (set.products ?? []).flatMap((r) =>
            r.soldShown === null || r.observedAt === null ? [] : [[r.id, sightingOf(site, day, { soldShown: r.soldShown, monthlyShown: null, stock: 0, ratingCount: 0, observedAt: r.observedAt }, TIKTOK_OBSERVATION_RULE)] as const],
          ),
        ),
      );
    const before = passes(days[0] ?? '');
    const expected = new Map<number, number>();
    for (const [id, cur] of passes(days[1] ?? '')) {
      const prev = before.get(id);
      if (prev) for (const e of estimateWindow(prev, cur)) if (e.basis === 'counter') expected.set(id, e.units);
    }
    const rows = await sql.query<{ goods_id: string; sales: number; estimate_basis: string }>("select goods_id::text as goods_id, sales, estimate_basis from market_tt_product_days where day = '2026-10-20'");
    const exact = rows.filter((r) => r.estimate_basis === 'counter');
    expect(exact.length).toBeGreaterThan(50);
    for (const r of exact) expect(r.sales, r.goods_id).toBe(expected.get(Number(r.goods_id)));
    // What a video or live sold is not in the feed: nothing until the derive attributes the estimates.
    expect(Number((await one<{ n: number }>('select count(*)::int as n from market_tt_video_goods where sales <> 0')).n)).toBe(0);
    // The truth differs from the estimates (a leak would make them equal).
    const truth = new Map(
      [...universe.dayWithTruth(days[1] ?? '').values()].flatMap(({ truth: t }) => t.flatMap((x) => (x.kind === 'product' ? [[x.id, x.units] as const] : []))),
    );
    const all = await sql.query<{ goods_id: string; sales: number }>("select goods_id::text as goods_id, sales from market_tt_product_days where day = '2026-10-20'");
    expect(all.filter((r) => truth.get(Number(r.goods_id)) !== r.sales).length).toBeGreaterThan(0);
  }, 120_000);
});

describe("TikTok importer's memory (issue 33)", () => {
  it('estimates a call of many days from the passes it keeps as it would from the database: the same product days, the span read once a site', async () => {
    const days = Array.from({ length: 16 }, (_, i) => `2026-10-${String(i + 5).padStart(2, '0')}`);
    const simulator = new MarketSimulator(9, MARKET_SCALES.tiny);
    for (const day of days) await simulator.writeTiktokDay(feedDir, day);
    const productDays = () =>
      sql.query<{ goods_id: string; day: string; sales: number; sales_low: number; sales_high: number; estimate_basis: string; provisional: boolean }>(
        'select goods_id::text as goods_id, day::text as day, sales, sales_low, sales_high, estimate_basis, provisional from market_tt_product_days order by goods_id, day',
      );
    const memory = new TiktokPassMemory();
    expect((await importTiktokDays(sql, feedDir, days, memory)).problems).toEqual([]);
    // Each site's span read once, before its first set; every later set's from memory.
    expect(memory.reads).toBe(TIKTOK_SITES.length);
    const inOneCall = await productDays();
    // Rounded counters were fitted to their exposure (the level's basis), from passes kept in memory.
    expect(inOneCall.filter((r) => r.day === days[15] && r.estimate_basis === 'history').length).toBeGreaterThan(10);
    // Again, a day a call: each set reads its site's span back from the database.
    await sql.exec('delete from market_tt_product_days; delete from market_tt_feed_sets; delete from market_tt_video_days; delete from market_tt_video_goods; delete from market_tt_live_goods; delete from market_tt_lives');
    let reads = 0;
    for (const day of days) {
      const own = new TiktokPassMemory();
      expect((await importTiktokDays(sql, feedDir, [day], own)).problems).toEqual([]);
      reads += own.reads;
    }
    expect(reads).toBe(TIKTOK_SITES.length * days.length);
    expect(await productDays()).toEqual(inOneCall);
  }, 180_000);
});

describe("TikTok Shop's revised days (issue 33)", () => {
  it("writes a rounded counter's last 3 days again as later passes arrive, and the derive carries a revised day into the product's and its shop's figures", async () => {
    const days = Array.from({ length: 13 }, (_, i) => `2026-10-${String(i + 5).padStart(2, '0')}`);
    const simulator = new MarketSimulator(9, MARKET_SCALES.tiny);
    for (const day of days) await simulator.writeTiktokDay(feedDir, day);
    type Day = { goods_id: string; day: string; sales: number; sales_low: number; sales_high: number; estimate_basis: string };
    const productDays = async () =>
      new Map(
        (await sql.query<Day>('select goods_id::text as goods_id, day::text as day, sales, sales_low, sales_high, estimate_basis from market_tt_product_days')).map((r) => [`${r.goods_id}|${r.day}`, r]),
      );
    const last = days[days.length - 1] as string;
    expect((await importTiktokDays(sql, feedDir, days.slice(0, -1))).problems).toEqual([]);
    const before = await productDays();
    expect((await importTiktokDays(sql, feedDir, [last])).problems).toEqual([]);
    const after = await productDays();
    // The new set revised days of the 3 before it, rounded counters' only; older days stand as they were (a
    // day the crawler missed, 'none' until the pass after it, is estimated by that pass's window, not revised).
    const revised = [...before].filter(([key, d]) => {
      const now = after.get(key) as Day;
      if (d.estimate_basis === 'none') return false;
      return now.sales !== d.sales || now.sales_low !== d.sales_low || now.sales_high !== d.sales_high;
    });
    expect(revised.length).toBeGreaterThan(5);
    for (const [key, d] of revised) {
      expect(d.day >= '2026-10-14' && d.day < last, key).toBe(true);
      expect(['history', 'bounds'], key).toContain(d.estimate_basis);
      const now = after.get(key) as Day;
      expect(now.sales_low <= now.sales && now.sales <= now.sales_high, key).toBe(true);
    }
    // The derive rebuilds its 60 days: the revised day's units are the product's figure of that day and in its shop's sum.
    await sql.transaction((tx) => deriveTiktok(tx, last));
    const [key, first] = revised[0] as [string, Day];
    const id = Number(first.goods_id);
    const units = async (entity: string, itemId: number) =>
      Number((await one<{ units: string }>('select coalesce(sum(units), 0)::int8::text as units from market_tt_days where entity = $1 and item_id = $2 and day = $3::date', [entity, itemId, first.day])).units);
    expect(await units('tt-product', id)).toBe((after.get(key) as Day).sales);
    const shop = Number((await one<{ shop_id: string }>('select shop_id::text as shop_id from market_tt_products where goods_id = $1', [id])).shop_id);
    const shopDay = await one<{ n: string }>(
      'select coalesce(sum(d.sales), 0)::int8::text as n from market_tt_product_days d join market_tt_products p on p.goods_id = d.goods_id where p.shop_id = $1 and d.day = $2::date',
      [shop, first.day],
    );
    expect(await units('tt-shop', shop)).toBe(Number(shopDay.n));
    // What a ranking reads: the product's and its shop's 7 days, the revised days in them.
    const week = async (where: string, itemId: number) =>
      Number((await one<{ n: string }>(`select coalesce(sum(d.sales), 0)::int8::text as n from market_tt_product_days d join market_tt_products p on p.goods_id = d.goods_id where ${where} = $1 and d.day > $2::date - 7 and d.day <= $2::date`, [itemId, last])).n);
    const item = (entity: string, itemId: number) => one<{ units_7: string }>('select units_7::text as units_7 from market_tt_items where entity = $1 and item_id = $2', [entity, itemId]);
    expect(Number((await item('tt-product', id)).units_7)).toBe(await week('d.goods_id', id));
    expect(Number((await item('tt-shop', shop)).units_7)).toBe(await week('p.shop_id', shop));
  }, 180_000);
});

describe('TikTok derive', () => {
  // A hand-made TH day set of three days: one shop, one product (10% commission), one creator, one video, one
  // live. The crawler reads the product's counter at the next day's midnight, China time (so it holds the
  // day's units and none of the next): 100 on 06-18 (a first pass: no units known), 105 (5 sold), 114 (9).
  const at = (day: string) => `${day}T02:00:00.000Z`;
  const set = (day: string, sold: number, views: number, likes: number, viewers: number): TiktokDay => ({
    shops: [{ id: 7, name: 'Shop Seven', categoryId: 99997, logo: '/demo/s7.png', rating: 4.8, followers: 900, openedAt: at('2024-01-01') }],
    creators: [{ id: 70, handle: 'ann', name: 'Ann', categoryId: 99997, avatar: '/demo/c70.png', followers: 50_000 }],
    products: [{ id: 700, shopId: 7, categoryId: 99997, title: 'Storage box', price: 100, commissionRate: 10, rating: 4.9, listedAt: at('2026-06-01'), image: '/demo/p700.png', soldShown: String(sold), observedAt: `${day}T16:00:00.000Z` }],
    videos: views ? [{ id: 7000, creatorId: 70, title: 'Box haul', cover: '/demo/v7000.png', postedAt: at('2026-06-19'), durationSec: 30, views, likes, comments: 1, shares: 1, goods: [{ goodsId: 700 }] }] : [],
    lives: viewers ? [{ id: 8000, creatorId: 70, startAt: at(day), minutes: 60, viewers, goods: [{ goodsId: 700 }] }] : [],
  });
  const writeDays = async () => {
    await writeTiktokDay(feedDir, '2026-06-18', 'TH', set('2026-06-18', 100, 0, 0, 0));
    await writeTiktokDay(feedDir, '2026-06-19', 'TH', set('2026-06-19', 105, 2_500, 100, 0));
    await writeTiktokDay(feedDir, '2026-06-20', 'TH', set('2026-06-20', 114, 4_000, 130, 1_600));
  };

  it('estimates each day from the counter, attributes it to the videos and lives by their exposure, and sums 1/7/30-day figures per product, shop, video and creator', async () => {
    await writeDays();
    expect((await importTiktokDays(sql, feedDir)).problems).toEqual([]);
    const days = await sql.query<{ day: string; sales: number; sales_low: number; sales_high: number; estimate_basis: string }>(
      "select day::text as day, sales, sales_low, sales_high, estimate_basis from market_tt_product_days where goods_id = 700 order by day",
    );
    // The counter's differences, the interval the nights' share allows (8% and a unit either side).
    expect(days).toEqual([
      { day: '2026-06-18', sales: 0, sales_low: 0, sales_high: 1, estimate_basis: 'none' },
      { day: '2026-06-19', sales: 5, sales_low: 3, sales_high: 7, estimate_basis: 'counter' },
      { day: '2026-06-20', sales: 9, sales_low: 7, sales_high: 11, estimate_basis: 'counter' },
    ]);
    await sql.transaction((tx) => deriveTiktok(tx, '2026-06-20'));
    type Item = { units_1: string; units_7: string; prev_units_1: string; video_units_7: string; live_units_7: string; views_1: string; views_7: string; likes_7: string; commission_7: number; gmv_7: number; creators: number; videos: number; lives: number; products: number; trend: number[] };
    const item = (entity: string, id: number) => one<Item>('select * from market_tt_items where entity = $1 and item_id = $2', [entity, id]);
    const product = await item('tt-product', 700);
    // Day 1: 5 units, the video's 2,500 views worth 3.5 at 0.0014 a buyer: 3 (floored). Day 2: 9 units, the
    // video's 1,500 views more worth 2.1 (2), the live's 1,600 viewers at 0.002 worth 3.2 (3), the card 4.
    expect([product.units_1, product.prev_units_1, product.units_7, product.video_units_7, product.live_units_7].map(Number)).toEqual([9, 5, 14, 5, 3]);
    expect(product.gmv_7).toBe(1_400);
    // 10% of what videos and lives sold: (5 + 3) * 100 * 10%.
    expect(product.commission_7).toBe(80);
    expect([product.creators, product.videos, product.lives]).toEqual([1, 1, 1]);
    expect(product.trend.slice(-3)).toEqual([0, 5, 9]);
    expect(product.trend).toHaveLength(30);
    const shop = await item('tt-shop', 7);
    expect([shop.units_7, shop.products].map(Number)).toEqual([14, 1]);
    const video = await item('video', 7000);
    // Posted the second day: its 2,500 views then, 1,500 more the next.
    expect([video.views_1, video.views_7, video.likes_7, video.units_7].map(Number)).toEqual([1_500, 4_000, 130, 5]);
    expect(video.commission_7).toBe(50);
    const creator = await item('creator', 70);
    expect([creator.units_7, creator.video_units_7, creator.live_units_7, creator.views_7, creator.videos, creator.lives, creator.products].map(Number)).toEqual([8, 5, 3, 4_000, 1, 1, 1]);
    expect(creator.commission_7).toBe(80);
    const goods = await one<{ units_30: string; gmv_30: number; commission_30: number; videos_30: number; lives_30: number }>('select * from market_tt_creator_goods where creator_id = 70 and goods_id = 700');
    expect([Number(goods.units_30), goods.gmv_30, goods.commission_30, goods.videos_30, goods.lives_30]).toEqual([8, 800, 80, 1, 1]);
  }, 60_000);

  it('estimates the same days imported newest first: a first pass is made again when the day before it arrives', async () => {
    // The oldest pass stays a first one: it takes the level of the days after it that were made from two
    // passes when it came (06-20's 9; 06-19 was made again after it).
    await writeDays();
    for (const day of ['2026-06-20', '2026-06-19', '2026-06-18']) expect((await importTiktokDays(sql, feedDir, [day])).problems).toEqual([]);
    const days = await sql.query<{ day: string; sales: number; provisional: boolean }>('select day::text as day, sales, provisional from market_tt_product_days where goods_id = 700 order by day');
    expect(days).toEqual([
      { day: '2026-06-18', sales: 9, provisional: true },
      { day: '2026-06-19', sales: 5, provisional: false },
      { day: '2026-06-20', sales: 9, provisional: false },
    ]);
  }, 60_000);

  it('analyses the tables it reads before its first statement, and its own daily rows before the statements that read them', async () => {
    // A fresh start imports them in the same job: with the empty tables' statistics the videos'
    // statement ran a nested loop over their day sums (94.7 s of a small-scale first start).
    await writeDays();
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
