// CSV of an export (issue 26 item 6): UTF-8 with a byte-order mark (Excel then reads it as UTF-8),
// RFC 4180 quoting and CRLF line ends, one chunk per batch of rows so memory stays flat whatever
// the size. Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
// apostrophe (OWASP "CSV injection"); numbers are ours and are written as they are.
import type { ProductRow } from '../../../market/queries/workbench-reads';
import { type Cell, type ExportColumn, type ExportLang, exportHeaders, PRODUCT_EXPORT_COLUMNS } from './export-columns';

export const UTF8_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** A text cell made safe to open: formula starts neutralised, quoted when it holds a quote, comma or line break. */
export function csvText(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvCell(cell: Cell, kind: ExportColumn['kind']): string {
  if (cell === null) return '';
  if (kind === 'number' && typeof cell === 'number') return String(cell);
  return csvText(String(cell));
}

/** One record and its CRLF; a cell without a kind is text. */
export function csvLine(cells: readonly Cell[], kinds: readonly ExportColumn['kind'][] = []): string {
  return cells.map((cell, i) => csvCell(cell, kinds[i] ?? 'text')).join(',') + '\r\n';
}

/** The file as text chunks: the BOM and header row first, then one chunk per batch. */
export async function* csvChunks<Row = ProductRow>(
  batches: AsyncIterable<Row[]>,
  lang: ExportLang,
  columns: readonly ExportColumn<Row>[] = PRODUCT_EXPORT_COLUMNS as unknown as readonly ExportColumn<Row>[],
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(exportHeaders(lang, columns));
  const kinds = columns.map((column) => column.kind);
  for await (const rows of batches) {
    let chunk = '';
    for (const row of rows) chunk += csvLine(columns.map((column) => column.value(row)), kinds);
    if (chunk) yield chunk;
  }
}
