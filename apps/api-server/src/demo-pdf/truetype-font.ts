// Just enough of a TrueType file to embed it in a PDF (issue 27 item 10): which glyph draws a character
// (cmap formats 4 and 12), how wide each glyph is (hmtx) and the metrics of its font descriptor.

export interface TrueTypeFont {
  bytes: Buffer;
  unitsPerEm: number;
  /** head's bounding box, hhea's ascender and descender, in font units. */
  bbox: [number, number, number, number];
  ascent: number;
  descent: number;
  numGlyphs: number;
  /** Every character the font maps, with its glyph id. */
  characters: [codePoint: number, glyph: number][];
  /** The glyph id of a code point, or undefined when the font lacks it. */
  glyphOf(codePoint: number): number | undefined;
  /** A glyph's advance width in font units. */
  advanceOf(glyph: number): number;
}

function tables(bytes: Buffer): Map<string, { offset: number; length: number }> {
  const count = bytes.readUInt16BE(4);
  const found = new Map<string, { offset: number; length: number }>();
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    found.set(bytes.toString('latin1', at, at + 4), { offset: bytes.readUInt32BE(at + 8), length: bytes.readUInt32BE(at + 12) });
  }
  return found;
}

/** The Unicode subtable's mapping: format 12 (full range) preferred, else format 4 (BMP). */
function cmapOf(bytes: Buffer, cmapOffset: number): Map<number, number> {
  const count = bytes.readUInt16BE(cmapOffset + 2);
  const subtables: { format: number; offset: number }[] = [];
  for (let i = 0; i < count; i++) {
    const at = cmapOffset + 4 + i * 8;
    const platform = bytes.readUInt16BE(at);
    const encoding = bytes.readUInt16BE(at + 2);
    const offset = cmapOffset + bytes.readUInt32BE(at + 4);
    if (platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10))) subtables.push({ format: bytes.readUInt16BE(offset), offset });
  }
  const map = new Map<number, number>();
  const full = subtables.find((s) => s.format === 12);
  if (full) {
    const groups = bytes.readUInt32BE(full.offset + 12);
    for (let g = 0; g < groups; g++) {
      const at = full.offset + 16 + g * 12;
      const start = bytes.readUInt32BE(at);
      const end = bytes.readUInt32BE(at + 4);
      const glyph = bytes.readUInt32BE(at + 8);
      for (let c = start; c <= end; c++) map.set(c, glyph + c - start);
    }
    return map;
  }
  const bmp = subtables.find((s) => s.format === 4);
  if (!bmp) throw new Error('the font has no Unicode cmap of format 4 or 12');
  const segments = bytes.readUInt16BE(bmp.offset + 6) / 2;
  const ends = bmp.offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const start = bytes.readUInt16BE(starts + s * 2);
    const end = bytes.readUInt16BE(ends + s * 2);
    const delta = bytes.readInt16BE(deltas + s * 2);
    const rangeOffset = bytes.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const raw = bytes.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(c, glyph);
    }
  }
  return map;
}

export function readTrueType(bytes: Buffer): TrueTypeFont {
  if (bytes.readUInt32BE(0) !== 0x00010000) throw new Error('not a TrueType-outline font');
  const dir = tables(bytes);
  const table = (tag: string) => {
    const entry = dir.get(tag);
    if (!entry) throw new Error(`the font has no ${tag} table`);
    return entry.offset;
  };
  const head = table('head');
  const hhea = table('hhea');
  const hmtx = table('hmtx');
  const metrics = bytes.readUInt16BE(hhea + 34);
  const cmap = cmapOf(bytes, table('cmap'));
  return {
    bytes,
    unitsPerEm: bytes.readUInt16BE(head + 18),
    bbox: [bytes.readInt16BE(head + 36), bytes.readInt16BE(head + 38), bytes.readInt16BE(head + 40), bytes.readInt16BE(head + 42)],
    ascent: bytes.readInt16BE(hhea + 4),
    descent: bytes.readInt16BE(hhea + 6),
    numGlyphs: bytes.readUInt16BE(table('maxp') + 4),
    characters: [...cmap.entries()],
    glyphOf: (codePoint) => cmap.get(codePoint),
    // Glyphs past the last long metric share its advance.
    advanceOf: (glyph) => bytes.readUInt16BE(hmtx + Math.min(glyph, metrics - 1) * 4),
  };
}
