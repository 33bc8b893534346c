// Fixtures of the calculator's stories and component tests: the MY and ID schedules as seeded
// (apps/api-server/src/db/seed/pricing-schedules.ts, effective 2026-01-01) and round rates.
import type { DayRates, SavedCalculation } from '../api/pricing-api';
import type { FeeSchedule } from '../core/schedule';
import { scheduleFixture } from './schedule-fixture';

const ALL = ['crossBorder', 'local', 'mall'] as const;

export const MY_SCHEDULE: FeeSchedule = scheduleFixture('MY', 'MYR', {
  sourceTitle: 'Shopee Seller Education Hub: fees and charges',
  sourceUrl: 'https://seller.shopee.com.my/edu/',
  commissions: [
    { sellerType: 'crossBorder', categoryId: null, rateBp: 800 },
    { sellerType: 'local', categoryId: null, rateBp: 700 },
    { sellerType: 'mall', categoryId: null, rateBp: 1000 },
  ],
  transactionFeeBp: 300,
  programmes: [
    { code: 'coinsCashback', rateBp: 300, capMinor: 2000 },
    { code: 'freeShipping', rateBp: 600, capMinor: 1500 },
  ],
  shippingBands: [
    { upToGrams: 100, feeMinor: 300 },
    { upToGrams: 500, feeMinor: 550 },
    { upToGrams: 1000, feeMinor: 850 },
    { upToGrams: 2000, feeMinor: 1450 },
  ],
  extraStepGrams: 500,
  extraStepFeeMinor: 300,
  volumetricDivisor: 6000,
  taxes: [{ code: 'sstOnFees', rateBp: 800, base: 'fees', sellerTypes: [...ALL] }],
});

export const ID_SCHEDULE: FeeSchedule = scheduleFixture('ID', 'IDR', {
  sourceTitle: 'Pusat Edukasi Penjual Shopee: biaya administrasi dan biaya layanan',
  sourceUrl: 'https://seller.shopee.co.id/edu/',
  commissions: [{ sellerType: 'crossBorder', categoryId: null, rateBp: 800 }],
  transactionFeeBp: 200,
  programmes: [{ code: 'freeShipping', rateBp: 400, capMinor: 40000 }],
  shippingBands: [{ upToGrams: 500, feeMinor: 16000 }],
  volumetricDivisor: 6000,
  taxes: [{ code: 'vatOnFees', rateBp: 1100, base: 'fees', sellerTypes: [...ALL] }],
});

export const DEMO_RATES: DayRates = {
  day: '2026-06-30',
  rates: [
    { currency: 'MYR', perCny: '0.6', source: 'simulated' },
    { currency: 'IDR', perCny: '2300', source: 'simulated' },
  ],
};

export const DEMO_SAVED: SavedCalculation[] = [
  { id: '2', name: 'Lamp ID', site: 'ID', scheduleId: 'ID-2026-01-01', rateDay: '2026-06-30', query: 'site=ID&cost=20&w=400', createTime: '2026-07-01 10:00:00' },
  { id: '1', name: 'Lamp MY', site: 'MY', scheduleId: 'MY-2026-01-01', rateDay: '2026-06-30', query: 'site=MY&cost=20&w=400', createTime: '2026-07-01 09:00:00' },
];
