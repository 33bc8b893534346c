// The pricing and profit calculator's server side (issue 17): a site's fee schedule as of a day,
// the exchange rates of a day, and members' named calculations (each member reads and deletes only
// their own). The calculation itself runs in the browser (libs/pricing), from these answers; every
// answer names the schedule and the rate day it carries.
import { and, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';

import type { AppEnv } from '../../app-options';
import { pricingCalculations, pricingSchedules } from '../../db/pricing-schema';
import { isCalendarDay as isDay, PricingRates } from '../../pricing/pricing-rates';
import { ensurePricingSchedules, scheduleFor } from '../../pricing/pricing-schedules';
import type { ServerDeps } from '../server-deps';
import { CODE_BAD_REQUEST, CODE_FORBIDDEN, CODE_NOT_FOUND, bearerClaims, fail, formatTime, isSite, jsonBody, ok, unauthorized } from './main-http';
import { serialId } from './qa-routes';
import type { MainSchemas } from './main-types';

/** Most calculations a member keeps. */
export const PRICING_SAVED_MAX = 50;
export const PRICING_NAME_MAX = 60;
export const PRICING_QUERY_MAX = 1000;
/** Saving beyond PRICING_SAVED_MAX. */
export const CODE_PRICING_FULL = 40901;

type CalculationRow = typeof pricingCalculations.$inferSelect;

function calculationOf(row: CalculationRow): MainSchemas['PricingCalculation'] {
  return {
    id: String(row.id),
    name: row.name,
    site: row.site as MainSchemas['SiteCode'],
    scheduleId: row.scheduleId,
    rateDay: row.rateDay,
    query: row.query,
    createTime: formatTime(row.createdAt),
  };
}

export function pricingRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const db = deps.db;
  const rates = new PricingRates(db, deps.mode, deps.now);

  r.get('/pricing/schedule', async (c) => {
    const site = c.req.query('site');
    const day = c.req.query('day') ?? rates.latestDay();
    if (!isSite(site)) return fail(c, CODE_BAD_REQUEST, 'site must be one of the 9 site codes');
    if (!isDay(day)) return fail(c, CODE_BAD_REQUEST, 'day must be a date YYYY-MM-DD');
    const schedule = await scheduleFor(db, site, day);
    if (!schedule) return fail(c, CODE_NOT_FOUND, 'no schedule in effect on that day');
    return ok(c, schedule);
  });

  r.get('/pricing/rates', async (c) => {
    const day = c.req.query('day');
    if (day !== undefined && !isDay(day)) return fail(c, CODE_BAD_REQUEST, 'day must be a date YYYY-MM-DD');
    const answer = await rates.ratesFor(day);
    if (!answer) return fail(c, CODE_NOT_FOUND, 'no rates on or before that day');
    return ok(c, answer);
  });

  r.get('/pricing/calculations', async (c) => {
    const claims = await bearerClaims(c, deps);
    if (!claims) return unauthorized(c);
    const rows = await db
      .select()
      .from(pricingCalculations)
      .where(eq(pricingCalculations.userId, claims.sub))
      .orderBy(desc(pricingCalculations.createdAt), desc(pricingCalculations.id))
      .limit(PRICING_SAVED_MAX);
    return ok(c, rows.map(calculationOf));
  });

  r.post('/pricing/calculations/save', async (c) => {
    const claims = await bearerClaims(c, deps);
    if (!claims) return unauthorized(c);
    const body = await jsonBody(c);
    const name = typeof body?.['name'] === 'string' ? body['name'].trim() : '';
    const site = typeof body?.['site'] === 'string' ? body['site'] : undefined;
    const scheduleId = typeof body?.['scheduleId'] === 'string' ? body['scheduleId'] : '';
    const rateDay = body?.['rateDay'];
    const query = typeof body?.['query'] === 'string' ? body['query'] : '';
    if (!name || name.length > PRICING_NAME_MAX) return fail(c, CODE_BAD_REQUEST, `name is required, at most ${PRICING_NAME_MAX} characters`);
    if (!isSite(site)) return fail(c, CODE_BAD_REQUEST, 'site must be one of the 9 site codes');
    if (!isDay(rateDay)) return fail(c, CODE_BAD_REQUEST, 'rateDay must be a date YYYY-MM-DD');
    if (!query || query.length > PRICING_QUERY_MAX) return fail(c, CODE_BAD_REQUEST, `query is required, at most ${PRICING_QUERY_MAX} characters`);
    await ensurePricingSchedules(db);
    const [schedule] = await db.select({ site: pricingSchedules.site }).from(pricingSchedules).where(eq(pricingSchedules.id, scheduleId));
    if (!schedule || schedule.site !== site) return fail(c, CODE_BAD_REQUEST, 'unknown schedule for that site');
    const [held] = await db.select({ n: count() }).from(pricingCalculations).where(eq(pricingCalculations.userId, claims.sub));
    if (Number(held?.n ?? 0) >= PRICING_SAVED_MAX) return fail(c, CODE_PRICING_FULL, `at most ${PRICING_SAVED_MAX} saved calculations`);
    const [saved] = await db
      .insert(pricingCalculations)
      .values({ userId: claims.sub, name, site, scheduleId, rateDay, query, createdAt: deps.now() })
      .returning();
    if (!saved) throw new Error('calculation insert returned no row');
    return ok(c, calculationOf(saved));
  });

  r.post('/pricing/calculations/remove', async (c) => {
    const claims = await bearerClaims(c, deps);
    if (!claims) return unauthorized(c);
    const body = await jsonBody(c);
    const id = serialId(body?.['id']);
    if (id === undefined) return fail(c, CODE_NOT_FOUND, 'not found');
    const [row] = await db.select({ userId: pricingCalculations.userId }).from(pricingCalculations).where(eq(pricingCalculations.id, id));
    if (!row) return fail(c, CODE_NOT_FOUND, 'not found');
    if (row.userId !== claims.sub) return fail(c, CODE_FORBIDDEN, 'not yours');
    await db.delete(pricingCalculations).where(and(eq(pricingCalculations.id, id), eq(pricingCalculations.userId, claims.sub)));
    return ok(c);
  });

  return r;
}
