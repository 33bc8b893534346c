// XLSX of an export (issue 26 item 6) through exceljs's streaming writer: each row is committed to
// the zip as it is written (inline strings, no shared-string table), and the next batch is read only
// once the output has drained, so memory stays flat whatever the size. Figures are numeric cells.
import type { Writable } from 'node:stream';

import ExcelJS from 'exceljs';

import type { ProductRow } from '../../../market/queries/workbench-reads';
import { type ExportColumn, type ExportLang, exportHeaders, PRODUCT_EXPORT_COLUMNS } from './export-columns';

/** Excel's longest sheet name; some characters are not allowed in one. */
const SHEET_NAME_MAX = 31;

export function sheetNameOf(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, '-').slice(0, SHEET_NAME_MAX) || 'Sheet1';
}

function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      out.off('error', reject);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
    out.once('error', reject);
  });
}

export interface XlsxOptions<Row = ProductRow> {
  lang: ExportLang;
  sheetName: string;
  columns?: readonly ExportColumn<Row>[];
  /** The workbook's creation time (document properties). */
  created?: Date;
}

/**
 * Writes the workbook into `out` (ended when done). Stops early, without error, when `out` is
 * destroyed (the client went away).
 */
export async function writeXlsx<Row = ProductRow>(batches: AsyncIterable<Row[]>, out: Writable, options: XlsxOptions<Row>): Promise<void> {
  const columns = options.columns ?? (PRODUCT_EXPORT_COLUMNS as unknown as readonly ExportColumn<Row>[]);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false, ...(options.created ? { created: options.created } : {}) });
  workbook.creator = 'SeaLens';
  const sheet = workbook.addWorksheet(sheetNameOf(options.sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ key: column.key, width: column.width }));
  sheet.addRow(exportHeaders(options.lang, columns)).commit();
  for await (const rows of batches) {
    if (out.destroyed) return;
    for (const row of rows) {
      // A text cell stays text even when it looks like a number or a formula: exceljs writes a
      // string as an inline string, never as a formula.
      sheet.addRow(columns.map((column) => column.value(row))).commit();
    }
    await drained(out);
  }
  if (out.destroyed) return;
  sheet.commit();
  await workbook.commit();
}
