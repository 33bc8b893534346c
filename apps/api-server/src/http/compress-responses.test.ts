import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';

import { compressResponses } from './compress-responses';

const rows = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `product ${i}`, price: i * 3 }));
const app = new Hono()
  .use('*', compressResponses())
  .get('/big', (c) => c.json({ code: 200, message: 'ok', payload: rows }))
  .get('/small', (c) => c.json({ code: 200, message: 'ok' }))
  .get('/png', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));

describe('compressResponses (API JSON)', () => {
  it('compresses large JSON with Brotli, else gzip, and the bytes round-trip', async () => {
    const br = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('Content-Length'))).toBe(brBytes.byteLength);
    expect(JSON.parse(brotliDecompressSync(brBytes).toString()).payload).toEqual(rows);

    const gz = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).payload).toEqual(rows);
  });

  it('leaves small answers, binary types and clients without Accept-Encoding alone', async () => {
    const small = await app.request('/small', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.json()).toEqual({ code: 200, message: 'ok' });
    const png = await app.request('/png', { headers: { 'Accept-Encoding': 'br' } });
    expect(png.headers.get('Content-Encoding')).toBeNull();
    const none = await app.request('/big');
    expect(none.headers.get('Content-Encoding')).toBeNull();
    expect((await none.json()).payload).toHaveLength(200);
  });
});
