// The real-time category ranking's fixtures (issue 29 item 6) for its stories and tests: one Thai
// answer, most units first, its last category without a top product or a day before.
import type { Realtime } from '../realtime/realtime-blocks';
import { FIXTURE_DAY, THAI_ROWS } from './fixtures';

const picture = (i: number) => THAI_ROWS[i]?.image ?? '';

export const REALTIME_ANSWER: Realtime = {
  day: FIXTURE_DAY,
  dayBefore: '2026-11-25',
  importedAt: `${FIXTURE_DAY}T20:05:00.000Z`,
  site: 'TH',
  currency: 'THB',
  source: 'market',
  figureKinds: { units: 'estimated', gmv: 'estimated' },
  rows: [
    { categoryId: 99991, units: 12_345, gmv: 456_789.5, productsSold: 321, unitsBefore: 9_996, change: 23.5, top: { id: '7001', title: 'Clear phone case, shock-proof', image: picture(0), site: 'TH', units: 410 } },
    { categoryId: 99998, units: 8_800, gmv: 990_100, productsSold: 210, unitsBefore: 9_100, change: -3.3, top: { id: '7002', title: 'Lip tint, velvet', image: picture(1), site: 'TH', units: 233 } },
    { categoryId: 99993, units: 40, gmv: 1_200, productsSold: 3, unitsBefore: null, change: null, top: null },
  ],
};
