// The monitors in the T+1 job (issue 31 item 3), end to end on the tiny simulated market: the
// development endpoint advances the market by one simulated day, the refresher imports and derives
// it and hands it to the monitors, whose rules fire for the followed items of that day (and the rule
// that must not, does not), with the digest in the development mail outbox and the signed webhook
// delivery at a receiver started here.
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { devRoutes } from '../api/dev/dev-routes';
import type { ServerDeps } from '../api/server-deps';
import type { OpenDatabase } from '../db/database';
import { addDays } from '../market/days';
import { marketServiceOf } from '../market/market-service';
import { marketSqlOf, type MarketSql } from '../market/market-sql';
import { latestCompleteDay } from '../market/market-state';
import { MarketRefresher } from '../market/refresh/refresher';
import { MARKET_SCALES } from '../market/scale';
import { cryptoRandom } from '../security/random';
import { outboxSmsProvider } from '../security/sms-codes';
import { openTestDatabase, simulatedClock } from '../security/test-database';
import { MONITORS_DAY_KEY, MonitorService } from './monitor-service';

const SECRET = 'whsec_refresh_test';
const clock = simulatedClock('2026-07-01T04:00:00.000Z');
let database: OpenDatabase;
let sql: MarketSql;
let folder: string;
let server: Server;
let dev: ReturnType<typeof devRoutes>;
let before: string;
let followed: string[];
const received: { body: string; verified: boolean }[] = [];

beforeAll(async () => {
  database = await openTestDatabase(process.env['SEALENS_TEST_DATABASE_URL']);
  sql = marketSqlOf(database.db);
  folder = await mkdtemp(join(tmpdir(), 'sealens-monitor-refresh-'));
  const monitors = new MonitorService({ sql, mode: 'local', now: clock.now });
  const refresher = new MarketRefresher({
    sql,
    mode: 'local',
    feedDir: join(folder, 'feed'),
    now: clock.now,
    scale: MARKET_SCALES.tiny,
    seed: 31,
    afterImport: async (days, latest) => {
      await monitors.afterImport(days, latest);
    },
  });
  await refresher.tick();
  await refresher.settled();
  before = (await latestCompleteDay(sql)) ?? '';
  const deps: ServerDeps = {
    db: database.db,
    mode: 'local',
    now: clock.now,
    random: cryptoRandom,
    sms: outboxSmsProvider(database.db, clock.now),
    tokenSecret: 'monitor-refresh-test-secret-0123456789',
    tokenTtlSeconds: 3600,
    uploadDir: join(folder, 'uploads'),
    market: { ...marketServiceOf(database.db, refresher), monitors },
  };
  dev = devRoutes(deps);

  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const expected = `sha256=${createHmac('sha256', SECRET).update(`${String(req.headers['x-sealens-timestamp'])}.${body}`).digest('hex')}`;
      received.push({ body, verified: req.headers['x-sealens-signature'] === expected });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;

  // A member following three products sold on the latest day and a shop, with a rule every followed
  // product with a row on the next day meets, and one no product can (a price change beyond 1,000 %).
  followed = (await sql.query<{ id: string }>(`select goods_id::text as id from market_product_days where day = $1::date and observed_at is not null order by sales desc, goods_id limit 3`, [before])).map((r) => r.id);
  await sql.query(`insert into users (id, account, mobile) values (31301, 'm31301', 'm31301')`);
  await sql.query(`insert into user_products (user_id, plan_id, maturity_time) values (31301, 13, '2099-12-31T00:00:00Z')`);
  for (const id of followed) await sql.query(`insert into monitor_follows (user_id, entity, item_id, site) select 31301, 'product', goods_id, site from market_products where goods_id = $1::bigint`, [id]);
  await sql.query(`insert into monitor_rules (user_id, name, entity, kind, conditions) values (31301, 'Any sale', 'product', 'custom', '[{"measure":"units","op":"gte","value":0}]'::jsonb)`);
  await sql.query(`insert into monitor_rules (user_id, name, entity, kind, threshold) values (31301, 'Wild price', 'product', 'priceChange', 1000)`);
  await sql.query(`insert into monitor_settings (user_id, email) values (31301, 'seller@example.com')`);
  await sql.query(`insert into monitor_webhooks (user_id, url, secret) values (31301, $1, $2)`, [url, SECRET]);
}, 300_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

describe('the monitors in the T+1 job', () => {
  it('were evaluated for the first start’s newest day only', async () => {
    const [state] = await sql.query<{ value: string }>(`select value from market_state where key = $1`, [MONITORS_DAY_KEY]);
    expect(state?.value).toBe(before);
  });

  it('evaluate the day the development endpoint advances to: the centre, the mail outbox and the webhook receiver have the alert', async () => {
    const answer = await dev.request('/market/advance', { method: 'POST' });
    const body = (await answer.json()) as { code: number; payload: { day: string; latest: string; notifications: number } };
    const next = addDays(before, 1);
    expect(body.code).toBe(200);
    expect(body.payload).toMatchObject({ day: next, latest: next });
    const rows = await sql.query<{ rule_name: string; item_id: string; figures: Record<string, number> }>(
      `select rule_name, item_id::text as item_id, figures from monitor_notifications where day = $1::date order by item_id`,
      [next],
    );
    const sold = (await sql.query<{ id: string; sales: number; price: number }>(`select goods_id::text as id, sales, price from market_product_days where day = $1::date and goods_id = any($2::bigint[]) order by goods_id`, [next, followed])).map(
      (r) => r,
    );
    expect(sold.length).toBeGreaterThan(0);
    // The rule that reads every sale fired once per followed product with a row that day, with its figures; the wild one never.
    expect(rows.map((r) => [r.rule_name, r.item_id])).toEqual(sold.map((s) => ['Any sale', s.id]));
    for (const s of sold) expect(rows.find((r) => r.item_id === s.id)?.figures).toMatchObject({ units: s.sales, price: s.price });
    expect(body.payload.notifications).toBe(sold.length);

    const mail = (await (await dev.request('/mail?to=seller@example.com')).json()) as { payload: { mails: { day: string; subject: string; body: string }[] } };
    expect(mail.payload.mails).toHaveLength(1);
    expect(mail.payload.mails[0]).toMatchObject({ day: next, subject: `SeaLens alerts of ${next}: ${sold.length}` });
    expect(mail.payload.mails[0]?.body).toContain(`units ${sold[0]?.sales}`);

    expect(received).toHaveLength(1);
    expect(received[0]?.verified).toBe(true);
    const event = JSON.parse(received[0]?.body ?? '{}') as { type: string; day: string; notifications: { itemId: string; ruleName: string }[] };
    expect(event).toMatchObject({ type: 'alert', day: next });
    expect(event.notifications.map((n) => n.itemId).sort()).toEqual(sold.map((s) => s.id).sort());
  }, 300_000);
});
