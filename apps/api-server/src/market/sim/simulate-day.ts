// One day of the simulated marketplace, per site: the rows a crawler would have written that day.
// Sales follow each product's popularity (Pareto: a long tail), its life (ramp-up, peak, fade), its
// shop's and brand's growth or decline, the market's growth, the week, the category's season and
// the campaign days (every double day, above all 9.9, 10.10, 11.11 and 12.12).
import { SITE_CODES, type SiteCode } from '@sealens/domain';

import { dayNumber, marketInstant } from '../days';
import { KEYWORD_LIST_MAX, type FeedDay, type KeywordRow, type LiveGoodsRow, type LiveRow, type MarketRow, type ProductRow, type ShopRow, type SlotRow, type BrandRow } from '../feed/format';
import { SITE_PROFILES, roundPrice } from '../site-profiles';
import { hash32, rngOf, STREAM, type Rng } from './random';
import { SIM_EPOCH, Universe, type SimKeyword, type SimProduct } from './universe';
import type { SalesLedger } from './observe';
import { CATEGORY_PROFILES } from './vocabulary';

/** Sales multiplier of the campaign calendar on `day` ("YYYY-MM-DD"). */
export function campaignFactor(day: string): number {
  const month = Number(day.slice(5, 7));
  const date = Number(day.slice(8, 10));
  const big: Record<number, number> = { 9: 3, 10: 3.2, 11: 5, 12: 3.6 };
  if (month === date) return big[month] ?? 1.7;
  if (date === month - 1 && month > 1) return big[month] ? 1.35 : 1.12;
  if (date === month + 1 && big[month]) return 0.85;
  if (date === 25) return 1.15;
  if (date === 15) return 1.1;
  return 1;
}

/** Whether `day` is one of the double-day campaigns (1.1 ... 12.12). */
export function isCampaignDay(day: string): boolean {
  return Number(day.slice(5, 7)) === Number(day.slice(8, 10));
}

function weekFactor(dayNo: number): number {
  const weekday = (dayNo + 4) % 7; // 1970-01-01 was a Thursday: 0 = Sunday
  return weekday === 0 || weekday === 6 ? 1.07 : weekday === 1 ? 0.96 : 1;
}

function seasonFactor(typeId: number, dayNo: number): number {
  const peak = CATEGORY_PROFILES[typeId]?.peakMonth ?? 0;
  if (!peak) return 1;
  const yearFraction = ((dayNo - SIM_EPOCH) % 365.25) / 365.25;
  return 1 + 0.25 * Math.cos(2 * Math.PI * (yearFraction - (peak - 0.5) / 12));
}

/**
 * Everything that moves a site's and category's sales on a day, the product's own life aside: the
 * week, the season, the campaign calendar and some noise; with `growth`, the market's growth too
 * (the market grows by having more products, so a product's own demand leaves it out).
 */
export function marketMultiplier(seed: number, site: SiteCode, typeId: number, day: string, growth = false): number {
  const dayNo = dayNumber(day);
  const grown = growth ? Math.pow(1 + SITE_PROFILES[site].growth, (dayNo - SIM_EPOCH) / 365) : 1;
  const noise = 1 + 0.04 * rngOf(seed, STREAM.market, SITE_CODES.indexOf(site), typeId, dayNo).normal();
  return grown * weekFactor(dayNo) * seasonFactor(typeId, dayNo) * campaignFactor(day) * noise;
}

/** The market file of a site and day: platform-wide figures per category. */
export function simulateMarket(seed: number, site: SiteCode, day: string): MarketRow[] {
  const profile = SITE_PROFILES[site];
  const dayNo = dayNumber(day);
  const campaign = campaignFactor(day);
  return Object.entries(CATEGORY_PROFILES).map(([id, category]) => {
    const typeId = Number(id);
    const rng = rngOf(seed, STREAM.market, SITE_CODES.indexOf(site), typeId, dayNo, 1);
    const gmvUsd = profile.dailyUsd * category.share * marketMultiplier(seed, site, typeId, day, true);
    const gmv = Math.round(gmvUsd * profile.perUsd * 100) / 100;
    const averagePrice = category.medianUsd * 1.3 * profile.priceLevel * profile.perUsd;
    const sales = Math.round(gmv / averagePrice);
    return {
      categoryId: typeId,
      gmv,
      sales,
      productsSold: Math.round(sales * (0.25 + rng.next() * 0.1)),
      slotGmv: Math.round(gmv * (campaign >= 3 ? 0.2 : campaign > 1.5 ? 0.12 : 0.06) * (0.85 + rng.next() * 0.3) * 100) / 100,
    };
  });
}

const unit = (h: number) => h / 4294967296;

export function discountOf(seed: number, p: SimProduct, dayNo: number, campaign: number): number {
  if (campaign > 1.5 && unit(hash32(seed, STREAM.productDay, p.n, dayNo, 7)) < 0.5) return 0.1 + 0.3 * unit(hash32(seed, STREAM.productDay, p.n, dayNo, 8));
  const week = Math.floor(dayNo / 7);
  return unit(hash32(seed, STREAM.productDay, p.n, week, 9)) < 0.12 ? 0.05 + 0.15 * unit(hash32(seed, STREAM.productDay, p.n, week, 10)) : 0;
}

/** Units sold since listing, smoothed (what ratings, likes and comments grow with). */
function soldSoFar(p: SimProduct, dayNo: number): number {
  const age = Math.max(0, dayNo - p.listDay - p.ramp / 2);
  const lived = age <= p.peakAge ? age : p.peakAge + p.fade * (1 - Math.exp(-(age - p.peakAge) / p.fade));
  return 0.32 * p.popularity * lived;
}

const keywordPivot = (k: SimKeyword) => SIM_EPOCH + 365 * 5 + k.b;

/** A keyword's search trend on a day (1 = its base). */
export function keywordTrend(k: SimKeyword, dayNo: number): number {
  switch (k.trend) {
    case 'rising':
    case 'declining':
      return Math.min(6, Math.max(0.15, Math.exp((k.a * (dayNo - keywordPivot(k))) / 365)));
    case 'seasonal': {
      const doy = (dayNo - SIM_EPOCH) % 365;
      const distance = Math.min(Math.abs(doy - k.a), 365 - Math.abs(doy - k.a));
      return 1 + 2.5 * Math.exp(-(distance * distance) / (2 * 20 * 20));
    }
    case 'viral': {
      const t = (dayNo + k.b) % k.a;
      return t < 28 ? 1 + 12 * Math.exp(-t / 5) * Math.min(1, (t + 1) / 3) : 1;
    }
    default:
      return 1;
  }
}

export interface DayPlan {
  day: string;
  dayNo: number;
  /** Alive products per site. */
  alive: Map<SiteCode, SimProduct[]>;
}

/** The products on sale on `day`, per site. */
export function planDay(universe: Universe, day: string): DayPlan {
  const dayNo = dayNumber(day);
  const alive = new Map<SiteCode, SimProduct[]>(SITE_CODES.map((s) => [s, []]));
  for (const n of universe.productNumbersAlive(dayNo)) {
    const p = universe.product(n);
    alive.get(p.site)?.push(p);
  }
  return { day, dayNo, alive };
}

/** The simulator's truth of a product's day, kept apart from the feed (truth.ndjson): the crawler never sees it. */
export interface TruthRow {
  id: number;
  categoryId: number;
  /** Units sold that day (the market's day, China time). */
  units: number;
  /** Their value at the day's price, site currency. */
  value: number;
  /** Stock at the day's end (negative: sold beyond it, on back order). */
  stock: number;
  /** Whether the crawler's pass saw the product (a missed product has no feed row that day). */
  observed: boolean;
}

/** Products a live session shows: 1 to 8 of its shop's (the crawler saw them that day). */
const LIVE_SHOWN_MAX = 8;

/**
 * The products a session showed and what each sold in it: its units split among them by weights
 * with a long tail (one product sells most), the remainder to the first; never more than the
 * session sold.
 */
export function liveGoods(rng: Rng, offered: readonly { id: number; price: number }[], sales: number): LiveGoodsRow[] {
  if (offered.length === 0) return [];
  const pool = [...offered];
  const count = Math.min(pool.length, 1 + rng.int(LIVE_SHOWN_MAX));
  const shown: { id: number; price: number }[] = [];
  for (let k = 0; k < count; k++) shown.push(...pool.splice(rng.int(pool.length), 1));
  const weights = shown.map(() => rng.pareto(1.5));
  const total = weights.reduce((a, b) => a + b, 0);
  const units = weights.map((w) => Math.floor((sales * w) / total));
  units[0] = (units[0] ?? 0) + sales - units.reduce((a, b) => a + b, 0);
  return shown.map((p, k) => ({ goodsId: p.id, sales: units[k] ?? 0, gmv: Math.round((units[k] ?? 0) * p.price * 100) / 100 }));
}

/**
 * Viewers watching at each quarter hour of a session: rising to a peak a fifth to half of the way
 * in, then falling away; the peak is a quarter of everyone who watched at some time.
 */
export function viewerCurve(rng: Rng, viewers: number, minutes: number): number[] {
  const points = Math.floor(minutes / 15) + 1;
  const peakAt = 0.2 + 0.3 * rng.next();
  const peak = viewers * 0.25;
  return Array.from({ length: points }, (_, k) => {
    const t = points === 1 ? peakAt : k / (points - 1);
    const shape = t <= peakAt ? 0.3 + (0.7 * t) / peakAt : 1 - (0.6 * (t - peakAt)) / (1 - peakAt);
    return Math.min(viewers, Math.max(0, Math.round(peak * shape * (1 + 0.1 * rng.normal()))));
  });
}

/** Every file of one site's day set (market totals and items), and the truth behind its products. */
export function simulateSiteDay(universe: Universe, plan: DayPlan, site: SiteCode, ledger: SalesLedger): { feed: FeedDay; truth: TruthRow[] } {
  const { seed } = universe;
  const { day, dayNo } = plan;
  const products = plan.alive.get(site) ?? [];
  const siteIndex = SITE_CODES.indexOf(site);
  const profile = SITE_PROFILES[site];
  const campaign = campaignFactor(day);
  const multipliers = new Map<number, number>();
  const multiplierOf = (typeId: number) => {
    let m = multipliers.get(typeId);
    if (m === undefined) multipliers.set(typeId, (m = marketMultiplier(seed, site, typeId, day)));
    return m;
  };

  // Each product's truth (units, slot, stock) and what the crawler's pass after the day shows of it.
  const productRows: ProductRow[] = [];
  const truth: TruthRow[] = [];
  const slots: SlotRow[] = [];
  const unitsOf = new Map<number, number>();
  const aliveByShop = new Map<number, number>();
  const brandIds = new Set<number>();
  for (const p of products) {
    if (!ledger.onSale(p, dayNo)) continue;
    const { units, slotUnits, discount } = ledger.units(p, dayNo);
    const price = roundPrice(site, p.basePrice * (1 - discount));
    const observed = !ledger.missed(p, dayNo);
    // A slot the crawler saw: its product's pass saw it too (a missed product's slot is missed with it).
    const slot = observed ? ledger.slotOf(p, dayNo) : undefined;
    if (slot && slots.length < 1000) {
      const index = slots.length;
      const hour = slot.kind === 'flash-sale' ? [0, 12, 15, 18, 21][index % 5] ?? 0 : 0;
      const hours = slot.kind === 'flash-sale' ? 3 : 24;
      slots.push({
        id: dayNo * 10_000 + siteIndex * 1_000 + index,
        kind: slot.kind,
        goodsId: p.id,
        startAt: new Date(marketInstant(day, hour)).toISOString(),
        endAt: new Date(marketInstant(day, hour) + hours * 3_600_000 - (hours === 24 ? 1000 : 0)).toISOString(),
        slotPrice: roundPrice(site, price * slot.share),
        sales: slotUnits,
      });
    }
    truth.push({ id: p.id, categoryId: p.typeId, units, value: Math.round(units * price * 100) / 100, stock: ledger.stockBy(p, dayNo + 1, 0, ledger.soldThrough(p, dayNo)), observed });
    unitsOf.set(p.id, units);
    aliveByShop.set(p.shop.id, (aliveByShop.get(p.shop.id) ?? 0) + 1);
    if (p.brand) brandIds.add(p.brand.id);
    if (!observed) continue;
    const seen = ledger.observe(p, dayNo);
    productRows.push({
      id: p.id,
      shopId: p.shop.id,
      categoryId: p.typeId,
      subCategoryId: p.subTypeId,
      brandId: p.brand?.id ?? null,
      title: p.title,
      price,
      stock: seen.stockShown,
      soldShown: seen.soldShown,
      monthlyShown: seen.monthlyShown,
      rating: p.rating,
      ratingCount: seen.ratingCount,
      likes: Math.round(soldSoFar(p, dayNo) * 0.5 + p.popularity * 8),
      comments: seen.comments,
      listedAt: p.listedAtIso,
      image: p.image,
      observedAt: seen.observedAt,
    });
  }

  const shops: ShopRow[] = universe
    .shopsOf(site)
    .filter((s) => s.openDay <= dayNo)
    .map((s) => ({
      id: s.id,
      name: s.name,
      categoryId: s.typeId,
      logo: `/demo/shop/${s.id}.png`,
      rating: s.rating,
      followers: Math.round(s.followers * Universe.trendFactor(s.growth, s.pivot, dayNo) * (1 + (dayNo - s.openDay) / 730)),
      products: aliveByShop.get(s.id) ?? 0,
      openedAt: new Date(s.openDay * 86_400_000).toISOString(),
      type: s.type,
    }));

  // Every brand sold on the site (its products may all be between listings).
  const brands: BrandRow[] = universe.brands
    .filter((b) => b.sites.includes(site) || brandIds.has(b.id))
    .map((b) => ({ id: b.id, name: b.name, categoryId: b.typeId, logo: `/demo/brand/${b.id}.png` }));

  // What a search shows first: the products of the word's product word that hold its other words,
  // best sellers of the day first.
  const bySubCategory = new Map<number, { id: number; sales: number; title: string }[]>();
  for (const row of productRows) {
    if (row.subCategoryId === null) continue;
    const list = bySubCategory.get(row.subCategoryId);
    const entry = { id: row.id, sales: unitsOf.get(row.id) ?? 0, title: row.title.toLowerCase() };
    if (list) list.push(entry);
    else bySubCategory.set(row.subCategoryId, [entry]);
  }
  for (const list of bySubCategory.values()) list.sort((a, b) => b.sales - a.sales || a.id - b.id);
  const found = (k: SimKeyword): number[] => {
    const out: number[] = [];
    for (const p of bySubCategory.get(k.subTypeId) ?? []) {
      if (k.parts.every((part) => p.title.includes(part))) out.push(p.id);
      if (out.length === KEYWORD_LIST_MAX) break;
    }
    return out;
  };
  const searched = (k: SimKeyword) => k.bornDay === null || k.bornDay <= dayNo;
  const keywords: KeywordRow[] = universe.keywords
    .filter((k) => k.site === site && searched(k))
    .map((k) => {
      const rng = rngOf(seed, STREAM.keywordDay, k.index, dayNo);
      // A new word's searches build up over its first two weeks.
      const young = k.bornDay === null ? 1 : Math.min(1, (dayNo - k.bornDay + 1) / 14);
      const searchIndex = Math.max(0, Math.round(k.base * young * keywordTrend(k, dayNo) * Math.pow(multiplierOf(k.typeId), 0.6) * (1 + 0.08 * rng.normal())));
      const years = (dayNo - SIM_EPOCH) / 365;
      const bid = k.bidUsd * profile.perUsd * (1 + Math.log10(searchIndex + 10) / 4) * Math.pow(campaign, 0.3);
      const step = profile.priceStep < 1 ? 0.01 : profile.priceStep;
      const recommendedBid = step < 1 ? Math.max(0.01, Math.round(bid * 100) / 100) : Math.max(step, Math.round(bid / step) * step);
      return {
        id: k.id,
        keyword: k.keyword,
        categoryId: k.typeId,
        searchIndex,
        productBase: Math.round(k.productBase * (1 + 0.15 * years)),
        recommendedBid,
        topProducts: found(k),
        // Related searches of the same day (a word not yet searched is no one's related search).
        related: k.related
          .filter((id) => {
            const word = universe.keywords[id - 1];
            return word !== undefined && searched(word);
          })
          .slice(0, KEYWORD_LIST_MAX),
      };
    });

  // The products each shop has on sale that the crawler saw: what its live sessions can show.
  const shopGoods = new Map<number, { id: number; price: number }[]>();
  for (const r of productRows) {
    const list = shopGoods.get(r.shopId) ?? [];
    list.push({ id: r.id, price: r.price });
    shopGoods.set(r.shopId, list);
  }
  const liveRng = rngOf(seed, STREAM.live, siteIndex, dayNo);
  const lives: LiveRow[] = [];
  const liveCount = Math.round((2 + profile.weight / 3) * Math.sqrt(campaign));
  for (let i = 0; i < liveCount; i++) {
    const shop = universe.pickShopOf(site, liveRng);
    if (!shop || shop.openDay > dayNo) continue;
    const viewers = Math.round(50 * liveRng.pareto(1.3) * Universe.trendFactor(shop.growth, shop.pivot, dayNo) * Math.sqrt(campaign));
    const sales = liveRng.poisson(viewers * 0.03);
    const unit = (CATEGORY_PROFILES[shop.typeId]?.medianUsd ?? 10) * profile.priceLevel * profile.perUsd;
    const startAt = new Date(marketInstant(day, 10 + liveRng.int(13), liveRng.int(4) * 15)).toISOString();
    const minutes = 30 + liveRng.int(211);
    // The session's own stream for what it showed, so the sessions' other draws stay as they were.
    const showRng = rngOf(seed, STREAM.live, siteIndex, dayNo, i + 1);
    const goods = liveGoods(showRng, shopGoods.get(shop.id) ?? [], sales);
    lives.push({
      id: dayNo * 10_000 + siteIndex * 1_000 + 500 + i,
      shopId: shop.id,
      startAt,
      minutes,
      viewers,
      sales,
      // What its products sold, when the crawler saw them; else the category's typical price.
      gmv: goods.length ? Math.round(goods.reduce((sum, g) => sum + g.gmv, 0) * 100) / 100 : Math.round(sales * unit * 100) / 100,
      viewerCurve: viewerCurve(showRng, viewers, minutes),
      goods,
    });
  }

  return { feed: { market: simulateMarket(seed, site, day), shops, brands, products: productRows, keywords, lives, slots }, truth };
}

