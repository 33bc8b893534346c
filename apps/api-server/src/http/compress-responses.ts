import type { MiddlewareHandler } from 'hono';

import { appendVary, compress, isCompressible, MIN_COMPRESS_BYTES, negotiateEncoding } from './compression';
import { replaceResponse } from './replace-response';

/**
 * Compresses dynamic answers (the API's JSON) at a fast level: they are computed per request, so
 * spending Brotli 11 on them would cost more latency than the bytes saved.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!res.body || res.headers.has('Content-Encoding') || c.req.method === 'HEAD') return;
    if (!isCompressible(res.headers.get('Content-Type'))) return;

    appendVary(res.headers);
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const declared = Number(res.headers.get('Content-Length') ?? NaN);
    if (declared < MIN_COMPRESS_BYTES) return;

    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    if (body.byteLength < MIN_COMPRESS_BYTES) {
      replaceResponse(c, new Response(body, { status: res.status, statusText: res.statusText, headers }));
      return;
    }
    const compressed = await compress(body, encoding, 'fast');
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(compressed.byteLength));
    replaceResponse(c, new Response(new Uint8Array(compressed), { status: res.status, statusText: res.statusText, headers }));
  };
}
