// A member's webhook (issue 31 items 4 and 5): the address check that keeps the server from being
// made to call its own network (no server-side request forgery), the HMAC-SHA256 signature over
// timestamp and body, and the sender that tries each delivery, records every attempt and retries
// with backoff (1, 5, 30, 120 minutes) on the injected clock.
//
// Addresses: https only, no user:password part, and every address the name resolves to must be a
// public one: loopback, "this network", private (RFC 1918), carrier-grade NAT, link-local,
// unique-local, multicast and reserved ranges are refused, IPv4-mapped and NAT64 IPv6 forms
// included. The check runs when the address is set and again on every attempt inside the
// connection's own DNS lookup, so a name that later resolves elsewhere (DNS rebinding) is refused
// at connect time. Redirects are not followed. LOCAL MODE ONLY (a development or e2e server) also
// takes http:// and loopback addresses, so a test can run its own receiver on 127.0.0.1.
import { createHmac, randomBytes } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

import type { AppMode } from '../app-options';
import type { MarketSql } from '../market/market-sql';

export const WEBHOOK_URL_MAX = 500;
/** Minutes before each retry: 5 attempts in all. */
export const WEBHOOK_RETRY_MINUTES = [1, 5, 30, 120] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_MINUTES.length + 1;
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A receiver refuses a timestamp older than this (documented in the contract). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
export const SIGNATURE_HEADER = 'x-sealens-signature';
export const TIMESTAMP_HEADER = 'x-sealens-timestamp';
export const DELIVERY_HEADER = 'x-sealens-delivery';

const REFUSED = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  REFUSED.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fe80::', 10],
  ['fc00::', 7],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
] as const) {
  REFUSED.addSubnet(net, bits, 'ipv6');
}
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) IPv6 address. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return undefined;
  const hi = parseInt(hex[1] ?? '0', 16);
  const lo = parseInt(hex[2] ?? '0', 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** Why an address may not be called (undefined: it may). Local mode lets loopback through. */
export function refusedAddress(address: string, mode: AppMode): string | undefined {
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  const v4 = family === 6 ? embeddedIpv4(address) : address;
  const [check, type] = v4 ? [v4, 'ipv4' as const] : [address, 'ipv6' as const];
  if (mode === 'local' && LOOPBACK.check(check, type)) return undefined;
  return REFUSED.check(check, type) ? `${address} is a loopback, private, link-local or reserved address` : undefined;
}

export type Resolver = (hostname: string) => Promise<string[]>;

/** Every address a name resolves to (an IP literal is itself). */
export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => (error ? reject(error) : resolve(addresses.map((a) => a.address))));
  });

/** The URL's host as a resolver takes it (IPv6 literals lose their brackets). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Checks a webhook address as written (scheme, length, no credentials): the URL, or why not. */
export function checkWebhookUrl(raw: unknown, mode: AppMode): { url: URL } | { reason: string } {
  if (typeof raw !== 'string' || raw.trim().length === 0 || raw.length > WEBHOOK_URL_MAX) return { reason: 'the address must be 1 to 500 characters' };
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { reason: 'not an address' };
  }
  const schemes = mode === 'local' ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) return { reason: 'the address must start with https://' };
  if (url.username || url.password) return { reason: 'the address may not carry a user name or password' };
  if (!url.hostname) return { reason: 'the address has no host' };
  return { url };
}

/** Resolves the address's host and refuses it when any of its addresses is refused. */
export async function checkWebhookTarget(url: URL, mode: AppMode, resolver: Resolver = systemResolver): Promise<string | undefined> {
  let addresses: string[];
  try {
    addresses = await resolver(hostOf(url));
  } catch {
    return `${url.hostname} cannot be resolved`;
  }
  if (addresses.length === 0) return `${url.hostname} cannot be resolved`;
  for (const address of addresses) {
    const why = refusedAddress(address, mode);
    if (why) return why;
  }
  return undefined;
}

/** A new signing secret (shown to the member once). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('hex')}`;
}

/** The signature header's value: sha256= and the hex HMAC-SHA256 of `<timestamp>.<body>` keyed with the secret. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface WebhookAnswer {
  status?: number;
  error?: string;
}

/** Posts a body; answers the HTTP status or why there was none. */
export type WebhookTransport = (url: URL, headers: Record<string, string>, body: string) => Promise<WebhookAnswer>;

/**
 * The real transport: node's http(s) with a DNS lookup that refuses what checkWebhookTarget refuses,
 * at connect time (so the address connected to is the one checked), no redirects, a 10 s limit.
 */
export function guardedTransport(mode: AppMode, resolver: Resolver = systemResolver): WebhookTransport {
  return (url, headers, body) =>
    new Promise((resolve) => {
      const lookup = (hostname: string, _options: unknown, callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void) => {
        resolver(hostname.replace(/^\[(.*)\]$/, '$1')).then(
          (addresses) => {
            const refused = addresses.map((a) => refusedAddress(a, mode)).find(Boolean);
            const first = addresses[0];
            if (refused || !first) callback(new Error(refused ?? `${hostname} cannot be resolved`), '');
            else callback(null, [{ address: first, family: isIP(first) }]);
          },
          (error: Error) => callback(error, ''),
        );
      };
      const client = url.protocol === 'https:' ? https : http;
      const request = client.request(
        url,
        { method: 'POST', headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }, lookup: lookup as never, timeout: WEBHOOK_TIMEOUT_MS },
        (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
          response.on('error', (error) => resolve({ error: error.message }));
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`)));
      request.on('error', (error) => resolve({ error: error.message }));
      request.end(body);
    });
}

export interface DeliveryRow {
  id: number;
  user_id: number;
  url: string;
  body: string;
  attempts: number;
  status: string;
}

/** Sends deliveries and records each attempt; what is due is read from the database, so any server process may send. */
export class WebhookSender {
  constructor(
    private readonly sql: MarketSql,
    private readonly options: { now: () => Date; mode: AppMode; transport?: WebhookTransport },
  ) {}

  private get transport(): WebhookTransport {
    return this.options.transport ?? guardedTransport(this.options.mode);
  }

  /** One attempt of a delivery (if still pending): posts, records, and schedules the next or ends it. */
  async attempt(deliveryId: number): Promise<{ ok: boolean; status?: number; error?: string }> {
    const now = this.options.now();
    // Claimed by moving its next attempt away, so two processes do not send the same attempt.
    const [row] = await this.sql.query<DeliveryRow & { secret: string | null }>(
      `update monitor_webhook_deliveries d set next_attempt_at = $2::timestamptz + interval '10 minutes'
       from (select id from monitor_webhook_deliveries where id = $1 and status = 'pending' for update skip locked) c
       where d.id = c.id
       returning d.id, d.user_id, d.url, d.body, d.attempts, d.status, (select secret from monitor_webhooks w where w.user_id = d.user_id and w.url = d.url) as secret`,
      [deliveryId, now.toISOString()],
    );
    if (!row) return { ok: false, error: 'not pending' };
    const started = performance.now();
    let answer: WebhookAnswer;
    if (row.secret === null) {
      answer = { error: 'the webhook was removed or changed' };
    } else {
      const timestamp = Math.floor(now.getTime() / 1000);
      const checked = checkWebhookUrl(row.url, this.options.mode);
      answer =
        'reason' in checked
          ? { error: checked.reason }
          : await this.transport(checked.url, { [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signWebhook(row.secret, timestamp, row.body), [DELIVERY_HEADER]: String(row.id), 'user-agent': 'SeaLens-Webhook/1' }, row.body);
    }
    const ok = answer.status !== undefined && answer.status >= 200 && answer.status < 300;
    const attempts = row.attempts + 1;
    // A removed webhook is not retried; otherwise retry until the attempts are spent.
    const giveUp = !ok && (row.secret === null || attempts >= WEBHOOK_MAX_ATTEMPTS);
    const delay = WEBHOOK_RETRY_MINUTES[attempts - 1];
    const next = ok || giveUp || delay === undefined ? null : new Date(now.getTime() + delay * 60_000).toISOString();
    await this.sql.transaction(async (tx) => {
      await tx.query(`insert into monitor_webhook_attempts (delivery_id, at, ok, http_status, error, ms) values ($1, $2, $3, $4, $5, $6)`, [
        row.id,
        now.toISOString(),
        ok,
        answer.status ?? null,
        ok ? null : (answer.error ?? `HTTP ${answer.status}`),
        Math.round(performance.now() - started),
      ]);
      await tx.query(`update monitor_webhook_deliveries set attempts = $2, status = $3, next_attempt_at = $4 where id = $1`, [row.id, attempts, ok ? 'delivered' : giveUp ? 'failed' : 'pending', next]);
    });
    return { ok, ...(answer.status !== undefined ? { status: answer.status } : {}), ...(answer.error ? { error: answer.error } : {}) };
  }

  /** Every delivery whose attempt is due (a few at a time). */
  async deliverDue(limit = 100): Promise<number> {
    const due = await this.sql.query<{ id: number }>(
      `select id from monitor_webhook_deliveries where status = 'pending' and next_attempt_at <= $1::timestamptz order by next_attempt_at limit $2`,
      [this.options.now().toISOString(), limit],
    );
    for (let i = 0; i < due.length; i += 4) await Promise.all(due.slice(i, i + 4).map((d) => this.attempt(d.id)));
    return due.length;
  }
}
