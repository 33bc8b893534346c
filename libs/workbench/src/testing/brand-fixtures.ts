// Brand rows and breakdowns for the brand blocks' stories and tests (issue 29 item 3): made up, in the contract's shapes.
import { CATEGORY_IDS } from '@sealens/domain';
import type { BrandRow } from '../brand/brand-columns';
import { nth } from '../shared/nth';
import type { BrandSite } from '../brand/brand-breakdowns';
import type { CategoryShare } from '../shared/types';

const trend = (seed: number) => Array.from({ length: 30 }, (_, i) => ((seed * 7 + i * 13) % 17) + 3);

export const BRANDS_ALL_SITES: BrandRow[] = Array.from({ length: 12 }, (_, i) => ({
  rank: i + 1,
  rankChange: i % 3 === 0 ? null : 2 - (i % 5),
  id: String(4100 + i),
  name: `Brand ${String.fromCharCode(65 + i)}`,
  logo: '',
  site: 'ALL' as const,
  currency: 'USD',
  units: 9000 - i * 600,
  gmv: 120_000 - i * 8000,
  gmvUsd: 120_000 - i * 8000,
  growth: i === 4 ? null : 40 - i * 7.5,
  trend: trend(i),
  shops: 60 - i * 4,
  products: 240 - i * 15,
  topCategoryId: i === 11 ? null : nth(CATEGORY_IDS, i % 3),
  topCategoryShare: i === 11 ? null : 62.5 - i,
}));

export const THAI_BRAND: BrandRow = { ...BRANDS_ALL_SITES[0], site: 'TH', currency: 'THB', gmv: 1_450_000, gmvUsd: 40_277.78 } as BrandRow;

export const BRAND_SITES: BrandSite[] = [
  { site: 'TH', currency: 'THB', units: 4100, gmv: 1_450_000, gmvUsd: 40_277.78, share: 45.2 },
  { site: 'VN', currency: 'VND', units: 3000, gmv: 820_000_000, gmvUsd: 32_800, share: 36.8 },
  { site: 'MY', currency: 'MYR', units: 1900, gmv: 73_000, gmvUsd: 15_533.1, share: 18 },
];

export const BRAND_CATEGORIES: CategoryShare[] = [
  { categoryId: nth(CATEGORY_IDS, 0), units: 5200, gmv: 72_000, share: 60, marketShare: 12.4 },
  { categoryId: nth(CATEGORY_IDS, 1), units: 2400, gmv: 36_000, share: 30, marketShare: 3.1 },
  { categoryId: nth(CATEGORY_IDS, 2), units: 1400, gmv: 12_000, share: 10, marketShare: null },
];
