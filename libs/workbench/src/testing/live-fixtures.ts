// A live analysis answer for the live blocks' tests and stories (issue 32): Thailand's 7 days, its
// breakdowns summing to the totals, and one list of each kind.
import type { WorkbenchComponents } from '@sealens/api';
import { FIXTURE_DAY } from './fixtures';

type Schemas = WorkbenchComponents['schemas'];
type LiveList = Schemas['LiveAnalysis']['list'];

const ROWS: Record<LiveList, Schemas['LiveRow'][]> = {
  sessions: [
    { rank: 1, liveId: '205911500', site: 'TH', day: FIXTURE_DAY, startAt: '2026-11-26T12:00:00.000Z', minutes: 60, shopId: '300000001', shopName: 'Bangkok Beauty', categoryId: 99991, viewers: 4_000, peakViewers: 1_020, viewerCurve: [300, 800, 1_020, 700, 450], units: 120, gmv: 35_880, products: 3 },
    { rank: 2, liveId: '205911501', site: 'TH', day: FIXTURE_DAY, startAt: '2026-11-26T14:15:00.000Z', minutes: 30, shopId: '300000002', shopName: 'Siam Home', categoryId: 99992, viewers: 900, peakViewers: null, viewerCurve: [], units: 20, gmv: 4_120, products: 1 },
  ],
  product: [
    { rank: 1, goodsId: '20000000007', site: 'TH', title: 'Lip tint 3 colours', image: '/demo/product/1.png', shopId: '300000001', shopName: 'Bangkok Beauty', brandId: '12', brandName: 'Rosy', categoryId: 99991, sessions: 4, units: 90, gmv: 26_910 },
  ],
  shop: [{ rank: 1, shopId: '300000001', site: 'TH', shopName: 'Bangkok Beauty', categoryId: 99991, sessions: 5, viewers: 7_000, units: 150, gmv: 40_000 }],
  brand: [{ rank: 1, brandId: '12', site: 'TH', brandName: 'Rosy', sessions: 4, shops: 2, products: 3, units: 95, gmv: 28_000 }],
};

export function thaiLive(list: LiveList = 'sessions'): Schemas['LiveAnalysis'] {
  const figures = (sessions: number, viewers: number, units: number, gmv: number) => ({ sessions, viewers, units, gmv });
  return {
    day: FIXTURE_DAY,
    period: { key: '7', from: '2026-11-20', to: FIXTURE_DAY, days: 7 },
    site: 'TH',
    currency: 'THB',
    total: { ...figures(10, 12_000, 300, 90_000), shops: 6, avgMinutes: 75.5 },
    previous: figures(8, 10_000, 240, 60_000),
    series: Array.from({ length: 30 }, (_, i) => ({ day: `2026-${i < 4 ? '10' : '11'}-${String(i < 4 ? 28 + i : i - 3).padStart(2, '0')}`, ...figures(i % 3, 1_000 * (i % 3), 30 * (i % 3), 9_000 * (i % 3)) })),
    hours: [
      { hour: 12, ...figures(6, 8_000, 200, 60_000) },
      { hour: 20, ...figures(4, 4_000, 100, 30_000) },
    ],
    sites: [],
    categories: [
      { categoryId: 99991, ...figures(7, 9_000, 240, 72_000) },
      { categoryId: 99992, ...figures(3, 3_000, 60, 18_000) },
    ],
    list,
    rows: ROWS[list],
    available: ROWS[list].length,
    figureKinds: { sessions: 'measured', viewers: 'measured', units: 'measured', gmv: 'measured' },
  };
}
