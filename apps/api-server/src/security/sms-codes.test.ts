import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database, OpenDatabase } from '../db/database';
import { smsCodes, smsOutbox, smsSends } from '../db/schema';
import {
  generateSmsCode,
  latestOutboxCode,
  outboxSmsProvider,
  pruneSmsRecords,
  sendSmsCode,
  smsCodeText,
  verifySmsCode,
  type SmsProvider,
  type SmsSendType,
} from './sms-codes';
import { openTestDatabase, scriptedRandom, simulatedClock, uniqueIp, uniqueMobile, type SimulatedClock } from './test-database';

let database: OpenDatabase;
let db: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
}, 60_000);
afterAll(() => database.close());

/** A provider that remembers what it sent, so tests can read the code. */
function recordingProvider() {
  const sent: Array<{ mobile: string; text: string }> = [];
  const provider: SmsProvider = {
    async send(mobile, text) {
      sent.push({ mobile, text });
    },
  };
  return { provider, sent, lastCode: () => sent.at(-1)?.text.match(/\d{6}/)?.[0] ?? '' };
}

function setup(sendType: SmsSendType = 'log') {
  const clock = simulatedClock();
  const recorder = recordingProvider();
  const mobile = uniqueMobile();
  const ip = uniqueIp();
  const send = (overrides: { mobile?: string; ip?: string; sendType?: SmsSendType } = {}) =>
    sendSmsCode({ db, now: clock.now, provider: recorder.provider, mobile, ip, sendType, ...overrides });
  const verify = (code: string, overrides: { mobile?: string; sendType?: SmsSendType } = {}) =>
    verifySmsCode({ db, now: clock.now, mobile, sendType, code, ...overrides });
  return { clock, mobile, ip, send, verify, ...recorder };
}

/** A wrong code for `right` (same shape, other digits). */
function wrongFor(right: string): string {
  return right === '000000' ? '000001' : '000000';
}

describe('generateSmsCode', () => {
  it('draws randomInt(0, 1_000_000) and zero-pads it to 6 digits', () => {
    const random = scriptedRandom([42, 999_999, 0]);
    expect([generateSmsCode(random), generateSmsCode(random), generateSmsCode(random)]).toEqual(['000042', '999999', '000000']);
    expect(random.calls).toEqual([
      [0, 1_000_000],
      [0, 1_000_000],
      [0, 1_000_000],
    ]);
    for (let i = 0; i < 50; i++) expect(generateSmsCode()).toMatch(/^\d{6}$/);
  });
});

describe('smsCodeText', () => {
  it('names the purpose, the code and the 5-minute lifetime', () => {
    expect(smsCodeText('012345', 'log')).toContain('login verification code is 012345');
    expect(smsCodeText('012345', 'res')).toContain('password reset');
    expect(smsCodeText('012345', 'reg')).toContain('registration');
    expect(smsCodeText('012345', 'log')).toContain('valid for 5 minutes');
  });
});

describe('sendSmsCode', () => {
  it('sends a 6-digit code that lives 5 minutes, records the send and stores only a salted hash', async () => {
    const t = setup();
    const result = await t.send();
    expect(result).toEqual({ ok: true, expiresAt: new Date(t.clock.now().getTime() + 300_000) });
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0]?.mobile).toBe(t.mobile);
    const code = t.lastCode();
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await db.select().from(smsCodes).where(eq(smsCodes.mobile, t.mobile));
    expect(row?.sendType).toBe('log');
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).toMatch(/^[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(300_000);
    expect(await db.select({ ip: smsSends.ip }).from(smsSends).where(eq(smsSends.mobile, t.mobile))).toEqual([{ ip: t.ip }]);
  });

  it('hashes the same code differently each time (per-row salt)', async () => {
    const a = setup();
    const b = setup();
    await a.send();
    await sendSmsCode({ db, now: b.clock.now, provider: b.provider, mobile: b.mobile, ip: b.ip, sendType: 'log', random: scriptedRandom([Number(a.lastCode())]) });
    expect(b.lastCode()).toBe(a.lastCode());
    const [rowA] = await db.select().from(smsCodes).where(eq(smsCodes.mobile, a.mobile));
    const [rowB] = await db.select().from(smsCodes).where(eq(smsCodes.mobile, b.mobile));
    expect(rowA?.codeHash).toBeTruthy();
    expect(rowA?.codeHash).not.toBe(rowB?.codeHash);
  });

  it('refuses a resend to the same phone for 60 seconds, saying how long to wait', async () => {
    const t = setup();
    expect((await t.send()).ok).toBe(true);
    t.clock.advance(0.5);
    expect(await t.send()).toEqual({ ok: false, error: 'cooldown', retryAfterSeconds: 60 });
    t.clock.advance(29.5);
    expect(await t.send()).toEqual({ ok: false, error: 'cooldown', retryAfterSeconds: 30 });
    t.clock.advance(29.999);
    expect(await t.send({ ip: uniqueIp(), sendType: 'reg' })).toEqual({ ok: false, error: 'cooldown', retryAfterSeconds: 1 });
    t.clock.advance(0.001);
    expect((await t.send()).ok).toBe(true);
    expect(t.sent).toHaveLength(2);
  });

  it('allows 5 sends per phone in any hour, then answers rate-limited until the oldest leaves the window', async () => {
    const t = setup();
    for (let i = 0; i < 5; i++) {
      expect((await t.send({ ip: uniqueIp() })).ok).toBe(true);
      t.clock.advance(60);
    }
    // 300 s after the first send.
    expect(await t.send({ ip: uniqueIp() })).toEqual({ ok: false, error: 'rate-limited', limit: 'mobile', retryAfterSeconds: 3300 });
    t.clock.advance(3299.5);
    expect(await t.send({ ip: uniqueIp() })).toEqual({ ok: false, error: 'rate-limited', limit: 'mobile', retryAfterSeconds: 1 });
    t.clock.advance(0.5);
    expect((await t.send({ ip: uniqueIp() })).ok).toBe(true);
    expect(t.sent).toHaveLength(6);
    // The window slides: the send at 60 s still counts until 3660 s, then it is free again.
    t.clock.advance(59);
    expect(await t.send({ ip: uniqueIp() })).toEqual({ ok: false, error: 'rate-limited', limit: 'mobile', retryAfterSeconds: 1 });
    t.clock.advance(1);
    expect((await t.send({ ip: uniqueIp() })).ok).toBe(true);
  });

  it('allows 5 sends per IP in any hour, whatever the phones', async () => {
    const clock = simulatedClock();
    const { provider, sent } = recordingProvider();
    const ip = uniqueIp();
    const send = (mobile = uniqueMobile()) => sendSmsCode({ db, now: clock.now, provider, mobile, ip, sendType: 'reg' });
    for (let i = 0; i < 5; i++) {
      expect((await send()).ok).toBe(true);
      clock.advance(1);
    }
    expect(await send()).toEqual({ ok: false, error: 'rate-limited', limit: 'ip', retryAfterSeconds: 3595 });
    expect(sent).toHaveLength(5);
    clock.advance(3595);
    expect((await send()).ok).toBe(true);
  });

  it('says to wait for the cooldown when it outlasts the hourly limit', async () => {
    const clock = simulatedClock();
    const { provider } = recordingProvider();
    const ip = uniqueIp();
    const mobile = uniqueMobile();
    for (let i = 0; i < 4; i++) {
      await sendSmsCode({ db, now: clock.now, provider, mobile: uniqueMobile(), ip, sendType: 'log' });
      clock.advance(1);
    }
    clock.advance(3590 - 4);
    expect((await sendSmsCode({ db, now: clock.now, provider, mobile, ip, sendType: 'log' })).ok).toBe(true);
    clock.advance(5);
    // The IP window frees up in 5 s, but this phone must still wait 55 s.
    expect(await sendSmsCode({ db, now: clock.now, provider, mobile, ip, sendType: 'log' })).toEqual({
      ok: false,
      error: 'rate-limited',
      limit: 'ip',
      retryAfterSeconds: 55,
    });
  });

  it('rejects unknown send types', async () => {
    const t = setup();
    await expect(t.send({ sendType: 'login' as SmsSendType })).rejects.toThrow(TypeError);
  });

  it('forgets the send and the code when the provider fails', async () => {
    const clock = simulatedClock();
    const mobile = uniqueMobile();
    const failing: SmsProvider = { send: () => Promise.reject(new Error('gateway down')) };
    await expect(sendSmsCode({ db, now: clock.now, provider: failing, mobile, ip: uniqueIp(), sendType: 'log' })).rejects.toThrow('gateway down');
    expect(await db.select().from(smsSends).where(eq(smsSends.mobile, mobile))).toEqual([]);
    expect(await db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile))).toEqual([]);
    const { provider } = recordingProvider();
    expect((await sendSmsCode({ db, now: clock.now, provider, mobile, ip: uniqueIp(), sendType: 'log' })).ok).toBe(true);
  });
});

describe('verifySmsCode', () => {
  async function sent(sendType: SmsSendType = 'log') {
    const t = setup(sendType);
    await t.send();
    return t;
  }

  it('accepts the right code once (single use)', async () => {
    const t = await sent();
    expect(await t.verify(t.lastCode())).toEqual({ status: 'ok' });
    expect(await t.verify(t.lastCode())).toEqual({ status: 'none' });
  });

  it('answers none when nothing was sent, or for another purpose or phone', async () => {
    const t = await sent('reg');
    expect(await t.verify(t.lastCode(), { sendType: 'log' })).toEqual({ status: 'none' });
    expect(await t.verify(t.lastCode(), { sendType: 'res' })).toEqual({ status: 'none' });
    expect(await t.verify(t.lastCode(), { mobile: uniqueMobile() })).toEqual({ status: 'none' });
    expect(await t.verify(t.lastCode())).toEqual({ status: 'ok' });
  });

  it('accepts a code for just under 5 minutes', async () => {
    const t = await sent();
    t.clock.advance(300 - 0.001);
    expect(await t.verify(t.lastCode())).toEqual({ status: 'ok' });
  });

  it('answers expired from 5 minutes on, even for the right code', async () => {
    const t = await sent();
    t.clock.advance(300);
    expect(await t.verify(t.lastCode())).toEqual({ status: 'expired' });
    expect(await t.verify(wrongFor(t.lastCode()))).toEqual({ status: 'expired' });
  });

  it('counts down 5 wrong tries; after the fifth even the right code fails', async () => {
    const t = await sent();
    const wrong = wrongFor(t.lastCode());
    for (const triesLeft of [4, 3, 2, 1, 0]) expect(await t.verify(wrong)).toEqual({ status: 'wrong', triesLeft });
    expect(await t.verify(t.lastCode())).toEqual({ status: 'dead' });
    expect(await t.verify(wrong)).toEqual({ status: 'dead' });
    const [row] = await db.select().from(smsCodes).where(eq(smsCodes.mobile, t.mobile));
    expect(row?.wrongTries).toBe(5);
    expect(row?.usedAt).toBeNull();
  });

  it('still accepts the right code after 4 wrong tries', async () => {
    const t = await sent();
    for (let i = 0; i < 4; i++) await t.verify(wrongFor(t.lastCode()));
    expect(await t.verify(t.lastCode())).toEqual({ status: 'ok' });
  });

  it('counts malformed input as a wrong try', async () => {
    const t = await sent();
    expect(await t.verify('')).toEqual({ status: 'wrong', triesLeft: 4 });
    expect(await t.verify(` ${t.lastCode()}`)).toEqual({ status: 'wrong', triesLeft: 3 });
    expect(await t.verify(`${t.lastCode()}0`)).toEqual({ status: 'wrong', triesLeft: 2 });
    expect(await t.verify(undefined as unknown as string)).toEqual({ status: 'wrong', triesLeft: 1 });
    expect(await t.verify(t.lastCode())).toEqual({ status: 'ok' });
  });

  it('only counts the newest code: a resend retires the previous one', async () => {
    const t = await sent();
    const first = t.lastCode();
    t.clock.advance(60);
    await sendSmsCode({ db, now: t.clock.now, provider: t.provider, mobile: t.mobile, ip: t.ip, sendType: 'log', random: scriptedRandom([(Number(first) + 1) % 1_000_000]) });
    const second = t.lastCode();
    expect(await t.verify(first)).toEqual({ status: 'wrong', triesLeft: 4 });
    expect(await t.verify(second)).toEqual({ status: 'ok' });
    expect(await t.verify(first)).toEqual({ status: 'none' });
  });

  it('does not fall back to an older code when the newest one is used, expired or dead', async () => {
    const t = await sent();
    const first = t.lastCode();
    t.clock.advance(60);
    await sendSmsCode({ db, now: t.clock.now, provider: t.provider, mobile: t.mobile, ip: t.ip, sendType: 'log', random: scriptedRandom([(Number(first) + 1) % 1_000_000]) });
    const second = t.lastCode();
    for (let i = 0; i < 5; i++) await t.verify(first);
    expect(await t.verify(second)).toEqual({ status: 'dead' });
    expect(await t.verify(first)).toEqual({ status: 'dead' });
  });
});

describe('outbox provider', () => {
  async function sendTo(clock: SimulatedClock, mobile: string, sendType: SmsSendType = 'log') {
    return sendSmsCode({ db, now: clock.now, provider: outboxSmsProvider(db, clock.now), mobile, ip: uniqueIp(), sendType });
  }

  it('writes messages to sms_outbox; latestOutboxCode reads the newest code for a phone', async () => {
    const clock = simulatedClock();
    const mobile = uniqueMobile();
    expect(await latestOutboxCode(db, mobile)).toBeNull();
    await sendTo(clock, mobile);
    const [message] = await db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
    const first = await latestOutboxCode(db, mobile);
    expect(first).toMatch(/^\d{6}$/);
    expect(message?.body).toBe(smsCodeText(first ?? '', 'log'));
    expect(message?.createdAt).toEqual(clock.now());
    clock.advance(60);
    await sendTo(clock, mobile, 'res');
    const second = await latestOutboxCode(db, mobile);
    expect(second).toMatch(/^\d{6}$/);
    expect(await verifySmsCode({ db, now: clock.now, mobile, sendType: 'res', code: second ?? '' })).toEqual({ status: 'ok' });
    expect(await latestOutboxCode(db, uniqueMobile())).toBeNull();
  });

  it('returns null when the newest message carries no code', async () => {
    const mobile = uniqueMobile();
    await outboxSmsProvider(db).send(mobile, 'hello 12345 and 1234567');
    expect(await latestOutboxCode(db, mobile)).toBeNull();
  });
});

describe('pruneSmsRecords', () => {
  it('deletes sends older than the hour and codes expired for over an hour, keeping the rest', async () => {
    const t = setup();
    await t.send();
    t.clock.advance(3600);
    await pruneSmsRecords(db, t.clock.now);
    expect(await db.select().from(smsSends).where(eq(smsSends.mobile, t.mobile))).toHaveLength(1);
    expect(await db.select().from(smsCodes).where(eq(smsCodes.mobile, t.mobile))).toHaveLength(1);
    t.clock.advance(300 + 0.001);
    await pruneSmsRecords(db, t.clock.now);
    expect(await db.select().from(smsSends).where(eq(smsSends.mobile, t.mobile))).toHaveLength(0);
    expect(await db.select().from(smsCodes).where(eq(smsCodes.mobile, t.mobile))).toHaveLength(0);
  });
});
