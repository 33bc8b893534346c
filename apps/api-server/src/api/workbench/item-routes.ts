// One item on the workbench (issue 26 items 3 and 4, issue 29 items 1, 2 and 4; openapi/workbench.yaml): a
// product's, shop's, search word's or category's (of a site: `site`) card and figures (GET /item), its daily history (GET /item/history), the
// explanation page's picker (GET /item/find) and 2 to 6 items side by side (GET /contrast), each
// dispatched on `entity` (workbench-entities.ts). The caller's history depth cuts figures and days,
// and says so in `cut`.
import { Hono } from 'hono';

import { CONTRAST_MAX, CONTRAST_MIN, cutOf, SITE_CODES, WORKBENCH_ENTITIES, type CutReason, type SiteCode, type WorkbenchEntity } from '@sealens/domain';
import type { Context } from 'hono';

import type { AppEnv } from '../../app-options';
import { addDays, daysBetween, isDay } from '../../market/days';
import { marketOf } from '../../market/market-service';
import { CODE_NOT_FOUND, fail, ok } from '../main/main-http';
import { httpError } from '../identity/common';
import type { ServerDeps } from '../server-deps';
import { figuresWithIntervals, withIntervals } from './estimate-intervals';
import { callerOf, type Caller } from './member-rights';
import { invalidParameters, noDataYet, workbenchReads } from './ranking-routes';
import { isTiktokRequest, tiktokHistory, tiktokItem } from './tiktok-routes';
import { entityReads, type EntityRow, type WorkbenchEntityReads } from './workbench-entities';
import type { WorkbenchSchemas } from './workbench-types';

/** Days of history when the request names none (the contract's default). */
export const HISTORY_DEFAULT_DAYS = 30;
/** The contrast's period when the request names none. */
export const CONTRAST_DEFAULT_DAYS = 30;

/** The caller's history depth and why it is what it is (a visitor logs in, an expired member renews). */
function historyDepth(caller: Caller): { depth: number; reason: CutReason } {
  const level = caller.rights.level;
  return { depth: caller.rights.historyDays, reason: level === 'visitor' ? 'login' : level === 'expired' ? 'expired' : 'plan' };
}

const notFound = (c: Parameters<typeof fail>[0], noun: string, id: string) => fail(c, CODE_NOT_FOUND, `no ${noun} ${id} in the market data`);

/** The request's entity (absent: product), or undefined when it is outside the contract. */
function entityOf(c: Context): WorkbenchEntity | undefined {
  const value = c.req.query('entity');
  if (value === undefined || value === '') return 'product';
  return (WORKBENCH_ENTITIES as readonly string[]).includes(value) ? (value as WorkbenchEntity) : undefined;
}

type Reads = WorkbenchEntityReads<EntityRow>;

/** The request's site (a category's scope; absent: all sites), or 'bad' when it is outside the contract. */
function siteOf(c: Context): SiteCode | undefined | 'bad' {
  const value = c.req.query('site');
  if (value === undefined || value === '') return undefined;
  return (SITE_CODES as readonly string[]).includes(value) ? (value as SiteCode) : 'bad';
}

export function itemRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/item', async (c) => {
    if (isTiktokRequest(c)) return tiktokItem(deps, c);
    const id = (c.req.query('id') ?? '').trim();
    const entity = entityOf(c);
    const site = siteOf(c);
    const issues = [...(entity ? [] : ['entity']), ...(/^\d{1,18}$/.test(id) ? [] : ['id']), ...(site === 'bad' ? ['site'] : [])];
    if (issues.length || site === 'bad') return invalidParameters(c, issues);
    const of: Reads = entityReads(entity);
    const caller = await callerOf(deps, c);
    const reads = await workbenchReads(deps);
    const summary = await of.summary(reads, id, site);
    if (!summary) return (await reads.dataDay()) ? notFound(c, of.noun, id) : noDataYet(c);
    const depth = historyDepth(caller);
    // Figures of periods longer than the caller's history are left out, and the cut says so.
    const shown = summary.figures.filter((f) => f.days <= depth.depth);
    // A product's figures carry their interval (issue 33 item 4); other entities' sums have none.
    const figures = entity === 'product' ? await figuresWithIntervals(marketOf(deps).sql, id, (summary.item as WorkbenchSchemas['ProductRow']).site, shown) : shown;
    const searchFigures = summary.searchFigures?.filter((f) => f.days <= depth.depth);
    const all = [...summary.figures, ...(summary.searchFigures ?? [])];
    const longest = Math.max(...all.map((f) => f.days));
    const cut = figures.length + (searchFigures?.length ?? 0) < all.length ? cutOf(depth, longest, 'historyDays') : undefined;
    const payload: WorkbenchSchemas['ItemSummary'] = {
      day: summary.day,
      item: summary.item,
      figures,
      // The top products' 30-day units and sales value with their interval, as a 30-day ranking's rows (issue 33).
      shopTop: await withIntervals(marketOf(deps).sql, summary.shopTop, { from: addDays(summary.day, -29), to: summary.day }),
      historyDays: depth.depth,
      categoryRank: summary.categoryRank,
      ...(summary.categories ? { categories: summary.categories } : {}),
      ...(summary.priceBands ? { priceBands: summary.priceBands } : {}),
      ...(searchFigures ? { searchFigures } : {}),
      ...(summary.foundShops ? { foundShops: summary.foundShops } : {}),
      ...(summary.related ? { related: summary.related } : {}),
      ...(summary.sites ? { sites: summary.sites } : {}),
      figureKinds: of.figureKinds,
      ...(cut ? { cut } : {}),
    };
    return ok(c, payload);
  });

  r.get('/item/history', async (c) => {
    if (isTiktokRequest(c)) return tiktokHistory(deps, c);
    const id = (c.req.query('id') ?? '').trim();
    const entity = entityOf(c);
    if (!entity || !/^\d{1,18}$/.test(id)) return invalidParameters(c, [...(entity ? [] : ['entity']), ...(/^\d{1,18}$/.test(id) ? [] : ['id'])]);
    const of: Reads = entityReads(entity);
    const fromRaw = c.req.query('from');
    const toRaw = c.req.query('to');
    const daysRaw = c.req.query('days');
    const site = siteOf(c);
    const issues: string[] = site === 'bad' ? ['site'] : [];
    if (fromRaw !== undefined && !isDay(fromRaw)) issues.push('from');
    if (toRaw !== undefined && !isDay(toRaw)) issues.push('to');
    const days = daysRaw === undefined || daysRaw === '' ? HISTORY_DEFAULT_DAYS : Number(daysRaw);
    if (!Number.isInteger(days) || days < 1 || days > 550) issues.push('days');
    if (fromRaw && toRaw && isDay(fromRaw) && isDay(toRaw) && fromRaw > toRaw) issues.push('to');
    if (issues.length || site === 'bad') return invalidParameters(c, issues);
    const caller = await callerOf(deps, c);
    const reads = await workbenchReads(deps);
    const day = await reads.dataDay();
    if (!day) return noDataYet(c);
    // The range asked (from and to together, else `days` ending on the data day), never past the data day.
    let to = fromRaw && toRaw ? toRaw : day;
    let from = fromRaw && toRaw ? fromRaw : addDays(day, -(days - 1));
    if (to > day) to = day;
    const depth = historyDepth(caller);
    const earliest = addDays(day, -(depth.depth - 1));
    let cut: ReturnType<typeof cutOf>;
    if (from < earliest && from <= to) {
      // Days before the caller's history depth are not read. The cut counts back from the data day
      // like the plans do (the caller's depth, and the depth that reaches the first day asked), so
      // it names the plan that would show that day: counted within the range, an ultimate member
      // asking 400 days back was told that history beyond 360 days "comes with" the ultimate plan.
      cut = cutOf(depth, daysBetween(from, day).length, 'historyDays');
      from = earliest;
    }
    const history = await of.history(reads, id, from, to, site);
    if (!history) return notFound(c, of.noun, id);
    const payload: WorkbenchSchemas['ItemHistory'] = {
      day: history.day,
      id,
      from,
      to,
      currency: history.currency,
      points: history.points,
      figureKinds: of.figureKinds,
      ...(cut ? { cut } : {}),
    };
    return ok(c, payload);
  });

  r.get('/item/find', async (c) => {
    const q = c.req.query('q') ?? '';
    const entity = entityOf(c);
    if (!entity || !q.trim() || q.length > 300) return invalidParameters(c, [...(entity ? [] : ['entity']), ...(!q.trim() || q.length > 300 ? ['q'] : [])]);
    const reads = await workbenchReads(deps);
    const day = await reads.dataDay();
    if (!day) return noDataYet(c);
    const matches = await entityReads(entity).find(reads, q, c.req.query('site') as SiteCode | undefined);
    return ok(c, { day, matches });
  });

  r.get('/contrast', async (c) => {
    const ids = [...new Set((c.req.query('ids') ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
    const days = c.req.query('days') ? Number(c.req.query('days')) : CONTRAST_DEFAULT_DAYS;
    const entity = entityOf(c);
    const site = siteOf(c);
    const issues: string[] = [...(entity ? [] : ['entity']), ...(site === 'bad' ? ['site'] : [])];
    if (ids.length < CONTRAST_MIN || ids.length > CONTRAST_MAX || ids.some((id) => !/^\d{1,18}$/.test(id))) issues.push('ids');
    if (![7, 30, 90, 180].includes(days)) issues.push('days');
    if (issues.length || site === 'bad') return invalidParameters(c, issues);
    const of: Reads = entityReads(entity);
    const caller = await callerOf(deps, c);
    const width = caller.rights.contrastWidth;
    if (ids.length > width) {
      return httpError(
        c,
        403,
        width === 0
          ? `contrast width 0: log in with a plan to compare ${of.noun}s side by side`
          : `contrast width ${width}: this plan compares up to ${width} ${of.noun}s side by side, ${ids.length} were asked`,
      );
    }
    const reads = await workbenchReads(deps);
    const day = await reads.dataDay();
    if (!day) return noDataYet(c);
    const depth = historyDepth(caller);
    const shown = Math.min(days, depth.depth);
    const cut = shown < days ? cutOf(depth, days, 'historyDays') : undefined;
    const items: WorkbenchSchemas['Contrast']['items'] = [];
    const missing: string[] = [];
    for (const id of ids) {
      // The card where the entity has one: the contrast shows no summary's lists.
      const summary = await (of.card ?? of.summary)(reads, id, site);
      if (!summary) {
        missing.push(id);
        continue;
      }
      const history = await of.history(reads, id, addDays(day, -(shown - 1)), day, site);
      // A search word's figures are its search index's.
      const periods: (WorkbenchSchemas['PeriodFigures'] | WorkbenchSchemas['SearchFigures'])[] = summary.searchFigures ?? summary.figures;
      const figures = periods.find((f) => f.days === shown) ?? periods.filter((f) => f.days <= shown).at(-1);
      if (!figures) {
        missing.push(id);
        continue;
      }
      // A product's figures carry their interval as its explanation's do; a shop's, brand's or category's have theirs from the derive (issue 33).
      const shownFigures = entity === 'product' ? ((await figuresWithIntervals(marketOf(deps).sql, id, (summary.item as WorkbenchSchemas['ProductRow']).site, [figures as WorkbenchSchemas['PeriodFigures']]))[0] ?? figures) : figures;
      items.push({ item: summary.item, figures: shownFigures, points: history?.points ?? [] });
    }
    const payload: WorkbenchSchemas['Contrast'] = {
      day,
      days: shown,
      items,
      ...(missing.length ? { missing } : {}),
      figureKinds: of.figureKinds,
      ...(cut ? { cut } : {}),
    };
    return ok(c, payload);
  });

  return r;
}
