// The analysis page kind's operation (DESIGN.md §6 "Analysis"; issue 29 item 4; openapi/workbench.yaml
// GET /analysis): a scope's totals and the breakdown asked. So far one breakdown, a category's price
// bands (the industry price analysis): the bands' edges come from the member (`edges`, checked here)
// or from the data, and the bands always sum to the category's totals. A category the caller may
// read only in preview (a visitor, an ended plan, a category not bought) gets the bands without
// their top products, and `cut` says why.
import { Hono, type Context } from 'hono';

import { CATEGORY_IDS, cutOf, rowDepthFor, SITE_CODES, type SiteCode } from '@sealens/domain';

import type { AppEnv } from '../../app-options';
import { addDays } from '../../market/days';
import { marketOf } from '../../market/market-service';
import type { WorkbenchPeriod } from '../../market/derive/workbench-derive';
import { BAND_TOP_ROWS, parseBandEdges } from '../../market/queries/workbench-category-queries';
import { MATRIX_STRUCTURE_DAYS, WorkbenchMarketQueries } from '../../market/queries/workbench-market-queries';
import type { WorkbenchQueries } from '../../market/queries/workbench-queries';
import { CODE_NOT_FOUND, fail, ok } from '../main/main-http';
import type { ServerDeps } from '../server-deps';
import { callerOf } from './member-rights';
import { invalidParameters, noDataYet, topCategoryOf, workbenchReads } from './ranking-routes';
import { CATEGORY_FIGURE_KINDS } from './workbench-entities';
import type { WorkbenchSchemas } from './workbench-types';

/** The analysis's periods (rolling days ending on the data day: the derived rows'). */
export const ANALYSIS_PERIODS = ['1', '7', '30', '90'] as const;
export const ANALYSIS_DEFAULT_PERIOD = 30;

/** A category of spec §3 or one of its sub-categories (typeId * 100 + n). */
const isCategoryOrSub = (id: number) => (CATEGORY_IDS as readonly number[]).includes(id >= 1_000_000 ? Math.floor(id / 100) : id) && (id < 1_000_000 || id % 100 >= 1);

const marketByReads = new WeakMap<WorkbenchQueries, WorkbenchMarketQueries>();

/** The market reads over the market's workbench data (one per market). */
export function marketReads(reads: WorkbenchQueries): WorkbenchMarketQueries {
  let market = marketByReads.get(reads);
  if (!market) {
    market = new WorkbenchMarketQueries(reads.sql, reads);
    marketByReads.set(reads, market);
  }
  return market;
}

/**
 * Market selection's matrix (`market`: every site x category of the period, in US dollars) and a
 * scope's dashboard (`scope`: a site or all sites, all categories or one). Totals only, no rows:
 * every caller reads them, as every caller reads the price bands.
 */
async function marketAnalysis(deps: ServerDeps, c: Context<AppEnv>, breakdown: 'market' | 'scope') {
  const q = c.req.query();
  const issues: string[] = [];
  const site = q['site'] === undefined || q['site'] === '' ? undefined : (SITE_CODES as readonly string[]).includes(q['site']) ? (q['site'] as SiteCode) : null;
  if (site === null) issues.push('site');
  const categoryId = q['cat'] === undefined || q['cat'] === '' ? undefined : /^\d{5,7}$/.test(q['cat']) ? Number(q['cat']) : Number.NaN;
  if (breakdown === 'scope' && categoryId !== undefined && !isCategoryOrSub(categoryId)) issues.push('cat');
  const periodRaw = q['period'] ?? String(ANALYSIS_DEFAULT_PERIOD);
  if (!(ANALYSIS_PERIODS as readonly string[]).includes(periodRaw)) issues.push('period');
  if (issues.length || site === null) return invalidParameters(c, issues);
  const period = Number(periodRaw) as WorkbenchPeriod;
  await workbenchReads(deps);
  const reads = marketReads(marketOf(deps).workbench);
  const periodOf = (day: string) => ({ key: String(period), from: addDays(day, -(period - 1)), to: day, days: period });
  if (breakdown === 'market') {
    const matrix = await reads.matrix(period);
    if (!matrix) return noDataYet(c);
    const payload: WorkbenchSchemas['MarketMatrix'] = {
      day: matrix.day,
      period: periodOf(matrix.day),
      breakdown: 'market',
      currency: 'USD',
      sites: matrix.sites,
      categories: matrix.categories,
      structureDays: MATRIX_STRUCTURE_DAYS,
      cells: matrix.cells,
      siteTotals: matrix.siteTotals,
      categoryTotals: matrix.categoryTotals,
      total: matrix.total,
      figureKinds: MARKET_FIGURE_KINDS,
    };
    return ok(c, payload);
  }
  const dashboard = await reads.scope({ ...(site ? { site } : {}), ...(categoryId !== undefined ? { categoryId } : {}), period });
  if (!dashboard) return noDataYet(c);
  const { periodDays: _periodDays, ...rest } = dashboard;
  const payload: WorkbenchSchemas['ScopeAnalysis'] = {
    ...rest,
    period: periodOf(dashboard.day),
    breakdown: 'scope',
    ...(site ? { site } : {}),
    ...(categoryId !== undefined ? { categoryId } : {}),
    figureKinds: MARKET_FIGURE_KINDS,
  };
  return ok(c, payload);
}

/** Units and money are estimated (our method over the counters); products and shops are counted from them, prices measured. */
export const MARKET_FIGURE_KINDS = {
  units: 'estimated',
  gmv: 'estimated',
  growth: 'estimated',
  products: 'estimated',
  shops: 'estimated',
  avgPrice: 'estimated',
  top10Share: 'estimated',
  newShare: 'estimated',
  price: 'measured',
} as const;

export function analysisRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/analysis', async (c) => {
    const q = c.req.query();
    const issues: string[] = [];
    const breakdown = q['breakdown'] ?? 'priceBands';
    if (breakdown === 'market' || breakdown === 'scope') return marketAnalysis(deps, c, breakdown);
    if (breakdown !== 'priceBands') issues.push('breakdown');
    const site = q['site'] === undefined || q['site'] === '' ? undefined : (SITE_CODES as readonly string[]).includes(q['site']) ? (q['site'] as SiteCode) : undefined;
    if (q['site'] && !site) issues.push('site');
    const categoryId = /^\d{5,7}$/.test(q['cat'] ?? '') ? Number(q['cat']) : Number.NaN;
    if (!isCategoryOrSub(categoryId)) issues.push('cat');
    const periodRaw = q['period'] ?? String(ANALYSIS_DEFAULT_PERIOD);
    if (!(ANALYSIS_PERIODS as readonly string[]).includes(periodRaw)) issues.push('period');
    const edges = q['edges'] === undefined || q['edges'] === '' ? undefined : parseBandEdges(q['edges']);
    if (q['edges'] && !edges) issues.push('edges');
    if (issues.length) return invalidParameters(c, issues);
    const period = Number(periodRaw) as WorkbenchPeriod;

    const caller = await callerOf(deps, c);
    const depth = rowDepthFor(caller.rights, caller.bought, topCategoryOf(categoryId));
    // The bands are totals, shown to everyone; their products are rows, read at a member's depth only.
    const preview = depth.reason !== 'plan';
    const reads = await workbenchReads(deps);
    const analysis = await reads.categories.analysis({ ...(site ? { site } : {}), categoryId, period, ...(edges ? { edges } : {}), top: !preview });
    if (!analysis) return (await reads.dataDay()) ? fail(c, CODE_NOT_FOUND, `no category ${categoryId} in the market data${site ? ` of ${site}` : ''}`) : noDataYet(c);
    const cut = preview ? cutOf({ depth: 0, ...(depth.reason ? { reason: depth.reason } : {}) }, analysis.bands.length * BAND_TOP_ROWS) : undefined;
    const day = analysis.day;
    const payload: WorkbenchSchemas['Analysis'] = {
      day,
      period: { key: String(period), from: addDays(day, -(period - 1)), to: day, days: period },
      breakdown: 'priceBands',
      ...(site ? { site } : {}),
      categoryId,
      currency: analysis.currency,
      total: analysis.total,
      edges: analysis.edges,
      edgesChosen: analysis.edgesChosen,
      bands: analysis.bands,
      figureKinds: { ...CATEGORY_FIGURE_KINDS, unitsPerProduct: 'estimated', share: 'estimated' },
      ...(cut ? { cut } : {}),
    };
    return ok(c, payload);
  });

  return r;
}
