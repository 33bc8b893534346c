import type { Stats } from 'node:fs';

/** Weak: the same ETag covers the identity, gzip and Brotli representations (RFC 9110 §8.8.1). */
export function etagFor(stat: Pick<Stats, 'size' | 'mtimeMs'>): string {
  return `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
}

/** True when the client's copy is current: If-None-Match wins; If-Modified-Since only without it. */
export function isNotModified(
  headers: { ifNoneMatch?: string | undefined; ifModifiedSince?: string | undefined },
  etag: string,
  mtime: Date,
): boolean {
  if (headers.ifNoneMatch) {
    const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
    const wanted = opaque(etag);
    return headers.ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
  }
  if (headers.ifModifiedSince) {
    const since = Date.parse(headers.ifModifiedSince);
    // HTTP dates have whole seconds; compare at that precision.
    return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) <= Math.floor(since / 1000);
  }
  return false;
}
