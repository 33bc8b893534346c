import { describe, expect, it } from 'vitest';

import { marketInstant } from '../days';
import { estimateWindow, recentDailyOf, sightingOf, type Sighting } from './estimator';

/** A pass after `day`, `hours` into the next day (China time). */
const pass = (day: string, hours: number, over: Partial<Sighting> = {}): Sighting => ({
  day,
  observedAt: marketInstant(day, 24) + hours * 3_600_000,
  sold: [500, 500],
  monthly: null,
  stock: 300,
  stockCapped: false,
  reviews: 40,
  ...over,
});

describe('estimator (issue 33)', () => {
  it("takes an exact counter's difference, corrected for the nights each pass saw", () => {
    const [e] = estimateWindow(pass('2026-06-10', 0), pass('2026-06-11', 0, { sold: [540, 540] }));
    expect(e).toMatchObject({ day: '2026-06-11', units: 40, basis: 'counter', provisional: false });
    // The later pass came at 06:00: it saw ~5% of the next day too, which is not the day's.
    const [late] = estimateWindow(pass('2026-06-10', 0), pass('2026-06-11', 6, { sold: [542, 542] }));
    expect(late?.units).toBe(40);
    expect(late?.low).toBeLessThanOrEqual(40);
    expect(late?.high).toBeGreaterThanOrEqual(42);
  });

  it("reads a rounded counter's bounds and takes the shown stock's fall inside them", () => {
    const prev = pass('2026-06-10', 0, { sold: [1200, 1299], stock: 300 });
    const [e] = estimateWindow(prev, pass('2026-06-11', 0, { sold: [1200, 1299], stock: 262 }));
    expect(e).toMatchObject({ units: 38, basis: 'stock' });
    // A restock the crawler did not see (the stock rose): the product's own level, within the counter's bounds.
    const [restocked] = estimateWindow(prev, pass('2026-06-11', 0, { sold: [1200, 1299], stock: 900 }), { recentDaily: 35 });
    expect(restocked).toMatchObject({ units: 35, basis: 'history' });
    expect(restocked?.low).toBeLessThan(35);
    expect(restocked?.high).toBeGreaterThan(35);
    // A capped stock says nothing either; the counter's step bounds the level.
    const [capped] = estimateWindow(pass('2026-06-10', 0, { sold: [1200, 1299], stockCapped: true }), pass('2026-06-11', 0, { sold: [1400, 1499], stockCapped: true }), { recentDaily: 30 });
    expect(capped).toMatchObject({ units: 101, basis: 'history' });
  });

  it('falls back to the monthly counter, then the reviews, when the product has no level yet', () => {
    const monthly = estimateWindow(pass('2026-06-10', 0, { sold: [10_000, 19_999], stockCapped: true }), pass('2026-06-11', 0, { sold: [10_000, 19_999], stockCapped: true, monthly: [2400, 2499] }));
    expect(monthly[0]).toMatchObject({ units: 82, basis: 'monthly' });
    const reviews = estimateWindow(pass('2026-06-10', 0, { sold: [2000, 2099], stockCapped: true, reviews: 200 }), pass('2026-06-11', 0, { sold: [2000, 2099], stockCapped: true, reviews: 206 }));
    // 206 reviews of ~2050 sold: one buyer in ~10 reviews, so 6 more reviews stand for ~60 units (capped by the counter's 99).
    expect(reviews[0]).toMatchObject({ units: 60, basis: 'reviews' });
  });

  it('spreads a window over the days a missed pass left out', () => {
    const days = estimateWindow(pass('2026-06-08', 0), pass('2026-06-11', 0, { sold: [530, 530] }));
    expect(days.map((d) => [d.day, d.units])).toEqual([
      ['2026-06-09', 10],
      ['2026-06-10', 10],
      ['2026-06-11', 10],
    ]);
  });

  it("makes a first pass's day provisional, from a later level or the monthly counter", () => {
    expect(estimateWindow(undefined, pass('2026-06-11', 0), { laterDaily: 12 })[0]).toMatchObject({ units: 12, basis: 'history', provisional: true });
    expect(estimateWindow(undefined, pass('2026-06-11', 0, { monthly: [300, 300] }))[0]).toMatchObject({ units: 10, basis: 'monthly', provisional: true });
    expect(estimateWindow(undefined, pass('2026-06-11', 0))[0]).toMatchObject({ units: 0, basis: 'none', provisional: true });
  });

  it("reads a feed row by its site's rules, and takes a level from a product's estimates made from passes", () => {
    const row = { soldShown: '1.2k', monthlyShown: '300', stock: 999, ratingCount: 7, observedAt: '2026-06-11T18:30:00.000Z' };
    expect(sightingOf('TH', '2026-06-11', row)).toEqual({
      day: '2026-06-11', observedAt: Date.parse(row.observedAt), sold: [1200, 1299], monthly: [300, 300], stock: 999, stockCapped: true, reviews: 7,
    });
    expect(sightingOf('BR', '2026-06-11', row).stockCapped).toBe(false);
    const made = (units: number, basis: 'counter' | 'none') => ({ day: '2026-06-11', units, low: 0, high: 0, basis, provisional: false });
    expect(recentDailyOf([made(10, 'counter'), made(20, 'counter'), made(99, 'none')])).toBe(15);
    expect(recentDailyOf([made(99, 'none')])).toBeUndefined();
  });
});
