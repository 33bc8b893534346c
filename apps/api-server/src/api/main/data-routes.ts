// Goods and shop lookup by link or id (from the imported market data, with the day it describes),
// and the two data-backfill applications (spec §2, §7).
import { Hono } from 'hono';
import type { Context } from 'hono';

import type { AppEnv } from '../../app-options';
import { dataSupplements } from '../../db/content-schema';
import { bearerUser } from '../identity/common';
import type { ServerDeps } from '../server-deps';
import { marketReady } from './home-routes';
import { CODE_BAD_REQUEST, fail, ok } from './main-http';
import { DATA_SUPPLEMENTS_PER_ADDRESS_PER_HOUR, limitWrite } from './write-limits';

/** Days of history one call may ask for: 18 months (spec §1). */
export const HISTORY_MAX_DAYS = 550;
export const HISTORY_DEFAULT_DAYS = 30;

export const SUPPLEMENT_PARAM_MAX = 500;

// The ids are read by plain scans, each step moving forward: a regular expression with a lookahead
// (`(\d+)(?!.*\d)`) backtracked cubically, and a keyword of 2,046 ones then "a1" held the event loop
// for 1.1 s (issue #25 item 1). Every helper below is linear in the keyword's length.

function isDigit(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  return code >= 48 && code <= 57;
}

/** Where the run of ASCII digits starting at `from` ends (`from` itself when there is none). */
function digitsEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length && isDigit(text, i)) i += 1;
  return i;
}

function isAllDigits(text: string): boolean {
  return text.length > 0 && digitsEnd(text, 0) === text.length;
}

/**
 * The first `{marker}{digits}{separator}{digits}` in `text`: the two digit runs, or undefined. The
 * scan resumes after each marker, and a marker's digits end at a non-digit, so no character is read
 * more than a few times.
 */
function twoIdsAfter(text: string, marker: string, separator: string): [string, string] | undefined {
  for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + 1)) {
    const firstStart = at + marker.length;
    const firstEnd = digitsEnd(text, firstStart);
    if (firstEnd === firstStart || !text.startsWith(separator, firstEnd)) continue;
    const secondStart = firstEnd + separator.length;
    const secondEnd = digitsEnd(text, secondStart);
    if (secondEnd > secondStart) return [text.slice(firstStart, firstEnd), text.slice(secondStart, secondEnd)];
  }
  return undefined;
}

/** The digits right after the first `marker` that has some. */
function idAfter(text: string, marker: string): string | undefined {
  for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + 1)) {
    const start = at + marker.length;
    const end = digitsEnd(text, start);
    if (end > start) return text.slice(start, end);
  }
  return undefined;
}

/** The last run of digits in `text`, or undefined. */
function lastDigitRun(text: string): string | undefined {
  let end = text.length;
  while (end > 0 && !isDigit(text, end - 1)) end -= 1;
  if (end === 0) return undefined;
  let start = end;
  while (start > 0 && isDigit(text, start - 1)) start -= 1;
  return text.slice(start, end);
}

/**
 * The product id in a product link or id: an id itself, `...-i.{shopId}.{goodsId}`,
 * `/product/{shopId}/{goodsId}`, or else the last run of digits.
 */
export function goodsIdOf(keyword: string): string {
  const k = keyword.trim();
  if (isAllDigits(k)) return k;
  const ids = twoIdsAfter(k, '-i.', '.') ?? twoIdsAfter(k, '/product/', '/');
  if (ids) return ids[1];
  return lastDigitRun(k) ?? k;
}

/** The shop id in a shop link or id: an id itself, `/shop/{shopId}`, `-i.{shopId}.`, `/product/{shopId}/`, `shopid=`, else the last digits. */
export function shopIdOf(keyword: string): string {
  const k = keyword.trim();
  if (isAllDigits(k)) return k;
  const id = idAfter(k, '/shop/') ?? twoIdsAfter(k, '-i.', '.')?.[0] ?? twoIdsAfter(k, '/product/', '/')?.[0] ?? shopIdQuery(k);
  return id ?? lastDigitRun(k) ?? k;
}

/** The digits of the first `?shopid=` or `&shopid=` (in any letter case) that has some. */
function shopIdQuery(text: string): string | undefined {
  const marker = 'shopid=';
  // A-Z only: every index still names the same character (toLowerCase can change the length).
  const lower = text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  for (let at = lower.indexOf(marker); at >= 0; at = lower.indexOf(marker, at + 1)) {
    if (text[at - 1] !== '?' && text[at - 1] !== '&') continue;
    const start = at + marker.length;
    const end = digitsEnd(text, start);
    if (end > start) return text.slice(start, end);
  }
  return undefined;
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
    const limited = await limitWrite(deps, c, 'data-supplement', DATA_SUPPLEMENTS_PER_ADDRESS_PER_HOUR);
    if (limited) return limited;
    // The member is the verified session's (never a client-sent id): only theirs can earn the gift.
    const member = await bearerUser(deps, c);
    const targetId = Number(kind === 'good' ? goodsIdOf(value) : shopIdOf(value));
    await db.insert(dataSupplements).values({
      kind,
      param: value,
      targetId: Number.isSafeInteger(targetId) && targetId > 0 ? targetId : null,
      userId: typeof member === 'string' ? null : member.id,
      createdAt: deps.now(),
    });
    return ok(c);
  };
  r.get('/data-supplement/goodSupplement', supplement('good', 'goodsId'));
  r.get('/data-supplement/mallSupplement', supplement('mall', 'mallParm'));

  return r;
}
