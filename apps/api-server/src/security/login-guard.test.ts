import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database, OpenDatabase } from '../db/database';
import { loginFailures, userDevices } from '../db/schema';
import { clearFailures, fingerprintDigest, isKnownDevice, isPasswordLocked, passwordLockedUntil, recentFailures, recordFailedLogin, rememberDevice, riskForPasswordLogin } from './login-guard';
import { openTestDatabase, simulatedClock, uniqueAccount, type SimulatedClock } from './test-database';

let database: OpenDatabase;
let db: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
}, 60_000);
afterAll(() => database.close());

let nextUserId = 1000;

function setup() {
  const clock = simulatedClock();
  const account = uniqueAccount();
  const userId = nextUserId++;
  const source = '198.51.100.7';
  const fail = (from = source) => recordFailedLogin({ db, now: clock.now, account, source: from });
  const risk = (fingerprint: string | undefined = 'fp-home', from = source) => riskForPasswordLogin({ db, now: clock.now, userId, account, source: from, fingerprint });
  const flagged = (from = source) => isPasswordLocked({ db, now: clock.now, account, source: from });
  return { clock, account, source, userId, fail, risk, flagged };
}

async function failEvery(clock: SimulatedClock, fail: (from?: string) => Promise<void>, seconds: number[]) {
  let at = 0;
  for (const offset of seconds) {
    clock.advance(offset - at);
    at = offset;
    await fail();
  }
}

describe('wrong passwords (70001)', () => {
  it('flags the account on the 5th wrong password within 15 minutes', async () => {
    const t = setup();
    await failEvery(t.clock, t.fail, [0, 60, 120, 180]);
    expect(await t.flagged()).toBe(false);
    expect(await t.risk()).toBeNull();
    t.clock.advance(60);
    await t.fail();
    expect(await t.flagged()).toBe(true);
    expect(await t.risk()).toBe(70001);
  });

  it('counts a span of just under 15 minutes, not one of exactly 15', async () => {
    const inside = setup();
    await failEvery(inside.clock, inside.fail, [0, 1, 2, 3, 900 - 0.001]);
    expect(await inside.risk()).toBe(70001);
    const outside = setup();
    await failEvery(outside.clock, outside.fail, [0, 1, 2, 3, 900]);
    expect(await outside.risk()).toBeNull();
    // ...but the next one completes a span of 5 again (1, 2, 3, 900, 900.5).
    outside.clock.advance(0.5);
    await outside.fail();
    expect(await outside.risk()).toBe(70001);
  });

  it('does not flag wrong passwords spread thinner than 5 per 15 minutes', async () => {
    const t = setup();
    await failEvery(t.clock, t.fail, [0, 240, 480, 720, 960, 1200, 1440, 1680]);
    expect(await t.flagged()).toBe(false);
  });

  it('locks until the oldest of the 5 failures is 15 minutes old, then lets the owner try again (issue #10 item 4)', async () => {
    const t = setup();
    const start = t.clock.now().getTime();
    await failEvery(t.clock, t.fail, [0, 1, 2, 3, 4]);
    expect((await passwordLockedUntil({ db, now: t.clock.now, account: t.account, source: t.source }))?.getTime()).toBe(start + 900_000);
    t.clock.advance(900 - 4 - 1);
    expect(await t.risk()).toBe(70001);
    t.clock.advance(1);
    expect(await t.risk()).toBeNull();
    expect(await passwordLockedUntil({ db, now: t.clock.now, account: t.account, source: t.source })).toBeNull();
  });

  it('ends the lock at once with clearFailures (an SMS or scan verification)', async () => {
    const t = setup();
    await failEvery(t.clock, t.fail, [0, 1, 2, 3, 4]);
    expect(await t.risk()).toBe(70001);
    await clearFailures({ db, account: t.account });
    expect(await t.risk()).toBeNull();
    expect(await db.select().from(loginFailures).where(eq(loginFailures.account, t.account))).toEqual([]);
  });

  it('locks only the source of the wrong passwords; every source counts towards the captcha (issue #25 item 6)', async () => {
    const t = setup();
    await failEvery(t.clock, t.fail, [0, 1, 2, 3, 4]);
    expect(await t.flagged()).toBe(true);
    expect(await t.flagged('203.0.113.9')).toBe(false);
    expect(await t.risk('fp-home', '203.0.113.9')).toBeNull();
    // Five failures spread over five sources lock none of them, but the account has five failures.
    const spread = setup();
    for (const [i, from] of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4', '192.0.2.5'].entries()) {
      spread.clock.advance(i === 0 ? 0 : 1);
      await spread.fail(from);
    }
    expect(await spread.flagged('192.0.2.1')).toBe(false);
    expect(await recentFailures({ db, now: spread.clock.now, account: spread.account })).toBe(5);
  });

  it('flags accounts one by one', async () => {
    const a = setup();
    const b = setup();
    await failEvery(a.clock, a.fail, [0, 1, 2, 3, 4]);
    await failEvery(b.clock, b.fail, [0, 1, 2, 3]);
    expect(await a.risk()).toBe(70001);
    expect(await b.risk()).toBeNull();
  });

  it('ignores failures dated after now', async () => {
    const t = setup();
    await failEvery(t.clock, t.fail, [0, 1, 2, 3, 4]);
    expect(await isPasswordLocked({ db, now: () => new Date(t.clock.now().getTime() - 10_000), account: t.account, source: t.source })).toBe(false);
  });

  it('drops failures older than the window when a new one comes', async () => {
    const t = setup();
    await failEvery(t.clock, t.fail, [0, 60, 120]);
    t.clock.advance(1000);
    await t.fail();
    expect(await db.select().from(loginFailures).where(eq(loginFailures.account, t.account))).toHaveLength(1);
  });
});

describe('devices (90001)', () => {
  it('lets a user without known devices in, and then knows that device', async () => {
    const t = setup();
    expect(await t.risk('fp-home')).toBeNull();
    await rememberDevice({ db, now: t.clock.now, userId: t.userId, fingerprint: 'fp-home' });
    expect(await t.risk('fp-home')).toBeNull();
    expect(await isKnownDevice({ db, userId: t.userId, fingerprint: 'fp-home' })).toBe(true);
  });

  it('answers 90001 for a new device, or a missing fingerprint, once the user has known devices', async () => {
    const t = setup();
    await rememberDevice({ db, now: t.clock.now, userId: t.userId, fingerprint: 'fp-home' });
    expect(await t.risk('fp-cafe')).toBe(90001);
    expect(await t.risk(undefined)).toBeNull(); // the default fingerprint of setup() is fp-home
    expect(await riskForPasswordLogin({ db, now: t.clock.now, userId: t.userId, account: t.account, source: t.source, fingerprint: null })).toBe(90001);
    expect(await riskForPasswordLogin({ db, now: t.clock.now, userId: t.userId, account: t.account, source: t.source, fingerprint: '  ' })).toBe(90001);
    await rememberDevice({ db, now: t.clock.now, userId: t.userId, fingerprint: 'fp-cafe' });
    expect(await t.risk('fp-cafe')).toBeNull();
  });

  it('keeps devices per user', async () => {
    const a = setup();
    const b = setup();
    await rememberDevice({ db, now: a.clock.now, userId: a.userId, fingerprint: 'shared' });
    await rememberDevice({ db, now: b.clock.now, userId: b.userId, fingerprint: 'other' });
    expect(await b.risk('shared')).toBe(90001);
    expect(await a.risk('shared')).toBeNull();
  });

  it('stores a digest of the fingerprint and the first time it was seen', async () => {
    const t = setup();
    await rememberDevice({ db, now: t.clock.now, userId: t.userId, fingerprint: ' fp-raw ' });
    const firstSeen = t.clock.now();
    t.clock.advance(3600);
    await rememberDevice({ db, now: t.clock.now, userId: t.userId, fingerprint: 'fp-raw' });
    await rememberDevice({ db, now: t.clock.now, userId: t.userId, fingerprint: '' });
    const rows = await db.select().from(userDevices).where(eq(userDevices.userId, t.userId));
    expect(rows).toEqual([{ userId: t.userId, fingerprint: fingerprintDigest('fp-raw'), firstSeen }]);
    expect(rows[0]?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('puts 70001 before 90001', async () => {
    const t = setup();
    await rememberDevice({ db, now: t.clock.now, userId: t.userId, fingerprint: 'fp-home' });
    await failEvery(t.clock, t.fail, [0, 1, 2, 3, 4]);
    expect(await t.risk('fp-new')).toBe(70001);
    expect(await t.risk('fp-home')).toBe(70001);
    await clearFailures({ db, account: t.account });
    expect(await t.risk('fp-new')).toBe(90001);
  });
});
