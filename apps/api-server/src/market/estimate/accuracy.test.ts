import { describe, expect, it } from 'vitest';

import { MARKET_SCALES } from '../scale';
import { ACCURACY_TARGETS, AGGREGATE_DAYS, aggregateFigures, HEAD_UNITS, measureAccuracy, measureTiktokAccuracy, type AccuracyTable, type Pair } from './accuracy';
import ACCURACY_FILE_JSON from './accuracy-table.json';

const ACCURACY_FILE_TABLE: AccuracyTable = ACCURACY_FILE_JSON;

describe('estimate accuracy (issue 33 item 3)', () => {
  it("holds the estimates to the issue's targets against the simulator's truth: daily error of sellers, weekly error of the long tail, the interval's coverage", () => {
    expect(ACCURACY_TARGETS).toEqual({ headMdape: 0.1, tailWeeklyMdape: 0.25, inInterval: 0.8 });
    expect(HEAD_UNITS).toBe(10);
    const table = measureAccuracy({ seed: 20261124, scale: MARKET_SCALES.tiny, from: '2026-10-20', to: '2026-11-12' });
    const { overall } = table;
    expect(overall.headDays).toBeGreaterThan(300);
    expect(overall.tailWeeks).toBeGreaterThan(1000);
    expect(overall.headMdape).not.toBeNull();
    expect(overall.headMdape as number).toBeLessThanOrEqual(ACCURACY_TARGETS.headMdape);
    expect(overall.tailWeeklyMdape as number).toBeLessThanOrEqual(ACCURACY_TARGETS.tailWeeklyMdape);
    expect(overall.inInterval).toBeGreaterThanOrEqual(ACCURACY_TARGETS.inInterval);
    // Every site and level is measured, and the bases add up to every product-day.
    expect(Object.keys(table.bySite)).toHaveLength(9);
    expect(Object.keys(table.byLevel).sort()).toEqual(['1-10', '10+', '<1']);
    expect(Object.values(table.byBasis).reduce((n, v) => n + v, 0)).toBeCloseTo(1, 3);
    // Shops', brands' and categories' summed intervals hold their true weekly units at least as often as the target asks.
    expect(AGGREGATE_DAYS).toBe(7);
    for (const aggregate of ['shop', 'brand', 'category'] as const) {
      const f = table.aggregates[aggregate];
      expect(f.weeks, aggregate).toBeGreaterThan(aggregate === 'category' ? 100 : 200);
      expect(f.inInterval, aggregate).toBeGreaterThanOrEqual(ACCURACY_TARGETS.inInterval);
      expect(f.weeklyMdape, aggregate).not.toBeNull();
    }
  }, 300_000);

  it("holds TikTok Shop's published figures to the bench's: its head's daily error within the 10 % target once revised, at least 80 % inside the interval both revised and as first published", () => {
    const published = ACCURACY_FILE_TABLE.tiktok;
    expect(published).toBeDefined();
    if (!published) return;
    // The method page's TikTok table is what the bench measures now (re-run `npm run bench:accuracy -- --tiktok` when the estimator changes).
    const table = measureTiktokAccuracy({ seed: published.seed, scale: MARKET_SCALES[published.scale as keyof typeof MARKET_SCALES], from: published.from, to: published.to });
    expect(table).toEqual(published);
    // Once revised (the passes of the 3 days after each day in): the 10 % target, and the interval's.
    const head = table.byLevel['10+'];
    expect(head?.headDays).toBeGreaterThan(5000);
    expect(head?.headMdape).toBeLessThanOrEqual(ACCURACY_TARGETS.headMdape);
    expect(head?.inInterval).toBeGreaterThanOrEqual(ACCURACY_TARGETS.inInterval);
    expect(table.overall.inInterval).toBeGreaterThanOrEqual(ACCURACY_TARGETS.inInterval);
    expect(table.byLevel['1-10']?.tailWeeklyMdape).toBeLessThanOrEqual(ACCURACY_TARGETS.tailWeeklyMdape);
    expect(Object.keys(table.bySite)).toEqual(['ID', 'MY', 'PH', 'SG', 'TH', 'VN']);
    // As first published (the day's own pass the newest): its interval widened to hold the target too; the
    // revision makes the head's error smaller, not larger.
    const first = table.firstPublished.byLevel['10+'];
    expect(first?.headDays).toBe(head?.headDays);
    expect(first?.inInterval).toBeGreaterThanOrEqual(ACCURACY_TARGETS.inInterval);
    expect(table.firstPublished.overall.inInterval).toBeGreaterThanOrEqual(ACCURACY_TARGETS.inInterval);
    expect(first?.headMdape).toBeGreaterThan(head?.headMdape as number);
    expect(Object.keys(table.firstPublished.bySite)).toEqual(['ID', 'MY', 'PH', 'SG', 'TH', 'VN']);
  }, 900_000);

  it("measures an aggregate's full weeks that sold: truth against the summed estimates and the summed interval, worked out by hand", () => {
    // Two products of one shop over 15 days: the weeks are days 0-6 and 7-13 of the period; day 14 starts a partial week, left out.
    const from = '2026-10-01';
    const day = (n: number) => `2026-10-${String(n + 1).padStart(2, '0')}`;
    const pair = (goodsId: number, n: number, truth: number, units: number, low: number, high: number): Pair => ({
      site: 'TH',
      categoryId: 99997,
      goodsId,
      shopId: 5,
      brandId: null,
      day: day(n),
      truth,
      estimate: { day: day(n), units, low, high, basis: 'counter', provisional: false },
    });
    const pairs = [
      // Week 0: truth 10 + 6 = 16, estimate 12 + 5 = 17 (6.25% off), interval 9 + 7 = 16 to 14 + 7 = 21: product 2's own interval misses (7 > 6), the sum holds it.
      pair(1, 0, 10, 12, 9, 14),
      pair(2, 3, 6, 5, 7, 7),
      // Week 1: truth 20, estimate 15 (25% off), interval 15 to 18: outside.
      pair(1, 8, 20, 15, 15, 18),
      // Day 14: a partial week, not measured.
      pair(1, 14, 50, 0, 0, 0),
    ];
    expect(aggregateFigures(pairs, (p) => String(p.shopId), from, day(14))).toEqual({ weeklyMdape: 0.1563, inInterval: 0.5, weeks: 2 }); // the median of 6.25% and 25%, to 4 places
    // A product without a shop (never seen by the crawler) counts in no shop.
    expect(aggregateFigures(pairs, () => undefined, from, day(14))).toEqual({ weeklyMdape: null, inInterval: 0, weeks: 0 });
  });
});
