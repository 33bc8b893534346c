import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database, OpenDatabase } from '../db/database';
import { qrScenes } from '../db/schema';
import { QR_POLL_CODES, QR_POLL_MESSAGES, claimUnknownScan, createQrScene, pollQrScene, scanQrScene, type QrPurpose } from './qr-scenes';
import { openTestDatabase, simulatedClock } from './test-database';

let database: OpenDatabase;
let db: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
}, 60_000);
afterAll(() => database.close());

const scanUrlFor = (sceneId: string) => `http://localhost:4200/api/__dev/qr/scan?sceneId=${encodeURIComponent(sceneId)}`;

async function scene(purpose: QrPurpose = 'login') {
  const clock = simulatedClock();
  const created = await createQrScene({ db, now: clock.now, purpose, scanUrlFor });
  const poll = (p?: QrPurpose) => pollQrScene({ db, now: clock.now, sceneId: created.sceneId, purpose: p });
  return { clock, ...created, poll };
}

describe('QR_POLL_CODES', () => {
  it('answers 200 for a user, 20001 for an unknown user and 30001 while waiting (spec §4, §8)', () => {
    expect(QR_POLL_CODES).toEqual({ user: 200, 'unknown-user': 20001, waiting: 30001, expired: 30002, used: 30003, none: 30004 });
    expect(new Set(Object.values(QR_POLL_CODES)).size).toBe(6);
    // 30005 means "no private channel" elsewhere in the spec: never a poll answer.
    expect(Object.values(QR_POLL_CODES)).not.toContain(30005);
    for (const message of Object.values(QR_POLL_MESSAGES)) expect(message).not.toBe('');
  });
});

describe('createQrScene', () => {
  it('makes a random scene whose ticket is the scan URL, living 60 s', async () => {
    const a = await scene();
    const b = await scene('bind');
    expect(a.sceneId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a.sceneId).not.toBe(b.sceneId);
    expect(a.ticket).toBe(scanUrlFor(a.sceneId));
    expect(a.expiresAt.getTime() - a.clock.now().getTime()).toBe(60_000);
    const [row] = await db.select().from(qrScenes).where(eq(qrScenes.sceneId, b.sceneId));
    expect(row).toMatchObject({ purpose: 'bind', ticket: b.ticket, scannedAt: null, consumedAt: null });
    await expect(createQrScene({ db, now: a.clock.now, purpose: 'other' as QrPurpose, scanUrlFor })).rejects.toThrow(TypeError);
  });
});

describe('pollQrScene', () => {
  it('waits until scanned, then hands the user out once', async () => {
    const s = await scene();
    expect(await s.poll()).toEqual({ status: 'waiting' });
    expect(await scanQrScene({ db, now: s.clock.now, sceneId: s.sceneId, scanner: { userId: 7 } })).toEqual({ status: 'ok' });
    expect(await s.poll()).toEqual({ status: 'user', userId: 7 });
    expect(await s.poll()).toEqual({ status: 'used' });
  });

  it('reports an unknown user (with the identity to bind) on every poll', async () => {
    const s = await scene();
    const scanned = await scanQrScene({ db, now: s.clock.now, sceneId: s.sceneId, scanner: { unknown: true } });
    expect(scanned).toMatchObject({ status: 'ok', openId: expect.stringMatching(/^o[A-Za-z0-9_-]{27}$/) });
    const openId = scanned.status === 'ok' ? scanned.openId : undefined;
    expect(await s.poll()).toEqual({ status: 'unknown-user', openId });
    expect(await s.poll()).toEqual({ status: 'unknown-user', openId });
  });

  it('expires 60 s after creation, scanned or not', async () => {
    const waiting = await scene();
    waiting.clock.advance(60 - 0.001);
    expect(await waiting.poll()).toEqual({ status: 'waiting' });
    waiting.clock.advance(0.001);
    expect(await waiting.poll()).toEqual({ status: 'expired' });

    const scanned = await scene();
    scanned.clock.advance(59);
    await scanQrScene({ db, now: scanned.clock.now, sceneId: scanned.sceneId, scanner: { userId: 3 } });
    scanned.clock.advance(1);
    expect(await scanned.poll()).toEqual({ status: 'expired' });
  });

  it('answers none for an unknown scene or one made for another purpose', async () => {
    const s = await scene('bind');
    expect(await pollQrScene({ db, now: s.clock.now, sceneId: 'nope' })).toEqual({ status: 'none' });
    expect(await s.poll('login')).toEqual({ status: 'none' });
    expect(await s.poll('bind')).toEqual({ status: 'waiting' });
  });

  it('hands a user out to exactly one of many concurrent polls', async () => {
    const s = await scene();
    await scanQrScene({ db, now: s.clock.now, sceneId: s.sceneId, scanner: { userId: 11 } });
    const results = await Promise.all(Array.from({ length: 6 }, () => s.poll()));
    expect(results.filter((r) => r.status === 'user')).toEqual([{ status: 'user', userId: 11 }]);
    expect(results.filter((r) => r.status === 'used')).toHaveLength(5);
  });
});

describe('scanQrScene', () => {
  it('keeps the first scan; later scans are refused', async () => {
    const s = await scene();
    await scanQrScene({ db, now: s.clock.now, sceneId: s.sceneId, scanner: { userId: 1 } });
    expect(await scanQrScene({ db, now: s.clock.now, sceneId: s.sceneId, scanner: { userId: 2 } })).toEqual({ status: 'already-scanned' });
    expect(await scanQrScene({ db, now: s.clock.now, sceneId: s.sceneId, scanner: { unknown: true } })).toEqual({ status: 'already-scanned' });
    expect(await s.poll()).toEqual({ status: 'user', userId: 1 });
  });

  it('refuses expired and unknown scenes', async () => {
    const s = await scene();
    s.clock.advance(60);
    expect(await scanQrScene({ db, now: s.clock.now, sceneId: s.sceneId, scanner: { userId: 1 } })).toEqual({ status: 'expired' });
    expect(await scanQrScene({ db, now: s.clock.now, sceneId: 'nope', scanner: { userId: 1 } })).toEqual({ status: 'none' });
  });

  it('keeps a given openid', async () => {
    const s = await scene();
    expect(await scanQrScene({ db, now: s.clock.now, sceneId: s.sceneId, scanner: { unknown: true, openId: 'oDEV' } })).toEqual({ status: 'ok', openId: 'oDEV' });
    expect(await s.poll()).toEqual({ status: 'unknown-user', openId: 'oDEV' });
  });
});

describe('claimUnknownScan', () => {
  it('gives the unknown identity to register-and-bind once, within 10 minutes of the scan', async () => {
    const s = await scene();
    s.clock.advance(30);
    await scanQrScene({ db, now: s.clock.now, sceneId: s.sceneId, scanner: { unknown: true, openId: 'oNEW' } });
    s.clock.advance(600 - 0.001);
    expect(await claimUnknownScan({ db, now: s.clock.now, sceneId: s.sceneId })).toEqual({ ok: true, openId: 'oNEW', purpose: 'login' });
    expect(await claimUnknownScan({ db, now: s.clock.now, sceneId: s.sceneId })).toEqual({ ok: false, reason: 'used' });
    expect(await s.poll()).toEqual({ status: 'used' });
  });

  it('refuses after 10 minutes, for a known user scan, an unscanned scene and an unknown scene', async () => {
    const late = await scene('bind');
    await scanQrScene({ db, now: late.clock.now, sceneId: late.sceneId, scanner: { unknown: true } });
    late.clock.advance(600);
    expect(await claimUnknownScan({ db, now: late.clock.now, sceneId: late.sceneId })).toEqual({ ok: false, reason: 'expired' });

    const known = await scene();
    await scanQrScene({ db, now: known.clock.now, sceneId: known.sceneId, scanner: { userId: 5 } });
    expect(await claimUnknownScan({ db, now: known.clock.now, sceneId: known.sceneId })).toEqual({ ok: false, reason: 'not-unknown' });

    const unscanned = await scene();
    expect(await claimUnknownScan({ db, now: unscanned.clock.now, sceneId: unscanned.sceneId })).toEqual({ ok: false, reason: 'not-unknown' });
    expect(await claimUnknownScan({ db, now: unscanned.clock.now, sceneId: 'nope' })).toEqual({ ok: false, reason: 'none' });
  });
});
