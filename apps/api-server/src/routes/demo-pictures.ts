// The demo data's pictures (`/demo/goods-3.png`, `/demo/qr/head.png`, ...), generated instead of
// stored: every seeded picture answers a real image, never a 404 (issue #11). Each name gets its own
// colour, so a list of products does not look like one picture repeated. Marked demo by its path.
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';

import { Hono } from 'hono';

import type { AppEnv } from '../app-options';
import { CACHE_STATIC } from '../http/cache-control';

/** Size of the generated square, in pixels. */
export const DEMO_PICTURE_SIZE = 96;
/** What a demo picture's path may be: lower-case words, digits, dashes and one sub-folder. */
const NAME = /^[a-z0-9-]{1,40}(\/[a-z0-9-]{1,40})?\.png$/;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG (8-bit RGB) of `size`², a diagonal two-tone tile in colours derived from `name`. */
export function demoPicture(name: string, size = DEMO_PICTURE_SIZE): Buffer {
  const hash = createHash('sha256').update(name).digest();
  const dark = [hash[0] as number, hash[1] as number, hash[2] as number].map((v) => 40 + (v % 120));
  const light = dark.map((v) => Math.min(255, v + 90));
  const rows = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    const row = y * (size * 3 + 1);
    rows[row] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const [r, g, b] = x + y < size ? dark : light;
      rows.set([r as number, g as number, b as number], row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

export function demoPictureRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/demo/*', (c) => {
    const name = new URL(c.req.url).pathname.slice('/demo/'.length);
    if (!NAME.test(name)) return c.body('Not found.\n', 404, { 'Content-Type': 'text/plain; charset=utf-8' });
    return c.body(new Uint8Array(demoPicture(name)), 200, { 'Content-Type': 'image/png', 'Cache-Control': CACHE_STATIC });
  });
  return routes;
}
