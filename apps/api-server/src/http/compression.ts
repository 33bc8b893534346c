import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this, headers and the compressor's framing cost more than they save. */
export const MIN_COMPRESS_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Picks the encoding for an `Accept-Encoding` header: the acceptable one (q > 0) with the higher q,
 * Brotli on a tie (smaller output). `*` stands for any coding not named.
 */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const q: Record<string, number> = {};
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key?.trim().toLowerCase() === 'q') weight = Number(value);
    }
    q[name] = Number.isFinite(weight) ? weight : 0;
  }
  const weightOf = (name: Encoding) => q[name] ?? (name === 'gzip' ? q['x-gzip'] : undefined) ?? q['*'] ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

/** Text-like types shrink; images, fonts (woff2 is already Brotli) and PDFs do not. */
export function isCompressible(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/event-stream') return false; // streamed, must not be buffered
  return (
    type.startsWith('text/') ||
    type === 'application/javascript' ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/xml' ||
    type === 'image/svg+xml' ||
    type === 'application/wasm'
  );
}

/**
 * `fast` for answers computed per request (JSON) and the first serving of a static file;
 * `best` for static bytes that are cached, where Brotli 11's seconds of CPU are paid once.
 */
export type CompressionLevel = 'fast' | 'best';

export async function compress(
  data: Uint8Array,
  encoding: Encoding,
  level: CompressionLevel,
  isText = true,
): Promise<Buffer> {
  if (encoding === 'br') {
    return brotliAsync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level === 'best' ? 11 : 4,
        [constants.BROTLI_PARAM_MODE]: isText ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
      },
    });
  }
  return gzipAsync(data, { level: level === 'best' ? 9 : 6 });
}

/** Adds `Accept-Encoding` to Vary without dropping what is already there. */
export function appendVary(headers: Headers, field = 'Accept-Encoding'): void {
  const current = headers.get('Vary');
  if (!current) {
    headers.set('Vary', field);
    return;
  }
  const fields = current.split(',').map((f) => f.trim().toLowerCase());
  if (fields.includes('*') || fields.includes(field.toLowerCase())) return;
  headers.set('Vary', `${current}, ${field}`);
}
