// Image upload (spec §7): multipart with one `file`, PNG/JPEG/WebP/GIF recognised by magic bytes only,
// at most UPLOAD_MAX_BYTES, stored under deps.uploadDir by content hash and served back read-only.
// Each client address and each signed-in session may upload so many pictures an hour and so many
// bytes a day (issue #25 item 5: anyone could fill the disk); upload-store.ts sweeps what nothing uses.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UPLOAD_IMAGE_MAX_BYTES } from '@sealens/domain';
import { Hono } from 'hono';
import type { Context } from 'hono';

import type { AppEnv } from '../../app-options';
import { takeRateLimit } from '../../security/rate-limit';
import { clientIp, httpError } from '../identity/common';
import type { ServerDeps } from '../server-deps';
import { CODE_BAD_REQUEST, CODE_NOT_FOUND, bearerClaims, fail, ok, unauthorized } from './main-http';
import {
  UPLOAD_BYTES_PER_ADDRESS_PER_DAY,
  UPLOAD_URL_PREFIX,
  UPLOADS_PER_ADDRESS_PER_HOUR,
  UPLOADS_PER_SESSION_PER_HOUR,
  isUploadName,
} from './upload-store';

export const UPLOAD_MAX_BYTES = UPLOAD_IMAGE_MAX_BYTES;
export { UPLOAD_URL_PREFIX };

const TYPES = [
  { ext: 'png', mime: 'image/png', test: (b: Uint8Array) => b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v) },
  { ext: 'jpg', mime: 'image/jpeg', test: (b: Uint8Array) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    ext: 'gif',
    mime: 'image/gif',
    test: (b: Uint8Array) => b.length >= 6 && ['GIF87a', 'GIF89a'].includes(Buffer.from(b.subarray(0, 6)).toString('latin1')),
  },
  {
    ext: 'webp',
    mime: 'image/webp',
    test: (b: Uint8Array) =>
      b.length >= 12 && Buffer.from(b.subarray(0, 4)).toString('latin1') === 'RIFF' && Buffer.from(b.subarray(8, 12)).toString('latin1') === 'WEBP',
  },
] as const;

export function imageTypeOf(bytes: Uint8Array): (typeof TYPES)[number] | undefined {
  return TYPES.find((t) => t.test(bytes));
}

export function fileRoutes(deps: ServerDeps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  /** HTTP 429 with Retry-After, the answer of every per-client limit. */
  const tooMany = (c: Context, retryAfterSeconds: number) => {
    c.header('Retry-After', String(retryAfterSeconds));
    return httpError(c, 429, 'visiting too frequently, try again later');
  };

  const upload = (needsBearer: boolean) => async (c: Context) => {
    const claims = await bearerClaims(c, deps);
    if (needsBearer && !claims) return unauthorized(c);
    // Counted before the body is read: a refused client costs no parsing.
    const address = clientIp(c);
    const byAddress = await takeRateLimit({ db: deps.db, now: deps.now, key: `upload:${address}`, limit: UPLOADS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 });
    if (!byAddress.ok) return tooMany(c, byAddress.retryAfterSeconds);
    if (claims) {
      const bySession = await takeRateLimit({ db: deps.db, now: deps.now, key: `upload-user:${claims.sub}`, limit: UPLOADS_PER_SESSION_PER_HOUR, windowSeconds: 3600 });
      if (!bySession.ok) return tooMany(c, bySession.retryAfterSeconds);
    }
    const length = Number(c.req.header('content-length') ?? 0);
    if (length > UPLOAD_MAX_BYTES + 64 * 1024) return fail(c, CODE_BAD_REQUEST, 'the image is too large');
    let file: unknown;
    try {
      file = (await c.req.parseBody())['file'];
    } catch {
      return fail(c, CODE_BAD_REQUEST, 'form data with one file is required');
    }
    if (!(file instanceof File)) return fail(c, CODE_BAD_REQUEST, 'form data with one file is required');
    if (file.size === 0 || file.size > UPLOAD_MAX_BYTES) return fail(c, CODE_BAD_REQUEST, 'the image must be 1 byte to 5 MB');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = imageTypeOf(bytes);
    if (!type) return fail(c, CODE_BAD_REQUEST, 'only PNG, JPEG, WebP or GIF images are accepted');
    const quota = await takeRateLimit({ db: deps.db, now: deps.now, key: `upload-bytes:${address}`, limit: UPLOAD_BYTES_PER_ADDRESS_PER_DAY, windowSeconds: 86_400, amount: bytes.length });
    if (!quota.ok) return tooMany(c, quota.retryAfterSeconds);
    const name = `${createHash('sha256').update(bytes).digest('hex')}.${type.ext}`;
    await mkdir(deps.uploadDir, { recursive: true });
    await writeFile(join(deps.uploadDir, name), bytes);
    return ok(c, { url: `${UPLOAD_URL_PREFIX}${name}` });
  };

  r.post('/file/imgeUpload', upload(true));
  r.post('/file/imageUploadNoResize', upload(true));
  r.post('/public/uploadImg', upload(false));

  r.get('/file/uploaded/:name', async (c) => {
    const name = c.req.param('name');
    const type = TYPES.find((t) => name.endsWith(`.${t.ext}`));
    if (!isUploadName(name) || !type) return fail(c, CODE_NOT_FOUND, 'not found');
    try {
      const bytes = await readFile(join(deps.uploadDir, name));
      return c.body(bytes, 200, {
        'Content-Type': type.mime,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
    } catch {
      return fail(c, CODE_NOT_FOUND, 'not found');
    }
  });

  return r;
}
