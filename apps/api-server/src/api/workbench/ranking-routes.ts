// The workbench's rights and rankings (issue 26 items 2 and 3; openapi/workbench.yaml): GET /rights
// and GET /ranking. The caller's plan decides how deep a list may be read; an answer holding less
// than the list says so in `cut` (why, and the plan that shows more), never by dropping rows silently.
import { Hono, type Context } from 'hono';

import { cutOf, parseRankingQuery, rowDepthFor, type CutReason, type RankingQuery } from '@sealens/domain';

import type { AppEnv } from '../../app-options';
import { dataVersionReader } from '../../market/data-version';
import { marketOf } from '../../market/market-service';
import { withAggregateMonthIntervals, type AggregateRowKey } from '../../market/queries/aggregate-intervals';
import type { WorkbenchReads } from '../../market/queries/workbench-reads';
import { CODE_BAD_REQUEST, CODE_NOT_FOUND, fail, ok, okText } from '../main/main-http';
import type { ServerDeps } from '../server-deps';
import { withIntervals } from './estimate-intervals';
import { callerOf, type Caller } from './member-rights';
import { rankingAnswers } from './ranking-answers';
import { isTiktokRequest, tiktokRanking } from './tiktok-routes';
import { entityReads } from './workbench-entities';
import type { WorkbenchSchemas } from './workbench-types';

export { PRODUCT_FIGURE_KINDS } from './workbench-entities';

/** The workbench's market reads, once the first start's newest days are in. */
export async function workbenchReads(deps: ServerDeps): Promise<WorkbenchReads> {
  const market = marketOf(deps);
  await market.ready;
  return market.workbench;
}

/** The top-level category of a category or sub-category id (bought categories are top-level). */
export const topCategoryOf = (categoryId: number | undefined) => (categoryId !== undefined && categoryId >= 1_000_000 ? Math.floor(categoryId / 100) : categoryId);

/** The answer when the market data holds nothing yet (before the first import was derived). */
export const noDataYet = (c: Context) => fail(c, CODE_NOT_FOUND, 'the market data is not ready yet');

/** A ranking query from the request, or the names of the parameters outside the contract. */
export function rankingQueryOf(c: Context): { query: RankingQuery; issues: string[] } {
  return parseRankingQuery(c.req.query());
}

export const invalidParameters = (c: Context, issues: readonly string[]) => fail(c, CODE_BAD_REQUEST, `invalid parameter: ${issues.join(', ')}`);

function rightsPayload(caller: Caller, day: string | undefined): WorkbenchSchemas['Rights'] {
  const r = caller.rights;
  // Exports are counted per UTC day (the export routes take them); read with the caller's plan.
  const used = caller.user && r.exportsPerDay > 0 ? caller.exportsToday : 0;
  return {
    level: r.level,
    rowDepth: r.rowDepth,
    historyDays: r.historyDays,
    exportsPerDay: r.exportsPerDay,
    exportsLeft: Math.max(0, r.exportsPerDay - used),
    follows: r.follows,
    rules: r.rules,
    contrastWidth: r.contrastWidth,
    savedViews: r.savedViews,
    allCategories: r.allCategories,
    boughtCategories: [...caller.bought].sort((a, b) => a - b),
    ...(day ? { day } : {}),
    ...(caller.expiresAt ? { expiresAt: caller.expiresAt } : {}),
  };
}

/** The brands a ranking offers its brand filter (the most products first). */
export const BRAND_CHOICES = 100;

export function rankingRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  const version = dataVersionReader(deps);

  r.get('/rights', async (c) => {
    const caller = await callerOf(deps, c);
    // Every workbench page asks: the day moves with the data version (kept, no statement a page,
    // issue 28 item 1); on a first start, before the newest days are in, read as it stands.
    const day = (await version.ifReady())?.statsDay ?? (await marketOf(deps).workbench.dataDay());
    return ok(c, rightsPayload(caller, day));
  });

  /** A page of a ranking for a caller whose rights cut it at `depth` (undefined: the period is not held). */
  const rankingPage = async (reads: WorkbenchReads, query: RankingQuery, depth: { depth: number; reason?: CutReason }): Promise<WorkbenchSchemas['RankingPage'] | undefined> => {
    const entity = entityReads(query.entity);
    // Rows past the caller's depth are not read: a page beyond it holds none, and `cut` says why.
    const offset = (query.page - 1) * query.size;
    const limit = Math.max(0, Math.min(query.size, depth.depth - offset));
    const [slice, months, brands] = await Promise.all([
      entity.rank(reads, query, { offset, limit }),
      reads.months(),
      entity.brands
        ? reads.brandsIn(
            { ...(query.marketplace ? { marketplace: query.marketplace } : {}), ...(query.site ? { site: query.site } : {}), ...(query.categoryId !== undefined ? { categoryId: query.categoryId } : {}) },
            BRAND_CHOICES,
          )
        : undefined,
    ]);
    if (!slice) return undefined;
    const cut = cutOf(depth, slice.total);
    // Units and sales value carry their interval (issue 33 item 4): a product's summed from its days when
    // its row came without one; a shop's, brand's or category's over a calendar month summed from its
    // products' days (a rolling period's came with the row). A search word's figures are measured.
    const kind = query.entity ?? 'product';
    const rows =
      kind === 'product'
        ? await withIntervals(marketOf(deps).sql, slice.rows as WorkbenchSchemas['ProductRow'][], slice.period)
        : kind !== 'keyword' && typeof query.period === 'string'
          ? ((await withAggregateMonthIntervals(marketOf(deps).sql, kind, slice.rows as AggregateRowKey[], slice.period)) as typeof slice.rows)
          : slice.rows;
    return {
      day: slice.day,
      period: slice.period,
      entity: query.entity ?? 'product',
      order: query.order,
      total: slice.total,
      page: query.page,
      size: query.size,
      currency: slice.currency,
      rows,
      months: months.map((m) => m.month),
      ...(brands ? { brands } : {}),
      figureKinds: entity.figureKinds,
      ...(cut ? { cut } : {}),
    };
  };
  // A page's answer depends on the query, the cut the caller's rights make and the market data alone
  // (ranking-answers.ts): kept per data version, as the JSON bytes it is sent as (encoded once).
  const answers = rankingAnswers(version);

  r.get('/ranking', async (c) => {
    // The short-video marketplace's entities read tables of their own (issue 32 item 4).
    if (isTiktokRequest(c)) return tiktokRanking(deps, c);
    const { query, issues } = rankingQueryOf(c);
    if (issues.length) return invalidParameters(c, issues);
    const caller = await callerOf(deps, c);
    const reads = await workbenchReads(deps);
    const depth = rowDepthFor(caller.rights, caller.bought, topCategoryOf(query.categoryId));
    // Everything the answer depends on besides the data: the normalized query (parsed, defaults
    // filled) and the cut the caller's rights make. Members of one plan share their answers; a
    // visitor's preview (reason `login`) is never a member's.
    const key = `${caller.rights.level}|${depth.depth}|${depth.reason ?? ''}|${JSON.stringify(query)}`;
    const bytes = await answers.answer(key, async () => {
      const page = await rankingPage(reads, query, depth);
      return page && new TextEncoder().encode(okText(page));
    });
    // Its own copy: the Response's body may be moved (a render worker's call takes its bytes).
    if (bytes !== undefined) return c.body(bytes.slice(), 200, { 'Content-Type': 'application/json' });
    return (await reads.dataDay()) ? invalidParameters(c, ['period']) : noDataYet(c);
  });

  return r;
}
