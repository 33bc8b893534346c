import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';

import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from './app';
import { BIG_JS, createFakeSites, DESKTOP_INDEX, type FakeSites } from './test-support/fake-sites';

// Through a real socket: raw request targets reach the server unnormalised, as an attacker sends them.
let sites: FakeSites;
let server: ServerType;
let port: number;

beforeAll(async () => {
  sites = await createFakeSites();
  const app = createApp({ desktopDir: sites.desktopDir, mobileDir: sites.mobileDir, version: 't', upgradeCompression: false });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await sites.cleanup();
});

function raw(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('over HTTP', () => {
  it.each(['/../../../../etc/passwd', '/..%2f..%2fetc/passwd', '/assets/../../../package.json', '/..\\..\\etc\\passwd'])(
    'never leaks files outside the build for %s',
    async (path) => {
      const res = await raw(path);
      const text = res.body.toString();
      expect(text).not.toContain('root:');
      expect(text).not.toContain('"name"');
      // Either refused, or normalised by the URL parser into an in-site SPA path.
      if (res.status === 200) expect(text).toBe(DESKTOP_INDEX);
      else expect([400, 404]).toContain(res.status);
    },
  );

  it('sends Brotli with a matching Content-Length and the security headers', async () => {
    const res = await raw('/assets/index-a1b2c3d4.js', { 'Accept-Encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(res.body.byteLength);
    expect(brotliDecompressSync(res.body).toString()).toBe(BIG_JS);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
