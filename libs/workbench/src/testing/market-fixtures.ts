// Market fixtures (issue 30 items 2 and 5) for the stories and tests: a 9 x 12 market matrix whose
// cells sum to its totals, and a site's dashboard whose breakdowns sum to its totals.
import { CATEGORY_IDS, SITE_CODES } from '@sealens/domain';
import type { WorkbenchComponents } from '@sealens/api';
import { FIXTURE_DAY } from './fixtures';

type Schemas = WorkbenchComponents['schemas'];

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The matrix of the 7 days ending on the fixture day; Singapore sells no virtual goods (a cell without sales). */
export function marketMatrix(): Schemas['MarketMatrix'] {
  const cells: Schemas['MarketCell'][] = [];
  SITE_CODES.forEach((site, r) => {
    CATEGORY_IDS.forEach((categoryId, c) => {
      const empty = site === 'SG' && categoryId === 99993;
      const units = empty ? 0 : 200 + ((r * 131 + c * 71) % 900) * (r + 1);
      const gmvUsd = empty ? 0 : round2(units * (3 + ((r + c) % 7)));
      cells.push({
        site,
        categoryId,
        units,
        gmvUsd,
        growth: empty ? null : ((r * 13 + c * 7) % 60) - 20,
        products: empty ? 0 : 40 + ((r * 17 + c * 5) % 300),
        shops: empty ? 0 : 10 + ((r * 7 + c * 3) % 90),
        avgPrice: empty ? null : round2(gmvUsd / units),
        top10Share: empty ? null : 10 + ((r * 11 + c * 13) % 70),
        newShare: empty ? null : (r * 3 + c) % 25,
      });
    });
  });
  const totalOf = (list: Schemas['MarketCell'][], key: string) => ({ key, units: list.reduce((t, x) => t + x.units, 0), gmvUsd: round2(list.reduce((t, x) => t + x.gmvUsd, 0)) });
  return {
    day: FIXTURE_DAY,
    period: { key: '7', from: '2026-11-20', to: FIXTURE_DAY, days: 7 },
    breakdown: 'market',
    currency: 'USD',
    sites: [...SITE_CODES],
    categories: [...CATEGORY_IDS],
    structureDays: 30,
    cells,
    siteTotals: SITE_CODES.map((site) => totalOf(cells.filter((x) => x.site === site), site)),
    categoryTotals: CATEGORY_IDS.map((id) => totalOf(cells.filter((x) => x.categoryId === id), String(id))),
    total: totalOf(cells, 'ALL'),
    // As GET /analysis?breakdown=market names them: every measure is made from the estimates.
    figureKinds: { units: 'estimated', gmv: 'estimated', growth: 'estimated', products: 'estimated', shops: 'estimated', avgPrice: 'estimated', top10Share: 'estimated', newShare: 'estimated', price: 'measured' },
  };
}

const part = (key: string, units: number, gmv: number, products: number, shops: number, total: number, growth: number | null): Schemas['ScopePart'] => ({
  key,
  units,
  gmv,
  products,
  shops,
  share: round2((gmv / total) * 100),
  growth,
});

/** Thailand's dashboard over 30 days: three categories, three price bands, three shop types, each summing to the totals. */
export function thaiDashboard(): Schemas['ScopeAnalysis'] {
  const total = { units: 6_000, gmv: 1_200_000, products: 300, shops: 60 };
  return {
    day: FIXTURE_DAY,
    period: { key: '30', from: '2026-10-28', to: FIXTURE_DAY, days: 30 },
    breakdown: 'scope',
    site: 'TH',
    currency: 'THB',
    total,
    growth: 12.5,
    trend: Array.from({ length: 30 }, (_, i) => ({ date: `2026-${i < 4 ? '10' : '11'}-${String(i < 4 ? 28 + i : i - 3).padStart(2, '0')}`, units: 150 + ((i * 37) % 90) })),
    categories: [
      part('99997', 3_000, 600_000, 150, 30, total.gmv, 20),
      part('99991', 2_000, 450_000, 100, 20, total.gmv, -5),
      part('99998', 1_000, 150_000, 50, 10, total.gmv, null),
    ],
    edges: [100, 500],
    priceBands: [
      { ...part('0', 2_500, 150_000, 120, 40, total.gmv, 3), from: 0, to: 100 },
      { ...part('1', 2_500, 550_000, 130, 35, total.gmv, 8), from: 100, to: 500 },
      { ...part('2', 1_000, 500_000, 50, 12, total.gmv, 30), from: 500, to: null },
    ],
    shopTypes: [
      part('local', 3_500, 700_000, 180, 40, total.gmv, 10),
      part('mall', 1_500, 350_000, 70, 8, total.gmv, 15),
      part('cross-border', 1_000, 150_000, 50, 12, total.gmv, 12),
    ],
    concentration: { top10Products: 34.5, top10Shops: 61.2 },
    newcomers: { days: 30, products: 40, productShare: 8.25, shops: 3, shopShare: 1.5 },
    figureKinds: { units: 'estimated', gmv: 'estimated', price: 'measured' },
  };
}
