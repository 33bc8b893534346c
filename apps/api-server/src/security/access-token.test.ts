import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../db/database';
import { serverSettings } from '../db/schema';
import { issueAccessToken, tokenSecretFor, verifyAccessToken } from './access-token';
import { openTestDatabase, simulatedClock } from './test-database';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256!';
const SUBJECT = { sub: '42', account: '13800000000' };

function decode(segment: string) {
  return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
}

function forge(header: object, payload: object, secret = SECRET) {
  const input = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

describe('issueAccessToken', () => {
  it('is a compact HS256 JWT with sub, account, iat and exp 7 days later by default', () => {
    const clock = simulatedClock('2031-01-01T00:00:00.750Z');
    const token = issueAccessToken(SECRET, SUBJECT, { now: clock.now });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(decode(header)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const iat = Date.parse('2031-01-01T00:00:00Z') / 1000;
    expect(decode(payload)).toEqual({ sub: '42', account: '13800000000', jti: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), iat, exp: iat + 604_800 });
    expect(signature).toBe(createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url'));
  });

  it('takes a lifetime in seconds and refuses nonsense ones', () => {
    const clock = simulatedClock('2031-01-01T00:00:00Z');
    const token = issueAccessToken(SECRET, SUBJECT, { now: clock.now, ttlSeconds: 90 });
    const claims = decode(token.split('.')[1] ?? '');
    expect(claims.exp - claims.iat).toBe(90);
    for (const ttlSeconds of [0, -1, 1.5, Number.NaN]) {
      expect(() => issueAccessToken(SECRET, SUBJECT, { now: clock.now, ttlSeconds })).toThrow(RangeError);
    }
    expect(() => issueAccessToken(SECRET, { sub: '', account: 'x' }, { now: clock.now })).toThrow(TypeError);
  });

  it('refuses secrets shorter than 32 bytes', () => {
    const clock = simulatedClock();
    expect(() => issueAccessToken('x'.repeat(31), SUBJECT, { now: clock.now })).toThrow(RangeError);
    expect(() => issueAccessToken('x'.repeat(32), SUBJECT, { now: clock.now })).not.toThrow();
    expect(() => issueAccessToken(new Uint8Array(32), SUBJECT, { now: clock.now })).not.toThrow();
    expect(() => verifyAccessToken('short', 'a.b.c', clock.now)).toThrow(RangeError);
  });
});

describe('verifyAccessToken', () => {
  it('gives back the claims until exp * 1000 ms, then answers expired', () => {
    const clock = simulatedClock('2031-01-01T00:00:00Z');
    const token = issueAccessToken(SECRET, SUBJECT, { now: clock.now });
    const iat = Date.parse('2031-01-01T00:00:00Z') / 1000;
    expect(verifyAccessToken(SECRET, token, clock.now)).toEqual({ ok: true, claims: { ...SUBJECT, sessionEpoch: 0, jti: expect.any(String), iat, exp: iat + 604_800 } });
    clock.advance(7 * 24 * 3600 - 0.001);
    expect(verifyAccessToken(SECRET, token, clock.now).ok).toBe(true);
    clock.advance(0.001);
    expect(verifyAccessToken(SECRET, token, clock.now)).toEqual({ ok: false, reason: 'expired' });
  });

  it('answers bad-signature for another secret or a tampered payload or signature', () => {
    const clock = simulatedClock();
    const token = issueAccessToken(SECRET, SUBJECT, { now: clock.now });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    expect(verifyAccessToken(`${SECRET}-other`, token, clock.now)).toEqual({ ok: false, reason: 'bad-signature' });
    const raised = Buffer.from(JSON.stringify({ ...decode(payload), sub: '1' })).toString('base64url');
    expect(verifyAccessToken(SECRET, `${header}.${raised}.${signature}`, clock.now)).toEqual({ ok: false, reason: 'bad-signature' });
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyAccessToken(SECRET, `${header}.${payload}.${flipped}`, clock.now)).toEqual({ ok: false, reason: 'bad-signature' });
    expect(verifyAccessToken(SECRET, `${header}.${payload}.${signature}AA`, clock.now)).toEqual({ ok: false, reason: 'bad-signature' });
    // A forged token signed with our secret but carrying an expired exp is still expired, not valid.
    const past = forge({ alg: 'HS256', typ: 'JWT' }, { ...SUBJECT, jti: 'id', iat: 1, exp: 2 });
    expect(verifyAccessToken(SECRET, past, clock.now)).toEqual({ ok: false, reason: 'expired' });
  });

  it('answers malformed for non-tokens, other algorithms and incomplete claims', () => {
    const clock = simulatedClock();
    const exp = Math.floor(clock.now().getTime() / 1000) + 60;
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(JSON.stringify({ ...SUBJECT, iat: 1, exp })).toString('base64url')}.`;
    const cases = [
      '',
      'abc',
      'a.b',
      'a.b.c.d',
      '!!.!!.!!',
      unsigned,
      forge({ alg: 'HS512', typ: 'JWT' }, { ...SUBJECT, iat: 1, exp }),
      forge({ alg: 'HS256' }, { account: 'x', iat: 1, exp }),
      forge({ alg: 'HS256' }, { ...SUBJECT, sub: 42, iat: 1, exp }),
      forge({ alg: 'HS256' }, { ...SUBJECT, iat: 1, exp: String(exp) }),
      forge({ alg: 'HS256' }, { ...SUBJECT, jti: 'id', iat: 1.5, exp }),
      forge({ alg: 'HS256' }, { ...SUBJECT, iat: 1, exp }),
      forge({ alg: 'HS256' }, { ...SUBJECT, jti: 'not an id!', iat: 1, exp }),
      forge({ alg: 'HS256' }, [SUBJECT]),
      undefined as unknown as string,
    ];
    for (const token of cases) expect(verifyAccessToken(SECRET, token, clock.now)).toEqual({ ok: false, reason: 'malformed' });
    // The header need not carry typ; alg is what matters.
    expect(verifyAccessToken(SECRET, forge({ alg: 'HS256' }, { ...SUBJECT, jti: 'id', iat: 1, exp }), clock.now).ok).toBe(true);
  });
});

describe('tokenSecretFor', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  it('generates one 32-byte secret, keeps it in server_settings and hands the same one to everyone', async () => {
    const secrets = await Promise.all(Array.from({ length: 5 }, () => tokenSecretFor(database.db)));
    expect(new Set(secrets).size).toBe(1);
    const secret = secrets[0] ?? '';
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect(await tokenSecretFor(database.db)).toBe(secret);
    const rows = await database.db.select().from(serverSettings);
    expect(rows).toEqual([{ key: 'access-token-secret', value: secret }]);
    // Usable as a signing secret straight away.
    const clock = simulatedClock();
    const token = issueAccessToken(secret, SUBJECT, { now: clock.now });
    expect(verifyAccessToken(secret, token, clock.now).ok).toBe(true);
  });
});

describe('token id (issue #10 item 8)', () => {
  it('every token has its own random id, and a token without one is not ours', () => {
    const clock = simulatedClock('2031-01-01T00:00:00Z');
    const a = verifyAccessToken(SECRET, issueAccessToken(SECRET, SUBJECT, { now: clock.now }), clock.now);
    const b = verifyAccessToken(SECRET, issueAccessToken(SECRET, SUBJECT, { now: clock.now }), clock.now);
    expect(a.ok && b.ok && a.claims.jti !== b.claims.jti).toBe(true);
    expect(a.ok && a.claims.jti).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // The same token without its id, correctly signed.
    const iat = Math.floor(clock.now().getTime() / 1000);
    const payload = Buffer.from(JSON.stringify({ sub: SUBJECT.sub, account: SUBJECT.account, iat, exp: iat + 60 })).toString('base64url');
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
    const signature = createHmac('sha256', Buffer.from(SECRET, 'utf8')).update(`${header}.${payload}`).digest('base64url');
    expect(verifyAccessToken(SECRET, `${header}.${payload}.${signature}`, clock.now)).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('session epoch (issue #25 item 11)', () => {
  it('carries the epoch as sv once it is above 0; a token without sv is of epoch 0; a bad sv is not ours', () => {
    const clock = simulatedClock('2031-01-01T00:00:00Z');
    const raised = issueAccessToken(SECRET, { ...SUBJECT, sessionEpoch: 3 }, { now: clock.now });
    expect(decode(raised.split('.')[1] ?? '')).toMatchObject({ sv: 3 });
    expect(verifyAccessToken(SECRET, raised, clock.now)).toMatchObject({ ok: true, claims: { sessionEpoch: 3 } });
    const plain = issueAccessToken(SECRET, { ...SUBJECT, sessionEpoch: 0 }, { now: clock.now });
    expect(decode(plain.split('.')[1] ?? '')).not.toHaveProperty('sv');
    expect(verifyAccessToken(SECRET, plain, clock.now)).toMatchObject({ ok: true, claims: { sessionEpoch: 0 } });
    const exp = Math.floor(clock.now().getTime() / 1000) + 60;
    for (const sv of [-1, 1.5, '2']) expect(verifyAccessToken(SECRET, forge({ alg: 'HS256' }, { ...SUBJECT, sv, jti: 'id', iat: 1, exp }), clock.now)).toEqual({ ok: false, reason: 'malformed' });
    expect(() => issueAccessToken(SECRET, { ...SUBJECT, sessionEpoch: -1 }, { now: clock.now })).toThrow(RangeError);
  });
});
