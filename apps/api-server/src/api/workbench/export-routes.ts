// GET /export (openapi/workbench.yaml exportRanking; issue 26 item 6): the whole filtered, sorted
// ranking within the caller's row depth as a CSV or XLSX file, streamed from the database in
// batches (never the whole file in memory), named after the scope and the data day. Each export
// counts against the plan's exports per UTC day. Refusals are JSON envelopes the page shows:
// 401 for a visitor, 403 for a member whose plan has no exports, 429 when none is left today.
import { Readable } from 'node:stream';

import { isTiktokEntity, parseRankingQuery, rowDepthFor } from '@sealens/domain';
import { Hono } from 'hono';

import type { AppEnv } from '../../app-options';
import type { WorkbenchReads } from '../../market/queries/workbench-reads';
import type { ServerDeps } from '../server-deps';
import { contentDisposition, EXPORT_CONTENT_TYPES, exportFileName, exportScopeName } from './export/export-file';
import { EXPORT_BATCH_ROWS, exportAllowance, exportFileStream } from './export/export-response';
import { invalidParameters, noDataYet, topCategoryOf, workbenchReads } from './ranking-routes';
import { tiktokExport } from './tiktok-routes';
import { entityReads } from './workbench-entities';

/** How the routes reach the market's workbench queries (a function: the service may start after the routes). */
export type WorkbenchReadsOf = () => WorkbenchReads | Promise<WorkbenchReads>;

/** Parameters of the ranking's pages that an export of the whole list does not take. */
const PAGE_PARAMS = ['page', 'size'];

export function exportRoutes(deps: ServerDeps, readsOf: WorkbenchReadsOf = () => workbenchReads(deps)): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/export', async (c) => {
    const params = new URL(c.req.url).searchParams;
    for (const key of PAGE_PARAMS) params.delete(key);
    // The short-video marketplace's lists have their own rows and columns.
    if (isTiktokEntity(params.get('entity'))) return tiktokExport(deps, c, params);
    const { query, issues } = parseRankingQuery(params);
    const reads = await readsOf();
    let day: string | undefined;
    const allowed = await exportAllowance(deps, c, params, async () => {
      if (issues.length > 0) return invalidParameters(c, issues);
      day = (await reads.dataDay()) ?? undefined;
      return day ? undefined : noDataYet(c);
    });
    if (allowed instanceof Response || day === undefined) return allowed instanceof Response ? allowed : noDataYet(c);
    const { format, lang, caller } = allowed;

    // Bought categories are top-level: a sub-category of one is open too.
    const { depth } = rowDepthFor(caller.rights, caller.bought, topCategoryOf(query.categoryId));
    const entity = entityReads(query.entity);
    const batches = entity.stream(reads, query, depth, EXPORT_BATCH_ROWS);
    const fileName = exportFileName(query, day, format);
    const headers = new Headers({
      'Content-Type': EXPORT_CONTENT_TYPES[format],
      'Content-Disposition': contentDisposition(fileName),
      'X-Content-Type-Options': 'nosniff',
    });
    return new Response(Readable.toWeb(exportFileStream(format, batches, entity.exportColumns, lang, exportScopeName(query), c.req.header('accept-encoding'), headers, deps.now())) as ReadableStream, {
      status: 200,
      headers,
    });
  });

  return r;
}
