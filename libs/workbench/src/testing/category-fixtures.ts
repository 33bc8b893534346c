// Category fixtures (issue 29 items 4 and 5) for the stories and tests: a site's categories with the
// blue-ocean industry inputs, and a category's price analysis whose bands sum to its totals.
import { blueOceanIndustryIndex, CATEGORY_IDS } from '@sealens/domain';
import type { Analysis, AnalysisBand, CategoryContrastItem, CategoryRow } from '../shared/types';
import { FIXTURE_DAY, periodFigures, shopHistoryPoints, THAI_ROWS } from './fixtures';
import { nth } from '../shared/nth';

/** `count` Thai categories ranked by units (the twelve of spec §3 at most). */
export function categoryRows(count: number): CategoryRow[] {
  let units = 240_000;
  return CATEGORY_IDS.slice(0, count).map((categoryId, i) => {
    units = Math.round(units * 0.81);
    const shops = 120 + ((i * 37) % 200);
    const salesPerShop = Math.round((units / shops) * 100) / 100;
    const salesGrowth30 = i === 4 ? null : ((i * 17) % 50) - 10;
    const shopGrowth = i === 7 ? null : ((i * 11) % 30) - 5;
    return {
      rank: i + 1,
      rankChange: i === 3 ? null : (i % 5) - 2,
      id: String(categoryId),
      categoryId,
      parentId: null,
      site: 'TH',
      currency: 'THB',
      units,
      gmv: units * 310,
      gmvUsd: Math.round(units * 310 * 0.028 * 100) / 100,
      growth: salesGrowth30,
      trend: Array.from({ length: 30 }, (_, d) => Math.round((units / 30) * (0.85 + ((d * 5 + i) % 10) / 30))),
      products: 300 + ((i * 53) % 900),
      shops,
      shopGrowth,
      salesPerShop,
      top10Share: 20 + ((i * 7) % 40),
      newShare: i === 9 ? null : 3 + ((i * 5) % 20),
      salesGrowth30,
      blueOcean: blueOceanIndustryIndex({ salesGrowth: salesGrowth30, shopGrowth, salesPerShop }),
    };
  });
}

export const THAI_CATEGORIES: CategoryRow[] = categoryRows(12);

/** A contrast of the first `count` Thai categories over `days` days (their days are their products'). */
export function categoryContrastItems(count: number, days = 30): CategoryContrastItem[] {
  return THAI_CATEGORIES.slice(0, count).map((item, i) => ({ item, figures: nth(periodFigures(item), 2), points: shopHistoryPoints(days, { seed: 31 + i }) }));
}

/** The same categories over all sites, in US dollars. */
export function allSitesCategoryContrastItems(count: number, days = 30): CategoryContrastItem[] {
  return categoryContrastItems(count, days).map((c) => ({ ...c, item: { ...c.item, site: 'ALL', currency: 'USD', gmv: c.item.gmvUsd }, figures: { ...c.figures, gmv: c.figures.gmvUsd } }));
}

const band = (from: number, to: number | null, units: number, products: number, shops: number, total: number, top: number): AnalysisBand => ({
  from,
  to,
  units,
  gmv: units * (to ?? from * 2),
  products,
  shops,
  unitsPerProduct: products > 0 ? Math.round((units / products) * 100) / 100 : null,
  share: Math.round((units / total) * 10_000) / 100,
  top: THAI_ROWS.slice(top, top + 2),
});

const BAND_UNITS = [1_200, 5_400, 9_100, 3_300, 800];

/** Home living in Thailand over 30 days: five bands cut at readable prices, summing to the totals. */
export const PRICE_ANALYSIS: Analysis = (() => {
  const total = BAND_UNITS.reduce((t, u) => t + u, 0);
  const bands = [
    band(0, 50, BAND_UNITS[0] ?? 0, 40, 22, total, 0),
    band(50, 150, BAND_UNITS[1] ?? 0, 61, 30, total, 2),
    band(150, 250, BAND_UNITS[2] ?? 0, 38, 25, total, 4),
    band(250, 750, BAND_UNITS[3] ?? 0, 52, 31, total, 6),
    band(750, null, BAND_UNITS[4] ?? 0, 19, 12, total, 8),
  ];
  return {
    day: FIXTURE_DAY,
    period: { key: '30', from: '2026-10-28', to: FIXTURE_DAY, days: 30 },
    breakdown: 'priceBands',
    site: 'TH',
    categoryId: 99997,
    currency: 'THB',
    total: { units: total, gmv: bands.reduce((t, b) => t + b.gmv, 0), products: bands.reduce((t, b) => t + b.products, 0), shops: 88 },
    edges: [50, 150, 250, 750],
    edgesChosen: 'data',
    bands,
    figureKinds: { units: 'estimated', gmv: 'estimated' },
  };
})();
