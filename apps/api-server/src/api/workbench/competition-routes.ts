// The competitive analysis (issue 30 item 6; openapi/workbench.yaml GET /competition): a member's
// shop (theirs or any) and up to five rivals compared in one read (workbench-competition-queries.ts).
// The plan's contrast width bounds the shops as it bounds a shop comparison; its history days bound
// how far back `since` reads, and `cut` says when it was moved.
import { CONTRAST_MAX, CONTRAST_MIN, cutOf } from '@sealens/domain';
import { Hono } from 'hono';

import type { AppEnv } from '../../app-options';
import { marketOf } from '../../market/market-service';
import { addDays, dayNumber, isDay } from '../../market/days';
import { COMPETITION_PERIODS, WorkbenchCompetitionQueries, type CompetitionPeriod } from '../../market/queries/workbench-competition-queries';
import type { WorkbenchQueries } from '../../market/queries/workbench-queries';
import { ok } from '../main/main-http';
import { httpError } from '../identity/common';
import type { ServerDeps } from '../server-deps';
import { CONTRAST_DEFAULT_DAYS } from './item-routes';
import { callerOf } from './member-rights';
import { invalidParameters, noDataYet, workbenchReads } from './ranking-routes';
import type { WorkbenchSchemas } from './workbench-types';

/** Days before the data day `since` is when the request names none: the week's changes. */
export const COMPETITION_SINCE_DEFAULT_DAYS = 7;
/** The oldest `since`, in days before the data day: the derived item window's (180 days of prices). */
export const COMPETITION_SINCE_MAX_DAYS = 180;

/**
 * A shop's sales figures are estimates, and so is what is counted from them (active products, the
 * categories' shares, a new product's 30-day units); prices, listings and search words' figures are
 * measured. The page marks the estimated ones (issue 33).
 */
export const COMPETITION_FIGURE_KINDS: WorkbenchSchemas['FigureKinds'] = {
  units: 'estimated',
  gmv: 'estimated',
  gmvUsd: 'estimated',
  growth: 'estimated',
  activeProducts: 'estimated',
  share: 'estimated',
  units30: 'estimated',
  price: 'measured',
  priceChange: 'measured',
  place: 'measured',
  search30: 'measured',
  listedDay: 'measured',
};

const competitionByMarket = new WeakMap<WorkbenchQueries, WorkbenchCompetitionQueries>();

/** The competition read over the market's workbench data (one per market). */
export function competitionReads(reads: WorkbenchQueries): WorkbenchCompetitionQueries {
  let competition = competitionByMarket.get(reads);
  if (!competition) {
    competition = new WorkbenchCompetitionQueries(reads.sql);
    competitionByMarket.set(reads, competition);
  }
  return competition;
}

export function competitionRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/competition', async (c) => {
    const ids = [...new Set((c.req.query('ids') ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
    const days = c.req.query('days') ? Number(c.req.query('days')) : CONTRAST_DEFAULT_DAYS;
    const sinceAsked = c.req.query('since');
    const issues: string[] = [];
    if (ids.length < CONTRAST_MIN || ids.length > CONTRAST_MAX || ids.some((id) => !/^\d{1,18}$/.test(id))) issues.push('ids');
    if (!(COMPETITION_PERIODS as readonly number[]).includes(days)) issues.push('days');
    if (sinceAsked !== undefined && !isDay(sinceAsked)) issues.push('since');
    if (issues.length) return invalidParameters(c, issues);
    const caller = await callerOf(deps, c);
    const width = caller.rights.contrastWidth;
    if (ids.length > width) {
      return httpError(
        c,
        403,
        width === 0 ? 'contrast width 0: log in with a plan to compare shops side by side' : `contrast width ${width}: this plan compares up to ${width} shops side by side, ${ids.length} were asked`,
      );
    }
    const reads = await workbenchReads(deps);
    const day = await reads.dataDay();
    if (!day) return noDataYet(c);
    const asked = sinceAsked ?? addDays(day, -COMPETITION_SINCE_DEFAULT_DAYS);
    const back = dayNumber(day) - dayNumber(asked);
    if (back < 0 || back > COMPETITION_SINCE_MAX_DAYS) return invalidParameters(c, ['since']);
    // The plan's history days bound how far back a price is read, as they bound an item's history.
    const level = caller.rights.level;
    const depth = { depth: caller.rights.historyDays, reason: level === 'visitor' ? ('login' as const) : level === 'expired' ? ('expired' as const) : ('plan' as const) };
    const since = back + 1 > depth.depth ? addDays(day, -(depth.depth - 1)) : asked;
    const cut = cutOf(depth, back + 1, 'historyDays');
    const found = await competitionReads(marketOf(deps).workbench).compare(ids, days as CompetitionPeriod, since);
    const held = new Set(found.shops.map((s) => s.id));
    const missing = ids.filter((id) => !held.has(id));
    const payload: WorkbenchSchemas['Competition'] = {
      day,
      days,
      since,
      ...found,
      ...(missing.length ? { missing } : {}),
      figureKinds: COMPETITION_FIGURE_KINDS,
      ...(cut ? { cut } : {}),
    };
    return ok(c, payload);
  });

  return r;
}
