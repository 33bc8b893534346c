// The alert evaluation (issue 31 item 3): after a T+1 import, every enabled rule of every member
// with a running plan against every follow it covers, in one set-based statement (no query per
// follower): the day's figures of all followed items (monitor-figures.ts), joined with follows and
// rules, each rule's preset or AND/OR conditions tested in SQL. A rule fires at most once per item
// and day (the notifications' unique key), so running a day again adds nothing. Then, in the same
// job, one digest mail per member with an address and one webhook delivery per member with a
// webhook, each for the day's new notifications, written in bulk.
import type { MarketSql } from '../market/market-sql';
import { figuresCtes } from './monitor-figures';

/** The test of one rule against one item's figures `x` (rule `r`), per kind. */
const RULE_TEST = `case r.kind
    when 'priceChange' then abs((x.figures->>'priceChange')::float8) > r.threshold
    when 'unitsChange' then abs((x.figures->>'unitsChange')::float8) > r.threshold
    when 'searchChange' then abs((x.figures->>'searchChange')::float8) > r.threshold
    -- A day without the product's row has no place: neither an entry nor an exit (a missed pass).
    when 'topEnter' then (x.figures->>'rank')::int <= r.threshold and (x.figures->>'previousRank')::int > r.threshold
    when 'topLeave' then (x.figures->>'previousRank')::int <= r.threshold and (x.figures->>'rank')::int > r.threshold
    when 'outOfStock' then x.out_of_stock
    when 'delisted' then x.delisted
    when 'relisted' then x.relisted
    when 'newProduct' then (x.figures->>'newProducts')::int > 0
    when 'custom' then (
      select case when r.combine = 'or' then bool_or(c.ok) else bool_and(c.ok) end
      from (
        select coalesce(case cond->>'op'
            when 'gt' then v.value > (cond->>'value')::float8
            when 'gte' then v.value >= (cond->>'value')::float8
            when 'lt' then v.value < (cond->>'value')::float8
            when 'lte' then v.value <= (cond->>'value')::float8 end, false) as ok
        from jsonb_array_elements(r.conditions) cond
        cross join lateral (select (x.figures->>(cond->>'measure'))::float8 as value) v
      ) c)
    else false end`;

/**
 * Inserts the day's notifications of every member. $1 the day, $2 now. Members whose plan has
 * ended (spec §4: no end time ahead) get none: alerts are a plan's.
 */
export const EVALUATE = `with active_rules as materialized (
    -- Rules of members with a running plan, once: joined per fired row, the plans were scanned per row.
    select r.* from monitor_rules r
    where r.enabled and exists (select 1 from user_products up where up.user_id = r.user_id and greatest(up.maturity_time, up.bonus_end_time) > $2::timestamptz)
  ),
  items as (
    select distinct f.entity, f.item_id, f.site from monitor_follows f
    where exists (select 1 from active_rules r where r.user_id = f.user_id and r.entity = f.entity)
  )${figuresCtes()}
  insert into monitor_notifications (user_id, rule_id, rule_name, kind, threshold, entity, item_id, site, title, day, figures, created_at)
  select f.user_id, r.id, r.name, r.kind, r.threshold, f.entity, f.item_id, f.site, x.title, $1::date, x.figures, $2::timestamptz
  from active_rules r
  join monitor_follows f on f.user_id = r.user_id and f.entity = r.entity and (r.group_name = '' or f.group_name = r.group_name)
  join figs x on x.entity = f.entity and x.item_id = f.item_id and x.site = f.site
  where ${RULE_TEST}
  on conflict (rule_id, entity, item_id, site, day) do nothing`;

export interface NotificationRow {
  id: number;
  user_id: number;
  rule_id: number;
  rule_name: string;
  kind: string;
  threshold: number | null;
  entity: string;
  item_id: string | number;
  site: string;
  title: string;
  day: string;
  figures: Record<string, number>;
  read: boolean;
  created_at: string | Date;
}

export interface EvaluationResult {
  day: string;
  notifications: number;
  mails: number;
  deliveries: number;
  ms: number;
}

/** Writes the day's digests and webhook deliveries (built by `compose`) for the day's notifications. */
export interface EvaluationOutputs {
  digest(day: string, rows: readonly NotificationRow[]): { subject: string; body: string };
  webhookBody(delivery: number, day: string, rows: readonly NotificationRow[], sentAt: Date): string;
}

/** Evaluates every rule for `day` and writes what it says: notifications, digests, webhook deliveries. */
export async function evaluateMonitors(sql: MarketSql, day: string, now: Date, outputs: EvaluationOutputs): Promise<EvaluationResult> {
  const started = performance.now();
  return sql.transaction(async (tx) => {
    const [inserted] = await tx.query<{ n: number }>(`with ins as (${EVALUATE} returning 1) select count(*)::int as n from ins`, [day, now.toISOString()]);
    const notifications = inserted?.n ?? 0;
    // The day's notifications of members who get a digest and have none for the day yet: one read.
    const forMail = await tx.query<NotificationRow & { email: string }>(
      `select n.*, s.email from monitor_notifications n
       join monitor_settings s on s.user_id = n.user_id and s.email <> ''
       where n.day = $1::date and not exists (select 1 from mail_outbox m where m.user_id = n.user_id and m.kind = 'digest' and m.day = $1::date)
       order by n.user_id, n.id`,
      [day],
    );
    const mails = [...groupBy(forMail, (r) => r.user_id)].map(([userId, rows]) => ({ user_id: userId, to: rows[0]?.email ?? '', ...outputs.digest(day, rows) }));
    if (mails.length) {
      await tx.query(
        `insert into mail_outbox (user_id, kind, day, "to", subject, body, created_at)
         select x.user_id, 'digest', $1::date, x."to", x.subject, x.body, $3::timestamptz from jsonb_to_recordset($2::jsonb) as x(user_id int, "to" text, subject text, body text)
         on conflict (user_id, kind, day) do nothing`,
        [day, JSON.stringify(mails), now.toISOString()],
      );
    }
    // One delivery per member with a webhook: created first (its id goes into the signed body), then filled.
    const created = await tx.query<{ id: number; user_id: number }>(
      `insert into monitor_webhook_deliveries (user_id, type, day, url, body, status, next_attempt_at, created_at)
       select w.user_id, 'alert', $1::date, w.url, '', 'pending', $2::timestamptz, $2::timestamptz from monitor_webhooks w
       where exists (select 1 from monitor_notifications n where n.user_id = w.user_id and n.day = $1::date)
       on conflict (user_id, type, day) do nothing
       returning id, user_id`,
      [day, now.toISOString()],
    );
    if (created.length) {
      const rows = await tx.query<NotificationRow>(`select * from monitor_notifications where day = $1::date and user_id = any($2::int[]) order by user_id, id`, [
        day,
        created.map((d) => d.user_id),
      ]);
      const byUser = groupBy(rows, (r) => r.user_id);
      const bodies = created.map((d) => ({ id: d.id, body: outputs.webhookBody(d.id, day, byUser.get(d.user_id) ?? [], now) }));
      await tx.query(`update monitor_webhook_deliveries d set body = x.body from jsonb_to_recordset($1::jsonb) as x(id int, body text) where d.id = x.id`, [JSON.stringify(bodies)]);
    }
    return { day, notifications, mails: mails.length, deliveries: created.length, ms: Math.round(performance.now() - started) };
  });
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}
