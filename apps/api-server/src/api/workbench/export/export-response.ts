// What every export shares (issue 26 item 6; issues 31, 32): the checks before a file (a member, a
// plan with exports, the format and header language, one export left today) and the file as a byte
// stream, XLSX as written or CSV compressed as the client accepts, read from its batches as it goes.
import { PassThrough, pipeline, Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

import type { Context } from 'hono';

import type { AppEnv } from '../../../app-options';
import { negotiateEncoding } from '../../../http/compression';
import { httpError } from '../../identity/common';
import { fail } from '../../main/main-http';
import type { ServerDeps } from '../../server-deps';
import { type Caller, callerOf } from '../member-rights';
import { csvChunks } from './csv-writer';
import { DEFAULT_EXPORT_LANG, type ExportColumn, type ExportLang, isExportLang } from './export-columns';
import { exportDayOf, exportRenewalOf, takeExport } from './export-allowance';
import type { ExportFormat } from './export-file';
import { writeXlsx } from './xlsx-writer';

/**
 * Rows read from the database per batch: the list is ranked once, and each batch reads its rows by
 * key; 2,000 rows are a few megabytes, so memory stays flat.
 */
export const EXPORT_BATCH_ROWS = 2_000;

function renewalText(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Text chunks as UTF-8 bytes: the response stream then carries bytes it can write as they are. */
async function* utf8(chunks: AsyncIterable<string>): AsyncGenerator<Buffer> {
  for await (const chunk of chunks) yield Buffer.from(chunk, 'utf8');
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
