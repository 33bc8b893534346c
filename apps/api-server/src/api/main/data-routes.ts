// Goods and shop lookup by link or id (from the imported market data, with the day it describes),
// and the two data-backfill applications (spec §2, §7).
import { Hono } from 'hono';
import type { Context } from 'hono';

import type { AppEnv } from '../../app-options';
import { dataSupplements } from '../../db/content-schema';
import type { ServerDeps } from '../server-deps';
import { marketReady } from './home-routes';
import { CODE_BAD_REQUEST, fail, ok } from './main-http';

/** Days of history one call may ask for: 18 months (spec §1). */
export const HISTORY_MAX_DAYS = 550;
export const HISTORY_DEFAULT_DAYS = 30;

export const SUPPLEMENT_PARAM_MAX = 500;

/**
 * The product id in a product link or id: an id itself, `...-i.{shopId}.{goodsId}`,
 * `/product/{shopId}/{goodsId}`, or else the last run of digits.
 */
export function goodsIdOf(keyword: string): string {
  const k = keyword.trim();
  if (/^\d+$/.test(k)) return k;
  const m = /-i\.(\d+)\.(\d+)/.exec(k) ?? /\/product\/(\d+)\/(\d+)/.exec(k);
  if (m?.[2]) return m[2];
  return /(\d+)(?!.*\d)/.exec(k)?.[1] ?? k;
}

/** The shop id in a shop link or id: an id itself, `/shop/{shopId}`, `-i.{shopId}.`, `/product/{shopId}/`, else the last digits. */
export function shopIdOf(keyword: string): string {
  const k = keyword.trim();
  if (/^\d+$/.test(k)) return k;
  const m = /\/shop\/(\d+)/.exec(k) ?? /-i\.(\d+)\.\d+/.exec(k) ?? /\/product\/(\d+)\/\d+/.exec(k) ?? /[?&]shopid=(\d+)/i.exec(k);
  if (m?.[1]) return m[1];
  return /(\d+)(?!.*\d)/.exec(k)?.[1] ?? k;
}

export function dataRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const db = deps.db;

  r.get('/goods/lookup', async (c) => {
    const keyword = c.req.query('keyword') ?? '';
    if (!keyword.trim()) return fail(c, CODE_BAD_REQUEST, 'please enter a product link or product id');
    const id = goodsIdOf(keyword);
    const goods = await (await marketReady(deps)).lookupGoods(id);
    return ok(c, goods ? { id, found: true, date: goods.date, goods } : { id, found: false });
  });

  r.get('/mall/lookup', async (c) => {
    const keyword = c.req.query('keyword') ?? '';
    if (!keyword.trim()) return fail(c, CODE_BAD_REQUEST, 'please enter a shop link or shop id');
    const id = shopIdOf(keyword);
    const mall = await (await marketReady(deps)).lookupShop(id);
    return ok(c, mall ? { id, found: true, date: mall.date, mall } : { id, found: false });
  });

  // A product's or a shop's daily history (issue #11), ending on the day the market data describes.
  const history = (kind: 'goods' | 'mall') => async (c: Context) => {
    const param = kind === 'goods' ? 'goodsId' : 'shopId';
    const id = (c.req.query(param) ?? '').trim();
    if (!/^\d{1,18}$/.test(id)) return fail(c, CODE_BAD_REQUEST, `${param} must be a ${kind === 'goods' ? 'product' : 'shop'} id`);
    const rawDays = c.req.query('days')?.trim();
    const days = rawDays ? Number(rawDays) : HISTORY_DEFAULT_DAYS;
    if (!Number.isInteger(days) || days < 1 || days > HISTORY_MAX_DAYS) return fail(c, CODE_BAD_REQUEST, `days must be a whole number from 1 to ${HISTORY_MAX_DAYS}`);
    const q = await marketReady(deps);
    const known = kind === 'goods' ? await q.lookupGoods(id) : await q.lookupShop(id);
    if (!known) return ok(c, { id, found: false, points: [] });
    const { day, points } = kind === 'goods' ? await q.goodsHistory(id, days) : await q.shopHistory(id, days);
    return ok(c, { id, found: true, ...(day ? { date: day } : {}), points });
  };
  r.get('/goods/history', history('goods'));
  r.get('/mall/history', history('mall'));

  const supplement = (kind: 'good' | 'mall', param: string) => async (c: Context) => {
    const value = (c.req.query(param) ?? '').trim();
    if (!value || value.length > SUPPLEMENT_PARAM_MAX) return fail(c, CODE_BAD_REQUEST, `${param} is required`);
    await db.insert(dataSupplements).values({ kind, param: value, createdAt: deps.now() });
    return ok(c);
  };
  r.get('/data-supplement/goodSupplement', supplement('good', 'goodsId'));
  r.get('/data-supplement/mallSupplement', supplement('mall', 'mallParm'));

  return r;
}
