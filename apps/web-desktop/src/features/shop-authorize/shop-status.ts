// An authorisation's state for the seller: active, expiring soon (within SHOP_EXPIRING_SOON_DAYS) or
// expired. The server's times are China time, "YYYY-MM-DD HH:mm:ss".
import { SHOP_EXPIRING_SOON_DAYS } from '@sealens/domain';

export type ShopStatus = 'active' | 'expiringSoon' | 'expired';

export function chinaTime(text: string): Date {
  return new Date(`${text.replace(' ', 'T')}+08:00`);
}

export function shopStatus(expiresAt: string, now: Date): ShopStatus {
  const left = chinaTime(expiresAt).getTime() - now.getTime();
  if (left <= 0) return 'expired';
  return left <= SHOP_EXPIRING_SOON_DAYS * 86_400_000 ? 'expiringSoon' : 'active';
}
