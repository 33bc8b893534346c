import { SHOP_EXPIRING_SOON_DAYS } from '@sealens/domain';
import { describe, expect, it } from 'vitest';
import { chinaTime, shopStatus } from './shop-status';

describe('shopStatus', () => {
  const now = new Date('2026-07-01T04:00:00Z'); // 12:00 in China

  it(`is expiring soon within ${SHOP_EXPIRING_SOON_DAYS} days, expired at the end`, () => {
    expect(SHOP_EXPIRING_SOON_DAYS).toBe(30);
    expect(shopStatus('2026-07-31 12:00:01', now)).toBe('active');
    expect(shopStatus('2026-07-31 12:00:00', now)).toBe('expiringSoon');
    expect(shopStatus('2026-07-01 12:00:01', now)).toBe('expiringSoon');
    expect(shopStatus('2026-07-01 12:00:00', now)).toBe('expired');
  });

  it('reads the server times as China time', () => {
    expect(chinaTime('2026-07-01 12:00:00').toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });
});
