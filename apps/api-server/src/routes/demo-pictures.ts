// The demo data's pictures (`/demo/goods-3.png`, `/demo/qr/head.png`, ...), generated instead of
// stored: every seeded picture answers a real image, never a 404 (issue #11). Each name gets its own
// colour, so a list of products does not look like one picture repeated. Marked demo by its path.
import { createHash } from 'node:crypto';

import { Hono } from 'hono';

import type { AppEnv } from '../app-options';
import { CACHE_STATIC } from '../http/cache-control';
import { encodePng } from '../http/png';

/** Size of the generated square, in pixels. */
export const DEMO_PICTURE_SIZE = 96;
/** What a demo picture's path may be: lower-case words, digits, dashes and one sub-folder. */
const NAME = /^[a-z0-9-]{1,40}(\/[a-z0-9-]{1,40})?\.png$/;

/** A PNG (8-bit RGB) of `size`², a diagonal two-tone tile in colours derived from `name`. */
export function demoPicture(name: string, size = DEMO_PICTURE_SIZE): Buffer {
  const hash = createHash('sha256').update(name).digest();
  const dark = [hash[0] as number, hash[1] as number, hash[2] as number].map((v) => 40 + (v % 120));
  const light = dark.map((v) => Math.min(255, v + 90));
  return encodePng(size, size, (x, y) => {
    const [r, g, b] = x + y < size ? dark : light;
    return [r as number, g as number, b as number];
  });
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
