import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { SITE_CODES } from '@sealens/domain';
import { afterAll, describe, expect, it } from 'vitest';

import { addDays, dayNumber, daysBetween } from '../days';
import { checkRow, FEED_KINDS, TRUTH_FILE } from '../feed/format';
import { OBSERVATION_RULES, readCounter } from '../market-config';
import { MARKET_SCALES } from '../scale';
import { SITE_PROFILES } from '../site-profiles';
import { DELISTED_SHARE, KEPT_BLOCKS, MISSED_SHARE } from './observe';
import { campaignFactor, liveGoods, viewerCurve } from './simulate-day';
import { rngOf } from './random';
import { MarketSimulator } from './simulator';
import { NEW_WORD_SHARE, SHOP_TYPE_SHARES } from './universe';

const dirs: string[] = [];
const scratch = () => {
  const dir = join(tmpdir(), `sealens-sim-${process.pid}-${dirs.length}-${Date.now()}`);
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function filesOf(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out[path.slice(dir.length)] = await readFile(path, 'utf8');
  }
  return out;
}

const salesOf = (sim: MarketSimulator, day: string) => {
  let total = 0;
  for (const { truth } of sim.dayWithTruth(day, true).values()) for (const p of truth) total += p.units;
  return total;
};

describe('live sessions (issue 32)', () => {
  it("show products of the session's shop that the day's products file holds, selling what the session sold", () => {
    const sim = new MarketSimulator(11, MARKET_SCALES.tiny);
    let sessions = 0;
    let shown = 0;
    for (const [site, feed] of sim.day('2026-05-20', true)) {
      const products = new Map((feed.products ?? []).map((p) => [p.id, p]));
      for (const live of feed.lives ?? []) {
        sessions++;
        expect(checkRow('lives', site, live).ok).toBe(true);
        expect(live.viewerCurve).toHaveLength(Math.floor(live.minutes / 15) + 1);
        if (live.goods.length === 0) continue;
        shown++;
        expect(live.goods.reduce((sum, g) => sum + g.sales, 0)).toBe(live.sales);
        for (const g of live.goods) {
          const product = products.get(g.goodsId);
          expect(product?.shopId).toBe(live.shopId);
          expect(g.gmv).toBeCloseTo(g.sales * (product?.price ?? NaN), 2);
        }
        expect(live.gmv).toBeCloseTo(live.goods.reduce((sum, g) => sum + g.gmv, 0), 2);
      }
    }
    expect(sessions).toBeGreaterThan(0);
    expect(shown).toBeGreaterThan(0);
  }, 60_000);

  it('splits a session among 1 to 8 of the products offered, and its viewers rise to a quarter of them, then fall', () => {
    const offered = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, price: 10 }));
    const counts = new Set<number>();
    for (let n = 0; n < 200; n++) {
      const goods = liveGoods(rngOf(1, n), offered, 100);
      counts.add(goods.length);
      expect(goods.reduce((sum, g) => sum + g.sales, 0)).toBe(100);
      expect(new Set(goods.map((g) => g.goodsId)).size).toBe(goods.length);
    }
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBe(8);
    expect(liveGoods(rngOf(1), [], 5)).toEqual([]);
    expect(liveGoods(rngOf(1), offered.slice(0, 2), 5).length).toBeLessThanOrEqual(2);
    const curve = viewerCurve(rngOf(3), 4000, 120);
    expect(curve).toHaveLength(9);
    const peak = Math.max(...curve);
    expect(peak).toBeGreaterThan(4000 * 0.25 * 0.8);
    expect(peak).toBeLessThan(4000 * 0.25 * 1.3);
    expect(curve[0]).toBeLessThan(peak);
    expect(curve[curve.length - 1]).toBeLessThan(peak);
  });
});

describe('marketplace simulator', () => {
  it('writes the same feed for the same seed, byte for byte, and another for another seed', async () => {
    const [a, b, c] = [scratch(), scratch(), scratch()];
    await new MarketSimulator(11, MARKET_SCALES.tiny).writeDay(a, '2026-05-20', true);
    await new MarketSimulator(11, MARKET_SCALES.tiny).writeDay(b, '2026-05-20', true);
    await new MarketSimulator(12, MARKET_SCALES.tiny).writeDay(c, '2026-05-20', true);
    const one = await filesOf(a);
    // Every kind, the manifest and the two truth files beside them (sales, and the offers' sources: issue 30).
    expect(Object.keys(one)).toHaveLength(SITE_CODES.length * (FEED_KINDS.length + 3));
    expect(await filesOf(b)).toEqual(one);
    expect((await filesOf(c))['/2026-05-20/TH/products.ndjson']).not.toBe(one['/2026-05-20/TH/products.ndjson']);
    // A fresh simulator's first day sums its products' lives so far (their sold counters): seconds on a busy machine.
  }, 60_000);

  it('gives any day the same rows whatever was simulated before it', () => {
    const alone = new MarketSimulator(5, MARKET_SCALES.tiny).day('2026-03-10', true).get('VN');
    const warm = new MarketSimulator(5, MARKET_SCALES.tiny);
    for (const day of daysBetween('2026-02-01', '2026-03-15')) warm.day(day, true);
    expect(warm.day('2026-03-10', true).get('VN')).toEqual(alone);
  }, 60_000);

  it('writes rows the feed format accepts', { timeout: 60_000 }, () => {
    const day = new MarketSimulator(3, MARKET_SCALES.tiny).day('2026-11-11', true);
    for (const [site, feed] of day) {
      for (const kind of FEED_KINDS) {
        for (const row of feed[kind] ?? []) expect(checkRow(kind, site, JSON.parse(JSON.stringify(row)))).toMatchObject({ ok: true });
      }
    }
  });

  it('sells in a long tail: the top 1% of products hold a large share of the sales', () => {
    const sim = new MarketSimulator(1, MARKET_SCALES.default);
    const sales = new Map<number, number>();
    for (const day of daysBetween('2026-10-01', '2026-10-07')) {
      for (const { truth } of sim.dayWithTruth(day, true).values()) for (const p of truth) sales.set(p.id, (sales.get(p.id) ?? 0) + p.units);
    }
    const sorted = [...sales.values()].sort((x, y) => y - x);
    expect(sorted.length).toBeGreaterThanOrEqual(20_000);
    const total = sorted.reduce((n, v) => n + v, 0);
    const top = sorted.slice(0, Math.ceil(sorted.length / 100)).reduce((n, v) => n + v, 0);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    // About 40% in the top 1%; the median product sells a few units a week.
    expect(top / total).toBeGreaterThan(0.25);
    expect(median).toBeLessThan(sorted[0] as number / 100);
  }, 60_000);

  it('makes the campaign days stand out: 9.9, 10.10, 11.11 and 12.12 sell far more than the days around them', () => {
    const sim = new MarketSimulator(2, MARKET_SCALES.tiny);
    for (const campaign of ['2025-09-09', '2025-10-10', '2025-11-11', '2025-12-12']) {
      const around = [-6, -5, -4, 4, 5, 6].map((d) => addDays(campaign, d)).filter((d) => campaignFactor(d) === 1);
      const usual = around.map((d) => salesOf(sim, d)).sort((x, y) => x - y);
      const median = usual[Math.floor(usual.length / 2)] as number;
      expect(salesOf(sim, campaign)).toBeGreaterThan(2 * median);
      // The platform-wide totals too.
      const gmv = (d: string) => sim.day(d, false).get('ID')?.market?.reduce((n, r) => n + r.gmv, 0) ?? 0;
      expect(gmv(campaign)).toBeGreaterThan(2 * gmv(around[0] as string));
    }
    expect(salesOf(sim, '2025-11-11')).toBeGreaterThan(salesOf(sim, '2025-10-10'));
  }, 60_000);

  it("prices every site in its own currency's range and steps, at plausible price levels", { timeout: 60_000 }, () => {
    const feeds = new MarketSimulator(4, MARKET_SCALES.small).day('2026-08-01', true);
    for (const site of SITE_CODES) {
      const profile = SITE_PROFILES[site];
      const prices = (feeds.get(site)?.products ?? []).map((p) => p.price).sort((x, y) => x - y);
      expect(prices.length).toBeGreaterThan(100);
      for (const price of prices) {
        expect(price).toBeGreaterThanOrEqual(profile.priceRange[0]);
        expect(price).toBeLessThanOrEqual(profile.priceRange[1]);
        if (profile.priceStep >= 1) expect(price % profile.priceStep).toBe(0);
        else expect(Math.round(price * 100)).toBeCloseTo(price * 100, 6);
      }
      const medianUsd = (prices[Math.floor(prices.length / 2)] as number) / profile.perUsd;
      expect(medianUsd).toBeGreaterThan(3);
      expect(medianUsd).toBeLessThan(30);
    }
  });

  it("titles products in each site's language", { timeout: 60_000 }, () => {
    const feeds = new MarketSimulator(6, MARKET_SCALES.small).day('2026-08-01', true);
    const titles = (site: (typeof SITE_CODES)[number]) => (feeds.get(site)?.products ?? []).map((p) => p.title).join(' ');
    expect(titles('TH')).toMatch(/[\u0E00-\u0E7F]/);
    expect(titles('TW')).toMatch(/[\u4E00-\u9FFF]/);
    expect(titles('VN')).toMatch(/[ạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹđ]/);
    expect(titles('BR')).toMatch(/\b(Novo|Original|Promoção|Kit com 2|Frete Grátis)\b/);
    expect(titles('MX')).toMatch(/\b(Nuevo|Oferta|Envío Gratis|Paquete de 2)\b/);
    expect(titles('ID')).toMatch(/\b(Baru|Murah|Terlaris|Bisa COD|Isi 2)\b/);
    expect(titles('SG')).toMatch(/\b(New|Premium|Free Shipping|Set of 2)\b/);
  });

  it('gives every shop a type, cross-border, local and Mall in their shares, the same every day', { timeout: 60_000 }, () => {
    expect(SHOP_TYPE_SHARES).toEqual({ 'cross-border': 0.45, local: 0.45, mall: 0.1 });
    const sim = new MarketSimulator(3, MARKET_SCALES.small);
    const count: Record<string, number> = {};
    const typeOf = new Map<number, string>();
    for (const feed of sim.day('2026-06-01', true).values()) {
      for (const s of feed.shops ?? []) {
        count[s.type] = (count[s.type] ?? 0) + 1;
        typeOf.set(s.id, s.type);
      }
    }
    const shops = typeOf.size;
    for (const [type, share] of Object.entries(SHOP_TYPE_SHARES)) expect(Math.abs((count[type] ?? 0) / shops - share), type).toBeLessThan(0.05);
    for (const feed of sim.day('2026-06-20', true).values()) for (const s of feed.shops ?? []) if (typeOf.has(s.id)) expect(s.type).toBe(typeOf.get(s.id));
  });

  it("shows for each word the day's best sellers holding its words, lists its related searches, and brings new words on their first day (issue 29 item 2)", () => {
    const sim = new MarketSimulator(7, MARKET_SCALES.small);
    const day = '2026-08-01';
    const withTruth = sim.dayWithTruth(day, true);
    const feeds = new Map([...withTruth].map(([site, { feed }]) => [site, feed]));
    const unitsOf = new Map([...withTruth.values()].flatMap(({ truth }) => truth.map((t) => [t.id, t.units] as const)));
    const byId = new Map(sim.universe.keywords.map((k) => [k.id, k]));
    let found = 0;
    for (const [site, feed] of feeds) {
      const products = new Map((feed.products ?? []).map((p) => [p.id, p]));
      const words = new Set((feed.keywords ?? []).map((k) => k.id));
      for (const row of feed.keywords ?? []) {
        const k = byId.get(row.id);
        if (!k) throw new Error(`keyword ${row.id} is not the universe's`);
        const shown = row.topProducts.map((id) => {
          const p = products.get(id);
          if (!p) throw new Error(`product ${id} is not on sale on ${site}`);
          return p;
        });
        for (const p of shown) {
          expect(p.subCategoryId).toBe(k.subTypeId);
          for (const part of k.parts) expect(p.title.toLowerCase()).toContain(part);
        }
        // Best sellers first, and no seller of its words left out ahead of them.
        const units = shown.map((p) => unitsOf.get(p.id) ?? 0);
        expect(units).toEqual([...units].sort((a, b) => b - a));
        const matching = (feed.products ?? []).filter((p) => p.subCategoryId === k.subTypeId && k.parts.every((part) => p.title.toLowerCase().includes(part)));
        expect(shown.length).toBe(Math.min(10, matching.length));
        found += shown.length;
        for (const id of row.related) {
          expect(words.has(id)).toBe(true);
          expect(byId.get(id)).toMatchObject({ site, subTypeId: k.subTypeId });
        }
      }
    }
    expect(found).toBeGreaterThan(1000);
    // A new word is absent before its first day and searched from it.
    expect(NEW_WORD_SHARE).toBe(0.3);
    const born = sim.universe.keywords.find((k) => k.bornDay !== null && k.bornDay > dayNumber('2026-03-01') && k.bornDay < dayNumber('2026-10-01'));
    if (!born?.bornDay) throw new Error('no word of the universe is new in 2026');
    const bornOn = addDays('1970-01-01', born.bornDay);
    const has = (d: string) => (sim.day(d, true).get(born.site)?.keywords ?? []).some((k) => k.id === born.id);
    expect(has(addDays(bornOn, -1))).toBe(false);
    expect(has(bornOn)).toBe(true);
    const share = sim.universe.keywords.filter((k) => k.bornDay !== null).length / sim.universe.keywords.length;
    expect(Math.abs(share - NEW_WORD_SHARE)).toBeLessThan(0.05);
  }, 60_000);

  it("shows what a crawler sees (issue 33): counters as each site rounds them, stock capped, the pass's time; the truth beside, in no manifest", async () => {
    const sim = new MarketSimulator(8, MARKET_SCALES.tiny);
    const dir = scratch();
    await sim.writeDay(dir, '2026-06-10', true);
    const manifest = JSON.parse(await readFile(join(dir, '2026-06-10/TH/manifest.json'), 'utf8'));
    expect(Object.keys(manifest.files)).not.toContain('truth');
    const truthText = await readFile(join(dir, '2026-06-10/TH', TRUTH_FILE), 'utf8');
    expect(truthText.trim().split('\n').length).toBeGreaterThan(10);

    const byId = new Map(sim.universe.productNumbersAlive(dayNumber('2026-06-11')).map((n) => [sim.universe.product(n).id, sim.universe.product(n)]));
    const day = dayNumber('2026-06-11');
    let exact = 0;
    let capped = 0;
    const hours: number[] = [];
    for (const [site, { feed, truth }] of sim.dayWithTruth('2026-06-11', true)) {
      const rule = OBSERVATION_RULES[site];
      const units = new Map(truth.map((t) => [t.id, t]));
      for (const row of feed.products ?? []) {
        const p = byId.get(row.id);
        if (!p) throw new Error(`product ${row.id} is not on sale`);
        expect(Object.keys(row)).not.toContain('sales');
        // The counter stands for the units sold by the pass, the day's and a little of the next.
        const at = sim.ledger.observedHours(p, day);
        const sold = sim.ledger.soldBy(p, day + 1, at);
        const [low, high] = readCounter(rule.sold, row.soldShown) ?? [-1, -1];
        expect(sold).toBeGreaterThanOrEqual(low);
        expect(sold).toBeLessThanOrEqual(high);
        if (low === high) exact++;
        expect(sim.ledger.soldThrough(p, day) - sim.ledger.soldThrough(p, day - 1)).toBe(units.get(row.id)?.units);
        expect(row.stock).toBeLessThanOrEqual(rule.stockCap);
        if (row.stock === rule.stockCap) capped++;
        expect(row.monthlyShown === null).toBe(!rule.monthly);
        hours.push((Date.parse(row.observedAt) - Date.parse('2026-06-11T16:00:00Z')) / 3_600_000);
      }
      // Truth of every product on sale; the missed ones have no row.
      const missed = truth.filter((t) => !t.observed).map((t) => t.id);
      for (const id of missed) expect((feed.products ?? []).some((r) => r.id === id)).toBe(false);
    }
    expect(exact).toBeGreaterThan(100);
    expect(capped).toBeGreaterThan(0);
    // Passes after the day's end, over many hours of the next day.
    expect(Math.min(...hours)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...hours) - Math.min(...hours)).toBeGreaterThan(8);
  }, 60_000);

  it('misses about 3% of product-days and delists about 4% of products for 3 to 14 days, then lists them again', () => {
    expect([MISSED_SHARE, DELISTED_SHARE]).toEqual([0.03, 0.04]);
    const sim = new MarketSimulator(8, MARKET_SCALES.tiny);
    const day = dayNumber('2026-06-11');
    const alive = sim.universe.productNumbersAlive(day).map((n) => sim.universe.product(n));
    const missed = alive.filter((p) => sim.ledger.missed(p, day)).length / alive.length;
    expect(Math.abs(missed - MISSED_SHARE)).toBeLessThan(0.02);
    const gaps = alive.map((p) => [p, sim.ledger.delisted(p)] as const).filter((e): e is [typeof e[0], [number, number]] => e[1] !== undefined);
    expect(Math.abs(gaps.length / alive.length - DELISTED_SHARE)).toBeLessThan(0.025);
    for (const [p, [from, to]] of gaps) {
      expect(to - from).toBeGreaterThanOrEqual(3);
      expect(to - from).toBeLessThanOrEqual(14);
      expect(sim.ledger.onSale(p, from)).toBe(false);
      expect(sim.ledger.units(p, from).units).toBe(0);
      if (to < p.endDay) expect(sim.ledger.onSale(p, to)).toBe(true);
    }
  }, 60_000);

  it("writes the products and truth it wrote before the ledger's typed arrays, for the same seed (a pinned digest: no stream may change)", () => {
    const sim = new MarketSimulator(12, MARKET_SCALES.tiny);
    const digest = createHash('sha256');
    for (const day of ['2026-06-20', '2026-06-19']) {
      const out = sim.dayWithTruth(day, true);
      for (const site of SITE_CODES) {
        digest.update(JSON.stringify(out.get(site)?.feed.products));
        digest.update(JSON.stringify(out.get(site)?.truth));
      }
    }
    expect(digest.digest('hex')).toBe('b0b8b85f43112adc57077962fe3f4b0de9b6a5f62e0ead720c0d00fb55fbdda4');
  }, 60_000);

  it("keeps each product's sums in shared typed arrays (the large scale's memory): every sold counter is the sum of its days, in any order asked, and a freed slot starts afresh", () => {
    const sim = new MarketSimulator(12, MARKET_SCALES.tiny);
    const day = dayNumber('2026-06-20');
    const products = sim.universe.productNumbersAlive(day).slice(0, 60).map((n) => sim.universe.product(n));
    const sumOf = (p: (typeof products)[number], through: number) => {
      let units = 0;
      for (let d = p.listDay; d <= Math.min(through, p.endDay - 1); d++) units += sim.ledger.units(p, d).units;
      return units;
    };
    // Newest first, then back and forth over blocks (each product keeps four), then after its slot was freed.
    const asked = [day + 1, day, day - 6, day - 30, day - 47, day + 1, day - 200, day - 3, day + 60];
    for (const p of products) for (const d of asked) expect(sim.ledger.soldThrough(p, d)).toBe(sumOf(p, d));
    expect(sim.ledger.keptBlocks().products).toBe(products.length);
    sim.ledger.forgetBefore(day + 10_000);
    expect(sim.ledger.keptBlocks().products).toBe(0);
    for (const p of [...products].reverse()) for (const d of [day - 90, day]) expect(sim.ledger.soldThrough(p, d)).toBe(sumOf(p, d));
  }, 60_000);

  it("keeps at most four blocks of daily sums per product, whatever the days simulated (the large scale's memory), and the same feed", () => {
    expect(KEPT_BLOCKS).toBe(4);
    const days = daysBetween('2026-05-01', '2026-06-20');
    const sim = new MarketSimulator(12, MARKET_SCALES.tiny);
    // Newest first (a first start), then a day months later (a T+1 day after a long stop).
    for (const day of [...days].reverse()) sim.day(day, true);
    const kept = sim.ledger.keptBlocks();
    expect(kept.products).toBeGreaterThan(500);
    expect(kept.most).toBe(KEPT_BLOCKS);
    const fresh = new MarketSimulator(12, MARKET_SCALES.tiny);
    for (const day of ['2026-05-01', '2026-06-20']) expect(sim.day(day, true)).toEqual(fresh.day(day, true));
    expect(sim.ledger.keptBlocks().most).toBeLessThanOrEqual(KEPT_BLOCKS);
  }, 120_000);
});
