// The demo data's lesson videos and their WebVTT captions (issue 15 item 3): small files the
// repository ships (apps/api-server/assets/demo-video, written once by tools/scripts/make-demo-videos.mjs),
// so every seeded course and video tutorial plays a real video. Range requests are answered, as
// browsers seek with them.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { Hono } from 'hono';

import type { AppEnv } from '../app-options';
import { CACHE_STATIC } from '../http/cache-control';

const NAME = /^(lesson-[0-9]{1,2})(?:\.(?:zh|tw|vi|th|pt|id))?\.(webm|vtt)$/;
const TYPES = { webm: 'video/webm', vtt: 'text/vtt; charset=utf-8' } as const;

/** `bytes=a-b` of a file of `size` bytes, or undefined when it does not fit. */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(size - 1, Number(match[2]));
  return start <= end && start < size ? { start, end } : undefined;
}

export function demoVideoRoutes(root: () => string): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const files = new Map<string, Buffer | null>();
  routes.get('/demo/video/:name', async (c) => {
    const name = c.req.param('name');
    const match = NAME.exec(name);
    let file = files.get(name);
    if (match && file === undefined) {
      file = await readFile(join(root(), 'apps/api-server/assets/demo-video', name)).catch(() => null);
      files.set(name, file);
    }
    if (!match || !file) return c.body('Not found.\n', 404, { 'Content-Type': 'text/plain; charset=utf-8' });
    const headers = { 'Content-Type': TYPES[match[2] as keyof typeof TYPES], 'Cache-Control': CACHE_STATIC, 'Accept-Ranges': 'bytes' };
    const rangeHeader = c.req.header('range');
    if (rangeHeader) {
      const range = parseRange(rangeHeader, file.length);
      if (!range) return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${file.length}` });
      return c.body(new Uint8Array(file.subarray(range.start, range.end + 1)), 206, {
        ...headers,
        'Content-Range': `bytes ${range.start}-${range.end}/${file.length}`,
      });
    }
    return c.body(new Uint8Array(file), 200, headers);
  });
  return routes;
}
