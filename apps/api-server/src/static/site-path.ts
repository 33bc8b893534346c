import { isAbsolute, relative, resolve } from 'node:path';

export type SitePath =
  /** `relativePath` is '' for the site root, else segments joined with '/'. */
  | { kind: 'file'; relativePath: string; lastSegment: string }
  /** Malformed or a traversal attempt (`..`, encoded slashes or backslashes, NUL). */
  | { kind: 'invalid' }
  /** A dot-segment such as `.env`: never served, but not an attack either. */
  | { kind: 'hidden' };

/**
 * Parses a still percent-encoded URL path (relative to the site's mount point) segment by segment.
 * Decoding per segment is what defeats `/..%2f..%2fetc/passwd`: a decoded segment may never hold
 * a separator, so nothing can climb out of the build folder whatever the encoding.
 */
export function parseSitePath(rawPath: string): SitePath {
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue; // leading, trailing and doubled slashes
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return { kind: 'invalid' };
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return { kind: 'invalid' };
    if (segment.startsWith('.')) return { kind: 'hidden' };
    segments.push(segment);
  }
  return { kind: 'file', relativePath: segments.join('/'), lastSegment: segments.at(-1) ?? '' };
}

/** Joins under `root` and proves the result stays inside it (defence in depth after parsing). */
export function resolveInside(root: string, relativePath: string): string | null {
  const absolute = resolve(root, relativePath);
  const rel = relative(root, absolute);
  if (rel === '') return absolute;
  if (rel.startsWith('..') || isAbsolute(rel)) return null;
  return absolute;
}
