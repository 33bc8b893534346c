export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_STATIC = 'public, max-age=3600';
/** Revalidate every time, so a new deployment's index.html (with new asset hashes) is seen at once. */
export const CACHE_REVALIDATE = 'no-cache';
/** Errors and API answers: never stored, a transient 404/503 must not outlive its cause. */
export const CACHE_NONE = 'no-store';

/**
 * Cache policy of a file inside a site, by its path relative to the site root (`assets/app-1a2b.js`).
 * Vite writes content-hashed names only under `assets/`, so only those can be cached forever.
 */
export function cacheControlForSiteFile(relativePath: string): string {
  if (relativePath.endsWith('.html')) return CACHE_REVALIDATE;
  if (relativePath.startsWith('assets/')) return CACHE_IMMUTABLE;
  return CACHE_STATIC;
}
