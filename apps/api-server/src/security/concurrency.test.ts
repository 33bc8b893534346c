// Several server processes share one database (DESIGN.md §3), so the limits must hold when requests
// race. These run on PGlite and, when the test command provides one, on a real PostgreSQL server
// with a connection pool (where the races are real).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../db/database';
import { tokenSecretFor } from './access-token';
import { drawCaptchaGap, consumeCaptchaTicket, createCaptchaSession, verifyCaptcha } from './captcha';
import { createQrScene, pollQrScene, scanQrScene } from './qr-scenes';
import { sendSmsCode, verifySmsCode, type SmsProvider } from './sms-codes';
import { openTestDatabase, PERSON_ANSWER_SECONDS, personTrail, simulatedClock, uniqueIp, uniqueMobile } from './test-database';

const url = process.env.SEALENS_TEST_DATABASE_URL;
const engines: Array<[string, string | undefined]> = [['PGlite', undefined]];
if (url) engines.push(['PostgreSQL', url]);
else console.warn('concurrency on PostgreSQL skipped: SEALENS_TEST_DATABASE_URL is not set');

describe.each(engines)('under concurrency on %s', (_name, databaseUrl) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(databaseUrl);
  }, 60_000);
  afterAll(() => database?.close());

  function recorder() {
    const sent: string[] = [];
    const provider: SmsProvider = {
      async send(_mobile, text) {
        sent.push(text.match(/\d{6}/)?.[0] ?? '');
      },
    };
    return { sent, provider };
  }

  it('sends one SMS code out of 10 simultaneous requests for a phone', async () => {
    const clock = simulatedClock();
    const { sent, provider } = recorder();
    const mobile = uniqueMobile();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => sendSmsCode({ db: database.db, now: clock.now, provider, mobile, ip: uniqueIp(), sendType: 'log' })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.error === 'cooldown')).toHaveLength(9);
    expect(sent).toHaveLength(1);
  });

  it('keeps to 5 sends per IP out of 12 simultaneous requests from different phones', async () => {
    const clock = simulatedClock();
    const { sent, provider } = recorder();
    const ip = uniqueIp();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => sendSmsCode({ db: database.db, now: clock.now, provider, mobile: uniqueMobile(), ip, sendType: 'reg' })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok && r.error === 'rate-limited' && r.limit === 'ip')).toHaveLength(7);
    expect(sent).toHaveLength(5);
  });

  it('accepts a right SMS code once out of 6 simultaneous tries', async () => {
    const clock = simulatedClock();
    const { sent, provider } = recorder();
    const mobile = uniqueMobile();
    await sendSmsCode({ db: database.db, now: clock.now, provider, mobile, ip: uniqueIp(), sendType: 'log' });
    const results = await Promise.all(Array.from({ length: 6 }, () => verifySmsCode({ db: database.db, now: clock.now, mobile, sendType: 'log', code: sent[0] ?? '' })));
    expect(results.filter((r) => r.status === 'ok')).toHaveLength(1);
  });

  it('never counts more than 5 wrong tries for a code', async () => {
    const clock = simulatedClock();
    const { sent, provider } = recorder();
    const mobile = uniqueMobile();
    await sendSmsCode({ db: database.db, now: clock.now, provider, mobile, ip: uniqueIp(), sendType: 'log' });
    const wrong = sent[0] === '000000' ? '000001' : '000000';
    const results = await Promise.all(Array.from({ length: 9 }, () => verifySmsCode({ db: database.db, now: clock.now, mobile, sendType: 'log', code: wrong })));
    expect(results.filter((r) => r.status === 'wrong')).toHaveLength(5);
    expect(results.filter((r) => r.status === 'dead')).toHaveLength(4);
    expect(await verifySmsCode({ db: database.db, now: clock.now, mobile, sendType: 'log', code: sent[0] ?? '' })).toEqual({ status: 'dead' });
  });

  it('answers a captcha session once and redeems its ticket once', async () => {
    const clock = simulatedClock();
    const { sessionId } = await createCaptchaSession({ db: database.db, now: clock.now });
    const gap = await drawCaptchaGap({ db: database.db, now: clock.now, sessionId });
    const x = gap?.x ?? -1;
    clock.advance(PERSON_ANSWER_SECONDS);
    const answers = await Promise.all(Array.from({ length: 5 }, () => verifyCaptcha({ db: database.db, now: clock.now, sessionId, x, trail: personTrail(x) })));
    const solved = answers.filter((a) => a.ok);
    expect(solved).toHaveLength(1);
    const { ticket, randstr } = solved[0] as { ticket: string; randstr: string };
    const redeemed = await Promise.all(Array.from({ length: 5 }, () => consumeCaptchaTicket({ db: database.db, now: clock.now, ticket, randstr })));
    expect(redeemed.filter(Boolean)).toHaveLength(1);
  });

  it('hands a scanned QR user to one poll only', async () => {
    const clock = simulatedClock();
    const { sceneId } = await createQrScene({ db: database.db, now: clock.now, purpose: 'login', scanUrlFor: (id) => `/scan/${id}` });
    const scans = await Promise.all([1, 2, 3].map((userId) => scanQrScene({ db: database.db, now: clock.now, sceneId, scanner: { userId } })));
    expect(scans.filter((s) => s.status === 'ok')).toHaveLength(1);
    const polls = await Promise.all(Array.from({ length: 5 }, () => pollQrScene({ db: database.db, now: clock.now, sceneId })));
    expect(polls.filter((p) => p.status === 'user')).toHaveLength(1);
  });

  it('agrees on one generated token secret', async () => {
    const secrets = await Promise.all(Array.from({ length: 8 }, () => tokenSecretFor(database.db)));
    expect(new Set(secrets).size).toBe(1);
  });
});
