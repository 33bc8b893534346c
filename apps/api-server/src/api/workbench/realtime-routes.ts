// The real-time category ranking and the search page's reads (issue 29 item 6; openapi/workbench.yaml):
// GET /realtime (the newest day per category of a site, or per sub-category of one category, stamped
// with the day and its import time) and GET /search (each entity's picker at once, grouped).
import { CATEGORY_IDS, cutOf, rowDepthFor, SITE_CODES, type SiteCode } from '@sealens/domain';
import { Hono } from 'hono';

import type { AppEnv } from '../../app-options';
import { marketOf } from '../../market/market-service';
import { WorkbenchRealtimeQueries } from '../../market/queries/workbench-realtime-queries';
import type { WorkbenchQueries } from '../../market/queries/workbench-queries';
import { ok } from '../main/main-http';
import type { ServerDeps } from '../server-deps';
import { callerOf } from './member-rights';
import { invalidParameters, noDataYet, workbenchReads } from './ranking-routes';
import { entityReads } from './workbench-entities';
import type { WorkbenchSchemas } from './workbench-types';

/** A category's figures are estimates like a product's (units and sales value by our method). */
export const REALTIME_FIGURE_KINDS: WorkbenchSchemas['FigureKinds'] = {
  units: 'estimated',
  gmv: 'estimated',
  productsSold: 'estimated',
  change: 'estimated',
};

/**
 * The search page's `type` (spec §2's link: search/search?name=&type=6): which entities it searches.
 * 5, the next free number, is the categories; 6 is every one of them.
 */
type SearchEntity = WorkbenchSchemas['SearchResults']['groups'][number]['entity'];
type SearchType = WorkbenchSchemas['SearchResults']['type'];
export const SEARCH_TYPES: Readonly<Record<SearchType, readonly SearchEntity[]>> = {
  1: ['product'],
  2: ['shop'],
  3: ['keyword'],
  4: ['brand'],
  5: ['category'],
  6: ['product', 'shop', 'keyword', 'brand', 'category'],
};
export const SEARCH_ALL: SearchType = 6;

/** The request's site: undefined when absent (all sites), null when outside the contract. */
const siteOf = (raw: string | undefined): SiteCode | undefined | null =>
  raw === undefined || raw === '' ? undefined : (SITE_CODES as readonly string[]).includes(raw) ? (raw as SiteCode) : null;

const realtimeByMarket = new WeakMap<WorkbenchQueries, WorkbenchRealtimeQueries>();

/** The real-time reads over the market's workbench data (one per market). */
export function realtimeReads(reads: WorkbenchQueries): WorkbenchRealtimeQueries {
  let realtime = realtimeByMarket.get(reads);
  if (!realtime) {
    realtime = new WorkbenchRealtimeQueries(reads.sql, () => reads.dataDay());
    realtimeByMarket.set(reads, realtime);
  }
  return realtime;
}

export function realtimeRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/realtime', async (c) => {
    const siteRaw = c.req.query('site');
    const catRaw = c.req.query('cat');
    const issues: string[] = [];
    const site = siteOf(siteRaw);
    if (site === null) issues.push('site');
    const cat = catRaw === undefined || catRaw === '' ? undefined : Number(catRaw);
    // A top-level category only: a sub-category has no sub-categories of its own.
    if (cat !== undefined && !(CATEGORY_IDS as readonly number[]).includes(cat)) issues.push('cat');
    if (issues.length || site === null) return invalidParameters(c, issues);
    const caller = await callerOf(deps, c);
    await workbenchReads(deps);
    const slice = await realtimeReads(marketOf(deps).workbench).latest({ ...(site ? { site } : {}), ...(cat !== undefined ? { categoryId: cat } : {}) });
    if (!slice) return noDataYet(c);
    const depth = rowDepthFor(caller.rights, caller.bought, cat);
    const cut = cutOf(depth, slice.rows.length);
    const payload: WorkbenchSchemas['Realtime'] = {
      ...slice,
      ...(site ? { site } : {}),
      ...(cat !== undefined ? { categoryId: cat } : {}),
      rows: slice.rows.slice(0, depth.depth),
      figureKinds: REALTIME_FIGURE_KINDS,
      ...(cut ? { cut } : {}),
    };
    return ok(c, payload);
  });

  r.get('/search', async (c) => {
    const name = c.req.query('name') ?? '';
    const typeRaw = c.req.query('type');
    const siteRaw = c.req.query('site');
    const type = (typeRaw === undefined || typeRaw === '' ? SEARCH_ALL : Number(typeRaw)) as SearchType;
    const issues: string[] = [];
    if (!name.trim() || name.length > 300) issues.push('name');
    const entities = SEARCH_TYPES[type];
    if (!entities) issues.push('type');
    const site = siteOf(siteRaw);
    if (site === null) issues.push('site');
    if (issues.length || !entities || site === null) return invalidParameters(c, issues);
    const reads = await workbenchReads(deps);
    const day = await reads.dataDay();
    if (!day) return noDataYet(c);
    const groups = await Promise.all(entities.map(async (entity) => ({ entity, matches: await entityReads(entity).find(reads, name, site) })));
    const payload: WorkbenchSchemas['SearchResults'] = { day, type, groups };
    return ok(c, payload);
  });

  return r;
}
