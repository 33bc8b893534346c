// The demo reports' PDFs, generated instead of stored (issue 14): real multi-page files with an
// outline, selectable English text and Chinese text in an embedded subset of Noto Sans CJK SC (a
// machine without Chinese fonts still draws it: issue 27 item 10), so the viewer is tested on the kind
// of file sellers open. Deterministic: the same name, the same bytes.
import { CATEGORIES } from '@sealens/domain';

import { PDF_CJK_FONT_BASE64, PDF_CJK_FONT_NAME } from './pdf-cjk-font';
import { hex16, literal, PdfWriter, ref, textString } from './pdf-writer';
import { readTrueType, type TrueTypeFont } from './truetype-font';

/** A4 in points. */
export const DEMO_PDF_PAGE = { width: 595, height: 842 } as const;
/** The report the time-to-first-page figure is measured on has this many pages. */
export const DEMO_PDF_LONG_PAGES = 20;
/** Where the demo PDFs are served (routes/demo-pdfs.ts) and where the seeded reports point. */
export const DEMO_PDF_PATH = '/demo/pdf/';

export function demoPdfPath(kind: 'report' | 'industry-report', index: number): string {
  return `${DEMO_PDF_PATH}${kind}-${index}.pdf`;
}

/** What a demo PDF's name may be: `report-3.pdf`, `industry-report-12.pdf`. */
export const DEMO_PDF_NAME = /^(report|industry-report)-([1-9]\d{0,2})\.pdf$/;

export interface DemoReportSpec {
  kind: 'report' | 'industry-report';
  index: number;
  title: string;
  titleZh: string;
  pageCount: number;
}

/** Report 1 of each kind is the long one; the others have 3 to 8 pages. */
export function demoReportSpec(name: string): DemoReportSpec | null {
  const match = DEMO_PDF_NAME.exec(name);
  if (!match) return null;
  const kind = match[1] as DemoReportSpec['kind'];
  const index = Number(match[2]);
  const category = CATEGORIES[(index - 1) % CATEGORIES.length];
  const label = kind === 'report' ? 'Demo report' : 'Demo industry report';
  const labelZh = kind === 'report' ? '演示报告' : '行业演示报告';
  return {
    kind,
    index,
    title: `${label} ${index}: ${category?.name ?? ''}`.trim(),
    titleZh: `${labelZh} ${index}`,
    pageCount: index === 1 ? DEMO_PDF_LONG_PAGES : 3 + (index % 6),
  };
}

let cjkFont: TrueTypeFont | undefined;
/** The embedded Chinese face (tools/scripts/make-pdf-cjk-font.py), read once. */
export function pdfCjkFont(): TrueTypeFont {
  cjkFont ??= readTrueType(Buffer.from(PDF_CJK_FONT_BASE64, 'base64'));
  return cjkFont;
}

/** Chinese text as the embedded subset's glyph ids; a character the subset lacks is an error, not a box. */
export function cjkShow(text: string): string {
  const font = pdfCjkFont();
  return hex16(
    [...text].map((ch) => {
      const glyph = font.glyphOf(ch.codePointAt(0) ?? 0);
      if (glyph === undefined) throw new RangeError(`the PDF's Chinese subset has no glyph for "${ch}": rerun tools/scripts/make-pdf-cjk-font.py`);
      return glyph;
    }),
  );
}

/** The Chinese font's objects: a Type0 font over the embedded TrueType subset, glyph ids as CIDs. */
function addCjkFont(w: PdfWriter): number {
  const font = pdfCjkFont();
  const scale = (units: number) => Math.round((units * 1000) / font.unitsPerEm);
  const file = w.addStream(font.bytes, `/Length1 ${font.bytes.length}`);
  // A subset's name carries a six-letter tag (PDF 32000 §9.6.4).
  const name = `SLDEMO+${PDF_CJK_FONT_NAME}`;
  const descriptor = w.add(
    `<< /Type /FontDescriptor /FontName /${name} /Flags 4 /FontBBox [${font.bbox.map(scale).join(' ')}] /ItalicAngle 0 /Ascent ${scale(font.ascent)} /Descent ${scale(font.descent)} /CapHeight ${scale(font.ascent)} /StemV 80 /FontFile2 ${ref(file)} >>`,
  );
  const widths = Array.from({ length: font.numGlyphs }, (_, glyph) => scale(font.advanceOf(glyph)));
  const cidFont = w.add(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${ref(descriptor)} /CIDToGIDMap /Identity /W [0 [${widths.join(' ')}]] >>`,
  );
  // Glyph ids back to text, so the Chinese stays selectable and searchable.
  const pairs = [...font.characters].sort((a, b) => a[1] - b[1]);
  const toUnicode = w.addStream(
    [
      '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def /CMapName /Adobe-Identity-UCS def /CMapType 2 def',
      '1 begincodespacerange <0000> <FFFF> endcodespacerange',
      `${pairs.length} beginbfchar`,
      ...pairs.map(([codePoint, glyph]) => {
        const text = String.fromCodePoint(codePoint);
        return `${hex16([glyph])} ${hex16(Array.from({ length: text.length }, (_, i) => text.charCodeAt(i)))}`;
      }),
      'endbfchar endcmap CMapName currentdict /CMap defineresource pop end end',
    ].join('\n'),
  );
  return w.add(`<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${ref(cidFont)}] /ToUnicode ${ref(toUnicode)} >>`);
}

/** Printable ASCII only: the Helvetica lines go out as literal strings. */
const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '?');

/** The same pseudo-random bars for the same report and page. */
function bars(seed: number, count: number): number[] {
  let a = seed >>> 0;
  return Array.from({ length: count }, () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return 40 + (a % 220);
  });
}

interface Section {
  title: string;
  titleZh: string;
  page: number;
  children?: { title: string; page: number }[];
}

function sectionsFor(pageCount: number): Section[] {
  const sections: Section[] = [{ title: 'Summary', titleZh: '摘要', page: 1 }];
  if (pageCount >= 2) sections.push({ title: 'Market overview', titleZh: '市场概览', page: 2 });
  if (pageCount >= 4) {
    const children = [];
    for (let p = 3; p < pageCount; p++) children.push({ title: `Category detail, page ${p}`, page: p });
    sections.push({ title: 'Categories', titleZh: '类目分析', page: 3, children });
  }
  if (pageCount >= 3) sections.push({ title: 'Outlook', titleZh: '展望', page: pageCount });
  return sections;
}

function sectionOf(sections: Section[], page: number): Section {
  let found = sections[0] as Section;
  for (const s of sections) if (s.page <= page) found = s;
  return found;
}

function pageContent(spec: DemoReportSpec, page: number, sections: Section[]): string {
  const { width, height } = DEMO_PDF_PAGE;
  const section = sectionOf(sections, page);
  const ops: string[] = [];
  // A coloured band, the heading, the Chinese heading and the page line.
  ops.push('0.93 0.27 0.2 rg', `0 ${height - 90} ${width} 90 re f`);
  ops.push('BT', '1 1 1 rg', '/F1 20 Tf', `48 ${height - 50} Td`, `${literal(ascii(spec.title))} Tj`, 'ET');
  ops.push('BT', '1 1 1 rg', '/F2 14 Tf', `48 ${height - 75} Td`, `${cjkShow(`${spec.titleZh} · ${section.titleZh}`)} Tj`, 'ET');
  ops.push('BT', '0.13 0.15 0.2 rg', '/F1 16 Tf', `48 ${height - 130} Td`, `${literal(`${section.title}`)} Tj`, 'ET');
  const lines = [
    `Demo data generated by the SeaLens reference server (page ${page} of ${spec.pageCount}).`,
    'Figures are simulated: sales value, units sold and growth by category and site.',
    'Select this text to check the text layer; the outline lists every section.',
  ];
  ops.push('BT', '0.3 0.33 0.4 rg', '/F1 11 Tf', '16 TL', `48 ${height - 160} Td`);
  for (const line of lines) ops.push(`${literal(line)} Tj T*`);
  ops.push('ET');
  ops.push('BT', '0.3 0.33 0.4 rg', '/F2 12 Tf', `48 ${height - 220} Td`, `${cjkShow('演示数据：各站点类目销售额与增长趋势。')} Tj`, 'ET');
  // A bar chart, different on every page.
  const values = bars(spec.index * 1000 + page + (spec.kind === 'report' ? 0 : 500), 8);
  values.forEach((v, i) => {
    const shade = (0.35 + i * 0.07).toFixed(2);
    ops.push(`0.2 ${shade} 0.75 rg`, `${60 + i * 60} 140 40 ${v} re f`);
  });
  ops.push('0.6 0.6 0.6 RG', '1 w', '50 138 m 545 138 l S');
  ops.push('BT', '0.45 0.47 0.52 rg', '/F1 9 Tf', `48 40 Td`, `${literal(`SeaLens demo report - page ${page} / ${spec.pageCount}`)} Tj`, 'ET');
  return ops.join('\n');
}

export function demoReportPdf(spec: DemoReportSpec): Buffer {
  const w = new PdfWriter();
  const catalog = w.reserve();
  const pagesNum = w.reserve();
  const outlines = w.reserve();
  const helvetica = w.add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const resources = `<< /Font << /F1 ${ref(helvetica)} /F2 ${ref(addCjkFont(w))} >> >>`;

  const sections = sectionsFor(spec.pageCount);
  const pageNums: number[] = [];
  for (let p = 1; p <= spec.pageCount; p++) {
    const content = w.addStream(pageContent(spec, p, sections));
    pageNums.push(w.add(`<< /Type /Page /Parent ${ref(pagesNum)} /MediaBox [0 0 ${DEMO_PDF_PAGE.width} ${DEMO_PDF_PAGE.height}] /Resources ${resources} /Contents ${ref(content)} >>`));
  }
  w.set(pagesNum, `<< /Type /Pages /Kids [${pageNums.map(ref).join(' ')}] /Count ${pageNums.length} >>`);

  // The outline: a list of sections, Categories with one entry per detail page.
  const dest = (page: number) => `[${ref(pageNums[page - 1] as number)} /Fit]`;
  const items = sections.map(() => w.reserve());
  let total = sections.length;
  sections.forEach((section, i) => {
    const self = items[i] as number;
    const links = [i > 0 ? `/Prev ${ref(items[i - 1] as number)}` : '', i < items.length - 1 ? `/Next ${ref(items[i + 1] as number)}` : ''].join(' ');
    const kids = (section.children ?? []).map(() => w.reserve());
    (section.children ?? []).forEach((child, k) => {
      const childLinks = [k > 0 ? `/Prev ${ref(kids[k - 1] as number)}` : '', k < kids.length - 1 ? `/Next ${ref(kids[k + 1] as number)}` : ''].join(' ');
      w.set(kids[k] as number, `<< /Title ${textString(child.title)} /Parent ${ref(self)} ${childLinks} /Dest ${dest(child.page)} >>`);
    });
    total += kids.length;
    const children = kids.length ? `/First ${ref(kids[0] as number)} /Last ${ref(kids[kids.length - 1] as number)} /Count -${kids.length}` : '';
    w.set(self, `<< /Title ${textString(`${section.title} · ${section.titleZh}`)} /Parent ${ref(outlines)} ${links} ${children} /Dest ${dest(section.page)} >>`);
  });
  w.set(outlines, `<< /Type /Outlines /First ${ref(items[0] as number)} /Last ${ref(items[items.length - 1] as number)} /Count ${total} >>`);
  w.set(catalog, `<< /Type /Catalog /Pages ${ref(pagesNum)} /Outlines ${ref(outlines)} /PageMode /UseOutlines /Lang (en) >>`);
  const info = w.add(
    `<< /Title ${textString(`${spec.title} · ${spec.titleZh}`)} /Author (SeaLens demo data) /Producer (SeaLens reference server) /CreationDate (D:20260630000000Z) >>`,
  );
  return w.finish(catalog, info);
}
