import { inflateSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { buildDemoContent } from '../db/seed/demo-content';
import { cjkShow, DEMO_PDF_LONG_PAGES, DEMO_PDF_NAME, demoPdfPath, demoReportPdf, demoReportSpec } from './demo-report-pdf';
import { hex16, literal, PdfWriter, textString } from './pdf-writer';

/** Every object of a file by number, from its cross-reference table (so the table is checked too). */
function objectsOf(pdf: Buffer): Map<number, string> {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, header, ...rows] = text.slice(startxref).split('\n');
  const count = Number(header?.split(' ')[1]);
  const objects = new Map<number, string>();
  for (let n = 1; n < count; n++) {
    const offset = Number(rows[n]?.slice(0, 10));
    expect(text.slice(offset).startsWith(`${n} 0 obj\n`), `object ${n} at ${offset}`).toBe(true);
    objects.set(n, text.slice(offset, text.indexOf('\nendobj\n', offset)));
  }
  return objects;
}

function streamBytes(obj: string): Buffer {
  const start = obj.indexOf('stream\n') + 'stream\n'.length;
  return inflateSync(Buffer.from(obj.slice(start, obj.lastIndexOf('\nendstream')), 'latin1'));
}

function streamText(obj: string): string {
  return streamBytes(obj).toString('latin1');
}

/** The object a dictionary entry refers to: `/FontFile2 12 0 R`. */
function referred(objects: Map<number, string>, obj: string | undefined, key: string): string {
  const num = Number(new RegExp(`/${key} \\[?(\\d+) 0 R`).exec(obj ?? '')?.[1]);
  const found = objects.get(num);
  if (!found) throw new Error(`no /${key} in ${obj?.slice(0, 200)}`);
  return found;
}

describe('PDF writer', () => {
  it('escapes literal strings and writes UTF-16 text strings and UCS-2 show strings', () => {
    expect(literal('a (b) \\c')).toBe('(a \\(b\\) \\\\c)');
    expect(() => literal('中')).toThrow(RangeError);
    expect(textString('A中')).toBe('<FEFF00414E2D>');
    expect(hex16([0x4e2d, 7])).toBe('<4E2D0007>');
    expect(() => hex16([0x10000])).toThrow(RangeError);
  });

  it('refuses an object reserved and never set', () => {
    const w = new PdfWriter();
    w.reserve();
    expect(() => w.finish(1)).toThrow(/never set/);
  });
});

describe('demo report PDFs', () => {
  it('names: report and industry-report, 1 to 999', () => {
    expect(DEMO_PDF_NAME.test('report-1.pdf')).toBe(true);
    expect(DEMO_PDF_NAME.test('industry-report-12.pdf')).toBe(true);
    for (const bad of ['report-0.pdf', 'report-1000.pdf', 'Report-1.pdf', 'report-1.png', '../report-1.pdf']) expect(demoReportSpec(bad), bad).toBeNull();
  });

  it('report 1 has the 20 pages the time-to-first-page figure is measured on; the others 3 to 8', () => {
    expect(DEMO_PDF_LONG_PAGES).toBe(20);
    expect(demoReportSpec('report-1.pdf')?.pageCount).toBe(20);
    for (let i = 2; i <= 12; i++) expect(demoReportSpec(`report-${i}.pdf`)?.pageCount).toBeGreaterThanOrEqual(3);
  });

  it('is a well-formed PDF: header, every object where the table says, pages, outline, a CJK font', () => {
    const spec = demoReportSpec('report-1.pdf');
    if (!spec) throw new Error('no spec');
    const pdf = demoReportPdf(spec);
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    const objects = objectsOf(pdf);
    const all = [...objects.values()];
    expect(all.filter((o) => o.includes('/Type /Page ')).length).toBe(20);
    expect(all.some((o) => /\/Type \/Pages .*\/Count 20/.test(o))).toBe(true);
    const outline = all.find((o) => o.includes('/Type /Outlines'));
    expect(outline).toMatch(/\/Count \d+/);
    // Outline titles in UTF-16 (市场概览 among them).
    expect(all.some((o) => o.includes('5E02573A698289C8'))).toBe(true);
    expect(all.some((o) => o.includes('/Encoding /Identity-H'))).toBe(true);
    const firstPageContent = streamText(referred(objects, all.find((o) => o.includes('/Type /Page ')), 'Contents'));
    expect(firstPageContent).toContain('(Summary) Tj');
    expect(firstPageContent).toContain('/F2 14 Tf');
    expect(firstPageContent).toContain('page 1 of 20');
  });

  it('embeds the font its Chinese is drawn in (a machine without Chinese fonts shows the glyphs), and maps it back to text', () => {
    const pdf = demoReportPdf(demoReportSpec('report-1.pdf') as NonNullable<ReturnType<typeof demoReportSpec>>);
    const objects = objectsOf(pdf);
    const all = [...objects.values()];
    // No font left for the reader to find by name (pdf.js asked for STSong-Light).
    expect(pdf.toString('latin1')).not.toContain('STSong');
    const type0 = all.find((o) => o.includes('/Subtype /Type0'));
    expect(type0).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCJKsc-Regular/);
    const cidFont = referred(objects, type0, 'DescendantFonts');
    expect(cidFont).toContain('/Subtype /CIDFontType2');
    expect(cidFont).toContain('/CIDToGIDMap /Identity');
    const fontFile = referred(objects, referred(objects, cidFont, 'FontDescriptor'), 'FontFile2');
    const fontBytes = streamBytes(fontFile);
    expect(fontBytes.readUInt32BE(0)).toBe(0x00010000);
    expect(fontFile).toContain(`/Length1 ${fontBytes.length}`);
    // The page's Chinese heading, read back through the ToUnicode map.
    const toUnicode = new Map<string, string>();
    for (const [, glyph, unit] of streamText(referred(objects, type0, 'ToUnicode')).matchAll(/<([0-9A-F]{4})> <([0-9A-F]{4})>/g)) {
      toUnicode.set(glyph as string, String.fromCharCode(parseInt(unit as string, 16)));
    }
    const firstPage = streamText(referred(objects, all.find((o) => o.includes('/Type /Page ')), 'Contents'));
    const shown = [...firstPage.matchAll(/<([0-9A-F]+)> Tj/g)].map(([, hex]) => (hex?.match(/.{4}/g) ?? []).map((g) => toUnicode.get(g) ?? '?').join(''));
    expect(shown).toEqual(['演示报告 1 · 摘要', '演示数据：各站点类目销售额与增长趋势。']);
  });

  it('has a glyph for every Chinese character any demo report draws, and refuses one it lacks', () => {
    // Indexes 1 to 12 of both kinds draw every digit and every section (3 to 8 pages, and the 20-page one).
    for (const kind of ['report', 'industry-report']) {
      for (let i = 1; i <= 12; i++) expect(() => demoReportPdf(demoReportSpec(`${kind}-${i}.pdf`) as NonNullable<ReturnType<typeof demoReportSpec>>)).not.toThrow();
    }
    expect(() => cjkShow('中')).toThrow(/no glyph for "中"/);
  });

  it('is the same file every time for the same name, different for another', () => {
    const a = demoReportPdf(demoReportSpec('industry-report-3.pdf') as NonNullable<ReturnType<typeof demoReportSpec>>);
    const b = demoReportPdf(demoReportSpec('industry-report-3.pdf') as NonNullable<ReturnType<typeof demoReportSpec>>);
    const c = demoReportPdf(demoReportSpec('report-3.pdf') as NonNullable<ReturnType<typeof demoReportSpec>>);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
    // The Chinese subset is ~10 KB of it (a few kilobytes compressed).
    expect(a.length).toBeLessThan(30_000);
  });

  it('every seeded report points at a PDF the server generates', () => {
    const reports = buildDemoContent().content.filter((row) => row.kind === 'report' || row.kind === 'industry-report');
    expect(reports.length).toBeGreaterThan(0);
    for (const row of reports) {
      expect(row.pdfUrl).toBe(demoPdfPath(row.kind as 'report' | 'industry-report', Number(row.id.split('-').at(-1))));
      expect(demoReportSpec((row.pdfUrl as string).split('/').at(-1) as string), row.id).not.toBeNull();
    }
  });
});
