// Explosion detection and the two detail pages' data (issue 16 item 3): products taking off
// (paged, a visitor gets the first rows only), a product's sales make-up, a shop's revenue detail,
// and the member's own detection history (each member reads and deletes only their own entries).
import { DETECTION_HISTORY_MAX, RANKING_MAX_ROWS, VISITOR_RANKING_ANSWER_ROWS } from '@sealens/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';

import type { AppEnv } from '../../app-options';
import { detectionHistory } from '../../db/detection-schema';
import { goodsMakeUp, mallReceivable } from '../../market/queries/detail-queries';
import type { Period, RankingList } from '../../market/queries/market-queries';
import type { ServerDeps } from '../server-deps';
import { marketReady, scopeOf } from './home-routes';
import { CODE_BAD_REQUEST, CODE_FORBIDDEN, CODE_NOT_FOUND, bearerClaims, fail, formatTime, intQuery, jsonBody, ok, paging, unauthorized } from './main-http';
import type { MainSchemas } from './main-types';

const LISTS: readonly RankingList[] = ['soaring', 'new', 'hot'];
const PERIODS: readonly Period[] = [1, 7, 30];
const ID = /^\d{1,18}$/;

export function detectionRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const db = deps.db;

  r.get('/detection/list', async (c) => {
    const rawList = c.req.query('list') ?? 'soaring';
    const list = LISTS.find((l) => l === rawList);
    const period = PERIODS.find((p) => p === intQuery(c, 'period', 7));
    if (!list) return fail(c, CODE_BAD_REQUEST, 'list must be soaring, new or hot');
    if (!period) return fail(c, CODE_BAD_REQUEST, 'period must be 1, 7 or 30');
    const q = await marketReady(deps);
    const member = (await bearerClaims(c, deps)) !== undefined;
    const { pageNum, pageSize, offset } = paging(c);
    const scope = scopeOf(c);
    // A visitor sees the first rows of the first page only (spec §1; DESIGN §4 rankings).
    const limited = !member;
    if (!limited && offset >= RANKING_MAX_ROWS) return fail(c, CODE_BAD_REQUEST, `pageNum must stay within the first ${RANKING_MAX_ROWS} rows of a ranking`);
    const rows = limited ? Math.min(pageSize, VISITOR_RANKING_ANSWER_ROWS) : Math.min(pageSize, RANKING_MAX_ROWS - offset);
    const [page, total] = await Promise.all([
      q.goodsRanking(list, period, scope, rows, false, limited ? 0 : offset),
      q.goodsRankingCount(list, period, scope),
    ]);
    return ok(c, {
      ...(page.day ? { date: page.day } : {}),
      list,
      period,
      total,
      pageNum: limited ? 1 : pageNum,
      pageSize,
      limited,
      rows: page.rows,
    } satisfies MainSchemas['DetectionPage']);
  });

  r.get('/goods/makeUp', async (c) => {
    const id = (c.req.query('goodsId') ?? '').trim();
    if (!ID.test(id)) return fail(c, CODE_BAD_REQUEST, 'goodsId must be a product id');
    return ok(c, await goodsMakeUp(await marketReady(deps), id));
  });

  r.get('/mall/receivable', async (c) => {
    const id = (c.req.query('shopId') ?? '').trim();
    if (!ID.test(id)) return fail(c, CODE_BAD_REQUEST, 'shopId must be a shop id');
    return ok(c, await mallReceivable(await marketReady(deps), id));
  });

  const entryOf = async (row: typeof detectionHistory.$inferSelect): Promise<MainSchemas['DetectionHistoryEntry']> => {
    const goods = await (await marketReady(deps)).lookupGoods(row.goodsId);
    return { id: String(row.id), goodsId: row.goodsId, viewTime: formatTime(row.viewedAt), ...(goods ? { goods } : {}) };
  };

  r.get('/detection/history', async (c) => {
    const claims = await bearerClaims(c, deps);
    if (!claims) return unauthorized(c);
    const rows = await db
      .select()
      .from(detectionHistory)
      .where(eq(detectionHistory.userId, claims.sub))
      .orderBy(desc(detectionHistory.viewedAt), desc(detectionHistory.id))
      .limit(DETECTION_HISTORY_MAX);
    return ok(c, await Promise.all(rows.map(entryOf)));
  });

  r.post('/detection/history/save', async (c) => {
    const claims = await bearerClaims(c, deps);
    if (!claims) return unauthorized(c);
    const body = await jsonBody(c);
    const goodsId = typeof body?.['goodsId'] === 'string' ? body['goodsId'].trim() : '';
    if (!ID.test(goodsId)) return fail(c, CODE_BAD_REQUEST, 'goodsId must be a product id');
    if (!(await (await marketReady(deps)).lookupGoods(goodsId))) return fail(c, CODE_NOT_FOUND, 'no such product');
    const now = deps.now();
    const [saved] = await db
      .insert(detectionHistory)
      .values({ userId: claims.sub, goodsId, viewedAt: now })
      .onConflictDoUpdate({ target: [detectionHistory.userId, detectionHistory.goodsId], set: { viewedAt: now } })
      .returning();
    if (!saved) throw new Error('detection history insert returned no row');
    // Keep the newest DETECTION_HISTORY_MAX: drop what falls beyond them.
    const kept = db
      .select({ id: detectionHistory.id })
      .from(detectionHistory)
      .where(eq(detectionHistory.userId, claims.sub))
      .orderBy(desc(detectionHistory.viewedAt), desc(detectionHistory.id))
      .limit(DETECTION_HISTORY_MAX);
    await db.delete(detectionHistory).where(and(eq(detectionHistory.userId, claims.sub), sql`${detectionHistory.id} not in (${kept})`));
    return ok(c, await entryOf(saved));
  });

  r.post('/detection/history/remove', async (c) => {
    const claims = await bearerClaims(c, deps);
    if (!claims) return unauthorized(c);
    const body = await jsonBody(c);
    const raw = body?.['id'];
    const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
    if (id === undefined) return fail(c, CODE_NOT_FOUND, 'not found');
    const [row] = await db.select({ userId: detectionHistory.userId }).from(detectionHistory).where(eq(detectionHistory.id, id));
    if (!row) return fail(c, CODE_NOT_FOUND, 'not found');
    if (row.userId !== claims.sub) return fail(c, CODE_FORBIDDEN, 'not yours');
    await db.delete(detectionHistory).where(and(eq(detectionHistory.id, id), eq(detectionHistory.userId, claims.sub)));
    return ok(c);
  });

  return r;
}
