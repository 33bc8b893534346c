import { describe, expect, it } from 'vitest';

import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { dayNumber } from '../days';
import { MANIFEST_FILE, OFFER_TRUTH_FILE } from '../feed/format';
import { MARKET_SCALES } from '../scale';
import { dayOffers, FILLERS, OFFER_CRAWL_DAYS, offersOf, OTHER_WORD_SHARE, RIVAL_SHARE, SOURCED_SHARE } from './offers';
import { MarketSimulator } from './simulator';
import { CATEGORY_PROFILES, MAINLAND_NOUNS, MAINLAND_PREFIXES, MAINLAND_SUFFIXES, mainlandNounOf, nounOf, PREFIXES, SUFFIXES } from './vocabulary';

const sim = new MarketSimulator(20261124, MARKET_SCALES.tiny);
const day = '2026-11-16';
const alive = sim.universe.productNumbersAlive(dayNumber(day)).map((n) => sim.universe.product(n));

describe('the 1688 supplier offers (issue 30)', () => {
  it('sources 40% of products from an offer, finds a rival for 60% and another word for 30%', () => {
    expect([SOURCED_SHARE, RIVAL_SHARE, OTHER_WORD_SHARE, OFFER_CRAWL_DAYS]).toEqual([0.4, 0.6, 0.3, 7]);
    const found = alive.map((p) => offersOf(sim.seed, p));
    const share = (k: (f: (typeof found)[number]) => boolean) => found.filter(k).length / found.length;
    expect(share((f) => f.source !== null)).toBeCloseTo(SOURCED_SHARE, 1);
    expect(alive.length).toBeGreaterThan(500);
    // Rivals: every offer not the source (of the same word or another).
    const rivals = found.reduce((sum, f) => sum + f.offers.length - (f.source === null ? 0 : 1), 0) / found.length;
    expect(rivals).toBeGreaterThan(RIVAL_SHARE + OTHER_WORD_SHARE - 0.15);
    expect(rivals).toBeLessThan(RIVAL_SHARE + OTHER_WORD_SHARE + 0.05);
  });

  it("titles a source in Chinese with the product's word, its price a fifth to a half of the product's", () => {
    let checked = 0;
    for (const p of alive.slice(0, 200)) {
      const { offers, source } = offersOf(sim.seed, p);
      const offer = offers.find((o) => o.id === source);
      if (!offer) continue;
      checked++;
      expect(offer.categoryId).toBe(p.typeId);
      expect(offer.title).toContain(mainlandNounOf(p.typeId, (p.subTypeId % 100) - 1));
      // The attribute words it names are the product's own.
      for (const [i, word] of MAINLAND_PREFIXES.entries()) if (offer.title.includes(word)) expect(i).toBe(p.prefix);
      for (const [i, word] of MAINLAND_SUFFIXES.entries()) if (offer.title.includes(word)) expect(i).toBe(p.suffix);
      expect(offer.minOrder).toBe(offer.tiers[0]?.minQuantity);
      expect(offer.image).toBe(`/demo/offers/${offer.id}.png`);
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("titles offers in simplified Chinese (1688 is a mainland site) while Taiwan's listings stay in traditional characters", () => {
    // Every list of mainland words runs parallel to the seven languages' lists it stands beside.
    for (const [id, profile] of Object.entries(CATEGORY_PROFILES)) expect(MAINLAND_NOUNS[Number(id)]?.length, id).toBe(profile.nouns.length);
    expect([MAINLAND_PREFIXES.length, MAINLAND_SUFFIXES.length]).toEqual([PREFIXES.zh.length, SUFFIXES.zh.length]);
    // Characters of Taiwan's words that no mainland word or filler uses: traditional forms (納, 機, 電, 組 ...).
    const han = /\p{Script=Han}/u;
    const mainland = new Set([...Object.values(MAINLAND_NOUNS).flat(), ...MAINLAND_PREFIXES, ...MAINLAND_SUFFIXES, ...FILLERS].join(''));
    const taiwan = [...Object.values(CATEGORY_PROFILES).flatMap((c) => c.nouns.map((n) => n[6])), ...PREFIXES.zh, ...SUFFIXES.zh].join('');
    const traditionalOnly = new Set([...taiwan].filter((c) => han.test(c) && !mainland.has(c)));
    expect(traditionalOnly.size).toBeGreaterThan(50);
    const titles = alive.flatMap((p) => offersOf(sim.seed, p).offers.map((o) => o.title));
    expect(titles.length).toBeGreaterThan(500);
    for (const title of titles) expect([...title].filter((c) => traditionalOnly.has(c)), title).toEqual([]);
    // Taiwan's product titles are the same traditional ones as before (their own stream, untouched).
    const taiwanProducts = alive.filter((p) => p.site === 'TW');
    expect(taiwanProducts.length).toBeGreaterThan(20);
    for (const p of taiwanProducts) expect(p.title).toContain(nounOf(p.typeId, (p.subTypeId % 100) - 1, 'zh'));
    expect(taiwanProducts.some((p) => [...p.title].some((c) => traditionalOnly.has(c)))).toBe(true);
  });

  it('crawls each product once a week and writes the truth beside the day set, in no manifest', async () => {
    const weeks = new Map<number, number>();
    for (let d = 0; d < OFFER_CRAWL_DAYS; d++) for (const t of dayOffers(sim.seed, dayNumber(day) + d, alive).truth) weeks.set(t.goodsId, (weeks.get(t.goodsId) ?? 0) + 1);
    expect([...weeks.values()].every((n) => n === 1)).toBe(true);
    const feedDir = join(tmpdir(), `sealens-offers-${process.pid}-${Date.now()}`);
    await sim.writeDay(feedDir, day, true);
    const manifest = JSON.parse(await readFile(join(feedDir, day, 'TH', MANIFEST_FILE), 'utf8'));
    expect(manifest.files.offers.rows).toBeGreaterThan(0);
    expect(JSON.stringify(manifest)).not.toContain(OFFER_TRUTH_FILE);
    const truth = (await readFile(join(feedDir, day, 'TH', OFFER_TRUTH_FILE), 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    const offers = (await readFile(join(feedDir, day, 'TH', 'offers.ndjson'), 'utf8')).trim().split('\n').map((l) => JSON.parse(l));
    const ids = new Set(offers.map((o: { id: number }) => o.id));
    expect(truth.length).toBeGreaterThan(0);
    expect(truth.every((t: { offerId: number }) => ids.has(t.offerId))).toBe(true);
    expect(offers.some((o: Record<string, unknown>) => 'goodsId' in o)).toBe(false);
    await rm(feedDir, { recursive: true, force: true });
  }, 60_000);
});
