// The live analysis operation (issue 32; openapi/workbench.yaml GET /live): a scope's live sessions
// (one site in its currency or all sites in US dollars, optionally a category) over a rolling
// period, their breakdowns, and one list: the top sessions, or the products, shops or brands that
// sold most in them. The breakdowns are totals, shown to every caller; the list is a ranking's rows,
// cut to the caller's row depth as every ranking is, and `cut` says why.
import { Hono } from 'hono';

import { CATEGORY_IDS, cutOf, rowDepthFor, SITE_CODES, type SiteCode } from '@sealens/domain';

import type { AppEnv } from '../../app-options';
import { addDays } from '../../market/days';
import type { WorkbenchPeriod } from '../../market/derive/workbench-derive';
import { marketOf } from '../../market/market-service';
import { LIVE_LIST_ROWS, LIVE_LISTS, WorkbenchLiveQueries, type LiveList } from '../../market/queries/workbench-live-queries';
import type { WorkbenchQueries } from '../../market/queries/workbench-queries';
import { ok } from '../main/main-http';
import type { ServerDeps } from '../server-deps';
import { ANALYSIS_DEFAULT_PERIOD, ANALYSIS_PERIODS } from './analysis-routes';
import { callerOf } from './member-rights';
import { invalidParameters, noDataYet, workbenchReads } from './ranking-routes';
import type { WorkbenchSchemas } from './workbench-types';

/** The marketplace shows a session's viewers and what it sold: every live figure is measured. */
export const LIVE_FIGURE_KINDS = { sessions: 'measured', viewers: 'measured', peakViewers: 'measured', units: 'measured', gmv: 'measured', minutes: 'measured' } as const;

const liveByReads = new WeakMap<WorkbenchQueries, WorkbenchLiveQueries>();

function liveReads(reads: WorkbenchQueries): WorkbenchLiveQueries {
  let live = liveByReads.get(reads);
  if (!live) {
    live = new WorkbenchLiveQueries(reads.sql, reads);
    liveByReads.set(reads, live);
  }
  return live;
}

export function liveRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/live', async (c) => {
    const q = c.req.query();
    const issues: string[] = [];
    const site = q['site'] === undefined || q['site'] === '' ? undefined : (SITE_CODES as readonly string[]).includes(q['site']) ? (q['site'] as SiteCode) : null;
    if (site === null) issues.push('site');
    const categoryId = q['cat'] === undefined || q['cat'] === '' ? undefined : /^\d{5}$/.test(q['cat']) ? Number(q['cat']) : Number.NaN;
    if (categoryId !== undefined && !(CATEGORY_IDS as readonly number[]).includes(categoryId)) issues.push('cat');
    const periodRaw = q['period'] ?? String(ANALYSIS_DEFAULT_PERIOD);
    if (!(ANALYSIS_PERIODS as readonly string[]).includes(periodRaw)) issues.push('period');
    const list = (q['list'] ?? 'sessions') as LiveList;
    if (!(LIVE_LISTS as readonly string[]).includes(list)) issues.push('list');
    if (issues.length || site === null) return invalidParameters(c, issues);
    const period = Number(periodRaw) as WorkbenchPeriod;

    const caller = await callerOf(deps, c);
    const depth = rowDepthFor(caller.rights, caller.bought, categoryId);
    await workbenchReads(deps);
    const analysis = await liveReads(marketOf(deps).workbench).analysis({
      ...(site ? { site } : {}),
      ...(categoryId !== undefined ? { categoryId } : {}),
      period,
      list,
      rows: Math.min(depth.depth, LIVE_LIST_ROWS),
    });
    if (!analysis) return noDataYet(c);
    const cut = cutOf(depth, Math.min(analysis.available, LIVE_LIST_ROWS));
    const day = analysis.day;
    const ids = (row: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(row).map(([k, v]) => [k, ['liveId', 'goodsId', 'shopId', 'brandId'].includes(k) && v !== null ? String(v) : v]));
    const payload: WorkbenchSchemas['LiveAnalysis'] = {
      day,
      period: { key: String(period), from: addDays(day, -(period - 1)), to: day, days: period },
      ...(site ? { site } : {}),
      ...(categoryId !== undefined ? { categoryId } : {}),
      currency: analysis.currency,
      total: analysis.total,
      previous: analysis.previous,
      series: analysis.series,
      hours: analysis.hours,
      sites: analysis.sites,
      categories: analysis.categories,
      list,
      rows: (analysis.rows as readonly object[]).map((row, i) => ({ rank: i + 1, ...ids(row as Record<string, unknown>) }) as WorkbenchSchemas['LiveRow']),
      available: analysis.available,
      figureKinds: LIVE_FIGURE_KINDS,
      ...(cut ? { cut } : {}),
    };
    return ok(c, payload);
  });

  return r;
}
