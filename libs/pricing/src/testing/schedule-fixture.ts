// A fee schedule for tests, with the figures a test states (the rest empty). The worked examples
// restate the figures of the seeded schedules (apps/api-server/src/db/seed/pricing-schedules.ts).
import type { SiteCode } from '@sealens/domain';
import type { FeeSchedule } from '../core/schedule';

export function scheduleFixture(site: SiteCode, currency: string, parts: Partial<FeeSchedule>): FeeSchedule {
  return {
    id: `${site}-2026-01-01`,
    site,
    currency,
    effectiveFrom: '2026-01-01',
    sourceTitle: 'test',
    sourceUrl: 'https://example.com/',
    commissions: [],
    transactionFeeBp: 0,
    programmes: [],
    shippingBands: [],
    extraStepGrams: 500,
    extraStepFeeMinor: 0,
    volumetricDivisor: null,
    taxes: [],
    ...parts,
  };
}
