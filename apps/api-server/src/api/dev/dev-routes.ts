// Development endpoints (DESIGN.md §3), mounted at /api/__dev in local mode only; production mode
// never mounts them, so they answer the API's 404 there. They are tools, not product API, and so
// are deliberately absent from openapi/:
//
//   GET  /api/__dev/sms?mobile=13800000000
//        The newest SMS-outbox message to that phone: envelope payload { mobile, code, text, sentAt }
//        (code: the 6-digit code in the text, or null); 404 envelope when nothing was sent.
//   DELETE /api/__dev/sms?mobile=13800000000
//        Forgets the sends to that phone that the resend cooldown and the hourly limit count (its
//        `sms_sends` rows; codes and outbox stay): a test may ask a fixed demo phone for a code again,
//        on a retry or a repeat, without waiting out 60 s. Payload { mobile, forgotten }.
//   GET  /api/__dev/qr/scan?sceneId=…
//        HTML page (what a login QR encodes in local mode): scan the scene as one of the users in the
//        database (a select) or as an unknown messaging-app identity. Plain forms, no scripts.
//   POST /api/__dev/qr/scan
//        Form (from the page; answers HTML) or JSON (answers an envelope): sceneId plus userId, or
//        unknown=1 / true (optional openId). Runs scanQrScene: 200 scanned, 404 no such scene,
//        409 already scanned, 410 expired, 400 bad input.
//   GET  /api/__dev/market
//        Where the market data stands (market/refresh/refresher.ts): payload { phase: 'starting' |
//        'history' | 'complete', itemDays, itemDaysIn, latest? }; bench:api waits for `complete`.
//   GET  /api/__dev/mail?to=someone@example.com
//        The development mail outbox (issue 31: the daily alert digests a local-mode server keeps
//        instead of sending): payload { to, mails: [{ id, kind, day, subject, body, createdAt }] },
//        newest first, at most 20; without `to`, the newest 20 mails to anyone.
//   POST /api/__dev/market/advance
//        Simulates and imports the day after the latest complete one, derives it and evaluates the
//        monitors' rules for it (sending the webhooks due), as the next midnight would: an e2e test
//        sees a new day's alerts. The data then ends a day later than the clock's yesterday.
//        Payload { day, rows, latest, notifications }.
//   POST /api/__dev/reset
//        Truncates every table (not drizzle's migration journal), runs the seeders, and answers the
//        row counts per table: payload { tables, rows: { users: 42, ... } }.
import { asc, desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

import type { AppEnv } from '../../app-options';
import { resetDatabase } from '../../db/seed/reset-database';
import { qrScenes, smsOutbox, smsSends, users } from '../../db/schema';
import { CACHE_NONE } from '../../http/cache-control';
import { envelope } from '../../http/envelope';
import { scanQrScene, type QrScanner, type ScanQrSceneResult } from '../../security/qr-scenes';
import { latestOutboxCode } from '../../security/sms-codes';
import { marketOf } from '../../market/market-service';
import type { ServerDeps } from '../server-deps';
import { scanPage, scanResultPage } from './dev-page';

/** Where the scan page of a scene lives (what a login QR encodes in local mode), from the origin. */
export function devScanPath(sceneId: string): string {
  return `/api/__dev/qr/scan?sceneId=${encodeURIComponent(sceneId)}`;
}

/** The most users listed in the scan page's select. */
const MAX_SCAN_USERS = 500;

const SCAN_ANSWERS: Record<ScanQrSceneResult['status'], { status: ContentfulStatusCode; message: string }> = {
  ok: { status: 200, message: 'scanned: the login page picks it up with its next poll' },
  none: { status: 404, message: 'there is no QR scene with this id' },
  'already-scanned': { status: 409, message: 'this QR code has already been scanned' },
  expired: { status: 410, message: 'this QR code has expired; refresh it on the login page' },
};

function isTruthy(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && ['1', 'true', 'on', 'yes'].includes(value.toLowerCase()));
}

interface ScanInput {
  sceneId: string;
  scanner: QrScanner;
}

async function readScanBody(c: Context<AppEnv>): Promise<{ form: boolean; fields: Record<string, unknown> } | undefined> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      const body: unknown = await c.req.json();
      return body && typeof body === 'object' && !Array.isArray(body) ? { form: false, fields: body as Record<string, unknown> } : undefined;
    } catch {
      return undefined;
    }
  }
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    return { form: true, fields: await c.req.parseBody() };
  }
  return undefined;
}

function parseScan(fields: Record<string, unknown>): ScanInput | string {
  const sceneId = fields['sceneId'];
  if (typeof sceneId !== 'string' || sceneId.length === 0 || sceneId.length > 200) return 'sceneId is required';
  if (isTruthy(fields['unknown'])) {
    const openId = fields['openId'];
    if (openId !== undefined && (typeof openId !== 'string' || openId.length === 0 || openId.length > 64)) return 'openId must be a short string';
    return { sceneId, scanner: typeof openId === 'string' ? { unknown: true, openId } : { unknown: true } };
  }
  const raw = fields['userId'];
  const userId = typeof raw === 'number' ? raw : typeof raw === 'string' && /^[0-9]{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(userId) || userId <= 0) return 'give userId (a user id) or unknown=1';
  return { sceneId, scanner: { userId } };
}

export function devRoutes(deps: ServerDeps): Hono<AppEnv> {
  const { db, now } = deps;
  const dev = new Hono<AppEnv>();

  // Nothing here may be cached or indexed.
  dev.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', CACHE_NONE);
    c.header('X-Robots-Tag', 'noindex');
  });

  dev.get('/sms', async (c) => {
    const mobile = c.req.query('mobile')?.trim();
    if (!mobile) return envelope(c, 400, 'mobile is required');
    const [row] = await db
      .select({ body: smsOutbox.body, createdAt: smsOutbox.createdAt })
      .from(smsOutbox)
      .where(eq(smsOutbox.mobile, mobile))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    if (!row) return envelope(c, 404, 'no SMS was sent to this phone');
    const code = await latestOutboxCode(db, mobile);
    return envelope(c, 200, 'success', { mobile, code, text: row.body, sentAt: row.createdAt.toISOString() });
  });

  dev.get('/market', (c) => {
    const { refresher } = marketOf(deps);
    if (!refresher) return envelope(c, 200, 'success', { phase: 'complete' });
    return envelope(c, 200, 'success', refresher.progress());
  });

  dev.delete('/sms', async (c) => {
    const mobile = c.req.query('mobile')?.trim();
    if (!mobile) return envelope(c, 400, 'mobile is required');
    const forgotten = await db.delete(smsSends).where(eq(smsSends.mobile, mobile)).returning({ id: smsSends.id });
    return envelope(c, 200, 'sends forgotten', { mobile, forgotten: forgotten.length });
  });

  dev.get('/qr/scan', async (c) => {
    const sceneId = c.req.query('sceneId')?.trim() ?? '';
    if (!sceneId) return c.html(scanResultPage('', false, 'The link has no sceneId.'), 400);
    const [scene] = await db
      .select({ purpose: qrScenes.purpose, expiresAt: qrScenes.expiresAt, scannedAt: qrScenes.scannedAt })
      .from(qrScenes)
      .where(eq(qrScenes.sceneId, sceneId));
    const list = scene
      ? await db
          .select({ id: users.id, account: users.account, displayName: users.displayName, mobile: users.mobile, parentId: users.parentId })
          .from(users)
          .orderBy(asc(users.id))
          .limit(MAX_SCAN_USERS)
      : [];
    return c.html(scanPage(sceneId, scene, list, now()), scene ? 200 : 404);
  });

  dev.post('/qr/scan', async (c) => {
    const body = await readScanBody(c);
    if (!body) return envelope(c, 400, 'send a form or a JSON object');
    const input = parseScan(body.fields);
    const fail = (status: ContentfulStatusCode, message: string) =>
      body.form ? c.html(scanResultPage(String(body.fields['sceneId'] ?? ''), false, message), status) : envelope(c, status, message);
    if (typeof input === 'string') return fail(400, input);
    if ('userId' in input.scanner) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.scanner.userId));
      if (!user) return fail(400, `there is no user #${input.scanner.userId}`);
    }
    const result = await scanQrScene({ db, now, sceneId: input.sceneId, scanner: input.scanner, random: deps.random });
    const answer = SCAN_ANSWERS[result.status];
    if (result.status !== 'ok') return fail(answer.status, answer.message);
    const who = 'userId' in input.scanner ? `user #${input.scanner.userId}` : 'an unknown user';
    if (body.form) return c.html(scanResultPage(input.sceneId, true, `Scanned as ${who}: the login page picks it up with its next poll.`));
    return envelope(c, 200, answer.message, { sceneId: input.sceneId, ...(result.openId ? { openId: result.openId } : {}) });
  });

  dev.get('/mail', async (c) => {
    const to = c.req.query('to')?.trim();
    const rows = await marketOf(deps).sql.query<{ id: number; kind: string; day: string | null; to: string; subject: string; body: string; created_at: string | Date }>(
      `select id, kind, day::text as day, "to", subject, body, created_at from mail_outbox where ($1::text is null or "to" = $1) order by id desc limit 20`,
      [to || null],
    );
    return envelope(c, 200, 'success', {
      ...(to ? { to } : {}),
      mails: rows.map((m) => ({ id: m.id, kind: m.kind, day: m.day, to: m.to, subject: m.subject, body: m.body, createdAt: new Date(m.created_at).toISOString() })),
    });
  });

  dev.post('/market/advance', async (c) => {
    const { refresher, sql } = marketOf(deps);
    if (!refresher) return envelope(c, 409, 'this server runs no market refresher');
    const report = await refresher.advanceDay();
    const [row] = await sql.query<{ n: number }>(`select count(*)::int as n from monitor_notifications where day = $1::date`, [report.latest ?? report.target]);
    return envelope(c, 200, 'a day advanced', { day: report.target, rows: report.rows, latest: report.latest, notifications: row?.n ?? 0 });
  });

  dev.post('/reset', async (c) => {
    const { truncated, rows } = await resetDatabase(db);
    return envelope(c, 200, 'demo data reset', { tables: truncated.length, rows });
  });

  return dev;
}
