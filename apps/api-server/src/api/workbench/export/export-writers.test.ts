import { PassThrough } from 'node:stream';

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';

import type { ProductRow } from '../../../market/queries/workbench-reads';
import { csvChunks, csvText, UTF8_BOM } from './csv-writer';
import { EXPORT_LANGS, exportHeaders, PRODUCT_EXPORT_COLUMNS } from './export-columns';
import { contentDisposition, exportFileName } from './export-file';
import { sheetNameOf, writeXlsx } from './xlsx-writer';
import { parseCsv } from './csv-test-reader';

function product(rank: number, over: Partial<ProductRow> = {}): ProductRow {
  return {
    rank,
    rankChange: null,
    id: String(123_456_789_012_345_678n + BigInt(rank)),
    title: `Wireless earbuds ${rank}`,
    image: '/demo/p.png',
    link: `https://shopee.co.th/product/1/${rank}`,
    site: 'TH',
    currency: 'THB',
    price: 199.5,
    units: 1_000 - rank,
    gmv: 12_345.67,
    gmvUsd: 345.5,
    growth: -12.5,
    trend: [1, 2, 3],
    rating: 4.8,
    reviews: 321,
    likes: 99,
    shop: { id: '77', name: 'Lamp House', type: 'local' },
    categoryId: 99997,
    subCategoryId: 9999701,
    listedAt: '2026-01-02',
    ...over,
  };
}

async function* batchesOf(rows: ProductRow[], size: number): AsyncGenerator<ProductRow[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

async function csvOf(rows: ProductRow[], lang: (typeof EXPORT_LANGS)[number] = 'en'): Promise<string> {
  let text = '';
  for await (const chunk of csvChunks(batchesOf(rows, 2), lang)) text += chunk;
  return text;
}

async function xlsxOf(rows: ProductRow[], lang: (typeof EXPORT_LANGS)[number] = 'en'): Promise<ExcelJS.Worksheet> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (chunk: Buffer) => parts.push(chunk));
  const ended = new Promise((resolve) => out.on('end', resolve));
  await writeXlsx(batchesOf(rows, 2), out, { lang, sheetName: 'hot-products_TH_7d' });
  await ended;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(parts) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('export columns', () => {
  it('has the eighteen columns of the brief, in order, named in all seven languages', () => {
    expect(PRODUCT_EXPORT_COLUMNS.map((c) => c.key)).toEqual([
      'rank', 'id', 'title', 'link', 'site', 'currency', 'price', 'units', 'gmv', 'gmvUsd', 'growth', 'rating', 'reviews', 'likes', 'shop', 'shopType', 'categoryId', 'listedAt',
    ]);
    expect(EXPORT_LANGS).toEqual(['zh', 'tw', 'en', 'vi', 'th', 'pt', 'id']);
    for (const lang of EXPORT_LANGS) {
      const headers = exportHeaders(lang);
      expect(new Set(headers).size, lang).toBe(headers.length);
      for (const header of headers) expect(header.trim(), lang).not.toBe('');
    }
    // Real translations, not English copies (the language codes that share a word are checked by hand).
    for (const lang of ['zh', 'tw', 'vi', 'th', 'pt'] as const) expect(exportHeaders(lang)[2]).not.toBe(exportHeaders('en')[2]);
    expect(exportHeaders('zh').slice(0, 3)).toEqual(['排名', '商品ID', '标题']);
    expect(exportHeaders('tw')[8]).toBe('銷售額');
    expect(exportHeaders('th')[0]).toBe('อันดับ');
  });
});

describe('CSV writer', () => {
  it('starts with the UTF-8 byte-order mark and a header row in the asked language', async () => {
    const text = await csvOf([product(1)], 'th');
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    const [header] = parseCsv(text.slice(1));
    expect(header).toEqual(exportHeaders('th'));
    // The BOM is the 3 bytes EF BB BF once encoded.
    expect([...Buffer.from(text, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('reads back every row and figure exactly (quotes, commas and line breaks quoted, RFC 4180)', async () => {
    const rows = [
      product(1),
      product(2, { title: 'Say "hello", world\r\nsecond line', shop: { id: '8', name: 'A, B & C', type: 'mall' }, growth: null }),
      product(3, { title: 'ตุ๊กตา 抱枕 Gối ôm', price: 0.5, units: 0 }),
    ];
    const [header, ...records] = parseCsv((await csvOf(rows)).slice(1));
    expect(header).toEqual(exportHeaders('en'));
    expect(records).toHaveLength(3);
    expect(records[0]).toEqual([
      '1', '123456789012345679', 'Wireless earbuds 1', 'https://shopee.co.th/product/1/1', 'TH', 'THB', '199.5', '999', '12345.67', '345.5', '-12.5', '4.8', '321', '99', 'Lamp House', 'local', '99997', '2026-01-02',
    ]);
    expect(records[1]?.[2]).toBe('Say "hello", world\r\nsecond line');
    expect(records[1]?.[10]).toBe(''); // growth without earlier sales: an empty cell, not "null"
    expect(records[1]?.[14]).toBe('A, B & C');
    expect(records[2]?.slice(2, 8)).toEqual(['ตุ๊กตา 抱枕 Gối ôm', 'https://shopee.co.th/product/1/3', 'TH', 'THB', '0.5', '0']);
  });

  it('neutralises text that a spreadsheet would run as a formula, and leaves numbers alone', async () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvText(`${start}1+1`).replace(/^"|"$/g, '')).toBe(`'${start}1+1`);
    expect(csvText('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvText('plain - text')).toBe('plain - text');
    const [, record] = parseCsv((await csvOf([product(1, { title: '=cmd|calc!A1', shop: { id: '1', name: '@SUM(A1)', type: 'local' } })])).slice(1));
    expect(record?.[2]).toBe("'=cmd|calc!A1");
    expect(record?.[14]).toBe("'@SUM(A1)");
    expect(record?.[10]).toBe('-12.5'); // a negative figure stays a number
  });

  it('writes one chunk per batch (never the whole file at once)', async () => {
    const chunks: string[] = [];
    for await (const chunk of csvChunks(batchesOf([product(1), product(2), product(3), product(4), product(5)], 2), 'en')) chunks.push(chunk);
    expect(chunks).toHaveLength(1 + 3);
    expect(chunks.slice(1).map((c) => parseCsv(c).length)).toEqual([2, 2, 1]);
  });
});

describe('XLSX writer', () => {
  it('writes the header in the asked language and every row, figures as numeric cells', async () => {
    const rows = [product(1), product(2, { growth: null, title: '=1+1' }), product(3, { title: 'ตุ๊กตา 抱枕' })];
    const sheet = await xlsxOf(rows, 'zh');
    expect(sheet.name).toBe('hot-products_TH_7d');
    expect(sheet.rowCount).toBe(4);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(exportHeaders('zh'));
    const first = sheet.getRow(2);
    expect((first.values as unknown[]).slice(1)).toEqual([
      1, '123456789012345679', 'Wireless earbuds 1', 'https://shopee.co.th/product/1/1', 'TH', 'THB', 199.5, 999, 12345.67, 345.5, -12.5, 4.8, 321, 99, 'Lamp House', 'local', 99997, '2026-01-02',
    ]);
    for (const col of [1, 7, 8, 9, 10, 11, 12, 13, 14, 17]) expect(first.getCell(col).type, `column ${col}`).toBe(ExcelJS.ValueType.Number);
    // The 18-digit id stays text (a double would round it).
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.String);
    const second = sheet.getRow(3);
    expect(second.getCell(11).value).toBeNull();
    // A title that looks like a formula is a string cell, never a formula.
    expect(second.getCell(3).type).toBe(ExcelJS.ValueType.String);
    expect(second.getCell(3).value).toBe('=1+1');
    expect(sheet.getRow(4).getCell(3).value).toBe('ตุ๊กตา 抱枕');
  });

  it('keeps a sheet name Excel accepts', () => {
    expect(sheetNameOf('hot-products_all-sites_9999701_2026-10')).toBe('hot-products_all-sites_9999701_');
    expect(sheetNameOf('a/b:c')).toBe('a-b-c');
  });
});

describe('export file name', () => {
  it('carries the scope and the data day, ASCII only', () => {
    expect(exportFileName({ order: 'hot', site: 'TH', categoryId: 99997, period: 7 }, '2026-11-26', 'csv')).toBe('hot-products_TH_99997_7d_2026-11-26.csv');
    expect(exportFileName({ order: 'soaring', period: '2026-10' }, '2026-11-26', 'xlsx')).toBe('soaring-products_all-sites_2026-10_2026-11-26.xlsx');
    expect(exportFileName({ order: 'new', site: 'VN', period: 90 }, '2026-11-26', 'csv')).toBe('new-products_VN_90d_2026-11-26.csv');
    expect(contentDisposition('hot-products_TH_7d_2026-11-26.csv')).toBe(`attachment; filename="hot-products_TH_7d_2026-11-26.csv"; filename*=UTF-8''hot-products_TH_7d_2026-11-26.csv`);
    expect(contentDisposition('a"b\u00e9.csv')).toBe(`attachment; filename="a_b_.csv"; filename*=UTF-8''a%22b%C3%A9.csv`);
  });
});
