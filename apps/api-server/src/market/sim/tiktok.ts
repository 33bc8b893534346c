// The short-video marketplace (issue 32 item 4): TikTok Shop's products, shops, creators, their videos and
// lives, simulated beside the first marketplace and written as a day set of its own (feed/tiktok-format.ts).
// Its numbers come from random streams of their own (TIKTOK_STREAM), so the first marketplace's data of a
// seed stays exactly what it was. Like the rest of the simulator, every figure of an item and day is
// computed from the seed alone: any day can be written in any order and comes out the same.
import { CATEGORY_IDS, type SiteCode } from '@sealens/domain';

import { dayNumber, dayString, marketInstant } from '../days';
import type { TiktokDay, TiktokProductRow, TiktokTruthRow } from '../feed/tiktok-format';
import { showCounter, soldShareBy, TIKTOK_OBSERVATION_RULE } from '../market-config';
import type { MarketScale } from '../scale';
import { roundPrice, SITE_PROFILES } from '../site-profiles';
import { cumulative, hash32, rngOf, type Rng } from './random';
import { campaignFactor } from './simulate-day';
import { SIM_EPOCH } from './universe';
import { CATEGORY_PROFILES, madeUpName, nounCount, nounOf, productTitleOf, shopNameOf } from './vocabulary';

/** The TikTok Shop sites the simulator runs (each in its country's currency, as the first marketplace's site of that code). */
export const TIKTOK_SITES = ['ID', 'MY', 'PH', 'SG', 'TH', 'VN'] as const satisfies readonly SiteCode[];
export type TiktokSite = (typeof TIKTOK_SITES)[number];

export function isTiktokSite(value: unknown): value is TiktokSite {
  return typeof value === 'string' && (TIKTOK_SITES as readonly string[]).includes(value);
}

/**
 * Stream numbers of this module alone, far from the first marketplace's (random.ts STREAM, 1-12) and any
 * later one's, so no draw of theirs moves.
 */
export const TIKTOK_STREAM = { shop: 3201, product: 3202, creator: 3203, productDay: 3204, video: 3205, videoDay: 3206, live: 3207, observe: 3208 } as const;

/**
 * The day a product's sold counter is summed from (issue 33): the counter of a day is the product's
 * sales before it (drawn once from its appeal and age, TIKTOK_STREAM.observe) plus its units of every day
 * since, or less those after the day for a day before it. Any day so comes out the same in any order; a
 * day far from it costs the days between once per process (kept per day: 4 bytes a product). Before the
 * anchor a product's counter is counted back from it and floors at nothing: the counters are the
 * crawler's from the anchor on (the tests of older days use hand-made counters or no counters).
 */
export const COUNTER_ANCHOR_DAY = '2026-10-01';
/** Share of product-days the crawler's pass misses (the row carries no counter that day). */
export const TT_MISSED_SHARE = 0.03;

export const TT_SHOP_ID_BASE = 700_000_000;
export const TT_GOODS_ID_BASE = 1_730_000_000_000;
export const TT_CREATOR_ID_BASE = 6_800_000_000;
/** A video's id is its day and its creator: base + (day - epoch) * 10^6 + creator index (10^6 creators at most). */
export const TT_VIDEO_ID_BASE = 7_300_000_000_000_000;
export const TT_LIVE_ID_BASE = 7_400_000_000_000_000;
const PER_DAY_IDS = 1_000_000;

/** A video earns views and sales for this many days after it is posted (the crawler follows it that long; by then a day's views are 1% of its first day's). */
export const VIDEO_ACTIVE_DAYS = 14;
/** Each day's views are this share of the day before's. */
const VIDEO_DECAY = 0.72;
/** Products are listed over these days (2025 and 2026), so any day of them has new ones and old ones. */
const LISTING_DAYS = { from: dayNumber('2025-01-01'), days: 730 } as const;

const SITE_WEIGHT: Readonly<Record<TiktokSite, number>> = { ID: 24, MY: 12, PH: 16, SG: 5, TH: 22, VN: 21 };
const SITE_CUM = cumulative(TIKTOK_SITES.map((s) => SITE_WEIGHT[s]));
const CATEGORY_CUM = cumulative(CATEGORY_IDS.map((c) => CATEGORY_PROFILES[c]?.share ?? 0.05));

export interface TtShop {
  index: number;
  id: number;
  site: TiktokSite;
  typeId: number;
  name: string;
  rating: number;
  followers: number;
  openDay: number;
}

export interface TtProduct {
  index: number;
  id: number;
  site: TiktokSite;
  shopId: number;
  typeId: number;
  title: string;
  /** Price in the site's currency. */
  price: number;
  /** The share of each sale the seller pays the creator who sold it, percent. */
  commissionRate: number;
  listDay: number;
  /** How well it sells against others of its site and category (Pareto: a few sell most). */
  appeal: number;
  rating: number;
}

export interface TtCreator {
  index: number;
  id: number;
  site: TiktokSite;
  typeId: number;
  handle: string;
  name: string;
  followers: number;
  /** Chance of posting a video on a day. */
  postRate: number;
  /** Chance of going live on a day. */
  liveRate: number;
}

/** How many of each the scale has: a quarter of the first marketplace's products and shops, creators a tenth of its products. */
export function tiktokCounts(scale: MarketScale): { products: number; shops: number; creators: number } {
  return { products: Math.round(scale.products / 4), shops: Math.max(12, Math.round(scale.shops / 4)), creators: Math.max(12, Math.round(scale.products / 10)) };
}

const pick = <T>(rng: Rng, list: readonly T[], cum: readonly number[]): T => list[rng.weighted(cum)] as T;
const key = (site: string, typeId: number) => `${site}:${typeId}`;

/** The short-video marketplace's items for a seed and scale; days are simulated by `day`. */
export class TiktokUniverse {
  readonly shops: TtShop[] = [];
  readonly products: TtProduct[] = [];
  readonly creators: TtCreator[] = [];
  private readonly productsByGroup = new Map<string, TtProduct[]>();
  private readonly productsBySite = new Map<string, TtProduct[]>();

  constructor(
    readonly seed: number,
    readonly scale: MarketScale,
  ) {
    const counts = tiktokCounts(scale);
    const shopsBySite = new Map<string, TtShop[]>();
    for (let i = 0; i < counts.shops; i++) {
      const rng = rngOf(seed, TIKTOK_STREAM.shop, i);
      const site = pick(rng, TIKTOK_SITES, SITE_CUM);
      const shop: TtShop = {
        index: i,
        id: TT_SHOP_ID_BASE + i + 1,
        site,
        typeId: pick(rng, CATEGORY_IDS, CATEGORY_CUM),
        name: shopNameOf(SITE_PROFILES[site].lang, madeUpName((n) => rng.int(n)), rng.int(5)),
        rating: Math.round((4.2 + rng.next() * 0.8) * 10) / 10,
        followers: Math.round(500 * rng.pareto(1.1)),
        openDay: SIM_EPOCH + 365 * 2 + rng.int(365 * 3),
      };
      this.shops.push(shop);
      shopsBySite.set(site, [...(shopsBySite.get(site) ?? []), shop]);
    }
    for (let i = 0; i < counts.products; i++) {
      const rng = rngOf(seed, TIKTOK_STREAM.product, i);
      const site = pick(rng, TIKTOK_SITES, SITE_CUM);
      const siteShops = shopsBySite.get(site) ?? this.shops;
      const shop = siteShops[rng.int(siteShops.length)] as TtShop;
      // Most of a shop's products are of its own category.
      const typeId = rng.next() < 0.8 ? shop.typeId : pick(rng, CATEGORY_IDS, CATEGORY_CUM);
      const profile = CATEGORY_PROFILES[typeId];
      const { lang, perUsd, priceLevel } = SITE_PROFILES[site];
      const usd = (profile?.medianUsd ?? 10) * 0.8 * Math.exp((profile?.spread ?? 0.8) * 0.8 * rng.normal());
      const product: TtProduct = {
        index: i,
        id: TT_GOODS_ID_BASE + i + 1,
        site,
        shopId: shop.id,
        typeId,
        title: productTitleOf(lang, { noun: nounOf(typeId, rng.int(nounCount(typeId)), lang), prefix: rng.int(20), suffix: rng.int(20) }),
        price: roundPrice(site, usd * perUsd * priceLevel),
        commissionRate: 5 + rng.int(26),
        listDay: LISTING_DAYS.from + rng.int(LISTING_DAYS.days),
        appeal: Math.min(300, rng.pareto(1.3)),
        rating: Math.round((4 + rng.next()) * 10) / 10,
      };
      this.products.push(product);
      for (const [map, k] of [
        [this.productsByGroup, key(site, typeId)],
        [this.productsBySite, site],
      ] as const) {
        const list = map.get(k);
        if (list) list.push(product);
        else map.set(k, [product]);
      }
    }
    for (let i = 0; i < counts.creators; i++) {
      const rng = rngOf(seed, TIKTOK_STREAM.creator, i);
      const site = pick(rng, TIKTOK_SITES, SITE_CUM);
      const name = madeUpName((n) => rng.int(n));
      const followers = Math.round(2_000 * rng.pareto(0.9));
      this.creators.push({
        index: i,
        id: TT_CREATOR_ID_BASE + i + 1,
        site,
        typeId: pick(rng, CATEGORY_IDS, CATEGORY_CUM),
        handle: `${name.toLowerCase()}.${(i % 97) + 1}`,
        name,
        followers: Math.min(followers, 40_000_000),
        postRate: 0.05 + rng.next() * 0.15,
        // The bigger creators sell live; small ones seldom do.
        liveRate: followers > 50_000 ? 0.05 + rng.next() * 0.15 : rng.next() * 0.02,
      });
    }
  }

  /** A product's demand on a day apart from who promotes it: its life after listing, the week and the campaigns. */
  private demand(p: TtProduct, dayNo: number, day: string): number {
    const age = dayNo - p.listDay;
    if (age < 0) return 0;
    const life = Math.min(1, (age + 1) / 14) * Math.exp(-age / 240);
    const weekday = (dayNo + 4) % 7;
    return p.appeal * life * (weekday === 0 || weekday === 6 ? 1.1 : 1) * campaignFactor(day);
  }

  /** The products a creator of `site` and `typeId` may promote on `dayNo` (listed by then), two in three of their own category. */
  private promoted(rng: Rng, c: TtCreator, dayNo: number, count: number): TtProduct[] {
    const own = this.productsByGroup.get(key(c.site, c.typeId)) ?? [];
    const site = this.productsBySite.get(c.site) ?? [];
    const chosen: TtProduct[] = [];
    for (let tries = 0; chosen.length < count && tries < count * 6; tries++) {
      const from = own.length && rng.next() < 0.67 ? own : site;
      if (!from.length) break;
      // Creators pick products that sell: the higher the appeal, the likelier (two draws, the better one).
      const a = from[rng.int(from.length)] as TtProduct;
      const b = from[rng.int(from.length)] as TtProduct;
      const p = a.appeal >= b.appeal ? a : b;
      if (p.listDay <= dayNo && !chosen.includes(p)) chosen.push(p);
    }
    return chosen;
  }

  /** Units of each product (by index) on `dayNo`, drawn by simulate() and kept. */
  private readonly unitsByDay = new Map<number, Int32Array>();
  /** Each product's units from COUNTER_ANCHOR_DAY through a day (less those after it, for a day before). */
  private readonly cumByDay = new Map<number, Int32Array>();
  private readonly anchorNo = dayNumber(COUNTER_ANCHOR_DAY);

  /** The last days simulated whole (a day's set reads the next day's units, and days are written in a row). */
  private readonly recent = new Map<string, ReturnType<TiktokUniverse['simulate']>>();

  private simulated(day: string): ReturnType<TiktokUniverse['simulate']> {
    let sim = this.recent.get(day);
    if (!sim) {
      sim = this.simulate(day);
      this.recent.set(day, sim);
      if (this.recent.size > 3) this.recent.delete(this.recent.keys().next().value as string);
    }
    return sim;
  }

  private unitsOf(dayNo: number): Int32Array {
    return this.unitsByDay.get(dayNo) ?? this.simulated(dayString(dayNo)).units;
  }

  /** Units of every product from the anchor through `dayNo` (negative: those after `dayNo` up to the day before the anchor). */
  private cumulativeOf(dayNo: number): Int32Array {
    const kept = this.cumByDay.get(dayNo);
    if (kept) return kept;
    const n = this.products.length;
    let cum: Int32Array;
    if (dayNo === this.anchorNo - 1) cum = new Int32Array(n);
    else if (dayNo >= this.anchorNo) {
      // Iteratively from the nearest day kept below, so a far day does not recurse through every day.
      let from = dayNo - 1;
      while (from >= this.anchorNo && !this.cumByDay.has(from)) from--;
      cum = Int32Array.from(this.cumulativeOf(from));
      for (let d = from + 1; d <= dayNo; d++) {
        const units = this.unitsOf(d);
        for (let i = 0; i < n; i++) cum[i] = (cum[i] as number) + (units[i] as number);
        this.cumByDay.set(d, d === dayNo ? cum : Int32Array.from(cum));
      }
      return cum;
    } else {
      let from = dayNo + 1;
      while (from < this.anchorNo - 1 && !this.cumByDay.has(from)) from++;
      cum = Int32Array.from(this.cumulativeOf(from));
      for (let d = from; d > dayNo; d--) {
        const units = this.unitsOf(d);
        for (let i = 0; i < n; i++) cum[i] = (cum[i] as number) - (units[i] as number);
        this.cumByDay.set(d - 1, d - 1 === dayNo ? cum : Int32Array.from(cum));
      }
      return cum;
    }
    this.cumByDay.set(dayNo, cum);
    return cum;
  }

  /** What the product had sold before the anchor day (none when listed on or after it). */
  private soldBeforeAnchor(p: TtProduct): number {
    const age = this.anchorNo - p.listDay;
    if (age <= 0) return 0;
    const u = hash32(this.seed, TIKTOK_STREAM.observe, p.index, 1) / 4294967296;
    // About what its appeal sold a day over up to a year (the days before the anchor, counted back, may floor at nothing).
    return 20 + Math.round(p.appeal * Math.min(age, 365) * (0.5 + u));
  }

  /** The product's true cumulative units through the end of `dayNo`. */
  soldThrough(p: TtProduct, dayNo: number): number {
    if (dayNo < p.listDay) return 0;
    return Math.max(0, this.soldBeforeAnchor(p) + (this.cumulativeOf(dayNo)[p.index] as number));
  }

  /** Hours into the next day the pass for `dayNo` saw the product: the site's pass starts 0-6 h after midnight and takes up to 8 h. */
  observedHours(p: TtProduct, dayNo: number): number {
    const unit = (h: number) => h / 4294967296;
    const start = 6 * unit(hash32(this.seed, TIKTOK_STREAM.observe, TIKTOK_SITES.indexOf(p.site), dayNo, 2));
    return start + 8 * unit(hash32(this.seed, TIKTOK_STREAM.observe, p.index, dayNo, 3));
  }

  /** Whether the pass after `dayNo` missed the product's card. */
  missed(p: TtProduct, dayNo: number): boolean {
    return hash32(this.seed, TIKTOK_STREAM.observe, p.index, dayNo, 4) / 4294967296 < TT_MISSED_SHARE;
  }

  /** Every site's day set of `day`: what the crawler sees. */
  day(day: string): Map<TiktokSite, TiktokDay> {
    return new Map([...this.dayWithTruth(day)].map(([site, { feed }]) => [site, feed]));
  }

  /** Every site's day set of `day`, and the truth behind it (the units and sales value of each product, video and live). */
  dayWithTruth(day: string): Map<TiktokSite, { feed: TiktokDay; truth: TiktokTruthRow[] }> {
    const dayNo = dayNumber(day);
    // Taken out of the kept days: its rows are filled in below (a later call simulates it afresh).
    const sim = this.simulated(day);
    this.recent.delete(day);
    const next = this.unitsOf(dayNo + 1);
    const units = sim.units;
    for (const p of this.products) {
      if (p.listDay > dayNo) continue;
      const row = sim.products.get(p.id);
      const site = sim.out.get(p.site);
      if (!row || !site) continue;
      const sales = units[p.index] as number;
      site.truth.push({ kind: 'product', id: p.id, units: sales, gmv: Math.round(sales * p.price * 100) / 100 });
      if (this.missed(p, dayNo)) continue;
      // The pass comes some hours into the next day: the counter holds that night's units too.
      const hours = this.observedHours(p, dayNo);
      const minutes = Math.floor(hours * 60);
      const sold = this.soldThrough(p, dayNo) + Math.floor((next[p.index] as number) * soldShareBy(hours));
      row.soldShown = showCounter(TIKTOK_OBSERVATION_RULE.sold, sold);
      row.observedAt = new Date(marketInstant(dayString(dayNo + 1), Math.floor(minutes / 60), minutes % 60)).toISOString();
    }
    return new Map([...sim.out].map(([site, { feed, truth }]) => [site, { feed, truth }]));
  }

  /** The day's rows and truth (products' counters not yet shown), and each product's units; the units are kept. */
  private simulate(day: string): { out: Map<TiktokSite, { feed: Required<TiktokDay>; truth: TiktokTruthRow[] }>; products: Map<number, TiktokProductRow>; units: Int32Array } {
    const dayNo = dayNumber(day);
    const out = new Map<TiktokSite, { feed: Required<TiktokDay>; truth: TiktokTruthRow[] }>();
    for (const site of TIKTOK_SITES) out.set(site, { feed: { shops: [], products: [], creators: [], videos: [], lives: [] }, truth: [] });
    const at = (site: TiktokSite) => (out.get(site) as { feed: Required<TiktokDay> }).feed;
    const truthOf = (site: TiktokSite) => (out.get(site) as { truth: TiktokTruthRow[] }).truth;
    const units = new Map<number, { video: number; live: number }>();
    const credit = (goodsId: number, channel: 'video' | 'live', n: number) => {
      const u = units.get(goodsId) ?? { video: 0, live: 0 };
      u[channel] += n;
      units.set(goodsId, u);
    };
    const goodsTruth = (p: TtProduct, sales: number) => ({ goodsId: p.id, units: sales, gmv: Math.round(sales * p.price * 100) / 100 });
    const creatorsSeen = new Set<number>();

    for (const c of this.creators) {
      // Videos posted in the last VIDEO_ACTIVE_DAYS days, with their counters as of `day`.
      for (let age = VIDEO_ACTIVE_DAYS - 1; age >= 0; age--) {
        const posted = dayNo - age;
        const vr = rngOf(this.seed, TIKTOK_STREAM.video, c.index, posted);
        if (vr.next() >= c.postRate) continue;
        const reach = c.followers * (0.05 + 0.6 * vr.next()) * Math.min(50, vr.pareto(1.6));
        const products = this.promoted(vr, c, posted, vr.next() < 0.8 ? 1 : 2);
        if (!products.length) continue;
        const id = TT_VIDEO_ID_BASE + (posted - SIM_EPOCH) * PER_DAY_IDS + c.index;
        const likeRate = 0.03 + 0.07 * vr.next();
        const buyRate = 0.0004 + 0.002 * vr.next();
        const durationSec = 8 + vr.int(170);
        const title = `${products[0]?.title ?? ''} #${c.name.toLowerCase()}`;
        const postedAt = new Date(marketInstant(dayString(posted), 9 + vr.int(13), vr.int(60))).toISOString();
        let views = 0;
        let todayViews = 0;
        for (let k = 0; k <= age; k++) {
          const noise = 1 + 0.25 * rngOf(this.seed, TIKTOK_STREAM.videoDay, c.index, posted, k).normal();
          const v = Math.max(0, Math.round(reach * Math.pow(VIDEO_DECAY, k) * noise));
          views += v;
          if (k === age) todayViews = v;
        }
        const dr = rngOf(this.seed, TIKTOK_STREAM.videoDay, c.index, posted, 1_000 + age);
        const goods = products.map((p, i) => {
          const sales = dr.poisson(todayViews * buyRate * (i === 0 ? 1 : 0.4) * Math.min(3, 0.4 + p.appeal / 8) * campaignFactor(day));
          credit(p.id, 'video', sales);
          return goodsTruth(p, sales);
        });
        at(c.site).videos.push({
          id,
          creatorId: c.id,
          title,
          cover: `/demo/tiktok-video-${id}.png`,
          postedAt,
          durationSec,
          views,
          likes: Math.round(views * likeRate),
          comments: Math.round(views * likeRate * 0.04),
          shares: Math.round(views * likeRate * 0.06),
          goods: products.map((p) => ({ goodsId: p.id })),
        });
        truthOf(c.site).push({ kind: 'video', id, goods });
        creatorsSeen.add(c.index);
      }
      // A live session on the day.
      const lr = rngOf(this.seed, TIKTOK_STREAM.live, c.index, dayNo);
      if (lr.next() < c.liveRate) {
        const products = this.promoted(lr, c, dayNo, 2 + lr.int(4));
        if (products.length) {
          const viewers = Math.max(20, Math.round(c.followers * (0.01 + 0.05 * lr.next())));
          const minutes = 30 + lr.int(211);
          const goods = products.map((p) => {
            const sales = lr.poisson(viewers * 0.002 * Math.min(3, 0.4 + p.appeal / 8) * campaignFactor(day));
            credit(p.id, 'live', sales);
            return goodsTruth(p, sales);
          });
          const id = TT_LIVE_ID_BASE + (dayNo - SIM_EPOCH) * PER_DAY_IDS + c.index;
          at(c.site).lives.push({
            id,
            creatorId: c.id,
            startAt: new Date(marketInstant(day, 12 + lr.int(10), 15 * lr.int(4))).toISOString(),
            minutes,
            viewers,
            goods: products.map((p) => ({ goodsId: p.id })),
          });
          truthOf(c.site).push({ kind: 'live', id, goods });
          creatorsSeen.add(c.index);
        }
      }
    }
    for (const c of this.creators) {
      // A creator's profile as the crawler saw it that day (followers grow slowly).
      if (!creatorsSeen.has(c.index)) continue;
      const grown = Math.round(c.followers * (1 + (dayNo - LISTING_DAYS.from) / 3_650));
      at(c.site).creators.push({ id: c.id, handle: c.handle, name: c.name, categoryId: c.typeId, avatar: `/demo/tiktok-creator-${c.id}.png`, followers: grown });
    }
    const shopsSeen = new Set<number>();
    const dayUnits = new Int32Array(this.products.length);
    const productRows = new Map<number, TiktokProductRow>();
    for (const p of this.products) {
      if (p.listDay > dayNo) continue;
      const pr = rngOf(this.seed, TIKTOK_STREAM.productDay, p.index, dayNo);
      const promoted = units.get(p.id) ?? { video: 0, live: 0 };
      // What the shop's own page and search sold besides videos and lives.
      const card = pr.poisson(this.demand(p, dayNo, day) * 0.15);
      dayUnits[p.index] = card + promoted.video + promoted.live;
      const row: TiktokProductRow = {
        id: p.id,
        shopId: p.shopId,
        categoryId: p.typeId,
        title: p.title,
        price: p.price,
        commissionRate: p.commissionRate,
        rating: p.rating,
        listedAt: new Date(marketInstant(dayString(p.listDay), 10)).toISOString(),
        image: `/demo/tiktok-product-${p.id}.png`,
        soldShown: null,
        observedAt: null,
      };
      at(p.site).products.push(row);
      productRows.set(p.id, row);
      shopsSeen.add(p.shopId);
    }
    for (const s of this.shops) {
      if (!shopsSeen.has(s.id)) continue;
      at(s.site).shops.push({
        id: s.id,
        name: s.name,
        categoryId: s.typeId,
        logo: `/demo/tiktok-shop-${s.id}.png`,
        rating: s.rating,
        followers: Math.round(s.followers * (1 + Math.max(0, dayNo - s.openDay) / 1_000)),
        openedAt: new Date(marketInstant(dayString(s.openDay), 10)).toISOString(),
      });
    }
    this.unitsByDay.set(dayNo, dayUnits);
    return { out, products: productRows, units: dayUnits };
  }
}
