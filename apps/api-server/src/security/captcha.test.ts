import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database, OpenDatabase } from '../db/database';
import { captchaChallenges } from '../db/schema';
import {
  CAPTCHA_CODES,
  CAPTCHA_PIECE_SHAPES,
  captchaCodeFor,
  drawCaptchaGap,
  consumeCaptchaTicket,
  createCaptchaSession,
  redeemCaptchaTicket,
  verifyCaptcha,
} from './captcha';
import { openTestDatabase, PERSON_ANSWER_SECONDS, personTrail, scriptedRandom, simulatedClock } from './test-database';

let database: OpenDatabase;
let db: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
}, 60_000);
afterAll(() => database.close());

/** A session whose gap is at x = 137, y = 30, shape circle. */
async function sessionAtGap(clock = simulatedClock()) {
  const challenge = await createCaptchaSession({ db, now: clock.now, random: scriptedRandom([137, 30, 1]) });
  return { clock, challenge, sessionId: challenge.sessionId };
}

/** Answers `s` as a person would: after a look at the picture, with a drag that ends at `x`. */
function answer(s: { clock: ReturnType<typeof simulatedClock>; sessionId: string }, x: number, trail: unknown = personTrail(Number.isFinite(x) ? x : 0)) {
  s.clock.advance(PERSON_ANSWER_SECONDS);
  return verifyCaptcha({ db, now: s.clock.now, sessionId: s.sessionId, x, trail });
}

async function solved() {
  const s = await sessionAtGap();
  const result = await answer(s, 137);
  if (!result.ok) throw new Error('expected a solved captcha');
  return { ...s, ticket: result.ticket, randstr: result.randstr };
}

describe('CAPTCHA_CODES', () => {
  it('maps success and the three reset codes of spec §9', () => {
    expect(CAPTCHA_CODES).toEqual({ success: 200, invalid: 16801, expired: 16808, reused: 16809 });
    expect(captchaCodeFor('unknown')).toBe(16801);
    expect(captchaCodeFor('wrong')).toBe(16801);
    expect(captchaCodeFor('expired')).toBe(16808);
    expect(captchaCodeFor('spent')).toBe(16809);
    expect(captchaCodeFor('reused')).toBe(16809);
  });
});

describe('createCaptchaSession', () => {
  it('returns a 16-character URL-safe session id and the public geometry, never x', async () => {
    const { challenge, clock } = await sessionAtGap();
    expect(challenge.sessionId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(challenge).toEqual({
      sessionId: challenge.sessionId,
      trackWidth: 300,
      trackHeight: 150,
      pieceSize: 40,
      pieceY: 30,
      pieceShape: 'circle',
      expiresInSeconds: 120,
    });
    expect(Object.values(challenge)).not.toContain(137);
    expect(Object.keys(challenge)).not.toContain('targetX');
    const [row] = await db.select().from(captchaChallenges).where(eq(captchaChallenges.sessionId, challenge.sessionId));
    expect(row).toMatchObject({ targetX: 137, pieceY: 30, pieceShape: 'circle', attemptedAt: null, ticket: null });
    expect((row?.expiresAt.getTime() ?? 0) - clock.now().getTime()).toBe(120_000);
  });

  it('draws x from 40..260, y from 10..100 and one of the shapes', async () => {
    const random = scriptedRandom([]);
    await createCaptchaSession({ db, now: simulatedClock().now, random });
    expect(random.calls).toEqual([
      [40, 261],
      [10, 101],
      [0, CAPTCHA_PIECE_SHAPES.length],
    ]);
    const ids = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const challenge = await createCaptchaSession({ db, now: simulatedClock().now });
      ids.add(challenge.sessionId);
      const gap = await drawCaptchaGap({ db, now: simulatedClock().now, sessionId: challenge.sessionId });
      expect(gap?.x).toBeGreaterThanOrEqual(40);
      expect(gap?.x).toBeLessThanOrEqual(260);
      expect(gap?.y).toBe(challenge.pieceY);
      expect(challenge.pieceY).toBeGreaterThanOrEqual(10);
      expect(challenge.pieceY).toBeLessThanOrEqual(100);
      expect(CAPTCHA_PIECE_SHAPES).toContain(challenge.pieceShape);
    }
    expect(ids.size).toBe(20);
  });
});

describe('drawCaptchaGap', () => {
  it('tells a renderer where the gap is only while the session is open', async () => {
    const s = await sessionAtGap();
    expect(await drawCaptchaGap({ db, now: s.clock.now, sessionId: s.sessionId })).toEqual({ x: 137, y: 30, shape: 'circle' });
    expect(await drawCaptchaGap({ db, now: s.clock.now, sessionId: 'nope' })).toBeUndefined();
    await answer(s, 0);
    expect(await drawCaptchaGap({ db, now: s.clock.now, sessionId: s.sessionId })).toBeUndefined();
    const late = await sessionAtGap();
    late.clock.advance(120);
    expect(await drawCaptchaGap({ db, now: late.clock.now, sessionId: late.sessionId })).toBeUndefined();
  });
});

describe('verifyCaptcha', () => {
  it('passes within ±6 px of the gap and hands out a random ticket and randstr', async () => {
    for (const x of [131, 137, 143, 136.5]) {
      const s = await sessionAtGap();
      const result = await answer(s, x);
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      expect(result.ticket).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(result.randstr).toMatch(/^[A-Za-z0-9_-]{12}$/);
      const [row] = await db.select().from(captchaChallenges).where(eq(captchaChallenges.sessionId, s.sessionId));
      expect((row?.ticketExpiresAt?.getTime() ?? 0) - s.clock.now().getTime()).toBe(300_000);
    }
  });

  it('fails 7 px or more away, and for non-numbers', async () => {
    for (const x of [130, 144, 130.9, 0, 300, Number.NaN, Number.POSITIVE_INFINITY, '137' as unknown as number]) {
      const s = await sessionAtGap();
      expect(await answer(s, x)).toEqual({ ok: false, reason: 'wrong' });
    }
  });

  it('allows one attempt per session: after a miss even the right answer is refused', async () => {
    const s = await sessionAtGap();
    expect(await answer(s, 100)).toEqual({ ok: false, reason: 'wrong' });
    expect(await answer(s, 137)).toEqual({ ok: false, reason: 'spent' });
    const solvedOnce = await solved();
    expect(await answer(solvedOnce, 137)).toEqual({ ok: false, reason: 'spent' });
  });

  it('answers within 2 minutes only', async () => {
    const early = await sessionAtGap();
    early.clock.advance(120 - PERSON_ANSWER_SECONDS - 0.001);
    expect((await answer(early, 137)).ok).toBe(true);
    const late = await sessionAtGap();
    late.clock.advance(120 - PERSON_ANSWER_SECONDS);
    expect(await answer(late, 137)).toEqual({ ok: false, reason: 'expired' });
  });

  it('answers unknown for a session that does not exist', async () => {
    expect(await answer({ clock: simulatedClock(), sessionId: 'AAAAAAAAAAAAAAAA' }, 137)).toEqual({ ok: false, reason: 'unknown' });
  });

  // Issue #10 item 12: the right x alone is not enough; the answer must look like a person's.
  it('refuses the right x answered too soon after the picture was drawn, timed from the last drawing', async () => {
    const s = await sessionAtGap();
    s.clock.advance(10);
    await drawCaptchaGap({ db, now: s.clock.now, sessionId: s.sessionId });
    s.clock.advance(0.799);
    expect(await verifyCaptcha({ db, now: s.clock.now, sessionId: s.sessionId, x: 137, trail: [[0, 0, 0], [137, 0, 400]] })).toEqual({ ok: false, reason: 'wrong' });
    const t = await sessionAtGap();
    await drawCaptchaGap({ db, now: t.clock.now, sessionId: t.sessionId });
    t.clock.advance(0.8);
    expect((await verifyCaptcha({ db, now: t.clock.now, sessionId: t.sessionId, x: 137, trail: [[0, 0, 0], [137, 0, 400]] })).ok).toBe(true);
  });

  it('refuses the right x without a plausible trail, and spends the session doing so', async () => {
    for (const trail of [null, 'none', [], [[137, 0, 500]], [[0, 0, 0], [60, 0, 100]], [[0, 0, 0], [137, 0, 100]], [[40, 0, 0], [137, 0, 600]]]) {
      const s = await sessionAtGap();
      expect(await answer(s, 137, trail)).toEqual({ ok: false, reason: 'wrong' });
      expect(await answer(s, 137)).toEqual({ ok: false, reason: 'spent' });
    }
  });
});

describe('consumeCaptchaTicket', () => {
  it('is true once, then false (reused)', async () => {
    const s = await solved();
    expect(await consumeCaptchaTicket({ db, now: s.clock.now, ticket: s.ticket, randstr: s.randstr })).toBe(true);
    expect(await consumeCaptchaTicket({ db, now: s.clock.now, ticket: s.ticket, randstr: s.randstr })).toBe(false);
    expect(await redeemCaptchaTicket({ db, now: s.clock.now, ticket: s.ticket, randstr: s.randstr })).toEqual({ ok: false, reason: 'reused' });
  });

  it('is false for an unknown ticket or a randstr of another ticket, without spending the real one', async () => {
    const s = await solved();
    const other = await solved();
    expect(await redeemCaptchaTicket({ db, now: s.clock.now, ticket: 'no-such-ticket', randstr: s.randstr })).toEqual({ ok: false, reason: 'unknown' });
    expect(await redeemCaptchaTicket({ db, now: s.clock.now, ticket: s.ticket, randstr: other.randstr })).toEqual({ ok: false, reason: 'unknown' });
    expect(await redeemCaptchaTicket({ db, now: s.clock.now, ticket: s.ticket, randstr: '' })).toEqual({ ok: false, reason: 'unknown' });
    expect(await redeemCaptchaTicket({ db, now: s.clock.now, ticket: undefined as unknown as string, randstr: s.randstr })).toEqual({
      ok: false,
      reason: 'unknown',
    });
    expect(await consumeCaptchaTicket({ db, now: s.clock.now, ticket: s.ticket, randstr: s.randstr })).toBe(true);
  });

  it('is redeemable for just under 5 minutes after solving, then expired', async () => {
    const early = await solved();
    early.clock.advance(300 - 0.001);
    expect(await consumeCaptchaTicket({ db, now: early.clock.now, ticket: early.ticket, randstr: early.randstr })).toBe(true);
    const late = await solved();
    late.clock.advance(300);
    expect(await redeemCaptchaTicket({ db, now: late.clock.now, ticket: late.ticket, randstr: late.randstr })).toEqual({ ok: false, reason: 'expired' });
    expect(await consumeCaptchaTicket({ db, now: late.clock.now, ticket: late.ticket, randstr: late.randstr })).toBe(false);
  });

  it('lets exactly one of many concurrent redemptions through', async () => {
    const s = await solved();
    const results = await Promise.all(Array.from({ length: 8 }, () => consumeCaptchaTicket({ db, now: s.clock.now, ticket: s.ticket, randstr: s.randstr })));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('redeemCaptchaTicket with the third-party captcha (issue 25 item 7)', () => {
  it('lets only the verifier judge: a solved local ticket is worth nothing, a ticket it accepts passes', async () => {
    const s = await solved();
    const asked: [string, string][] = [];
    const verifier = { verify: async (ticket: string, randstr: string) => (asked.push([ticket, randstr]), ticket === 'platform-ticket') };
    expect(await redeemCaptchaTicket({ db, now: s.clock.now, ticket: s.ticket, randstr: s.randstr, verifier })).toEqual({ ok: false, reason: 'unknown' });
    expect(await redeemCaptchaTicket({ db, now: s.clock.now, ticket: 'platform-ticket', randstr: 'r1', verifier })).toEqual({ ok: true });
    expect(asked).toEqual([[s.ticket, s.randstr], ['platform-ticket', 'r1']]);
    // An empty answer never reaches the service.
    expect(await redeemCaptchaTicket({ db, now: s.clock.now, ticket: '', randstr: 'r1', verifier })).toEqual({ ok: false, reason: 'unknown' });
    expect(asked).toHaveLength(2);
  });
});
