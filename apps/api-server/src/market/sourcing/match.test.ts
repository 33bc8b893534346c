import { SITE_CURRENCIES, type SiteCode } from '@sealens/domain';
import { describe, expect, it } from 'vitest';

import { daysBetween } from '../days';
import type { OfferRow, ProductRow } from '../feed/format';
import { BASE_RATES } from '../../pricing/pricing-rates';
import { MARKET_SCALES } from '../scale';
import { OFFER_CRAWL_DAYS } from '../sim/offers';
import { MarketSimulator } from '../sim/simulator';
import { MATCH_MAX, MATCH_MIN_SCORE, matchOffers, matchScore, pricePlausibility, PLAUSIBLE_COST_SHARE } from './match';
import { titleWords } from './title-words';

/** Precision and recall the matching must keep on the simulator's known pairs (measured: see README). */
const MIN_PRECISION = 0.7;
const MIN_RECALL = 0.55;

describe('title words', () => {
  it('reads the same meanings from a Thai, a Portuguese, a traditional and a simplified Chinese title of one product', () => {
    const th = titleWords('Kalomi ใหม่ กล่องเก็บของ สีดำ');
    const pt = titleWords('Kalomi Novo caixa organizadora Preto');
    const zh = titleWords('Kalomi 新款收納盒黑色');
    // 1688 writes simplified Chinese with the mainland's words.
    const mainland = titleWords('Kalomi 新款收纳盒黑色 厂家直销');
    for (const w of [th, pt, zh, mainland]) {
      expect(w.productWord).toBe('99997:0');
      expect([...w.attributes].sort()).toEqual(['p0', 's6']);
      expect([...w.others]).toEqual(['kalomi']);
    }
  });

  it('prefers the longer phrase and reads Latin words whole', () => {
    // "serum vitamin C" (a beauty serum) holds "vitamin C" (tablets): the serum wins.
    expect(titleWords('Premium serum vitamin C Mini').productWord).toBe('99998:0');
    // "Mini" inside another word is not the suffix.
    expect(titleWords('Minimalist storage box').attributes.has('s3')).toBe(false);
    expect(titleWords('storage box Mini').attributes.has('s3')).toBe(true);
    // Chinese runs words together: a Latin phrase after a Chinese word is still read ("LED檯燈", a desk lamp).
    expect(titleWords('新款LED檯燈黑色 批发').productWord).toBe('99997:1');
  });
});

describe('match score', () => {
  const product = { categoryId: 99997, title: 'Kalomi New storage box Black', priceCny: 100 };
  it('is 0 across categories and highest for the same word, attributes and a plausible price', () => {
    const words = titleWords(product.title);
    const same = matchScore(product, words, { id: 1, categoryId: 99997, title: 'Kalomi 新款收納盒黑色 批发', priceCny: 30 });
    const otherCategory = matchScore(product, words, { id: 2, categoryId: 99991, title: 'Kalomi 新款收納盒黑色 批发', priceCny: 30 });
    const otherWord = matchScore(product, words, { id: 3, categoryId: 99997, title: '新款衣架黑色 批发', priceCny: 30 });
    const otherColour = matchScore(product, words, { id: 4, categoryId: 99997, title: '新款收納盒白色 批发', priceCny: 30 });
    expect(same.score).toBe(1);
    expect(otherCategory.score).toBe(0);
    expect(otherWord.score).toBeLessThan(MATCH_MIN_SCORE);
    expect(otherColour.score).toBeLessThan(same.score);
    expect(otherColour.otherAttributes).toBe(1);
  });

  it('takes 15% to 55% of the price as plausible and falls off outside', () => {
    expect(PLAUSIBLE_COST_SHARE).toEqual({ min: 0.15, max: 0.55 });
    expect(pricePlausibility(15, 100)).toBe(1);
    expect(pricePlausibility(55, 100)).toBe(1);
    expect(pricePlausibility(7.5, 100)).toBeCloseTo(0.25, 6);
    expect(pricePlausibility(110, 100)).toBeCloseTo(0.25, 6);
    expect(pricePlausibility(10, 0)).toBe(0);
  });

  it('lists at most 10 matches of at least 0.9, best first', () => {
    expect([MATCH_MAX, MATCH_MIN_SCORE]).toEqual([10, 0.9]);
    const offers = Array.from({ length: 14 }, (_, i) => ({ id: i + 1, categoryId: 99997, title: i % 2 ? '新款收納盒黑色' : '收納盒', priceCny: 20 + i }));
    const found = matchOffers(product, offers);
    expect(found.length).toBe(7);
    expect(found.every((m, i) => m.parts.score >= MATCH_MIN_SCORE && (i === 0 || (found[i - 1]?.parts.score ?? 0) >= m.parts.score))).toBe(true);
    expect(matchOffers(product, [...offers, ...offers.map((o) => ({ ...o, id: o.id + 100, title: '新款收納盒黑色' }))]).length).toBe(MATCH_MAX);
  });
});

describe('matching on the simulator known pairs', () => {
  it('finds the true sources with the precision and recall the README states', () => {
    // A week of crawls: every product alive on the last day had its offers crawled once.
    const sim = new MarketSimulator(20261124, MARKET_SCALES.tiny);
    const days = daysBetween('2026-11-10', '2026-11-16');
    expect(days).toHaveLength(OFFER_CRAWL_DAYS);
    const products = new Map<number, { row: ProductRow; site: SiteCode }>();
    const offers = new Map<number, OfferRow>();
    const truth = new Map<number, number>();
    for (const day of days) {
      for (const [site, { feed, offerTruth }] of sim.dayWithTruth(day, true)) {
        for (const row of feed.products ?? []) products.set(row.id, { row, site });
        for (const o of feed.offers ?? []) offers.set(o.id, o);
        for (const t of offerTruth) truth.set(t.goodsId, t.offerId);
      }
    }
    const offerList = [...offers.values()].map((o) => ({ ...o, priceCny: o.tiers[0]?.price ?? 0, words: titleWords(o.title) }));
    const byCategory = new Map<number, typeof offerList>();
    for (const o of offerList) byCategory.set(o.categoryId, [...(byCategory.get(o.categoryId) ?? []), o]);
    let predicted = 0;
    let correct = 0;
    let topCorrect = 0;
    let pairs = 0;
    let found = 0;
    for (const [goodsId, { row, site }] of products) {
      const source = truth.get(goodsId);
      // Only pairs whose both sides were crawled count (a product seen this week whose offers were not).
      const known = source !== undefined && offers.has(source);
      const rate = BASE_RATES[SITE_CURRENCIES[site]] ?? 1;
      const matches = matchOffers({ categoryId: row.categoryId, title: row.title, priceCny: row.price / rate }, byCategory.get(row.categoryId) ?? [], (o) => o.words);
      predicted += matches.length;
      if (known) {
        pairs++;
        if (matches.some((m) => m.offer.id === source)) found++;
      }
      correct += matches.filter((m) => m.offer.id === source).length;
      if (matches[0] && matches[0].offer.id === source) topCorrect++;
    }
    const precision = correct / predicted;
    const recall = found / pairs;
    const top = topCorrect / pairs;
    console.log(
      `sourcing match on the simulator's known pairs (tiny scale, ${products.size} products, ${offers.size} offers, ${pairs} true pairs): ` +
        `precision ${(precision * 100).toFixed(1)}% (${correct} of ${predicted} matches listed), recall ${(recall * 100).toFixed(1)}% (${found} of ${pairs}), ` +
        `the first match is the source for ${(top * 100).toFixed(1)}% of the sourced products`,
    );
    expect(pairs).toBeGreaterThan(200);
    expect(precision).toBeGreaterThanOrEqual(MIN_PRECISION);
    expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
  }, 120_000);
});
