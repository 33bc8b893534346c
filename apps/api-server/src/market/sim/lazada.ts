// The second marketplace's simulator (issue 32 item 3): Lazada's six sites, drawn by the same market
// model as Shopee's (products' lives, shops and brands that grow or fade, the weekly rhythm and the
// campaign days) but from random streams of its own: the model runs under a seed hashed from the
// market's seed with LAZADA_STREAM, at a smaller scale. Its days keep the six countries Lazada sells
// in, under their marketplace-qualified codes (LZ-MY ...), with ids in ranges of their own, prices at
// Lazada's level and market totals at its size (marketplace-profiles.ts). Shopee's simulator is not
// touched: the same seed writes Shopee's nine sites byte for byte as before.
import { LAZADA_SITE_CODES, type LazadaSiteCode, type SiteCode } from '@sealens/domain';

import type { FeedDay } from '../feed/format';
import { writeSiteDay } from '../feed/write-feed';
import { LAZADA_SHAPES } from '../marketplace-profiles';
import type { MarketScale } from '../scale';
import { roundPrice } from '../site-profiles';
import { hash32 } from './random';
import { MarketSimulator } from './simulator';

/** Hashed with the market's seed: the seed Lazada's model draws everything from. */
export const LAZADA_STREAM = 101;

/** Lazada's cast against Shopee's at the same scale (its shops and brands floored, so each site has some). */
export const LAZADA_SCALE_SHARE = { products: 0.4, keywords: 0.4, shops: 0.5, brands: 0.5 } as const;

/**
 * Added to the model's ids: Lazada's products, shops, brands and search words never share an id
 * with Shopee's (whose goods start at 20,000,000,000, shops at 300,000,000, brands and words at 1).
 */
export const LAZADA_ID_SHIFT = { goods: 20_000_000_000, shop: 400_000_000, brand: 1_000_000, keyword: 1_000_000 } as const;

export function lazadaSeed(seed: number): number {
  return hash32(seed, LAZADA_STREAM);
}

/** Lazada's cast at a scale: smaller than Shopee's, over the same days. */
export function lazadaScale(scale: MarketScale): MarketScale {
  return {
    ...scale,
    name: `${scale.name}-lazada`,
    products: Math.round(scale.products * LAZADA_SCALE_SHARE.products),
    keywords: Math.round(scale.keywords * LAZADA_SCALE_SHARE.keywords),
    shops: Math.max(100, Math.round(scale.shops * LAZADA_SCALE_SHARE.shops)),
    brands: Math.max(30, Math.round(scale.brands * LAZADA_SCALE_SHARE.brands)),
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A day set of the model's site of `country` as Lazada's site `site`: its ids, prices and market totals. */
export function asLazadaDay(site: LazadaSiteCode, country: SiteCode, day: FeedDay): FeedDay {
  const { priceFactor, sizeShare } = LAZADA_SHAPES[site];
  const goods = (id: number) => id + LAZADA_ID_SHIFT.goods;
  const shop = (id: number) => id + LAZADA_ID_SHIFT.shop;
  const brand = (id: number) => id + LAZADA_ID_SHIFT.brand;
  const word = (id: number) => id + LAZADA_ID_SHIFT.keyword;
  // Live sessions, activity slots and supplier offers are not simulated for Lazada: its feed has none of them.
  return {
    ...(day.market && {
      market: day.market.map((m) => ({
        ...m,
        gmv: round2(m.gmv * sizeShare * priceFactor),
        sales: Math.round(m.sales * sizeShare),
        productsSold: Math.round(m.productsSold * sizeShare),
        slotGmv: round2(m.slotGmv * sizeShare * priceFactor),
      })),
    }),
    ...(day.products && {
      products: day.products.map((p) => ({
        ...p,
        id: goods(p.id),
        shopId: shop(p.shopId),
        brandId: p.brandId === null ? null : brand(p.brandId),
        price: roundPrice(country, p.price * priceFactor),
        image: `/demo/goods/${goods(p.id)}.png`,
      })),
    }),
    ...(day.shops && { shops: day.shops.map((s) => ({ ...s, id: shop(s.id), logo: `/demo/shop/${shop(s.id)}.png` })) }),
    ...(day.brands && { brands: day.brands.map((b) => ({ ...b, id: brand(b.id), logo: `/demo/brand/${brand(b.id)}.png` })) }),
    ...(day.keywords && {
      keywords: day.keywords.map((k) => ({
        ...k,
        id: word(k.id),
        recommendedBid: round2(k.recommendedBid * priceFactor),
        topProducts: k.topProducts.map(goods),
        related: k.related.map(word),
      })),
    }),
  };
}

export class LazadaSimulator {
  /** The market model under Lazada's seed and scale (its Shopee-shaped sites, before they become Lazada's). */
  readonly model: MarketSimulator;

  constructor(seed: number, scale: MarketScale) {
    this.model = new MarketSimulator(lazadaSeed(seed), lazadaScale(scale));
  }

  /** Lazada's six sites' rows of `day`: items too when `items`, else the market totals alone. */
  day(day: string, items: boolean): Map<LazadaSiteCode, FeedDay> {
    const out = new Map<LazadaSiteCode, FeedDay>();
    const model = this.model.day(day, items);
    for (const site of LAZADA_SITE_CODES) {
      const country = LAZADA_SHAPES[site].country;
      const rows = model.get(country);
      if (rows) out.set(site, asLazadaDay(site, country, rows));
    }
    return out;
  }

  /** Writes `day`'s Lazada day sets into `feedDir`; answers the rows written. */
  async writeDay(feedDir: string, day: string, items: boolean): Promise<number> {
    let rows = 0;
    for (const [site, feed] of this.day(day, items)) {
      await writeSiteDay(feedDir, day, site, feed);
      for (const list of Object.values(feed)) rows += list?.length ?? 0;
    }
    return rows;
  }
}
