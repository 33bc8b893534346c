import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';

import { bodyLimits, JSON_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES } from './body-limits';

function app() {
  const a = new Hono();
  a.use('*', bodyLimits());
  a.post('*', async (c) => c.json({ code: 200, message: 'ok', payload: (await c.req.arrayBuffer()).byteLength }));
  return a;
}

/** A chunked body (no Content-Length) of `total` bytes. */
function chunked(total: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(64 * 1024, total - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size));
    },
  });
}

describe('body limits (issue #10 item 5)', () => {
  it('accepts a JSON body of 64 KiB and refuses one byte more with the 413 envelope', async () => {
    expect(JSON_BODY_MAX_BYTES).toBe(65_536);
    const ok = await app().request('/api/x', { method: 'POST', body: 'a'.repeat(JSON_BODY_MAX_BYTES) });
    expect(ok.status).toBe(200);
    const big = await app().request('/api/x', { method: 'POST', body: 'a'.repeat(JSON_BODY_MAX_BYTES + 1) });
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ code: 413, message: 'request body too large' });
  });

  it('stops a chunked body while reading it, before it is buffered whole', async () => {
    const res = await app().request('/api/x', { method: 'POST', body: chunked(100 * 1024 * 1024), duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('lets uploads carry the spec image size (5 MB) plus framing, and no more', async () => {
    expect(UPLOAD_BODY_MAX_BYTES).toBe(5 * 1024 * 1024 + 64 * 1024);
    const fits = await app().request('/api/file/imgeUpload', { method: 'POST', body: new Uint8Array(UPLOAD_BODY_MAX_BYTES) });
    expect(fits.status).toBe(200);
    const over = await app().request('/api/public/uploadImg', { method: 'POST', body: chunked(UPLOAD_BODY_MAX_BYTES + 1), duplex: 'half' } as RequestInit);
    expect(over.status).toBe(413);
  });
});

describe('body limits in the server', () => {
  it('apply to every API call of the real app', async () => {
    const { createApp } = await import('../app');
    const server = createApp({ desktopDir: '/nonexistent', mobileDir: '/nonexistent', version: 't', upgradeCompression: false });
    const res = await server.request('http://x/api/qa/question/save', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'x'.repeat(JSON_BODY_MAX_BYTES) }),
    });
    expect(res.status).toBe(413);
  });
});
