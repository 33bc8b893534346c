// The short-video marketplace on the workbench's generic operations (issue 32 item 4; openapi/workbench.yaml):
// GET /ranking, /item and /item/history with `entity` tt-product, tt-shop, video or creator answer from
// TikTok Shop's derived tables (market/queries/tiktok-queries.ts). The routes of those operations hand such
// a request here first; the rights are the other rankings': the plan's row depth (a category not bought
// reads at the preview's), the history depth, and `cut` saying what was left out.
import { Readable } from 'node:stream';

import type { Context } from 'hono';

import { cutOf, isTiktokEntity, parseTiktokQuery, rowDepthFor, type CutReason, type TiktokEntity } from '@sealens/domain';

import type { AppEnv } from '../../app-options';
import { addDays, daysBetween, isDay } from '../../market/days';
import { marketOf } from '../../market/market-service';
import { TiktokQueries } from '../../market/queries/tiktok-queries';
import { CODE_NOT_FOUND, fail, ok } from '../main/main-http';
import type { ServerDeps } from '../server-deps';
import { contentDisposition, EXPORT_CONTENT_TYPES } from './export/export-file';
import { EXPORT_BATCH_ROWS, exportAllowance, exportFileStream } from './export/export-response';
import { TIKTOK_EXPORT_COLUMNS, TIKTOK_EXPORT_NAMES } from './export/tiktok-export-columns';
import { callerOf, type Caller } from './member-rights';
import { invalidParameters, noDataYet, workbenchReads } from './ranking-routes';
import type { WorkbenchSchemas } from './workbench-types';

/** Units and sales value (all, from videos, from lives), growth and commission are estimates; the counters are TikTok's. */
export const TIKTOK_FIGURE_KINDS: WorkbenchSchemas['FigureKinds'] = {
  units: 'estimated',
  gmv: 'estimated',
  gmvUsd: 'estimated',
  videoUnits: 'estimated',
  videoGmv: 'estimated',
  liveUnits: 'estimated',
  liveGmv: 'estimated',
  commission: 'estimated',
  growth: 'estimated',
  trend: 'estimated',
  views: 'measured',
  likes: 'measured',
  price: 'measured',
  commissionRate: 'measured',
  rating: 'measured',
  followers: 'measured',
};

const NOUNS: Readonly<Record<TiktokEntity, string>> = { 'tt-product': 'TikTok product', 'tt-shop': 'TikTok shop', video: 'video', creator: 'creator' };

/** Whether the request names a TikTok entity (then these routes answer it). */
export const isTiktokRequest = (c: Context) => isTiktokEntity(c.req.query('entity'));

function historyDepth(caller: Caller): { depth: number; reason: CutReason } {
  const level = caller.rights.level;
  return { depth: caller.rights.historyDays, reason: level === 'visitor' ? 'login' : level === 'expired' ? 'expired' : 'plan' };
}

/** The item request's entity and id, or the parameters outside the contract. */
function itemOf(c: Context, extra: readonly string[]): { entity?: TiktokEntity; id: string; issues: string[] } {
  const entity = c.req.query('entity');
  const id = (c.req.query('id') ?? '').trim();
  const issues = Object.keys(c.req.query()).filter((k) => !['entity', 'id', 'site', ...extra].includes(k));
  if (!/^\d{1,18}$/.test(id)) issues.push('id');
  return { ...(isTiktokEntity(entity) ? { entity } : {}), id, issues };
}

export async function tiktokRanking(deps: ServerDeps, c: Context) {
  const { query, issues } = parseTiktokQuery(c.req.query());
  if (issues.length) return invalidParameters(c, issues);
  const caller = await callerOf(deps, c);
  const day = await (await workbenchReads(deps)).dataDay();
  if (!day) return noDataYet(c);
  const depth = rowDepthFor(caller.rights, caller.bought, query.categoryId);
  const offset = (query.page - 1) * query.size;
  const limit = Math.max(0, Math.min(query.size, depth.depth - offset));
  const slice = await new TiktokQueries(marketOf(deps).sql).rank(query, day, { offset, limit });
  const cut = cutOf(depth, slice.total);
  const page: WorkbenchSchemas['RankingPage'] = {
    day,
    period: { key: String(query.period), from: addDays(day, -(query.period - 1)), to: day, days: query.period },
    entity: query.entity,
    order: query.order,
    total: slice.total,
    page: query.page,
    size: query.size,
    currency: slice.currency,
    rows: slice.rows,
    figureKinds: TIKTOK_FIGURE_KINDS,
    ...(cut ? { cut } : {}),
  };
  return ok(c, page);
}

export async function tiktokItem(deps: ServerDeps, c: Context) {
  const { entity, id, issues } = itemOf(c, []);
  if (!entity || issues.length) return invalidParameters(c, [...(entity ? [] : ['entity']), ...issues]);
  const caller = await callerOf(deps, c);
  const day = await (await workbenchReads(deps)).dataDay();
  if (!day) return noDataYet(c);
  const found = await new TiktokQueries(marketOf(deps).sql).item(entity, id, day);
  if (!found) return fail(c, CODE_NOT_FOUND, `no ${NOUNS[entity]} ${id} in the market data`);
  const depth = historyDepth(caller);
  // Periods longer than the caller's history are left out, and the cut says so (as for the other entities).
  const tiktokFigures = found.figures.filter((f) => f.days <= depth.depth);
  const cut = tiktokFigures.length < found.figures.length ? cutOf(depth, Math.max(...found.figures.map((f) => f.days)), 'historyDays') : undefined;
  const payload: WorkbenchSchemas['ItemSummary'] = {
    day,
    item: found.item,
    figures: tiktokFigures.map(({ days, from, to, units, gmv, gmvUsd, growth }) => ({ days, from, to, units, gmv, gmvUsd, growth })),
    tiktokFigures,
    links: found.links,
    shopTop: [],
    historyDays: depth.depth,
    categoryRank: null,
    figureKinds: TIKTOK_FIGURE_KINDS,
    ...(cut ? { cut } : {}),
  };
  return ok(c, payload);
}

export async function tiktokHistory(deps: ServerDeps, c: Context) {
  const { entity, id, issues } = itemOf(c, ['days', 'from', 'to']);
  const fromRaw = c.req.query('from');
  const toRaw = c.req.query('to');
  const daysRaw = c.req.query('days');
  if (fromRaw !== undefined && !isDay(fromRaw)) issues.push('from');
  if (toRaw !== undefined && !isDay(toRaw)) issues.push('to');
  const days = daysRaw === undefined || daysRaw === '' ? 30 : Number(daysRaw);
  if (!Number.isInteger(days) || days < 1 || days > 550) issues.push('days');
  if (fromRaw && toRaw && isDay(fromRaw) && isDay(toRaw) && fromRaw > toRaw) issues.push('to');
  if (!entity || issues.length) return invalidParameters(c, [...(entity ? [] : ['entity']), ...issues]);
  const caller = await callerOf(deps, c);
  const day = await (await workbenchReads(deps)).dataDay();
  if (!day) return noDataYet(c);
  let to = fromRaw && toRaw ? toRaw : day;
  let from = fromRaw && toRaw ? fromRaw : addDays(day, -(days - 1));
  if (to > day) to = day;
  const depth = historyDepth(caller);
  const earliest = addDays(day, -(depth.depth - 1));
  let cut: ReturnType<typeof cutOf>;
  if (from < earliest && from <= to) {
    cut = cutOf(depth, daysBetween(from, day).length, 'historyDays');
    from = earliest;
  }
  const history = await new TiktokQueries(marketOf(deps).sql).history(entity, id, from, to);
  if (!history) return fail(c, CODE_NOT_FOUND, `no ${NOUNS[entity]} ${id} in the market data`);
  const payload: WorkbenchSchemas['ItemHistory'] = {
    day,
    id,
    from,
    to,
    currency: history.currency,
    points: history.points,
    figureKinds: TIKTOK_FIGURE_KINDS,
    ...(cut ? { cut } : {}),
  };
  return ok(c, payload);
}

/**
 * GET /export with a TikTok entity: the whole filtered, sorted list within the caller's row depth as
 * CSV or XLSX, read in batches of EXPORT_BATCH_ROWS as the file is written, through the checks and
 * writers of every export.
 */
export async function tiktokExport(deps: ServerDeps, c: Context<AppEnv>, params: URLSearchParams) {
  const listParams = new URLSearchParams(params);
  for (const key of ['format', 'lang']) listParams.delete(key);
  const { query, issues } = parseTiktokQuery(listParams);
  let day: string | undefined;
  const allowed = await exportAllowance(deps, c, params, async () => {
    if (issues.length) return invalidParameters(c, issues);
    day = (await (await workbenchReads(deps)).dataDay()) ?? undefined;
    return day ? undefined : noDataYet(c);
  });
  if (allowed instanceof Response || day === undefined) return allowed instanceof Response ? allowed : noDataYet(c);
  const { format, lang, caller } = allowed;
  const dataDay = day;
  const depth = rowDepthFor(caller.rights, caller.bought, query.categoryId).depth;
  const queries = new TiktokQueries(marketOf(deps).sql);
  const batches = (async function* () {
    for (let offset = 0; offset < depth; offset += EXPORT_BATCH_ROWS) {
      const limit = Math.min(EXPORT_BATCH_ROWS, depth - offset);
      const slice = await queries.rank(query, dataDay, { offset, limit });
      yield slice.rows.map((row) => ({ ...row, currency: slice.currency }));
      if (slice.rows.length < limit) return;
    }
  })();
  const scope = [TIKTOK_EXPORT_NAMES[query.entity], query.order, query.site ?? 'all-sites', ...(query.categoryId !== undefined ? [String(query.categoryId)] : []), `${query.period}d`].join('_');
  const headers = new Headers({
    'Content-Type': EXPORT_CONTENT_TYPES[format],
    'Content-Disposition': contentDisposition(`${scope}_${dataDay}.${format}`.replace(/[^A-Za-z0-9._-]/g, '-')),
    'X-Content-Type-Options': 'nosniff',
  });
  const file = exportFileStream(format, batches, TIKTOK_EXPORT_COLUMNS[query.entity], lang, scope, c.req.header('accept-encoding'), headers, deps.now());
  return new Response(Readable.toWeb(file) as ReadableStream, { status: 200, headers });
}
