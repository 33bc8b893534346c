// A tiny PDF 1.7 writer for the demo reports (issue 14): numbered objects, Flate-compressed
// streams, a cross-reference table and a trailer. Enough for text in the standard Helvetica, Chinese
// text in an embedded TrueType subset shown by glyph id (Identity-H), filled shapes and an outline.
// No dependency: node:zlib only.
import { deflateSync } from 'node:zlib';

/** A reference to an object: `3 0 R`. */
export const ref = (num: number) => `${num} 0 R`;

/** A PDF literal string of printable ASCII, escaped. */
export function literal(text: string): string {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new RangeError('literal strings here are printable ASCII; use textString() for anything else');
  return `(${text.replace(/[\\()]/g, (ch) => `\\${ch}`)})`;
}

/** A PDF text string (titles, document info) in UTF-16BE with its byte-order mark, as hex. */
export function textString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/** A hex string of 2-byte codes: glyph ids shown with an Identity-H font, or UTF-16 units in a ToUnicode CMap. */
export function hex16(codes: readonly number[]): string {
  return `<${codes.map((code) => {
    if (!Number.isInteger(code) || code < 0 || code > 0xffff) throw new RangeError(`${code} does not fit in 2 bytes`);
    return code.toString(16).padStart(4, '0').toUpperCase();
  }).join('')}>`;
}

export class PdfWriter {
  private readonly bodies: (Buffer | undefined)[] = [];

  /** A new object number, to be filled with set() (objects may refer to each other). */
  reserve(): number {
    this.bodies.push(undefined);
    return this.bodies.length;
  }

  set(num: number, body: string | Buffer): void {
    if (num < 1 || num > this.bodies.length) throw new RangeError(`object ${num} was not reserved`);
    this.bodies[num - 1] = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
  }

  add(body: string | Buffer): number {
    const num = this.reserve();
    this.set(num, body);
    return num;
  }

  /** A compressed stream object; `dict` holds the entries other than Length and Filter. */
  addStream(content: string | Buffer, dict = ''): number {
    const data = deflateSync(typeof content === 'string' ? Buffer.from(content, 'latin1') : content);
    return this.add(Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'), data, Buffer.from('\nendstream', 'latin1')]));
  }

  /** The whole file. `root` is the catalog, `info` the document information dictionary. */
  finish(root: number, info?: number): Buffer {
    // The binary comment line tells transfer tools the file is binary.
    const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let offset = parts[0]?.length ?? 0;
    const offsets: number[] = [];
    this.bodies.forEach((body, index) => {
      if (!body) throw new Error(`object ${index + 1} was reserved but never set`);
      const obj = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`, 'latin1'), body, Buffer.from('\nendobj\n', 'latin1')]);
      offsets.push(offset);
      parts.push(obj);
      offset += obj.length;
    });
    const count = this.bodies.length + 1;
    const xref = ['xref', `0 ${count}`, '0000000000 65535 f ', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `)].join('\n');
    const trailer = `trailer\n<< /Size ${count} /Root ${ref(root)}${info ? ` /Info ${ref(info)}` : ''} >>\nstartxref\n${offset}\n%%EOF\n`;
    parts.push(Buffer.from(`${xref}\n${trailer}`, 'latin1'));
    return Buffer.concat(parts);
  }
}
