import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../db/database';
import { rateLimitCounts } from '../db/schema';
import { RATE_LIMIT_LONGEST_WINDOW_SECONDS, RATE_LIMIT_SWEEP_SECONDS, takeRateLimit } from './rate-limit';
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

  it('sweeps windows older than two of the longest at a new window, once a minute at most', async () => {
    const clock = simulatedClock('2026-07-10T00:00:00.000Z');
    const stale = async (key: string) =>
      database.db.insert(rateLimitCounts).values({ key, windowStart: new Date(clock.now().getTime() - 3 * RATE_LIMIT_LONGEST_WINDOW_SECONDS * 1000), count: 1 });
    const left = async (key: string) => (await database.db.select().from(rateLimitCounts)).filter((r) => r.key === key).length;
    const fresh = (key: string) => takeRateLimit({ db: database.db, now: clock.now, key, limit: 5, windowSeconds: 60 });
    await stale('stale:1');
    await fresh('sweep:a');
    expect(await left('stale:1')).toBe(0);
    // Another client's new window within the minute does not sweep again.
    await stale('stale:2');
    clock.advance(RATE_LIMIT_SWEEP_SECONDS - 1);
    await fresh('sweep:b');
    expect(await left('stale:2')).toBe(1);
    clock.advance(1);
    await fresh('sweep:c');
    expect(await left('stale:2')).toBe(0);
    expect(RATE_LIMIT_SWEEP_SECONDS).toBe(60);
  });

  it('refuses a window longer than the rows are kept', async () => {
    await expect(takeRateLimit({ db: database.db, now: () => new Date(), key: 'x', limit: 1, windowSeconds: RATE_LIMIT_LONGEST_WINDOW_SECONDS + 1 })).rejects.toThrow(/window/);
  });
});
