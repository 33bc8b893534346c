// An export's file as the e2e tests read it back: the Export menu's item clicked, the download saved,
// and its header and rows parsed (CSV by the RFC 4180 reader below, XLSX by ExcelJS).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"' && text.charAt(i + 1) === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export const EXPORT_MENU_ITEMS = { csv: 'CSV (opens in Excel)', xlsx: 'Excel workbook (XLSX)' } as const;

/** Clicks Export and the format's item; answers the file's name, its CSV text's byte-order mark, header and rows (cells as text). */
export async function downloadExport(page: Page, format: 'csv' | 'xlsx'): Promise<{ fileName: string; bom: boolean; header: string[]; rows: string[][] }> {
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: EXPORT_MENU_ITEMS[format] }).click();
  const file = await download;
  const path = await file.path();
  if (format === 'csv') {
    const text = await readFile(path, 'utf8');
    const bom = text.charCodeAt(0) === 0xfeff;
    const [header = [], ...rows] = parseCsv(bom ? text.slice(1) : text).filter((r) => r.length > 1);
    return { fileName: file.suggestedFilename(), bom, header, rows };
  }
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const [sheet] = book.worksheets;
  if (!sheet) throw new Error('the workbook has no sheet');
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: string[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return { fileName: file.suggestedFilename(), bom: false, header, rows };
}
