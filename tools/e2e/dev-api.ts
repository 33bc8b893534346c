// The reference server's development endpoints (local mode), as the login tests use them.
import { expect, type APIRequestContext } from '@playwright/test';

/** Demo accounts (apps/api-server/src/db/seed/demo-accounts.ts): phone 139000000NN has user id 10000NN. */
export const DEMO_PASSWORD = 'demo1234';
export function demoPhone(n: number): string {
  return `139000000${String(n).padStart(2, '0')}`;
}
export function demoUserId(n: number): number {
  return 1_000_000 + n;
}

/** A phone number nobody has registered: unique per test run and worker. */
export function freshPhone(): string {
  const tail = `${Date.now() % 1e7}${Math.floor(Math.random() * 10)}`.padStart(8, '0').slice(-8);
  return `137${tail}`;
}

/** The newest SMS code sent to `mobile`, read from the dev outbox (waits for it to arrive). */
export async function readSmsCode(request: APIRequestContext, mobile: string, notBefore?: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/api/__dev/sms?mobile=${encodeURIComponent(mobile)}`);
      if (!response.ok()) return '';
      const body = (await response.json()) as { payload?: { code?: string } };
      code = body.payload?.code ?? '';
      return code !== '' && code !== notBefore ? code : '';
    }, { message: `an SMS code for ${mobile}` })
    .not.toBe('');
  return code;
}

/**
 * Forgets the sends to `mobile` that the server's 60 s resend cooldown and hourly limit count: a
 * retry or a repeat of a test on a fixed demo phone may ask for a code again at once.
 */
export async function forgetSmsSends(request: APIRequestContext, mobile: string): Promise<void> {
  const response = await request.delete(`/api/__dev/sms?mobile=${encodeURIComponent(mobile)}`);
  expect(response.ok(), await response.text()).toBe(true);
}

/** Scans a QR scene as a seeded user, or as an unknown messaging-app user. */
export async function scanQr(request: APIRequestContext, sceneId: string, who: { userId: number } | 'unknown'): Promise<void> {
  const data = who === 'unknown' ? { sceneId, unknown: true } : { sceneId, userId: who.userId };
  const response = await request.post('/api/__dev/qr/scan', { data });
  expect(response.ok(), await response.text()).toBe(true);
}
