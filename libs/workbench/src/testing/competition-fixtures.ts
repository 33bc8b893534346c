// A shop and two rivals compared (GET /competition's shape): the competition blocks' stories and tests.
import type { Competition, SavedView } from '../shared/types';

export function competitionFixture(): Competition {
  return {
    day: '2026-11-26',
    days: 30,
    since: '2026-11-19',
    shops: [
      { id: '501', name: 'Home Goods TH', site: 'TH', currency: 'THB', units: 1200, gmv: 360000, gmvUsd: 10000, growth: 12.5, activeProducts: 40, avgPrice: 310, medianPrice: 290, minPrice: 59, maxPrice: 1290 },
      { id: '502', name: 'Kitchen Corner', site: 'TH', currency: 'THB', units: 800, gmv: 180000, gmvUsd: 5000, growth: -4, activeProducts: 25, avgPrice: 240, medianPrice: 199, minPrice: 39, maxPrice: 990 },
      { id: '503', name: 'Casa Store', site: 'TH', currency: 'THB', units: 300, gmv: 90000, gmvUsd: 2500, growth: null, activeProducts: 9, avgPrice: null, medianPrice: null, minPrice: null, maxPrice: null },
    ],
    categories: [
      { shopId: '501', categoryId: 99997, units: 900, gmv: 270000, share: 0.75 },
      { shopId: '501', categoryId: 99991, units: 300, gmv: 90000, share: 0.25 },
      { shopId: '502', categoryId: 99997, units: 800, gmv: 180000, share: 1 },
      { shopId: '503', categoryId: 99991, units: 300, gmv: 90000, share: 1 },
    ],
    words: [
      { keywordId: 11, keyword: 'storage box', site: 'TH', search30: 52000, places: [{ shopId: '501', place: 1 }, { shopId: '502', place: 4 }] },
      { keywordId: 12, keyword: 'lunch box', site: 'TH', search30: 18000, places: [{ shopId: '503', place: 2 }] },
    ],
    sharedWords: 1,
    newProducts: [{ id: '9001', shopId: '502', title: 'Bamboo spice rack', image: '', site: 'TH', currency: 'THB', price: 259, listedDay: '2026-11-22', units30: 14 }],
    priceChanges: [{ id: '9002', shopId: '503', title: 'Glass jar set', site: 'TH', currency: 'THB', priceBefore: 200, priceNow: 150, change: -25 }],
    figureKinds: { units: 'estimated', gmv: 'estimated', price: 'measured' },
  };
}

export const researchViews: SavedView[] = [
  { id: 7, page: 'competition/competitive-store', name: 'Kitchen rivals', query: 'ids=501,502,503&days=30', createdAt: '2026-11-20 10:00:00' },
];
