// Event marketing's figures for its blocks' stories and tests (issue 32 item 2): Thailand's 10.10
// and 11.11 with their 7 days' means, 11.11's categories and gainers, a month's slots by hour and
// discount band, and the probe of a day's slots over all sites (one without a normal price).
import type { WorkbenchComponents } from '@sealens/api';

type Schemas = WorkbenchComponents['schemas'];

export const CAMPAIGN_DAYS: Schemas['CampaignDay'][] = [
  { day: '2026-10-10', units: 32_000, gmv: 960_000, baselineUnits: 10_000, baselineGmv: 300_000, unitsUplift: 220, gmvUplift: 220 },
  { day: '2026-11-11', units: 50_000, gmv: 1_500_000, baselineUnits: 12_500, baselineGmv: 375_000, unitsUplift: 300, gmvUplift: 300 },
];

export const CAMPAIGN_CATEGORIES: Schemas['CampaignCategory'][] = [
  { categoryId: 99991, units: 30_000, gmv: 900_000, baselineUnits: 7_500, baselineGmv: 225_000, unitsUplift: 300, gmvUplift: 300 },
  { categoryId: 99992, units: 20_000, gmv: 600_000, baselineUnits: 5_000, baselineGmv: 150_000, unitsUplift: 300, gmvUplift: 300 },
];

export const CAMPAIGN_GAINERS: Schemas['CampaignProduct'][] = [
  { rank: 1, goodsId: '20000000007', site: 'TH', title: 'Lip tint 3 colours', image: '/demo/product/1.png', shopId: '300000001', shopName: 'Bangkok Beauty', categoryId: 99991, units: 900, baselineUnits: 100, gainedUnits: 800, unitsUplift: 800, gmv: 269_100 },
  { rank: 2, goodsId: '20000000008', site: 'TH', title: 'Rice cooker 1.8 L', image: '/demo/product/2.png', shopId: '300000002', shopName: 'Siam Home', categoryId: 99992, units: 300, baselineUnits: 42.9, gainedUnits: 257.1, unitsUplift: 599.3, gmv: 357_000 },
];

export const CAMPAIGN_SLOT_HOURS: Schemas['CampaignSlotHour'][] = [
  { kind: 'flash-sale', hour: 0, slots: 40, units: 1_200, slotPrice: 199, normalPrice: 289, discount: 31.1 },
  { kind: 'flash-sale', hour: 12, slots: 25, units: 640, slotPrice: 249, normalPrice: 329, discount: 24.3 },
  { kind: 'campaign', hour: 0, slots: 10, units: 150, slotPrice: 420, normalPrice: null, discount: null },
];

export const CAMPAIGN_DISCOUNT_BANDS: Schemas['CampaignDiscountBand'][] = [
  { kind: 'flash-sale', from: 20, to: 30, slots: 30, units: 700 },
  { kind: 'flash-sale', from: 30, to: 40, slots: 25, units: 900 },
  { kind: 'flash-sale', from: 60, to: null, slots: 10, units: 240 },
  { kind: 'campaign', from: 0, to: 10, slots: 10, units: 150 },
];

export const CAMPAIGN_PROBE: Schemas['CampaignProbeRow'][] = [
  { rank: 1, slotId: '9001', goodsId: '20000000008', site: 'TH', title: 'Rice cooker 1.8 L', image: '', shopId: '300000002', shopName: 'Siam Home', categoryId: 99992, kind: 'flash-sale', startAt: '2026-11-11T04:00:00.000Z', endAt: '2026-11-11T07:00:00.000Z', slotPrice: 700, normalPrice: 1_000, slotPriceUsd: 20, normalPriceUsd: 28.57, discount: 30, units: 120 },
  { rank: 2, slotId: '9002', goodsId: '21000000042', site: 'VN', title: 'Desk fan', image: '', shopId: '310000008', shopName: 'Home VN', categoryId: 99992, kind: 'campaign', startAt: '2026-11-10T16:00:00.000Z', endAt: '2026-11-11T15:59:59.000Z', slotPrice: 500_000, normalPrice: null, slotPriceUsd: 19.69, normalPriceUsd: null, discount: null, units: 3 },
];
