// GET /export (openapi/workbench.yaml exportRanking; issue 26 item 6): the whole filtered, sorted
// ranking within the caller's row depth as a CSV or XLSX file, streamed from the database in
// batches (never the whole file in memory), named after the scope and the data day. Each export
// counts against the plan's exports per UTC day. Refusals are JSON envelopes the page shows:
// 401 for a visitor, 403 for a member whose plan has no exports, 429 when none is left today.
import { PassThrough, pipeline, Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

import { parseRankingQuery, rowDepthFor } from '@sealens/domain';
import { type Context, Hono } from 'hono';

import type { AppEnv } from '../../app-options';
import { negotiateEncoding } from '../../http/compression';
import type { WorkbenchReads } from '../../market/queries/workbench-reads';
import { httpError } from '../identity/common';
import { fail } from '../main/main-http';
import type { ServerDeps } from '../server-deps';
import { csvChunks } from './export/csv-writer';
import { DEFAULT_EXPORT_LANG, type ExportColumn, type ExportLang, isExportLang } from './export/export-columns';
import { exportDayOf, exportRenewalOf, takeExport } from './export/export-allowance';
import { contentDisposition, EXPORT_CONTENT_TYPES, exportFileName, exportScopeName, type ExportFormat } from './export/export-file';
import { writeXlsx } from './export/xlsx-writer';
import { type Caller, callerOf } from './member-rights';
import { invalidParameters, noDataYet, topCategoryOf, workbenchReads } from './ranking-routes';
import { entityReads } from './workbench-entities';

/**
 * Rows read from the database per batch: the list is ranked once, and each batch reads its rows by
 * key; 2,000 rows are a few megabytes, so memory stays flat.
 */
export const EXPORT_BATCH_ROWS = 2_000;

/** How the routes reach the market's workbench queries (a function: the service may start after the routes). */
export type WorkbenchReadsOf = () => WorkbenchReads | Promise<WorkbenchReads>;

/** Parameters of the ranking's pages that an export of the whole list does not take. */
const PAGE_PARAMS = ['page', 'size'];

function renewalText(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Text chunks as UTF-8 bytes: the response stream then carries bytes it can write as they are. */
async function* utf8(chunks: AsyncIterable<string>): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) yield Buffer.from(chunk, 'utf8');
}

export function exportRoutes(deps: ServerDeps, readsOf: WorkbenchReadsOf = () => workbenchReads(deps)): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/export', async (c) => {
    const params = new URL(c.req.url).searchParams;
    for (const key of PAGE_PARAMS) params.delete(key);
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

/** An export's file as a byte stream: XLSX as written, CSV compressed as the client accepts (headers gain Vary and Content-Encoding). */
export function exportFileStream<Row>(
  format: ExportFormat,
  batches: AsyncIterable<Row[]>,
  columns: readonly ExportColumn<Row>[],
  lang: ExportLang,
  sheetName: string,
  acceptEncoding: string | undefined,
  headers: Headers,
  created: Date,
): Readable {
  if (format === 'xlsx') {
    // Already deflated inside: sent as it is.
    const out = new PassThrough();
    writeXlsx(batches, out, { lang, sheetName, columns, created }).catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
    return out;
  }
  const text = Readable.from(utf8(csvChunks(batches, lang, columns)), { objectMode: false });
  // Compressed here, as a stream: the API's compression middleware reads a text answer whole.
  const encoding = negotiateEncoding(acceptEncoding);
  headers.set('Vary', 'Accept-Encoding');
  if (!encoding) return text;
  headers.set('Content-Encoding', encoding);
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : createGzip({ level: 6 });
  // pipeline: a client that goes away ends the compressor, the text and with it the database reads.
  return pipeline(text, compressor, () => undefined);
}

/**
 * The checks every export makes before its file: a member (401), a plan with exports (403), a
 * known format and header language (400), and one export left today (429, with Retry-After).
 * Answers the refusal, or the format and language once the export is counted.
 */
export async function exportAllowance(
  deps: ServerDeps,
  c: Context<AppEnv>,
  params: URLSearchParams,
  more: () => Promise<Response | undefined> = () => Promise.resolve(undefined),
): Promise<Response | { format: ExportFormat; lang: ExportLang; caller: Caller }> {
  const caller = await callerOf(deps, c);
  if (!caller.user) return httpError(c, 401, 'log in to export');
  if (caller.rights.exportsPerDay <= 0) {
    return httpError(c, 403, caller.rights.level === 'expired' ? 'exports come with a plan: your membership has ended' : 'exports come with a plan');
  }
  const format = params.get('format');
  if (format !== 'csv' && format !== 'xlsx') return fail(c, 400, 'invalid parameter: format');
  const langParam = params.get('lang');
  if (langParam !== null && !isExportLang(langParam)) return fail(c, 400, 'invalid parameter: lang');
  const refused = await more();
  if (refused) return refused;
  const now = deps.now();
  const perDay = caller.rights.exportsPerDay;
  if (!(await takeExport(deps.db, caller.user.id, exportDayOf(now), perDay))) {
    const renews = exportRenewalOf(now);
    c.header('Retry-After', String(Math.max(1, Math.ceil((renews.getTime() - now.getTime()) / 1000))));
    return httpError(c, 429, `all ${perDay} exports of today are used; they renew at ${renewalText(renews)}`);
  }
  return { format, lang: langParam ?? DEFAULT_EXPORT_LANG, caller };
}
