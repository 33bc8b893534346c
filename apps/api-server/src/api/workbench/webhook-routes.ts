// A member's webhook (openapi/workbench.yaml getWebhook, setWebhook, removeWebhook, testWebhook,
// listWebhookDeliveries; issue 31 items 4 and 5). The address is checked as written and after
// resolving its name (monitor/webhook.ts: https only, no loopback, link-local, private or
// unique-local address; a local-mode server also takes http:// and loopback, for e2e receivers).
// Setting it makes a new signing secret, shown in that answer only. Members only; a member sees
// only their own deliveries.
import { Hono } from 'hono';

import type { AppEnv } from '../../app-options';
import { marketOf } from '../../market/market-service';
import { memberTime } from '../../monitor/monitor-output';
import { checkWebhookTarget, checkWebhookUrl, newWebhookSecret, type Resolver, WebhookSender } from '../../monitor/webhook';
import { httpError } from '../identity/common';
import { fail, jsonBody, ok } from '../main/main-http';
import type { ServerDeps } from '../server-deps';
import { callerOf } from './member-rights';
import type { WorkbenchSchemas } from './workbench-types';

export const CODE_NO_WEBHOOK = 404;
const SIZES = [20, 50, 100];

interface DeliveryDbRow {
  id: number;
  type: string;
  status: string;
  url: string;
  body: string;
  next_attempt_at: string | Date | null;
  created_at: string | Date;
}

interface AttemptDbRow {
  delivery_id: number;
  at: string | Date;
  ok: boolean;
  http_status: number | null;
  error: string | null;
  ms: number;
}

type Delivery = WorkbenchSchemas['WebhookDelivery'];

function deliveryOf(row: DeliveryDbRow, attempts: readonly AttemptDbRow[]): Delivery {
  return {
    id: row.id,
    type: row.type as Delivery['type'],
    status: row.status as Delivery['status'],
    url: row.url,
    attempts: attempts.map((a) => ({
      at: memberTime(a.at),
      ok: a.ok,
      ...(a.http_status === null ? {} : { httpStatus: a.http_status }),
      ...(a.error === null ? {} : { error: a.error }),
      ms: a.ms,
    })),
    ...(row.status === 'pending' && row.next_attempt_at ? { nextAttemptAt: memberTime(row.next_attempt_at) } : {}),
    event: JSON.parse(row.body) as Delivery['event'],
    createdAt: memberTime(row.created_at),
  };
}

/** The member's webhook routes; `resolver` (tests) stands in for DNS when the address is checked. */
export function webhookRoutes(deps: ServerDeps, resolver?: Resolver): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const sqlOf = () => marketOf(deps).sql;
  const senderOf = () => marketOf(deps).monitors?.webhooks ?? new WebhookSender(sqlOf(), { now: deps.now, mode: deps.mode });

  r.get('/webhook', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to set a webhook');
    const [row] = await sqlOf().query<{ url: string; secret: string; created_at: string | Date }>(`select url, secret, created_at from monitor_webhooks where user_id = $1`, [caller.user.id]);
    return row ? ok(c, { url: row.url, secretHint: row.secret.slice(-4), createdAt: memberTime(row.created_at) }) : ok(c);
  });

  r.put('/webhook', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to set a webhook');
    const checked = checkWebhookUrl(((await jsonBody(c)) ?? {})['url'], deps.mode);
    if ('reason' in checked) return fail(c, 400, `invalid parameter: url (${checked.reason})`);
    const refused = await checkWebhookTarget(checked.url, deps.mode, resolver);
    if (refused) return fail(c, 400, `invalid parameter: url (${refused})`);
    const secret = newWebhookSecret();
    const url = checked.url.toString();
    const now = deps.now().toISOString();
    const sql = sqlOf();
    await sql.transaction(async (tx) => {
      await tx.query(
        `insert into monitor_webhooks (user_id, url, secret, created_at) values ($1, $2, $3, $4)
         on conflict (user_id) do update set url = excluded.url, secret = excluded.secret, created_at = excluded.created_at`,
        [caller.user?.id, url, secret, now],
      );
      // Retries due to the old address stop: they were signed for it.
      await tx.query(`update monitor_webhook_deliveries set status = 'failed', next_attempt_at = null where user_id = $1 and status = 'pending' and url <> $2`, [caller.user?.id, url]);
    });
    return ok(c, { url, secret, secretHint: secret.slice(-4), createdAt: memberTime(now) });
  });

  r.delete('/webhook', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to set a webhook');
    await sqlOf().transaction(async (tx) => {
      await tx.query(`delete from monitor_webhooks where user_id = $1`, [caller.user?.id]);
      await tx.query(`update monitor_webhook_deliveries set status = 'failed', next_attempt_at = null where user_id = $1 and status = 'pending'`, [caller.user?.id]);
    });
    return ok(c);
  });

  r.post('/webhook/test', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to set a webhook');
    const sql = sqlOf();
    const [hook] = await sql.query<{ url: string }>(`select url from monitor_webhooks where user_id = $1`, [caller.user.id]);
    if (!hook) return fail(c, CODE_NO_WEBHOOK, 'no webhook is set');
    const now = deps.now();
    const [created] = await sql.query<{ id: number }>(
      `insert into monitor_webhook_deliveries (user_id, type, url, body, status, next_attempt_at, created_at) values ($1, 'test', $2, '', 'pending', $3, $3) returning id`,
      [caller.user.id, hook.url, now.toISOString()],
    );
    if (!created) return fail(c, 500, 'the test was not recorded');
    const event: WorkbenchSchemas['WebhookEvent'] = { delivery: created.id, type: 'test', sentAt: now.toISOString(), notifications: [] };
    await sql.query(`update monitor_webhook_deliveries set body = $2 where id = $1`, [created.id, JSON.stringify(event)]);
    await senderOf().attempt(created.id);
    const [row] = await sql.query<DeliveryDbRow>(`select * from monitor_webhook_deliveries where id = $1`, [created.id]);
    const attempts = await sql.query<AttemptDbRow>(`select * from monitor_webhook_attempts where delivery_id = $1 order by at, id`, [created.id]);
    return row ? ok(c, deliveryOf(row, attempts)) : fail(c, 500, 'the test was not recorded');
  });

  r.get('/webhook/deliveries', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to set a webhook');
    const page = Number(c.req.query('page') ?? 1);
    if (!Number.isSafeInteger(page) || page < 1 || page > 10_000) return fail(c, 400, 'invalid parameter: page');
    const size = Number(c.req.query('size') ?? 20);
    if (!SIZES.includes(size)) return fail(c, 400, 'invalid parameter: size');
    const sql = sqlOf();
    const rows = await sql.query<DeliveryDbRow>(`select * from monitor_webhook_deliveries where user_id = $1 and body <> '' order by id desc limit $2 offset $3`, [
      caller.user.id,
      size,
      (page - 1) * size,
    ]);
    const [count] = await sql.query<{ n: number }>(`select count(*)::int as n from monitor_webhook_deliveries where user_id = $1 and body <> ''`, [caller.user.id]);
    const attempts = rows.length
      ? await sql.query<AttemptDbRow>(`select * from monitor_webhook_attempts where delivery_id = any($1::int[]) order by at, id`, [rows.map((d) => d.id)])
      : [];
    return ok(c, { rows: rows.map((d) => deliveryOf(d, attempts.filter((a) => a.delivery_id === d.id))), total: count?.n ?? 0 });
  });

  return r;
}
