import { LAZADA_SITE_CODES, LAZADA_SITE_CURRENCIES, SITE_CODES, type MarketSiteCode } from '@sealens/domain';
import { describe, expect, it } from 'vitest';

import { checkRow, FEED_KINDS, type FeedDay } from '../feed/format';
import { LAZADA_PROFILES, LAZADA_SHAPES, MARKET_SITE_PROFILES } from '../marketplace-profiles';
import { MARKET_SCALES } from '../scale';
import { SITE_PROFILES } from '../site-profiles';
import { LAZADA_ID_SHIFT, LAZADA_SCALE_SHARE, lazadaScale, lazadaSeed, LazadaSimulator } from './lazada';
import { MarketSimulator } from './simulator';
import { GOODS_ID_BASE, SHOP_ID_BASE } from './universe';

const DAY = '2026-06-20';
const SEED = 9;

describe('the Lazada simulator (issue 32 item 3)', () => {
  const lazada = new LazadaSimulator(SEED, MARKET_SCALES.tiny).day(DAY, true);
  const shopee = new MarketSimulator(SEED, MARKET_SCALES.tiny).day(DAY, true);

  it("writes Lazada's six sites, each a day set the importer's checks accept, in its country's currency and price range", () => {
    expect([...lazada.keys()]).toEqual([...LAZADA_SITE_CODES]);
    for (const [site, feed] of lazada) {
      expect(MARKET_SITE_PROFILES[site].currency).toBe(LAZADA_SITE_CURRENCIES[site]);
      expect(Object.keys(feed).sort()).toEqual(['brands', 'keywords', 'market', 'products', 'shops']);
      for (const kind of FEED_KINDS) {
        for (const row of feed[kind] ?? []) {
          const check = checkRow(kind, site, JSON.parse(JSON.stringify(row)));
          if (!check.ok) throw new Error(`${site} ${kind}: ${check.message}`);
        }
      }
      expect(feed.products?.length).toBeGreaterThan(5);
    }
  });

  it("gives its products, shops, brands and words ids of their own, its words' products among its own", () => {
    const ids = (feeds: ReadonlyMap<MarketSiteCode, FeedDay>, kind: 'products' | 'shops' | 'brands' | 'keywords') => [...feeds.values()].flatMap((f) => (f[kind] ?? []).map((r) => r.id));
    for (const kind of ['products', 'shops', 'brands', 'keywords'] as const) {
      const own = new Set(ids(lazada, kind));
      expect(ids(shopee, kind).some((id) => own.has(id))).toBe(false);
    }
    expect(Math.min(...ids(lazada, 'products'))).toBeGreaterThan(GOODS_ID_BASE + LAZADA_ID_SHIFT.goods);
    expect(Math.min(...ids(lazada, 'shops'))).toBeGreaterThan(SHOP_ID_BASE + LAZADA_ID_SHIFT.shop);
    for (const feed of lazada.values()) {
      const products = new Set((feed.products ?? []).map((p) => p.id));
      const shops = new Set((feed.shops ?? []).map((s) => s.id));
      for (const p of feed.products ?? []) expect(shops.has(p.shopId)).toBe(true);
      for (const k of feed.keywords ?? []) for (const id of k.topProducts) expect(products.has(id)).toBe(true);
    }
  });

  it("is drawn from streams of its own, smaller than Shopee's, at its own price level and market size", () => {
    expect(lazadaSeed(SEED)).not.toBe(SEED);
    expect(lazadaScale(MARKET_SCALES.default)).toMatchObject({ products: 20_000 * LAZADA_SCALE_SHARE.products, keywords: 5_000 * LAZADA_SCALE_SHARE.keywords, shops: 1_000, brands: 250 });
    const products = (feeds: ReadonlyMap<MarketSiteCode, FeedDay>) => [...feeds.values()].reduce((n, f) => n + (f.products?.length ?? 0), 0);
    expect(products(lazada)).toBeLessThan(products(shopee) / 2);
    // Titles differ: not Shopee's products under other ids.
    const shopeeTitles = new Set((shopee.get('TH')?.products ?? []).map((p) => p.title));
    expect((lazada.get('LZ-TH')?.products ?? []).filter((p) => shopeeTitles.has(p.title)).length).toBeLessThan(3);
    for (const site of LAZADA_SITE_CODES) {
      const { country, priceFactor, sizeShare } = LAZADA_SHAPES[site];
      expect(SITE_CODES).toContain(country);
      expect(LAZADA_PROFILES[site]).toMatchObject({ site, currency: SITE_PROFILES[country].currency, perUsd: SITE_PROFILES[country].perUsd });
      expect(LAZADA_PROFILES[site].priceLevel).toBeCloseTo(SITE_PROFILES[country].priceLevel * priceFactor, 10);
      expect(LAZADA_PROFILES[site].dailyUsd).toBeCloseTo(SITE_PROFILES[country].dailyUsd * sizeShare, 4);
      expect(sizeShare).toBeLessThan(1);
      expect(priceFactor).toBeGreaterThan(1);
    }
    // The market totals: the model's country at Lazada's size and price level.
    const model = new LazadaSimulator(SEED, MARKET_SCALES.tiny).model.day(DAY, false);
    const th = model.get('TH')?.market?.[0];
    const lz = new LazadaSimulator(SEED, MARKET_SCALES.tiny).day(DAY, false).get('LZ-TH')?.market?.[0];
    expect(lz?.sales).toBe(Math.round((th?.sales ?? 0) * LAZADA_SHAPES['LZ-TH'].sizeShare));
    expect(lz?.gmv).toBeCloseTo((th?.gmv ?? 0) * LAZADA_SHAPES['LZ-TH'].sizeShare * LAZADA_SHAPES['LZ-TH'].priceFactor, 1);
  });

  it('writes the same day sets for the same seed', () => {
    expect(new LazadaSimulator(SEED, MARKET_SCALES.tiny).day(DAY, true)).toEqual(lazada);
  });
});
