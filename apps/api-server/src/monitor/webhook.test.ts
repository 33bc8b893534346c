// The webhook (issue 31 items 4 and 5): a receiver started here verifies the signature the way the
// contract tells members to; a failing receiver sees the retries at 1, 5, 30 and 120 minutes of the
// injected clock, each attempt recorded, then the delivery given up; and the refused addresses.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { OpenDatabase } from '../db/database';
import { marketSqlOf, type MarketSql } from '../market/market-sql';
import { openTestDatabase, simulatedClock } from '../security/test-database';
import {
  checkWebhookTarget,
  checkWebhookUrl,
  DELIVERY_HEADER,
  guardedTransport,
  refusedAddress,
  SIGNATURE_HEADER,
  signWebhook,
  TIMESTAMP_HEADER,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_MINUTES,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSender,
} from './webhook';

const SECRET = 'whsec_receiver_test';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
  verified: boolean;
}

/** What a member's receiver does: recompute the HMAC over `<timestamp>.<body>`, compare in constant time, refuse old timestamps. */
function verify(secret: string, headers: IncomingMessage['headers'], body: string, nowSeconds: number): boolean {
  const timestamp = Number(headers[TIMESTAMP_HEADER]);
  const signature = String(headers[SIGNATURE_HEADER] ?? '');
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`);
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

let database: OpenDatabase;
let sql: MarketSql;
let server: Server;
let port = 0;
const received: Received[] = [];
/** What the receiver answers next (a status per request, then 200). */
const answers: number[] = [];
const clock = simulatedClock('2026-10-11T01:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
  sql = marketSqlOf(database.db);
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body, verified: verify(SECRET, req.headers, body, Math.floor(clock.now().getTime() / 1000)) });
      res.statusCode = answers.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

async function delivery(userId: number, body: string): Promise<number> {
  const url = `http://127.0.0.1:${port}/hook`;
  await sql.query(`insert into monitor_webhooks (user_id, url, secret) values ($1, $2, $3) on conflict (user_id) do update set url = excluded.url, secret = excluded.secret`, [userId, url, SECRET]);
  const [row] = await sql.query<{ id: number }>(
    `insert into monitor_webhook_deliveries (user_id, type, url, body, status, next_attempt_at) values ($1, 'test', $2, $3, 'pending', $4) returning id`,
    [userId, url, body, clock.now().toISOString()],
  );
  return row?.id ?? 0;
}

const attemptsOf = (id: number) =>
  sql.query<{ ok: boolean; http_status: number | null; at: Date | string }>(`select ok, http_status, at from monitor_webhook_attempts where delivery_id = $1 order by id`, [id]);
const stateOf = async (id: number) =>
  (await sql.query<{ status: string; attempts: number; next_attempt_at: Date | string | null }>(`select status, attempts, next_attempt_at from monitor_webhook_deliveries where id = $1`, [id]))[0];

describe('the webhook signature', () => {
  it('is the hex HMAC-SHA256 of "<timestamp>.<body>" keyed with the secret', () => {
    expect(signWebhook('key', 1_700_000_000, '{"a":1}')).toBe(`sha256=${createHmac('sha256', 'key').update('1700000000.{"a":1}').digest('hex')}`);
    expect(WEBHOOK_TOLERANCE_SECONDS).toBe(300);
  });

  it('is verified by a receiver (local mode lets the test receiver on 127.0.0.1 in), which a wrong secret fails', async () => {
    const sender = new WebhookSender(sql, { now: clock.now, mode: 'local' });
    const body = JSON.stringify({ delivery: 0, type: 'test', sentAt: clock.now().toISOString(), notifications: [] });
    const id = await delivery(31_101, body);
    expect(await sender.attempt(id)).toEqual({ ok: true, status: 200 });
    const got = received.at(-1);
    expect(got?.body).toBe(body);
    expect(got?.verified).toBe(true);
    expect(got?.headers[DELIVERY_HEADER]).toBe(String(id));
    expect(got?.headers[TIMESTAMP_HEADER]).toBe(String(Math.floor(clock.now().getTime() / 1000)));
    expect(got && verify('another secret', got.headers, got.body, Math.floor(clock.now().getTime() / 1000))).toBe(false);
    expect(got && verify(SECRET, got.headers, `${got.body} `, Math.floor(clock.now().getTime() / 1000))).toBe(false);
    expect(await stateOf(id)).toMatchObject({ status: 'delivered', attempts: 1, next_attempt_at: null });
  });
});

describe('webhook retries', () => {
  it('retries a failing receiver after 1, 5, 30 and 120 minutes, records each attempt, and gives up after the fifth', async () => {
    expect(WEBHOOK_RETRY_MINUTES).toEqual([1, 5, 30, 120]);
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(5);
    const sender = new WebhookSender(sql, { now: clock.now, mode: 'local' });
    const id = await delivery(31_102, '{"delivery":1}');
    answers.push(500, 503, 500, 502, 500);
    const start = clock.now().getTime();
    expect(await sender.deliverDue()).toBe(1);
    for (const minutes of WEBHOOK_RETRY_MINUTES) {
      const state = await stateOf(id);
      expect(state?.status).toBe('pending');
      expect(new Date(state?.next_attempt_at ?? 0).getTime() - clock.now().getTime()).toBe(minutes * 60_000);
      // Not due a second early.
      clock.advance(minutes * 60 - 1);
      expect(await sender.deliverDue()).toBe(0);
      clock.advance(1);
      expect(await sender.deliverDue()).toBe(1);
    }
    const attempts = await attemptsOf(id);
    expect(attempts.map((a) => [a.ok, a.http_status])).toEqual([
      [false, 500],
      [false, 503],
      [false, 500],
      [false, 502],
      [false, 500],
    ]);
    expect(attempts.map((a) => (new Date(a.at).getTime() - start) / 60_000)).toEqual([0, 1, 6, 36, 156]);
    expect(await stateOf(id)).toMatchObject({ status: 'failed', attempts: 5, next_attempt_at: null });
    clock.advance(86_400);
    expect(await sender.deliverDue()).toBe(0);
  });

  it('delivers on a retry once the receiver answers 2xx', async () => {
    const sender = new WebhookSender(sql, { now: clock.now, mode: 'local' });
    const id = await delivery(31_103, '{"delivery":2}');
    answers.push(500);
    await sender.deliverDue();
    clock.advance(60);
    await sender.deliverDue();
    expect((await attemptsOf(id)).map((a) => a.http_status)).toEqual([500, 200]);
    expect(await stateOf(id)).toMatchObject({ status: 'delivered', attempts: 2 });
  });
});

describe('refused webhook addresses (no server-side request forgery)', () => {
  it('takes only https in production, no credentials', () => {
    expect(checkWebhookUrl('https://hooks.example.com/x', 'production')).toHaveProperty('url');
    expect(checkWebhookUrl('http://hooks.example.com/x', 'production')).toEqual({ reason: 'the address must start with https://' });
    expect(checkWebhookUrl('ftp://hooks.example.com/x', 'local')).toEqual({ reason: 'the address must start with https://' });
    expect(checkWebhookUrl('https://user:pw@hooks.example.com/x', 'production')).toEqual({ reason: 'the address may not carry a user name or password' });
    expect(checkWebhookUrl('not a url', 'production')).toEqual({ reason: 'not an address' });
    expect(checkWebhookUrl(`https://x.example.com/${'a'.repeat(500)}`, 'production')).toHaveProperty('reason');
  });

  it('refuses loopback, private, link-local, unique-local and reserved addresses, IPv4-mapped and NAT64 forms too', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', '::ffff:10.0.0.1', '::ffff:7f00:1', '64:ff9b::a9fe:a9fe']) {
      expect(refusedAddress(address, 'production'), address).toBeDefined();
    }
    for (const address of ['93.184.216.34', '172.32.0.1', '2606:4700::1111', '::ffff:93.184.216.34']) expect(refusedAddress(address, 'production'), address).toBeUndefined();
    // Local mode (development, e2e) lets loopback through, nothing else.
    expect(refusedAddress('127.0.0.1', 'local')).toBeUndefined();
    expect(refusedAddress('::1', 'local')).toBeUndefined();
    expect(refusedAddress('10.1.2.3', 'local')).toBeDefined();
  });

  it('checks every address a name resolves to', async () => {
    const resolver = (name: string) => Promise.resolve(name === 'rebind.example.com' ? ['93.184.216.34', '10.0.0.7'] : name === 'ok.example.com' ? ['93.184.216.34'] : []);
    expect(await checkWebhookTarget(new URL('https://ok.example.com/'), 'production', resolver)).toBeUndefined();
    expect(await checkWebhookTarget(new URL('https://rebind.example.com/'), 'production', resolver)).toMatch(/10\.0\.0\.7 is a loopback, private/);
    expect(await checkWebhookTarget(new URL('https://nowhere.example.com/'), 'production', resolver)).toBe('nowhere.example.com cannot be resolved');
    expect(await checkWebhookTarget(new URL('https://[::1]/'), 'production', (n) => Promise.resolve([n]))).toMatch(/::1 is a loopback/);
  });

  it('refuses at connect time too: a name that resolves to a private address when the attempt is made', async () => {
    const transport = guardedTransport('production', () => Promise.resolve(['127.0.0.1']));
    const answer = await transport(new URL(`https://changed.example.com:${port}/hook`), {}, '{}');
    expect(answer.status).toBeUndefined();
    expect(answer.error).toMatch(/127\.0\.0\.1 is a loopback/);
  });
});
