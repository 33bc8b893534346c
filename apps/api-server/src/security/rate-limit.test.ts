import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../db/database';
import { RATE_LIMIT_LONGEST_WINDOW_SECONDS, takeRateLimit } from './rate-limit';
import { openTestDatabase, simulatedClock } from './test-database';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
}, 60_000);
afterAll(() => database.close());

describe('takeRateLimit', () => {
  it('counts an amount against a limit and refuses past it, with the seconds left in the window', async () => {
    const clock = simulatedClock('2026-07-01T00:00:00.000Z');
    const take = (amount: number) => takeRateLimit({ db: database.db, now: clock.now, key: 'bytes:a', limit: 100, windowSeconds: 86_400, amount });
    expect(await take(60)).toEqual({ ok: true });
    expect(await take(40)).toEqual({ ok: true });
    clock.advance(3600);
    expect(await take(1)).toEqual({ ok: false, retryAfterSeconds: 23 * 3600 });
  });

  // Every key shares the table: the first request of a minute's window once deleted every row older
  // than a minute, so a day's count (an address's upload bytes) started over each minute.
  it("keeps a day's count when a one-minute limit forgets its old windows", async () => {
    const clock = simulatedClock('2026-07-02T00:00:00.000Z');
    const day = () => takeRateLimit({ db: database.db, now: clock.now, key: 'day:b', limit: 2, windowSeconds: RATE_LIMIT_LONGEST_WINDOW_SECONDS });
    expect(await day()).toEqual({ ok: true });
    expect(await day()).toEqual({ ok: true });
    clock.advance(3 * 3600);
    expect(await takeRateLimit({ db: database.db, now: clock.now, key: 'minute:b', limit: 5, windowSeconds: 60 })).toEqual({ ok: true });
    expect((await day()).ok).toBe(false);
  });

  it('refuses a window longer than the rows are kept', async () => {
    await expect(takeRateLimit({ db: database.db, now: () => new Date(), key: 'x', limit: 1, windowSeconds: RATE_LIMIT_LONGEST_WINDOW_SECONDS + 1 })).rejects.toThrow(/window/);
  });
});
