// The notification centre (openapi/workbench.yaml listNotifications, countUnreadNotifications,
// markNotificationsRead; issue 31 item 4) and the daily digest's address (getAlertSettings,
// saveAlertSettings). Members only; a member reads and marks only their own notifications (ids of
// someone else's are ignored, revealing nothing).
import { Hono } from 'hono';

import type { AppEnv } from '../../app-options';
import { marketOf } from '../../market/market-service';
import type { NotificationRow } from '../../monitor/monitor-evaluate';
import { notificationOf } from '../../monitor/monitor-output';
import { isEmailAddress } from '../../monitor/mail';
import { httpError } from '../identity/common';
import { fail, jsonBody, ok } from '../main/main-http';
import type { ServerDeps } from '../server-deps';
import { callerOf } from './member-rights';

const SIZES = [20, 50, 100];
export const READ_IDS_MAX = 200;

export function notificationRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const sqlOf = () => marketOf(deps).sql;

  r.get('/notifications', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to see your notifications');
    const rawUnread = c.req.query('unread');
    if (rawUnread !== undefined && rawUnread !== '0' && rawUnread !== '1') return fail(c, 400, 'invalid parameter: unread');
    const page = Number(c.req.query('page') ?? 1);
    if (!Number.isSafeInteger(page) || page < 1 || page > 10_000) return fail(c, 400, 'invalid parameter: page');
    const size = Number(c.req.query('size') ?? 20);
    if (!SIZES.includes(size)) return fail(c, 400, 'invalid parameter: size');
    const onlyUnread = rawUnread === '1';
    const sql = sqlOf();
    const rows = await sql.query<NotificationRow>(
      `select * from monitor_notifications where user_id = $1 and ($2::boolean = false or not read) order by id desc limit $3 offset $4`,
      [caller.user.id, onlyUnread, size, (page - 1) * size],
    );
    const [count] = await sql.query<{ total: number; unread: number }>(
      `select count(*) filter (where $2::boolean = false or not read)::int as total, count(*) filter (where not read)::int as unread from monitor_notifications where user_id = $1`,
      [caller.user.id, onlyUnread],
    );
    return ok(c, { rows: rows.map(notificationOf), total: count?.total ?? 0, unread: count?.unread ?? 0 });
  });

  r.get('/notifications/unread', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to see your notifications');
    // Read with the caller's plan (member-rights.ts): one statement for a page's shell.
    return ok(c, { unread: caller.unread });
  });

  r.post('/notifications/read', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to see your notifications');
    const body = (await jsonBody(c)) ?? {};
    const all = body['all'];
    if (all !== undefined && typeof all !== 'boolean') return fail(c, 400, 'invalid parameter: all');
    const ids = body['ids'];
    if (ids !== undefined && !(Array.isArray(ids) && ids.length <= READ_IDS_MAX && ids.every((id) => Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647))) {
      return fail(c, 400, 'invalid parameter: ids');
    }
    if (all !== true && (ids === undefined || ids.length === 0)) return fail(c, 400, 'invalid parameter: ids');
    await sqlOf().query(`update monitor_notifications set read = true where user_id = $1 and not read and ($2::boolean or id = any($3::int[]))`, [
      caller.user.id,
      all === true,
      (ids as number[] | undefined) ?? [],
    ]);
    const [row] = await sqlOf().query<{ n: number }>(`select count(*)::int as n from monitor_notifications where user_id = $1 and not read`, [caller.user.id]);
    return ok(c, { unread: row?.n ?? 0 });
  });

  r.get('/alert-settings', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to set your alerts');
    const [row] = await sqlOf().query<{ email: string }>(`select email from monitor_settings where user_id = $1`, [caller.user.id]);
    return ok(c, { email: row?.email ?? '' });
  });

  r.put('/alert-settings', async (c) => {
    const caller = await callerOf(deps, c);
    if (!caller.user) return httpError(c, 401, 'log in to set your alerts');
    const raw = ((await jsonBody(c)) ?? {})['email'];
    if (typeof raw !== 'string') return fail(c, 400, 'invalid parameter: email');
    const email = raw.trim();
    if (email !== '' && !isEmailAddress(email)) return fail(c, 400, 'invalid parameter: email');
    await sqlOf().query(
      `insert into monitor_settings (user_id, email, updated_at) values ($1, $2, $3) on conflict (user_id) do update set email = excluded.email, updated_at = excluded.updated_at`,
      [caller.user.id, email, deps.now().toISOString()],
    );
    return ok(c, { email });
  });

  return r;
}
