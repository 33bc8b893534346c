import type { Stats } from 'node:fs';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { Readable } from 'node:stream';

import type { Context } from 'hono';

import type { AppEnv } from '../app-options';
import { CACHE_NONE, CACHE_REVALIDATE, cacheControlForSiteFile } from '../http/cache-control';
import { isCompressible, MIN_COMPRESS_BYTES, negotiateEncoding } from '../http/compression';
import { contentTypeFor } from '../http/content-type';
import type { CompressedCache } from './compressed-cache';
import { etagFor, isNotModified } from './conditional';
import { parseSitePath, resolveInside } from './site-path';

export interface SiteOptions {
  /** Used in the 503 text: `desktop` or `mobile`. */
  name: string;
  /** The Nx project that builds it, for the 503 hint. */
  project: string;
  /** The build folder (holds index.html and assets/). */
  root: string;
  /** Where the site is mounted: '' for `/`, '/m' for the mobile site. */
  mountPath: string;
  cache: CompressedCache;
  /**
   * Renders a page on the server (given the request's context: the client's address is read from it);
   * the index.html it gets is the fallback shell. Absent: the shell.
   */
  renderPage?: (c: Context<AppEnv>, shell: () => Promise<Response>) => Promise<Response>;
}

/** Bigger uncompressed files are streamed instead of read whole into memory. */
const STREAM_ABOVE_BYTES = 1024 * 1024;

/**
 * Serves one built site: an existing file is served, a missing path with a file extension is a 404
 * (a broken asset URL must not answer HTML), and any other path is a page: rendered on the server
 * when the site has a renderer (render-page.ts), else the site's index.html for the client router.
 */
export function serveSite(site: SiteOptions) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const pathname = new URL(c.req.url).pathname;
    const parsed = parseSitePath(pathname.slice(site.mountPath.length));
    if (parsed.kind === 'invalid') return plain(c, 400, 'Bad request path.\n');
    if (parsed.kind === 'hidden') return plain(c, 404, 'Not found.\n');

    const target = resolveInside(site.root, parsed.relativePath);
    if (!target) return plain(c, 400, 'Bad request path.\n');

    const found = await statOrNull(target);
    if (found?.isFile()) return sendFile(c, site, target, found, cacheControlForSiteFile(parsed.relativePath));
    // The site root (`/`, `/m`) is a page like any other; another folder with an index.html is a file.
    if (found?.isDirectory() && parsed.relativePath !== '') {
      const dirIndex = join(target, 'index.html');
      const indexStat = await statOrNull(dirIndex);
      if (indexStat?.isFile()) return sendFile(c, site, dirIndex, indexStat, CACHE_REVALIDATE);
    }

    if (!(await statOrNull(site.root))?.isDirectory()) return notBuilt(c, site);
    if (extname(parsed.lastSegment) !== '') return plain(c, 404, 'Not found.\n');

    const index = join(site.root, 'index.html');
    const indexStat = await statOrNull(index);
    if (!indexStat?.isFile()) return notBuilt(c, site);
    const shell = () => sendFile(c, site, index, indexStat, CACHE_REVALIDATE);
    return site.renderPage ? site.renderPage(c, shell) : shell();
  };
}

async function sendFile(c: Context, site: SiteOptions, path: string, st: Stats, cacheControl: string) {
  const contentType = contentTypeFor(path);
  const compressible = isCompressible(contentType);
  const etag = etagFor(st);
  const headers = new Headers({
    'Content-Type': contentType,
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': st.mtime.toUTCString(),
  });
  if (compressible) headers.set('Vary', 'Accept-Encoding');

  const ifNoneMatch = c.req.header('If-None-Match');
  const ifModifiedSince = c.req.header('If-Modified-Since');
  if (isNotModified({ ifNoneMatch, ifModifiedSince }, etag, st.mtime)) {
    headers.delete('Content-Type');
    return new Response(null, { status: 304, headers });
  }

  const encoding = compressible && st.size >= MIN_COMPRESS_BYTES ? negotiateEncoding(c.req.header('Accept-Encoding')) : null;
  if (encoding) {
    const bytes = await site.cache.get({ path, mtimeMs: st.mtimeMs, size: st.size }, encoding, () => readFile(path));
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(bytes.byteLength));
    return new Response(new Uint8Array(bytes), { status: 200, headers });
  }

  headers.set('Content-Length', String(st.size));
  if (st.size > STREAM_ABOVE_BYTES) {
    // Node's web stream and the DOM lib's ReadableStream are the same object with different typings.
    const stream = Readable.toWeb(createReadStream(path)) as unknown as ReadableStream<Uint8Array>;
    return new Response(stream, { status: 200, headers });
  }
  return new Response(new Uint8Array(await readFile(path)), { status: 200, headers });
}

function notBuilt(c: Context, site: SiteOptions) {
  return plain(
    c,
    503,
    `SeaLens ${site.name} site is not built: ${join(site.root, 'index.html')} does not exist.\n` +
      `Run \`npm start\` (builds both sites, then starts this server),\n` +
      `or build it alone with \`npx nx build ${site.project}\` and reload this page.\n`,
  );
}

function plain(c: Context, status: 400 | 404 | 503, text: string) {
  return c.body(text, status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_NONE });
}

async function statOrNull(path: string): Promise<Stats | null> {
  try {
    return await stat(path);
  } catch {
    return null;
  }
}
