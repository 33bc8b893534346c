// The simulated marketplace's cast: shops, brands and keywords (a fixed set) and products (an
// open-ended stream: product n is listed on a day that grows with n and delisted after its
// lifetime, so any day has about `scale.products` on sale and new ones keep coming). Everything is
// derived from the seed and the item's number, never from the clock.
import { CATEGORIES, SITE_CODES, type ShopType, type SiteCode } from '@sealens/domain';

import { dayNumber } from '../days';
import type { MarketScale } from '../scale';
import { SITE_PROFILES, roundPrice, type Lang } from '../site-profiles';
import { cumulative, hash32, rngOf, STREAM, type Rng } from './random';
import { CATEGORY_PROFILES, keywordOf, keywordParts, keywordVariants, madeUpName, nounCount, nounOf, productTitleOf, shopNameOf } from './vocabulary';

/** Day number of 2020-01-01: the simulator's epoch (growth and trends count from it). */
export const SIM_EPOCH = dayNumber('2020-01-01');
const MIN_LIFETIME = 240;
const MAX_LIFETIME = 960;
const MEAN_LIFETIME = (MIN_LIFETIME + MAX_LIFETIME) / 2;
/** Scales the popularity into units per day (median product: about half a unit a day). */
const SALES_PER_POPULARITY = 0.32;

export const GOODS_ID_BASE = 20_000_000_000;
export const SHOP_ID_BASE = 300_000_000;

export interface SimShop {
  index: number;
  id: number;
  site: SiteCode;
  typeId: number;
  name: string;
  weight: number;
  /** Yearly log-growth of the shop and the day it is 1. */
  growth: number;
  pivot: number;
  openDay: number;
  rating: number;
  followers: number;
  /** Cross-border seller, local seller or Mall (official) shop: the feed's shop type (issue 26). */
  type: ShopType;
}

export interface SimBrand {
  index: number;
  id: number;
  typeId: number;
  name: string;
  sites: readonly SiteCode[];
  weight: number;
  growth: number;
  pivot: number;
}

export type KeywordTrend = 'stable' | 'rising' | 'declining' | 'seasonal' | 'viral';

export interface SimKeyword {
  index: number;
  id: number;
  site: SiteCode;
  typeId: number;
  keyword: string;
  base: number;
  trend: KeywordTrend;
  /** rising/declining: yearly log-rate; seasonal: peak day of year; viral: period in days. */
  a: number;
  /** viral: phase (days); others unused. */
  b: number;
  productBase: number;
  bidUsd: number;
  /** The sub-category of its product word (typeId * 100 + the word's number, as the products'). */
  subTypeId: number;
  /** What a product title must hold for the word to find it (keywordParts). */
  parts: readonly string[];
  /** The day it is first searched (a word new to the market), or null: searched from the start. */
  bornDay: number | null;
  /** Its related searches: the other words of its site and product word, most searched first. */
  related: number[];
}

/** Of the keywords, the share that are new words, first searched on a day of NEW_WORD_DAYS. */
export const NEW_WORD_SHARE = 0.3;
/** The days new words are first searched on: 2025 and 2026. */
export const NEW_WORD_DAYS = { from: SIM_EPOCH + 365 * 5, days: 365 * 2 } as const;
/** Related searches a word lists at most. */
export const RELATED_WORDS = 8;

export interface SimProduct {
  n: number;
  id: number;
  site: SiteCode;
  typeId: number;
  /** typeId * 100 + the product word's number (1-based): the sub-category. */
  subTypeId: number;
  /** The title's prefix and suffix words (their numbers in the vocabulary): a supplier offer's title repeats them. */
  prefix: number;
  suffix: number;
  shop: SimShop;
  brand: SimBrand | null;
  title: string;
  basePrice: number;
  listDay: number;
  /** Listing instant, ms, and as ISO 8601. */
  listedAt: number;
  listedAtIso: string;
  image: string;
  endDay: number;
  popularity: number;
  /** Days to reach full sales after listing. */
  ramp: number;
  /** Age in days at which sales start to fade, and how fast (days per e-fold). */
  peakAge: number;
  fade: number;
  rating: number;
  restockDays: number;
}

function pickSite(rng: Rng, cum: readonly number[]): SiteCode {
  return SITE_CODES[rng.weighted(cum)] as SiteCode;
}

/**
 * Shop types by share of shops: about 45% cross-border sellers, 45% local sellers, 10% Mall shops
 * (the marketplace's official and brand stores).
 */
export const SHOP_TYPE_SHARES: Readonly<Record<ShopType, number>> = { 'cross-border': 0.45, local: 0.45, mall: 0.1 };
const SHOP_TYPE_LIST = Object.keys(SHOP_TYPE_SHARES) as ShopType[];
const SHOP_TYPE_CUM = cumulative(SHOP_TYPE_LIST.map((t) => SHOP_TYPE_SHARES[t]));

function pickShopType(rng: Rng): ShopType {
  return SHOP_TYPE_LIST[rng.weighted(SHOP_TYPE_CUM)] ?? 'local';
}

const SITE_CUM = cumulative(SITE_CODES.map((s) => SITE_PROFILES[s].weight));
const CATEGORY_CUM = cumulative(CATEGORIES.map((c) => CATEGORY_PROFILES[c.id]?.share ?? 0));
const pickCategory = (rng: Rng) => (CATEGORIES[rng.weighted(CATEGORY_CUM)] ?? CATEGORIES[0]).id;
const groupKey = (site: SiteCode, typeId: number) => `${site}:${typeId}`;

interface Group<T> {
  items: T[];
  cum: number[];
}

function grouped<T extends { weight: number }>(items: T[], keysOf: (item: T) => string[]): Map<string, Group<T>> {
  const map = new Map<string, Group<T>>();
  for (const item of items) {
    for (const key of keysOf(item)) {
      let g = map.get(key);
      if (!g) map.set(key, (g = { items: [], cum: [] }));
      g.items.push(item);
    }
  }
  for (const g of map.values()) g.cum = cumulative(g.items.map((i) => i.weight));
  return map;
}

export class Universe {
  readonly shops: SimShop[] = [];
  readonly brands: SimBrand[] = [];
  readonly keywords: SimKeyword[] = [];
  /** Products listed per day (over all sites). */
  readonly listingRate: number;
  private readonly shopGroups: Map<string, Group<SimShop>>;
  private readonly shopsBySite: Map<string, Group<SimShop>>;
  private readonly brandGroups: Map<string, Group<SimBrand>>;
  private readonly products = new Map<number, SimProduct>();

  constructor(
    readonly seed: number,
    readonly scale: MarketScale,
  ) {
    this.listingRate = scale.products / (MEAN_LIFETIME - 40);
    for (let i = 0; i < scale.shops; i++) this.shops.push(this.makeShop(i));
    for (let i = 0; i < scale.brands; i++) this.brands.push(this.makeBrand(i));
    this.shopGroups = grouped(this.shops, (s) => [groupKey(s.site, s.typeId)]);
    this.shopsBySite = grouped(this.shops, (s) => [s.site]);
    this.brandGroups = grouped(this.brands, (b) => b.sites.map((s) => groupKey(s, b.typeId)));
    const perGroup = new Map<string, number>();
    for (let i = 0; i < scale.keywords; i++) {
      const rng = rngOf(seed, STREAM.keyword, i);
      const site = pickSite(rng, SITE_CUM);
      const typeId = pickCategory(rng);
      const key = groupKey(site, typeId);
      const j = perGroup.get(key) ?? 0;
      perGroup.set(key, j + 1);
      this.keywords.push(this.makeKeyword(i, rng, site, typeId, j));
    }
    const byWord = new Map<string, SimKeyword[]>();
    for (const k of this.keywords) {
      const key = groupKey(k.site, k.subTypeId);
      const list = byWord.get(key);
      if (list) list.push(k);
      else byWord.set(key, [k]);
    }
    for (const list of byWord.values()) {
      const ranked = [...list].sort((a, b) => b.base - a.base || a.id - b.id);
      for (const k of list) k.related = ranked.filter((r) => r !== k).slice(0, RELATED_WORDS).map((r) => r.id);
    }
  }

  private makeShop(index: number): SimShop {
    const rng = rngOf(this.seed, STREAM.shop, index);
    const site = pickSite(rng, SITE_CUM);
    const typeId = pickCategory(rng);
    const lang = SITE_PROFILES[site].lang;
    return {
      index,
      id: SHOP_ID_BASE + index + 1,
      site,
      typeId,
      name: shopNameOf(lang, madeUpName((n) => rng.int(n)), rng.int(5)),
      weight: Math.min(200, rng.pareto(1.2)),
      growth: rng.normal() * 0.45,
      pivot: SIM_EPOCH + rng.int(365 * 8),
      openDay: SIM_EPOCH - 365 * 6 + rng.int(365 * 6),
      rating: Math.round((4.3 + rng.next() * 0.7) * 10) / 10,
      followers: Math.round(200 * rng.pareto(1.1)),
      // Drawn last, so the shops' other attributes stay those of earlier feeds of the same seed.
      type: pickShopType(rng),
    };
  }

  private makeBrand(index: number): SimBrand {
    const rng = rngOf(this.seed, STREAM.brand, index);
    const typeId = pickCategory(rng);
    const global = rng.next() < 0.3;
    const sites = new Set<SiteCode>();
    if (global) for (const s of SITE_CODES) sites.add(s);
    else for (let k = 1 + rng.int(3); k > 0; k--) sites.add(pickSite(rng, SITE_CUM));
    return {
      index,
      id: index + 1,
      typeId,
      name: madeUpName((n) => rng.int(n)),
      sites: SITE_CODES.filter((s) => sites.has(s)),
      weight: Math.min(300, rng.pareto(1.1)) * (global ? 3 : 1),
      growth: rng.normal() * 0.5,
      pivot: SIM_EPOCH + rng.int(365 * 8),
    };
  }

  private makeKeyword(index: number, rng: Rng, site: SiteCode, typeId: number, j: number): SimKeyword {
    const lang: Lang = SITE_PROFILES[site].lang;
    const nouns = nounCount(typeId);
    const combos = nouns * keywordVariants();
    const noun = nounOf(typeId, j % nouns, lang);
    const variant = Math.floor(j / nouns) % keywordVariants();
    let keyword = keywordOf(lang, noun, variant);
    if (j >= combos) keyword = `${keyword} ${2 + Math.floor(j / combos)}`;
    const roll = rng.next();
    const trend: KeywordTrend = roll < 0.5 ? 'stable' : roll < 0.65 ? 'rising' : roll < 0.78 ? 'declining' : roll < 0.93 ? 'seasonal' : 'viral';
    const a =
      trend === 'rising'
        ? 0.3 + rng.next() * 0.9
        : trend === 'declining'
          ? -(0.3 + rng.next() * 0.7)
          : trend === 'seasonal'
            ? rng.int(365)
            : trend === 'viral'
              ? 120 + rng.int(360)
              : 0;
    const profile = CATEGORY_PROFILES[typeId];
    return {
      index,
      id: index + 1,
      site,
      typeId,
      keyword,
      base: Math.min(400_000, 60 * rng.pareto(1.05)),
      trend,
      a,
      b: rng.int(480),
      productBase: Math.round(300 * rng.pareto(0.9)) + 20,
      bidUsd: (profile?.medianUsd ?? 10) * (0.004 + rng.next() * 0.01),
      // Hashed, not drawn: the words' other attributes stay those of earlier feeds of the same seed.
      subTypeId: typeId * 100 + (j % nouns) + 1,
      parts: keywordParts(lang, noun, variant),
      bornDay: hash32(this.seed, STREAM.keyword, index, 1) / 4294967296 < NEW_WORD_SHARE ? NEW_WORD_DAYS.from + (hash32(this.seed, STREAM.keyword, index, 2) % NEW_WORD_DAYS.days) : null,
      related: [],
    };
  }

  /** The product numbers listed by `day` and not yet delisted on it. */
  productNumbersAlive(day: number): number[] {
    // listDay(n) = epoch - MAX_LIFETIME + n / rate: alive needs day - MAX_LIFETIME < listDay <= day.
    const first = Math.max(0, Math.floor((day - SIM_EPOCH) * this.listingRate) - 2);
    const last = Math.ceil((day - SIM_EPOCH + MAX_LIFETIME + 1) * this.listingRate) + 2;
    const alive: number[] = [];
    for (let n = first; n <= last; n++) {
      // Only products on sale are kept: a third of the range is not listed yet or delisted, and at
      // the large scale's million products each kept one costs ~0.5 KB.
      const p = this.products.get(n) ?? this.makeProduct(n);
      if (p.listDay <= day && day < p.endDay) {
        alive.push(n);
        this.products.set(n, p);
      }
    }
    return alive;
  }

  product(n: number): SimProduct {
    let p = this.products.get(n);
    if (!p) {
      p = this.makeProduct(n);
      this.products.set(n, p);
    }
    return p;
  }

  /** Forgets products delisted before `day` (memory stays bounded over a long run). */
  forgetBefore(day: number): void {
    for (const [n, p] of this.products) if (p.endDay < day) this.products.delete(n);
  }

  shopsOf(site: SiteCode): readonly SimShop[] {
    return this.shopsBySite.get(site)?.items ?? [];
  }

  pickShopOf(site: SiteCode, rng: Rng): SimShop | undefined {
    const g = this.shopsBySite.get(site);
    return g ? g.items[rng.weighted(g.cum)] : undefined;
  }

  private makeProduct(n: number): SimProduct {
    const rng = rngOf(this.seed, STREAM.product, n);
    const site = pickSite(rng, SITE_CUM);
    const typeId = pickCategory(rng);
    const profile = SITE_PROFILES[site];
    const shops = this.shopGroups.get(groupKey(site, typeId)) ?? this.shopsBySite.get(site);
    const shop = shops ? shops.items[rng.weighted(shops.cum)] : undefined;
    if (!shop) throw new Error(`the simulator has no shop on ${site}: raise the scale's shops`);
    const brands = this.brandGroups.get(groupKey(site, typeId));
    const brand = brands && rng.next() < 0.65 ? (brands.items[rng.weighted(brands.cum)] ?? null) : null;
    const category = CATEGORY_PROFILES[typeId];
    const usd = (category?.medianUsd ?? 10) * Math.exp((category?.spread ?? 0.8) * rng.normal());
    const basePrice = roundPrice(site, usd * profile.priceLevel * profile.perUsd);
    let listDay = SIM_EPOCH - MAX_LIFETIME + Math.floor(n / this.listingRate);
    listDay = Math.max(listDay, shop.openDay + 1);
    const lifetime = MIN_LIFETIME + rng.int(MAX_LIFETIME - MIN_LIFETIME);
    // A few new products take off: far more popular and quick to ramp up.
    const hit = rng.next() < 0.025;
    const popularity = Math.min(1500, rng.pareto(1.12) * (hit ? 25 : 1));
    const noun = rng.int(nounCount(typeId));
    // Drawn in the order the title always drew them, so titles stay those of earlier feeds.
    const prefix = rng.int(8);
    const suffix = rng.int(10);
    const title = productTitleOf(profile.lang, { brand: brand?.name, noun: nounOf(typeId, noun, profile.lang), prefix, suffix });
    const id = GOODS_ID_BASE + (n + 1) * 7;
    const listedAt = (listDay * 86_400 + rng.int(86_400)) * 1000;
    return {
      n,
      id,
      site,
      typeId,
      subTypeId: typeId * 100 + noun + 1,
      prefix,
      suffix,
      shop,
      brand,
      title,
      basePrice,
      listDay,
      listedAt,
      listedAtIso: new Date(listedAt).toISOString(),
      image: `/demo/goods/${id}.png`,
      endDay: listDay + lifetime,
      popularity,
      ramp: hit ? 2 + rng.int(5) : 3 + rng.int(40),
      peakAge: 60 + rng.int(600),
      fade: 90 + rng.int(400),
      rating: Math.round((3.9 + rng.next() * 1.1) * 10) / 10,
      restockDays: 7 + rng.int(40),
    };
  }

  /** A shop's (or brand's) size factor on `day`: grows or declines over the years. */
  static trendFactor(growth: number, pivot: number, day: number): number {
    return Math.min(4, Math.max(0.25, Math.exp((growth * (day - pivot)) / 365)));
  }

  /** Units a product sells on an ordinary day of its life, before the day's market multiplier. */
  static baseDemand(p: SimProduct, day: number): number {
    const age = day - p.listDay;
    const ramp = 1 - Math.exp(-(age + 1) / p.ramp);
    const fade = age > p.peakAge ? Math.max(0.08, Math.exp(-(age - p.peakAge) / p.fade)) : 1;
    const shop = Universe.trendFactor(p.shop.growth, p.shop.pivot, day);
    const brand = p.brand ? Universe.trendFactor(p.brand.growth, p.brand.pivot, day) : 1;
    return SALES_PER_POPULARITY * p.popularity * ramp * fade * Math.sqrt(shop * brand);
  }
}
