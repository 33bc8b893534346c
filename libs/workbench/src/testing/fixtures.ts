// Deterministic fixtures for the stories and tests: realistic product rows, an item's history, a
// contrast and saved views. The same seed always gives the same data (stories are test fixtures).
import { CATEGORY_IDS, SITE_CODES, SITE_CURRENCIES, SHOP_TYPES, type SiteCode } from '@sealens/domain';
import type { CategoryShare, ContrastItem, HistoryPoint, ItemRef, PeriodFigures, PriceBand, ProductRow, SavedView, ShopContrastItem, ShopHistoryPoint, ShopRow } from '../shared/types';
import { nth } from '../shared/nth';

/** The data day every fixture describes. */
export const FIXTURE_DAY = '2026-11-26';

function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rough US dollars per unit of each site's currency (fixtures only). */
const USD_PER: Readonly<Record<SiteCode, number>> = {
  BR: 0.19, ID: 0.000063, MY: 0.22, MX: 0.055, PH: 0.017, SG: 0.74, TW: 0.031, TH: 0.028, VN: 0.00004,
};
/** A typical price in each currency (fixtures only). */
const PRICE_BASE: Readonly<Record<SiteCode, number>> = {
  BR: 60, ID: 150_000, MY: 45, MX: 250, PH: 600, SG: 15, TW: 350, TH: 300, VN: 250_000,
};
const NOUNS = ['Phone case', 'Water bottle', 'Face serum', 'Running shoes', 'Desk lamp', 'Baby wipes', 'Yoga mat', 'Rice cooker', 'Hair clip', 'Car charger', 'Bed sheet set', 'Snack box'];
const ADJECTIVES = ['Premium', 'Compact', 'Waterproof', 'Organic', 'Foldable', 'Wireless', 'Soft', 'Portable'];

/** A small coloured square (no network in stories and tests). */
function picture(i: number): string {
  const hue = (i * 47) % 360;
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="80" height="80"><rect width="80" height="80" fill="hsl(${hue} 60% 70%)"/></svg>`)}`;
}

function day(offset: number): string {
  const d = new Date(Date.UTC(2026, 10, 26) - offset * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** `count` product rows ranked by units, as one site's list (or all sites' when `site` is absent). */
export function productRows(count: number, { site, seed = 26 }: { site?: SiteCode; seed?: number } = {}): ProductRow[] {
  const rnd = random(seed);
  const rows: ProductRow[] = [];
  let units = 60_000;
  for (let i = 0; i < count; i++) {
    const rowSite = site ?? nth(SITE_CODES, Math.floor(rnd() * SITE_CODES.length));
    const price = Math.round(PRICE_BASE[rowSite] * (0.3 + rnd() * 2) * 100) / 100;
    units = Math.max(1, Math.round(units * (0.97 + rnd() * 0.025)));
    const gmv = Math.round(units * price * 100) / 100;
    const categoryId = nth(CATEGORY_IDS, Math.floor(rnd() * CATEGORY_IDS.length));
    const noun = nth(NOUNS, Math.floor(rnd() * NOUNS.length));
    const trendBase = units / 30;
    const change = Math.floor(rnd() * 10);
    rows.push({
      rank: i + 1,
      rankChange: change === 0 ? null : change < 4 ? -Math.ceil(rnd() * 20) : change < 9 ? Math.ceil(rnd() * 20) : 0,
      id: String(1_000_000_000 + i * 7919),
      title: `${ADJECTIVES[Math.floor(rnd() * ADJECTIVES.length)]} ${noun.toLowerCase()} ${i % 3 === 0 ? 'with gift box, 2026 edition, free shipping' : 'for daily use'}`,
      image: picture(i),
      link: `https://shopee.invalid/product/${rowSite.toLowerCase()}/${1_000_000_000 + i * 7919}`,
      site: rowSite,
      currency: SITE_CURRENCIES[rowSite],
      price,
      units,
      gmv,
      gmvUsd: Math.round(gmv * USD_PER[rowSite] * 100) / 100,
      growth: rnd() < 0.08 ? null : Math.round((rnd() * 180 - 40) * 10) / 10,
      trend: Array.from({ length: 30 }, (_, d) => Math.max(0, Math.round(trendBase * (0.6 + rnd() * 0.8 + d / 60)))),
      rating: Math.round((3.6 + rnd() * 1.4) * 10) / 10,
      reviews: Math.floor(rnd() * 40_000),
      likes: Math.floor(rnd() * 90_000),
      shop: { id: String(5_000 + (i % 97)), name: `${noun} Store ${i % 97}`, type: nth(SHOP_TYPES, i % 3) },
      categoryId,
      subCategoryId: categoryId * 100 + 1 + (i % 5),
      ...(i % 4 === 0 ? { brand: { id: 100 + (i % 13), name: `Brand ${100 + (i % 13)}` } } : {}),
      listedAt: day(5 + Math.floor(rnd() * 700)),
    });
  }
  return rows;
}

/** 2,000 rows of all sites: the deepest list a plan below professional reads. */
export const MANY_ROWS: ProductRow[] = productRows(2_000);
/** One site's first page. */
export const THAI_ROWS: ProductRow[] = productRows(50, { site: 'TH', seed: 7 });

/** An item's daily history of `days` days ending on the fixture day, oldest first. */
export function historyPoints(days: number, { seed = 3, price = 299 } = {}): HistoryPoint[] {
  const rnd = random(seed);
  let units = 400;
  let rank = 40;
  return Array.from({ length: days }, (_, i) => {
    units = Math.max(0, Math.round(units * (0.92 + rnd() * 0.18)));
    rank = Math.max(1, Math.round(rank + (rnd() - 0.55) * 6));
    const p = Math.round(price * (0.9 + rnd() * 0.2) * 100) / 100;
    return { date: day(days - 1 - i), units, gmv: Math.round(units * p * 100) / 100, price: p, categoryRank: i % 17 === 5 ? null : rank };
  });
}

/** An item's figures for 1, 7, 30, 90 and 180 days. */
export function periodFigures(row: Pick<ProductRow, 'units' | 'gmv' | 'gmvUsd'>): PeriodFigures[] {
  return [1, 7, 30, 90, 180].map((days, i) => {
    const units = Math.round((row.units / 7) * days * (1 - i * 0.04));
    const perUnit = row.gmv / Math.max(row.units, 1);
    const gmv = Math.round(units * perUnit * 100) / 100;
    return { days, from: day(days - 1), to: FIXTURE_DAY, units, gmv, gmvUsd: Math.round(gmv * (row.gmvUsd / Math.max(row.gmv, 1)) * 100) / 100, growth: i === 4 ? null : Math.round((12.5 - i * 7.3) * 10) / 10 };
  });
}

/** A contrast of the first `count` Thai rows over `days` days. */
export function contrastItems(count: number, days = 30): ContrastItem[] {
  return THAI_ROWS.slice(0, count).map((item, i) => ({
    item,
    figures: nth(periodFigures(item), 2),
    points: historyPoints(days, { seed: 11 + i, price: item.price }),
  }));
}

// Thai rows: Shopee's TH site, an item reference's site.
export const ITEM_REFS: ItemRef[] = THAI_ROWS.slice(0, 6).map(({ id, title, image }) => ({ id, title, image, site: 'TH' as const }));

export const SAVED_VIEWS: SavedView[] = [
  { id: 1, page: 'hot-sales-product', name: 'Thai beauty, 30 days', query: 'site=TH&cat=99998&period=30', createdAt: '2026-11-20 09:12:00' },
  { id: 2, page: 'hot-sales-product', name: 'Cheap phone cases', query: 'cat=99991&priceMax=10&sort=units', createdAt: '2026-11-22 18:40:00' },
  { id: 3, page: 'soaring-product', name: 'Soaring in Vietnam', query: 'order=soaring&site=VN', createdAt: '2026-11-25 07:03:00' },
];

/** `count` shop rows ranked by units (issue 29 item 1), one site's list or all sites'. */
export function shopRows(count: number, { site, seed = 29 }: { site?: SiteCode; seed?: number } = {}): ShopRow[] {
  const rnd = random(seed);
  let units = 120_000;
  return Array.from({ length: count }, (_, i) => {
    const rowSite = site ?? nth(SITE_CODES, Math.floor(rnd() * SITE_CODES.length));
    units = Math.max(1, Math.round(units * (0.95 + rnd() * 0.04)));
    const gmv = Math.round(units * PRICE_BASE[rowSite] * (0.5 + rnd()) * 100) / 100;
    const noun = nth(NOUNS, Math.floor(rnd() * NOUNS.length));
    const id = String(300_000_000 + i * 131);
    return {
      rank: i + 1,
      rankChange: i % 7 === 3 ? null : Math.round(rnd() * 10) - 5,
      id,
      name: `${noun} ${i % 2 === 0 ? 'Official Store' : 'House'} ${i + 1}`,
      logo: picture(i + 3),
      link: `https://shopee.invalid/shop/${id}`,
      site: rowSite,
      currency: SITE_CURRENCIES[rowSite],
      type: nth(SHOP_TYPES, i % 3),
      categoryId: nth(CATEGORY_IDS, Math.floor(rnd() * CATEGORY_IDS.length)),
      units,
      gmv,
      gmvUsd: Math.round(gmv * USD_PER[rowSite] * 100) / 100,
      growth: rnd() < 0.1 ? null : Math.round((rnd() * 120 - 30) * 10) / 10,
      trend: Array.from({ length: 30 }, () => Math.round((units / 30) * (0.7 + rnd() * 0.6))),
      products: 5 + Math.floor(rnd() * 300),
      newShare: i % 9 === 4 ? null : Math.round(rnd() * 600) / 10,
      rating: Math.round((4.3 + rnd() * 0.7) * 10) / 10,
      followers: Math.floor(rnd() * 200_000),
      openedAt: day(40 + Math.floor(rnd() * 2000)),
      ...(i % 11 === 5 ? { firstSaleAt: day(12) } : {}),
    };
  });
}

export const THAI_SHOPS: ShopRow[] = shopRows(50, { site: 'TH', seed: 9 });

/** A shop's daily history of `days` days ending on the fixture day, oldest first. */
export function shopHistoryPoints(days: number, { seed = 5 } = {}): ShopHistoryPoint[] {
  const rnd = random(seed);
  let units = 3_000;
  return Array.from({ length: days }, (_, i) => {
    units = Math.max(0, Math.round(units * (0.93 + rnd() * 0.15)));
    return { date: day(days - 1 - i), units, gmv: Math.round(units * 310 * (0.9 + rnd() * 0.2) * 100) / 100, productsSold: Math.round(20 + rnd() * 40) };
  });
}

export function shopContrastItems(count: number, days = 30): ShopContrastItem[] {
  return THAI_SHOPS.slice(0, count).map((item, i) => ({ item, figures: nth(periodFigures(item), 2), points: shopHistoryPoints(days, { seed: 21 + i }) }));
}

/** A shop's category mix: shares summing to 100. */
export const CATEGORY_SHARES: CategoryShare[] = [
  { categoryId: nth(CATEGORY_IDS, 0), units: 5_200, gmv: 1_560_000, share: 62.4 },
  { categoryId: nth(CATEGORY_IDS, 3), units: 2_100, gmv: 690_000, share: 27.6 },
  { categoryId: nth(CATEGORY_IDS, 7), units: 900, gmv: 250_000, share: 10 },
];

/** A shop's price bands (THB). */
export const PRICE_BANDS: PriceBand[] = [
  { from: 0, to: 200, products: 14, units: 3_100, gmv: 410_000 },
  { from: 200, to: 400, products: 22, units: 4_000, gmv: 1_180_000 },
  { from: 400, to: 600, products: 6, units: 900, gmv: 430_000 },
  { from: 800, to: 1000, products: 2, units: 200, gmv: 180_000 },
];
