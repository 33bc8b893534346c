// Request bodies are limited before they are buffered (issue #10 item 5): a JSON call at most
// 64 KiB, an image upload the spec's size plus its multipart framing. Hono's body limit checks
// Content-Length and, for a chunked body, counts the bytes as they are read, so a 100 MiB body is
// refused without being held in memory.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import { UPLOAD_MAX_BYTES } from '../api/main/file-routes';
import { CACHE_NONE } from './cache-control';

export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** The image itself plus room for the multipart boundaries and headers. */
export const UPLOAD_BODY_MAX_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;

const UPLOAD_PATHS = ['/file/imgeUpload', '/file/imageUploadNoResize', '/public/uploadImg'];

export function bodyLimits(): MiddlewareHandler {
  const tooLarge: Parameters<typeof bodyLimit>[0]['onError'] = (c) => {
    c.header('Cache-Control', CACHE_NONE);
    return c.json({ code: 413, message: 'request body too large' }, 413);
  };
  const json = bodyLimit({ maxSize: JSON_BODY_MAX_BYTES, onError: tooLarge });
  const upload = bodyLimit({ maxSize: UPLOAD_BODY_MAX_BYTES, onError: tooLarge });
  return (c, next) => (UPLOAD_PATHS.some((path) => c.req.path.endsWith(path)) ? upload(c, next) : json(c, next));
}
